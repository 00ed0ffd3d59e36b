// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A raw protocol peer on loopback driven line by line by a test (ScriptedPeer), and a LanSession
// in battle against it (Game): shared by the LAN tests that script the peer's every line.

#include "coretestsupport.h"
#include "lantestsupport.h"

#include "app/net/message.h"
#include "core/answer.h"

#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>

#include <deque>
#include <functional>
#include <memory>
#include <optional>

namespace lantest {

using namespace seabattle;
using net::Conviction;
using net::LanProblem;
using net::LanSession;
using Role = LanSession::Role;
using State = LanSession::State;

inline constexpr int kWait = 5000; // ms: the longest any one step may take on a loaded machine

// The session's fleet (Standard): Carrier A1–E1, Battleship A3–D3, Cruiser G3–I3, Submarine A5–C5,
// Destroyer G5–H5, Patrol boat J7. Rows 8 to 10 are water: the peer fires there.
inline constexpr const char* kSessionFleet = kStandardOne;
// The peer's fleet (Standard): Carrier A1–A5 {0,0}, Battleship C1–C4 {1,0}, Cruiser E1–E3 {2,0},
// Submarine G1–G3 {3,0}, Destroyer A7–A8 {4,0}, Patrol boat J10 {5,0}. Rows 6 and 9 are water.
inline constexpr const char* kPeerFleet = kStandardTwo;

// QVERIFY for the fixture's helpers, which return whether they succeeded: a failure is logged where
// it happened, and the test's QVERIFY(helper()) stops the test.
#define STEP(statement)                                                                                      \
    do {                                                                                                     \
        if (!QTest::qVerify(static_cast<bool>(statement), #statement, "", __FILE__, __LINE__))               \
            return false;                                                                                    \
    } while (false)
// QTRY_VERIFY for the helpers.
#define STEP_TRY(statement)                                                                                  \
    do {                                                                                                     \
        (void)QTest::qWaitFor([&] { return static_cast<bool>(statement); }, kWait);                          \
        STEP(statement);                                                                                     \
    } while (false)

// The wire's name of message type T, for a test's messages.
template <class T> QByteArray typeName()
{
    return net::typeName(net::Message(std::in_place_type<T>)).toLatin1();
}

inline QString layoutText(const FleetLayout& fleet, const Ruleset& rules)
{
    return QString::fromStdString(formatLayout(fleet, rules));
}

// A raw protocol peer on loopback, driven line by line by the test. It writes what it is told
// (messages, or any bytes), decodes every line the session sends into an inbox that the test reads
// in order, and keeps the link alive with heartbeats until told to fall silent. It plays the guest
// (connectTo() a host session) or the host (listen(), then accept() the guest session that joins).
class ScriptedPeer : public QObject {
public:
    ScriptedPeer()
    {
        m_heartbeat.setInterval(fastTimings().link.heartbeat);
        connect(&m_heartbeat, &QTimer::timeout, this, [this] { send(net::Heartbeat{}); });
    }

    // Guest: connects to the session listening on `port` of 127.0.0.1.
    bool connectTo(quint16 port)
    {
        auto* socket = new QTcpSocket(this);
        socket->connectToHost(QHostAddress::LocalHost, port);
        if (!QTest::qWaitFor([socket] { return socket->state() == QAbstractSocket::ConnectedState; }, kWait))
            return false;
        adopt(socket);
        return true;
    }
    // Host: listens on a free port of 127.0.0.1, returned (0 if it cannot).
    quint16 listen()
    {
        m_server = new QTcpServer(this);
        return m_server->listen(QHostAddress::LocalHost, 0) ? m_server->serverPort() : 0;
    }
    quint16 listeningPort() const { return m_server ? m_server->serverPort() : 0; }
    // Host: takes the guest that connected.
    bool accept()
    {
        if (!QTest::qWaitFor([this] { return m_server->hasPendingConnections(); }, kWait))
            return false;
        adopt(m_server->nextPendingConnection());
        return true;
    }

    void send(const net::Message& message) { sendRaw(net::encodeMessage(message)); }
    // Any bytes, in as few TCP segments as the system likes (a small write is one segment).
    void sendRaw(const QByteArray& bytes)
    {
        if (!m_socket || m_socket->state() != QAbstractSocket::ConnectedState)
            return;
        m_socket->write(bytes);
        m_socket->flush();
    }
    // One byte per TCP segment (no Nagle delay): each is handed to the system and the session's
    // event loop runs before the next.
    void sendByteByByte(const QByteArray& bytes)
    {
        for (const char byte : bytes) {
            sendRaw(QByteArray(1, byte));
            QCoreApplication::processEvents();
        }
    }

    // Stops the heartbeats: from now on the peer says nothing unless told to.
    void fallSilent() { m_heartbeat.stop(); }
    // Closes the connection without a goodbye, as a crashed program would.
    void close()
    {
        m_heartbeat.stop();
        m_socket->disconnectFromHost();
    }
    // Drops the connection at once (what is unsent is lost), as a failing network would.
    void drop()
    {
        m_heartbeat.stop();
        m_socket->abort();
    }
    bool isClosed() const { return m_closed; }
    // The port of this end of the connection: the session sees it as its peer's.
    quint16 localPort() const { return m_socket ? m_socket->localPort() : 0; }
    // After a drop: forgets the old connection and all it carried, to make a new one.
    void forget()
    {
        if (m_socket) {
            m_socket->disconnect(this);
            m_socket->deleteLater();
            m_socket = nullptr;
        }
        m_in.clear();
        m_inbox.clear();
        m_closed = false;
    }

    // The next message the session sent (heartbeats aside), which must be a T.
    template <class T> std::optional<T> next()
    {
        if (!QTest::qWaitFor([this] { return !m_inbox.empty() || m_closed; }, kWait) || m_inbox.empty()) {
            qWarning("waited in vain for a %s from the session%s", typeName<T>().constData(),
                     m_closed ? " (closed)" : "");
            return std::nullopt;
        }
        const net::Message message = m_inbox.front();
        m_inbox.pop_front();
        if (const T* wanted = std::get_if<T>(&message))
            return *wanted;
        qWarning("expected a %s from the session, got a %s", typeName<T>().constData(),
                 net::typeName(message).toLatin1().constData());
        return std::nullopt;
    }
    // Waits until the session has closed the connection; its last words, if they were a goodbye.
    std::optional<QString> farewell()
    {
        if (!QTest::qWaitFor([this] { return m_closed; }, kWait) || m_inbox.empty())
            return std::nullopt;
        const auto* goodbye = std::get_if<net::Goodbye>(&m_inbox.back());
        return goodbye ? std::optional(goodbye->reason) : std::nullopt;
    }
    // What the session sent and the test has not read yet.
    const std::deque<net::Message>& inbox() const { return m_inbox; }
    // Lines from the session that are not messages: there must never be any.
    const QByteArrayList& garbage() const { return m_garbage; }

private:
    void adopt(QTcpSocket* socket)
    {
        m_socket = socket;
        socket->setParent(this);
        socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        connect(socket, &QTcpSocket::readyRead, this, &ScriptedPeer::read);
        connect(socket, &QTcpSocket::disconnected, this, [this] {
            read();
            m_closed = true;
            m_heartbeat.stop();
        });
        connect(socket, &QTcpSocket::errorOccurred, this, [this] {
            if (m_socket->state() != QAbstractSocket::ConnectedState) {
                read();
                m_closed = true;
                m_heartbeat.stop();
            }
        });
        m_heartbeat.start();
        read();
    }
    void read()
    {
        if (m_socket->isReadable())
            m_in += m_socket->readAll();
        for (qsizetype newline = m_in.indexOf('\n'); newline >= 0; newline = m_in.indexOf('\n')) {
            const QByteArray line = m_in.left(newline + 1);
            m_in.remove(0, newline + 1);
            const auto message = net::decodeMessage(line);
            if (!message)
                m_garbage << line;
            else if (!std::holds_alternative<net::Heartbeat>(*message))
                m_inbox.push_back(*message);
        }
    }

    QTcpServer* m_server = nullptr;
    QTcpSocket* m_socket = nullptr;
    QTimer m_heartbeat;
    QByteArray m_in;
    std::deque<net::Message> m_inbox;
    QByteArrayList m_garbage;
    bool m_closed = false;
};

// The Standard rules, with the session to fire first whichever side it plays.
inline Ruleset rulesFor(Role sessionRole)
{
    Ruleset rules = Ruleset::standard();
    rules.firstShooter = sessionRole == Role::Host ? FirstShooter::PlayerOne : FirstShooter::PlayerTwo;
    return rules;
}

// A LanSession and a scripted peer in battle: the session has placed kSessionFleet and fires first.
// The peer answers from `peerFleet` (honestly unless told to lie), has committed to `committed`
// with `salt`, and fires back at the session's water.
class Game {
public:
    explicit Game(Role role, net::LanTimings timings = fastTimings())
        : role(role), rules(rulesFor(role)), timings(timings), sessionFleet(layoutOf(rules, kSessionFleet))
    {
        answerFrom(kPeerFleet);
        for (int row = 7; row < kBoardSize; ++row)
            for (int column = 0; column < kBoardSize; ++column)
                water.push_back({column, row});
    }

    // The fleet the peer's answers come from, and by default the one it commits to.
    void answerFrom(const char* text)
    {
        peerFleet = layoutOf(rules, text);
        committed = QString::fromLatin1(text);
    }

    // From the connection to the first shot.
    bool open()
    {
        session = std::make_unique<LanSession>(role, QStringLiteral("Session"), timings);
        peer = std::make_unique<ScriptedPeer>();
        if (role == Role::Host) {
            STEP(!session->host(rules, 0, QHostAddress::LocalHost));
            STEP(peer->connectTo(session->port()));
            STEP(greetHostSession());
        } else {
            const quint16 port = peer->listen();
            STEP(port != 0);
            QSignalSpy offered(session.get(), &LanSession::rulesOffered);
            if (lookup)
                session->setNameLookup(lookup);
            session->join(hostName, port);
            STEP(peer->accept());
            STEP(greetGuestSession(offered));
        }
        STEP_TRY(session->state() == State::Placing);
        STEP(session->placeFleet(sessionFleet));
        const auto commit = peer->next<net::Commit>();
        STEP(commit);
        sessionCommit = commit->hash;
        peer->send(net::Commit{net::commitment(committed, salt)});
        STEP_TRY(session->state() == State::Battle);
        STEP(session->match()->turn() == Player::One);
        return true;
    }

    // The peer's guest hello and acceptance, after the host session's hello and rules.
    bool greetHostSession()
    {
        const auto hello = peer->next<net::Hello>();
        STEP(hello);
        STEP(hello->protocol == net::kProtocolVersion);
        STEP(hello->name == QLatin1String("Session"));
        STEP(hello->token.size() == 32); // 128 random bits in hex
        token = hello->token;
        peer->send(net::Hello{net::kProtocolVersion,
                              QStringLiteral("seabattle"),
                              QStringLiteral("test"),
                              QStringLiteral("Scripted"),
                              {}});
        const auto offer = peer->next<net::RulesOffer>();
        STEP(offer);
        STEP(offer->rules == rules);
        peer->send(net::Accept{});
        return true;
    }

    // The peer's host hello (with its session token) and rules, accepted by the guest session.
    bool greetGuestSession(QSignalSpy& offered)
    {
        const auto hello = peer->next<net::Hello>();
        STEP(hello);
        STEP(hello->protocol == net::kProtocolVersion);
        STEP(hello->token.isEmpty());
        token = QStringLiteral("5ea8a771e5e55104a11ce0b0b0000001");
        peer->send(net::Hello{net::kProtocolVersion, QStringLiteral("seabattle"), QStringLiteral("test"),
                              QStringLiteral("Scripted"), token});
        peer->send(net::RulesOffer{rules});
        STEP_TRY(offered.size() == 1);
        session->acceptRules();
        STEP(peer->next<net::Accept>());
        return true;
    }

    // The peer's true answer to a shot at `target`, from the fleet it answers from.
    net::Result answer(Coord target)
    {
        const ShotOutcome outcome = answerShot(peerFleet, told, rules, {Player::One, target});
        told.record(outcome);
        return {target, outcome.result, outcome.sunk};
    }

    // The session fires at `target`; the peer answers truly, or with `lie`.
    bool sessionFires(Coord target, const std::optional<net::Result>& lie = {})
    {
        const std::size_t before = session->match()->shots().size();
        STEP(!session->fire(target));
        const auto shot = peer->next<net::ShotMessage>();
        STEP(shot);
        STEP(shot->target == target);
        peer->send(lie ? *lie : answer(target));
        STEP_TRY(session->match()->shots().size() > before || session->state() != State::Battle);
        return true;
    }

    // The peer fires at `target`: the session's answer must be the truth about its fleet.
    bool peerFires(Coord target)
    {
        const std::size_t before = session->match()->shots().size();
        peer->send(net::ShotMessage{target});
        const auto result = peer->next<net::Result>();
        STEP(result);
        const ShotOutcome truth = answerShot(sessionFleet, seen, rules, {Player::Two, target});
        seen.record(truth);
        STEP(result->target == target);
        STEP(result->result == truth.result);
        STEP(result->sunk == truth.sunk);
        STEP(session->match()->shots().size() == before + 1);
        return true;
    }

    // The session fires at `target` and, if the turn passes, the peer fires at the session's water.
    bool round(Coord target, const std::optional<net::Result>& lie = {})
    {
        STEP(sessionFires(target, lie));
        if (session->state() == State::Battle && session->match()->turn() == Player::Two)
            STEP(peerFires(water.at(nextWater++)));
        return true;
    }

    // The session's reveal, once its match is over: its true fleet, proving its commitment.
    bool sessionReveals()
    {
        const auto reveal = peer->next<net::Reveal>();
        STEP(reveal);
        STEP(net::commitment(reveal->layout, reveal->salt) == sessionCommit);
        STEP(reveal->layout == layoutText(sessionFleet, rules));
        return true;
    }

    net::Reveal honestReveal() const { return {committed, salt}; }

    // The peer, its connection dropped, comes back with the session token: as a guest it connects
    // again; as a host it takes the guest session that reconnects by itself. Each side proves the
    // token, and the session says its commitment again and picks up in `resumed`.
    bool comeBack(State resumed = State::Battle)
    {
        // A match over is not interrupted: its peer just comes back (for the reveals it may have missed).
        STEP_TRY(session->state() == (resumed == State::Over ? State::Over : State::Interrupted));
        peer->forget();
        const net::Hello returning{net::kProtocolVersion, QStringLiteral("seabattle"), QStringLiteral("test"),
                                   QStringLiteral("Scripted"), token};
        if (role == Role::Host) {
            STEP(peer->connectTo(session->port()));
            peer->send(returning);
        } else {
            STEP(peer->accept());
        }
        const auto hello = peer->next<net::Hello>();
        STEP(hello);
        STEP(hello->token == token);
        if (role == Role::Guest)
            peer->send(returning);
        const auto commit = peer->next<net::Commit>();
        STEP(commit);
        STEP(commit->hash == sessionCommit);
        STEP_TRY(session->state() == resumed);
        return true;
    }

    Role role;
    Ruleset rules;
    net::LanTimings timings;
    FleetLayout sessionFleet;
    FleetLayout peerFleet;
    QString committed;
    QByteArray salt = QByteArray::fromHex("00112233445566778899aabbccddeeff");
    ShotChart told;           // what the peer's answers told the session
    ShotChart seen;           // what the session's answers told the peer
    std::vector<Coord> water; // the session's water, where the peer fires
    std::size_t nextWater = 0;
    QString token; // the session token of this game
    // Guest session: the name it joins, and what names stand for (the system's resolver if empty).
    QString hostName = QStringLiteral("127.0.0.1");
    std::function<QList<QHostAddress>(const QString&)> lookup;
    QByteArray sessionCommit;
    std::unique_ptr<LanSession> session;
    std::unique_ptr<ScriptedPeer> peer;
};

// A scripted peer's hello: a newcomer's without a token, a returning guest's with it.
inline net::Hello helloFrom(const char* name, const QString& token = {})
{
    return {net::kProtocolVersion, QStringLiteral("seabattle"), QStringLiteral("test"),
            QString::fromLatin1(name), token};
}

// Readable failure messages.
inline QByteArray describe(const LanProblem& p)
{
    QByteArray text = "LanProblem{kind " + QByteArray::number(int(p.kind));
    if (p.failure)
        text += ", failure " + QByteArray::number(int(p.failure->kind)) + " field '" +
                p.failure->field.toUtf8() + "'";
    if (!p.messageType.isEmpty())
        text += ", message " + p.messageType.toUtf8();
    if (p.shotError)
        text += ", shot error " + QByteArray::number(int(*p.shotError));
    if (p.number)
        text += ", number " + QByteArray::number(p.number);
    if (p.salvoError)
        text += ", salvo error " + QByteArray::number(int(p.salvoError->kind)) + " at " +
                QByteArray::number(p.salvoError->index) + " of " +
                QByteArray::number(p.salvoError->shotsLeft);
    return text + "}";
}

inline bool sameProblem(const LanProblem& a, const LanProblem& b)
{
    const bool sameFailure =
        a.failure.has_value() == b.failure.has_value() &&
        (!a.failure || (a.failure->kind == b.failure->kind && a.failure->field == b.failure->field));
    return a.kind == b.kind && sameFailure && a.messageType == b.messageType && a.shotError == b.shotError &&
           a.number == b.number && a.salvoError == b.salvoError;
}

} // namespace lantest
