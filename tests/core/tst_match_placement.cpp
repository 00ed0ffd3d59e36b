// SPDX-License-Identifier: GPL-3.0-or-later
// Match, the judge of a game (docs/RULES.md), before the first shot: fleets submitted, legal or
// refused, and who fires first. Fixtures are drawn in the layout text form of core/layouttext.h;
// cells are named as players name them ("G3"). The other themes are the tst_match_* beside it.
#include "matchsuites.h"

#include "core/layouttext.h"
#include "core/match.h"

#include <QTest>

#include <array>
#include <optional>
#include <vector>

using namespace seabattle;
using namespace matchsuite;

class TestMatchPlacement : public QObject {
    Q_OBJECT

private slots:
    // Placement
    void placementRefusesShots();
    void battleStartsWithFirstShooter_data();
    void battleStartsWithFirstShooter();
    void illegalLayoutRejected_data();
    void illegalLayoutRejected();
    void secondSubmitRejected();
    void submitAfterPlacementRejected();

    // Who fires first
    void firstShooterPolicy_data();
    void firstShooterPolicy();
};

// ---------------------------------------------------------------------------------------------
// Placement

void TestMatchPlacement::placementRefusesShots()
{
    const Ruleset rules = Ruleset::standard();
    Match match(rules, Player::One);
    QCOMPARE(match.phase(), MatchPhase::Placement);
    QCOMPARE(match.turn(), std::optional<Player>());
    QCOMPARE(match.result(), std::optional<MatchResult>());
    QVERIFY(!match.fleet(Player::One) && !match.fleet(Player::Two));

    // No fleet in: nobody may fire, not even the first shooter.
    for (Player p : {Player::One, Player::Two}) {
        const auto fired = match.fire(p, cell("A1"));
        QVERIFY(!fired);
        QCOMPARE(fired.error(), ShotError::NotInBattle);
    }

    // One fleet in: still placement, still no shots, still no turn.
    QVERIFY(match.submitFleet(Player::One, layoutOf(rules, kStandardOne)));
    QCOMPARE(match.phase(), MatchPhase::Placement);
    QCOMPARE(match.turn(), std::optional<Player>());
    QVERIFY(match.fleet(Player::One).has_value());
    QVERIFY(!match.fleet(Player::Two).has_value());
    const Match before = match;
    for (Player p : {Player::One, Player::Two}) {
        const auto fired = match.fire(p, cell("J10"));
        QVERIFY(!fired);
        QCOMPARE(fired.error(), ShotError::NotInBattle);
        QCOMPARE(match.shotError(p, cell("J10")), std::optional<ShotError>(ShotError::NotInBattle));
    }
    QVERIFY(match == before);
}

void TestMatchPlacement::battleStartsWithFirstShooter_data()
{
    QTest::addColumn<Player>("first");
    QTest::addColumn<Player>("submitsFirst");

    QTest::newRow("One fires first, One submits first") << Player::One << Player::One;
    QTest::newRow("One fires first, Two submits first") << Player::One << Player::Two;
    QTest::newRow("Two fires first, One submits first") << Player::Two << Player::One;
    QTest::newRow("Two fires first, Two submits first") << Player::Two << Player::Two;
}

void TestMatchPlacement::battleStartsWithFirstShooter()
{
    QFETCH(Player, first);
    QFETCH(Player, submitsFirst);
    const Ruleset rules = Ruleset::standard();
    Match match(rules, first);
    QCOMPARE(match.firstShooter(), first);

    const auto fleetFor = [&](Player p) {
        return layoutOf(rules, p == Player::One ? kStandardOne : kStandardTwo);
    };
    QVERIFY(match.submitFleet(submitsFirst, fleetFor(submitsFirst)));
    // Whoever submits first, the battle waits for the second fleet.
    QCOMPARE(match.phase(), MatchPhase::Placement);
    QCOMPARE(match.turn(), std::optional<Player>());

    const Player second = opponent(submitsFirst);
    QVERIFY(match.submitFleet(second, fleetFor(second)));
    QCOMPARE(match.phase(), MatchPhase::Battle);
    QCOMPARE(match.turn(), std::optional<Player>(first));
    QCOMPARE(*match.fleet(Player::One), fleetFor(Player::One));
    QCOMPARE(*match.fleet(Player::Two), fleetFor(Player::Two));

    // The first shooter may fire, the other may not.
    QCOMPARE(match.shotError(opponent(first), cell("E10")), std::optional<ShotError>(ShotError::NotYourTurn));
    QVERIFY(match.fire(first, cell("E10")));
}

