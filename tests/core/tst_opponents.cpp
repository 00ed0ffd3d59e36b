// SPDX-License-Identifier: GPL-3.0-or-later
// The computer opponents: they see only what a person would, reason by the rules, finish what
// they hit, and each level plays legal shots and lays legal fleets (the Admiral's own: tst_admiral).
#include "coretestsupport.h"

#include "core/ai/computeropponent.h"
#include "core/ai/density.h"
#include "core/ai/huntandtarget.h"
#include "core/ai/seaknowledge.h"
#include "core/answer.h"
#include "core/layoutproblem.h"

#include <QTest>

#include <cmath>
#include <type_traits>

using namespace seabattle;

Q_DECLARE_METATYPE(seabattle::OpponentLevel)

namespace {

// What the attacker learns by firing at `targets` in turn against `fleet`.
ShotChart viewAfter(const FleetLayout& fleet, const Ruleset& rules, const std::vector<Coord>& targets)
{
    ShotChart view;
    for (Coord target : targets)
        view.record(answerShot(fleet, view, rules, {Player::One, target}));
    return view;
}

std::vector<Coord> cells(const char* names)
{
    std::vector<Coord> result;
    for (const QString& word : QString::fromLatin1(names).split(u' ', Qt::SkipEmptyParts))
        result.push_back(cell(word.toLatin1().constData()));
    return result;
}

bool contains(const std::vector<Coord>& list, Coord c)
{
    return std::find(list.begin(), list.end(), c) != list.end();
}

void addLevels()
{
    QTest::addColumn<OpponentLevel>("level");
    for (OpponentLevel level : kOpponentLevels)
        QTest::newRow(keyOf(level).data()) << level;
}

// Classic, with the Battleship at A1–D1 sunk: its border is certainly water.
constexpr const char* kClassicBattleshipTop = "AAAA......\n"
                                              "......B...\n"
                                              "......B...\n"
                                              "C.....B...\n"
                                              "C.........\n"
                                              "C...D.E..F\n"
                                              "....D.E..F\n"
                                              "..........\n"
                                              "G.H...I.J.\n"
                                              "..........\n";

} // namespace

class TestOpponents : public QObject {
    Q_OBJECT

private slots:
    void seesOnlyTheShotChart_data() { addLevels(); }
    void seesOnlyTheShotChart();
    void samePositionSameRandomStateSameShot_data() { addLevels(); }
    void samePositionSameRandomStateSameShot();
    void neverFiresIntoTheBorderOfASunkShip_data() { addLevels(); }
    void neverFiresIntoTheBorderOfASunkShip();
    void neverFiresDiagonallyToAHitWithoutContact_data() { addLevels(); }
    void neverFiresDiagonallyToAHitWithoutContact();
    void onlyFiresWhereTheRulesAllow_data() { addLevels(); }
    void onlyFiresWhereTheRulesAllow();
    void followsUpAHit_data();
    void followsUpAHit();
    void finishesAShipAfterAHit_data();
    void finishesAShipAfterAHit();
    void easyWandersOffSometimes();
    void parityWhileTheShortestShipAllowsIt();
    void noParityWhileAOneCellShipIsAfloat();
    void possibleBerthsRespectWhatIsKnown();
    void densityPrefersTheOpenSea();
    void placesLegalFleets_data() { addLevels(); }
    void placesLegalFleets();
    void levelKeysRoundTrip();
};

void TestOpponents::seesOnlyTheShotChart()
{
    // By construction: the decision takes the view, the rules and a generator, and at most the
    // odds of the enemy's habits learned from earlier games; nothing else.
    using Plain = Coord (*)(OpponentLevel, const ShotChart&, const Ruleset&, Rng&);
    using Learned = Coord (*)(OpponentLevel, const ShotChart&, const Ruleset&, Rng&, const BerthOdds&);
    [[maybe_unused]] const Plain plain = &chooseShot;
    [[maybe_unused]] const Learned learned = &chooseShot;
    // And in play: two different fleets that have answered the same shots the same way leave
    // the same view, so every level makes the same choice against either.
    QFETCH(OpponentLevel, level);
    const Ruleset rules = Ruleset::standard();
    const FleetLayout one = layoutOf(rules, kStandardOne);
    const FleetLayout two = layoutOf(rules, kStandardTwo);
    const std::vector<Coord> probes = cells("J1 J3 J5 I8 H10 F8 E7 D10 C9 B8"); // water in both fleets
    const ShotChart viewOne = viewAfter(one, rules, probes);
    const ShotChart viewTwo = viewAfter(two, rules, probes);
    QCOMPARE(viewOne, viewTwo);
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        Rng a(seed);
        Rng b(seed);
        QCOMPARE(chooseShot(level, viewOne, rules, a), chooseShot(level, viewTwo, rules, b));
    }
}

