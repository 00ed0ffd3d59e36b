// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ai/fleetsseen.h"

#include "core/ai/hidingplaces.h"

namespace seabattle {

void FleetsSeen::add(const Ruleset& rules, const FleetLayout& fleet)
{
    m_fleets.emplace_back(rules, fleet);
}

FleetHabits FleetsSeen::habitsFor(const Ruleset& rules) const
{
    std::vector<FleetLayout> alike;
    for (const auto& [played, fleet] : m_fleets)
        if (shipLengths(played) == shipLengths(rules) && played.touching == rules.touching)
            alike.push_back(fleet);
    return learnHabits(rules, alike);
}

FleetHabits FleetsSeen::habitsFor(const NewGameChoice& choice) const
{
    if (choice.watch || choice.level != OpponentLevel::Admiral)
        return {};
    return habitsFor(choice.rules);
}

} // namespace seabattle
