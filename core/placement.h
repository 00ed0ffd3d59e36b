// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "coord.h"
#include "shipclass.h"

#include <vector>

namespace seabattle {

enum class Orientation { Horizontal, Vertical };

constexpr Orientation rotated(Orientation o)
{
    return o == Orientation::Horizontal ? Orientation::Vertical : Orientation::Horizontal;
}

// A ship laid on the grid: its bow is the leftmost (horizontal) or topmost (vertical) cell.
// The length is stored rather than looked up so that a layout read from elsewhere (a file, a
// peer's reveal) can be checked against the ruleset's class lengths.
struct Placement {
    ShipId ship;
    Coord bow;
    Orientation orientation = Orientation::Horizontal;
    int length = 1;

    // The cell `i` steps from the bow (0 <= i < length); it may lie outside the grid.
    constexpr Coord cell(int i) const
    {
        return orientation == Orientation::Horizontal ? offset(bow, i, 0) : offset(bow, 0, i);
    }
    constexpr bool covers(Coord c) const
    {
        const int along = orientation == Orientation::Horizontal ? c.column - bow.column : c.row - bow.row;
        const bool inLine =
            orientation == Orientation::Horizontal ? c.row == bow.row : c.column == bow.column;
        return inLine && along >= 0 && along < length;
    }
    constexpr bool isOnBoard() const
    {
        return seabattle::isOnBoard(bow) && seabattle::isOnBoard(cell(length - 1));
    }

    // Every cell from bow to stern.
    std::vector<Coord> cells() const
    {
        std::vector<Coord> result;
        result.reserve(std::size_t(length));
        for (int i = 0; i < length; ++i)
            result.push_back(cell(i));
        return result;
    }

    friend constexpr bool operator==(const Placement&, const Placement&) = default;
};

} // namespace seabattle
