// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ai/seaknowledge.h"
#include "core/rng.h"

#include <vector>

namespace seabattle {

// The classic way to play: hunt until a ship is hit, then target it until it sinks.

// Cells that may finish a ship already hit: the open cells just past either end of a line of
// hits, or, where no line extends, the open side neighbours of the hits. Empty when no ship
// afloat has been hit.
std::vector<Coord> targetCells(const SeaKnowledge& sea);

// Cells to search for ships nobody has hit: the open cells of one parity class
// ((column + row) mod L, L the shortest ship afloat, so every ship afloat covers one of them),
// or every open cell while a 1-cell ship is afloat (a checkerboard could miss it).
std::vector<Coord> huntCells(const SeaKnowledge& sea, const Ruleset& rules, Rng& rng);

// Every open cell.
std::vector<Coord> openCells(const SeaKnowledge& sea);

// One cell of `cells`, uniformly. Precondition: !cells.empty().
Coord pickAny(const std::vector<Coord>& cells, Rng& rng);

} // namespace seabattle