void TestOpponents::samePositionSameRandomStateSameShot()
{
    QFETCH(OpponentLevel, level);
    const Ruleset rules = Ruleset::classic();
    const ShotChart view = viewAfter(layoutOf(rules, kClassicOne), rules, cells("E5 A1 B1 J10 F6"));
    std::vector<Coord> first;
    std::vector<Coord> again;
    Rng a(99);
    Rng b(99);
    for (int i = 0; i < 10; ++i) {
        first.push_back(chooseShot(level, view, rules, a));
        again.push_back(chooseShot(level, view, rules, b));
    }
    QCOMPARE(first, again);
}

void TestOpponents::neverFiresIntoTheBorderOfASunkShip()
{
    QFETCH(OpponentLevel, level);
    Ruleset rules = Ruleset::classic();
    rules.markAroundSunk = false; // the opponent must infer the border itself
    const FleetLayout fleet = layoutOf(rules, kClassicBattleshipTop);
    const ShotChart view = viewAfter(fleet, rules, cells("A1 B1 C1 D1"));
    QCOMPARE(view.sunkShips().size(), std::size_t(1));
    const std::vector<Coord> border = cellsProvenEmptyAround(view.sunkShips().front().cells, rules.touching);
    QCOMPARE(int(border.size()), 6); // E1 and A2–E2
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
        Rng rng(seed);
        const Coord shot = chooseShot(level, view, rules, rng);
        QVERIFY2(!contains(border, shot), formatCoord(shot).c_str());
        QVERIFY(view.canFireAt(shot));
    }
}

void TestOpponents::neverFiresDiagonallyToAHitWithoutContact()
{
    QFETCH(OpponentLevel, level);
    const Ruleset rules = Ruleset::classic();
    const FleetLayout fleet = layoutOf(rules, kClassicBattleshipTop);
    const ShotChart view = viewAfter(fleet, rules, cells("G2")); // the Cruiser, not sunk
    const std::vector<Coord> diagonals = cells("F1 H1 F3 H3");
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
        Rng rng(seed);
        const Coord shot = chooseShot(level, view, rules, rng);
        QVERIFY2(!contains(diagonals, shot), formatCoord(shot).c_str());
    }
}

void TestOpponents::onlyFiresWhereTheRulesAllow()
{
    // Whole games under every preset: every shot is one the rules accept, and the game ends.
    QFETCH(OpponentLevel, level);
    const int games = level == OpponentLevel::Admiral ? 4 : 30;
    for (const Ruleset& rules : {Ruleset::standard(), Ruleset::classic(), Ruleset::hasbro()}) {
        Rng rng(7);
        for (int game = 0; game < games; ++game) {
            const FleetLayout fleet = *randomLayout(rules, rng);
            ShotChart view;
            bool sunk = false;
            while (!sunk) {
                const Coord shot = chooseShot(level, view, rules, rng);
                QVERIFY2(view.canFireAt(shot), formatCoord(shot).c_str());
                const ShotOutcome outcome = answerShot(fleet, view, rules, {Player::One, shot});
                view.record(outcome);
                sunk = outcome.fleetSunk;
                QVERIFY(view.shotsFired() <= kCellCount);
            }
            QCOMPARE(view.hits(), rules.fleetCells());
        }
    }
}

