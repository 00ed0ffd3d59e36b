// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ai/berthodds.h"
#include "core/fleetlayout.h"
#include "core/ruleset.h"

#include <array>
#include <vector>

namespace seabattle {

// What the Admiral learns, within a session, of how one person lays a fleet, from that person's
// fleets in the games already over (never from the game being played): how much more or less
// often than in a uniformly random layout their ships lie on each ring of the grid (the edge,
// the ring inside it, …, the four centre cells) and, where the rules let ships touch, side by
// side with another ship. As odds (berthodds.h), the Admiral weighs the fleet it fires at by them
// (computeropponent.h).
//
// The weight is bounded: each habit counts as if kHabitPrior uniformly random fleets had been
// seen too, and no habit weighs more than kHabitCap log-odds (a cell, or a ship beside another),
// so a habit seen in one or two games moves the Admiral's aim a little, and never far.
struct FleetHabits {
    int fleets = 0;                      // the past fleets learned from
    std::array<double, 5> ringLogOdds{}; // per cell, by distance to the nearest edge (0 the edge)
    double contactLogOdds = 0;           // of a ship lying side by side with another

    // The odds for the rules' fleet: every length weighs its cells by their ring. Uniform when
    // no fleet was learned from.
    BerthOdds odds(const Ruleset& rules) const;

    friend bool operator==(const FleetHabits&, const FleetHabits&) = default;
};

inline constexpr double kHabitPrior = 3.0;
inline constexpr double kHabitCap = 0.7;

// The habits seen in `pastFleets` (each a complete legal layout of the rules' fleet).
FleetHabits learnHabits(const Ruleset& rules, const std::vector<FleetLayout>& pastFleets);

// The ring of a cell: its distance to the nearest edge, 0 to 4 on a 10 × 10 grid.
int ringOf(Coord c);

} // namespace seabattle
