// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/layoutproblem.h"
#include "core/layouttext.h"
#include "coretestsupport.h"

#include <QTest>

using namespace seabattle;

Q_DECLARE_METATYPE(seabattle::TouchingRule)
Q_DECLARE_METATYPE(seabattle::Contact)

namespace {

constexpr auto H = Orientation::Horizontal;
constexpr auto V = Orientation::Vertical;
using Kind = LayoutProblem::Kind;

// Two ships of a custom fleet (a Cruiser of 3 and a Destroyer of 2) under `rule`.
Ruleset twoShips(TouchingRule rule)
{
    Ruleset rules = Ruleset::forPreset(Preset::Custom);
    rules.fleet = {{"Cruiser", 3, 1}, {"Destroyer", 2, 1}};
    rules.touching = rule;
    return rules;
}

std::vector<LayoutProblem> problemsOfKind(const std::vector<LayoutProblem>& all, Kind kind)
{
    std::vector<LayoutProblem> result;
    std::copy_if(all.begin(), all.end(), std::back_inserter(result),
                 [&](const LayoutProblem& p) { return p.kind == kind; });
    return result;
}

} // namespace

class TestFleetLayout : public QObject {
    Q_OBJECT

private slots:
    void placeReplacesAndRemoves();
    void oneCellShipsHaveOneForm();
    void shipAtFindsCoveringShip();
    void legalPresetLayouts_data();
    void legalPresetLayouts();
    void shipsOnEveryEdgeAndCorner();
    void contactUnderEachRule_data();
    void contactUnderEachRule();
    void touchingNamesBothShipsAndCells();
    void outsideTheGrid_data();
    void outsideTheGrid();
    void overlapNamesSharedCells();
    void wrongCountPerClass();
    void wrongLength();
    void unknownShip();
    void everyProblemIsReported();
    void checkPlacementForDragging();
    void provenEmptyCells();
};

void TestFleetLayout::placeReplacesAndRemoves()
{
    FleetLayout layout;
    QVERIFY(layout.isEmpty());
    layout.place({{1, 0}, {2, 3}, H, 3});
    layout.place({{0, 0}, {0, 0}, V, 5});
    QCOMPARE(layout.size(), 2);
    QCOMPARE(layout.placements().front().ship, (ShipId{0, 0})); // kept sorted by ship
    layout.place({{1, 0}, {5, 5}, V, 3});                       // moving replaces
    QCOMPARE(layout.size(), 2);
    QCOMPARE(layout.placementOf({1, 0})->bow, (Coord{5, 5}));
    QVERIFY(layout.remove({1, 0}));
    QVERIFY(!layout.remove({1, 0}));
    QVERIFY(!layout.isPlaced({1, 0}));
    layout.clear();
    QVERIFY(layout.isEmpty());
}

void TestFleetLayout::oneCellShipsHaveOneForm()
{
    FleetLayout a;
    FleetLayout b;
    a.place({{5, 0}, {3, 3}, V, 1});
    b.place({{5, 0}, {3, 3}, H, 1});
    QCOMPARE(a, b);
}

void TestFleetLayout::shipAtFindsCoveringShip()
{
    FleetLayout layout;
    layout.place({{0, 0}, {2, 1}, V, 4}); // C2–C5
    QCOMPARE(layout.shipAt({2, 1}), std::optional<ShipId>(ShipId{0, 0}));
    QCOMPARE(layout.shipAt({2, 4}), std::optional<ShipId>(ShipId{0, 0}));
    QVERIFY(!layout.shipAt({2, 5}));
    QVERIFY(!layout.shipAt({3, 1}));
}

void TestFleetLayout::legalPresetLayouts_data()
{
    QTest::addColumn<Ruleset>("rules");
    QTest::addColumn<QString>("text");
    QTest::newRow("Standard") << Ruleset::standard() << kStandardUpright;
    QTest::newRow("Classic") << Ruleset::classic() << kClassicOne;
    QTest::newRow("Classic, ships on edges") << Ruleset::classic() << kClassicTwo;
    QTest::newRow("Hasbro, ships side by side") << Ruleset::hasbro()
                                                << "AAAAA.....\n"
                                                   "BBBB......\n"
                                                   "CCC.......\n"
                                                   "DDD.......\n"
                                                   "EE........\n"
                                                   "..........\n"
                                                   "..........\n"
                                                   "..........\n"
                                                   "..........\n"
                                                   "..........\n";
}

