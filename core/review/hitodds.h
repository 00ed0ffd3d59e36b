// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/grid.h"
#include "core/ruleset.h"
#include "core/shotchart.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace seabattle {

// The chance that each cell holds a ship, from what one player's shot chart proves and nothing
// else, for an enemy that laid its fleet uniformly at random: every whole fleet that agrees
// with the chart is equally likely. Exact (every such fleet counted) when few enough remain;
// otherwise estimated by a seeded walk over those fleets (a Markov chain that moves one ship
// at a time), so the same chart and seed always give the same odds.
struct HitOdds {
    Grid<double> chance{0.0}; // 0…1; 0 on every cell that cannot be fired at or holds no ship
    bool exact = false;       // counted over every fleet, not estimated
    long long fleets = 0;     // exact: how many fleets agree with the chart; else the samples
    // The walk's chains all started from fleets drawn uniformly, so the estimate leans nowhere;
    // false when agreeing draws were too rare and a search found the starts instead.
    bool drawn = false;
};

HitOdds hitOdds(const ShotChart& chart, const Ruleset& rules, std::uint64_t seed);

// The cell of the best chance (the first in reading order among equals); nullopt when no cell
// has any: what a review measures a shot against, and what a hint outlines.
std::optional<Coord> bestCell(const Grid<double>& chance);
// Every cell, the best chance first (among equals the first in reading order): the first `n` are
// the set of n cells with the most expected hits, which a salvo's review measures it against and
// a hint under Salvo outlines.
std::vector<Coord> cellsByChance(const Grid<double>& chance);

// The two ways, apart (hitOdds() picks between them), so that each can be checked by the other:
// the exact count, nullopt when more than kExactFleetLimit fleets agree (or none does); the walk.
std::optional<HitOdds> countedOdds(const ShotChart& chart, const Ruleset& rules);
HitOdds walkedOdds(const ShotChart& chart, const Ruleset& rules, std::uint64_t seed);

// How many fleets at most are counted one by one before the walk estimates instead.
inline constexpr long long kExactFleetLimit = 20000;

} // namespace seabattle
