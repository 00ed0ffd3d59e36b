// SPDX-License-Identifier: GPL-3.0-or-later
#include "berth.h"

#include <array>

namespace seabattle {

namespace {

std::vector<Berth> computeBerths(int length, TouchingRule rule)
{
    std::vector<Berth> result;
    const auto add = [&](Coord bow, Orientation orientation) {
        const Placement p{.bow = bow, .orientation = orientation, .length = length};
        if (!p.isOnBoard())
            return;
        Berth berth{bow, orientation, {}, {}};
        const std::vector<Coord> cells = p.cells();
        for (Coord c : cells)
            berth.cells.set(std::size_t(cellIndex(c)));
        berth.zone = berth.cells;
        for (Coord c : cellsProvenEmptyAround(cells, rule))
            berth.zone.set(std::size_t(cellIndex(c)));
        result.push_back(berth);
    };
    for (int i = 0; i < kCellCount; ++i)
        add(coordAt(i), Orientation::Horizontal);
    if (length > 1)
        for (int i = 0; i < kCellCount; ++i)
            add(coordAt(i), Orientation::Vertical);
    return result;
}

using BerthTable = std::array<std::array<std::vector<Berth>, 3>, kBoardSize + 1>;

BerthTable computeTable()
{
    BerthTable table;
    for (int length = 1; length <= kBoardSize; ++length)
        for (int rule = 0; rule < 3; ++rule)
            table[std::size_t(length)][std::size_t(rule)] = computeBerths(length, TouchingRule(rule));
    return table;
}

} // namespace

const std::vector<Berth>& berths(int length, TouchingRule rule)
{
    static const BerthTable table = computeTable(); // thread-safe initialisation, computed once
    static const std::vector<Berth> none;
    if (length < 1 || length > kBoardSize)
        return none;
    return table[std::size_t(length)][std::size_t(rule)];
}

} // namespace seabattle
