// SPDX-License-Identifier: GPL-3.0-or-later
// Match, the judge of a game: placement, shots and their results, the turn rule, marking around
// sunk ships, the win, forfeits and who fires first (docs/RULES.md). Fixtures are drawn in
// the layout text form of core/layouttext.h; cells are named as players name them ("G3").
#include "core/layouttext.h"
#include "core/match.h"
#include "coretestsupport.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <vector>

using namespace seabattle;

// Printers for the types only this suite compares; the shared ones are in coretestsupport.h.
namespace seabattle {

char* toString(Coord c)
{
    if (isOnBoard(c))
        return qstrdup(formatCoord(c).c_str());
    return qstrdup(("{" + std::to_string(c.column) + ", " + std::to_string(c.row) + "}").c_str());
}

char* toString(ShipId ship)
{
    return qstrdup(
        ("ShipId{" + std::to_string(ship.shipClass) + ", " + std::to_string(ship.number) + "}").c_str());
}

char* toString(ShotResult r)
{
    return nameOf(r, {"Miss", "Hit", "Sunk"});
}
char* toString(CellKnowledge k)
{
    return nameOf(k, {"Unknown", "Miss", "Hit", "Sunk", "MarkedEmpty"});
}
char* toString(ForfeitError e)
{
    return nameOf(e, {"MatchOver", "NotAForfeit"});
}

char* toString(const std::vector<Coord>& cells)
{
    std::string text;
    for (Coord c : cells)
        text += (text.empty() ? "" : " ") + (isOnBoard(c) ? formatCoord(c) : std::string("?"));
    return qstrdup(("[" + text + "]").c_str());
}

} // namespace seabattle

Q_DECLARE_METATYPE(seabattle::FleetLayout)
Q_DECLARE_METATYPE(seabattle::FirstShooter)
Q_DECLARE_METATYPE(seabattle::Coord)
Q_DECLARE_METATYPE(seabattle::ShipId)

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

// "G3 G4 G5" → those cells, in the order written.
std::vector<Coord> cellsOf(const QString& text)
{
    std::vector<Coord> cells;
    for (const QString& word : text.split(u' ', Qt::SkipEmptyParts)) {
        const auto coord = parseCoord(word.toStdString());
        if (!coord)
            qFatal("bad coordinate in a fixture: %s", qPrintable(word));
        cells.push_back(*coord);
    }
    return cells;
}

std::vector<Coord> sorted(std::vector<Coord> cells)
{
    std::sort(cells.begin(), cells.end(), [](Coord a, Coord b) { return cellIndex(a) < cellIndex(b); });
    return cells;
}

// Both fleets in: the battle has begun. The caller verifies phase() before relying on it.
Match battle(const Ruleset& rules, const char* one, const char* two, Player first = Player::One)
{
    Match match(rules, first);
    (void)match.submitFleet(Player::One, layoutOf(rules, one));
    (void)match.submitFleet(Player::Two, layoutOf(rules, two));
    return match;
}

// The opponent of `player` misses once at the last water cell it has not fired at, which hands
// the turn back to `player` under every ruleset.
bool opponentMisses(Match& match, Player player)
{
    const Player other = opponent(player);
    if (match.turn() != other)
        return false;
    for (int i = kCellCount - 1; i >= 0; --i) {
        const Coord c = coordAt(i);
        if (!match.fleet(player)->shipAt(c) && match.view(other).canFireAt(c)) {
            const auto fired = match.fire(other, c);
            return fired && fired->result == ShotResult::Miss && match.turn() == player;
        }
    }
    return false;
}

// Fires `player`'s shot, letting the opponent miss first if it is the opponent's turn.
Expected<ShotOutcome, ShotError> fireAs(Match& match, Player player, Coord target)
{
    if (match.turn() == opponent(player) && !opponentMisses(match, player))
        return Unexpected{ShotError::NotYourTurn}; // the opponent could not hand the turn back
    return match.fire(player, target);
}

// Every cell of `player`'s fleet.
std::vector<Coord> shipCells(const Match& match, Player player)
{
    std::vector<Coord> cells;
    for (const Placement& p : match.fleet(player)->placements())
        for (Coord c : p.cells())
            cells.push_back(c);
    return cells;
}

