// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ai/seaknowledge.h"

namespace seabattle {

namespace {

void set(CellSet& cells, Coord c)
{
    cells.set(std::size_t(cellIndex(c)));
}

} // namespace

int SeaKnowledge::shortestAfloat(const Ruleset& rules) const
{
    int shortest = 0;
    for (std::size_t c = 0; c < afloat.size(); ++c)
        if (afloat[c] > 0 && (shortest == 0 || rules.fleet[c].length < shortest))
            shortest = rules.fleet[c].length;
    return shortest;
}

SeaKnowledge readSea(const ShotChart& view, const Ruleset& rules)
{
    SeaKnowledge sea;
    sea.afloat.resize(rules.fleet.size());
    for (std::size_t c = 0; c < rules.fleet.size(); ++c)
        sea.afloat[c] = rules.fleet[c].count;
    for (const SunkShip& sunk : view.sunkShips()) {
        if (sunk.ship.shipClass >= 0 && sunk.ship.shipClass < int(sea.afloat.size()))
            --sea.afloat[std::size_t(sunk.ship.shipClass)];
        for (Coord c : cellsProvenEmptyAround(sunk.cells, rules.touching))
            set(sea.excluded, c);
    }
    for (int i = 0; i < kCellCount; ++i) {
        const Coord c = coordAt(i);
        switch (view.at(c)) {
        case CellKnowledge::Unknown:
            sea.open.set(std::size_t(i));
            break;
        case CellKnowledge::Hit:
            sea.hits.set(std::size_t(i));
            if (rules.touching == TouchingRule::NoContact)
                for (Coord d : {offset(c, -1, -1), offset(c, 1, -1), offset(c, -1, 1), offset(c, 1, 1)})
                    if (isOnBoard(d))
                        set(sea.excluded, d);
            break;
        case CellKnowledge::Sunk:
            sea.sunk.set(std::size_t(i));
            sea.excluded.set(std::size_t(i));
            break;
        case CellKnowledge::Miss:
        case CellKnowledge::MarkedEmpty:
            sea.excluded.set(std::size_t(i));
            break;
        }
    }
    sea.open &= ~sea.excluded;
    return sea;
}

std::vector<const Berth*> possibleBerths(int length, const SeaKnowledge& sea, TouchingRule rule)
{
    std::vector<const Berth*> result;
    for (const Berth& b : berths(length, rule))
        if ((b.cells & sea.excluded).none() && ((b.zone & ~b.cells) & sea.hits).none() &&
            (b.cells & ~sea.hits).any())
            result.push_back(&b);
    return result;
}

} // namespace seabattle
