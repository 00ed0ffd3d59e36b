// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleetlayout.h"

#include <algorithm>

namespace seabattle {

namespace {

auto findShip(auto& placements, ShipId ship)
{
    return std::lower_bound(placements.begin(), placements.end(), ship,
                            [](const Placement& p, ShipId id) { return p.ship < id; });
}

} // namespace

void FleetLayout::place(const Placement& given)
{
    Placement placement = given;
    if (placement.length == 1)
        placement.orientation = Orientation::Horizontal; // a 1-cell ship has one form only
    auto it = findShip(m_placements, placement.ship);
    if (it != m_placements.end() && it->ship == placement.ship)
        *it = placement;
    else
        m_placements.insert(it, placement);
}

bool FleetLayout::remove(ShipId ship)
{
    auto it = findShip(m_placements, ship);
    if (it == m_placements.end() || it->ship != ship)
        return false;
    m_placements.erase(it);
    return true;
}

std::optional<Placement> FleetLayout::placementOf(ShipId ship) const
{
    auto it = findShip(m_placements, ship);
    if (it == m_placements.end() || it->ship != ship)
        return std::nullopt;
    return *it;
}

std::optional<ShipId> FleetLayout::shipAt(Coord c) const
{
    for (const Placement& p : m_placements)
        if (p.covers(c))
            return p.ship;
    return std::nullopt;
}

} // namespace seabattle
