// SPDX-License-Identifier: GPL-3.0-or-later
// The limits a LAN session puts on its peer, at their edges, against a scripted raw peer over
// 127.0.0.1: every time allowance holds to the millisecond it says (a peer 100 ms inside it is
// taken, one 100 ms past it is not), a connection cannot hold the host's seat for ever, noise
// (heartbeats, chat) is limited while progress never is, a resignation said twice or crossing
// the end convicts nobody, and a guest takes only a host token of the protocol's form.
#include "scriptedpeer.h"

#include <QElapsedTimer>

#include <chrono>

using namespace lantest;

namespace {

// A time allowance long enough that Qt's coarse timers would round it by more than 100 ms.
std::chrono::milliseconds allowance()
{
    return 4000ms * testTimeScale();
}
// How far inside or past an allowance the peer acts.
std::chrono::milliseconds edge()
{
    return 100ms * testTimeScale();
}

// Waits, with the event loop running, until `clock` reads `at`.
void waitUntil(const QElapsedTimer& clock, std::chrono::milliseconds at)
{
    while (clock.elapsed() < at.count())
        QTest::qWait(int(std::min<qint64>(5, at.count() - clock.elapsed())));
}

// Waits until the monotonic clock is ~180 ms past a whole second. A coarse timer started then
// wakes at the whole second before its deadline when that lies within 5 % of its interval: 180 ms
// early for allowance(). The tests start their timers here, so a coarse timer fails them.
void startAtCoarseBoundary()
{
    const auto fraction = [] {
        using namespace std::chrono;
        return int(duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count() % 1000);
    };
    if (fraction() >= 170)
        QTest::qWait(1000 - fraction() + 10);
    while (fraction() < 170)
        QTest::qWait(std::max(1, (170 - fraction()) / 2));
}

// Long allowances for the timer under test, short ones elsewhere.
using Allowance = std::chrono::milliseconds net::LanTimings::*;
net::LanTimings timingsWith(Allowance field)
{
    net::LanTimings t = fastTimings();
    if (field)
        t.*field = allowance();
    return t;
}

// The scripted peer's hello reaches a host session: does it get the rules or a goodbye?
struct Arrival {
    std::unique_ptr<LanSession> session;
    std::unique_ptr<ScriptedPeer> peer;
};

Arrival connectToHost(net::LanTimings timings)
{
    Arrival a{std::make_unique<LanSession>(Role::Host, QStringLiteral("Host"), timings),
              std::make_unique<ScriptedPeer>()};
    if (a.session->host(Ruleset::standard(), 0, QHostAddress::LocalHost))
        qFatal("cannot listen on loopback");
    return a;
}

} // namespace

Q_DECLARE_METATYPE(lantest::Role)

class TestLanLimits : public QObject {
    Q_OBJECT

private slots:
    void theRevealAllowanceIsExact_data();
    void theRevealAllowanceIsExact();
    void theHelloAllowanceIsExact_data();
    void theHelloAllowanceIsExact();
    void theGracePeriodIsExact_data();
    void theGracePeriodIsExact();
    void aSeatIsNotHeldForEver_data();
    void aSeatIsNotHeldForEver();
    void aGuestWaitsForItsOwnPlayer();
    void noiseIsAFlood_data();
    void noiseIsAFlood();
    void ourChatNeverFloodsThePeer();
    void strangersWhileAwayAreNotedSparingly();
    void aResignationSaidTwiceIsIgnored();
    void movesCrossingAResignationAreIgnored_data();
    void movesCrossingAResignationAreIgnored();
    void aGuestTakesOnlyAWellFormedToken_data();
    void aGuestTakesOnlyAWellFormedToken();
};

void TestLanLimits::theRevealAllowanceIsExact_data()
{
    QTest::addColumn<int>("sign");
    QTest::newRow("100 ms inside: checked") << -1;
    QTest::newRow("100 ms past: convicted") << 1;
}

