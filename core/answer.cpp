// SPDX-License-Identifier: GPL-3.0-or-later
#include "answer.h"

namespace seabattle {

namespace {

// The ship sinks when `newHit` is its last cell not yet hit.
bool sinksWith(const TrackingView& shooterView, const Placement& ship, Coord newHit)
{
    for (Coord c : ship.cells())
        if (c != newHit && shooterView.at(c) != CellKnowledge::Hit)
            return false;
    return true;
}

int cellsOf(const FleetLayout& fleet)
{
    int total = 0;
    for (const Placement& p : fleet.placements())
        total += p.length;
    return total;
}

} // namespace

ShotOutcome answerShot(const FleetLayout& fleet, const TrackingView& shooterView, const Ruleset& rules,
                       Shot shot)
{
    ShotOutcome outcome{.shot = shot};
    const std::optional<ShipId> shipHit = fleet.shipAt(shot.target);
    if (shipHit) {
        const Placement ship = *fleet.placementOf(*shipHit);
        outcome.result = sinksWith(shooterView, ship, shot.target) ? ShotResult::Sunk : ShotResult::Hit;
        if (outcome.result == ShotResult::Sunk) {
            outcome.sunk = SunkShip{ship.ship, ship.cells()};
            if (rules.markAroundSunk)
                for (Coord c : cellsProvenEmptyAround(outcome.sunk->cells, rules.touching))
                    if (shooterView.at(c) == CellKnowledge::Unknown)
                        outcome.markedEmpty.push_back(c);
        }
        outcome.fleetSunk = shooterView.hits() + 1 == cellsOf(fleet);
    }
    const bool again = shipHit && rules.shootAgainAfterHit;
    if (!outcome.fleetSunk)
        outcome.nextShooter = again ? shot.shooter : opponent(shot.shooter);
    return outcome;
}

} // namespace seabattle
