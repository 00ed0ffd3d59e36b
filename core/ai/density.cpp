// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ai/density.h"

#include <algorithm>
#include <cmath>

namespace seabattle {

namespace {

// How much more a berth weighs for each hit it explains: large enough that a berth through a
// hit always outweighs the open sea around it.
constexpr double kHitWeight = 64.0;
constexpr double kCrowding = 0.75;

Grid<double> densityOf(const SeaKnowledge& sea, const Ruleset& rules, const BerthOdds* odds)
{
    Grid<double> score(0.0);
    double cellsAfloat = 0;
    for (std::size_t c = 0; c < rules.fleet.size(); ++c)
        cellsAfloat += sea.afloat[c] * rules.fleet[c].length;
    // A berth that forbids many open cells to the other ships leaves them less room, so fewer
    // whole fleets pass through it: each such cell is free with a chance of about 1 - rho,
    // rho being the share of open cells still holding a ship (tuned on the arena: docs/AI.md).
    const double rho = (cellsAfloat - double(sea.hits.count())) / std::max(1.0, double(sea.open.count()));
    const double freeChance = std::clamp(1.0 - kCrowding * rho, 0.05, 1.0);
    const bool weighed = odds && !odds->isUniform();
    for (std::size_t c = 0; c < rules.fleet.size(); ++c) {
        if (sea.afloat[c] <= 0)
            continue;
        const int length = rules.fleet[c].length;
        for (const Berth* b : possibleBerths(length, sea, rules.touching)) {
            const auto hitsCovered = int((b->cells & sea.hits).count());
            const auto cellsForbidden = double((b->zone & ~b->cells & ~sea.excluded).count());
            const double weight = sea.afloat[c] * std::pow(kHitWeight, hitsCovered) *
                                  std::pow(freeChance, cellsForbidden) *
                                  (weighed ? odds->oddsBeside(length, *b, sea.sunk) : 1.0);
            const CellSet openCells = b->cells & sea.open;
            for (int i = 0; i < kCellCount; ++i)
                if (openCells.test(std::size_t(i)))
                    score[coordAt(i)] += weight;
        }
    }
    return score;
}

} // namespace

Grid<double> shipDensity(const SeaKnowledge& sea, const Ruleset& rules)
{
    return densityOf(sea, rules, nullptr);
}

Grid<double> shipDensity(const SeaKnowledge& sea, const Ruleset& rules, const BerthOdds& odds)
{
    return densityOf(sea, rules, &odds);
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