// The peer resigns; its reveal is due allowance() later.
void TestLanLimits::theRevealAllowanceIsExact()
{
    QFETCH(int, sign);
    Game g(Role::Host, timingsWith(&net::LanTimings::reveal));
    QVERIFY(g.open());
    QVERIFY(g.round(cell("A1")));
    startAtCoarseBoundary();
    QElapsedTimer clock;
    clock.start();
    g.peer->send(net::Resign{});
    QVERIFY(g.sessionReveals());
    waitUntil(clock, allowance() + sign * edge());
    if (sign < 0) {
        QCOMPARE(g.session->state(), State::Revealing);
        g.peer->send(g.honestReveal());
        QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), State::Over, kWait);
        QVERIFY(!g.session->conviction());
        QCOMPARE(g.session->match()->result()->reason, EndReason::Resignation);
    } else {
        QCOMPARE(g.session->state(), State::Over);
        QVERIFY(g.session->conviction());
        QCOMPARE(g.session->conviction()->kind, Conviction::Kind::NoReveal);
    }
}

void TestLanLimits::theHelloAllowanceIsExact_data()
{
    theRevealAllowanceIsExact_data();
}

// A newcomer that keeps the connection alive says hello allowance() after it connected.
void TestLanLimits::theHelloAllowanceIsExact()
{
    QFETCH(int, sign);
    net::LanTimings timings = fastTimings();
    timings.link.peerTimeout = allowance(); // the hello is due within the peer time-out
    Arrival a = connectToHost(timings);
    startAtCoarseBoundary();
    QElapsedTimer clock;
    clock.start();
    QVERIFY(a.peer->connectTo(a.session->port()));
    QVERIFY(a.peer->next<net::Hello>());
    waitUntil(clock, allowance() + sign * edge());
    if (sign < 0) {
        QVERIFY(!a.peer->isClosed());
        a.peer->send(helloFrom("Punctual"));
        QVERIFY(a.peer->next<net::RulesOffer>());
        QCOMPARE(a.session->state(), State::Considering);
    } else {
        QVERIFY(a.peer->isClosed());
        QCOMPARE(a.peer->farewell(), std::optional(QStringLiteral("no hello")));
        QCOMPARE(a.session->state(), State::Listening);
    }
}

void TestLanLimits::theGracePeriodIsExact_data()
{
    theRevealAllowanceIsExact_data();
}

// The peer's connection drops in battle: the win may be claimed allowance() later, not before.
void TestLanLimits::theGracePeriodIsExact()
{
    QFETCH(int, sign);
    Game g(Role::Host, timingsWith(&net::LanTimings::grace));
    QVERIFY(g.open());
    QVERIFY(g.round(cell("A1")));
    QSignalSpy claimable(g.session.get(), &LanSession::winClaimable);
    startAtCoarseBoundary();
    QElapsedTimer clock;
    clock.start();
    g.peer->drop();
    QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), State::Interrupted, kWait);
    waitUntil(clock, allowance() + sign * edge());
    QCOMPARE(g.session->canClaimWin(), sign > 0);
    QCOMPARE(claimable.size(), sign > 0 ? 1 : 0);
}

void TestLanLimits::aSeatIsNotHeldForEver_data()
{
    QTest::addColumn<Role>("role");
    QTest::newRow("host: the guest never answers the rules") << Role::Host;
    QTest::newRow("guest: the host never offers its rules") << Role::Guest;
}