void TestOpponents::followsUpAHit_data()
{
    QTest::addColumn<OpponentLevel>("level");
    QTest::addColumn<QString>("shots");
    QTest::addColumn<QString>("expected"); // every shot the level may take next
    // The Admiral is left out: it weighs whole fleets, and a cell two steps away can be as
    // likely as a neighbour (another ship may lie there); finishesAShipAfterAHit covers it.
    for (OpponentLevel level : {OpponentLevel::Medium, OpponentLevel::Hard}) {
        const std::string name(keyOf(level));
        // One hit on the Battleship E5–E8 (Standard): a side neighbour next.
        QTest::newRow((name + ", one hit").c_str()) << level << "E6"
                                                    << "E5 E7 D6 F6";
        // Two hits in a column: extend the line.
        QTest::newRow((name + ", two hits").c_str()) << level << "E6 E7"
                                                     << "E5 E8";
        // The line is blocked above: only downwards.
        QTest::newRow((name + ", blocked above").c_str()) << level << "E4 E5 E6"
                                                          << "E7";
    }
}

void TestOpponents::followsUpAHit()
{
    QFETCH(OpponentLevel, level);
    QFETCH(QString, shots);
    QFETCH(QString, expected);
    const Ruleset rules = Ruleset::standard();
    FleetLayout fleet = layoutOf(rules, kStandardOne);
    fleet.place({{1, 0}, cell("E5"), Orientation::Vertical, 4});   // the Battleship, E5–E8
    fleet.place({{3, 0}, cell("A6"), Orientation::Horizontal, 3}); // out of its way
    QVERIFY(checkLayout(fleet, rules).empty());
    const ShotChart view = viewAfter(fleet, rules, cells(shots.toLatin1().constData()));
    const std::vector<Coord> allowed = cells(expected.toLatin1().constData());
    for (std::uint64_t seed = 0; seed < 30; ++seed) {
        Rng rng(seed);
        const Coord shot = chooseShot(level, view, rules, rng);
        QVERIFY2(contains(allowed, shot), formatCoord(shot).c_str());
    }
}

void TestOpponents::finishesAShipAfterAHit_data()
{
    addLevels();
}

void TestOpponents::finishesAShipAfterAHit()
{
    // After a first hit amidships, the Carrier sinks within 10 shots (its 4 other cells, a miss
    // or two to learn its direction, and perhaps a neighbour hit by the way) for every level
    // but Easy, which often wanders off.
    QFETCH(OpponentLevel, level);
    const Ruleset rules = Ruleset::standard();
    const auto carrierSunk = [](const ShotChart& view) {
        const auto isCarrier = [](const SunkShip& s) { return s.ship == ShipId{0, 0}; };
        return std::any_of(view.sunkShips().begin(), view.sunkShips().end(), isCarrier);
    };
    Rng rng(17);
    int slowFinishes = 0;
    for (int game = 0; game < 10; ++game) {
        const FleetLayout fleet = *randomLayout(rules, rng);
        ShotChart view = viewAfter(fleet, rules, {fleet.placementOf({0, 0})->cell(2)});
        int shots = 0;
        while (!carrierSunk(view)) {
            view.record(answerShot(fleet, view, rules, {Player::One, chooseShot(level, view, rules, rng)}));
            ++shots;
        }
        slowFinishes += shots > 10;
    }
    if (level == OpponentLevel::Easy)
        QVERIFY(slowFinishes > 0);
    else
        QCOMPARE(slowFinishes, 0);
}

void TestOpponents::easyWandersOffSometimes()
{
    const Ruleset rules = Ruleset::standard();
    FleetLayout fleet = layoutOf(rules, kStandardOne);
    const ShotChart view = viewAfter(fleet, rules, cells("C1")); // the Carrier, hit
    const std::vector<Coord> neighbours = cells("B1 D1 C2");
    int followed = 0;
    for (std::uint64_t seed = 0; seed < 600; ++seed) {
        Rng rng(seed);
        followed += contains(neighbours, chooseShot(OpponentLevel::Easy, view, rules, rng));
    }
    // Easy follows up on about 1 shot in 6 (plus the odd random shot that lands there).
    QVERIFY2(followed > 50 && followed < 200, qPrintable(QString::number(followed)));
}

