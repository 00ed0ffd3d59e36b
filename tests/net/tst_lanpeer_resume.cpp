// SPDX-License-Identifier: GPL-3.0-or-later
// One real LanSession against a scripted raw peer over 127.0.0.1: a plain socket driven by the test
// that writes hand-made lines (well-formed messages, or any bytes at all) and reads back what the
// session says. A dropped connection is resumed by its own peer and by nobody else, with what the break
// swallowed said again; a peer that falls silent times out and its match may be claimed.
#include "lanpeerfixtures.h"

using namespace lantest;

class TestLanPeerResume : public QObject {
    Q_OBJECT

private slots:
    void aDroppedConnectionIsResumed_data();
    void aDroppedConnectionIsResumed();
    void aResumptionSaysAgainWhatTheBreakSwallowed_data();
    void aResumptionSaysAgainWhatTheBreakSwallowed();
    void onlyTheTokenResumesAnInterruptedGame();
    void aSilentPeerTimesOutAndTheWinMayBeClaimed();
    void aConnectionDroppedAtTheEndIsResumed_data();
    void aConnectionDroppedAtTheEndIsResumed();
};

// ---------------------------------------------------------------------------------------------
// Disconnection and resumption

void TestLanPeerResume::aDroppedConnectionIsResumed_data()
{
    QTest::addColumn<Role>("dropping");
    QTest::addColumn<int>("after"); // shots recorded by the host: the drop falls anywhere in an exchange
    for (int after : {10, 21, 32, 43})
        for (Role role : {Role::Host, Role::Guest})
            QTest::addRow("%s drops after %d shots", role == Role::Host ? "host" : "guest", after)
                << role << after;
}

