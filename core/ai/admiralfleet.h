// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fleetlayout.h"
#include "core/grid.h"
#include "core/rng.h"
#include "core/ruleset.h"

#include <optional>

namespace seabattle {

// How the Admiral lays its fleet: a soft tilt away from the cells an attacker expects ships in,
// never a fixed preference an attacker could learn and exploit.
//
// Of kPlacementCandidates uniformly random layouts it keeps one at random, each weighted by
// exp(-sum over its cells of tilt), where tilt(c) = beta * d(c) / sigma: d is the density a
// density attacker starts from on the empty sea, sigma the spread of that sum over random
// layouts. A layout one spread less findable than another is e^beta times as likely. Every legal
// layout stays possible, and an attacker who knows all this (tests/benchmarks/bench_placement)
// still needs more shots than against a uniform fleet (docs/AI.md). That holds only where ships
// may touch: under a touching rule the tilt is exploitable, and the Admiral's fleet is uniform.

inline constexpr int kPlacementCandidates = 50;
inline constexpr double kPlacementBeta = 0.5;

// The tilt of each cell for `beta` (the same for every call with these rules).
Grid<double> placementTilt(const Ruleset& rules, double beta = kPlacementBeta);

// nullopt only when the fleet cannot be laid out (see checkRuleset()).
std::optional<FleetLayout> admiralFleet(const Ruleset& rules, Rng& rng, double beta = kPlacementBeta);

} // namespace seabattle