void TestFleetLayout::legalPresetLayouts()
{
    QFETCH(Ruleset, rules);
    QFETCH(QString, text);
    const FleetLayout layout = layoutOf(rules, text.toUtf8().constData());
    const auto problems = checkLayout(layout, rules);
    QVERIFY2(problems.empty(), qPrintable(QString::number(problems.size())));
}

void TestFleetLayout::shipsOnEveryEdgeAndCorner()
{
    // Ships along all four edges and in two corners, legal under no contact; then one in each corner.
    const Ruleset rules = Ruleset::standard();
    const FleetLayout layout = layoutOf(rules, "AAAAA....B\n"
                                               ".........B\n"
                                               "C........B\n"
                                               "C........B\n"
                                               "C.........\n"
                                               "..........\n"
                                               "D........F\n"
                                               "D.........\n"
                                               "D.........\n"
                                               "......EE..\n");
    QVERIFY(checkLayout(layout, rules).empty());
    FleetLayout corners;
    const Ruleset four = [] {
        Ruleset r = Ruleset::forPreset(Preset::Custom);
        r.fleet = {{"Boat", 1, 4}};
        return r;
    }();
    corners.place({{0, 0}, {0, 0}, H, 1});
    corners.place({{0, 1}, {9, 0}, H, 1});
    corners.place({{0, 2}, {0, 9}, H, 1});
    corners.place({{0, 3}, {9, 9}, H, 1});
    QVERIFY(checkLayout(corners, four).empty());
}

void TestFleetLayout::contactUnderEachRule_data()
{
    QTest::addColumn<TouchingRule>("rule");
    QTest::addColumn<Coord>("destroyerBow");
    QTest::addColumn<Orientation>("destroyerOrientation");
    QTest::addColumn<Contact>("contact"); // Contact::None: legal

    // The Cruiser lies at B2–D2 in every row.
    const Coord belowSide{1, 2}; // B3–C3: shares sides with B2 and C2
    const Coord diagonal{4, 2};  // E3–F3: touches D2 by the corner only
    const Coord apart{5, 2};     // F3–G3: one clear cell

    QTest::newRow("side, allowed") << TouchingRule::Allowed << belowSide << H << Contact::None;
    QTest::newRow("side, no side contact") << TouchingRule::NoSideContact << belowSide << H << Contact::Side;
    QTest::newRow("side, no contact") << TouchingRule::NoContact << belowSide << H << Contact::Side;
    QTest::newRow("corner, allowed") << TouchingRule::Allowed << diagonal << H << Contact::None;
    QTest::newRow("corner, no side contact") << TouchingRule::NoSideContact << diagonal << H << Contact::None;
    QTest::newRow("corner, no contact") << TouchingRule::NoContact << diagonal << H << Contact::Corner;
    QTest::newRow("apart, no contact") << TouchingRule::NoContact << apart << H << Contact::None;
    QTest::newRow("end to end, no contact") << TouchingRule::NoContact << Coord{4, 1} << H << Contact::Side;
    QTest::newRow("vertical corner, no contact")
        << TouchingRule::NoContact << Coord{0, 2} << V << Contact::Corner;
}

void TestFleetLayout::contactUnderEachRule()
{
    QFETCH(TouchingRule, rule);
    QFETCH(Coord, destroyerBow);
    QFETCH(Orientation, destroyerOrientation);
    QFETCH(Contact, contact);
    const Ruleset rules = twoShips(rule);
    FleetLayout layout;
    layout.place({{0, 0}, {1, 1}, H, 3});
    layout.place({{1, 0}, destroyerBow, destroyerOrientation, 2});
    const auto touching = problemsOfKind(checkLayout(layout, rules), Kind::Touching);
    if (contact == Contact::None) {
        QVERIFY(touching.empty());
        QVERIFY(checkLayout(layout, rules).empty());
    } else {
        QCOMPARE(int(touching.size()), 1);
        QCOMPARE(touching.front().contact, contact);
    }
}

