// SPDX-License-Identifier: GPL-3.0-or-later
// One real LanSession against a scripted raw peer over 127.0.0.1: a plain socket driven by the test
// that writes hand-made lines (well-formed messages, or any bytes at all) and reads back what the
// session says. A peer coming back to a match that ended or moved on while it was away: in time to reveal,
// told busy, repeating itself, or told of a resignation or a claimed win.
#include "lanpeerfixtures.h"

using namespace lantest;

class TestLanPeerReturn : public QObject {
    Q_OBJECT

private slots:
    void aPeerBackInTimeRevealsWithoutConviction_data();
    void aPeerBackInTimeRevealsWithoutConviction();
    void aGuestToldBusyKeepsTrying_data();
    void aGuestToldBusyKeepsTrying();
    void aRepeatIsAnErrorUnlessTheLinkWasResumed_data();
    void aRepeatIsAnErrorUnlessTheLinkWasResumed();
    void aResignationWhileAwayIsToldOnReturn_data();
    void aResignationWhileAwayIsToldOnReturn();
    void aClaimedWinIsToldOnReturn_data();
    void aClaimedWinIsToldOnReturn();
    void aGuestTakesTheLossTheHostClaimed();
};

// ---------------------------------------------------------------------------------------------
// Returning peers

void TestLanPeerReturn::aPeerBackInTimeRevealsWithoutConviction_data()
{
    QTest::addColumn<Role>("role");
    QTest::newRow("host") << Role::Host;
    QTest::newRow("guest") << Role::Guest;
}

// The match is over and the peer's connection closes before it reveals: not a refusal, so the
// session waits. The peer comes back with its token within the grace period; the session says
// again what the break may have swallowed, its own reveal included, and the peer's honest reveal
// settles the match as it ended.
void TestLanPeerReturn::aPeerBackInTimeRevealsWithoutConviction()
{
    QFETCH(Role, role);
    Game g(role);
    QVERIFY(g.open());
    QVERIFY(g.round(cell("J1"))); // the peer fires at A8 last
    QSignalSpy over(g.session.get(), &LanSession::matchOver);
    QSignalSpy revealed(g.session.get(), &LanSession::peerFleetRevealed);
    QSignalSpy lost(g.session.get(), &LanSession::peerLost);
    QSignalSpy back(g.session.get(), &LanSession::peerBack);
    QSignalSpy problems(g.session.get(), &LanSession::problem);
    const MatchResult win{Player::One, EndReason::Resignation};

    g.peer->send(net::Resign{});
    QVERIFY(g.sessionReveals());
    QCOMPARE(g.session->state(), State::Revealing);
    QCOMPARE(g.session->match()->result(), win);
    g.peer->close();
    QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), State::Interrupted, kWait);
    QCOMPARE(lost.size(), 1);
    QCOMPARE(lost.at(0).at(0).value<LanProblem>().kind, LanProblem::Kind::ConnectionLost);
    QVERIFY(!g.session->canClaimWin());

    QVERIFY(g.comeBack(State::Revealing)); // its hello and commitment again
    QCOMPARE(back.size(), 1);
    const auto again = g.peer->next<net::Result>(); // its answer to the peer's last shot
    QVERIFY(again);
    QCOMPARE(again->target, cell("A8"));
    QVERIFY(g.sessionReveals()); // and its reveal, said again on the resumed link
    QCOMPARE(over.size(), 0);
    QVERIFY(!g.session->conviction());
    g.peer->send(g.honestReveal());

    QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), State::Over, kWait);
    QVERIFY2(!g.session->conviction(), describe(g.session->conviction()).constData());
    QCOMPARE(g.session->match()->result(), win);
    QCOMPARE(over.size(), 1);
    QCOMPARE(over.at(0).at(0).value<MatchResult>(), win);
    QCOMPARE(revealed.size(), 1);
    QVERIFY(g.session->match()->fleet(Player::Two) == g.peerFleet);
    QCOMPARE(problems.size(), 0);
    QCOMPARE(lost.size(), 1);
    QVERIFY(g.peer->inbox().empty());
    QVERIFY(!g.peer->isClosed());
    QVERIFY(g.peer->garbage().isEmpty());
}

void TestLanPeerReturn::aGuestToldBusyKeepsTrying_data()
{
    QTest::addColumn<bool>("over");
    QTest::newRow("in battle") << false;
    QTest::newRow("after the match") << true;
}

