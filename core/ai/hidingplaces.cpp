// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ai/hidingplaces.h"

#include <algorithm>
#include <functional>

namespace seabattle {

namespace {

// The tables tests/benchmarks/train_hiding printed (docs/AI.md has the command). Each row: a ship
// length, then the log-odds of the 15 cell orbits: (0,0) the corners, (0,1) … (0,4) along the
// edge to its middle, (1,1) … (1,4) the second ring, (2,2) … (2,4), (3,3), (3,4), (4,4) the
// centre (berthodds.h).
std::vector<HidingPlaces> makeTables()
{
    return {
        // train_hiding hasbro 10000 100 0.01 0.12 1
        {{5, 4, 3, 3, 2},
         TouchingRule::Allowed,
         {
             {5,
              {0.226, 0.132, 0.011, 0.030, -0.002, 0.073, -0.033, -0.039, 0.007, -0.038, -0.053, -0.039,
               -0.052, -0.093, -0.129}},
             {4,
              {0.195, 0.173, 0.118, 0.039, -0.008, 0.025, 0.017, -0.031, 0.001, -0.080, -0.097, -0.025,
               -0.070, -0.119, -0.137}},
             {3,
              {0.533, 0.303, -0.091, -0.013, 0.090, -0.052, -0.058, 0.038, -0.077, -0.127, -0.067, -0.094,
               -0.246, -0.000, -0.141}},
             {2,
              {1.091, 0.121, 0.074, 0.154, 0.046, -0.265, -0.071, -0.182, -0.132, -0.189, -0.083, -0.142,
               -0.161, -0.122, -0.140}},
         }},
        // train_hiding classic 10000 60 0.03 0.12 1 > classic-1
        // train_hiding classic 10000 60 0.03 0.12 2 classic-1 1 (the 1-cell boats kept), then the
        // boats' log-odds set to 0: where they hide is what the look-ahead that knows the odds
        // would exploit in the endgame (docs/AI.md, "How the hiding places were made")
        {{4, 3, 3, 2, 2, 2, 1, 1, 1, 1},
         TouchingRule::NoContact,
         {
             {4,
              {1.319, -0.530, 0.424, -0.023, 0.377, -0.547, -0.273, -0.042, -0.446, 0.110, -0.111, -0.060,
               -0.103, -0.026, -0.068}},
             {3,
              {1.928, -0.364, 0.247, -0.653, 0.572, -0.427, -0.264, 0.017, -0.437, 0.030, 0.138, -0.219,
               -0.568, 0.099, -0.099}},
             {2,
              {1.253, -0.025, -0.200, -0.198, -0.035, -0.249, 0.030, -0.108, -0.071, -0.143, -0.059, -0.088,
               -0.051, -0.034, -0.023}},
             {1,
              {0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000,
               0.000, 0.000}},
         }},
    };
}

} // namespace

BerthOdds HidingPlaces::odds() const
{
    BerthOdds result;
    for (const auto& [length, values] : orbits)
        result.setLength(length, gridOfOrbits(values));
    return result;
}

std::vector<int> shipLengths(const Ruleset& rules)
{
    std::vector<int> lengths;
    for (const ShipClass& c : rules.fleet)
        lengths.insert(lengths.end(), std::size_t(std::max(0, c.count)), c.length);
    std::sort(lengths.begin(), lengths.end(), std::greater<>());
    return lengths;
}

const std::vector<HidingPlaces>& knownHidingPlaces()
{
    static const std::vector<HidingPlaces> tables = makeTables();
    return tables;
}

std::optional<BerthOdds> admiralHidingPlaces(const Ruleset& rules)
{
    const std::vector<int> lengths = shipLengths(rules);
    for (const HidingPlaces& places : knownHidingPlaces())
        if (places.lengths == lengths && places.touching == rules.touching)
            return places.odds();
    return std::nullopt;
}

} // namespace seabattle
