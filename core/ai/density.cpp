// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ai/density.h"

#include <cmath>

namespace seabattle {

namespace {

// How much more a berth weighs for each hit it explains: large enough that a berth through a
// hit always outweighs the open sea around it.
constexpr double kHitWeight = 64.0;

} // namespace

Grid<double> shipDensity(const SeaKnowledge& sea, const Ruleset& rules)
{
    Grid<double> score(0.0);
    for (std::size_t c = 0; c < rules.fleet.size(); ++c) {
        if (sea.afloat[c] <= 0)
            continue;
        for (const Berth* b : possibleBerths(rules.fleet[c].length, sea, rules.touching)) {
            const auto hitsCovered = int((b->cells & sea.hits).count());
            const double weight = sea.afloat[c] * std::pow(kHitWeight, hitsCovered);
            const CellSet openCells = b->cells & sea.open;
            for (int i = 0; i < kCellCount; ++i)
                if (openCells.test(std::size_t(i)))
                    score[coordAt(i)] += weight;
        }
    }
    return score;
}

std::vector<Coord> bestCells(const Grid<double>& score, const SeaKnowledge& sea)
{
    std::vector<Coord> best;
    double top = -1;
    for (int i = 0; i < kCellCount; ++i) {
        if (!sea.open.test(std::size_t(i)))
            continue;
        const Coord c = coordAt(i);
        if (score[c] > top) {
            top = score[c];
            best.clear();
        }
        if (score[c] == top)
            best.push_back(c);
    }
    return best;
}

} // namespace seabattle