// A returning guest told "busy" (the host has not yet noticed the old connection died) keeps trying,
// a retry interval later, and resumes once the host takes it. Here the host is scripted. A guest
// goes back even when the match is over and both fleets revealed: the host may have missed its
// reveal as the connection died, and could only convict it of never revealing.
void TestLanPeerReturn::aGuestToldBusyKeepsTrying()
{
    QFETCH(bool, over);
    Game g(Role::Guest);
    QVERIFY(g.open());
    QVERIFY(g.round(cell("J1"))); // the peer fires at A8 last
    QSignalSpy revealed(g.session.get(), &LanSession::peerFleetRevealed);
    if (over) {
        g.peer->send(net::Resign{});
        QVERIFY(g.sessionReveals());
        g.peer->send(g.honestReveal());
        QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), State::Over, kWait);
        QCOMPARE(revealed.size(), 1);
    }
    const PeerMatch snapshot = *g.session->match();
    QSignalSpy lost(g.session.get(), &LanSession::peerLost);
    QSignalSpy back(g.session.get(), &LanSession::peerBack);
    QSignalSpy claimable(g.session.get(), &LanSession::winClaimable);
    QSignalSpy problems(g.session.get(), &LanSession::problem);
    QSignalSpy chats(g.session.get(), &LanSession::chatReceived);

    g.peer->drop();
    if (over) { // the match stays over; the player is told the connection is gone
        QTRY_COMPARE_WITH_TIMEOUT(problems.size(), 1, kWait);
        QVERIFY2(sameProblem(problems.at(0).at(0).value<LanProblem>(), {LanProblem::Kind::ConnectionLost}),
                 describe(problems.at(0).at(0).value<LanProblem>()).constData());
    }
    QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), over ? State::Over : State::Interrupted, kWait);
    g.peer->forget();
    QVERIFY(g.peer->accept()); // the guest's first reconnection
    const auto hello = g.peer->next<net::Hello>();
    QVERIFY(hello);
    QCOMPARE(hello->token, g.token);
    g.peer->send(net::goodbye(net::GoodbyeReason::Busy));
    g.peer->close();
    QElapsedTimer clock;
    clock.start();
    QTRY_VERIFY_WITH_TIMEOUT(g.peer->isClosed(), kWait);
    QCOMPARE(g.session->state(), over ? State::Over : State::Interrupted);
    QCOMPARE(problems.size(), over ? 1 : 0); // a reconnection that did not get through is no news
    QCOMPARE(lost.size(), over ? 0 : 1);
    QVERIFY(!g.session->canClaimWin());

    // The second reconnection: taken, and the token proven both ways.
    QVERIFY(g.comeBack(over ? State::Over : State::Battle));
    QVERIFY(clock.elapsed() >=
            g.timings.retry.count() * 9 / 10);      // a retry interval later (a coarse timer: 5 %)
    const auto again = g.peer->next<net::Result>(); // its answer to the peer's last shot, in case it was lost
    QVERIFY(again);
    QCOMPARE(again->target, cell("A8"));
    if (over) {
        QVERIFY(g.sessionReveals());    // its reveal again, in case it was lost
        g.peer->send(g.honestReveal()); // and the peer's, which the session had: nothing new
    }
    g.peer->send(net::Chat{QStringLiteral("back")}); // read after all that came before it
    QTRY_COMPARE_WITH_TIMEOUT(chats.size(), 1, kWait);
    QCOMPARE(back.size(), over ? 0 : 1);
    QCOMPARE(lost.size(), over ? 0 : 1);
    QCOMPARE(claimable.size(), 0);
    QCOMPARE(problems.size(), over ? 1 : 0);
    QCOMPARE(revealed.size(), over ? 1 : 0);
    QVERIFY(*g.session->match() == snapshot);
    QVERIFY(!g.session->conviction());
    if (over) {
        QCOMPARE(g.session->state(), State::Over);
        QCOMPARE(g.session->match()->result(), (MatchResult{Player::One, EndReason::Resignation}));
        g.session->sendChat(QStringLiteral("well played")); // and the link is up again
        const auto chat = g.peer->next<net::Chat>();
        QVERIFY(chat);
        QCOMPARE(chat->text, QStringLiteral("well played"));
    } else {
        QVERIFY(g.round(cell("J2"))); // and the battle goes on
        QCOMPARE(g.session->state(), State::Battle);
    }
    QVERIFY(!g.peer->isClosed());
    QVERIFY(g.peer->garbage().isEmpty());
}

