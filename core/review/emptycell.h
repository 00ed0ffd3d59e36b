// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ai/seaknowledge.h"

#include <optional>

namespace seabattle {

// Why the rules prove a cell empty, from one player's knowledge: a shot there is wasted.
enum class EmptyReason {
    BordersSunk,   // ships may not touch: the cell borders a sunk ship
    DiagonalToHit, // ships may not touch even at a corner: the cell is diagonal to a hit
    TouchesHit,    // any ship through the cell would touch the ship already hit beside it
    GapTooSmall,   // no ship still afloat fits in the gap around the cell
    NoFleetFits,   // no whole fleet still possible puts a ship there (counted exactly)
};

// Why `cell` cannot hold a ship afloat, or nullopt when some ship still could lie there (as far
// as one ship at a time tells: NoFleetFits needs the whole count, see hitodds.h).
std::optional<EmptyReason> provenEmpty(const SeaKnowledge& sea, const Ruleset& rules, Coord cell);

} // namespace seabattle