int countCells(const ShotChart& view, std::initializer_list<CellKnowledge> kinds)
{
    int count = 0;
    for (int i = 0; i < kCellCount; ++i)
        if (std::find(kinds.begin(), kinds.end(), view.at(coordAt(i))) != kinds.end())
            ++count;
    return count;
}

// The view tells nothing but the truth about `sea`: Hit and Sunk only on ship cells, Miss and
// MarkedEmpty only on water.
bool viewIsTruthful(const ShotChart& view, const FleetLayout& sea)
{
    for (int i = 0; i < kCellCount; ++i) {
        const Coord c = coordAt(i);
        const bool ship = sea.shipAt(c).has_value();
        switch (view.at(c)) {
        case CellKnowledge::Hit:
        case CellKnowledge::Sunk:
            if (!ship)
                return false;
            break;
        case CellKnowledge::Miss:
        case CellKnowledge::MarkedEmpty:
            if (ship)
                return false;
            break;
        case CellKnowledge::Unknown:
            break;
        }
    }
    return true;
}

} // namespace

class TestMatch : public QObject {
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

    // Shots
    void refusedShotChangesNothing_data();
    void refusedShotChangesNothing();
    void shotResultsAndViews();
    void sunkNamesShipAndCells_data();
    void sunkNamesShipAndCells();
    void shotErrorAgreesWithView();

    // Turn rule
    void turnRule_data();
    void turnRule();

    // Marking around sunk ships
    void markAroundSunkClassic_data();
    void markAroundSunkClassic();
    void markAroundSunkSideContactOnly();
    void noMarkingWithoutTheRule_data();
    void noMarkingWithoutTheRule();

    // The win
    void fullGameToWin_data();
    void fullGameToWin();

    // Forfeits
    void forfeitEndsMatch_data();
    void forfeitEndsMatch();
    void forfeitAfterWinRefused();
    void fleetSunkIsNotAForfeit();

    // Who fires first
    void firstShooterPolicy_data();
    void firstShooterPolicy();

    // Property: random games always end in a fair win
    void randomGamesEndInWin_data();
    void randomGamesEndInWin();
};

// ---------------------------------------------------------------------------------------------
// Placement

void TestMatch::placementRefusesShots()
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

void TestMatch::battleStartsWithFirstShooter_data()
{
    QTest::addColumn<Player>("first");
    QTest::addColumn<Player>("submitsFirst");

    QTest::newRow("One fires first, One submits first") << Player::One << Player::One;
    QTest::newRow("One fires first, Two submits first") << Player::One << Player::Two;
    QTest::newRow("Two fires first, One submits first") << Player::Two << Player::One;
    QTest::newRow("Two fires first, Two submits first") << Player::Two << Player::Two;
}

void TestMatch::battleStartsWithFirstShooter()
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

void TestMatch::illegalLayoutRejected_data()
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

void TestMatch::illegalLayoutRejected()
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

void TestMatch::secondSubmitRejected()
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

void TestMatch::submitAfterPlacementRejected()
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
// Shots

void TestMatch::refusedShotChangesNothing_data()
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

void TestMatch::refusedShotChangesNothing()
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

void TestMatch::shotResultsAndViews()
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

void TestMatch::sunkNamesShipAndCells_data()
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

void TestMatch::sunkNamesShipAndCells()
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

void TestMatch::shotErrorAgreesWithView()
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

void TestMatch::turnRule_data()
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

void TestMatch::turnRule()
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

// ---------------------------------------------------------------------------------------------
// Marking around sunk ships

void TestMatch::markAroundSunkClassic_data()
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

void TestMatch::markAroundSunkClassic()
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

void TestMatch::markAroundSunkSideContactOnly()
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

void TestMatch::noMarkingWithoutTheRule_data()
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

void TestMatch::noMarkingWithoutTheRule()
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

// ---------------------------------------------------------------------------------------------
// The win