// Two real sessions: the connection dies mid-battle; the guest reconnects by itself with its session
// token, and the match resumes at the same shot and is played to the end, both sides agreeing.
void TestLanPeerResume::aDroppedConnectionIsResumed()
{
    QFETCH(Role, dropping);
    QFETCH(int, after);
    auto [host, guest] = hostAndJoin(Ruleset::standard());
    net::LanComputer hostPlayer(*host, OpponentLevel::Hard, 7);
    net::LanComputer guestPlayer(*guest, OpponentLevel::Hard, 8);
    QSignalSpy hostLost(host.get(), &LanSession::peerLost);
    QSignalSpy guestLost(guest.get(), &LanSession::peerLost);
    QSignalSpy hostBack(host.get(), &LanSession::peerBack);
    QSignalSpy guestBack(guest.get(), &LanSession::peerBack);
    QSignalSpy hostOver(host.get(), &LanSession::matchOver);
    QSignalSpy guestOver(guest.get(), &LanSession::matchOver);
    QSignalSpy hostProblems(host.get(), &LanSession::problem);
    QSignalSpy guestProblems(guest.get(), &LanSession::problem);

    // Mid-battle, between two events, the connection dies: the side's socket is aborted.
    bool armed = false;
    bool dropped = false;
    LanSession* side = dropping == Role::Host ? host.get() : guest.get();
    LanSession* hostSession = host.get(); // clang < 16 captures no structured binding
    connect(hostSession, &LanSession::shotResolved, this, [&] {
        if (armed || hostSession->match()->shots().size() < std::size_t(after))
            return;
        armed = true;
        QTimer::singleShot(0, side, [&] {
            auto* link = side->findChild<net::PeerLink*>();
            QVERIFY(link && link->socket());
            link->socket()->abort();
            dropped = true;
        });
    });
    // Each side's shots when it lost its peer and when it got it back: what was played before.
    struct Record {
        std::vector<Shot> atLoss;
        std::size_t atReturn = 0;
    } hostRecord, guestRecord;
    for (const auto& entry : {std::pair(host.get(), &hostRecord), std::pair(guest.get(), &guestRecord)}) {
        LanSession* session = entry.first;
        Record* record = entry.second;
        connect(session, &LanSession::peerLost, this,
                [session, record] { record->atLoss = session->match()->shots(); });
        connect(session, &LanSession::peerBack, this,
                [session, record] { record->atReturn = session->match()->shots().size(); });
    }

    QTRY_VERIFY_WITH_TIMEOUT(hostOver.size() == 1 && guestOver.size() == 1, 20000);
    QVERIFY(dropped);
    QCOMPARE(hostLost.size(), 1);
    QCOMPARE(guestLost.size(), 1);
    QCOMPARE(hostLost.at(0).at(0).value<LanProblem>().kind, LanProblem::Kind::ConnectionLost);
    QCOMPARE(guestLost.at(0).at(0).value<LanProblem>().kind, LanProblem::Kind::ConnectionLost);
    QCOMPARE(hostBack.size(), 1);
    QCOMPARE(guestBack.size(), 1);
    // Nothing was played while apart; both sides pick up where they stopped (at most the one shot
    // in flight apart), and what was played before stays played.
    QVERIFY(hostRecord.atLoss.size() >= std::size_t(after));
    QCOMPARE(hostRecord.atReturn, hostRecord.atLoss.size());
    QCOMPARE(guestRecord.atReturn, guestRecord.atLoss.size());
    QVERIFY(qAbs(qsizetype(hostRecord.atLoss.size()) - qsizetype(guestRecord.atLoss.size())) <= 1);
    const auto& shots = host->match()->shots();
    QVERIFY(shots.size() > hostRecord.atLoss.size());
    QVERIFY(std::equal(hostRecord.atLoss.begin(), hostRecord.atLoss.end(), shots.begin()));
    QVERIFY(guestRecord.atLoss.size() <= shots.size());
    for (std::size_t i = 0; i < guestRecord.atLoss.size(); ++i)
        QCOMPARE(guestRecord.atLoss[i].target, shots[i].target);

    QCOMPARE(hostProblems.size(), 0);
    QCOMPARE(guestProblems.size(), 0);
    QCOMPARE(host->state(), State::Over);
    QCOMPARE(guest->state(), State::Over);
    QVERIFY2(!host->conviction(), describe(host->conviction()).constData());
    QVERIFY2(!guest->conviction(), describe(guest->conviction()).constData());
    QCOMPARE(host->match()->result()->reason, EndReason::FleetSunk);
    QCOMPARE(guest->match()->result()->reason, EndReason::FleetSunk);
    QVERIFY(host->match()->result()->winner != guest->match()->result()->winner);
    QCOMPARE(guest->match()->shots().size(), shots.size());
    for (std::size_t i = 0; i < shots.size(); ++i) {
        QCOMPARE(guest->match()->shots()[i].target, shots[i].target);
        QVERIFY(guest->match()->shots()[i].shooter != shots[i].shooter);
    }
    QVERIFY(host->match()->fleet(Player::Two) == guest->match()->fleet(Player::One));
    QVERIFY(guest->match()->fleet(Player::Two) == host->match()->fleet(Player::One));
    QVERIFY(host->match()->view(Player::One) == guest->match()->view(Player::Two));
    QVERIFY(host->match()->view(Player::Two) == guest->match()->view(Player::One));
}

void TestLanPeerResume::aResumptionSaysAgainWhatTheBreakSwallowed_data()
{
    QTest::addColumn<Role>("role");
    QTest::addColumn<bool>("sessionAnswerLost");
    for (Role role : {Role::Host, Role::Guest}) {
        const char* side = role == Role::Host ? "host" : "guest";
        QTest::addRow("%s, its answer and its next shot lost", side) << role << true;
        QTest::addRow("%s, the peer's answer and next shot lost", side) << role << false;
    }
}

