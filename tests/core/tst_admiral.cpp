// SPDX-License-Identifier: GPL-3.0-or-later
// The Admiral: its endgame lists every fleet still possible exactly, looks ahead from what the
// view shows alone, thinks within its budget, replays a seed identically, lays legal fleets with
// the odds of its hiding places, and sinks fleets no slower than Hard.
#include "coretestsupport.h"
#include "machinepace.h"

#include "core/ai/admiralfleet.h"
#include "core/ai/computeropponent.h"
#include "core/ai/density.h"
#include "core/ai/endgame.h"
#include "core/ai/hidingplaces.h"
#include "core/ai/possiblefleets.h"
#include "core/answer.h"
#include "core/layoutproblem.h"

#include <QTest>

#include <cmath>
#include <set>

using namespace seabattle;

namespace {

ShotChart viewAfter(const FleetLayout& fleet, const Ruleset& rules, const std::vector<Coord>& targets)
{
    ShotChart view;
    for (Coord target : targets)
        if (view.canFireAt(target))
            view.record(answerShot(fleet, view, rules, {Player::One, target}));
    return view;
}

// Every cell of the ships of `fleet` named by `classes`, in order.
std::vector<Coord> cellsOfShips(const FleetLayout& fleet, std::initializer_list<ShipId> ships)
{
    std::vector<Coord> cells;
    for (ShipId id : ships)
        for (Coord c : fleet.placementOf(id)->cells())
            cells.push_back(c);
    return cells;
}

// Every cell of rows `from` to `to` (1-based) at even (column + row).
std::vector<Coord> waterProbes(int from, int to)
{
    std::vector<Coord> cells;
    for (int row = from - 1; row < to; ++row)
        for (int column = row % 2; column < kBoardSize; column += 2)
            cells.push_back({column, row});
    return cells;
}

// Hasbro, kHasbroOne with the Carrier, the Battleship and the Cruiser sunk, and some water
// found in the lower half: the Submarine and the Destroyer (5 cells) could lie in thousands of
// ways, the endgame's costliest kind of position.
// A fleet's log-odds under `odds`: the sum over its ships of their berths' log-odds.
double logOddsOf(const FleetLayout& fleet, const BerthOdds& odds)
{
    double total = 0;
    for (const Placement& p : fleet.placements())
        total += odds.logOdds(p.length, Berth{p.bow, p.orientation, {}, {}});
    return total;
}

ShotChart hasbroEndgame(const FleetLayout& fleet, const Ruleset& rules)
{
    std::vector<Coord> shots = cellsOfShips(fleet, {{0, 0}, {1, 0}, {2, 0}});
    for (Coord c : waterProbes(7, 10))
        shots.push_back(c);
    return viewAfter(fleet, rules, shots);
}

double timeScale()
{
    const double scale = qEnvironmentVariableIntValue("SEABATTLE_TEST_TIME_SCALE");
    return scale > 0 ? scale : 1.0;
}

int playOut(OpponentLevel attacker, const FleetLayout& fleet, const Ruleset& rules, Rng& rng,
            std::vector<Coord>* shots)
{
    ShotChart view;
    for (bool sunk = false; !sunk;) {
        const Coord target = chooseShot(attacker, view, rules, rng);
        if (shots)
            shots->push_back(target);
        const ShotOutcome outcome = answerShot(fleet, view, rules, {Player::One, target});
        view.record(outcome);
        sunk = outcome.fleetSunk;
    }
    return view.shotsFired();
}

} // namespace

class TestAdmiral : public QObject {
    Q_OBJECT

private slots:
    void listsEveryPossibleFleetOnce();
    void givesUpBeyondItsLimit();
    void looksAheadOnlyInTheEndgame();
    void endgameSeesOnlyTheView();
    void thinksWithinItsBudget();
    void sameSeedSameGame();
    void placesLegalFleetsWithItsOdds_data();
    void placesLegalFleetsWithItsOdds();
    void laysFleetsWithTheirOdds();
    void walksLongEnoughToForgetItsStart_data();
    void walksLongEnoughToForgetItsStart();
    void placesUniformFleetsWithoutHidingPlaces_data();
    void placesUniformFleetsWithoutHidingPlaces();
    void sinksFleetsNoSlowerThanHard();
};

