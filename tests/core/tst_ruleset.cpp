// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/fleetfit.h"
#include "core/layoutproblem.h"
#include "core/ruleset.h"

#include <QTest>

#include <algorithm>
#include <set>

using namespace seabattle;

Q_DECLARE_METATYPE(seabattle::Ruleset)
Q_DECLARE_METATYPE(seabattle::RulesetProblem::Kind)

namespace {

// "Name:length×count, …" for comparing a whole fleet in one line.
QString describe(const std::vector<ShipClass>& fleet)
{
    QStringList parts;
    for (const ShipClass& c : fleet)
        parts << QStringLiteral("%1:%2x%3").arg(QString::fromStdString(c.name)).arg(c.length).arg(c.count);
    return parts.join(QStringLiteral(", "));
}

Ruleset custom(std::vector<ShipClass> fleet, TouchingRule touching = TouchingRule::NoContact)
{
    Ruleset rules = Ruleset::forPreset(Preset::Custom);
    rules.fleet = std::move(fleet);
    rules.touching = touching;
    return rules;
}

bool hasProblem(const std::vector<RulesetProblem>& problems, RulesetProblem::Kind kind, int shipClass = -1)
{
    for (const RulesetProblem& p : problems)
        if (p.kind == kind && (shipClass < 0 || p.shipClass == shipClass))
            return true;
    return false;
}

} // namespace

class TestRuleset : public QObject {
    Q_OBJECT

private slots:
    void presetsMatchRules_data();
    void presetsMatchRules();
    void presetsArePlayable();
    void everyPresetIsOneEntry();
    void shipClassesAreKnownByKind();
    void standardHasEighteenCellsNotSeventeen();
    void customStartsFromStandard();
    void shipsAreListedInCanonicalOrder();
    void customProblems_data();
    void customProblems();
    void reportsEveryProblemAtOnce();
    void customFleetsThatFit_data();
    void customFleetsThatFit();
    void fitSearchIsBounded();
    void fitSearchProvesImpossibility();
    void shuffledSearchFindsCrowdedFleets();
};

void TestRuleset::presetsMatchRules_data()
{
    QTest::addColumn<Ruleset>("rules");
    QTest::addColumn<QString>("fleet");
    QTest::addColumn<int>("ships");
    QTest::addColumn<int>("cells");
    QTest::addColumn<int>("touching");
    QTest::addColumn<bool>("shootAgain");
    QTest::addColumn<bool>("markAround");

    // docs/RULES.md, the "Presets" table.
    QTest::newRow("Standard")
        << Ruleset::standard()
        << "Carrier:5x1, Battleship:4x1, Cruiser:3x1, Submarine:3x1, Destroyer:2x1, Patrol boat:1x1" << 6
        << 18 << int(TouchingRule::NoContact) << false << false;
    QTest::newRow("Classic") << Ruleset::classic()
                             << "Battleship:4x1, Cruiser:3x2, Destroyer:2x3, Torpedo boat:1x4" << 10 << 20
                             << int(TouchingRule::NoContact) << true << true;
    QTest::newRow("Hasbro") << Ruleset::hasbro()
                            << "Carrier:5x1, Battleship:4x1, Cruiser:3x1, Submarine:3x1, Destroyer:2x1" << 5
                            << 17 << int(TouchingRule::Allowed) << false << false;
}

// A preset is a value of Preset and its key: kPresets, kNamedPresets and the key lookups follow.
void TestRuleset::everyPresetIsOneEntry()
{
    QCOMPARE(kPresets.size(), kPresetKeys.size());
    QCOMPARE(kPresets.front(), Preset::Standard);
    std::set<std::string_view> keys;
    for (std::size_t i = 0; i < kPresets.size(); ++i) {
        const Preset preset = kPresets[i];
        QCOMPARE(std::size_t(preset), i);
        QVERIFY(keys.insert(keyOf(preset)).second);
        QVERIFY(presetFromKey(keyOf(preset)) == preset);
        QCOMPARE(Ruleset::forPreset(preset).preset, preset);
        QVERIFY2(Ruleset::forPreset(preset).shipCount() > 0, kPresetKeys[i]);
        const bool named =
            std::find(kNamedPresets.begin(), kNamedPresets.end(), preset) != kNamedPresets.end();
        QCOMPARE(named, preset != Preset::Custom);
    }
    QVERIFY(!presetFromKey("Standard")); // keys are case-sensitive
}

