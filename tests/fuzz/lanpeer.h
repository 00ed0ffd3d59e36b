// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the LAN fuzz targets (fuzz_protocol, fuzz_resume) share: a real LanSession on a loopback
// TCP connection (127.0.0.1, a free port, nothing else) whose other end the fuzzer holds, taken
// to a given state of the protocol, and the event loop run until the session has read what its
// peer wrote.

#include "app/net/lansession.h"
#include "app/net/message.h"
#include "core/layouttext.h"
#include "core/randomlayout.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QTcpServer>
#include <QTcpSocket>

#include <linux/sockios.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>

namespace lanpeer {

using namespace seabattle;
using namespace std::chrono_literals;

// Exactly 16 bytes (net::kSaltBytes): the salt of the peer's commitment, so that an input can
// reveal the peer's fleet (the seed corpora have some).
inline constexpr char kPeerSalt[] = "seabattle-fuzzer";
// The session token a host played by the fuzzer gives.
inline const QString kHostToken = QStringLiteral("0123456789abcdef0123456789abcdef");

[[noreturn]] inline void fail(const char* what)
{
    std::fprintf(stderr, "%s: %s\n", qPrintable(QCoreApplication::applicationName()), what);
    std::fflush(stderr);
    std::abort();
}

inline void ensureApplication(const char* target)
{
    static QCoreApplication* app = [target] {
        static int argc = 1;
        static char name[64];
        std::snprintf(name, sizeof name, "%s", target);
        static char* argv[] = {name, nullptr};
        return new QCoreApplication(argc, argv); // never destroyed: libFuzzer exits without returning
    }();
    (void)app;
}

// Where the session stands before the fuzzer's own bytes.
struct Scenario {
    int depth = 0; // 0 raw, 1 after the peer's hello, 2 rules agreed (placing), 3 battle
    Ruleset rules;
    bool placeOwnFleet = false;
    net::LanSession::Role role = net::LanSession::Role::Host;
};

// The selector byte, bit by bit:
//   bits 0-1  depth
//   bits 2-3  preset: standard, classic, hasbro, custom
//   bit 4     the guest fires first (else the host)
//   bit 5     "shoot again after a hit" flipped from the preset's default
//   bit 6     depth 2 only: the session has placed its fleet already
//   bit 7     the session under test is the guest (the payload comes from a host) rather than the host
inline Scenario scenarioOf(std::uint8_t selector)
{
    Scenario s;
    s.depth = selector & 3;
    s.rules = Ruleset::forPreset(Preset((selector >> 2) & 3));
    s.rules.firstShooter = (selector & 0x10) ? FirstShooter::PlayerTwo : FirstShooter::PlayerOne;
    if (selector & 0x20)
        s.rules.shootAgainAfterHit = !s.rules.shootAgainAfterHit;
    s.placeOwnFleet = s.depth == 3 || (s.depth == 2 && (selector & 0x40));
    s.role = (selector & 0x80) ? net::LanSession::Role::Guest : net::LanSession::Role::Host;
    return s;
}

// The fleets of each preset: [0] the session's (randomLayout with Rng(1)), [1] the peer's
// (Rng(2)). Drawn once.
inline const std::array<FleetLayout, 2>& fleetsFor(const Ruleset& rules)
{
    static std::array<std::optional<std::array<FleetLayout, 2>>, 4> cache;
    auto& entry = cache[std::size_t(rules.preset)];
    if (!entry) {
        Rng own(1), peer(2);
        const auto a = randomLayout(rules, own);
        const auto b = randomLayout(rules, peer);
        if (!a || !b)
            fail("harness: no random layout for a preset");
        entry = std::array<FleetLayout, 2>{*a, *b};
    }
    return *entry;
}

// Nothing times out while one input is processed: the fuzzer drives the protocol, not the clock.
inline net::LanTimings quietTimings()
{
    net::LanTimings t;
    t.link.heartbeat = 1h;
    t.link.peerTimeout = 1h;
    t.retry = 1h;
    t.grace = 1h;
    t.reveal = 1h;
    return t;
}

inline int socketQueue(const QAbstractSocket* socket, unsigned long request)
{
    const qintptr fd = socket->socketDescriptor();
    int bytes = 0;
    if (fd < 0 || ::ioctl(int(fd), request, &bytes) != 0)
        return 0;
    return bytes;
}

// Closing this end resets the connection (no TIME_WAIT left behind by each of millions of inputs).
inline void resetOnClose(QAbstractSocket* socket)
{
    const qintptr fd = socket->socketDescriptor();
    const linger hard{1, 0};
    if (fd >= 0)
        ::setsockopt(int(fd), SOL_SOCKET, SO_LINGER, &hard, sizeof hard);
}

// Runs the event loop until `done`, for at most `budget`; false if it never was.
template <typename Done> bool spinUntil(Done&& done, std::chrono::milliseconds budget = 3s)
{
    QElapsedTimer clock;
    clock.start();
    for (int i = 0;; ++i) {
        if (done())
            return true;
        if (clock.elapsed() > budget.count())
            return done();
        QCoreApplication::processEvents(QEventLoop::AllEvents);
        if (i > 64)
            ::usleep(20);
    }
}

// All that the peer wrote has reached the session and been read by it (or the session let go of
// the connection).
inline bool drained(QTcpSocket* peer, const net::LanSession& session)
{
    // Sent is as good as received on loopback; unacknowledged bytes may wait for a delayed ACK.
    if (peer->state() == QAbstractSocket::ConnectedState &&
        (peer->bytesToWrite() > 0 || socketQueue(peer, SIOCOUTQNSD) > 0))
        return false;
    const auto sockets = session.findChildren<QTcpSocket*>();
    for (const QTcpSocket* socket : sockets)
        if (socket->state() == QAbstractSocket::ConnectedState &&
            (socket->bytesAvailable() > 0 || socketQueue(socket, FIONREAD) > 0))
            return false;
    return true;
}

// The session fires whenever its turn comes, at the first cell (row by row) it may fire at.
inline void fireIfDue(net::LanSession& session)
{
    const PeerMatch* match = session.match();
    if (session.state() != net::LanSession::State::Battle || !match || match->turn() != Player::One ||
        match->pendingShot())
        return;
    for (int i = 0; i < kCellCount; ++i) {
        const auto refused = session.fire(coordAt(i));
        if (!refused)
            return;
        if (*refused != ShotError::AlreadyFiredAt && *refused != ShotError::KnownEmpty)
            return;
    }
}

// The connection between the session and the fuzzer's end of it.
struct Connection {
    std::unique_ptr<net::LanSession> session;
    std::unique_ptr<QTcpServer> server; // when the session is the guest: the fuzzer's listening end
    QTcpSocket* peer = nullptr;         // the fuzzer's end; owned by `server` or `owned`
    std::unique_ptr<QTcpSocket> owned;
    QByteArray heard; // what the session sent to the fuzzer's end, when kept

