// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/review/hitodds.h"

#include "core/ai/possiblefleets.h"
#include "core/ai/seaknowledge.h"
#include "core/review/fleetwalk.h"

#include <algorithm>
#include <array>
#include <optional>

namespace seabattle {

namespace {

// Berths tried at most while counting exactly; past it the walk estimates.
constexpr std::int64_t kExactEffort = 400'000;
// The walk: chains that each start from a fleet drawn exactly at random among those that agree
// (drawn uniformly and kept only if it agrees, as randomLayout() draws), so every state of every
// chain is as likely as it should be, however slowly one chain moves between the ways a hit can
// be explained; then moved for a few sweeps (a sweep moves each ship once), every state counted.
// Tuned so that a whole game reviews in well under a second with a chance within a few points of
// the exact one (tst_review).
constexpr int kChains = 24;
constexpr int kMovesPerChain = 600; // sweeps of a fleet of many small ships are as many moves
constexpr int kFewestSweeps = 50;
constexpr double kTryExactBelow = 1e9;

std::optional<HitOdds> countExactly(const SeaKnowledge& sea, const Ruleset& rules)
{
    const auto fleets = possibleFleets(sea, rules, std::size_t(kExactFleetLimit), kExactEffort);
    if (!fleets || fleets->size() == 0)
        return std::nullopt;
    HitOdds odds;
    odds.exact = true;
    odds.fleets = (long long)fleets->size();
    for (const Berth* b : fleets->berths)
        for (int i = 0; i < kCellCount; ++i)
            if (b->cells.test(std::size_t(i)))
                odds.chance[coordAt(i)] += 1;
    for (int i = 0; i < kCellCount; ++i)
        odds.chance[coordAt(i)] /= double(odds.fleets);
    return odds;
}

HitOdds estimate(const SeaKnowledge& sea, const Ruleset& rules, std::uint64_t seed)
{
    HitOdds odds;
    Rng rng(seed);
    FleetWalk walk(sea, rules);
    std::array<int, kCellCount> tally{};
    const int sweeps = std::max(kFewestSweeps, kMovesPerChain / std::max(1, walk.ships()));
    for (int chain = 0; chain < kChains; ++chain) {
        if (!walk.start(rng))
            return {}; // no fleet agrees with the chart (a peer's lie): nothing to weigh
        for (int s = 0; s < sweeps; ++s) {
            walk.sweep(rng);
            walk.count(tally);
        }
    }
    odds.fleets = kChains * sweeps;
    odds.drawn = walk.drawable();
    for (int i = 0; i < kCellCount; ++i)
        odds.chance[coordAt(i)] = double(tally[std::size_t(i)]) / double(odds.fleets);
    return odds;
}

// Whether counting every fleet may be cheap: the berths of the ships afloat, multiplied, are far
// more than the fleets (most combinations overlap), but when even they are few the count is sure
// to finish; past the bound it is not tried, as it would spend its effort and give up.
bool fewFleetsLikely(const SeaKnowledge& sea, const Ruleset& rules)
{
    double product = 1;
    for (std::size_t c = 0; c < rules.fleet.size(); ++c)
        for (int n = 0; n < sea.afloat[c]; ++n)
            product *= double(std::max<std::size_t>(
                           1, possibleBerths(rules.fleet[c].length, sea, rules.touching).size())) /
                       double(n + 1);
    return product <= kTryExactBelow;
}

// Only a cell that can be fired at has a chance worth showing: hits already found say 0.
void keepOpen(HitOdds& odds, const SeaKnowledge& sea)
{
    for (int i = 0; i < kCellCount; ++i)
        if (!sea.open.test(std::size_t(i)))
            odds.chance[coordAt(i)] = 0;
}

} // namespace

HitOdds hitOdds(const ShotChart& chart, const Ruleset& rules, std::uint64_t seed)
{
    const SeaKnowledge sea = readSea(chart, rules);
    if (sea.open.none())
        return {};
    std::optional<HitOdds> odds;
    if (fewFleetsLikely(sea, rules))
        odds = countExactly(sea, rules);
    if (!odds)
        odds = estimate(sea, rules, seed);
    keepOpen(*odds, sea);
    return *odds;
}

std::optional<Coord> bestCell(const Grid<double>& chance)
{
    std::optional<Coord> best;
    for (int i = 0; i < kCellCount; ++i)
        if (chance[coordAt(i)] > (best ? chance[*best] : 0.0))
            best = coordAt(i);
    return best;
}

std::vector<Coord> cellsByChance(const Grid<double>& chance)
{
    std::vector<Coord> cells;
    for (int i = 0; i < kCellCount; ++i)
        cells.push_back(coordAt(i));
    std::stable_sort(cells.begin(), cells.end(), [&](Coord a, Coord b) { return chance[a] > chance[b]; });
    return cells;
}

std::optional<HitOdds> countedOdds(const ShotChart& chart, const Ruleset& rules)
{
    const SeaKnowledge sea = readSea(chart, rules);
    auto odds = countExactly(sea, rules);
    if (odds)
        keepOpen(*odds, sea);
    return odds;
}

HitOdds walkedOdds(const ShotChart& chart, const Ruleset& rules, std::uint64_t seed)
{
    const SeaKnowledge sea = readSea(chart, rules);
    HitOdds odds = estimate(sea, rules, seed);
    keepOpen(odds, sea);
    return odds;
}

} // namespace seabattle
