// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <compare>
#include <string>

namespace seabattle {

// A kind of ship in a fleet: "Cruiser", 3 cells long, 2 of them.
// `name` is a stable English key ("Carrier", "Patrol boat", …) that the interface translates;
// a Custom fleet may use any name, which is then shown as typed.
struct ShipClass {
    std::string name;
    int length = 1;
    int count = 1;

    friend bool operator==(const ShipClass&, const ShipClass&) = default;
};

// One ship of a fleet: ship `number` (0-based) of class `shipClass` (an index into the
// ruleset's fleet). The second Cruiser of the Classic fleet is {1, 1}.
struct ShipId {
    int shipClass = 0;
    int number = 0;

    friend constexpr bool operator==(ShipId, ShipId) = default;
    friend constexpr auto operator<=>(ShipId, ShipId) = default;
};

} // namespace seabattle
