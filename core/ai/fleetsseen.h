// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ai/fleethabits.h"
#include "core/newgamechoice.h"

#include <utility>
#include <vector>

namespace seabattle {

// The person's fleets in the games over so far, each with the rules it was laid under. Habits
// are learned only from fleets of the same ships under the same touching rule as the game about
// to start: a habit of the Classic fleet says nothing of where a Standard fleet lies.
class FleetsSeen {
public:
    void add(const Ruleset& rules, const FleetLayout& fleet);
    FleetHabits habitsFor(const Ruleset& rules) const;
    // What the game about to start learns: only the Admiral learns (the other levels spend no
    // time on it), and not from two computers.
    FleetHabits habitsFor(const NewGameChoice& choice) const;
    int size() const { return int(m_fleets.size()); }

private:
    std::vector<std::pair<Ruleset, FleetLayout>> m_fleets;
};

} // namespace seabattle
