// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ai/berthodds.h"
#include "core/ai/seaknowledge.h"

#include <optional>

namespace seabattle {

// The Admiral's endgame: once few ship cells are left to find, it lists every fleet still
// possible (possiblefleets.h) and looks one shot ahead. Each of the likeliest cells is scored by
// the shots still needed to sink the whole fleet if it fired there and then fired greedily (at
// the cell most of the remaining fleets cover, lowest cell first among equals), averaged over
// every possible fleet exactly. It fires at the cell of fewest expected shots. With `odds`, each
// fleet weighs its odds (berthodds.h) instead of all being equally likely.
//
// nullopt when the position is not an endgame (more than kEndgameCells unhit ship cells) or when
// too many fleets are possible to list within the think budget; the caller then plays density.
std::optional<Coord> endgameShot(const SeaKnowledge& sea, const Ruleset& rules,
                                 const BerthOdds* odds = nullptr);

// Unhit ship cells at or below which the endgame looks ahead.
inline constexpr int kEndgameCells = 5;

} // namespace seabattle
