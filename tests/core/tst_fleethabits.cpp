// SPDX-License-Identifier: GPL-3.0-or-later
// What the Admiral learns of a person's habits from the fleets of finished games: nothing from
// none, little from uniformly random fleets, the right direction from a habitual player's, never
// more than its bound, and enough to sink that player's next fleets sooner.
#include "coretestsupport.h"

#include "core/ai/admiralfleet.h"
#include "core/ai/computeropponent.h"
#include "core/ai/fleethabits.h"
#include "core/ai/fleetsseen.h"
#include "core/answer.h"
#include "core/randomlayout.h"

#include <QTest>

#include <algorithm>

using namespace seabattle;

namespace {

// A player who likes ships on the edge (ring 0) or in the middle (rings 2 to 4): every cell there
// weighs e^1 in their fleets.
enum class Liking { Edge, Middle };

BerthOdds playerOdds(const Ruleset& rules, Liking liking, double logOdds = 1.0)
{
    Grid<double> cells(0.0);
    for (int i = 0; i < kCellCount; ++i) {
        const int ring = ringOf(coordAt(i));
        cells[coordAt(i)] = (liking == Liking::Edge ? ring == 0 : ring >= 2) ? logOdds : 0.0;
    }
    BerthOdds odds;
    for (const ShipClass& c : rules.fleet)
        odds.setLength(c.length, cells);
    return odds;
}

std::vector<FleetLayout> fleetsOf(const Ruleset& rules, const BerthOdds& odds, int count, Rng& rng)
{
    std::vector<FleetLayout> fleets;
    for (int i = 0; i < count; ++i)
        fleets.push_back(*layoutWithOdds(rules, odds, rng));
    return fleets;
}

int shotsToSink(const FleetLayout& fleet, const Ruleset& rules, Rng& rng, const BerthOdds& enemyOdds)
{
    ShotChart view;
    for (bool sunk = false; !sunk;) {
        const Coord target = chooseShot(OpponentLevel::Admiral, view, rules, rng, enemyOdds);
        const ShotOutcome outcome = answerShot(fleet, view, rules, {Player::One, target});
        view.record(outcome);
        sunk = outcome.fleetSunk;
    }
    return view.shotsFired();
}

double largest(const FleetHabits& habits)
{
    double most = std::abs(habits.contactLogOdds);
    for (double l : habits.ringLogOdds)
        most = std::max(most, std::abs(l));
    return most;
}

} // namespace

class TestFleetHabits : public QObject {
    Q_OBJECT

private slots:
    void learnsNothingFromNoGame();
    void learnsLittleFromUniformFleets_data();
    void learnsLittleFromUniformFleets();
    void learnsWhereAPlayerLaysShips_data();
    void learnsWhereAPlayerLaysShips();
    void neverWeighsAHabitBeyondItsBound();
    void sinksAHabitualPlayerSooner();
    void learnsOnlyFromFleetsOfTheSameShips();
};

void TestFleetHabits::learnsNothingFromNoGame()
{
    const Ruleset rules = Ruleset::hasbro();
    const FleetHabits none = learnHabits(rules, {});
    QCOMPARE(none, FleetHabits{});
    QVERIFY(none.odds(rules).isUniform());
}

void TestFleetHabits::learnsLittleFromUniformFleets_data()
{
    QTest::addColumn<Ruleset>("rules");
    QTest::newRow("hasbro") << Ruleset::hasbro();
    QTest::newRow("classic") << Ruleset::classic();
}

void TestFleetHabits::learnsLittleFromUniformFleets()
{
    // Forty games of a player with no habit: nothing learned near the bound.
    QFETCH(Ruleset, rules);
    Rng rng(5);
    std::vector<FleetLayout> fleets;
    for (int i = 0; i < 40; ++i)
        fleets.push_back(*randomLayout(rules, rng));
    const FleetHabits habits = learnHabits(rules, fleets);
    qInfo("largest log-odds learned from 40 uniform fleets: %.3f", largest(habits));
    QCOMPARE(habits.fleets, 40);
    QVERIFY2(largest(habits) < 0.25, qPrintable(QString::number(largest(habits))));
    if (rules.touching != TouchingRule::Allowed)
        QCOMPARE(habits.contactLogOdds, 0.0);
}

void TestFleetHabits::learnsWhereAPlayerLaysShips_data()
{
    QTest::addColumn<int>("liking");
    QTest::newRow("edge") << int(Liking::Edge);
    QTest::newRow("middle") << int(Liking::Middle);
}