// The break may swallow an answer and the shot after it. Coming back, each side says its last
// answer again before its own next shot, then its shot awaiting an answer; what the other side
// had received already is taken as a repeat, and the battle goes on without a protocol error.
void TestLanPeerResume::aResumptionSaysAgainWhatTheBreakSwallowed()
{
    QFETCH(Role, role);
    QFETCH(bool, sessionAnswerLost);
    Game g(role);
    QVERIFY(g.open());
    QSignalSpy problems(g.session.get(), &LanSession::problem);
    QSignalSpy back(g.session.get(), &LanSession::peerBack);
    const auto shotsAre = [&](std::vector<Shot> expected) { return g.session->match()->shots() == expected; };

    if (sessionAnswerLost) {
        // The session answers the peer's A8, then fires J2: as far as the peer knows, neither came.
        QVERIFY(g.round(cell("J1"))); // the peer fires at A8
        QVERIFY(!g.session->fire(cell("J2")));
        QVERIFY(g.peer->next<net::ShotMessage>());
        g.peer->drop();
        QVERIFY(g.comeBack());
        const auto again = g.peer->next<net::Result>(); // its answer, before its own shot
        QVERIFY(again);
        QCOMPARE(again->target, cell("A8"));
        QCOMPARE(again->result, ShotResult::Miss);
        const auto shot = g.peer->next<net::ShotMessage>();
        QVERIFY(shot);
        QCOMPARE(shot->target, cell("J2"));
        g.peer->send(net::ShotMessage{cell("A8")}); // a peer that missed the answer asks again
        const auto repeated = g.peer->next<net::Result>();
        QVERIFY(repeated);
        QCOMPARE(repeated->target, cell("A8"));
        g.peer->send(g.answer(cell("J2")));
        QTRY_VERIFY_WITH_TIMEOUT(
            shotsAre({{Player::One, cell("J1")}, {Player::Two, cell("A8")}, {Player::One, cell("J2")}}),
            kWait);
        QVERIFY(g.peerFires(g.water.at(g.nextWater++))); // B8
    } else {
        // The peer answers J1 and fires A8: as far as the session knows, neither came.
        QVERIFY(!g.session->fire(cell("J1")));
        QVERIFY(g.peer->next<net::ShotMessage>());
        g.peer->drop();
        QVERIFY(g.comeBack());
        const auto shot = g.peer->next<net::ShotMessage>(); // its shot awaiting an answer, said again
        QVERIFY(shot);
        QCOMPARE(shot->target, cell("J1"));
        const net::Result answer = g.answer(cell("J1"));
        // The peer says its answer again, then its shot, then answers the repeated shot.
        g.peer->sendRaw(net::encodeMessage(answer) + net::encodeMessage(net::ShotMessage{cell("A8")}) +
                        net::encodeMessage(answer));
        const auto result = g.peer->next<net::Result>();
        QVERIFY(result);
        QCOMPARE(result->target, cell("A8"));
        QCOMPARE(result->result, ShotResult::Miss);
        QTRY_VERIFY_WITH_TIMEOUT(shotsAre({{Player::One, cell("J1")}, {Player::Two, cell("A8")}}), kWait);
        g.nextWater = 1; // A8 is fired at
    }
    QCOMPARE(back.size(), 1);
    QVERIFY(g.round(cell("J3"))); // and the battle goes on
    QCOMPARE(g.session->state(), State::Battle);
    QCOMPARE(problems.size(), 0);
    QVERIFY(!g.session->conviction());
    QVERIFY(g.peer->garbage().isEmpty());
}

