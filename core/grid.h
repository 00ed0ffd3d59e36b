// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "coord.h"

#include <array>

namespace seabattle {

// One value per cell of the 10 × 10 grid, indexed by Coord.
template <class T> class Grid {
public:
    constexpr Grid() = default;
    constexpr explicit Grid(const T& fill) { m_cells.fill(fill); }

    // Precondition: isOnBoard(c).
    constexpr T& operator[](Coord c) { return m_cells[cellIndex(c)]; }
    constexpr const T& operator[](Coord c) const { return m_cells[cellIndex(c)]; }

    constexpr auto begin() const { return m_cells.begin(); }
    constexpr auto end() const { return m_cells.end(); }

    friend constexpr bool operator==(const Grid&, const Grid&) = default;

private:
    std::array<T, kCellCount> m_cells{};
};

} // namespace seabattle
