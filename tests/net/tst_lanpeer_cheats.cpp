// SPDX-License-Identifier: GPL-3.0-or-later
// One real LanSession against a scripted raw peer over 127.0.0.1: a plain socket driven by the test
// that writes hand-made lines (well-formed messages, or any bytes at all) and reads back what the
// session says. Cheaters are convicted with the right explanation, and an honest peer never is.
#include "lanpeerfixtures.h"

using namespace lantest;

class TestLanPeerCheats : public QObject {
    Q_OBJECT

private slots:
    void honestPeersAreNeverConvicted_data();
    void honestPeersAreNeverConvicted();
    void cheatersAreConvicted_data();
    void cheatersAreConvicted();
};

// ---------------------------------------------------------------------------------------------
// Fair play and cheating

void TestLanPeerCheats::honestPeersAreNeverConvicted_data()
{
    QTest::addColumn<Role>("role");
    QTest::addColumn<QString>("play");
    for (Role role : {Role::Host, Role::Guest})
        for (const char* play : {"session sinks the fleet", "peer sinks the fleet", "peer resigns"})
            QTest::addRow("%s, %s", role == Role::Host ? "host" : "guest", play)
                << role << QString::fromLatin1(play);
}

// A peer that answers truly, then reveals the fleet it committed to, loses or wins fairly.
void TestLanPeerCheats::honestPeersAreNeverConvicted()
{
    QFETCH(Role, role);
    QFETCH(QString, play);
    Game g(role);
    QVERIFY(g.open());
    QSignalSpy over(g.session.get(), &LanSession::matchOver);
    QSignalSpy revealed(g.session.get(), &LanSession::peerFleetRevealed);
    QSignalSpy problems(g.session.get(), &LanSession::problem);

    MatchResult expected;
    if (play == QLatin1String("session sinks the fleet")) {
        for (const Placement& ship : g.peerFleet.placements())
            for (Coord c : ship.cells())
                QVERIFY(g.round(c));
        expected = {Player::One, EndReason::FleetSunk};
    } else if (play == QLatin1String("peer sinks the fleet")) {
        std::vector<Coord> peerWater;
        for (int column = 0; column < kBoardSize; ++column)
            peerWater.insert(peerWater.end(), {Coord{column, 5}, Coord{column, 8}});
        std::size_t nextWater = 0;
        for (const Placement& ship : g.sessionFleet.placements())
            for (Coord c : ship.cells()) {
                QVERIFY(g.sessionFires(peerWater.at(nextWater++)));
                QVERIFY(g.peerFires(c));
            }
        expected = {Player::Two, EndReason::FleetSunk};
    } else {
        QVERIFY(g.round(cell("A1")));
        QVERIFY(g.round(cell("J1")));
        g.peer->send(net::Resign{});
        expected = {Player::One, EndReason::Resignation};
    }
    QVERIFY(g.sessionReveals());
    QCOMPARE(g.session->state(), State::Revealing);
    QCOMPARE(over.size(), 0); // not before the peer's fleet is checked
    g.peer->send(g.honestReveal());

    QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), State::Over, kWait);
    QVERIFY2(!g.session->conviction(), describe(g.session->conviction()).constData());
    QCOMPARE(g.session->match()->result(), expected);
    QCOMPARE(over.size(), 1);
    QCOMPARE(over.at(0).at(0).value<MatchResult>(), expected);
    QCOMPARE(revealed.size(), 1);
    QVERIFY(revealed.at(0).at(0).value<FleetLayout>() == g.peerFleet);
    QVERIFY(g.session->match()->fleet(Player::Two) == g.peerFleet);
    QCOMPARE(problems.size(), 0);
    QVERIFY(!g.peer->isClosed());
    QVERIFY(g.peer->garbage().isEmpty());
}