void TestMatch::fullGameToWin_data()
{
    QTest::addColumn<Ruleset>("rules");
    QTest::addColumn<QString>("one");
    QTest::addColumn<QString>("two");
    QTest::addColumn<Player>("first");
    QTest::addColumn<int>("fleetCells"); // RULES.md's fleet table

    const Ruleset standard = Ruleset::standard();
    const Ruleset classic = Ruleset::classic();
    const Ruleset hasbro = Ruleset::hasbro();
    // Standard: 18, not the seed text's "17".
    QTest::newRow("Standard") << standard << kStandardOne << kStandardTwo << Player::One << 18;
    QTest::newRow("Standard, Two first") << standard << kStandardOne << kStandardTwo << Player::Two << 18;
    QTest::newRow("Standard, shoot again")
        << withShootAgain(standard, true) << kStandardOne << kStandardTwo << Player::One << 18;
    QTest::newRow("Classic") << classic << kClassicOne << kClassicTwo << Player::One << 20;
    QTest::newRow("Classic, Two first") << classic << kClassicTwo << kClassicOne << Player::Two << 20;
    QTest::newRow("Classic without shoot again")
        << withShootAgain(classic, false) << kClassicOne << kClassicTwo << Player::Two << 20;
    QTest::newRow("Hasbro") << hasbro << kHasbroOne << kHasbroTwo << Player::One << 17;
    QTest::newRow("Hasbro, shoot again")
        << withShootAgain(hasbro, true) << kHasbroOne << kHasbroTwo << Player::Two << 17;
}

void TestMatch::fullGameToWin()
{
    QFETCH(Ruleset, rules);
    QFETCH(QString, one);
    QFETCH(QString, two);
    QFETCH(Player, first);
    QFETCH(int, fleetCells);

    QCOMPARE(rules.fleetCells(), fleetCells);
    Match match(rules, first);
    QVERIFY(match.submitFleet(Player::One, layoutOf(rules, one.toLatin1().constData())));
    QVERIFY(match.submitFleet(Player::Two, layoutOf(rules, two.toLatin1().constData())));

    // One sweeps the grid in reading order, Two backwards from J10; each skips cells its view rules out.
    std::array<int, 2> next = {0, kCellCount - 1};
    std::optional<ShotOutcome> last;
    int shots = 0;
    while (match.phase() == MatchPhase::Battle) {
        QVERIFY2(++shots <= 2 * kCellCount, "the game does not end");
        const Player shooter = *match.turn();
        const std::size_t i = std::size_t(indexOf(shooter));
        const int step = shooter == Player::One ? 1 : -1;
        while (next[i] >= 0 && next[i] < kCellCount && !match.view(shooter).canFireAt(coordAt(next[i])))
            next[i] += step;
        QVERIFY(next[i] >= 0 && next[i] < kCellCount);
        const auto fired = match.fire(shooter, coordAt(next[i]));
        QVERIFY(fired);
        last = *fired;
        if (!fired->fleetSunk) {
            // Not over yet: the turn follows the rule.
            const bool again = rules.shootAgainAfterHit && fired->result != ShotResult::Miss;
            QCOMPARE(fired->nextShooter, std::optional<Player>(again ? shooter : opponent(shooter)));
            QCOMPARE(match.turn(), fired->nextShooter);
            QVERIFY(match.view(shooter).hits() < fleetCells);
        }
    }

    const Player winner = last->shot.shooter;
    const Player loser = opponent(winner);
    QCOMPARE(last->result, ShotResult::Sunk);
    QVERIFY(last->fleetSunk);
    QCOMPARE(last->nextShooter, std::optional<Player>());
    QCOMPARE(match.result(), std::optional<MatchResult>(MatchResult{winner, EndReason::FleetSunk}));
    QCOMPARE(match.phase(), MatchPhase::Over);
    QCOMPARE(match.turn(), std::optional<Player>());

    // Every cell of the loser's fleet was hit, and every ship announced sunk.
    const ShotChart& view = match.view(winner);
    QCOMPARE(view.hits(), fleetCells);
    QCOMPARE(countCells(view, {CellKnowledge::Hit, CellKnowledge::Sunk}), fleetCells);
    for (Coord c : shipCells(match, loser))
        QCOMPARE(view.at(c), CellKnowledge::Sunk);
    QCOMPARE(int(view.sunkShips().size()), rules.shipCount());
    std::vector<ShipId> sunkIds;
    for (const SunkShip& s : view.sunkShips())
        sunkIds.push_back(s.ship);
    std::sort(sunkIds.begin(), sunkIds.end());
    QVERIFY(sunkIds == rules.ships());
    QCOMPARE(match.shipsAfloat(loser), 0);
    QVERIFY(match.shipsAfloat(winner) > 0);
    QVERIFY(match.view(loser).hits() < fleetCells);
    QVERIFY(viewIsTruthful(match.view(winner), *match.fleet(loser)));
    QVERIFY(viewIsTruthful(match.view(loser), *match.fleet(winner)));

    // Nothing more may be fired, by either player, anywhere.
    const Match over = match;
    for (Player p : {Player::One, Player::Two}) {
        for (int i = 0; i < kCellCount; ++i) {
            const auto fired = match.fire(p, coordAt(i));
            QVERIFY(!fired);
            QCOMPARE(fired.error(), ShotError::MatchOver);
        }
    }
    QVERIFY(match == over);
}