// After the hellos the peer says nothing but heartbeats: the rules must be settled in time.
void TestLanLimits::aSeatIsNotHeldForEver()
{
    QFETCH(Role, role);
    net::LanTimings timings = fastTimings();
    timings.start = 1000ms * testTimeScale();
    LanSession session(role, QStringLiteral("Session"), timings);
    ScriptedPeer peer;
    QSignalSpy problems(&session, &LanSession::problem);
    QElapsedTimer clock;
    if (role == Role::Host) {
        QVERIFY(!session.host(Ruleset::standard(), 0, QHostAddress::LocalHost));
        QVERIFY(peer.connectTo(session.port()));
        QVERIFY(peer.next<net::Hello>());
        clock.start();
        peer.send(helloFrom("Squatter"));
        QVERIFY(peer.next<net::RulesOffer>());
    } else {
        const quint16 port = peer.listen();
        QVERIFY(port != 0);
        session.join(QStringLiteral("127.0.0.1"), port);
        QVERIFY(peer.accept());
        QVERIFY(peer.next<net::Hello>());
        clock.start();
        peer.send(net::Hello{net::kProtocolVersion,
                             QStringLiteral("seabattle"),
                             {},
                             QStringLiteral("Squatter"),
                             QStringLiteral("5ea8a771e5e55104a11ce0b0b0000001")});
    }
    const auto farewell = peer.farewell();
    QCOMPARE(farewell, std::optional(QStringLiteral("rules not settled in time")));
    QVERIFY2(clock.elapsed() >= timings.start.count() - 50, qPrintable(QString::number(clock.elapsed())));
    QTRY_COMPARE_WITH_TIMEOUT(problems.size(), 1, kWait);
    QCOMPARE(problems.at(0).at(0).value<LanProblem>().kind, LanProblem::Kind::TimedOut);
    QCOMPARE(session.state(), role == Role::Host ? State::Listening : State::Closed);
    if (role == Role::Host) { // the seat is free for the next guest
        ScriptedPeer next;
        QVERIFY(next.connectTo(session.port()));
        QVERIFY(next.next<net::Hello>());
    }
}

// A guest's own player may read the rules as long as it likes: the host is not dropped for it.
void TestLanLimits::aGuestWaitsForItsOwnPlayer()
{
    net::LanTimings timings = fastTimings();
    timings.start = 300ms * testTimeScale();
    LanSession session(Role::Guest, QStringLiteral("Session"), timings);
    ScriptedPeer peer;
    const quint16 port = peer.listen();
    QVERIFY(port != 0);
    QSignalSpy offered(&session, &LanSession::rulesOffered);
    session.join(QStringLiteral("127.0.0.1"), port);
    QVERIFY(peer.accept());
    QVERIFY(peer.next<net::Hello>());
    peer.send(net::Hello{net::kProtocolVersion,
                         QStringLiteral("seabattle"),
                         {},
                         QStringLiteral("Host"),
                         QStringLiteral("5ea8a771e5e55104a11ce0b0b0000001")});
    peer.send(net::RulesOffer{rulesFor(Role::Guest)});
    QTRY_COMPARE_WITH_TIMEOUT(offered.size(), 1, kWait);
    QTest::qWait(int(3 * timings.start.count()));
    QCOMPARE(session.state(), State::Considering);
    QVERIFY(!peer.isClosed());
    session.acceptRules();
    QVERIFY(peer.next<net::Accept>());
}

void TestLanLimits::noiseIsAFlood_data()
{
    QTest::addColumn<QByteArray>("noise");
    QTest::addColumn<bool>("chat"); // chat has a smaller budget of its own
    QTest::newRow("heartbeats") << net::encodeMessage(net::Heartbeat{}) << false;
    QTest::newRow("chat") << net::encodeMessage(net::Chat{QStringLiteral("spam")}) << true;
    QTest::newRow("a commit said again") << QByteArray() << false;
}

// More noise at once than the budget holds ends the link, in battle; less is taken.
void TestLanLimits::noiseIsAFlood()
{
    QFETCH(QByteArray, noise);
    QFETCH(bool, chat);
    Game g(Role::Host);
    QVERIFY(g.open());
    if (noise.isEmpty()) { // a repeat is tolerated only on a resumed connection
        g.peer->drop();
        QVERIFY(g.comeBack());
        noise = net::encodeMessage(net::Commit{net::commitment(g.committed, g.salt)});
    }
    const int burst = chat ? int(net::kChatBurst) : net::noiseBurst(g.timings.link);
    const int refill = chat ? int(net::kChatLinesPerSecond) : net::kNoiseLinesPerSecond;
    g.peer->sendRaw(noise.repeated(burst / 2));
    QVERIFY(g.round(cell("A1"))); // the game goes on
    QVERIFY(!g.peer->isClosed());
    g.peer->sendRaw(noise.repeated(burst + refill));
    QCOMPARE(g.peer->farewell(), std::optional(QStringLiteral("too many messages")));
    QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), State::Interrupted, kWait);
}

