// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/net/lanproblem.h"
#include "app/net/peerlink.h"
#include "app/net/wireside.h"

#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <functional>
#include <optional>

class QTcpServer;
class QTcpSocket;

namespace net {

// What a peer's hello opened, or why it was refused.
struct HelloCheck {
    enum class Kind {
        Fresh,     // a new peer: its name is news
        Returning, // the peer of the match kept for it, proven by its session token
        Refused,   // `problem` to report, `goodbye` to say
    };
    Kind kind = Kind::Fresh;
    LanProblem problem{LanProblem::Kind::OutOfOrder};
    Goodbye goodbye;
};

// The connection to the peer, one link at a time: the host listens, the guest connects (and
// connects again when told to); a link must say hello within the peer time-out and then have its
// rules settled within the start allowance; a returning peer proves itself with the session token.
// It never interprets the match: LanSession does, on the links this hands it.
class PeerConnection : public QObject {
    Q_OBJECT

public:
    PeerConnection(WireSide side, QString playerName, LanTimings timings, QObject* parent = nullptr);
    ~PeerConnection() override;

    // Host: listens on `port` (0: any free port) of `address`.
    std::optional<LanProblem> listen(const QHostAddress& address, quint16 port);
    quint16 port() const;
    bool isListening() const;
    void stopListening();
    // Links arriving once the session is closed are turned away.
    void setAccepting(bool accepting) { m_accepting = accepting; }

    // Guest: where the host is; dial() makes one attempt, retryLater() another after the retry time.
    // Once a connection is made, every later attempt goes to the address it reached (a name may
    // come to stand for another machine, which would then be handed the session token).
    void setHost(const QString& hostName, quint16 port);
    // What a host name stands for, instead of the system's resolver (tests change it mid-match).
    using NameLookup = std::function<QList<QHostAddress>(const QString& hostName)>;
    void setNameLookup(NameLookup lookup) { m_lookup = std::move(lookup); }
    void dial();
    void retryLater() { m_retry.start(); }
    void stopRetrying() { m_retry.stop(); }
    // Stops retrying and abandons an attempt in flight.
    void stopDialling();

    // The session token: the host makes one for every new guest; the guest learns it from the host.
    void newToken();
    bool isLinked() const { return m_link; }
    // The link's peer has said hello (and, returning, proven it is the peer).
    bool isProven() const { return m_link && m_heardHello; }
    // The current (or last) link's peer said hello.
    bool heardHello() const { return m_heardHello; }
    // The protocol version both sides speak, from the last hello accepted (Hello::upTo).
    int sharedProtocol() const { return m_sharedProtocol; }

    void send(const Message& message);
    // Our hello: the host's gives its session token; a returning guest's gives it back.
    void sendHello(bool resuming);
    // Checks the peer's hello: its version, that it is its first, and its session token.
    HelloCheck checkHello(const Hello& hello, bool returning);
    // After the hellos, the rules are due within the start allowance.
    void awaitRules() { m_deadline.start(m_timings.start); }
    void stopDeadline() { m_deadline.stop(); }
    // Closes the link with a goodbye, without hearing about its end.
    void drop(const Goodbye& goodbye);
    // Whoever interprets what every link receives; what it returns is counted against the flood
    // limit (PeerLink::setReceiver()).
    void setReceiver(PeerLink::Receiver receiver) { m_receiver = std::move(receiver); }

signals:
    void linkOpened();
    void linkEnded(const net::LinkEnd& end);
    void dialFailed(const QString& error);
    void retryDue();
    // No hello in time (NoHello), or no rules settled in time since the hellos (RulesNotSettled).
    void deadlinePassed(net::GoodbyeReason reason);

private:
    void adopt(QTcpSocket* socket);
    void onEnded(const LinkEnd& end);
    HelloCheck checkToken(const Hello& hello, bool returning);

    WireSide m_side;
    QString m_name;
    LanTimings m_timings;
    QTcpServer* m_server = nullptr;
    QPointer<PeerLink> m_link;
    QPointer<QTcpSocket> m_connecting; // the guest's connection attempt in flight
    QString m_hostName;
    quint16 m_hostPort = 0;
    QHostAddress m_hostAddress; // the address the first connection reached: null until then
    NameLookup m_lookup;
    QString m_token; // the host's, given to the guest in its hello
    QTimer m_retry;
    QTimer m_deadline; // hello within the peer time-out, then the rules within `start`
    bool m_heardHello = false;
    int m_sharedProtocol = kProtocolVersion;
    bool m_accepting = true;
    PeerLink::Receiver m_receiver;
};

} // namespace net
