// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/shipstatus.h"

#include <algorithm>
#include <utility>

using namespace seabattle;

namespace {

// The cells of `ship` that `shots` saw hit, from its bow; none when the layout does not hold it.
std::vector<int> hitCellsOf(ShipId ship, const ShotChart& shots, const FleetLayout& layout)
{
    std::vector<int> hit;
    const std::optional<Placement> placement = layout.placementOf(ship);
    if (!placement)
        return hit;
    const auto cells = placement->cells();
    for (int i = 0; i < int(cells.size()); ++i) {
        const Coord cell = cells[std::size_t(i)];
        if (isOnBoard(cell) && shots.at(cell) == CellKnowledge::Hit)
            hit.push_back(i);
    }
    return hit;
}

} // namespace

std::vector<ShipStatus> fleetStatus(const Ruleset& rules, const ShotChart& shotsAtFleet,
                                    const FleetLayout& layout)
{
    std::vector<ShipStatus> ships;
    for (int c = 0; c < int(rules.fleet.size()); ++c) {
        const ShipClass& shipClass = rules.fleet[std::size_t(c)];
        for (int n = 0; n < shipClass.count; ++n) {
            const ShipId id{c, n};
            ShipStatus status{id, shipClass, ShipStatus::State::Afloat, {}};
            const bool sunk = std::ranges::any_of(shotsAtFleet.sunkShips(),
                                                  [&](const SunkShip& s) { return s.ship == id; });
            if (sunk) {
                status.state = ShipStatus::State::Sunk;
            } else {
                status.hitCells = hitCellsOf(id, shotsAtFleet, layout);
                if (!status.hitCells.empty())
                    status.state = ShipStatus::State::Hit;
            }
            ships.push_back(std::move(status));
        }
    }
    return ships;
}
