// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "placement.h"

#include <optional>
#include <vector>

namespace seabattle {

// Where a player's ships lie. A layout may be incomplete or break the rules while it is being
// edited; checkLayout() (layoutproblem.h) says what is wrong with it.
class FleetLayout {
public:
    // Lays `placement` on the grid, replacing any earlier placement of the same ship. A 1-cell
    // ship is stored as Horizontal, so equal layouts compare equal.
    void place(const Placement& placement);
    // Takes a ship off the grid; false if it was not placed.
    bool remove(ShipId ship);
    void clear() { m_placements.clear(); }

    // Sorted by ship, at most one per ship.
    const std::vector<Placement>& placements() const { return m_placements; }
    std::optional<Placement> placementOf(ShipId ship) const;
    bool isPlaced(ShipId ship) const { return placementOf(ship).has_value(); }
    // The ship covering `c`; the first by ShipId where ships overlap.
    std::optional<ShipId> shipAt(Coord c) const;
    int size() const { return int(m_placements.size()); }
    bool isEmpty() const { return m_placements.empty(); }

    friend bool operator==(const FleetLayout&, const FleetLayout&) = default;

private:
    std::vector<Placement> m_placements;
};

} // namespace seabattle
