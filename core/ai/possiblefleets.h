// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ai/seaknowledge.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace seabattle {

// Every whole fleet of the ships afloat that agrees with everything seen: no ship on a cell the
// view excludes, the touching rule kept between all of them, and every hit on a ship afloat
// covered. Ships of one length are interchangeable, so each fleet is listed once. Where the
// enemy laid its fleet uniformly at random, each of these fleets is equally likely.
struct PossibleFleets {
    int shipsPerFleet = 0;
    std::vector<const Berth*> berths; // fleet f is berths[f * shipsPerFleet, (f + 1) * shipsPerFleet)

    std::size_t size() const { return shipsPerFleet == 0 ? 0 : berths.size() / std::size_t(shipsPerFleet); }
};

// The fleets, or nullopt when there are more than `limit` of them or the search would try more
// than `effort` berths: the count is exact or not made at all.
std::optional<PossibleFleets> possibleFleets(const SeaKnowledge& sea, const Ruleset& rules, std::size_t limit,
                                             std::int64_t effort);

} // namespace seabattle
