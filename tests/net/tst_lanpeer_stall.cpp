// SPDX-License-Identifier: GPL-3.0-or-later
// One real LanSession against a scripted raw peer over 127.0.0.1. A peer that stalls cannot put off
// the end of the match: leaving and coming back never buys time (the grace period runs from the
// first loss, the reveal's time only while it is here), a peer here that never moves may have the
// win claimed from it, and a guest goes back only to the address it first reached.
#include "lanpeerfixtures.h"

using namespace lantest;

namespace {

std::chrono::milliseconds part(std::chrono::milliseconds whole, int numerator, int denominator)
{
    return whole * numerator / denominator;
}

} // namespace

class TestLanPeerStall : public QObject {
    Q_OBJECT

private slots:
    void theGraceRunsFromTheFirstLoss_data();
    void theGraceRunsFromTheFirstLoss();
    void leavingDoesNotRestoreTheRevealTime_data();
    void leavingDoesNotRestoreTheRevealTime();
    void aPeerThatNeverMovesMayHaveTheWinClaimed_data();
    void aPeerThatNeverMovesMayHaveTheWinClaimed();
    void aClaimTakesOurLossOnlyWhenWeWereOverdue_data();
    void aClaimTakesOurLossOnlyWhenWeWereOverdue();
    void aGuestGoesBackToTheAddressItFirstReached();
};

void TestLanPeerStall::theGraceRunsFromTheFirstLoss_data()
{
    QTest::addColumn<Role>("role");
    QTest::addColumn<bool>("revealing");
    QTest::newRow("host, battle") << Role::Host << false;
    QTest::newRow("guest, battle") << Role::Guest << false;
    QTest::newRow("host, revealing") << Role::Host << true;
    QTest::newRow("guest, revealing") << Role::Guest << true;
}

// The peer drops and comes back, each time within half the grace period, for longer than the grace
// period in all: its next loss lets the win be claimed at once, not a whole grace period later; in
// Revealing, the claim convicts it of never revealing.
void TestLanPeerStall::theGraceRunsFromTheFirstLoss()
{
    QFETCH(Role, role);
    QFETCH(bool, revealing);
    Game g(role);
    QVERIFY(g.open());
    QVERIFY(g.round(cell("J1")));
    const State resumed = revealing ? State::Revealing : State::Battle;
    if (revealing) {
        g.peer->send(net::Resign{});
        QVERIFY(g.sessionReveals());
        QCOMPARE(g.session->state(), State::Revealing);
    }
    const auto grace = g.timings.grace;
    QElapsedTimer sinceFirstLoss;
    for (int cycle = 0; cycle < 3; ++cycle) {
        g.peer->drop();
        if (cycle == 0)
            sinceFirstLoss.start();
        QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), State::Interrupted, kWait);
        QTest::qWait(int(part(grace, 1, 2).count()));
        if (cycle == 0)
            QVERIFY(!g.session->canClaimWin());
        QVERIFY(g.comeBack(resumed));
    }
    QVERIFY(sinceFirstLoss.elapsed() > grace.count());
    QVERIFY(!g.session->canClaimWin());

    g.peer->drop();
    QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), State::Interrupted, kWait);
    QTRY_VERIFY_WITH_TIMEOUT(g.session->canClaimWin(), int(part(grace, 1, 3).count()));
    QVERIFY(g.session->claimWin());
    QCOMPARE(g.session->state(), State::Over);
    if (revealing) {
        QVERIFY(g.session->conviction());
        QCOMPARE(g.session->conviction()->kind, Conviction::Kind::NoReveal);
    } else {
        QCOMPARE(g.session->match()->result(), (MatchResult{Player::One, EndReason::Disconnection}));
    }
}

void TestLanPeerStall::leavingDoesNotRestoreTheRevealTime_data()
{
    QTest::addColumn<Role>("role");
    QTest::newRow("host") << Role::Host;
    QTest::newRow("guest") << Role::Guest;
}

// The peer's time to reveal runs while it is here: it stays for 60 % of it, leaves and comes back,
// and is convicted once the remaining 40 % are spent, not a whole reveal time after its return.
void TestLanPeerStall::leavingDoesNotRestoreTheRevealTime()
{
    QFETCH(Role, role);
    Game g(role);
    QVERIFY(g.open());
    QVERIFY(g.round(cell("J1")));
    g.peer->send(net::Resign{});
    QVERIFY(g.sessionReveals());
    QCOMPARE(g.session->state(), State::Revealing);
    const auto reveal = g.timings.reveal;
    QTest::qWait(int(part(reveal, 6, 10).count()));
    QCOMPARE(g.session->state(), State::Revealing);

    g.peer->close();
    QVERIFY(g.comeBack(State::Revealing));
    QElapsedTimer back;
    back.start();
    QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), State::Over, int(part(reveal, 3, 4).count()));
    QVERIFY(back.elapsed() < part(reveal, 3, 4).count());
    QVERIFY(g.session->conviction());
    QCOMPARE(g.session->conviction()->kind, Conviction::Kind::NoReveal);
}