// While the game is interrupted, strangers (no token, a wrong token, garbage) are turned away
// without learning the token and without cutting the peer's grace period short; the peer then
// comes back with its token and the game goes on where it stopped.
void TestLanPeerResume::onlyTheTokenResumesAnInterruptedGame()
{
    net::LanTimings timings = fastTimings();
    timings.grace = std::chrono::milliseconds(60000); // no claim in this test but one a stranger would cause
    Game g(Role::Host, timings);
    QVERIFY(g.open());
    QVERIFY(g.round(cell("J1")));
    QVERIFY(g.round(cell("A1")));
    QSignalSpy lost(g.session.get(), &LanSession::peerLost);
    QSignalSpy back(g.session.get(), &LanSession::peerBack);
    QSignalSpy claimable(g.session.get(), &LanSession::winClaimable);
    QSignalSpy problems(g.session.get(), &LanSession::problem);

    g.peer->drop();
    QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), State::Interrupted, kWait);
    QCOMPARE(lost.size(), 1);
    QCOMPARE(lost.at(0).at(0).value<LanProblem>().kind, LanProblem::Kind::ConnectionLost);
    const PeerMatch snapshot = *g.session->match();

    const QString refusal = QStringLiteral("a game with another player is in progress");
    const struct {
        const char* name;
        QByteArray says;
        QString goodbye;
        int problems; // problem() so far: a refused token is one, a stranger's garbage is not the peer's
    } strangers[] = {
        {"no token",
         net::encodeMessage(
             net::Hello{1, QStringLiteral("seabattle"), QStringLiteral("test"), QStringLiteral("Eve"), {}}),
         refusal, 1},
        {"wrong token",
         net::encodeMessage(net::Hello{1, QStringLiteral("seabattle"), QStringLiteral("test"),
                                       QStringLiteral("Eve"),
                                       QStringLiteral("00000000000000000000000000000000")}),
         refusal, 2},
        {"garbage", QByteArray("GET / HTTP/1.1\r\n"), QStringLiteral("malformed message"), 2},
    };
    for (const auto& s : strangers) {
        ScriptedPeer stranger;
        QVERIFY2(stranger.connectTo(g.session->port()), s.name);
        stranger.sendRaw(s.says);
        QCOMPARE(stranger.farewell(), s.goodbye);
        QCOMPARE(stranger.inbox().size(), std::size_t(1)); // the goodbye alone: no hello, so no token
        QCOMPARE(problems.size(), s.problems);
        for (const QList<QVariant>& p : problems)
            QCOMPARE(p.at(0).value<LanProblem>().kind, LanProblem::Kind::UnknownSession);
        QCOMPARE(g.session->state(), State::Interrupted);
        QVERIFY2(!g.session->canClaimWin(), s.name);
    }
    QCOMPARE(lost.size(), 1);
    QCOMPARE(claimable.size(), 0);
    QCOMPARE(back.size(), 0);
    QVERIFY(*g.session->match() == snapshot);

    // The peer comes back with its token: the host proves it is the same game, says its
    // commitment again, and the game goes on where it stopped.
    QVERIFY(g.comeBack());
    const auto again = g.peer->next<net::Result>(); // its answer to the peer's last shot, in case it was lost
    QVERIFY(again);
    QCOMPARE(again->target, g.water.at(g.nextWater - 1));
    QCOMPARE(back.size(), 1);
    QVERIFY(*g.session->match() == snapshot);
    QVERIFY(g.round(cell("J2")));
    g.peer->send(net::Resign{});
    QVERIFY(g.sessionReveals());
    g.peer->send(g.honestReveal());
    QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), State::Over, kWait);
    QVERIFY2(!g.session->conviction(), describe(g.session->conviction()).constData());
    QCOMPARE(g.session->match()->result(), (MatchResult{Player::One, EndReason::Resignation}));
    QCOMPARE(g.session->match()->shots().size(), snapshot.shots().size() + 2);
}

