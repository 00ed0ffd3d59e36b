// SPDX-License-Identifier: GPL-3.0-or-later
// Match, the judge of a game (docs/RULES.md), in battle: shots refused or fired, their results on
// both views, and whose turn follows each under every ruleset. Fixtures are drawn in the layout
// text form of core/layouttext.h; cells are named as players name them ("G3"). The other themes
// are the tst_match_* beside it.
#include "matchsuites.h"

#include "core/layouttext.h"
#include "core/match.h"

#include <QTest>

#include <optional>
#include <vector>

using namespace seabattle;
using namespace matchsuite;

class TestMatchShots : public QObject {
    Q_OBJECT

private slots:
    // Shots
    void refusedShotChangesNothing_data();
    void refusedShotChangesNothing();
    void shotResultsAndViews();
    void shotErrorAgreesWithView();

    // Turn rule
    void turnRule_data();
    void turnRule();
};

// ---------------------------------------------------------------------------------------------
// Shots

void TestMatchShots::refusedShotChangesNothing_data()
{
    QTest::addColumn<bool>("twoToFire"); // hand the turn to Player Two first
    QTest::addColumn<Player>("shooter");
    QTest::addColumn<Coord>("target");
    QTest::addColumn<ShotError>("error");

    QTest::newRow("Two fires on One's turn") << false << Player::Two << cell("E10") << ShotError::NotYourTurn;
    QTest::newRow("One fires on Two's turn") << true << Player::One << cell("E10") << ShotError::NotYourTurn;
    QTest::newRow("column 10") << false << Player::One << Coord{10, 0} << ShotError::OutsideGrid;
    QTest::newRow("column -1") << false << Player::One << Coord{-1, 3} << ShotError::OutsideGrid;
    QTest::newRow("row 10") << false << Player::One << Coord{0, 10} << ShotError::OutsideGrid;
    QTest::newRow("row -1") << false << Player::One << Coord{3, -1} << ShotError::OutsideGrid;
    QTest::newRow("far away") << false << Player::One << Coord{1000, -1000} << ShotError::OutsideGrid;
    QTest::newRow("Two outside the grid") << true << Player::Two << Coord{10, 10} << ShotError::OutsideGrid;
    QTest::newRow("One on its Miss") << false << Player::One << cell("J1") << ShotError::AlreadyFiredAt;
    QTest::newRow("One on its Hit") << false << Player::One << cell("A1") << ShotError::AlreadyFiredAt;
    QTest::newRow("One on its Sunk") << false << Player::One << cell("J10") << ShotError::AlreadyFiredAt;
    QTest::newRow("Two on its Miss") << true << Player::Two << cell("J10") << ShotError::AlreadyFiredAt;
    QTest::newRow("Two on its Hit") << true << Player::Two << cell("A1") << ShotError::AlreadyFiredAt;
    QTest::newRow("Two on its Sunk") << true << Player::Two << cell("J7") << ShotError::AlreadyFiredAt;
}

void TestMatchShots::refusedShotChangesNothing()
{
    QFETCH(bool, twoToFire);
    QFETCH(Player, shooter);
    QFETCH(Coord, target);
    QFETCH(ShotError, error);

    // Each player has a Miss, a Hit and a Sunk on its view (Standard: the turn passes every shot).
    Match match = battle(Ruleset::standard(), kStandardOne, kStandardTwo);
    const struct {
        Player shooter;
        const char* target;
        ShotResult result;
    } setup[] = {
        {Player::One, "J1", ShotResult::Miss},  {Player::Two, "J10", ShotResult::Miss},
        {Player::One, "A1", ShotResult::Hit},   {Player::Two, "A1", ShotResult::Hit},
        {Player::One, "J10", ShotResult::Sunk}, {Player::Two, "J7", ShotResult::Sunk},
    };
    for (const auto& s : setup) {
        const auto fired = match.fire(s.shooter, cell(s.target));
        QVERIFY(fired);
        QCOMPARE(fired->result, s.result);
    }
    if (twoToFire)
        QCOMPARE(match.fire(Player::One, cell("I1"))->result, ShotResult::Miss);
    const std::optional<Player> turn = match.turn();
    QCOMPARE(turn, std::optional<Player>(twoToFire ? Player::Two : Player::One));

    const Match before = match;
    QCOMPARE(match.shotError(shooter, target), std::optional<ShotError>(error));
    const auto fired = match.fire(shooter, target);
    QVERIFY(!fired);
    QCOMPARE(fired.error(), error);
    // Nothing changed: not the views, not the history, not the turn.
    QVERIFY(match == before);
    QCOMPARE(match.turn(), turn);
    QCOMPARE(match.history().shots.size(), std::size_t(std::size(setup)) + (twoToFire ? 1 : 0));
}

