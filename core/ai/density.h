// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ai/berthodds.h"
#include "core/ai/seaknowledge.h"
#include "core/grid.h"

namespace seabattle {

// For every open cell, how many ways the ships afloat can lie across it, ship by ship: the
// probability density method. Berths through hits on ships afloat weigh far more (a factor per
// hit they cover), so once a ship is hit the density points at how it continues. Cells that are
// not open score 0.
Grid<double> shipDensity(const SeaKnowledge& sea, const Ruleset& rules);

// The same for an enemy known to lay its fleet with `odds` (berthodds.h): each berth also weighs
// its odds. With the odds of the Admiral's hiding places this is the attacker that knows them.
Grid<double> shipDensity(const SeaKnowledge& sea, const Ruleset& rules, const BerthOdds& odds);

// The open cells of highest score, for a random choice among equals. Empty if no cell is open.
std::vector<Coord> bestCells(const Grid<double>& score, const SeaKnowledge& sea);

} // namespace seabattle
