// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ai/seaknowledge.h"
#include "core/grid.h"
#include "core/rng.h"

#include <optional>

namespace seabattle {

// Draws whole fleets of the ships afloat that agree with everything seen (no ship on known
// water, every hit on a ship afloat covered, the touching rule kept between all ships), and
// counts how often each open cell holds a ship. Where the enemy fleet was laid uniformly at
// random, those counts estimate each cell's true chance of a hit, which ship-by-ship density
// (density.h) only approximates.
//
// The sampler is a Gibbs chain: from one consistent fleet, each ship in turn moves to a
// uniformly chosen berth that keeps the fleet consistent. The work is bounded by `sweeps` (one
// move per ship each), so a move takes the same effort on every machine and is reproducible.
struct FleetSample {
    Grid<int> shipCount; // per open cell: in how many sampled fleets a ship lies there
    int fleets = 0;      // how many fleets were counted
};

// nullopt when no consistent fleet was found within the search budget (it always exists for
// an honest opponent; the budget only bounds pathological cases).
std::optional<FleetSample> sampleFleets(const SeaKnowledge& sea, const Ruleset& rules, Rng& rng, int sweeps);

} // namespace seabattle
