// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/net/message.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>

#include <chrono>


namespace net {

// How long a link waits, so that tests can run the whole protocol in milliseconds.
struct LinkTimings {
    std::chrono::milliseconds heartbeat{2000};    // a heartbeat goes out after this much silence
    std::chrono::milliseconds peerTimeout{10000}; // the peer is lost after this much silence
};

// At most this many messages in any one second; more is a flood.
inline constexpr int kMaxMessagesPerSecond = 200;

// Why a link ended.
struct LinkEnd {
    enum class Kind {
        Closed,   // the peer closed the connection (or the network dropped it)
        TimedOut, // nothing heard for LinkTimings::peerTimeout
        Goodbye,  // the peer said goodbye: `reason` is its own words (untrusted, plain text)
        Malformed, // the peer sent a line that is not a message: `failure` says why
        Flood,    // more than kMaxMessagesPerSecond messages in a second
        Local,    // we closed it
    };
    Kind kind = Kind::Closed;
    QString reason;
    DecodeFailure failure{DecodeFailure::Kind::NotJson, {}};
};

// One TCP connection to the peer, carrying whole protocol messages: it frames bounded lines,
// decodes them strictly, keeps the link alive with heartbeats and notices a silent peer. It
// never interprets a message (LanSession does) and never blocks: everything is signal-driven.
// On malformed input or a flood it says goodbye with the reason and closes, then reports ended().
class PeerLink : public QObject {
    Q_OBJECT

public:
    // Takes ownership of a connected (or connecting) socket.
    PeerLink(QTcpSocket* socket, LinkTimings timings, QObject* parent = nullptr);
    ~PeerLink() override;

    void send(const Message& message);
    // Says goodbye with `reason` (plain text, cut to the protocol's limit) and closes.
    void close(const QString& reason);
    bool isOpen() const { return !m_ended; }
    QTcpSocket* socket() const { return m_socket; }

signals:
    void received(const net::Message& message);
    // Emitted once, after the socket is closed.
    void ended(const net::LinkEnd& end);

private:
    void readLines();
    void end(const LinkEnd& end);
    bool countMessage();

    QPointer<QTcpSocket> m_socket;
    LinkTimings m_timings;
    QByteArray m_buffer;
    QTimer m_heartbeat;
    QTimer m_silence;
    QElapsedTimer m_window;
    int m_inWindow = 0;
    bool m_ended = false;
};

} // namespace net
