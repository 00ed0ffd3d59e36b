// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ai/huntandtarget.h"

#include <algorithm>
#include <array>

namespace seabattle {

namespace {

bool has(const CellSet& cells, Coord c)
{
    return isOnBoard(c) && cells.test(std::size_t(cellIndex(c)));
}

void addUnique(std::vector<Coord>& cells, Coord c)
{
    if (std::find(cells.begin(), cells.end(), c) == cells.end())
        cells.push_back(c);
}

// The open cells past both ends of the line of hits through `hit` along (dc, dr), if the hit has
// a hit neighbour that way.
void lineEnds(const SeaKnowledge& sea, Coord hit, int dc, int dr, std::vector<Coord>& out)
{
    if (!has(sea.hits, offset(hit, dc, dr)) && !has(sea.hits, offset(hit, -dc, -dr)))
        return;
    for (int direction : {1, -1}) {
        Coord c = hit;
        while (has(sea.hits, c))
            c = offset(c, direction * dc, direction * dr);
        if (has(sea.open, c))
            addUnique(out, c);
    }
}

} // namespace

std::vector<Coord> openCells(const SeaKnowledge& sea)
{
    std::vector<Coord> cells;
    for (int i = 0; i < kCellCount; ++i)
        if (sea.open.test(std::size_t(i)))
            cells.push_back(coordAt(i));
    return cells;
}

std::vector<Coord> targetCells(const SeaKnowledge& sea)
{
    std::vector<Coord> ends;
    std::vector<Coord> sides;
    for (int i = 0; i < kCellCount; ++i) {
        if (!sea.hits.test(std::size_t(i)))
            continue;
        const Coord hit = coordAt(i);
        lineEnds(sea, hit, 1, 0, ends);
        lineEnds(sea, hit, 0, 1, ends);
        for (Coord n : {offset(hit, 1, 0), offset(hit, -1, 0), offset(hit, 0, 1), offset(hit, 0, -1)})
            if (has(sea.open, n))
                addUnique(sides, n);
    }
    return ends.empty() ? sides : ends;
}

std::vector<Coord> huntCells(const SeaKnowledge& sea, const Ruleset& rules, Rng& rng)
{
    const int spacing = sea.shortestAfloat(rules);
    std::vector<Coord> all = openCells(sea);
    if (spacing < 2)
        return all;
    // Keep to the class with the fewest open cells: it is the one already being worked through,
    // so the pattern stays a pattern from shot to shot.
    std::vector<std::vector<Coord>> classes(static_cast<std::size_t>(spacing));
    for (Coord c : all)
        classes[std::size_t((c.column + c.row) % spacing)].push_back(c);
    std::size_t best = randomBelow(rng, classes.size());
    for (std::size_t k = 0; k < classes.size(); ++k)
        if (!classes[k].empty() && (classes[best].empty() || classes[k].size() < classes[best].size()))
            best = k;
    return classes[best].empty() ? all : classes[best];
}

Coord pickAny(const std::vector<Coord>& cells, Rng& rng)
{
    return cells[randomBelow(rng, cells.size())];
}

} // namespace seabattle