void TestFleetHabits::learnsWhereAPlayerLaysShips()
{
    // One game teaches the direction, a little; twenty teach more, up to the bound and no further.
    QFETCH(int, liking);
    const Ruleset rules = Ruleset::hasbro();
    Rng rng(8);
    const std::vector<FleetLayout> fleets = fleetsOf(rules, playerOdds(rules, Liking(liking)), 20, rng);
    const FleetHabits once = learnHabits(rules, {fleets.front()});
    const FleetHabits often = learnHabits(rules, fleets);
    const auto edgeOverMiddle = [](const FleetHabits& h) { return h.ringLogOdds[0] - h.ringLogOdds[3]; };
    const double sign = Liking(liking) == Liking::Edge ? 1.0 : -1.0;
    qInfo("edge over middle, log-odds: %+.2f after one game, %+.2f after twenty", edgeOverMiddle(once),
          edgeOverMiddle(often));
    QVERIFY(sign * edgeOverMiddle(once) > 0);
    QVERIFY(sign * edgeOverMiddle(often) > sign * edgeOverMiddle(once));
    QVERIFY(largest(once) <= kHabitCap);
    QVERIFY(largest(often) <= kHabitCap);
}

void TestFleetHabits::neverWeighsAHabitBeyondItsBound()
{
    // Fifty games of a player whose ships all but always lie on the edge: the rest of the grid
    // weighs the bound against it (the log-odds are centred on the cells fleets hold), no more.
    const Ruleset rules = Ruleset::hasbro();
    Rng rng(9);
    const FleetHabits habits =
        learnHabits(rules, fleetsOf(rules, playerOdds(rules, Liking::Edge, 4.0), 50, rng));
    qInfo("ring log-odds: %+.2f %+.2f %+.2f %+.2f %+.2f", habits.ringLogOdds[0], habits.ringLogOdds[1],
          habits.ringLogOdds[2], habits.ringLogOdds[3], habits.ringLogOdds[4]);
    QVERIFY(habits.ringLogOdds[0] > habits.ringLogOdds[1]);
    QCOMPARE(largest(habits), kHabitCap);
}

void TestFleetHabits::sinksAHabitualPlayerSooner()
{
    // The fleets of a player who hides on the edge, after five games learned from: the same
    // Admiral, the same seeds, with and without what it learned.
    const Ruleset rules = Ruleset::hasbro();
    const BerthOdds player = playerOdds(rules, Liking::Edge);
    Rng rng(13);
    const BerthOdds learned = learnHabits(rules, fleetsOf(rules, player, 5, rng)).odds(rules);
    QVERIFY(!learned.isUniform());
    int plain = 0;
    int taught = 0;
    constexpr int kGames = 30;
    for (const FleetLayout& fleet : fleetsOf(rules, player, kGames, rng)) {
        Rng a(std::uint64_t(plain + 1));
        Rng b(std::uint64_t(plain + 1));
        plain += shotsToSink(fleet, rules, a, BerthOdds{});
        taught += shotsToSink(fleet, rules, b, learned);
    }
    const double gain = double(plain - taught) / kGames;
    qInfo("an edge player's fleets: %.2f shots a game, %.2f with the habits of five games (%+.2f)",
          double(plain) / kGames, double(taught) / kGames, -gain);
    QVERIFY2(gain > 2, qPrintable(QString::number(gain)));
}

// A habit of one fleet says nothing of another: only fleets of the same ships under the same
// touching rule are learned from, whatever else was played in between.
void TestFleetHabits::learnsOnlyFromFleetsOfTheSameShips()
{
    Rng rng(11);
    const Ruleset hasbro = Ruleset::hasbro();
    const Ruleset classic = Ruleset::classic();
    FleetsSeen seen;
    QCOMPARE(seen.habitsFor(hasbro), FleetHabits{});
    for (const FleetLayout& fleet : fleetsOf(hasbro, playerOdds(hasbro, Liking::Edge), 3, rng))
        seen.add(hasbro, fleet);
    for (int i = 0; i < 2; ++i)
        seen.add(classic, *randomLayout(classic, rng));
    QCOMPARE(seen.size(), 5);
    QCOMPARE(seen.habitsFor(hasbro).fleets, 3);
    QCOMPARE(seen.habitsFor(classic).fleets, 2);
    Ruleset hasbroApart = hasbro;
    hasbroApart.touching =
        hasbro.touching == TouchingRule::Allowed ? TouchingRule::NoContact : TouchingRule::Allowed;
    QCOMPARE(seen.habitsFor(hasbroApart).fleets, 0);
    // Only the Admiral learns, and only when it plays the person.
    QCOMPARE(seen.habitsFor(NewGameChoice{false, OpponentLevel::Admiral, hasbro}).fleets, 3);
    QCOMPARE(seen.habitsFor(NewGameChoice{false, OpponentLevel::Hard, hasbro}), FleetHabits{});
    QCOMPARE(seen.habitsFor(NewGameChoice{true, OpponentLevel::Admiral, hasbro}), FleetHabits{});
}

QTEST_GUILESS_MAIN(TestFleetHabits)
#include "tst_fleethabits.moc"