    ~Connection()
    {
        if (peer)
            peer->abort();
        session.reset();
        owned.reset();
        server.reset();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }
};

inline void send(QTcpSocket* peer, const QByteArray& bytes)
{
    if (peer->state() != QAbstractSocket::ConnectedState)
        return;
    peer->write(bytes);
    peer->flush();
}

// The fuzzer's end: a new connection to the hosting session, or the next connection of the guest
// session to the fuzzer's server, once the session is in the `expected` state (if any). False if
// none came up within `budget`.
inline bool connectPeer(Connection& c, std::optional<net::LanSession::State> expected = std::nullopt,
                        std::chrono::milliseconds budget = 3s)
{
    if (c.session->role() == net::LanSession::Role::Host) {
        c.owned = std::make_unique<QTcpSocket>();
        c.peer = c.owned.get();
        c.peer->connectToHost(QHostAddress::LocalHost, c.session->port());
    } else {
        c.peer = nullptr;
    }
    const bool up = spinUntil(
        [&] {
            if (!c.peer && c.server && c.server->hasPendingConnections())
                c.peer = c.server->nextPendingConnection();
            return c.peer && c.peer->state() == QAbstractSocket::ConnectedState &&
                   (!expected || c.session->state() == *expected);
        },
        budget);
    if (!up)
        return false;
    resetOnClose(c.peer);
    c.peer->setSocketOption(QAbstractSocket::LowDelayOption, 1); // no Nagle: each write goes out at once
    return true;
}

inline void trace(net::LanSession& session)
{
    QObject::connect(&session, &net::LanSession::stateChanged, &session, [](net::LanSession::State state) {
        std::fprintf(stderr, "trace: state %d\n", int(state));
    });
    QObject::connect(&session, &net::LanSession::problem, &session, [](const net::LanProblem& problem) {
        std::fprintf(stderr, "trace: problem %d %s\n", int(problem.kind), qPrintable(problem.messageType));
    });
    QObject::connect(&session, &net::LanSession::shotResolved, &session, [](const ShotOutcome& outcome) {
        std::fprintf(stderr, "trace: shot %s result %d\n", formatCoord(outcome.shot.target).c_str(),
                     int(outcome.result));
    });
    QObject::connect(&session, &net::LanSession::matchOver, &session, [&session](const MatchResult& result) {
        std::fprintf(stderr, "trace: match over, winner %d, conviction %d\n", int(result.winner),
                     session.conviction() ? int(session.conviction()->kind) : -1);
    });
}

// A session in the role of the scenario, connected to the fuzzer's end, and taken to its depth:
// it fires on its own turn, accepts the rules it is offered and, after a match, asks for a rematch
// (placing the same fleet again when it placed one), as LanComputer does.
inline void open(Connection& c, const Scenario& scenario, net::LanTimings timings)
{
    using State = net::LanSession::State;
    const bool asHost = scenario.role == net::LanSession::Role::Host;
    c.session = std::make_unique<net::LanSession>(scenario.role, QStringLiteral("Fuzzed"), timings);
    net::LanSession& session = *c.session;
    if (asHost) {
        if (const auto problem = session.host(scenario.rules, 0, QHostAddress::LocalHost))
            fail(qPrintable(QStringLiteral("harness: cannot listen on 127.0.0.1: %1").arg(problem->detail)));
    } else {
        c.server = std::make_unique<QTcpServer>();
        if (!c.server->listen(QHostAddress::LocalHost, 0))
            fail(qPrintable(
                QStringLiteral("harness: cannot listen on 127.0.0.1: %1").arg(c.server->errorString())));
        session.join(QStringLiteral("127.0.0.1"), c.server->serverPort());
    }
    if (!connectPeer(c, State::Greeting))
        fail("harness: the loopback connection did not come up");

    QObject::connect(&session, &net::LanSession::battleStarted, &session, [&session] { fireIfDue(session); });
    QObject::connect(&session, &net::LanSession::shotResolved, &session, [&session] { fireIfDue(session); });
    QObject::connect(&session, &net::LanSession::rulesOffered, &session,
                     [&session] { session.acceptRules(); });
    if (qEnvironmentVariableIsSet("FUZZ_PROTOCOL_TRACE")) // to follow a reproduced input
        trace(session);

    const auto& fleets = fleetsFor(scenario.rules);
    if (scenario.depth >= 1) // the host's hello gives a session token; the guest's does not
        send(c.peer, net::encodeMessage(net::Hello{net::kProtocolVersion, QStringLiteral("seabattle"),
                                                   QStringLiteral("0.1.0"), QStringLiteral("Fuzzer"),
                                                   asHost ? QString() : kHostToken}));
    if (scenario.depth >= 2) {
        send(c.peer, asHost ? net::encodeMessage(net::Accept{})
                            : net::encodeMessage(net::RulesOffer{scenario.rules}));
        if (!spinUntil([&] { return session.state() == State::Placing; }))
            fail("harness: the session did not reach the placement");
        if (scenario.placeOwnFleet && !session.placeFleet(fleets[0]))
            fail("harness: the session refused its fleet");
    }
    if (scenario.depth >= 3) {
        const QString layout = QString::fromStdString(formatLayout(fleets[1], scenario.rules));
        send(c.peer, net::encodeMessage(
                         net::Commit{net::commitment(layout, QByteArray(kPeerSalt, net::kSaltBytes))}));
        if (!spinUntil([&] { return session.state() == State::Battle; }))
            fail("harness: the session did not reach the battle");
    }
    QObject::connect(&session, &net::LanSession::matchOver, &session,
                     [&session] { session.requestRematch(); });
    if (scenario.placeOwnFleet)
        QObject::connect(&session, &net::LanSession::placing, &session,
                         [&session, &fleets] { (void)session.placeFleet(fleets[0]); });
}

// Writes `bytes` from the fuzzer's end and runs the event loop until the session has read them.
inline void deliver(Connection& c, const QByteArray& bytes)
{
    send(c.peer, bytes);
    if (!spinUntil([&] { return drained(c.peer, *c.session); }))
        fail("the session did not read what its peer sent (hang?)");
    for (int i = 0; i < 4; ++i) // whatever the last message queued
        QCoreApplication::processEvents(QEventLoop::AllEvents);
}

} // namespace lanpeer
