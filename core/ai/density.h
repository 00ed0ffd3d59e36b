// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ai/seaknowledge.h"
#include "core/grid.h"

namespace seabattle {

// For every open cell, how many ways the ships afloat can lie across it, ship by ship: the
// probability density method. Berths through hits on ships afloat weigh far more (a factor per
// hit they cover), so once a ship is hit the density points at how it continues. Cells that are
// not open score 0.
Grid<double> shipDensity(const SeaKnowledge& sea, const Ruleset& rules);

// The same for an enemy known to favour some cells: each berth also weighs
// exp(-sum of tilt over its cells), the odds of a fleet laid by admiralfleet.h.
Grid<double> shipDensity(const SeaKnowledge& sea, const Ruleset& rules, const Grid<double>& tilt);

// The open cells of highest score, for a random choice among equals. Empty if no cell is open.
std::vector<Coord> bestCells(const Grid<double>& score, const SeaKnowledge& sea);

} // namespace seabattle
