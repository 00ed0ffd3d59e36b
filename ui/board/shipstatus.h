// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fleetlayout.h"
#include "core/ruleset.h"
#include "core/shotchart.h"

#include <vector>

// One ship of a fleet as the shots at it left it, as far as the one looking knows: the
// opponent's chart tells which ships sank, and only the fleet's owner knows where the others
// were hit.
struct ShipStatus {
    enum class State { Afloat, Hit, Sunk };

    seabattle::ShipId ship;
    seabattle::ShipClass shipClass;
    State state = State::Afloat;
    // The cells hit, counted from the bow (0 is the bow), while it is afloat.
    std::vector<int> hitCells;
};

// Every ship of `rules`' fleet, class by class in the fleet's order, each class's ships by
// number. `shotsAtFleet` tells which sank; `layout` (the fleet's own, when the one looking owns
// it, or empty) tells where the ships still afloat were hit.
std::vector<ShipStatus> fleetStatus(const seabattle::Ruleset& rules, const seabattle::ShotChart& shotsAtFleet,
                                    const seabattle::FleetLayout& layout = {});
