// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ai/admiralfleet.h"

#include "core/ai/hidingplaces.h"
#include "core/randomlayout.h"

#include <cmath>
#include <vector>

namespace seabattle {

namespace {

// A uniform double in [0, 1), the same on every platform.
double unitRandom(Rng& rng)
{
    constexpr std::uint64_t kSteps = std::uint64_t(1) << 53;
    return double(randomBelow(rng, kSteps)) / double(kSteps);
}

// One ship of the walk: which it is, where it lies, and the log-odds of that berth.
struct Afloat {
    ShipId ship;
    int length = 1;
    const Berth* berth = nullptr;
    double logOdds = 0;
};

const Berth* berthOf(const Placement& p, TouchingRule rule)
{
    for (const Berth& b : berths(p.length, rule))
        if (b.bow == p.bow && (p.length == 1 || b.orientation == p.orientation))
            return &b;
    return nullptr;
}

bool fitsBeside(const Berth& b, const std::vector<Afloat>& fleet, std::size_t self)
{
    for (std::size_t j = 0; j < fleet.size(); ++j)
        if (j != self && ((b.cells & fleet[j].berth->zone).any() || (fleet[j].berth->cells & b.zone).any()))
            return false;
    return true;
}

// Offers ship i a uniformly random berth: kept if it fits, with the Metropolis odds. The offer
// does not depend on where the ship lies, so the walk keeps the odds exactly.
void offer(std::vector<Afloat>& fleet, std::size_t i, const BerthOdds& odds, TouchingRule rule, Rng& rng)
{
    const std::vector<Berth>& all = berths(fleet[i].length, rule);
    const Berth& b = all[randomBelow(rng, all.size())];
    if (!fitsBeside(b, fleet, i))
        return;
    const double logOdds = odds.logOdds(fleet[i].length, b);
    const double gain = logOdds - fleet[i].logOdds;
    if (gain >= 0 || unitRandom(rng) < std::exp(gain)) {
        fleet[i].berth = &b;
        fleet[i].logOdds = logOdds;
    }
}

} // namespace

std::optional<FleetLayout> layoutWithOdds(const Ruleset& rules, const BerthOdds& odds, Rng& rng, int sweeps)
{
    const auto start = randomLayout(rules, rng);
    if (!start || odds.isUniform())
        return start;
    std::vector<Afloat> fleet;
    for (const Placement& p : start->placements()) {
        const Berth* b = berthOf(p, rules.touching);
        if (!b)
            return start; // a randomLayout() placement is always one of the berths
        fleet.push_back({p.ship, p.length, b, odds.logOdds(p.length, *b)});
    }
    for (int sweep = 0; sweep < sweeps; ++sweep)
        for (std::size_t i = 0; i < fleet.size(); ++i)
            offer(fleet, i, odds, rules.touching, rng);
    FleetLayout layout;
    for (const Afloat& a : fleet)
        layout.place({a.ship, a.berth->bow, a.berth->orientation, a.length});
    return layout;
}

std::optional<FleetLayout> admiralFleet(const Ruleset& rules, Rng& rng)
{
    if (const auto odds = admiralHidingPlaces(rules))
        return layoutWithOdds(rules, *odds, rng);
    return randomLayout(rules, rng);
}

} // namespace seabattle
