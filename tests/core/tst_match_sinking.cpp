// SPDX-License-Identifier: GPL-3.0-or-later
// Match, the judge of a game (docs/RULES.md), as a ship sinks: the ship and its cells named, and
// the water around it marked where the rules say so. Fixtures are drawn in the layout text form of
// core/layouttext.h; cells are named as players name them ("G3"). The other themes are the
// tst_match_* beside it.
#include "matchsuites.h"

#include "core/layouttext.h"
#include "core/match.h"

#include <QTest>

#include <algorithm>
#include <optional>
#include <vector>

using namespace seabattle;
using namespace matchsuite;

namespace {

// Custom, Standard fleet, ships may touch at a corner only: the Cruiser C3–E3 and the
// Submarine F4–F6 meet corner to corner.
constexpr const char* kCornerTouching = "AAAAA.....\n"
                                        "..........\n"
                                        "..CCC.....\n"
                                        ".....D....\n"
                                        ".....D....\n"
                                        ".....D....\n"
                                        "BBBB......\n"
                                        "..........\n"
                                        "EE.......F\n"
                                        "..........\n";

} // namespace

class TestMatchSinking : public QObject {
    Q_OBJECT

private slots:
    // Sunk ships
    void sunkNamesShipAndCells_data();
    void sunkNamesShipAndCells();

    // Marking around sunk ships
    void markAroundSunkClassic_data();
    void markAroundSunkClassic();
    void markAroundSunkSideContactOnly();
    void noMarkingWithoutTheRule_data();
    void noMarkingWithoutTheRule();
};

// ---------------------------------------------------------------------------------------------
// Sunk ships

void TestMatchSinking::sunkNamesShipAndCells_data()
{
    QTest::addColumn<QString>("shots"); // every cell of one ship of kClassicTwo, last one sinks it
    QTest::addColumn<ShipId>("ship");

    QTest::newRow("Battleship, bow to stern") << "A1 B1 C1 D1" << ShipId{0, 0};
    QTest::newRow("Battleship, stern to bow") << "D1 C1 B1 A1" << ShipId{0, 0};
    QTest::newRow("first Cruiser, middle last") << "A3 A5 A4" << ShipId{1, 0};
    QTest::newRow("second Cruiser") << "G3 G4 G5" << ShipId{1, 1};
    QTest::newRow("first Destroyer") << "A7 A8" << ShipId{2, 0};
    QTest::newRow("third Destroyer") << "I8 I7" << ShipId{2, 2};
    QTest::newRow("first Torpedo boat") << "A10" << ShipId{3, 0};
    QTest::newRow("fourth Torpedo boat") << "J10" << ShipId{3, 3};
}

void TestMatchSinking::sunkNamesShipAndCells()
{
    QFETCH(QString, shots);
    QFETCH(ShipId, ship);
    const std::vector<Coord> cells = cellsOf(shots);

    // Classic: every hit gives another shot, so Player One fires them all in a row.
    Match match = battle(Ruleset::classic(), kClassicOne, kClassicTwo);
    for (std::size_t i = 0; i + 1 < cells.size(); ++i) {
        const auto fired = match.fire(Player::One, cells[i]);
        QVERIFY(fired);
        QCOMPARE(fired->result, ShotResult::Hit);
        QVERIFY(!fired->sunk);
    }
    const auto fired = match.fire(Player::One, cells.back());
    QVERIFY(fired);
    QCOMPARE(fired->result, ShotResult::Sunk);
    QVERIFY(fired->sunk);
    QCOMPARE(fired->sunk->ship, ship);
    QCOMPARE(sorted(fired->sunk->cells), sorted(cells));
    QCOMPARE(match.view(Player::One).sunkShips().size(), std::size_t(1));
    QVERIFY(match.view(Player::One).sunkShips().front() == *fired->sunk);
    for (Coord c : cells)
        QCOMPARE(match.view(Player::One).at(c), CellKnowledge::Sunk);
    QCOMPARE(match.shipsAfloat(Player::Two), Ruleset::classic().shipCount() - 1);
}

// ---------------------------------------------------------------------------------------------
// Marking around sunk ships

