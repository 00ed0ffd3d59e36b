// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ai/berthodds.h"
#include "core/fleetlayout.h"
#include "core/rng.h"
#include "core/ruleset.h"

#include <optional>

namespace seabattle {

// How the Admiral lays its fleet: softly away from where a density attacker looks first, never
// so far that an attacker who knows how gains from it.
//
// Each fleet is drawn with the odds of the Admiral's hiding places for the rules (hidingplaces.h):
// every legal layout stays possible, some a little likelier than others. Where it has no hiding
// places (Standard's fleet, a custom fleet), its fleet is uniformly random.

// A fleet drawn among the legal layouts of the rules' fleet, each as likely as its `odds`: a
// Metropolis walk of `sweeps` sweeps (each ship in turn offered a uniformly random berth) from a
// uniformly random layout. The walk keeps the odds exactly and starts from them when they are
// uniform; kOddsSweeps sweeps forget the start even for Classic's ten ships kept apart, whose
// walk is the slowest (tst_admiral::laysFleetsWithTheirOdds and walksLongEnoughToForgetItsStart;
// docs/AI.md). Always legal; nullopt only when the fleet cannot be laid out (see checkRuleset()).
inline constexpr int kOddsSweeps = 200;
std::optional<FleetLayout> layoutWithOdds(const Ruleset& rules, const BerthOdds& odds, Rng& rng,
                                          int sweeps = kOddsSweeps);

// The Admiral's fleet for the rules.
std::optional<FleetLayout> admiralFleet(const Ruleset& rules, Rng& rng);

} // namespace seabattle