void TestAdmiral::listsEveryPossibleFleetOnce()
{
    // Two Destroyers (twins) and a Cruiser, no contact, after some water and one hit: the
    // listed fleets are exactly the consistent ones counted by brute force, each once.
    Ruleset rules = Ruleset::forPreset(Preset::Custom);
    rules.fleet = {{"Cruiser", 3, 1}, {"Destroyer", 2, 2}};
    FleetLayout fleet;
    fleet.place({{0, 0}, cell("C3"), Orientation::Horizontal, 3});
    fleet.place({{1, 0}, cell("H7"), Orientation::Vertical, 2});
    fleet.place({{1, 1}, cell("A9"), Orientation::Horizontal, 2});
    QVERIFY(checkLayout(fleet, rules).empty());
    const ShotChart view =
        viewAfter(fleet, rules, {cell("D3"), cell("E5"), cell("B7"), cell("H2"), cell("F9")});
    const SeaKnowledge sea = readSea(view, rules);
    QVERIFY(sea.hits.any());

    std::set<std::vector<const Berth*>> brute;
    const auto cruisers = possibleBerths(3, sea, rules.touching);
    const auto destroyers = possibleBerths(2, sea, rules.touching);
    for (const Berth* c : cruisers)
        for (const Berth* d : destroyers)
            for (const Berth* e : destroyers) {
                if (d >= e || (c->zone & d->cells).any() || (c->zone & e->cells).any() ||
                    (d->zone & e->cells).any())
                    continue;
                if ((sea.hits & ~(c->cells | d->cells | e->cells)).any())
                    continue;
                brute.insert({c, d, e});
            }
    QVERIFY(brute.size() > 1000);

    const auto listed = possibleFleets(sea, rules, 1'000'000, 100'000'000);
    QVERIFY(listed.has_value());
    QCOMPARE(listed->shipsPerFleet, 3);
    std::set<std::vector<const Berth*>> seen;
    for (std::size_t f = 0; f < listed->size(); ++f) {
        const Berth* const* ships = listed->berths.data() + f * 3;
        std::vector<const Berth*> key{ships[0], std::min(ships[1], ships[2]), std::max(ships[1], ships[2])};
        QVERIFY(seen.insert(key).second); // listed once
    }
    QCOMPARE(seen, brute);
}

void TestAdmiral::givesUpBeyondItsLimit()
{
    const Ruleset rules = Ruleset::hasbro();
    const SeaKnowledge sea = readSea(ShotChart{}, rules);
    QVERIFY(!possibleFleets(sea, rules, 1000, 100'000'000).has_value());
    QVERIFY(!possibleFleets(sea, rules, 1'000'000, 1000).has_value());
}

void TestAdmiral::looksAheadOnlyInTheEndgame()
{
    const Ruleset rules = Ruleset::hasbro();
    const FleetLayout fleet = layoutOf(rules, kHasbroOne);
    QVERIFY(!endgameShot(readSea(ShotChart{}, rules), rules).has_value());
    // The Carrier and the Battleship sunk: 8 cells left, too many.
    const ShotChart middle = viewAfter(fleet, rules, cellsOfShips(fleet, {{0, 0}, {1, 0}}));
    QVERIFY(!endgameShot(readSea(middle, rules), rules).has_value());
    const ShotChart end = hasbroEndgame(fleet, rules);
    const auto shot = endgameShot(readSea(end, rules), rules);
    QVERIFY(shot.has_value());
    QVERIFY(end.canFireAt(*shot));
}

void TestAdmiral::endgameSeesOnlyTheView()
{
    // Two fleets that differ only where nobody has fired leave the same view, and the Admiral's
    // look-ahead makes the same choice against either: it reads nothing else.
    const Ruleset rules = Ruleset::hasbro();
    const FleetLayout one = layoutOf(rules, kHasbroOne);
    FleetLayout two = one;
    two.place({{3, 0}, cell("H5"), Orientation::Horizontal, 3}); // the Submarine, moved
    two.place({{4, 0}, cell("D6"), Orientation::Vertical, 2});   // the Destroyer, moved
    QVERIFY(checkLayout(two, rules).empty());
    const ShotChart viewOne = hasbroEndgame(one, rules);
    const ShotChart viewTwo = hasbroEndgame(two, rules);
    QCOMPARE(viewOne, viewTwo);
    QVERIFY(endgameShot(readSea(viewOne, rules), rules).has_value());
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        Rng a(seed);
        Rng b(seed);
        QCOMPARE(chooseShot(OpponentLevel::Admiral, viewOne, rules, a),
                 chooseShot(OpponentLevel::Admiral, viewTwo, rules, b));
    }
}

