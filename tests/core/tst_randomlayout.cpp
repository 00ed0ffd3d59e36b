// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/berth.h"
#include "core/layoutproblem.h"
#include "core/layouttext.h"
#include "core/randomlayout.h"

#include <QTest>

#include <cmath>
#include <map>

using namespace seabattle;

Q_DECLARE_METATYPE(seabattle::Ruleset)

namespace {

// A fleet small enough to count every legal layout: a Cruiser and a Destroyer, no contact.
Ruleset cruiserAndDestroyer()
{
    Ruleset rules = Ruleset::forPreset(Preset::Custom);
    rules.fleet = {{"Cruiser", 3, 1}, {"Destroyer", 2, 1}};
    return rules;
}

int berthIndexOf(const Placement& p, const std::vector<Berth>& all)
{
    for (std::size_t i = 0; i < all.size(); ++i)
        if (all[i].bow == p.bow && all[i].orientation == p.orientation)
            return int(i);
    return -1;
}

// Pearson's chi-square of observed Cruiser berth counts against the exact probabilities of a
// uniform choice among all legal layouts (each Cruiser berth weighs as many layouts as it leaves
// Destroyer berths).
double chiSquareAgainstUniformLayouts(const std::vector<int>& observed, int samples)
{
    const Ruleset rules = cruiserAndDestroyer();
    const auto& cruisers = berths(3, rules.touching);
    const auto& destroyers = berths(2, rules.touching);
    std::vector<double> layoutsPerCruiserBerth(cruisers.size(), 0);
    double total = 0;
    for (std::size_t c = 0; c < cruisers.size(); ++c) {
        for (const Berth& d : destroyers)
            if ((cruisers[c].zone & d.cells).none())
                ++layoutsPerCruiserBerth[c];
        total += layoutsPerCruiserBerth[c];
    }
    double chi = 0;
    for (std::size_t c = 0; c < cruisers.size(); ++c) {
        const double expected = samples * layoutsPerCruiserBerth[c] / total;
        chi += (observed[c] - expected) * (observed[c] - expected) / expected;
    }
    return chi;
}

} // namespace

class TestRandomLayout : public QObject {
    Q_OBJECT

private slots:
    void thousandsOfLayoutsAreLegal_data();
    void thousandsOfLayoutsAreLegal();
    void sameSeedSameLayouts();
    void layoutsVary();
    void drawsUniformlyAmongLegalLayouts();
    void crowdedCustomFleetStillGetsALegalLayout();
    void unplaceableFleetGivesNothing();
    void completesAPartialFleet();
    void refusesToCompleteAnIllegalFleet();
};

void TestRandomLayout::thousandsOfLayoutsAreLegal_data()
{
    QTest::addColumn<Ruleset>("rules");
    QTest::newRow("Standard") << Ruleset::standard();
    QTest::newRow("Classic") << Ruleset::classic();
    QTest::newRow("Hasbro") << Ruleset::hasbro();
    Ruleset sideOnly = Ruleset::classic();
    sideOnly.preset = Preset::Custom;
    sideOnly.touching = TouchingRule::NoSideContact;
    QTest::newRow("Classic fleet, corners may touch") << sideOnly;
}

void TestRandomLayout::thousandsOfLayoutsAreLegal()
{
    QFETCH(Ruleset, rules);
    Rng rng(20261129);
    for (int i = 0; i < 3000; ++i) {
        const auto layout = randomLayout(rules, rng);
        QVERIFY(layout.has_value());
        QCOMPARE(layout->size(), rules.shipCount());
        const auto problems = checkLayout(*layout, rules);
        QVERIFY2(problems.empty(), formatLayout(*layout, rules).c_str());
    }
}

void TestRandomLayout::sameSeedSameLayouts()
{
    Rng a(42);
    Rng b(42);
    for (int i = 0; i < 50; ++i)
        QCOMPARE(*randomLayout(Ruleset::classic(), a), *randomLayout(Ruleset::classic(), b));
}

void TestRandomLayout::layoutsVary()
{
    Rng rng(3);
    std::map<std::string, int> seen;
    for (int i = 0; i < 200; ++i)
        ++seen[formatLayout(*randomLayout(Ruleset::standard(), rng), Ruleset::standard())];
    QCOMPARE(int(seen.size()), 200); // billions of layouts: no repeat in 200 draws
}