void TestLanPeerReturn::aRepeatIsAnErrorUnlessTheLinkWasResumed_data()
{
    QTest::addColumn<QString>("repeated"); // "shot": the peer's last shot; "result": its last answer
    QTest::addColumn<bool>("shootAgain");  // the rules give the peer another shot after its hit
    QTest::addColumn<bool>("resumed");
    QTest::addColumn<QString>("goodbye"); // the session's goodbye; empty: it repeats its answer or ignores
    QTest::addColumn<LanProblem>("expected");

    const LanProblem none{LanProblem::Kind::ConnectionLost}; // unused: no problem at all is expected
    const auto badShot = [](ShotError error) {
        return LanProblem{.kind = LanProblem::Kind::BadShot, .shotError = error};
    };
    const QString shot = QStringLiteral("shot");
    const QString result = QStringLiteral("result");
    QTest::newRow("last shot again, turn passed")
        << shot << false << false << QStringLiteral("shot out of turn") << badShot(ShotError::NotYourTurn);
    QTest::newRow("last shot again, shooting again")
        << shot << true << false << QStringLiteral("shot at a cell already fired at")
        << badShot(ShotError::AlreadyFiredAt);
    QTest::newRow("last result again")
        << result << false << false << QStringLiteral("result for a shot never made")
        << LanProblem{.kind = LanProblem::Kind::OutOfOrder, .messageType = result};
    QTest::newRow("resumed, last shot again, turn passed") << shot << false << true << QString() << none;
    QTest::newRow("resumed, last shot again, shooting again") << shot << true << true << QString() << none;
    QTest::newRow("resumed, last result again") << result << false << true << QString() << none;
}

// A repeat is expected only on a link that resumed the match (the break may have swallowed the
// answer): there a repeated shot is answered again and a repeated answer ignored. On a link that
// was never broken, a repeat is the peer breaking the protocol.
void TestLanPeerReturn::aRepeatIsAnErrorUnlessTheLinkWasResumed()
{
    QFETCH(QString, repeated);
    QFETCH(bool, shootAgain);
    QFETCH(bool, resumed);
    QFETCH(QString, goodbye);
    QFETCH(LanProblem, expected);

    Game g(Role::Host);
    g.rules.shootAgainAfterHit = shootAgain;
    QVERIFY(g.open());
    QVERIFY(g.sessionFires(cell("J1")));                           // a miss: the peer's turn
    const Coord peerTarget = shootAgain ? cell("A1") : cell("A8"); // the session's Carrier (a hit), or water
    net::Message again = said("J1", ShotResult::Miss);
    std::optional<net::Result> answered;
    if (repeated == QLatin1String("shot")) {
        QVERIFY(g.peerFires(peerTarget));
        QCOMPARE(g.session->match()->turn(), shootAgain ? Player::Two : Player::One);
        again = net::ShotMessage{peerTarget};
        answered = said(shootAgain ? "A1" : "A8", shootAgain ? ShotResult::Hit : ShotResult::Miss);
    }
    if (resumed) {
        g.peer->drop();
        QVERIFY(g.comeBack());
        if (answered) { // its answer to the peer's last shot, said again
            const auto result = g.peer->next<net::Result>();
            QVERIFY(result);
            QVERIFY(sameResult(*result, *answered));
        }
    }
    const PeerMatch snapshot = *g.session->match();
    QSignalSpy problems(g.session.get(), &LanSession::problem);
    QSignalSpy lost(g.session.get(), &LanSession::peerLost);

    g.peer->send(again);

    if (!goodbye.isEmpty()) {
        QCOMPARE(g.peer->farewell(), goodbye);
        QTRY_COMPARE_WITH_TIMEOUT(problems.size(), 1, kWait);
        const auto problem = problems.at(0).at(0).value<LanProblem>();
        QVERIFY2(sameProblem(problem, expected), describe(problem).constData());
        QCOMPARE(lost.size(), 1);
        QCOMPARE(g.session->state(), State::Interrupted);
        QVERIFY(g.session->canClaimWin());
        QVERIFY(*g.session->match() == snapshot);
        QCOMPARE(g.peer->inbox().size(), std::size_t(1)); // the goodbye alone: no answer
        return;
    }
    if (answered) {
        const auto result = g.peer->next<net::Result>(); // answered again, the same
        QVERIFY(result);
        QVERIFY(sameResult(*result, *answered));
    }
    QVERIFY(*g.session->match() == snapshot);
    // And the battle goes on from where it was.
    const bool peerToFire = g.session->match()->turn() == Player::Two;
    if (peerToFire)
        QVERIFY(g.peerFires(cell("A8"))); // water: the turn passes
    QVERIFY(g.sessionFires(cell("J2")));
    QCOMPARE(g.session->match()->shots().size(), snapshot.shots().size() + (peerToFire ? 2 : 1));
    QCOMPARE(g.session->state(), State::Battle);
    QCOMPARE(problems.size(), 0);
    QCOMPARE(lost.size(), 0);
    QVERIFY(!g.peer->isClosed());
    QVERIFY(g.peer->garbage().isEmpty());
}