void TestMatchShots::shotResultsAndViews()
{
    const Ruleset rules = Ruleset::standard();
    Match match = battle(rules, kStandardOne, kStandardTwo);
    QCOMPARE(match.shipsAfloat(Player::One), 6);
    QCOMPARE(match.shipsAfloat(Player::Two), 6);
    const ShotChart twoSees = match.view(Player::Two);

    // Miss: water at J1.
    auto fired = match.fire(Player::One, cell("J1"));
    QVERIFY(fired);
    QCOMPARE(fired->shot, (Shot{Player::One, cell("J1")}));
    QCOMPARE(fired->result, ShotResult::Miss);
    QVERIFY(!fired->sunk);
    QVERIFY(!fired->fleetSunk);
    QCOMPARE(match.view(Player::One).at(cell("J1")), CellKnowledge::Miss);
    QCOMPARE(match.view(Player::One).shotsFired(), 1);
    QCOMPARE(match.view(Player::One).hits(), 0);
    // Only the shooter's view learns anything.
    QVERIFY(match.view(Player::Two) == twoSees);

    // Hit: the Carrier's bow, the ship stays afloat.
    fired = fireAs(match, Player::One, cell("A1"));
    QVERIFY(fired);
    QCOMPARE(fired->result, ShotResult::Hit);
    QVERIFY(!fired->sunk);
    QCOMPARE(match.view(Player::One).at(cell("A1")), CellKnowledge::Hit);
    QCOMPARE(match.view(Player::One).hits(), 1);
    QVERIFY(match.view(Player::One).sunkShips().empty());
    QCOMPARE(match.shipsAfloat(Player::Two), 6);

    // Sunk: the Patrol boat (class 5) goes down with one shot.
    fired = fireAs(match, Player::One, cell("J10"));
    QVERIFY(fired);
    QCOMPARE(fired->result, ShotResult::Sunk);
    QVERIFY(fired->sunk);
    QCOMPARE(fired->sunk->ship, (ShipId{5, 0}));
    QCOMPARE(fired->sunk->cells, cellsOf("J10"));
    QCOMPARE(match.view(Player::One).at(cell("J10")), CellKnowledge::Sunk);
    QCOMPARE(match.view(Player::One).sunkShips().size(), std::size_t(1));
    QCOMPARE(match.shipsAfloat(Player::Two), 5);

    // Sink the Carrier: its earlier Hit turns Sunk with the rest of it.
    for (const char* c : {"A2", "A3", "A4"}) {
        fired = fireAs(match, Player::One, cell(c));
        QVERIFY(fired);
        QCOMPARE(fired->result, ShotResult::Hit);
    }
    QCOMPARE(match.shipsAfloat(Player::Two), 5);
    fired = fireAs(match, Player::One, cell("A5"));
    QVERIFY(fired);
    QCOMPARE(fired->result, ShotResult::Sunk);
    QCOMPARE(fired->sunk->ship, (ShipId{0, 0}));
    QCOMPARE(sorted(fired->sunk->cells), cellsOf("A1 A2 A3 A4 A5"));
    for (Coord c : cellsOf("A1 A2 A3 A4 A5"))
        QCOMPARE(match.view(Player::One).at(c), CellKnowledge::Sunk);
    QCOMPARE(match.view(Player::One).hits(), 6);
    QCOMPARE(match.view(Player::One).shotsFired(), 7);

    // sunkShips() lists them in the order they sank.
    const auto& sunk = match.view(Player::One).sunkShips();
    QCOMPARE(sunk.size(), std::size_t(2));
    QCOMPARE(sunk[0].ship, (ShipId{5, 0}));
    QCOMPARE(sunk[1].ship, (ShipId{0, 0}));
    QCOMPARE(match.shipsAfloat(Player::Two), 4);
    // Player Two only missed: its own fleet lost ships, One's did not.
    QCOMPARE(match.shipsAfloat(Player::One), 6);
    QCOMPARE(match.view(Player::Two).hits(), 0);
    QCOMPARE(countCells(match.view(Player::Two), {CellKnowledge::Miss}),
             match.view(Player::Two).shotsFired());
}

