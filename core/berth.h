// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "contact.h"
#include "placement.h"

#include <bitset>
#include <vector>

namespace seabattle {

// A set of cells of the grid, one bit per cellIndex().
using CellSet = std::bitset<kCellCount>;

// One way a ship of some length can lie wholly inside the grid, with the cells it takes and the
// cells no other ship may then take under a touching rule (its own cells and the forbidden
// neighbours). Two berths are compatible exactly when neither's cells meet the other's zone.
struct Berth {
    Coord bow;
    Orientation orientation = Orientation::Horizontal;
    CellSet cells;
    CellSet zone;
};

// Every berth of a ship `length` cells long under `rule`, horizontal ones first, each in reading
// order of its bow. A 1-cell ship has only horizontal berths, so each cell is listed once.
// Returns an empty list for a length outside 1–kBoardSize.
const std::vector<Berth>& berths(int length, TouchingRule rule);

} // namespace seabattle
