// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/review/emptycell.h"

namespace seabattle {

namespace {

bool diagonalToHit(const SeaKnowledge& sea, Coord cell)
{
    for (Coord d : {offset(cell, -1, -1), offset(cell, 1, -1), offset(cell, -1, 1), offset(cell, 1, 1)})
        if (isOnBoard(d) && sea.hits.test(std::size_t(cellIndex(d))))
            return true;
    return false;
}

// Whether some ship afloat fits across `cell` among the cells not proven empty, touching a hit
// or not (`allowTouching`), or only as possibleBerths() allows.
bool someShipFits(const SeaKnowledge& sea, const Ruleset& rules, Coord cell, bool allowTouching)
{
    const auto bit = std::size_t(cellIndex(cell));
    for (std::size_t c = 0; c < rules.fleet.size(); ++c) {
        if (sea.afloat[c] <= 0)
            continue;
        const int length = rules.fleet[c].length;
        if (!allowTouching) {
            for (const Berth* b : possibleBerths(length, sea, rules.touching))
                if (b->cells.test(bit))
                    return true;
            continue;
        }
        for (const Berth& b : berths(length, rules.touching))
            if (b.cells.test(bit) && (b.cells & sea.excluded).none())
                return true;
    }
    return false;
}

} // namespace

std::optional<EmptyReason> provenEmpty(const SeaKnowledge& sea, const Ruleset& rules, Coord cell)
{
    if (!isOnBoard(cell))
        return std::nullopt;
    if (sea.excluded.test(std::size_t(cellIndex(cell)))) {
        if (rules.touching == TouchingRule::NoContact && diagonalToHit(sea, cell))
            return EmptyReason::DiagonalToHit;
        return EmptyReason::BordersSunk;
    }
    if (someShipFits(sea, rules, cell, false))
        return std::nullopt;
    return someShipFits(sea, rules, cell, true) ? EmptyReason::TouchesHit : EmptyReason::GapTooSmall;
}

} // namespace seabattle