// ---------------------------------------------------------------------------------------------
// Forfeits

void TestMatch::forfeitEndsMatch_data()
{
    QTest::addColumn<int>("fleetsIn"); // 0 or 1: placement; 2: battle
    QTest::addColumn<Player>("loser");
    QTest::addColumn<EndReason>("reason");

    const struct {
        const char* name;
        EndReason reason;
    } reasons[] = {{"resignation", EndReason::Resignation},
                   {"rule violation", EndReason::RuleViolation},
                   {"disconnection", EndReason::Disconnection}};
    const char* stages[] = {"placement, no fleet", "placement, One's fleet in", "battle"};
    for (const auto& r : reasons)
        for (int fleetsIn = 0; fleetsIn < 3; ++fleetsIn)
            for (Player loser : {Player::One, Player::Two})
                QTest::addRow("%s in %s, %s loses", r.name, stages[fleetsIn],
                              loser == Player::One ? "One" : "Two")
                    << fleetsIn << loser << r.reason;
}

void TestMatch::forfeitEndsMatch()
{
    QFETCH(int, fleetsIn);
    QFETCH(Player, loser);
    QFETCH(EndReason, reason);

    const Ruleset rules = Ruleset::standard();
    Match match(rules, Player::One);
    if (fleetsIn >= 1)
        QVERIFY(match.submitFleet(Player::One, layoutOf(rules, kStandardOne)));
    if (fleetsIn == 2) {
        QVERIFY(match.submitFleet(Player::Two, layoutOf(rules, kStandardTwo)));
        QVERIFY(match.fire(Player::One, cell("A1")));
        QVERIFY(match.fire(Player::Two, cell("J10")));
    }
    QCOMPARE(match.phase(), fleetsIn == 2 ? MatchPhase::Battle : MatchPhase::Placement);

    QVERIFY(match.forfeit(loser, reason));
    QCOMPARE(match.result(), std::optional<MatchResult>(MatchResult{opponent(loser), reason}));
    QCOMPARE(match.phase(), MatchPhase::Over);
    QCOMPARE(match.turn(), std::optional<Player>());

    // Over is over: no shot, no fleet, no second forfeit by anyone.
    const Match over = match;
    for (Player p : {Player::One, Player::Two}) {
        const auto fired = match.fire(p, cell("E5"));
        QVERIFY(!fired);
        QCOMPARE(fired.error(), ShotError::MatchOver);
        const auto again = match.forfeit(p, EndReason::Resignation);
        QVERIFY(!again);
        QCOMPARE(again.error(), ForfeitError::MatchOver);
    }
    const auto late = match.submitFleet(Player::Two, layoutOf(rules, kStandardTwo));
    QVERIFY(!late);
    QCOMPARE(late.error().kind, FleetRejection::Kind::NotInPlacement);
    QVERIFY(match == over);
    QCOMPARE(match.result(), std::optional<MatchResult>(MatchResult{opponent(loser), reason}));
}

void TestMatch::forfeitAfterWinRefused()
{
    const Ruleset rules = oneBoat();
    Match match(rules, Player::Two);
    const FleetLayout boat = layoutOf(rules, kBoatAtE4);
    QVERIFY(match.submitFleet(Player::One, boat));
    QVERIFY(match.submitFleet(Player::Two, boat));
    const auto fired = match.fire(Player::Two, cell("E4"));
    QVERIFY(fired);
    QVERIFY(fired->fleetSunk);
    const MatchResult won{Player::Two, EndReason::FleetSunk};
    QCOMPARE(match.result(), std::optional<MatchResult>(won));

    // The loser cannot turn the defeat into a forfeit, nor the winner into a loss.
    const Match over = match;
    for (Player p : {Player::One, Player::Two})
        for (EndReason reason :
             {EndReason::Resignation, EndReason::RuleViolation, EndReason::Disconnection}) {
            const auto forfeited = match.forfeit(p, reason);
            QVERIFY(!forfeited);
            QCOMPARE(forfeited.error(), ForfeitError::MatchOver);
        }
    QVERIFY(match == over);
    QCOMPARE(match.result(), std::optional<MatchResult>(won));
}

