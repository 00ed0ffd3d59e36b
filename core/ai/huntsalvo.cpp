// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ai/huntsalvo.h"

#include "core/ai/huntandtarget.h"

#include <algorithm>
#include <optional>

namespace seabattle {

namespace {

// As with single shots (computeropponent.cpp): Easy follows a hit up one shot in six.
constexpr int kEasyTargetingOdds = 1;
constexpr int kEasyTargetingOutOf = 6;

bool holds(const std::vector<Coord>& cells, Coord c)
{
    return std::find(cells.begin(), cells.end(), c) != cells.end();
}

// A cell of `cells` not in `salvo`, uniformly; nullopt when every one is.
std::optional<Coord> anyNew(const std::vector<Coord>& cells, const std::vector<Coord>& salvo, Rng& rng)
{
    std::vector<Coord> left;
    for (Coord c : cells)
        if (!holds(salvo, c))
            left.push_back(c);
    if (left.empty())
        return std::nullopt;
    return pickAny(left, rng);
}

} // namespace

void topUpSalvo(std::vector<Coord>& salvo, std::vector<Coord> cells, int shots, Rng& rng)
{
    for (std::size_t k = cells.size(); k > 1; --k)
        std::swap(cells[k - 1], cells[randomBelow(rng, k)]);
    for (Coord c : cells)
        if (int(salvo.size()) < shots && !holds(salvo, c))
            salvo.push_back(c);
}

std::vector<Coord> easySalvo(const SeaKnowledge& sea, int shots, Rng& rng)
{
    const std::vector<Coord> targets = targetCells(sea);
    const std::vector<Coord> open = openCells(sea);
    std::vector<Coord> salvo;
    while (int(salvo.size()) < shots) {
        std::optional<Coord> cell;
        if (randomChance(rng, kEasyTargetingOdds, kEasyTargetingOutOf))
            cell = anyNew(targets, salvo, rng);
        if (!cell)
            cell = anyNew(open, salvo, rng);
        if (!cell)
            break;
        salvo.push_back(*cell);
    }
    return salvo;
}

std::vector<Coord> mediumSalvo(const SeaKnowledge& sea, const Ruleset& rules, int shots, Rng& rng)
{
    std::vector<Coord> salvo;
    topUpSalvo(salvo, targetCells(sea), shots, rng);
    topUpSalvo(salvo, huntCells(sea, rules, rng), shots, rng);
    topUpSalvo(salvo, openCells(sea), shots, rng);
    return salvo;
}

} // namespace seabattle