void TestLanPeerCheats::cheatersAreConvicted_data()
{
    QTest::addColumn<Role>("role");
    QTest::addColumn<CheatScript>("script");
    QTest::addColumn<Conviction>("expected");

    using K = Violation::Kind;
    const auto falseAnswers = [](std::vector<Violation> violations) {
        return Conviction{.kind = Conviction::Kind::FalseAnswers, .violations = std::move(violations)};
    };
    const auto illegal = [](LayoutProblem problem) {
        return Conviction{.kind = Conviction::Kind::FalseAnswers,
                          .violations = {Violation{.kind = K::IllegalFleet, .problems = {problem}}}};
    };
    const auto impossible = [](ImpossibleAnswer::Kind kind, const char* target, ShipId ship) {
        return Conviction{.kind = Conviction::Kind::ImpossibleAnswer,
                          .impossible = ImpossibleAnswer{kind, cell(target), ship}};
    };

    const struct {
        const char* name;
        CheatScript script;
        Conviction expected;
    } rows[] = {
        {"false miss",
         {.moves = {{"A1", said("A1", ShotResult::Miss)}}},
         falseAnswers({{.kind = K::FalseMiss, .answer = 0, .target = cell("A1"), .ship = kCarrier}})},
        {"false hit",
         {.moves = {{"J1", said("J1", ShotResult::Hit)}}},
         falseAnswers({{.kind = K::FalseHit, .answer = 0, .target = cell("J1")}})},
        {"sinking called a hit",
         {.moves = {{"J10", said("J10", ShotResult::Hit)}}},
         falseAnswers({{.kind = K::MissedSunk, .answer = 0, .target = cell("J10"), .ship = kPatrolBoat}})},
        {"wrong ship sunk",
         {.moves = {{"E1", {}}, {"E2", {}}, {"E3", said("E3", ShotResult::Sunk, kSubmarine, "E1 E2 E3")}}},
         falseAnswers({{.kind = K::FalseSunk,
                        .answer = 2,
                        .target = cell("E3"),
                        .ship = kCruiser,
                        .claimed = kSubmarine}})},
        {"ship moved after the answers",
         {.moves = {{"A1", {}}, {"C6", {}}}, .committed = kPeerFleetMoved},
         falseAnswers({{.kind = K::FalseHit, .answer = 0, .target = cell("A1")},
                       {.kind = K::FalseMiss, .answer = 1, .target = cell("C6"), .ship = kCarrier}})},
        {"touching ships", // the Cruiser C3–E3 and the Submarine F3–H3 end to end
         {.answersFrom = kStandardTouching, .moves = {{"J10", {}}}},
         illegal({.kind = LayoutProblem::Kind::Touching,
                  .ships = {kCruiser, kSubmarine},
                  .cells = {cell("F3")},
                  .contact = Contact::Side})},
        {"a ship short", // no Patrol boat
         {.answersFrom = kPeerFleetShort, .moves = {{"J1", {}}}},
         illegal({.kind = LayoutProblem::Kind::WrongCount, .shipClass = 5, .expected = 1, .actual = 0})},
        {"unreadable reveal",
         {.moves = {{"J1", {}}}, .committed = "a fleet? never"},
         Conviction{Conviction::Kind::RevealUnreadable}},
        {"reveal with another salt",
         {.moves = {{"J1", {}}}, .otherSalt = true},
         Conviction{Conviction::Kind::RevealMismatch}},
        {"reveal of another fleet",
         {.moves = {{"J1", {}}}, .revealed = kPeerFleetMoved},
         Conviction{Conviction::Kind::RevealMismatch}},
        {"no reveal in time",
         {.moves = {{"J1", {}}}, .ending = Ending::Silence},
         Conviction{Conviction::Kind::NoReveal}},
        {"closes instead of revealing",
         {.moves = {{"J1", {}}}, .ending = Ending::Close},
         Conviction{Conviction::Kind::NoReveal}},
        {"leaves instead of revealing",
         {.moves = {{"J1", {}}}, .ending = Ending::Goodbye},
         Conviction{Conviction::Kind::NoReveal}},
        {"sunk with cells never hit",
         {.moves = {{"A1", said("A1", ShotResult::Sunk, kCarrier, "A1 A2 A3 A4 A5")}},
          .ending = Ending::AtOnce},
         impossible(ImpossibleAnswer::Kind::WrongCells, "A1", kCarrier)},
        {"sunk a ship not in the fleet",
         {.moves = {{"J10", said("J10", ShotResult::Sunk, ShipId{7, 0}, "J10")}}, .ending = Ending::AtOnce},
         impossible(ImpossibleAnswer::Kind::NotInFleet, "J10", ShipId{7, 0})},
        {"sunk a ship twice",
         {.moves = {{"J10", {}}, {"J1", said("J1", ShotResult::Sunk, kPatrolBoat, "J1")}},
          .ending = Ending::AtOnce},
         impossible(ImpossibleAnswer::Kind::AlreadySunk, "J1", kPatrolBoat)},
    };
    for (Role role : {Role::Host, Role::Guest})
        for (const auto& row : rows)
            QTest::addRow("%s, %s", role == Role::Host ? "host" : "guest", row.name)
                << role << row.script << row.expected;
}

