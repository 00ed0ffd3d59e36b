// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the LAN protocol (scripts/fuzz builds and runs it).
//
// Each input is one selector byte and a payload of bytes "from the peer":
//  1. every '\n'-separated line of the payload goes through net::decodeMessage(); whatever
//     decodes must survive encodeMessage() -> decodeMessage() -> encodeMessage() unchanged;
//  2. the payload is written to a real LanSession over a loopback TCP connection (127.0.0.1, a
//     free port, nothing else), as the peer would, and the event loop runs until the session has
//     read all of it or closed the link; then everything is torn down.
//
// The selector byte (bit by bit) takes the session to a deeper state before the payload, so that
// the fuzzer need not rediscover the handshake (and cannot forge a commitment) on its own:
//   bits 0-1  depth: 0 raw, 1 after the peer's hello, 2 rules agreed (placing), 3 battle
//             (the peer's commitment sent, both fleets in)
//   bits 2-3  preset: standard, classic, hasbro, custom
//   bit 4     the guest fires first (else the host)
//   bit 5     "shoot again after a hit" flipped from the preset's default
//   bit 6     depth 2 only: the session has placed its fleet already
//   bit 7     the session under test is the guest (the payload comes from a host) rather than the host
// The session's fleet is randomLayout(rules, Rng(1)); the peer's committed fleet is
// randomLayout(rules, Rng(2)) with the salt kPeerSalt, so that a payload can reveal it (the seed
// corpus has one). In battle the session fires by itself whenever its turn comes (row by row from
// A1), so that the payload's results have shots to answer; after the match it asks for a rematch
// (and places its fleet again if it had placed one).
// Any crash, sanitizer report, abort or hang is a finding.

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

#include <array>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>

using namespace seabattle;
using namespace std::chrono_literals;

namespace {

// Exactly 16 bytes (net::kSaltBytes).
constexpr char kPeerSalt[] = "seabattle-fuzzer";

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz_protocol: %s\n", what);
    std::fflush(stderr);
    std::abort();
}

void ensureApplication()
{
    static QCoreApplication* app = [] {
        static int argc = 1;
        static char name[] = "fuzz_protocol";
        static char* argv[] = {name, nullptr};
        return new QCoreApplication(argc, argv); // never destroyed: libFuzzer exits without returning
    }();
    (void)app;
}

// --- 1. The wire format ------------------------------------------------------------------------

void checkRoundTrips(const QByteArray& payload)
{
    for (const QByteArray& line : payload.split('\n')) {
        const auto message = net::decodeMessage(line + '\n');
        if (!message)
            continue;
        const QByteArray once = net::encodeMessage(*message);
        const auto again = net::decodeMessage(once);
        if (!again) {
            std::fprintf(stderr, "encoded: %s\nrefused: kind %d, field %s\n", once.constData(),
                         int(again.error().kind), qPrintable(again.error().field));
            fail("a decoded message, encoded again, does not decode");
        }
        const QByteArray twice = net::encodeMessage(*again);
        if (twice != once) {
            std::fprintf(stderr, "once:  %s\ntwice: %s\n", once.constData(), twice.constData());
            fail("a decoded message does not round-trip through encodeMessage() and decodeMessage()");
        }
    }
}

// --- 2. The session ------------------------------------------------------------------------------

struct Scenario {
    int depth = 0;
    Ruleset rules;
    bool placeOwnFleet = false;
    net::LanSession::Role role = net::LanSession::Role::Host;
};

Scenario scenarioOf(std::uint8_t selector)
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

// The fleets of each preset: [0] the session's, [1] the peer's. Drawn once, with fixed seeds.
const std::array<FleetLayout, 2>& fleetsFor(const Ruleset& rules)
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

net::LanTimings quietTimings()
{
    // Nothing times out while one input is processed: the fuzzer drives the protocol, not the clock.
    net::LanTimings t;
    t.link.heartbeat = 1h;
    t.link.peerTimeout = 1h;
    t.retry = 1h;
    t.grace = 1h;
    t.reveal = 1h;
    return t;
}

int socketQueue(const QAbstractSocket* socket, unsigned long request)
{
    const qintptr fd = socket->socketDescriptor();
    int bytes = 0;
    if (fd < 0 || ::ioctl(int(fd), request, &bytes) != 0)
        return 0;
    return bytes;
}

// Closing this end resets the connection (no TIME_WAIT left behind by each of millions of inputs).
void resetOnClose(QAbstractSocket* socket)
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
bool drained(QTcpSocket* peer, const net::LanSession& session)
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
void fireIfDue(net::LanSession& session)
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

void send(QTcpSocket* peer, const QByteArray& bytes)
{
    if (peer->state() != QAbstractSocket::ConnectedState)
        return;
    peer->write(bytes);
    peer->flush();
}

