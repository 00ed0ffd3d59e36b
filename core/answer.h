// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fleetlayout.h"
#include "ruleset.h"
#include "salvo.h"
#include "shot.h"
#include "shotchart.h"

namespace seabattle {

// The defender's true answer to `shot`, given its fleet and what the shooter already knows:
// Miss, Hit or Sunk (naming the ship and its cells), the cells the rules mark empty around a
// sunk ship, whether the fleet is now sunk, and who fires next under the rules.
// The one place that decides what a shot did: the match, one-sided arena games and (over the
// network) the check of the peer's answers all use it.
// Under Salvo `salvo` is the shooter's salvo before this shot: the marks around the ships it sank
// come with its last shot (or the one that sinks the fleet), so that no cell chosen for the
// salvo becomes refusable while it is fired.
// Precondition: shooterChart.canFireAt(shot.target), and shooterChart is what `fleet` truly gave.
ShotOutcome answerShot(const FleetLayout& fleet, const ShotChart& shooterChart, const Ruleset& rules,
                       Shot shot, Salvo salvo = {});

// Who fires after `outcome` under `rules`: under Salvo the shooter again until `salvo` (the salvo
// before this shot) is spent; else the shooter again after a Hit or a Sunk when the rules shoot
// again; otherwise the opponent; none once the fleet is sunk. answerShot() and a peer's reported
// shots (PeerMatch) share it, so both sides agree on the turn.
std::optional<Player> nextShooter(const Ruleset& rules, const ShotOutcome& outcome, Salvo salvo = {});

} // namespace seabattle