// Each lie is caught, with the ship and cell it was about, and the local player wins by rule violation.
void TestLanPeerCheats::cheatersAreConvicted()
{
    QFETCH(Role, role);
    QFETCH(CheatScript, script);
    QFETCH(Conviction, expected);

    Game g(role);
    g.answerFrom(script.answersFrom);
    if (script.committed)
        g.committed = QString::fromLatin1(script.committed);
    QVERIFY(g.open());
    QSignalSpy over(g.session.get(), &LanSession::matchOver);
    QSignalSpy problems(g.session.get(), &LanSession::problem);

    std::optional<PeerMatch> before; // just before the lie that convicts at once, or the reveal
    QElapsedTimer revealClock;       // since the match ended by the peer's resignation
    for (std::size_t i = 0; i < script.moves.size(); ++i) {
        if (script.ending == Ending::AtOnce && i + 1 == script.moves.size())
            before = *g.session->match();
        QVERIFY(g.round(cell(script.moves[i].target), script.moves[i].lie));
    }
    if (script.ending == Ending::AtOnce) {
        // The liar still believes the battle goes on: the session tells it why it ends.
        const auto farewell = g.peer->farewell();
        QVERIFY2(farewell, "the session closed without a goodbye, or did not close");
        QCOMPARE(*farewell, QStringLiteral("rule violation: impossible answer"));
    } else {
        QCOMPARE(g.session->state(), State::Battle);
        g.peer->send(net::Resign{});
        revealClock.start();
        QVERIFY(g.sessionReveals());
        QCOMPARE(g.session->state(), State::Revealing);
        before = *g.session->match();
        switch (script.ending) {
        case Ending::Reveal: {
            net::Reveal reveal = g.honestReveal();
            if (script.revealed)
                reveal.layout = QString::fromLatin1(script.revealed);
            if (script.otherSalt)
                reveal.salt = QByteArray::fromHex("ffeeddccbbaa99887766554433221100");
            g.peer->send(reveal);
            break;
        }
        case Ending::Silence:
            break; // heartbeats only
        case Ending::Close:
            // A lost connection is not a refusal: the session waits for the peer to come back and
            // reveal, and only after the grace period may its player claim the win, which convicts.
            g.peer->close();
            QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), State::Interrupted, kWait);
            QVERIFY(!g.session->conviction());
            QVERIFY(!g.session->canClaimWin());
            QTRY_VERIFY_WITH_TIMEOUT(g.session->canClaimWin(), kWait);
            QVERIFY(g.session->claimWin());
            // Meanwhile a guest reaches for its host again; should a try meet the scripted host's
            // silence ("no hello"), that is the reconnection's problem, not the cheat's.
            problems.clear();
            break;
        case Ending::Goodbye:
            g.peer->send(net::Goodbye{net::GoodbyeReason::Other, QStringLiteral("must dash")});
            g.peer->close();
            break;
        case Ending::AtOnce:
            break;
        }
    }

    QTRY_VERIFY_WITH_TIMEOUT(g.session->conviction().has_value(), kWait);
    if (script.ending == Ending::Silence) // not before the time to reveal is up (a coarse timer: 5 %)
        QVERIFY(revealClock.elapsed() >= g.timings.reveal.count() * 9 / 10);
    const Conviction& conviction = *g.session->conviction();
    QVERIFY2(conviction.kind == expected.kind && conviction.impossible == expected.impossible &&
                 conviction.violations == expected.violations,
             describe(conviction).constData());
    QCOMPARE(g.session->state(), State::Over);
    const MatchResult win{Player::One, EndReason::RuleViolation};
    QCOMPARE(g.session->match()->result(), win);
    QCOMPARE(over.size(), 1);
    QCOMPARE(over.at(0).at(0).value<MatchResult>(), win);
    QCOMPARE(problems.size(), 0); // a cheater is convicted, not a protocol problem

    // The lie changed nothing but the result: every shot, view and fleet is as it was.
    const PeerMatch& after = *g.session->match();
    QCOMPARE(after.shots(), before->shots());
    QVERIFY(after.view(Player::One) == before->view(Player::One));
    QVERIFY(after.view(Player::Two) == before->view(Player::Two));
    QVERIFY(after.answers() == before->answers());
    QVERIFY(after.fleet(Player::One) == g.sessionFleet);
    if (conviction.kind == Conviction::Kind::FalseAnswers)
        QVERIFY(after.fleet(Player::Two) == layoutOf(g.rules, qPrintable(g.committed))); // shown as revealed
    else
        QVERIFY(!after.fleet(Player::Two));
    QVERIFY(g.peer->garbage().isEmpty());
}

QTEST_GUILESS_MAIN(TestLanPeerCheats)
#include "tst_lanpeer_cheats.moc"