void TestRuleset::presetsMatchRules()
{
    QFETCH(Ruleset, rules);
    QFETCH(QString, fleet);
    QFETCH(int, ships);
    QFETCH(int, cells);
    QFETCH(int, touching);
    QFETCH(bool, shootAgain);
    QFETCH(bool, markAround);

    QCOMPARE(describe(rules.fleet), fleet);
    QCOMPARE(rules.shipCount(), ships);
    QCOMPARE(rules.fleetCells(), cells);
    QCOMPARE(int(rules.touching), touching);
    QCOMPARE(rules.shootAgainAfterHit, shootAgain);
    QCOMPARE(rules.markAroundSunk, markAround);
    QCOMPARE(Ruleset::forPreset(rules.preset), rules);
}

void TestRuleset::presetsArePlayable()
{
    for (const Ruleset& rules : {Ruleset::standard(), Ruleset::classic(), Ruleset::hasbro()}) {
        QVERIFY(checkRuleset(rules).empty());
        // The house rule "Shoot again after a hit" keeps Standard playable.
        Ruleset withHouseRule = rules;
        withHouseRule.shootAgainAfterHit = true;
        QVERIFY(checkRuleset(withHouseRule).empty());
    }
}

void TestRuleset::standardHasEighteenCellsNotSeventeen()
{
    // The seed text says 17 cells; its own fleet table totals 18, and the table wins.
    QCOMPARE(Ruleset::standard().fleetCells(), 5 + 4 + 3 + 3 + 2 + 1);
    QVERIFY(Ruleset::standard().fleetCells() != 17);
    // Totals follow the fleet, never a constant.
    Ruleset changed = Ruleset::standard();
    changed.fleet.back().count = 3;
    QCOMPARE(changed.fleetCells(), 20);
    QCOMPARE(changed.shipCount(), 8);
}

void TestRuleset::customStartsFromStandard()
{
    const Ruleset rules = Ruleset::forPreset(Preset::Custom);
    QCOMPARE(rules.preset, Preset::Custom);
    QCOMPARE(rules.fleet, Ruleset::standard().fleet);
    QVERIFY(checkRuleset(rules).empty());
}

void TestRuleset::shipsAreListedInCanonicalOrder()
{
    const std::vector<ShipId> ships = Ruleset::classic().ships();
    const std::vector<ShipId> expected = {{0, 0}, {1, 0}, {1, 1}, {2, 0}, {2, 1},
                                          {2, 2}, {3, 0}, {3, 1}, {3, 2}, {3, 3}};
    QVERIFY(ships == expected);
    QCOMPARE(Ruleset::classic().lengthOf({1, 1}), 3);
    QCOMPARE(Ruleset::classic().lengthOf({3, 2}), 1);
}