void TestMatchSinking::markAroundSunkClassic_data()
{
    QTest::addColumn<QString>("missesFirst"); // Player One misses there first
    QTest::addColumn<QString>("sinkFirst");   // and sinks this ship first
    QTest::addColumn<QString>("ship");        // then sinks this one
    QTest::addColumn<QString>("marked");      // exactly the cells newly marked empty

    // kClassicTwo: the Cruiser G3–G5 in open water, 12 cells around it.
    QTest::newRow("Cruiser in open water") << ""
                                           << ""
                                           << "G3 G4 G5"
                                           << "F2 G2 H2 F3 H3 F4 H4 F5 H5 F6 G6 H6";
    QTest::newRow("Torpedo boat in the corner") << ""
                                                << ""
                                                << "A10"
                                                << "A9 B9 B10";
    QTest::newRow("Battleship on the top edge") << ""
                                                << ""
                                                << "A1 B1 C1 D1"
                                                << "A2 B2 C2 D2 E1 E2";
    QTest::newRow("Cruiser next to earlier misses") << "F3 H6"
                                                    << ""
                                                    << "G3 G4 G5"
                                                    << "F2 G2 H2 H3 F4 H4 F5 H5 F6 G6";
    QTest::newRow("Torpedo boat next to earlier marks") << ""
                                                        << "A10"
                                                        << "C10"
                                                        << "C9 D9 D10";
    QTest::newRow("Destroyer next to earlier marks") << ""
                                                     << "G10"
                                                     << "I7 I8"
                                                     << "H6 I6 J6 H7 J7 H8 J8 I9 J9";
    QTest::newRow("Destroyer next to a miss and marks") << "J9"
                                                        << "G10"
                                                        << "I7 I8"
                                                        << "H6 I6 J6 H7 J7 H8 J8 I9";
}

void TestMatchSinking::markAroundSunkClassic()
{
    QFETCH(QString, missesFirst);
    QFETCH(QString, sinkFirst);
    QFETCH(QString, ship);
    QFETCH(QString, marked);

    const Ruleset rules = Ruleset::classic();
    QVERIFY(rules.markAroundSunk);
    Match match = battle(rules, kClassicOne, kClassicTwo);

    for (Coord c : cellsOf(missesFirst)) {
        const auto fired = fireAs(match, Player::One, c);
        QVERIFY(fired);
        QCOMPARE(fired->result, ShotResult::Miss);
    }
    for (Coord c : cellsOf(sinkFirst))
        QVERIFY(fireAs(match, Player::One, c));
    const ShotChart before = match.view(Player::One);

    const std::vector<Coord> shipCellsToFire = cellsOf(ship);
    std::optional<ShotOutcome> last;
    for (Coord c : shipCellsToFire) {
        const auto fired = fireAs(match, Player::One, c);
        QVERIFY(fired);
        // Marks come with the sinking shot only.
        if (fired->result != ShotResult::Sunk)
            QVERIFY(fired->markedEmpty.empty());
        last = *fired;
    }
    QCOMPARE(last->result, ShotResult::Sunk);
    const std::vector<Coord> expected = cellsOf(marked);
    QCOMPARE(sorted(last->markedEmpty), sorted(expected));

    // The view: the new marks, and everything else as it was apart from the ship itself.
    const ShotChart& view = match.view(Player::One);
    for (int i = 0; i < kCellCount; ++i) {
        const Coord c = coordAt(i);
        if (std::find(expected.begin(), expected.end(), c) != expected.end()) {
            QCOMPARE(view.at(c), CellKnowledge::MarkedEmpty);
            QVERIFY(!view.canFireAt(c));
        } else if (std::find(shipCellsToFire.begin(), shipCellsToFire.end(), c) != shipCellsToFire.end()) {
            QCOMPARE(view.at(c), CellKnowledge::Sunk);
        } else {
            QCOMPARE(view.at(c), before.at(c));
        }
    }
    for (Coord c : cellsOf(missesFirst))
        QCOMPARE(view.at(c), CellKnowledge::Miss);
    // Marks are not shots.
    QCOMPARE(view.shotsFired(), before.shotsFired() + int(shipCellsToFire.size()));

    // Firing at a marked cell is refused and the turn stays with the shooter.
    QCOMPARE(match.turn(), std::optional<Player>(Player::One));
    for (Coord c : expected) {
        const Match snapshot = match;
        const auto fired = match.fire(Player::One, c);
        QVERIFY(!fired);
        QCOMPARE(fired.error(), ShotError::KnownEmpty);
        QVERIFY(match == snapshot);
        QCOMPARE(match.turn(), std::optional<Player>(Player::One));
    }
}