// A peer that stops sending anything, heartbeats included, is lost after the time-out; after the
// grace period the local player may claim the win, by disconnection.
void TestLanPeerResume::aSilentPeerTimesOutAndTheWinMayBeClaimed()
{
    Game g(Role::Host);
    QVERIFY(g.open());
    QVERIFY(g.round(cell("J1")));
    const PeerMatch snapshot = *g.session->match();
    QSignalSpy lost(g.session.get(), &LanSession::peerLost);
    QSignalSpy claimable(g.session.get(), &LanSession::winClaimable);
    QSignalSpy over(g.session.get(), &LanSession::matchOver);
    QElapsedTimer clock; // from before the peer's last word: the silence is at least this long
    clock.start();
    g.peer->send(net::Chat{QStringLiteral("last words")});

    g.peer->fallSilent();
    QTRY_COMPARE_WITH_TIMEOUT(lost.size(), 1, kWait);
    QVERIFY(clock.elapsed() >= g.timings.link.peerTimeout.count());
    QCOMPARE(lost.at(0).at(0).value<LanProblem>().kind, LanProblem::Kind::TimedOut);
    QCOMPARE(g.session->state(), State::Interrupted);
    QTRY_VERIFY_WITH_TIMEOUT(g.peer->isClosed(), kWait); // the session let go of the connection
    QVERIFY(!g.session->canClaimWin());
    QVERIFY(!g.session->claimWin());
    clock.restart();

    QTRY_COMPARE_WITH_TIMEOUT(claimable.size(), 1, kWait);
    QVERIFY(clock.elapsed() >= g.timings.grace.count() - g.timings.link.heartbeat.count()); // within a tick
    QVERIFY(g.session->canClaimWin());
    QVERIFY(*g.session->match() == snapshot);
    QVERIFY(g.session->claimWin());
    QCOMPARE(g.session->state(), State::Over);
    const MatchResult win{Player::One, EndReason::Disconnection};
    QCOMPARE(g.session->match()->result(), win);
    QCOMPARE(over.size(), 1);
    QCOMPARE(over.at(0).at(0).value<MatchResult>(), win);
    QVERIFY(!g.session->conviction());
    QCOMPARE(g.session->match()->shots(), snapshot.shots());
}

void TestLanPeerResume::aConnectionDroppedAtTheEndIsResumed_data()
{
    QTest::addColumn<Role>("answering");   // the side whose fleet is sunk: it answers the last shot
    QTest::addColumn<bool>("atTheAnswer"); // the drop comes as the answer is sent (else as it arrives)
    QTest::addColumn<Role>("dropping");    // the side whose socket is aborted
    const auto name = [](Role role) { return role == Role::Host ? "host" : "guest"; };
    for (Role answering : {Role::Host, Role::Guest})
        for (bool atTheAnswer : {true, false})
            for (Role dropping : {Role::Host, Role::Guest})
                QTest::addRow("%s answers the last shot, %s drops as the answer is %s", name(answering),
                              name(dropping), atTheAnswer ? "sent" : "received")
                    << answering << atTheAnswer << dropping;
}

