// SPDX-License-Identifier: GPL-3.0-or-later
#include "answer.h"

namespace seabattle {

namespace {

// The ship sinks when `newHit` is its last cell not yet hit.
bool sinksWith(const ShotChart& shooterChart, const Placement& ship, Coord newHit)
{
    for (Coord c : ship.cells())
        if (c != newHit && shooterChart.at(c) != CellKnowledge::Hit)
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

ShotOutcome answerShot(const FleetLayout& fleet, const ShotChart& shooterChart, const Ruleset& rules,
                       Shot shot, Salvo salvo)
{
    ShotOutcome outcome{.shot = shot};
    const std::optional<ShipId> shipHit = fleet.shipAt(shot.target);
    if (shipHit) {
        const Placement ship = *fleet.placementOf(*shipHit);
        outcome.result = sinksWith(shooterChart, ship, shot.target) ? ShotResult::Sunk : ShotResult::Hit;
        if (outcome.result == ShotResult::Sunk) {
            outcome.sunk = SunkShip{ship.ship, ship.cells()};
            if (rules.markAroundSunk && !rules.salvo)
                for (Coord c : cellsProvenEmptyAround(outcome.sunk->cells, rules.touching))
                    if (shooterChart.at(c) == CellKnowledge::Unknown)
                        outcome.markedEmpty.push_back(c);
        }
        outcome.fleetSunk = shooterChart.hits() + 1 == cellsOf(fleet);
    }
    if (rules.salvo && (salvo.atLastShot() || outcome.fleetSunk))
        outcome.markedEmpty = marksAtSalvoEnd(shooterChart, rules, shot.target, outcome.sunk);
    outcome.nextShooter = nextShooter(rules, outcome, salvo);
    return outcome;
}

std::optional<Player> nextShooter(const Ruleset& rules, const ShotOutcome& outcome, Salvo salvo)
{
    if (outcome.fleetSunk)
        return std::nullopt;
    if (rules.salvo)
        return salvo.atLastShot() ? opponent(outcome.shot.shooter) : outcome.shot.shooter;
    const bool again = outcome.result != ShotResult::Miss && rules.shootAgainAfterHit;
    return again ? outcome.shot.shooter : opponent(outcome.shot.shooter);
}

} // namespace seabattle
