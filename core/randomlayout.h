// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fleetlayout.h"
#include "rng.h"
#include "ruleset.h"

#include <optional>

namespace seabattle {

// A random complete legal layout of the fleet, drawn uniformly among all legal layouts: every
// ship takes a uniformly random berth and the whole draw is rejected if two ships clash, which
// is exactly uniform. Fleets packed so tightly that rejection rarely succeeds (Custom only) fall
// back to a randomised search, which is legal but not uniform. nullopt when the fleet cannot be
// laid out (see checkRuleset()). The same rng state gives the same layout on every platform.
std::optional<FleetLayout> randomLayout(const Ruleset& rules, Rng& rng);

// `partial` completed with the ships it lacks, drawn uniformly among the legal completions
// (the ships already placed stay exactly where they are). nullopt when `partial` is not legal
// so far (isLegalSoFar()), or when no completion turned up in kUniformLayoutAttempts draws
// (the ships placed leave too little room: the player must move some).
std::optional<FleetLayout> randomCompletion(const Ruleset& rules, const FleetLayout& partial, Rng& rng);

// Draws before falling back to the search. Every preset succeeds far sooner (Classic, the most
// crowded, in under a millisecond on average: tests/benchmarks/bench_layout).
inline constexpr int kUniformLayoutAttempts = 200'000;

} // namespace seabattle