// Two real sessions: the connection dies right after the last shot is answered, while the reveals
// cross (either, or both, may be lost). Each side comes back for the reveal it may have missed (the
// guest reconnects by itself with its token) and says its own again; both end Over, agreeing on
// the result, each with the other's fleet, and nobody is convicted of not revealing.
void TestLanPeerResume::aConnectionDroppedAtTheEndIsResumed()
{
    QFETCH(Role, answering);
    QFETCH(bool, atTheAnswer);
    QFETCH(Role, dropping);
    Ruleset rules = Ruleset::standard();
    rules.firstShooter = FirstShooter::PlayerOne; // with the computers' seeds fixed, so is the match
    auto [host, guest] = hostAndJoin(rules);
    // A Hard computer sinks an Easy one's fleet (with these seeds: checked below).
    net::LanComputer hostPlayer(*host, answering == Role::Host ? OpponentLevel::Easy : OpponentLevel::Hard,
                                7);
    net::LanComputer guestPlayer(*guest, answering == Role::Guest ? OpponentLevel::Easy : OpponentLevel::Hard,
                                 8);
    LanSession* answerer = answering == Role::Host ? host.get() : guest.get();
    LanSession* shooter = answering == Role::Host ? guest.get() : host.get();
    LanSession* side = dropping == Role::Host ? host.get() : guest.get();
    QSignalSpy hostOver(host.get(), &LanSession::matchOver);
    QSignalSpy guestOver(guest.get(), &LanSession::matchOver);
    QSignalSpy hostProblems(host.get(), &LanSession::problem);
    QSignalSpy guestProblems(guest.get(), &LanSession::problem);
    QSignalSpy hostLost(host.get(), &LanSession::peerLost);
    QSignalSpy guestLost(guest.get(), &LanSession::peerLost);
    QSignalSpy hostBack(host.get(), &LanSession::peerBack);
    QSignalSpy guestBack(guest.get(), &LanSession::peerBack);

    // The answerer reveals as it sends its answer, the shooter as the answer arrives: the moment
    // the one or the other turns Revealing, before anything else is read, the side's socket dies
    // (what it had not read yet is lost with it).
    bool dropped = false;
    connect(atTheAnswer ? answerer : shooter, &LanSession::stateChanged, this, [&](State state) {
        if (state != State::Revealing || dropped)
            return;
        auto* link = side->findChild<net::PeerLink*>();
        QVERIFY(link && link->socket());
        link->socket()->abort();
        dropped = true;
    });

    QTRY_VERIFY_WITH_TIMEOUT(host->state() == State::Over && guest->state() == State::Over, 20000);
    QVERIFY(dropped);
    // A chat each way on the resumed link: all that either side said before (its repeats) is read.
    QSignalSpy hostChats(host.get(), &LanSession::chatReceived);
    QSignalSpy guestChats(guest.get(), &LanSession::chatReceived);
    host->sendChat(QStringLiteral("well played"));
    guest->sendChat(QStringLiteral("thanks"));
    QTRY_VERIFY_WITH_TIMEOUT(hostChats.size() == 1 && guestChats.size() == 1, kWait);
    QCOMPARE(host->state(), State::Over);
    QCOMPARE(guest->state(), State::Over);
    // The dropping side lost what it had not read yet (the answer and the answerer's reveal, or the
    // shooter's reveal): it lost its peer, and got it back. The other side had read all it needed
    // and was Over, and only says the connection is gone; unless the shooter dropped as the answer
    // was sent: then its reveal never left, and the answerer lost its peer too.
    LanSession* other = side == host.get() ? guest.get() : host.get();
    const bool bothLost = side == shooter && atTheAnswer;
    for (LanSession* session : {side, other}) {
        const bool lostPeer = session == side || bothLost;
        const QSignalSpy& lost = session == host.get() ? hostLost : guestLost;
        const QSignalSpy& back = session == host.get() ? hostBack : guestBack;
        const QSignalSpy& problems = session == host.get() ? hostProblems : guestProblems;
        const char* name = session == host.get() ? "host" : "guest";
        QVERIFY2(lost.size() == (lostPeer ? 1 : 0), name);
        QVERIFY2(back.size() == lost.size(), name);
        if (lostPeer)
            QCOMPARE(lost.at(0).at(0).value<LanProblem>().kind, LanProblem::Kind::ConnectionLost);
        QVERIFY2(problems.size() == (lostPeer ? 0 : 1), name); // no reconnection was refused
        if (!lostPeer)
            QVERIFY2(
                sameProblem(problems.at(0).at(0).value<LanProblem>(), {LanProblem::Kind::ConnectionLost}),
                describe(problems.at(0).at(0).value<LanProblem>()).constData());
    }

    QCOMPARE(hostOver.size(), 1);
    QCOMPARE(guestOver.size(), 1);
    QVERIFY2(!host->conviction(), describe(host->conviction()).constData());
    QVERIFY2(!guest->conviction(), describe(guest->conviction()).constData());
    QCOMPARE(shooter->match()->result(), (MatchResult{Player::One, EndReason::FleetSunk}));
    QCOMPARE(answerer->match()->result(), (MatchResult{Player::Two, EndReason::FleetSunk}));
    QCOMPARE(hostOver.at(0).at(0).value<MatchResult>(), *host->match()->result());
    QCOMPARE(guestOver.at(0).at(0).value<MatchResult>(), *guest->match()->result());
    QVERIFY(host->match()->fleet(Player::Two) && guest->match()->fleet(Player::Two));
    QVERIFY(host->match()->fleet(Player::Two) == guest->match()->fleet(Player::One));
    QVERIFY(guest->match()->fleet(Player::Two) == host->match()->fleet(Player::One));
    QCOMPARE(guest->match()->shots().size(), host->match()->shots().size());
}

QTEST_GUILESS_MAIN(TestLanPeerResume)
#include "tst_lanpeer_resume.moc"