void TestRuleset::customProblems_data()
{
    using Kind = RulesetProblem::Kind;
    QTest::addColumn<Ruleset>("rules");
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<int>("shipClass");

    QTest::newRow("empty fleet") << custom({}) << Kind::NoShips << -1;
    QTest::newRow("all counts zero") << custom({{"Cruiser", 3, 0}, {"Destroyer", 2, 0}}) << Kind::NoShips
                                     << -1;
    QTest::newRow("length 0") << custom({{"Cruiser", 3, 1}, {"Raft", 0, 1}}) << Kind::LengthOutOfRange << 1;
    QTest::newRow("length 7") << custom({{"Giant", 7, 1}}) << Kind::LengthOutOfRange << 0;
    QTest::newRow("count 10") << custom({{"Boat", 1, 10}}, TouchingRule::Allowed) << Kind::CountOutOfRange
                              << 0;
    QTest::newRow("count -1") << custom({{"Cruiser", 3, 1}, {"Boat", 1, -1}}) << Kind::CountOutOfRange << 1;
    QTest::newRow("unnamed class") << custom({{"", 3, 1}}) << Kind::UnnamedClass << 0;
    QTest::newRow("duplicate name") << custom({{"Cruiser", 3, 1}, {"Cruiser", 2, 1}})
                                    << Kind::DuplicateClassName << 1;
    QTest::newRow("27 ships") << custom({{"A", 1, 9}, {"B", 1, 9}, {"C", 1, 9}}, TouchingRule::Allowed)
                              << Kind::TooManyShips << -1;
    Ruleset marking = custom({{"Cruiser", 3, 2}}, TouchingRule::Allowed);
    marking.markAroundSunk = true;
    QTest::newRow("marking around sunk ships that may touch")
        << marking << Kind::MarkAroundSunkNeedsSpacing << -1;
    // 9 × 6-cell ships need 9 × 14 of the 121 cells of the extended grid: provably too many.
    QTest::newRow("too big to fit without contact")
        << custom({{"Long", 6, 9}}) << Kind::FleetDoesNotFit << -1;
    QTest::newRow("more cells than the grid")
        << custom({{"A", 6, 9}, {"B", 6, 9}}, TouchingRule::Allowed) << Kind::FleetDoesNotFit << -1;
    // 26 single cells with no contact cannot fit (at most 25 do), and no cheap bound shows it:
    // the bounded search gives up and says so rather than hanging.
    QTest::newRow("too crowded to prove")
        << custom({{"A", 1, 9}, {"B", 1, 9}, {"C", 1, 8}}) << Kind::FitUnproven << -1;
}

void TestRuleset::customProblems()
{
    QFETCH(Ruleset, rules);
    QFETCH(RulesetProblem::Kind, kind);
    QFETCH(int, shipClass);
    const std::vector<RulesetProblem> problems = checkRuleset(rules);
    QVERIFY2(hasProblem(problems, kind, shipClass), qPrintable(QString::number(problems.size())));
    if (shipClass >= 0) {
        const auto it = std::find_if(problems.begin(), problems.end(),
                                     [&](const RulesetProblem& p) { return p.kind == kind; });
        QCOMPARE(it->shipClass, shipClass);
    }
}

void TestRuleset::reportsEveryProblemAtOnce()
{
    using Kind = RulesetProblem::Kind;
    Ruleset rules = custom({{"", 0, 1}, {"Boat", 2, 12}, {"Boat", 3, 1}}, TouchingRule::Allowed);
    rules.markAroundSunk = true;
    const std::vector<RulesetProblem> problems = checkRuleset(rules);
    QVERIFY(hasProblem(problems, Kind::LengthOutOfRange, 0));
    QVERIFY(hasProblem(problems, Kind::UnnamedClass, 0));
    QVERIFY(hasProblem(problems, Kind::CountOutOfRange, 1));
    QVERIFY(hasProblem(problems, Kind::DuplicateClassName, 2));
    QVERIFY(hasProblem(problems, Kind::MarkAroundSunkNeedsSpacing));
    QCOMPARE(int(problems.size()), 5);
}

void TestRuleset::customFleetsThatFit_data()
{
    QTest::addColumn<Ruleset>("rules");
    QTest::newRow("one patrol boat") << custom({{"Patrol boat", 1, 1}});
    QTest::newRow("25 single cells without contact") << custom({{"A", 1, 9}, {"B", 1, 9}, {"C", 1, 7}});
    QTest::newRow("six 6-cell ships without contact") << custom({{"Long", 6, 6}});
    QTest::newRow("crowded, touching allowed") << custom({{"A", 6, 9}, {"B", 5, 9}}, TouchingRule::Allowed);
    QTest::newRow("eight 6-cell ships, no side contact")
        << custom({{"Long", 6, 8}}, TouchingRule::NoSideContact);
    Ruleset sideMarking = custom({{"Cruiser", 3, 2}, {"Boat", 1, 3}}, TouchingRule::NoSideContact);
    sideMarking.markAroundSunk = true;
    QTest::newRow("marking with no side contact") << sideMarking;
}