void TestRandomLayout::drawsUniformlyAmongLegalLayouts()
{
    const Ruleset rules = cruiserAndDestroyer();
    const auto& cruisers = berths(3, rules.touching);
    const int samples = 100'000;
    const int categories = int(cruisers.size());
    // Chi-square with 159 degrees of freedom: a uniform sampler stays under 159 + 6·√318 ≈ 266.
    const double limit = (categories - 1) + 6 * std::sqrt(2.0 * (categories - 1));

    Rng rng(11);
    std::vector<int> observed(cruisers.size(), 0);
    for (int i = 0; i < samples; ++i)
        ++observed[std::size_t(berthIndexOf(*randomLayout(rules, rng)->placementOf({0, 0}), cruisers))];
    const double uniform = chiSquareAgainstUniformLayouts(observed, samples);
    qInfo("chi-square of randomLayout: %.1f (limit %.1f)", uniform, limit);
    QVERIFY(uniform < limit);

    // The test has the power to see the usual bias: placing the Cruiser first, uniformly among
    // its berths, then the Destroyer wherever it fits, over-weights Cruisers in the middle of
    // the grid (which leave the Destroyer fewer places). Only the Cruiser's draw matters here.
    std::vector<int> sequential(cruisers.size(), 0);
    for (int i = 0; i < samples; ++i)
        ++sequential[randomBelow(rng, cruisers.size())];
    const double biased = chiSquareAgainstUniformLayouts(sequential, samples);
    qInfo("chi-square of sequential placement: %.1f", biased);
    QVERIFY(biased > limit);
}

void TestRandomLayout::crowdedCustomFleetStillGetsALegalLayout()
{
    // 25 single cells without contact: uniform draws practically never succeed, so the search
    // takes over and still deals a legal fleet.
    Ruleset rules = Ruleset::forPreset(Preset::Custom);
    rules.fleet = {{"A", 1, 9}, {"B", 1, 9}, {"C", 1, 7}};
    QVERIFY(checkRuleset(rules).empty());
    Rng rng(5);
    const auto layout = randomLayout(rules, rng);
    QVERIFY(layout.has_value());
    QVERIFY(checkLayout(*layout, rules).empty());
}

void TestRandomLayout::unplaceableFleetGivesNothing()
{
    Rng rng(1);
    Ruleset tooMany = Ruleset::forPreset(Preset::Custom);
    tooMany.touching = TouchingRule::Allowed;
    tooMany.fleet = {{"A", 6, 9}, {"B", 6, 9}};
    QVERIFY(!randomLayout(tooMany, rng).has_value());
    Ruleset empty = Ruleset::forPreset(Preset::Custom);
    empty.fleet.clear();
    QVERIFY(!randomLayout(empty, rng).has_value());
}

void TestRandomLayout::completesAPartialFleet()
{
    // The ships already placed stay; the rest is drawn around them, legally.
    const Ruleset rules = Ruleset::classic();
    FleetLayout partial;
    partial.place({{0, 0}, {3, 4}, Orientation::Horizontal, 4}); // the Battleship, D5–G5
    partial.place({{3, 2}, {0, 0}, Orientation::Horizontal, 1}); // a Torpedo boat, A1
    QVERIFY(isLegalSoFar(partial, rules));
    Rng rng(8);
    for (int i = 0; i < 200; ++i) {
        const auto complete = randomCompletion(rules, partial, rng);
        QVERIFY(complete.has_value());
        QVERIFY(checkLayout(*complete, rules).empty());
        QCOMPARE(complete->placementOf({0, 0}), partial.placementOf({0, 0}));
        QCOMPARE(complete->placementOf({3, 2}), partial.placementOf({3, 2}));
    }
    // Complete already: nothing to add.
    const FleetLayout full = *randomLayout(rules, rng);
    QCOMPARE(*randomCompletion(rules, full, rng), full);
}

void TestRandomLayout::refusesToCompleteAnIllegalFleet()
{
    const Ruleset rules = Ruleset::standard();
    FleetLayout touching;
    touching.place({{2, 0}, {1, 1}, Orientation::Horizontal, 3});
    touching.place({{4, 0}, {4, 2}, Orientation::Vertical, 2}); // touches the Cruiser's corner
    QVERIFY(!isLegalSoFar(touching, rules));
    Rng rng(1);
    QVERIFY(!randomCompletion(rules, touching, rng).has_value());
}

QTEST_APPLESS_MAIN(TestRandomLayout)
#include "tst_randomlayout.moc"