void runSession(const Scenario& scenario, const QByteArray& payload)
{
    using State = net::LanSession::State;
    const bool asHost = scenario.role == net::LanSession::Role::Host;
    Connection c;
    c.session = std::make_unique<net::LanSession>(scenario.role, QStringLiteral("Fuzzed"), quietTimings());
    net::LanSession& session = *c.session;

    if (asHost) {
        if (const auto problem = session.host(scenario.rules, 0, QHostAddress::LocalHost))
            fail(qPrintable(QStringLiteral("harness: cannot listen on 127.0.0.1: %1").arg(problem->detail)));
        c.owned = std::make_unique<QTcpSocket>();
        c.peer = c.owned.get();
        c.peer->connectToHost(QHostAddress::LocalHost, session.port());
    } else {
        c.server = std::make_unique<QTcpServer>();
        if (!c.server->listen(QHostAddress::LocalHost, 0))
            fail(qPrintable(
                QStringLiteral("harness: cannot listen on 127.0.0.1: %1").arg(c.server->errorString())));
        session.join(QStringLiteral("127.0.0.1"), c.server->serverPort());
    }
    const bool up = spinUntil([&] {
        if (!c.peer && c.server && c.server->hasPendingConnections())
            c.peer = c.server->nextPendingConnection();
        return c.peer && c.peer->state() == QAbstractSocket::ConnectedState &&
               session.state() == State::Greeting;
    });
    if (!up)
        fail("harness: the loopback connection did not come up");
    resetOnClose(c.peer);
    c.peer->setSocketOption(QAbstractSocket::LowDelayOption, 1); // no Nagle: each write goes out at once

    // The session fires on its own turn (synchronously, as soon as the turn is known).
    QObject::connect(&session, &net::LanSession::battleStarted, &session, [&session] { fireIfDue(session); });
    QObject::connect(&session, &net::LanSession::shotResolved, &session, [&session] { fireIfDue(session); });
    // The guest accepts whatever it is offered, as LanComputer does.
    QObject::connect(&session, &net::LanSession::rulesOffered, &session,
                     [&session] { session.acceptRules(); });

    if (qEnvironmentVariableIsSet("FUZZ_PROTOCOL_TRACE")) { // to follow a reproduced input
        QObject::connect(
            &session, &net::LanSession::stateChanged, &session,
            [](net::LanSession::State state) { std::fprintf(stderr, "trace: state %d\n", int(state)); });
        QObject::connect(&session, &net::LanSession::problem, &session, [](const net::LanProblem& problem) {
            std::fprintf(stderr, "trace: problem %d %s\n", int(problem.kind),
                         qPrintable(problem.messageType));
        });
        QObject::connect(&session, &net::LanSession::shotResolved, &session, [](const ShotOutcome& outcome) {
            std::fprintf(stderr, "trace: shot %s result %d\n", formatCoord(outcome.shot.target).c_str(),
                         int(outcome.result));
        });
        QObject::connect(
            &session, &net::LanSession::matchOver, &session, [&session](const MatchResult& result) {
                std::fprintf(stderr, "trace: match over, winner %d, conviction %d\n", int(result.winner),
                             session.conviction() ? int(session.conviction()->kind) : -1);
            });
    }

    const auto& fleets = fleetsFor(scenario.rules);
    if (scenario.depth >= 1) {
        // The host's hello gives a session token; the guest's does not.
        send(c.peer, net::encodeMessage(net::Hello{net::kProtocolVersion, QStringLiteral("seabattle"),
                                                   QStringLiteral("0.1.0"), QStringLiteral("Fuzzer"),
                                                   asHost ? QString() : QStringLiteral("0123456789abcdef0123456789abcdef")}));
    }
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

    // After the match the session asks for another, as LanComputer does, and places the same fleet
    // again when it placed one for the first.
    QObject::connect(&session, &net::LanSession::matchOver, &session,
                     [&session] { session.requestRematch(); });
    if (scenario.placeOwnFleet)
        QObject::connect(&session, &net::LanSession::placing, &session,
                         [&session, &fleets] { (void)session.placeFleet(fleets[0]); });

    send(c.peer, payload);
    if (!spinUntil([&] { return drained(c.peer, session); }))
        fail("the session did not read what its peer sent (hang?)");
    for (int i = 0; i < 4; ++i) // whatever the last message queued
        QCoreApplication::processEvents(QEventLoop::AllEvents);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    ensureApplication();
    const QByteArray payload(reinterpret_cast<const char*>(data + 1), qsizetype(size - 1));
    checkRoundTrips(payload);
    runSession(scenarioOf(data[0]), payload);
    return 0;
}