void TestMatchPlacement::illegalLayoutRejected_data()
{
    QTest::addColumn<Ruleset>("rules");
    QTest::addColumn<FleetLayout>("fleet");
    QTest::addColumn<std::vector<LayoutProblem>>("problems");

    using Kind = LayoutProblem::Kind;
    const Ruleset standard = Ruleset::standard();

    FleetLayout noPatrolBoat = layoutOf(standard, kStandardOne);
    noPatrolBoat.remove({5, 0});
    QTest::newRow("incomplete: no Patrol boat")
        << standard << noPatrolBoat
        << std::vector<LayoutProblem>{{.kind = Kind::WrongCount, .shipClass = 5, .expected = 1, .actual = 0}};

    std::vector<LayoutProblem> everyClassMissing;
    for (int c = 0; c < 6; ++c)
        everyClassMissing.push_back({.kind = Kind::WrongCount, .shipClass = c, .expected = 1, .actual = 0});
    QTest::newRow("empty fleet") << standard << FleetLayout{} << everyClassMissing;

    // The Carrier's stern E1 and the Battleship's bow F2 meet at a corner.
    QTest::newRow("corner contact under Standard")
        << standard
        << layoutOf(standard, "AAAAA.....\n"
                              ".....BBBB.\n"
                              "..........\n"
                              "......CCC.\n"
                              "..........\n"
                              "DDD...EE..\n"
                              "..........\n"
                              ".........F\n"
                              "..........\n"
                              "..........\n")
        << std::vector<LayoutProblem>{{.kind = Kind::Touching,
                                       .ships = {{0, 0}, {1, 0}},
                                       .cells = {cell("F2")},
                                       .contact = Contact::Corner}};

    // The Cruiser C3–E3 and the Submarine F3–H3 lie end to end.
    QTest::newRow("side contact under Standard") << standard << layoutOf(standard, kStandardTouching)
                                                 << std::vector<LayoutProblem>{{.kind = Kind::Touching,
                                                                                .ships = {{2, 0}, {3, 0}},
                                                                                .cells = {cell("F3")},
                                                                                .contact = Contact::Side}};

    // The Submarine F2–F4 lies along the Cruiser's stern E3: its middle touches by a side, its
    // ends by corners; the contact is reported as the worst of them.
    QTest::newRow("side and corner contact under Standard")
        << standard
        << layoutOf(standard, "..........\n"
                              ".....D....\n"
                              "..CCCD....\n"
                              ".....D....\n"
                              "..........\n"
                              "AAAAA.....\n"
                              "..........\n"
                              "BBBB...EE.\n"
                              "..........\n"
                              "F.........\n")
        << std::vector<LayoutProblem>{{.kind = Kind::Touching,
                                       .ships = {{2, 0}, {3, 0}},
                                       .cells = {cell("F2"), cell("F3"), cell("F4")},
                                       .contact = Contact::Side}};

    // Two Torpedo boats diagonal to each other: forbidden under Classic.
    const Ruleset classic = Ruleset::classic();
    QTest::newRow("diagonal Torpedo boats under Classic")
        << classic
        << layoutOf(classic, "AAAA.BBB..\n"
                             "..........\n"
                             "CCC.DD.EE.\n"
                             "..........\n"
                             "FF.G.H..I.\n"
                             ".........J\n"
                             "..........\n"
                             "..........\n"
                             "..........\n"
                             "..........\n")
        << std::vector<LayoutProblem>{{.kind = Kind::Touching,
                                       .ships = {{3, 2}, {3, 3}},
                                       .cells = {cell("J6")},
                                       .contact = Contact::Corner}};

    // A Patrol boat two cells long.
    QTest::newRow("wrong length") << standard
                                  << layoutOf(standard, "AAAAA.....\n"
                                                        "..........\n"
                                                        "BBBB..CCC.\n"
                                                        "..........\n"
                                                        "DDD...EE..\n"
                                                        "..........\n"
                                                        "........FF\n"
                                                        "..........\n"
                                                        "..........\n"
                                                        "..........\n")
                                  << std::vector<LayoutProblem>{{.kind = Kind::WrongLength,
                                                                 .ships = {{5, 0}},
                                                                 .expected = 1,
                                                                 .actual = 2}};

    // Ships may touch under Hasbro, but never overlap: the Destroyer moved to E1–F1, over the
    // Carrier's stern.
    const Ruleset hasbro = Ruleset::hasbro();
    FleetLayout overlap = layoutOf(hasbro, kHasbroOne);
    overlap.place({{4, 0}, cell("E1"), Orientation::Horizontal, 2});
    QTest::newRow("overlap under Hasbro")
        << hasbro << overlap
        << std::vector<LayoutProblem>{
               {.kind = Kind::Overlap, .ships = {{0, 0}, {4, 0}}, .cells = {cell("E1")}}};
}

void TestMatchPlacement::illegalLayoutRejected()
{
    QFETCH(Ruleset, rules);
    QFETCH(FleetLayout, fleet);
    QFETCH(std::vector<LayoutProblem>, problems);

    Match match(rules, Player::One);
    const Match before = match;
    const auto submitted = match.submitFleet(Player::One, fleet);
    QVERIFY(!submitted);
    QCOMPARE(submitted.error().kind, FleetRejection::Kind::IllegalLayout);
    QCOMPARE(submitted.error().problems.size(), problems.size());
    QVERIFY(submitted.error().problems == problems);
    // The rejected fleet is not locked in: nothing changed, the player may try again.
    QVERIFY(match == before);
    QVERIFY(!match.fleet(Player::One).has_value());
    const char* legal = rules.preset == Preset::Classic  ? kClassicOne
                        : rules.preset == Preset::Hasbro ? kHasbroOne
                                                         : kStandardOne;
    QVERIFY(match.submitFleet(Player::One, layoutOf(rules, legal)));
    QCOMPARE(*match.fleet(Player::One), layoutOf(rules, legal));
}