void TestFleetLayout::touchingNamesBothShipsAndCells()
{
    const Ruleset rules = Ruleset::standard();
    FleetLayout layout;
    layout.place({{2, 0}, {1, 1}, H, 3}); // Cruiser B2–D2
    layout.place({{4, 0}, {4, 2}, V, 2}); // Destroyer E3–E4: corner of D2
    const auto problems = problemsOfKind(checkLayout(layout, rules), Kind::Touching);
    QCOMPARE(int(problems.size()), 1);
    QCOMPARE(problems[0].ships, (std::vector<ShipId>{{2, 0}, {4, 0}}));
    QCOMPARE(problems[0].cells, (std::vector<Coord>{{4, 2}})); // E3 of the Destroyer
    QCOMPARE(problems[0].contact, Contact::Corner);
}

void TestFleetLayout::outsideTheGrid_data()
{
    QTest::addColumn<Coord>("bow");
    QTest::addColumn<Orientation>("orientation");
    QTest::addColumn<int>("cellsOff");
    QTest::newRow("past the right edge") << Coord{8, 0} << H << 1;
    QTest::newRow("past the bottom edge") << Coord{0, 9} << V << 2;
    QTest::newRow("left of A") << Coord{-1, 4} << H << 1;
    QTest::newRow("above row 1") << Coord{4, -2} << V << 2;
    QTest::newRow("wholly outside") << Coord{12, 12} << H << 3;
}

void TestFleetLayout::outsideTheGrid()
{
    QFETCH(Coord, bow);
    QFETCH(Orientation, orientation);
    QFETCH(int, cellsOff);
    const Ruleset rules = twoShips(TouchingRule::NoContact);
    FleetLayout layout;
    layout.place({{0, 0}, bow, orientation, 3});
    const auto off = problemsOfKind(checkLayout(layout, rules), Kind::OutsideGrid);
    QCOMPARE(int(off.size()), 1);
    QCOMPARE(off[0].ships, (std::vector<ShipId>{{0, 0}}));
    QCOMPARE(int(off[0].cells.size()), cellsOff);
    for (Coord c : off[0].cells)
        QVERIFY(!isOnBoard(c));
}

void TestFleetLayout::overlapNamesSharedCells()
{
    const Ruleset rules = twoShips(TouchingRule::Allowed);
    FleetLayout layout;
    layout.place({{0, 0}, {2, 2}, H, 3}); // C3–E3
    layout.place({{1, 0}, {3, 1}, V, 2}); // D2–D3
    const auto problems = checkLayout(layout, rules);
    QCOMPARE(int(problems.size()), 1);
    QCOMPARE(problems[0].kind, Kind::Overlap);
    QCOMPARE(problems[0].cells, (std::vector<Coord>{{3, 2}}));
}

void TestFleetLayout::wrongCountPerClass()
{
    const Ruleset rules = Ruleset::classic();
    FleetLayout layout;
    layout.place({{1, 0}, {0, 0}, H, 3}); // one of two Cruisers
    const auto counts = problemsOfKind(checkLayout(layout, rules), Kind::WrongCount);
    QCOMPARE(int(counts.size()), 4); // every class is short
    const auto cruisers =
        std::find_if(counts.begin(), counts.end(), [](const LayoutProblem& p) { return p.shipClass == 1; });
    QCOMPARE(cruisers->expected, 2);
    QCOMPARE(cruisers->actual, 1);
}

void TestFleetLayout::wrongLength()
{
    const Ruleset rules = twoShips(TouchingRule::NoContact);
    FleetLayout layout;
    layout.place({{0, 0}, {0, 0}, H, 4}); // a Cruiser four cells long
    layout.place({{1, 0}, {0, 5}, H, 2});
    const auto problems = checkLayout(layout, rules);
    QCOMPARE(int(problems.size()), 1);
    QCOMPARE(problems[0].kind, Kind::WrongLength);
    QCOMPARE(problems[0].expected, 3);
    QCOMPARE(problems[0].actual, 4);
}

