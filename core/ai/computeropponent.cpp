// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ai/computeropponent.h"

#include "core/ai/density.h"
#include "core/ai/fleetsampler.h"
#include "core/ai/huntandtarget.h"
#include "core/randomlayout.h"

namespace seabattle {

namespace {

// Easy follows up a hit on this many shots out of kEasyTargetingOutOf, and fires at random
// otherwise: it often wanders off a wounded ship, as a beginner does.
constexpr int kEasyTargetingOdds = 1;
constexpr int kEasyTargetingOutOf = 6;
// Layouts the Admiral compares when it places with care.
constexpr int kAdmiralPlacementCandidates = 24;

Coord easyShot(const SeaKnowledge& sea, Rng& rng)
{
    if (const auto targets = targetCells(sea); !targets.empty() && randomChance(rng, kEasyTargetingOdds, kEasyTargetingOutOf))
        return pickAny(targets, rng);
    return pickAny(openCells(sea), rng);
}

Coord mediumShot(const SeaKnowledge& sea, const Ruleset& rules, Rng& rng)
{
    if (const auto targets = targetCells(sea); !targets.empty())
        return pickAny(targets, rng);
    return pickAny(huntCells(sea, rules, rng), rng);
}

Coord hardShot(const SeaKnowledge& sea, const Ruleset& rules, Rng& rng)
{
    return pickAny(bestCells(shipDensity(sea, rules), sea), rng);
}

Coord admiralShot(const SeaKnowledge& sea, const Ruleset& rules, Rng& rng)
{
    const auto sample = sampleFleets(sea, rules, rng, kAdmiralSweeps);
    if (!sample)
        return hardShot(sea, rules, rng);
    Grid<double> score(0.0);
    for (int i = 0; i < kCellCount; ++i)
        score[coordAt(i)] = sample->shipCount[coordAt(i)];
    return pickAny(bestCells(score, sea), rng);
}

// Every cell the rules still accept, for when inference leaves nothing (a dishonest view).
std::vector<Coord> fireableCells(const TrackingView& view)
{
    std::vector<Coord> cells;
    for (int i = 0; i < kCellCount; ++i)
        if (view.canFireAt(coordAt(i)))
            cells.push_back(coordAt(i));
    return cells;
}

// How findable a layout is: the sum, over its cells, of the empty-sea density a density
// attacker starts from.
double findability(const FleetLayout& layout, const Grid<double>& density)
{
    double total = 0;
    for (const Placement& p : layout.placements())
        for (Coord c : p.cells())
            total += density[c];
    return total;
}

} // namespace

Coord chooseShot(OpponentLevel level, const TrackingView& view, const Ruleset& rules, Rng& rng)
{
    const SeaKnowledge sea = readSea(view, rules);
    if (sea.open.none())
        return pickAny(fireableCells(view), rng);
    switch (level) {
    case OpponentLevel::Easy:
        return easyShot(sea, rng);
    case OpponentLevel::Medium:
        return mediumShot(sea, rules, rng);
    case OpponentLevel::Hard:
        return hardShot(sea, rules, rng);
    case OpponentLevel::Admiral:
        break;
    }
    return admiralShot(sea, rules, rng);
}

std::optional<FleetLayout> placeFleet(OpponentLevel level, const Ruleset& rules, Rng& rng)
{
    if (level != OpponentLevel::Admiral || randomChance(rng, 1, 2))
        return randomLayout(rules, rng);
    const Grid<double> density = shipDensity(readSea(TrackingView{}, rules), rules);
    std::optional<FleetLayout> best;
    double bestScore = 0;
    for (int i = 0; i < kAdmiralPlacementCandidates; ++i) {
        auto layout = randomLayout(rules, rng);
        if (!layout)
            return std::nullopt;
        const double score = findability(*layout, density);
        if (!best || score < bestScore) {
            best = std::move(layout);
            bestScore = score;
        }
    }
    return best;
}

} // namespace seabattle
