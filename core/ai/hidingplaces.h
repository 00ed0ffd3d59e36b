// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ai/berthodds.h"
#include "core/ruleset.h"

#include <array>
#include <optional>
#include <vector>

namespace seabattle {

// Where the Admiral hides its ships: for each fleet it knows, the log-odds every cell adds to a
// ship of each length (berthodds.h). Made by tests/benchmarks/train_hiding, which climbs the
// shots a density attacker (Hard) needs while an attacker that knows these very odds still needs
// at least as many shots as Hard against a uniformly random fleet (docs/AI.md).

// One fleet's hiding places: per ship length, one log-odds per cell orbit (berthodds.h).
struct HidingPlaces {
    std::vector<int> lengths; // the fleet's ship lengths, one per ship, longest first
    TouchingRule touching = TouchingRule::Allowed;
    std::vector<std::pair<int, std::array<double, kCellOrbits>>> orbits;

    BerthOdds odds() const;
};

// The hiding places known for the rules' fleet: a fleet with the same ship lengths and touching
// rule as Hasbro's or Classic's. nullopt for any other fleet (Standard's, which has no table yet,
// and custom fleets).
std::optional<BerthOdds> admiralHidingPlaces(const Ruleset& rules);

// Every fleet the Admiral has hiding places for.
const std::vector<HidingPlaces>& knownHidingPlaces();

// The ship lengths of the rules' fleet, one per ship, longest first: how hiding places are found.
std::vector<int> shipLengths(const Ruleset& rules);

} // namespace seabattle