void TestAdmiral::thinksWithinItsBudget()
{
    // The costliest positions we know: the empty sea, and the endgame with the most fleets
    // still possible. p99 <= 300 ms a move is the budget (docs/AI.md); one move here must not
    // come near it. In processor time, against a fixed piece of work timed here (about 10 ms on
    // the machine the budget was set on, so 30 works), so that a slow or busy machine slows both
    // (and scaled for sanitizer builds, which slow the move more than the work).
    const double work = machinepace::measure().cpuMs;
    const Ruleset hasbro = Ruleset::hasbro();
    const FleetLayout fleet = layoutOf(hasbro, kHasbroOne);
    const ShotChart endgame = hasbroEndgame(fleet, hasbro);
    const auto fleets = possibleFleets(readSea(endgame, hasbro), hasbro, 1'000'000, 100'000'000);
    QVERIFY(fleets.has_value());
    qInfo("fleets still possible in the endgame position: %zu", fleets->size());
    QVERIFY(fleets->size() > 2000);
    const std::pair<Ruleset, ShotChart> positions[] = {
        {hasbro, endgame}, {hasbro, ShotChart{}}, {Ruleset::classic(), ShotChart{}}};
    for (const auto& [rules, view] : positions) {
        Rng rng(5);
        const double start = machinepace::threadCpuMs();
        (void)chooseShot(OpponentLevel::Admiral, view, rules, rng);
        const double millis = machinepace::threadCpuMs() - start;
        qInfo("one move: %.1f ms of processor time, %.1f works of %.1f ms", millis, millis / work, work);
        QVERIFY2(millis < 30 * work * timeScale(), qPrintable(QString::number(millis / work)));
    }
}

void TestAdmiral::sameSeedSameGame()
{
    const Ruleset rules = Ruleset::hasbro();
    std::vector<std::vector<Coord>> games;
    for (std::uint64_t seed : {7, 7, 8}) {
        Rng rng(seed);
        const FleetLayout fleet = *placeFleet(OpponentLevel::Admiral, rules, rng);
        std::vector<Coord> shots;
        playOut(OpponentLevel::Admiral, fleet, rules, rng, &shots);
        games.push_back(shots);
    }
    QCOMPARE(games[0], games[1]);
    QVERIFY(games[0] != games[2]);
}

void TestAdmiral::placesLegalFleetsWithItsOdds_data()
{
    QTest::addColumn<Ruleset>("rules");
    QTest::newRow("hasbro") << Ruleset::hasbro();
    QTest::newRow("classic") << Ruleset::classic();
}

void TestAdmiral::placesLegalFleetsWithItsOdds()
{
    // Every preset's fleet has hiding places: the fleets are legal, all different, and likelier
    // by their odds than uniform fleets, by a tilt, not a rule.
    QFETCH(Ruleset, rules);
    const auto odds = admiralHidingPlaces(rules);
    QVERIFY(odds.has_value());
    const auto logOdds = [&](const FleetLayout& fleet) { return logOddsOf(fleet, *odds); };
    Rng rng(11);
    double admiral = 0;
    double uniform = 0;
    std::set<std::string> distinct;
    constexpr int kFleets = 200;
    for (int i = 0; i < kFleets; ++i) {
        const FleetLayout hidden = *placeFleet(OpponentLevel::Admiral, rules, rng);
        QVERIFY(checkLayout(hidden, rules).empty());
        admiral += logOdds(hidden);
        uniform += logOdds(*randomLayout(rules, rng));
        distinct.insert(formatLayout(hidden, rules));
    }
    const double shift = (admiral - uniform) / kFleets;
    qInfo("log-odds of the Admiral's fleets over uniform ones: %+.2f", shift);
    QVERIFY2(shift > 0.05 && shift < 3, qPrintable(QString::number(shift)));
    QCOMPARE(int(distinct.size()), kFleets);
}

void TestAdmiral::laysFleetsWithTheirOdds()
{
    // Two ships on a grid with strong odds for a few cells: every legal pair counted, the exact
    // chance of each berth of the first ship, against how often the walk lays it there.
    Ruleset rules = Ruleset::hasbro();
    rules.preset = Preset::Custom;
    rules.fleet = {{"Destroyer", 2, 1}, {"Cruiser", 3, 1}};
    Grid<double> cells(0.0);
    for (const char* name : {"A1", "B1", "C1", "J10", "E5", "E6"})
        cells[*parseCoord(name)] = 1.2;
    BerthOdds odds;
    odds.setLength(2, cells);
    odds.setLength(3, cells);
    const std::vector<Berth>& twos = berths(2, rules.touching);
    const std::vector<Berth>& threes = berths(3, rules.touching);
    std::vector<double> exact(twos.size(), 0.0);
    double total = 0;
    for (std::size_t i = 0; i < twos.size(); ++i)
        for (const Berth& b : threes)
            if ((twos[i].cells & b.cells).none()) {
                const double w = odds.odds(2, twos[i]) * odds.odds(3, b);
                exact[i] += w;
                total += w;
            }
    std::vector<double> seen(twos.size(), 0.0);
    Rng rng(3);
    constexpr int kDraws = 20000;
    for (int n = 0; n < kDraws; ++n) {
        const Placement p = *layoutWithOdds(rules, odds, rng)->placementOf({0, 0});
        for (std::size_t i = 0; i < twos.size(); ++i)
            if (twos[i].bow == p.bow && twos[i].orientation == p.orientation)
                seen[i] += 1.0 / kDraws;
    }
    double worst = 0;
    for (std::size_t i = 0; i < twos.size(); ++i) {
        const double chance = exact[i] / total;
        // Within four standard errors of a binomial count.
        const double allowed = 4 * std::sqrt(chance * (1 - chance) / kDraws) + 1e-4;
        worst = std::max(worst, std::abs(seen[i] - chance) / allowed);
    }
    qInfo("worst berth off by %.2f of its allowance", worst);
    QVERIFY2(worst < 1, qPrintable(QString::number(worst)));
}