void TestMatchSinking::markAroundSunkSideContactOnly()
{
    // Custom: ships may meet at a corner, so only side neighbours are proven empty.
    const Ruleset rules = sideContactMarked();
    QVERIFY(checkRuleset(rules).empty());
    Match match = battle(rules, kStandardOne, kCornerTouching);
    QCOMPARE(match.phase(), MatchPhase::Battle);

    std::optional<ShotOutcome> last;
    for (Coord c : cellsOf("C3 D3 E3")) {
        const auto fired = fireAs(match, Player::One, c);
        QVERIFY(fired);
        last = *fired;
    }
    QCOMPARE(last->result, ShotResult::Sunk);
    QCOMPARE(last->sunk->ship, (ShipId{2, 0}));
    QCOMPARE(sorted(last->markedEmpty), cellsOf("C2 D2 E2 B3 F3 C4 D4 E4"));

    const ShotChart& view = match.view(Player::One);
    // The corners stay unknown: one of them, F4, is the Submarine's bow.
    for (Coord c : cellsOf("B2 F2 B4 F4"))
        QCOMPARE(view.at(c), CellKnowledge::Unknown);
    QCOMPARE(countCells(view, {CellKnowledge::MarkedEmpty}), 8);

    QVERIFY(opponentMisses(match, Player::One)); // the turn passed after the sink
    const auto refused = match.fire(Player::One, cell("F3"));
    QVERIFY(!refused);
    QCOMPARE(refused.error(), ShotError::KnownEmpty);
    const auto corner = match.fire(Player::One, cell("F4"));
    QVERIFY(corner);
    QCOMPARE(corner->result, ShotResult::Hit);
}

void TestMatchSinking::noMarkingWithoutTheRule_data()
{
    QTest::addColumn<Ruleset>("rules");
    QTest::addColumn<QString>("one");
    QTest::addColumn<QString>("two");
    QTest::addColumn<QString>("ship");       // one of Two's ships, sunk by One
    QTest::addColumn<QString>("neighbours"); // water around it

    QTest::newRow("Standard") << Ruleset::standard() << kStandardOne << kStandardTwo << "C1 C2 C3 C4"
                              << "B1 D1 B5 C5 D5";
    QTest::newRow("Standard, shoot again")
        << withShootAgain(Ruleset::standard(), true) << kStandardOne << kStandardTwo << "J10"
        << "I9 J9 I10";
    QTest::newRow("Hasbro") << Ruleset::hasbro() << kHasbroOne << kHasbroTwo << "J2 J3"
                            << "J1 I1 J4";
    Ruleset classicUnmarked = Ruleset::classic();
    classicUnmarked.markAroundSunk = false;
    QTest::newRow("Classic with marking off") << classicUnmarked << kClassicOne << kClassicTwo << "J10"
                                              << "I9 J9 I10";
}

void TestMatchSinking::noMarkingWithoutTheRule()
{
    QFETCH(Ruleset, rules);
    QFETCH(QString, one);
    QFETCH(QString, two);
    QFETCH(QString, ship);
    QFETCH(QString, neighbours);

    QVERIFY(!rules.markAroundSunk);
    Match match(rules, Player::One);
    QVERIFY(match.submitFleet(Player::One, layoutOf(rules, one.toLatin1().constData())));
    QVERIFY(match.submitFleet(Player::Two, layoutOf(rules, two.toLatin1().constData())));
    std::optional<ShotOutcome> last;
    for (Coord c : cellsOf(ship)) {
        const auto fired = fireAs(match, Player::One, c);
        QVERIFY(fired);
        QVERIFY(fired->markedEmpty.empty());
        last = *fired;
    }
    QCOMPARE(last->result, ShotResult::Sunk);
    QCOMPARE(countCells(match.view(Player::One), {CellKnowledge::MarkedEmpty}), 0);
    // The water around it may still be fired at.
    for (Coord c : cellsOf(neighbours)) {
        QCOMPARE(match.view(Player::One).at(c), CellKnowledge::Unknown);
        QVERIFY(match.view(Player::One).canFireAt(c));
        const auto fired = fireAs(match, Player::One, c);
        QVERIFY(fired);
        QCOMPARE(fired->result, ShotResult::Miss);
    }
}

QTEST_APPLESS_MAIN(TestMatchSinking)
#include "tst_match_sinking.moc"