// However fast our player sends chat (here at machine pace), our side never floods the peer: past
// our own chat budget a line is refused, not sent (the player is told), and the peer takes every line
// that was sent.
void TestLanLimits::ourChatNeverFloodsThePeer()
{
    LoopbackPair pair = hostAndJoin(rulesFor(Role::Host));
    QSignalSpy offered(pair.guest.get(), &LanSession::rulesOffered);
    QTRY_COMPARE_WITH_TIMEOUT(offered.size(), 1, kWait);
    pair.guest->acceptRules();
    QTRY_COMPARE_WITH_TIMEOUT(pair.host->state(), State::Placing, kWait);
    QSignalSpy heard(pair.host.get(), &LanSession::chatReceived);
    QSignalSpy problems(pair.host.get(), &LanSession::problem);
    int sent = 0;
    int refused = 0;
    for (int line = 0; line < 1000; ++line) {
        const auto sending = pair.guest->sendChat(QStringLiteral("line %1").arg(line));
        sent += sending == net::ChatSending::Sent;
        refused += sending == net::ChatSending::TooFast;
    }
    QVERIFY2(sent >= int(net::kChatSendBurst) && sent < 2 * int(net::kChatSendBurst),
             QByteArray::number(sent).constData());
    QCOMPARE(sent + refused, 1000);
    QTRY_COMPARE_WITH_TIMEOUT(heard.size(), sent, kWait);
    QTest::qWait(int(1500 / net::kChatSendPerSecond)); // the budget refills
    QCOMPARE(pair.guest->sendChat(QStringLiteral("later")), net::ChatSending::Sent);
    QTRY_COMPARE_WITH_TIMEOUT(heard.size(), sent + 1, kWait);
    QCOMPARE(problems.size(), 0);
    QCOMPARE(pair.host->state(), State::Placing);
    QCOMPARE(pair.guest->state(), State::Placing);
}

// While the peer is away, newcomers that fail to prove they are the peer are turned away: the
// player hears of three per peer time-out at most, however many come.
void TestLanLimits::strangersWhileAwayAreNotedSparingly()
{
    net::LanTimings timings = fastTimings();
    timings.grace = std::chrono::milliseconds(60000); // no claim in this test
    Game g(Role::Host, timings);
    QVERIFY(g.open());
    QSignalSpy problems(g.session.get(), &LanSession::problem);
    g.peer->drop();
    QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), State::Interrupted, kWait);
    QElapsedTimer clock;
    clock.start();
    for (int stranger = 0; stranger < 30; ++stranger) {
        ScriptedPeer impostor;
        QVERIFY(impostor.connectTo(g.session->port()));
        impostor.send(helloFrom("Stranger", QStringLiteral("00000000000000000000000000000000")));
        QVERIFY(impostor.farewell());
    }
    const qsizetype allowed = 3 * (1 + clock.elapsed() / timings.link.peerTimeout.count());
    QVERIFY2(problems.size() >= 1 && problems.size() <= allowed,
             QByteArray::number(problems.size()).constData());
    QVERIFY(g.comeBack());
}

// A peer that says resign twice is not convicted for it: the second is ignored, and its reveal
// is checked as usual.
void TestLanLimits::aResignationSaidTwiceIsIgnored()
{
    Game g(Role::Host);
    QVERIFY(g.open());
    QVERIFY(g.round(cell("A1")));
    QSignalSpy problems(g.session.get(), &LanSession::problem);
    g.peer->sendRaw(net::encodeMessage(net::Resign{}).repeated(2));
    QVERIFY(g.sessionReveals());
    g.peer->send(net::Resign{}); // and once more, later
    QTest::qWait(50);
    QCOMPARE(g.session->state(), State::Revealing);
    g.peer->send(g.honestReveal());
    QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), State::Over, kWait);
    QVERIFY(!g.session->conviction());
    QCOMPARE(g.session->match()->result(), (MatchResult{Player::One, EndReason::Resignation}));
    QCOMPARE(problems.size(), 0);
    QVERIFY(!g.peer->isClosed());
}