void TestLanPeerStall::aPeerThatNeverMovesMayHaveTheWinClaimed_data()
{
    QTest::addColumn<Role>("role");
    QTest::addColumn<bool>("answer"); // it never answers our shot (else: it never fires)
    QTest::newRow("host, no shot") << Role::Host << false;
    QTest::newRow("guest, no shot") << Role::Guest << false;
    QTest::newRow("host, no answer") << Role::Host << true;
    QTest::newRow("guest, no answer") << Role::Guest << true;
}

// A peer that keeps its link alive with heartbeats but never fires (or never answers our shot):
// past the move allowance, the win may be claimed, and the claim tells the peer so.
void TestLanPeerStall::aPeerThatNeverMovesMayHaveTheWinClaimed()
{
    QFETCH(Role, role);
    QFETCH(bool, answer);
    net::LanTimings timings = fastTimings();
    timings.move = 4 * timings.link.peerTimeout; // longer than the silence time-out: heartbeats matter
    Game g(role, timings);
    QVERIFY(g.open());
    QSignalSpy claimable(g.session.get(), &LanSession::winClaimable);
    if (answer) {
        QVERIFY(!g.session->fire(cell("J1")));
        QVERIFY(g.peer->next<net::ShotMessage>());
    } else {
        QVERIFY(g.sessionFires(cell("J1"))); // water: the peer's turn
        QCOMPARE(g.session->match()->turn(), Player::Two);
    }
    QTest::qWait(int(part(timings.move, 3, 4).count()));
    QVERIFY(!g.session->canClaimWin());
    QCOMPARE(claimable.size(), 0);

    QTRY_VERIFY_WITH_TIMEOUT(g.session->canClaimWin(), kWait);
    QCOMPARE(claimable.size(), 1);
    QCOMPARE(g.session->state(), State::Battle);
    QVERIFY(g.session->claimWin());
    QCOMPARE(g.session->state(), State::Over);
    QCOMPARE(g.session->match()->result(), (MatchResult{Player::One, EndReason::Disconnection}));
    const auto farewell = g.peer->farewell();
    QVERIFY(farewell);
    QVERIFY2(farewell->startsWith(QLatin1String("win claimed")), qPrintable(*farewell));
}

void TestLanPeerStall::aClaimTakesOurLossOnlyWhenWeWereOverdue_data()
{
    QTest::addColumn<Role>("role");
    QTest::addColumn<bool>("overdue");
    QTest::newRow("host, in time") << Role::Host << false;
    QTest::newRow("guest, in time") << Role::Guest << false;
    QTest::newRow("host, overdue") << Role::Host << true;
    QTest::newRow("guest, overdue") << Role::Guest << true;
}

// The peer says it claimed the win while we were to fire. Within our move allowance that is the
// peer leaving (we may claim); past it, we kept the peer waiting and take the loss.
void TestLanPeerStall::aClaimTakesOurLossOnlyWhenWeWereOverdue()
{
    QFETCH(Role, role);
    QFETCH(bool, overdue);
    net::LanTimings timings = fastTimings();
    timings.move = 2 * timings.link.peerTimeout;
    Game g(role, timings);
    QVERIFY(g.open());
    QCOMPARE(g.session->match()->turn(), Player::One);
    if (overdue)
        QTest::qWait(int(part(timings.move, 5, 4).count()));
    g.peer->send(net::goodbye(net::GoodbyeReason::WinClaimed));
    if (overdue) {
        QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), State::Over, kWait);
        QCOMPARE(g.session->match()->result(), (MatchResult{Player::Two, EndReason::Disconnection}));
    } else {
        QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), State::Interrupted, kWait);
        QVERIFY(g.session->canClaimWin());
        QVERIFY(!g.session->match()->result());
    }
}

// The guest joined a name; the name comes to stand for another machine (here ::1, where an
// impostor listens on the same port) while the match is interrupted: the guest goes back to the
// address it first reached, so the impostor never hears the session token.
void TestLanPeerStall::aGuestGoesBackToTheAddressItFirstReached()
{
    Game g(Role::Guest);
    QHostAddress standsFor(QHostAddress::LocalHost);
    g.hostName = QStringLiteral("seahost");
    g.lookup = [&standsFor](const QString& name) {
        return name == QLatin1String("seahost") ? QList<QHostAddress>{standsFor} : QList<QHostAddress>{};
    };
    QVERIFY(g.open());
    QTcpServer impostor;
    if (!impostor.listen(QHostAddress::LocalHostIPv6, g.peer->listeningPort()))
        QSKIP("no IPv6 loopback here, or its port is taken");
    standsFor = QHostAddress::LocalHostIPv6;

    g.peer->drop();
    QVERIFY(g.comeBack());
    QVERIFY(!impostor.hasPendingConnections());
    QVERIFY(g.round(cell("J1")));
}

QTEST_GUILESS_MAIN(TestLanPeerStall)
#include "tst_lanpeer_stall.moc"
