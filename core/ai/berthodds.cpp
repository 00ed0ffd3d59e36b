// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ai/berthodds.h"

#include <algorithm>
#include <cmath>

namespace seabattle {

void BerthOdds::setLength(int length, const Grid<double>& cellLogOdds)
{
    for (auto& [known, cells] : m_lengths)
        if (known == length) {
            cells = cellLogOdds;
            return;
        }
    m_lengths.emplace_back(length, cellLogOdds);
}

const Grid<double>* BerthOdds::cellsOf(int length) const
{
    for (const auto& [known, cells] : m_lengths)
        if (known == length)
            return &cells;
    return nullptr;
}

double BerthOdds::logOdds(int length, const Berth& b) const
{
    const Grid<double>* cells = cellsOf(length);
    if (!cells)
        return 0;
    // A berth is its bow and a direction: walking it is cheaper than testing 100 bits.
    const int dColumn = b.orientation == Orientation::Horizontal ? 1 : 0;
    double sum = 0;
    for (int i = 0; i < length; ++i)
        sum += (*cells)[offset(b.bow, dColumn * i, (1 - dColumn) * i)];
    return sum;
}

double BerthOdds::odds(int length, const Berth& b) const
{
    return std::exp(logOdds(length, b));
}

double BerthOdds::oddsBeside(int length, const Berth& b, const CellSet& found) const
{
    const double odds = cellsOf(length) ? this->odds(length, b) : 1.0;
    if (m_contact == 0 || (sidesOf(length, b) & found).none())
        return odds;
    return odds * std::exp(m_contact);
}

CellSet sidesOf(int length, const Berth& b)
{
    const bool across = b.orientation == Orientation::Horizontal;
    CellSet sides;
    const auto add = [&](Coord c) {
        if (isOnBoard(c))
            sides.set(std::size_t(cellIndex(c)));
    };
    for (int i = 0; i < length; ++i) {
        const Coord c = across ? offset(b.bow, i, 0) : offset(b.bow, 0, i);
        add(across ? offset(c, 0, -1) : offset(c, -1, 0));
        add(across ? offset(c, 0, 1) : offset(c, 1, 0));
    }
    add(across ? offset(b.bow, -1, 0) : offset(b.bow, 0, -1));
    add(across ? offset(b.bow, length, 0) : offset(b.bow, 0, length));
    return sides;
}

int orbitOf(Coord c)
{
    const int last = kBoardSize - 1;
    const int row = std::min(c.row, last - c.row);
    const int column = std::min(c.column, last - c.column);
    const int a = std::min(row, column);
    const int b = std::max(row, column);
    // Rows of the triangle before row a hold 5, 4, …: a * 5 - a * (a - 1) / 2 cells.
    const int half = kBoardSize / 2;
    return a * half - a * (a - 1) / 2 + (b - a);
}

Grid<double> gridOfOrbits(const std::array<double, kCellOrbits>& values)
{
    Grid<double> grid(0.0);
    for (int i = 0; i < kCellCount; ++i)
        grid[coordAt(i)] = values[std::size_t(orbitOf(coordAt(i)))];
    return grid;
}

} // namespace seabattle