void TestLanLimits::movesCrossingAResignationAreIgnored_data()
{
    QTest::addColumn<QString>("crossing");
    QTest::newRow("the peer's shot") << QStringLiteral("shot");
    QTest::newRow("the peer's answer") << QStringLiteral("result");
    QTest::newRow("the peer's resignation") << QStringLiteral("resign");
}

// The session resigns while a move of the peer is on its way: the move arrives after the end and
// is ignored; the peer, which then hears the resignation and reveals, is not convicted.
void TestLanLimits::movesCrossingAResignationAreIgnored()
{
    QFETCH(QString, crossing);
    Game g(Role::Host);
    QVERIFY(g.open());
    QVERIFY(g.round(cell("A1")));
    if (crossing == QLatin1String("shot")) {
        QVERIFY(g.sessionFires(cell("J2"))); // water: the peer is to fire
        g.peer->send(net::ShotMessage{cell("A10")});
    } else if (crossing == QLatin1String("result")) {
        QVERIFY(!g.session->fire(cell("J2")));
        QVERIFY(g.peer->next<net::ShotMessage>());
        g.peer->send(g.answer(cell("J2")));
    } else {
        g.peer->send(net::Resign{});
    }
    g.session->resign(); // before the event loop hands the session the peer's move
    QVERIFY(g.peer->next<net::Resign>());
    QVERIFY(g.sessionReveals());
    QTest::qWait(50);
    QCOMPARE(g.session->state(), State::Revealing);
    g.peer->send(g.honestReveal());
    QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), State::Over, kWait);
    QVERIFY(!g.session->conviction());
    QCOMPARE(g.session->match()->result(), (MatchResult{Player::Two, EndReason::Resignation}));
    QVERIFY(!g.peer->isClosed());
}

void TestLanLimits::aGuestTakesOnlyAWellFormedToken_data()
{
    QTest::addColumn<QString>("token");
    QTest::addColumn<bool>("taken");
    QTest::newRow("32 lower-case hex digits") << QStringLiteral("5ea8a771e5e55104a11ce0b0b0000001") << true;
    QTest::newRow("upper-case hex") << QStringLiteral("5EA8A771E5E55104A11CE0B0B0000001") << false;
    QTest::newRow("31 digits") << QStringLiteral("5ea8a771e5e55104a11ce0b0b000000") << false;
    QTest::newRow("64 digits") << QStringLiteral("5ea8a771e5e55104a11ce0b0b0000001").repeated(2) << false;
    QTest::newRow("not hex") << QStringLiteral("not a token at all, but 32 long") << false;
}

void TestLanLimits::aGuestTakesOnlyAWellFormedToken()
{
    QFETCH(QString, token);
    QFETCH(bool, taken);
    LanSession session(Role::Guest, QStringLiteral("Session"), fastTimings());
    ScriptedPeer peer;
    const quint16 port = peer.listen();
    QVERIFY(port != 0);
    QSignalSpy offered(&session, &LanSession::rulesOffered);
    session.join(QStringLiteral("127.0.0.1"), port);
    QVERIFY(peer.accept());
    QVERIFY(peer.next<net::Hello>());
    peer.send(
        net::Hello{net::kProtocolVersion, QStringLiteral("seabattle"), {}, QStringLiteral("Host"), token});
    peer.send(net::RulesOffer{rulesFor(Role::Guest)});
    if (taken) {
        QTRY_COMPARE_WITH_TIMEOUT(offered.size(), 1, kWait);
        QCOMPARE(session.state(), State::Considering);
    } else {
        QCOMPARE(peer.farewell(), std::optional(QStringLiteral("host hello with a malformed session token")));
        QCOMPARE(session.state(), State::Closed);
        QCOMPARE(offered.size(), 0);
    }
}

QTEST_GUILESS_MAIN(TestLanLimits)
#include "tst_lanlimits.moc"