void TestMatch::fleetSunkIsNotAForfeit()
{
    const Ruleset rules = Ruleset::standard();
    Match placement(rules, Player::One);
    Match battling = battle(rules, kStandardOne, kStandardTwo);
    QVERIFY(battling.fire(Player::One, cell("A1")));
    for (Match* match : {&placement, &battling}) {
        const Match before = *match;
        for (Player p : {Player::One, Player::Two}) {
            const auto forfeited = match->forfeit(p, EndReason::FleetSunk);
            QVERIFY(!forfeited);
            QCOMPARE(forfeited.error(), ForfeitError::NotAForfeit);
        }
        QVERIFY(*match == before);
        QCOMPARE(match->result(), std::optional<MatchResult>());
    }
    QCOMPARE(battling.turn(), std::optional<Player>(Player::Two));
}

// ---------------------------------------------------------------------------------------------
// Who fires first

void TestMatch::firstShooterPolicy_data()
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

void TestMatch::firstShooterPolicy()
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

// ---------------------------------------------------------------------------------------------
// Property: random games

void TestMatch::randomGamesEndInWin_data()
{
    addRandomGameRows({{1001, 300}, {1002, 100}, {2001, 300}, {3001, 300}, {4001, 100}});
}

void TestMatch::randomGamesEndInWin()
{
    forEachRandomGame([](Match& match, const Ruleset& rules, Rng& rng, const char* where) {
        std::array<int, 2> shots{};
        std::vector<Coord> open;
        while (match.phase() == MatchPhase::Battle) {
            const Player shooter = *match.turn();
            open.clear();
            for (int i = 0; i < kCellCount; ++i)
                if (match.view(shooter).canFireAt(coordAt(i)))
                    open.push_back(coordAt(i));
            QVERIFY2(!open.empty(), where);
            const auto fired = match.fire(shooter, open[randomBelow(rng, open.size())]);
            QVERIFY2(fired, where);
            QVERIFY2(++shots[std::size_t(indexOf(shooter))] <= kCellCount, where);
            // An outcome is consistent with itself and with the match.
            QVERIFY2(fired->sunk.has_value() == (fired->result == ShotResult::Sunk), where);
            QVERIFY2(fired->markedEmpty.empty() || (fired->sunk && rules.markAroundSunk), where);
            QVERIFY2(fired->fleetSunk == !fired->nextShooter.has_value(), where);
            QVERIFY2(match.turn() == fired->nextShooter, where);
        }

        QVERIFY2(match.result() && match.result()->reason == EndReason::FleetSunk, where);
        const Player winner = match.result()->winner;
        const Player loser = opponent(winner);
        const ShotChart& view = match.view(winner);
        QVERIFY2(view.hits() == rules.fleetCells(), where);
        QVERIFY2(countCells(view, {CellKnowledge::Hit, CellKnowledge::Sunk}) == rules.fleetCells(), where);
        QVERIFY2(int(view.sunkShips().size()) == rules.shipCount(), where);
        QVERIFY2(match.shipsAfloat(loser) == 0 && match.shipsAfloat(winner) > 0, where);
        QVERIFY2(match.view(loser).hits() < rules.fleetCells(), where);
        QVERIFY2(viewIsTruthful(view, *match.fleet(loser)), where);
        QVERIFY2(viewIsTruthful(match.view(loser), *match.fleet(winner)), where);
        QVERIFY2(view.shotsFired() == shots[std::size_t(indexOf(winner))], where);
        QVERIFY2(shots[0] <= kCellCount && shots[1] <= kCellCount, where);
        QVERIFY2(int(match.history().shots.size()) == shots[0] + shots[1], where);
    });
}

QTEST_APPLESS_MAIN(TestMatch)
#include "tst_match.moc"