void TestAdmiral::walksLongEnoughToForgetItsStart_data()
{
    placesLegalFleetsWithItsOdds_data();
}

void TestAdmiral::walksLongEnoughToForgetItsStart()
{
    // The walk starts from a uniform fleet: after kOddsSweeps its fleets must carry the odds as
    // much as after four times as many sweeps. Classic's ten ships kept apart move the slowest:
    // with a stronger table tried for it, 50 sweeps reached only 88% of the odds (docs/AI.md).
    QFETCH(Ruleset, rules);
    const BerthOdds odds = *admiralHidingPlaces(rules);
    constexpr int kFleets = 2000;
    const auto meanAndError = [&](int sweeps, Rng& rng) {
        double sum = 0;
        double squares = 0;
        for (int i = 0; i < kFleets; ++i) {
            const double total = logOddsOf(*layoutWithOdds(rules, odds, rng, sweeps), odds);
            sum += total;
            squares += total * total;
        }
        const double mean = sum / kFleets;
        return std::pair{mean, (squares / kFleets - mean * mean) / kFleets};
    };
    Rng rng(21);
    const auto [game, gameVariance] = meanAndError(kOddsSweeps, rng);
    const auto [longer, longerVariance] = meanAndError(4 * kOddsSweeps, rng);
    const double allowed = 3 * std::sqrt(gameVariance + longerVariance);
    qInfo("mean log-odds after %d sweeps %.3f, after %d %.3f (allowed gap %.3f)", kOddsSweeps, game,
          4 * kOddsSweeps, longer, allowed);
    QVERIFY2(std::abs(longer - game) < allowed, qPrintable(QString::number(longer - game)));
}

void TestAdmiral::placesUniformFleetsWithoutHidingPlaces_data()
{
    QTest::addColumn<Ruleset>("rules");
    Ruleset custom = Ruleset::standard();
    custom.preset = Preset::Custom;
    custom.fleet = {{"Carrier", 5, 1}, {"Destroyer", 2, 2}};
    QTest::newRow("custom") << custom;
    QTest::newRow("standard") << Ruleset::standard(); // no table trained (docs/AI.md)
    Ruleset hasbroApart = Ruleset::hasbro();          // Hasbro's fleet kept apart is another fleet
    hasbroApart.preset = Preset::Custom;
    hasbroApart.touching = TouchingRule::NoContact;
    QTest::newRow("hasbro, no contact") << hasbroApart;
}

void TestAdmiral::placesUniformFleetsWithoutHidingPlaces()
{
    // A fleet with no hiding places: the Admiral deals exactly the uniform layout.
    QFETCH(Ruleset, rules);
    QVERIFY(!admiralHidingPlaces(rules).has_value());
    Rng a(21);
    Rng b(21);
    for (int i = 0; i < 5; ++i)
        QCOMPARE(*placeFleet(OpponentLevel::Admiral, rules, a), *randomLayout(rules, b));
}

void TestAdmiral::sinksFleetsNoSlowerThanHard()
{
    // A small sample, the same fleets for both: the Admiral is not the weaker attacker. (The
    // arena measures the real difference over thousands of games: docs/AI.md.)
    const Ruleset rules = Ruleset::hasbro();
    Rng fleets(2026);
    int admiral = 0;
    int hard = 0;
    constexpr int kGames = 40;
    for (int g = 0; g < kGames; ++g) {
        const FleetLayout fleet = *randomLayout(rules, fleets);
        Rng a{std::uint64_t(g)};
        Rng h{std::uint64_t(g)};
        admiral += playOut(OpponentLevel::Admiral, fleet, rules, a, nullptr);
        hard += playOut(OpponentLevel::Hard, fleet, rules, h, nullptr);
    }
    qInfo("mean shots over %d fleets: Admiral %.2f, Hard %.2f", kGames, double(admiral) / kGames,
          double(hard) / kGames);
    QVERIFY2(admiral <= hard + kGames, "the Admiral needed a shot a game more than Hard");
}

QTEST_GUILESS_MAIN(TestAdmiral)
#include "tst_admiral.moc"
