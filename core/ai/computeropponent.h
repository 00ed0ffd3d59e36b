// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ai/berthodds.h"
#include "core/ai/opponentlevel.h"
#include "core/fleetlayout.h"
#include "core/rng.h"
#include "core/ruleset.h"
#include "core/shotchart.h"

#include <optional>
#include <vector>

namespace seabattle {

// The computer opponents. Each decision is a pure function of what a person in its seat would
// know (its own shot chart and the rules) and a random generator: it is handed no path to
// the other fleet, so it cannot cheat, and it can run on any thread.

// The next shot of a `level` opponent. Always a cell the rules accept (view.canFireAt).
// Precondition: some cell of the view can be fired at.
Coord chooseShot(OpponentLevel level, const ShotChart& view, const Ruleset& rules, Rng& rng);
// The same against an enemy thought to lay its fleet with `enemyOdds` rather than uniformly: what
// the Admiral has learned of a person's habits from the fleets of games already over
// (fleethabits.h), never from the fleet it is firing at. Only the Admiral uses them.
Coord chooseShot(OpponentLevel level, const ShotChart& view, const Ruleset& rules, Rng& rng,
                 const BerthOdds& enemyOdds);

// The next salvo of a `level` opponent under the Salvo rule: `shots` distinct cells the rules
// accept (view.canFireAt), all chosen before any is answered; fewer only when fewer cells can be
// fired at. Cells known to be empty come only after every open cell (salvoaim.h, huntsalvo.h).
std::vector<Coord> chooseSalvo(OpponentLevel level, const ShotChart& view, const Ruleset& rules, int shots,
                               Rng& rng);
// The same against an enemy thought to lay its fleet with `enemyOdds` (only the Admiral uses them).
std::vector<Coord> chooseSalvo(OpponentLevel level, const ShotChart& view, const Ruleset& rules, int shots,
                               Rng& rng, const BerthOdds& enemyOdds);

// A fleet for a `level` opponent. Easy to Hard deal a uniformly random layout; the Admiral
// hides its ships with the odds of its hiding places (admiralfleet.h).
// nullopt only when the fleet cannot be laid out (see checkRuleset()).
std::optional<FleetLayout> placeFleet(OpponentLevel level, const Ruleset& rules, Rng& rng);

} // namespace seabattle