void TestMatchShots::shotErrorAgreesWithView()
{
    // Mid-game under Classic (marks included), shotError() refuses exactly the cells the view
    // says cannot be fired at, and fire() agrees with it.
    Match match = battle(Ruleset::classic(), kClassicOne, kClassicTwo);
    for (const char* c : {"A10", "G3", "G4", "G5", "B2", "E7"})
        QVERIFY(fireAs(match, Player::One, cell(c)));
    QCOMPARE(match.turn(), std::optional<Player>(Player::One));
    for (int i = 0; i < kCellCount; ++i) {
        const Coord c = coordAt(i);
        const auto error = match.shotError(Player::One, c);
        QCOMPARE(error.has_value(), !match.view(Player::One).canFireAt(c));
        Match probe = match;
        const auto fired = probe.fire(Player::One, c);
        QCOMPARE(fired.has_value(), !error.has_value());
        if (error)
            QCOMPARE(fired.error(), *error);
    }
}

// ---------------------------------------------------------------------------------------------
// Turn rule

void TestMatchShots::turnRule_data()
{
    QTest::addColumn<Ruleset>("rules");
    QTest::addColumn<QString>("one");
    QTest::addColumn<QString>("two");
    QTest::addColumn<QString>("miss");      // water in Two's fleet
    QTest::addColumn<QString>("destroyer"); // Two's Destroyer: a Hit then a Sunk
    QTest::addColumn<bool>("hitKeepsTurn");

    const Ruleset standard = Ruleset::standard();
    const Ruleset classic = Ruleset::classic();
    const Ruleset hasbro = Ruleset::hasbro();
    QTest::newRow("Standard") << standard << kStandardOne << kStandardTwo << "J1"
                              << "A7 A8" << false;
    QTest::newRow("Standard, shoot again")
        << withShootAgain(standard, true) << kStandardOne << kStandardTwo << "J1"
        << "A7 A8" << true;
    QTest::newRow("Classic") << classic << kClassicOne << kClassicTwo << "J1"
                             << "E7 E8" << true;
    QTest::newRow("Classic without shoot again")
        << withShootAgain(classic, false) << kClassicOne << kClassicTwo << "J1"
        << "E7 E8" << false;
    QTest::newRow("Hasbro") << hasbro << kHasbroOne << kHasbroTwo << "A1"
                            << "J2 J3" << false;
    QTest::newRow("Hasbro, shoot again") << withShootAgain(hasbro, true) << kHasbroOne << kHasbroTwo << "A1"
                                         << "J2 J3" << true;
}

void TestMatchShots::turnRule()
{
    QFETCH(Ruleset, rules);
    QFETCH(QString, one);
    QFETCH(QString, two);
    QFETCH(QString, miss);
    QFETCH(QString, destroyer);
    QFETCH(bool, hitKeepsTurn);

    // The presets' own defaults, as RULES.md states them.
    if (rules == Ruleset::standard() || rules == Ruleset::hasbro())
        QVERIFY(!hitKeepsTurn);
    if (rules == Ruleset::classic())
        QVERIFY(hitKeepsTurn);

    Match match(rules, Player::One);
    QVERIFY(match.submitFleet(Player::One, layoutOf(rules, one.toLatin1().constData())));
    QVERIFY(match.submitFleet(Player::Two, layoutOf(rules, two.toLatin1().constData())));
    const std::vector<Coord> ship = cellsOf(destroyer);
    const struct {
        Coord target;
        ShotResult result;
    } shots[] = {
        {ship[0], ShotResult::Hit}, {ship[1], ShotResult::Sunk}, {cell(qPrintable(miss)), ShotResult::Miss}};

    for (const auto& s : shots) {
        const auto fired = fireAs(match, Player::One, s.target);
        QVERIFY(fired);
        QCOMPARE(fired->result, s.result);
        const Player expected = s.result != ShotResult::Miss && hitKeepsTurn ? Player::One : Player::Two;
        QCOMPARE(fired->nextShooter, std::optional<Player>(expected));
        QCOMPARE(match.turn(), std::optional<Player>(expected));
    }

    // Player Two's hit follows the same rule.
    QCOMPARE(match.turn(), std::optional<Player>(Player::Two));
    const Coord onesShip = match.fleet(Player::One)->placements().front().bow;
    const auto fired = match.fire(Player::Two, onesShip);
    QVERIFY(fired);
    QCOMPARE(fired->result, ShotResult::Hit);
    QCOMPARE(match.turn(), std::optional<Player>(hitKeepsTurn ? Player::Two : Player::One));
}

QTEST_APPLESS_MAIN(TestMatchShots)
#include "tst_match_shots.moc"