void TestFleetLayout::unknownShip()
{
    const Ruleset rules = twoShips(TouchingRule::NoContact);
    FleetLayout layout;
    layout.place({{0, 0}, {0, 0}, H, 3});
    layout.place({{1, 0}, {0, 5}, H, 2});
    layout.place({{1, 1}, {0, 8}, H, 2}); // a second Destroyer the fleet does not have
    layout.place({{7, 0}, {6, 8}, H, 2}); // a class that does not exist
    const auto unknown = problemsOfKind(checkLayout(layout, rules), Kind::UnknownShip);
    QCOMPARE(int(unknown.size()), 2);
    QCOMPARE(unknown[0].ships.front(), (ShipId{1, 1}));
    QCOMPARE(unknown[1].ships.front(), (ShipId{7, 0}));
    QVERIFY(problemsOfKind(checkLayout(layout, rules), Kind::WrongCount).empty());
}

void TestFleetLayout::everyProblemIsReported()
{
    const Ruleset rules = Ruleset::standard();
    FleetLayout layout;
    layout.place({{0, 0}, {7, 0}, H, 5}); // Carrier off the right edge
    layout.place({{1, 0}, {0, 2}, H, 4}); // Battleship A3–D3
    layout.place({{2, 0}, {2, 2}, V, 3}); // Cruiser over the Battleship
    layout.place({{3, 0}, {4, 3}, H, 3}); // Submarine touching the Battleship's corner
    const auto problems = checkLayout(layout, rules);
    QCOMPARE(int(problemsOfKind(problems, Kind::OutsideGrid).size()), 1);
    QCOMPARE(int(problemsOfKind(problems, Kind::Overlap).size()), 1);
    QVERIFY(!problemsOfKind(problems, Kind::Touching).empty());
    QCOMPARE(int(problemsOfKind(problems, Kind::WrongCount).size()), 2); // Destroyer, Patrol boat
}

void TestFleetLayout::checkPlacementForDragging()
{
    const Ruleset rules = Ruleset::standard();
    FleetLayout layout;
    layout.place({{2, 0}, {3, 3}, V, 3}); // Cruiser D4–D6
    layout.place({{4, 0}, {0, 0}, H, 2}); // Destroyer A1–B1

    // Dragging the Destroyer next to the Cruiser: its old place is ignored.
    const Placement ghost{{4, 0}, {4, 4}, H, 2}; // E5–F5
    const auto problems = checkPlacement(layout, ghost, rules);
    QCOMPARE(int(problems.size()), 1);
    QCOMPARE(problems[0].kind, Kind::Touching);
    QCOMPARE(problems[0].ships, (std::vector<ShipId>{{4, 0}, {2, 0}}));
    QCOMPARE(problems[0].contact, Contact::Side);
    // "touches the Cruiser at D4, D5, D6": the Cruiser's cells next to the ghost.
    QCOMPARE(problems[0].cells, (std::vector<Coord>{{3, 3}, {3, 4}, {3, 5}}));

    QVERIFY(checkPlacement(layout, {{4, 0}, {7, 8}, H, 2}, rules).empty());
    const auto off = checkPlacement(layout, {{4, 0}, {9, 9}, H, 2}, rules);
    QCOMPARE(off.front().kind, Kind::OutsideGrid);
}

void TestFleetLayout::provenEmptyCells()
{
    const std::vector<Coord> corner = {{0, 0}, {1, 0}}; // A1–B1
    QVERIFY(cellsProvenEmptyAround(corner, TouchingRule::Allowed).empty());
    QCOMPARE(cellsProvenEmptyAround(corner, TouchingRule::NoSideContact),
             (std::vector<Coord>{{2, 0}, {0, 1}, {1, 1}}));
    QCOMPARE(cellsProvenEmptyAround(corner, TouchingRule::NoContact),
             (std::vector<Coord>{{2, 0}, {0, 1}, {1, 1}, {2, 1}}));
    // A 1-cell ship in open water: 8 neighbours, 4 of them by side.
    QCOMPARE(int(cellsProvenEmptyAround({{4, 4}}, TouchingRule::NoContact).size()), 8);
    QCOMPARE(int(cellsProvenEmptyAround({{4, 4}}, TouchingRule::NoSideContact).size()), 4);
}

QTEST_APPLESS_MAIN(TestFleetLayout)
#include "tst_fleetlayout.moc"