void TestLanPeerReturn::aResignationWhileAwayIsToldOnReturn_data()
{
    QTest::addColumn<Role>("role");
    QTest::newRow("host") << Role::Host;
    QTest::newRow("guest") << Role::Guest;
}

// The player resigns while the peer is away: the match settles at once (nobody to wait for), and
// when the peer comes back it hears the resignation, then the reveal; its honest reveal changes
// nothing.
void TestLanPeerReturn::aResignationWhileAwayIsToldOnReturn()
{
    QFETCH(Role, role);
    Game g(role);
    QVERIFY(g.open());
    QVERIFY(g.round(cell("J1")));
    QSignalSpy over(g.session.get(), &LanSession::matchOver);
    QSignalSpy problems(g.session.get(), &LanSession::problem);
    g.peer->close();
    QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), State::Interrupted, kWait);
    g.session->resign();
    const MatchResult lost{Player::Two, EndReason::Resignation};
    QCOMPARE(g.session->state(), State::Over);
    QCOMPARE(g.session->match()->result(), lost);
    QCOMPARE(over.size(), 1);

    QVERIFY(g.comeBack(State::Over));               // its hello and commitment again
    const auto again = g.peer->next<net::Result>(); // its answer to the peer's last shot
    QVERIFY(again);
    QVERIFY(g.peer->next<net::Resign>());
    QVERIFY(g.sessionReveals());
    g.peer->send(g.honestReveal());
    QTRY_VERIFY_WITH_TIMEOUT(g.session->match()->fleet(Player::Two).has_value(), kWait);
    QCOMPARE(g.session->state(), State::Over);
    QCOMPARE(g.session->match()->result(), lost);
    QVERIFY(!g.session->conviction());
    QCOMPARE(over.size(), 1);
    QCOMPARE(problems.size(), 0);
    QVERIFY(!g.peer->isClosed());
}

void TestLanPeerReturn::aClaimedWinIsToldOnReturn_data()
{
    QTest::addColumn<Role>("role");
    QTest::newRow("host") << Role::Host;
    QTest::newRow("guest") << Role::Guest;
}

// Once the win is claimed, a peer that comes back (with its token) is told so and let go.
void TestLanPeerReturn::aClaimedWinIsToldOnReturn()
{
    QFETCH(Role, role);
    Game g(role);
    QVERIFY(g.open());
    QVERIFY(g.round(cell("J1")));
    g.peer->close();
    QTRY_VERIFY_WITH_TIMEOUT(g.session->canClaimWin(), kWait);
    QVERIFY(g.session->claimWin());
    QCOMPARE(g.session->match()->result(), (MatchResult{Player::One, EndReason::Disconnection}));
    if (role == Role::Guest)
        return; // a guest that claimed stops reaching for the host: nothing comes back to it
    g.peer->forget();
    QVERIFY(g.peer->connectTo(g.session->port()));
    g.peer->send(net::Hello{net::kProtocolVersion, QStringLiteral("seabattle"), QStringLiteral("test"),
                            QStringLiteral("Scripted"), g.token});
    // The goodbye comes first and alone: no hello, so a returning guest is still interrupted when
    // it hears it, and takes the loss (aGuestTakesTheLossTheHostClaimed()).
    const auto farewell = g.peer->farewell();
    QVERIFY(farewell);
    QCOMPARE(*farewell, QStringLiteral("win claimed"));
    QCOMPARE(g.peer->inbox().size(), std::size_t(1));
    QCOMPARE(g.session->state(), State::Over);
}

// An interrupted guest that reconnects to hear its host has claimed the win takes the loss.
void TestLanPeerReturn::aGuestTakesTheLossTheHostClaimed()
{
    Game g(Role::Guest); // the session joins; the scripted peer hosts
    QVERIFY(g.open());
    QVERIFY(g.round(cell("J1")));
    QSignalSpy over(g.session.get(), &LanSession::matchOver);
    g.peer->close();
    QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), State::Interrupted, kWait);
    g.peer->forget();
    QVERIFY(g.peer->accept()); // the guest comes back by itself
    const auto hello = g.peer->next<net::Hello>();
    QVERIFY(hello);
    QCOMPARE(hello->token, g.token);
    g.peer->send(net::goodbye(net::GoodbyeReason::WinClaimed));
    g.peer->close();
    QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), State::Over, kWait);
    QCOMPARE(g.session->match()->result(), (MatchResult{Player::Two, EndReason::Disconnection}));
    QCOMPARE(over.size(), 1);
}

QTEST_GUILESS_MAIN(TestLanPeerReturn)
#include "tst_lanpeer_return.moc"
