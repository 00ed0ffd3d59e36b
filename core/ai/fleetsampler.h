// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ai/berthodds.h"
#include "core/ai/possiblefleets.h"
#include "core/ai/seaknowledge.h"
#include "core/rng.h"

#include <optional>

namespace seabattle {

// Whole fleets of the ships afloat drawn from what the view says of the enemy sea: each agrees
// with everything seen (every hit covered, no ship on an excluded cell, the touching rule kept),
// and, over many draws, each such fleet comes up about as often as its odds say (uniformly when
// `odds` is null). A salvo is chosen before any of its shots is answered, so it is aimed at
// whole fleets, not at one ship's density: two cells of one fleet's ship are worth less than
// two ships found (salvoaim.h).
//
// A Metropolis walk over the fleets, started from a randomised search, with two kinds of move:
// one ship offered a uniformly random berth, and two ships of different lengths offered one each
// at once (so that which ship lies under a hit can change). Both offers are independent of where
// the ships lie, so the walk keeps the odds; the pairs are what let it mix across hits.
// nullopt when no fleet agrees with the view (a dishonest chart) or the search gives up.
std::optional<PossibleFleets> sampleFleets(const SeaKnowledge& sea, const Ruleset& rules,
                                           const BerthOdds* odds, int count, Rng& rng);

} // namespace seabattle