void TestOpponents::parityWhileTheShortestShipAllowsIt()
{
    const Ruleset rules = Ruleset::hasbro(); // shortest ship: the Destroyer, 2
    const SeaKnowledge sea = readSea(ShotChart{}, rules);
    QCOMPARE(sea.shortestAfloat(rules), 2);
    Rng rng(1);
    const std::vector<Coord> hunt = huntCells(sea, rules, rng);
    QCOMPARE(int(hunt.size()), kCellCount / 2);
    const int parity = (hunt.front().column + hunt.front().row) % 2;
    for (Coord c : hunt)
        QCOMPARE((c.column + c.row) % 2, parity);
}

void TestOpponents::noParityWhileAOneCellShipIsAfloat()
{
    // Standard's Patrol boat is 1 cell: a checkerboard could miss it (RULES.md's seed flaw).
    const Ruleset standard = Ruleset::standard();
    Rng rng(1);
    const SeaKnowledge start = readSea(ShotChart{}, standard);
    QCOMPARE(start.shortestAfloat(standard), 1);
    QCOMPARE(int(huntCells(start, standard, rng).size()), kCellCount);

    // Classic with only the Torpedo boats left: every open cell is a candidate.
    const Ruleset classic = Ruleset::classic();
    const FleetLayout fleet = layoutOf(classic, kClassicBattleshipTop);
    const ShotChart view =
        viewAfter(fleet, classic, cells("A1 B1 C1 D1 G2 G3 G4 A4 A5 A6 E6 E7 G6 G7 J6 J7"));
    QCOMPARE(view.sunkShips().size(), std::size_t(6));
    const SeaKnowledge sea = readSea(view, classic);
    QCOMPARE(sea.shortestAfloat(classic), 1);
    QCOMPARE(huntCells(sea, classic, rng), openCells(sea));
    QVERIFY(!openCells(sea).empty());
}

void TestOpponents::possibleBerthsRespectWhatIsKnown()
{
    const Ruleset rules = Ruleset::classic();
    const FleetLayout fleet = layoutOf(rules, kClassicBattleshipTop);
    const ShotChart view = viewAfter(fleet, rules, cells("G2 G3 H5"));
    const SeaKnowledge sea = readSea(view, rules);
    for (const Berth* b : possibleBerths(3, sea, rules.touching)) {
        QVERIFY((b->cells & sea.excluded).none());
        // A Cruiser either runs through both hits or keeps clear of them.
        const bool throughG2 = b->cells.test(std::size_t(cellIndex(cell("G2"))));
        const bool throughG3 = b->cells.test(std::size_t(cellIndex(cell("G3"))));
        QCOMPARE(throughG2, throughG3);
    }
    // A 2-cell ship lying exactly on both hits would have been announced sunk.
    for (const Berth* b : possibleBerths(2, sea, rules.touching))
        QVERIFY((b->cells & ~sea.hits).any());
}

void TestOpponents::densityPrefersTheOpenSea()
{
    // Ships lie more often across the middle than in a corner.
    const Ruleset rules = Ruleset::hasbro();
    const SeaKnowledge sea = readSea(ShotChart{}, rules);
    const Grid<double> density = shipDensity(sea, rules);
    QVERIFY(density[cell("E5")] > density[cell("A1")]);
    QVERIFY(density[cell("F6")] > density[cell("J10")]);
    for (Coord best : bestCells(density, sea))
        QVERIFY(best.column >= 3 && best.column <= 6 && best.row >= 3 && best.row <= 6);
}

void TestOpponents::placesLegalFleets()
{
    QFETCH(OpponentLevel, level);
    for (const Ruleset& rules : {Ruleset::standard(), Ruleset::classic(), Ruleset::hasbro()}) {
        Rng rng(3);
        for (int i = 0; i < 40; ++i) {
            const auto fleet = placeFleet(level, rules, rng);
            QVERIFY(fleet.has_value());
            QVERIFY(checkLayout(*fleet, rules).empty());
        }
    }
}

void TestOpponents::levelKeysRoundTrip()
{
    for (OpponentLevel level : kOpponentLevels)
        QCOMPARE(opponentLevelFromKey(keyOf(level)), std::optional<OpponentLevel>(level));
    QVERIFY(!opponentLevelFromKey("Hard").has_value());
    QVERIFY(!opponentLevelFromKey("").has_value());
}

QTEST_APPLESS_MAIN(TestOpponents)
#include "tst_opponents.moc"
