// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for a peer that reconnects to an interrupted LAN match (app/net/lansession:
// the session token, what is said again after the break, repeated shots and answers).
//
// Input: a selector byte (lanpeer::scenarioOf(), but at least placing: depth 2 or 3), a flags
// byte, then the payload, split at its first empty line ("\n\n") into what the peer says before
// the break and what it says after it:
//  1. the session is taken to the scenario's state over a loopback TCP connection (127.0.0.1,
//     a free port, nothing else) and reads the first part;
//  2. the fuzzer's end resets the connection (the break) and the session is left to notice;
//  3. if the session waits for its peer, the fuzzer's end comes back: it connects to the hosting
//     session again, or takes the guest session's next connection (the guest retries at once);
//     with flags bit 0 it first proves it is the peer (a hello with the session token: the one the
//     hosting session gave, or the fuzzer's own as host);
//  4. the session reads the second part.
// Findings besides crashes, sanitizer reports and hangs: a peer that proved it is the one the
// session was waiting for is not taken back.
#include "tests/fuzz/lanpeer.h"

using namespace seabattle;
using namespace std::chrono_literals;
using State = net::LanSession::State;

namespace {

using lanpeer::fail;

// The session token the hosting session gave in its hello, among what it sent.
QString tokenIn(const QByteArray& heard)
{
    for (const QByteArray& line : heard.split('\n')) {
        const auto message = net::decodeMessage(line + '\n');
        if (message)
            if (const auto* hello = std::get_if<net::Hello>(&*message))
                return hello->token;
    }
    return {};
}

bool connected(const net::LanSession& session)
{
    const auto sockets = session.findChildren<QTcpSocket*>();
    return std::any_of(sockets.begin(), sockets.end(), [](const QTcpSocket* socket) {
        return socket->state() == QAbstractSocket::ConnectedState;
    });
}

// The fuzzer's end resets the connection; the session notices.
void breakLink(lanpeer::Connection& c)
{
    c.peer->abort();
    c.peer = nullptr;
    c.owned.reset();
    if (!lanpeer::spinUntil([&] { return !connected(*c.session); }))
        fail("the session did not notice that its peer's connection was reset");
    for (int i = 0; i < 4; ++i)
        QCoreApplication::processEvents(QEventLoop::AllEvents);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size < 2)
        return 0;
    lanpeer::ensureApplication("fuzz_resume");
    lanpeer::Scenario scenario = lanpeer::scenarioOf(data[0]);
    scenario.depth = 2 + (data[0] & 1);
    scenario.placeOwnFleet = scenario.depth == 3 || (data[0] & 0x40);
    const bool proveFirst = data[1] & 1;
    const QByteArray payload(reinterpret_cast<const char*>(data + 2), qsizetype(size - 2));
    const qsizetype split = payload.indexOf("\n\n");
    const QByteArray before = split < 0 ? payload : payload.left(split + 1);
    const QByteArray after = split < 0 ? QByteArray() : payload.mid(split + 2);

    net::LanTimings timings = lanpeer::quietTimings();
    timings.retry = std::chrono::milliseconds(1); // the guest comes back at once
    lanpeer::Connection c;
    lanpeer::open(c, scenario, timings);
    net::LanSession& session = *c.session;
    lanpeer::deliver(c, before);
    const QString token =
        session.role() == net::LanSession::Role::Host ? tokenIn(c.peer->readAll()) : lanpeer::kHostToken;

    breakLink(c);
    const bool asGuest = session.role() == net::LanSession::Role::Guest;
    const bool waiting = session.state() == State::Interrupted;
    // A guest does not come back to a host that broke the protocol (the win is claimable at once),
    // nor after a settled match once its grace is over; a closed session to nobody.
    if (session.state() == State::Closed ||
        (asGuest && (waiting ? session.canClaimWin() : session.state() != State::Over)))
        return 0;
    bool back = false;
    QObject::connect(&session, &net::LanSession::peerBack, &session, [&back] { back = true; });
    if (!lanpeer::connectPeer(c, std::nullopt, asGuest && !waiting ? 200ms : 3s)) {
        if (asGuest && !waiting)
            return 0;
        fail("the fuzzer's end could not come back to the session");
    }
    if (proveFirst) {
        lanpeer::deliver(
            c, net::encodeMessage(net::Hello{net::kProtocolVersion, QStringLiteral("seabattle"),
                                             QStringLiteral("0.1.0"), QStringLiteral("Fuzzer"), token}));
        if (waiting && !token.isEmpty() && !back)
            fail("a peer that proved it is the one awaited was not taken back");
    }
    lanpeer::deliver(c, after);
    return 0;
}