void TestMatchPlacement::secondSubmitRejected()
{
    const Ruleset rules = Ruleset::standard();
    Match match(rules, Player::One);
    QVERIFY(match.submitFleet(Player::One, layoutOf(rules, kStandardOne)));
    const Match before = match;

    // A locked-in fleet cannot be swapped, not even for another legal one.
    for (const char* text : {kStandardOne, kStandardTwo}) {
        const auto again = match.submitFleet(Player::One, layoutOf(rules, text));
        QVERIFY(!again);
        QCOMPARE(again.error().kind, FleetRejection::Kind::AlreadySubmitted);
        QVERIFY(again.error().problems.empty());
    }
    QVERIFY(match == before);
    QCOMPARE(*match.fleet(Player::One), layoutOf(rules, kStandardOne));
    QCOMPARE(match.phase(), MatchPhase::Placement);

    // The other player's slot is unaffected.
    QVERIFY(match.submitFleet(Player::Two, layoutOf(rules, kStandardTwo)));
    QCOMPARE(match.phase(), MatchPhase::Battle);
}

void TestMatchPlacement::submitAfterPlacementRejected()
{
    const Ruleset rules = Ruleset::standard();

    // During the battle.
    Match match = battle(rules, kStandardOne, kStandardTwo);
    QCOMPARE(match.phase(), MatchPhase::Battle);
    const Match before = match;
    for (Player p : {Player::One, Player::Two}) {
        const auto again = match.submitFleet(p, layoutOf(rules, kStandardTwo));
        QVERIFY(!again);
        QCOMPARE(again.error().kind, FleetRejection::Kind::NotInPlacement);
    }
    QVERIFY(match == before);

    // After the match ended in placement by a forfeit: the missing fleet can no longer come in.
    Match ended(rules, Player::One);
    QVERIFY(ended.submitFleet(Player::One, layoutOf(rules, kStandardOne)));
    QVERIFY(ended.forfeit(Player::Two, EndReason::Disconnection));
    const auto late = ended.submitFleet(Player::Two, layoutOf(rules, kStandardTwo));
    QVERIFY(!late);
    QCOMPARE(late.error().kind, FleetRejection::Kind::NotInPlacement);
    QVERIFY(!ended.fleet(Player::Two).has_value());
    QCOMPARE(ended.phase(), MatchPhase::Over);
}

// ---------------------------------------------------------------------------------------------
// Who fires first

void TestMatchPlacement::firstShooterPolicy_data()
{
    QTest::addColumn<FirstShooter>("policy");
    QTest::addColumn<int>("lastLoser"); // -1: no earlier game
    QTest::addColumn<int>("always");    // the only possible pick, or -1: both must come up

    QTest::newRow("PlayerOne") << FirstShooter::PlayerOne << -1 << 0;
    QTest::newRow("PlayerOne ignores the last loser") << FirstShooter::PlayerOne << 1 << 0;
    QTest::newRow("PlayerTwo") << FirstShooter::PlayerTwo << -1 << 1;
    QTest::newRow("PlayerTwo ignores the last loser") << FirstShooter::PlayerTwo << 0 << 1;
    QTest::newRow("LoserOfLastGame, One lost") << FirstShooter::LoserOfLastGame << 0 << 0;
    QTest::newRow("LoserOfLastGame, Two lost") << FirstShooter::LoserOfLastGame << 1 << 1;
    QTest::newRow("LoserOfLastGame, no last game") << FirstShooter::LoserOfLastGame << -1 << -1;
    QTest::newRow("Random") << FirstShooter::Random << -1 << -1;
    QTest::newRow("Random ignores the last loser") << FirstShooter::Random << 1 << -1;
}

void TestMatchPlacement::firstShooterPolicy()
{
    QFETCH(FirstShooter, policy);
    QFETCH(int, lastLoser);
    QFETCH(int, always);

    const std::optional<Player> loser =
        lastLoser < 0 ? std::nullopt : std::optional<Player>(lastLoser == 0 ? Player::One : Player::Two);
    Rng rng(0x5EAB477E);
    std::array<int, 2> picks{};
    for (int i = 0; i < 1000; ++i)
        ++picks[std::size_t(indexOf(chooseFirstShooter(policy, rng, loser)))];
    if (always >= 0) {
        QCOMPARE(picks[std::size_t(always)], 1000);
    } else {
        // Fair enough: each side at least 40 % of the draws.
        QVERIFY2(picks[0] >= 400 && picks[1] >= 400,
                 qPrintable(QString("%1 / %2").arg(picks[0]).arg(picks[1])));
    }
}

QTEST_APPLESS_MAIN(TestMatchPlacement)
#include "tst_match_placement.moc"
