// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ai/computeropponent.h"

#include "core/ai/admiralfleet.h"
#include "core/ai/density.h"
#include "core/ai/endgame.h"
#include "core/ai/huntandtarget.h"
#include "core/ai/huntsalvo.h"
#include "core/ai/salvoaim.h"
#include "core/randomlayout.h"

namespace seabattle {

namespace {

// Easy follows up a hit on this many shots out of kEasyTargetingOutOf, and fires at random
// otherwise: it often wanders off a wounded ship, as a beginner does.
constexpr int kEasyTargetingOdds = 1;
constexpr int kEasyTargetingOutOf = 6;

Coord easyShot(const SeaKnowledge& sea, Rng& rng)
{
    if (const auto targets = targetCells(sea);
        !targets.empty() && randomChance(rng, kEasyTargetingOdds, kEasyTargetingOutOf))
        return pickAny(targets, rng);
    return pickAny(openCells(sea), rng);
}

Coord mediumShot(const SeaKnowledge& sea, const Ruleset& rules, Rng& rng)
{
    if (const auto targets = targetCells(sea); !targets.empty())
        return pickAny(targets, rng);
    return pickAny(huntCells(sea, rules, rng), rng);
}

Coord hardShot(const SeaKnowledge& sea, const Ruleset& rules, Rng& rng)
{
    return pickAny(bestCells(shipDensity(sea, rules), sea), rng);
}

// The density while much is unknown (it is as good as exact whole-fleet odds there, and those
// cost far more), an exact look-ahead over every possible fleet once few cells are left; both
// weigh each fleet by the enemy's odds when they are known.
Coord admiralShot(const SeaKnowledge& sea, const Ruleset& rules, Rng& rng, const BerthOdds& enemyOdds)
{
    const BerthOdds* odds = enemyOdds.isUniform() ? nullptr : &enemyOdds;
    if (const auto shot = endgameShot(sea, rules, odds))
        return *shot;
    if (!odds)
        return hardShot(sea, rules, rng);
    return pickAny(bestCells(shipDensity(sea, rules, *odds), sea), rng);
}

// Every cell the rules still accept, for when inference leaves nothing (a dishonest view).
std::vector<Coord> fireableCells(const ShotChart& view)
{
    std::vector<Coord> cells;
    for (int i = 0; i < kCellCount; ++i)
        if (view.canFireAt(coordAt(i)))
            cells.push_back(coordAt(i));
    return cells;
}

// Fleets drawn for each salvo: the Admiral draws more and lists every fleet once few cells are
// left (docs/AI.md, "Salvo": the figures and the time per salvo).
constexpr int kHardFleetsDrawn = 150;
constexpr int kAdmiralFleetsDrawn = 600;

std::vector<Coord> salvoOf(OpponentLevel level, const SeaKnowledge& sea, const Ruleset& rules, int shots,
                           Rng& rng, const BerthOdds& enemyOdds)
{
    switch (level) {
    case OpponentLevel::Easy:
        return easySalvo(sea, shots, rng);
    case OpponentLevel::Medium:
        return mediumSalvo(sea, rules, shots, rng);
    case OpponentLevel::Hard:
        return aimSalvo(sea, rules, shots, {kHardFleetsDrawn, false, nullptr}, rng);
    case OpponentLevel::Admiral:
        break;
    }
    const BerthOdds* odds = enemyOdds.isUniform() ? nullptr : &enemyOdds;
    return aimSalvo(sea, rules, shots, {kAdmiralFleetsDrawn, true, odds}, rng);
}

} // namespace

std::vector<Coord> chooseSalvo(OpponentLevel level, const ShotChart& view, const Ruleset& rules, int shots,
                               Rng& rng)
{
    return chooseSalvo(level, view, rules, shots, rng, BerthOdds{});
}

std::vector<Coord> chooseSalvo(OpponentLevel level, const ShotChart& view, const Ruleset& rules, int shots,
                               Rng& rng, const BerthOdds& enemyOdds)
{
    const SeaKnowledge sea = readSea(view, rules);
    std::vector<Coord> salvo = salvoOf(level, sea, rules, shots, rng, enemyOdds);
    // The rules may ask for more shots than there are open cells: the rest go where the chart
    // proves there is nothing, but the rules still accept a shot.
    topUpSalvo(salvo, fireableCells(view), shots, rng);
    return salvo;
}

Coord chooseShot(OpponentLevel level, const ShotChart& view, const Ruleset& rules, Rng& rng)
{
    return chooseShot(level, view, rules, rng, BerthOdds{});
}

Coord chooseShot(OpponentLevel level, const ShotChart& view, const Ruleset& rules, Rng& rng,
                 const BerthOdds& enemyOdds)
{
    const SeaKnowledge sea = readSea(view, rules);
    if (sea.open.none())
        return pickAny(fireableCells(view), rng);
    switch (level) {
    case OpponentLevel::Easy:
        return easyShot(sea, rng);
    case OpponentLevel::Medium:
        return mediumShot(sea, rules, rng);
    case OpponentLevel::Hard:
        return hardShot(sea, rules, rng);
    case OpponentLevel::Admiral:
        break;
    }
    return admiralShot(sea, rules, rng, enemyOdds);
}

std::optional<FleetLayout> placeFleet(OpponentLevel level, const Ruleset& rules, Rng& rng)
{
    if (level == OpponentLevel::Admiral)
        return admiralFleet(rules, rng);
    return randomLayout(rules, rng);
}

} // namespace seabattle
