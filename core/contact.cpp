// SPDX-License-Identifier: GPL-3.0-or-later
#include "contact.h"

#include "grid.h"

namespace seabattle {

std::vector<Coord> cellsProvenEmptyAround(const std::vector<Coord>& shipCells, TouchingRule rule)
{
    Grid<bool> ship(false);
    for (Coord c : shipCells)
        if (isOnBoard(c))
            ship[c] = true;

    std::vector<Coord> result;
    for (int i = 0; i < kCellCount; ++i) {
        const Coord candidate = coordAt(i);
        if (ship[candidate])
            continue;
        for (Coord c : shipCells) {
            if (forbids(rule, contactBetween(candidate, c))) {
                result.push_back(candidate);
                break;
            }
        }
    }
    return result;
}

} // namespace seabattle