void TestRuleset::customFleetsThatFit()
{
    QFETCH(Ruleset, rules);
    QVERIFY(checkRuleset(rules).empty());
    // The proof is a real layout: complete and legal.
    const FleetFit fit = findFleetLayout(rules);
    QCOMPARE(fit.verdict, FleetFit::Verdict::Fits);
    QVERIFY(checkLayout(fit.layout, rules).empty());
    QCOMPARE(fit.layout.size(), rules.shipCount());
}

void TestRuleset::fitSearchIsBounded()
{
    const Ruleset crowded = custom({{"A", 1, 9}, {"B", 1, 9}, {"C", 1, 8}});
    for (std::int64_t budget : {1LL, 100LL, 10'000LL}) {
        const FleetFit fit = findFleetLayout(crowded, budget);
        QCOMPARE(fit.verdict, FleetFit::Verdict::Unknown);
        QVERIFY(fit.triedBerths <= budget + 1);
        QVERIFY(fit.layout.isEmpty());
    }
}

void TestRuleset::fitSearchProvesImpossibility()
{
    // 108 cells of ships on a 100-cell grid: the search itself proves it, trying nothing.
    const FleetFit fit = findFleetLayout(custom({{"A", 6, 9}, {"B", 6, 9}}, TouchingRule::Allowed));
    QCOMPARE(fit.verdict, FleetFit::Verdict::DoesNotFit);
    // A class longer than the grid has no berth at all.
    QCOMPARE(findFleetLayout(custom({{"Too long", 11, 1}})).verdict, FleetFit::Verdict::DoesNotFit);
}

void TestRuleset::shuffledSearchFindsCrowdedFleets()
{
    // A random order of berths is still a sound search (ships of a class share one order): it
    // finds fleets that fit and never calls a fitting fleet impossible.
    const Ruleset crowded = custom({{"A", 1, 9}, {"B", 1, 9}, {"C", 1, 2}}); // 20 single cells, no contact
    const Ruleset packed = custom({{"A", 1, 9}, {"B", 1, 9}, {"C", 1, 7}});  // 25: one way up to symmetry
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        Rng rng(seed);
        const FleetFit fit = findFleetLayout(crowded, kDefaultFitBudget, &rng);
        QCOMPARE(fit.verdict, FleetFit::Verdict::Fits);
        QVERIFY(checkLayout(fit.layout, crowded).empty());
        QVERIFY(findFleetLayout(packed, 20'000, &rng).verdict != FleetFit::Verdict::DoesNotFit);
    }
}

// A class is known by its kind, its key and length in one table: every class of a preset is one,
// at its own length; a key reads back as its kind; a Custom fleet's own name is no kind.
void TestRuleset::shipClassesAreKnownByKind()
{
    for (std::size_t i = 0; i < kShipKinds.size(); ++i) {
        const auto kind = ShipKind(i);
        QCOMPARE(shipKindNamed(keyOf(kind)), std::optional(kind));
        QCOMPARE(ShipClass::of(kind, 2), (ShipClass{std::string(keyOf(kind)), lengthOf(kind), 2}));
    }
    for (const Preset preset : kNamedPresets)
        for (const ShipClass& shipClass : Ruleset::forPreset(preset).fleet) {
            QVERIFY2(shipClass.kind(), shipClass.name.c_str());
            QCOMPARE(shipClass.length, lengthOf(*shipClass.kind()));
        }
    QCOMPARE(ShipClass({"Dinghy", 1, 1}).kind(), std::nullopt);
    QCOMPARE(ShipClass({"carrier", 5, 1}).kind(), std::nullopt); // keys are exact
    QCOMPARE(Ruleset::classic().fleet.back(), ShipClass::of(ShipKind::TorpedoBoat, 4));
}

QTEST_APPLESS_MAIN(TestRuleset)
#include "tst_ruleset.moc"
