// SPDX-License-Identifier: GPL-3.0-or-later
#include "randomlayout.h"

#include "berth.h"
#include "fleetfit.h"
#include "layoutproblem.h"

#include <algorithm>

namespace seabattle {

namespace {

struct Draw {
    ShipId ship;
    int length;
    const std::vector<Berth>* berths;
};

// Draws the ships `fixed` lacks around those it has (their cells and zones kept clear).
std::optional<FleetLayout> drawUniformly(const Ruleset& rules, const FleetLayout& fixed, Rng& rng)
{
    CellSet fixedZone;
    for (const Placement& p : fixed.placements())
        for (Coord c : p.cells())
            if (isOnBoard(c))
                fixedZone.set(std::size_t(cellIndex(c)));
    for (const Placement& p : fixed.placements())
        for (Coord c : cellsProvenEmptyAround(p.cells(), rules.touching))
            fixedZone.set(std::size_t(cellIndex(c)));

    std::vector<Draw> draws;
    for (ShipId id : rules.ships())
        if (!fixed.isPlaced(id))
            draws.push_back({id, rules.lengthOf(id), &berths(rules.lengthOf(id), rules.touching)});
    // Longest first only makes clashes show sooner; the accepted draws are uniform in any order.
    std::stable_sort(draws.begin(), draws.end(),
                     [](const Draw& a, const Draw& b) { return a.length > b.length; });
    for (const Draw& d : draws)
        if (d.berths->empty())
            return std::nullopt;

    std::vector<const Berth*> chosen(draws.size());
    for (int attempt = 0; attempt < kUniformLayoutAttempts; ++attempt) {
        CellSet blocked = fixedZone;
        std::size_t k = 0;
        for (; k < draws.size(); ++k) {
            const Berth& b = (*draws[k].berths)[randomBelow(rng, draws[k].berths->size())];
            if ((b.cells & blocked).any())
                break;
            blocked |= b.zone;
            chosen[k] = &b;
        }
        if (k == draws.size()) {
            FleetLayout layout = fixed;
            for (std::size_t i = 0; i < draws.size(); ++i)
                layout.place({draws[i].ship, chosen[i]->bow, chosen[i]->orientation, draws[i].length});
            return layout;
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<FleetLayout> randomLayout(const Ruleset& rules, Rng& rng)
{
    if (rules.shipCount() <= 0)
        return std::nullopt;
    if (auto layout = drawUniformly(rules, FleetLayout{}, rng))
        return layout;
    FleetFit fit = findFleetLayout(rules, kDefaultFitBudget, &rng);
    if (fit.verdict != FleetFit::Verdict::Fits)
        fit = findFleetLayout(rules); // the order checkRuleset() proved the fleet with
    if (fit.verdict == FleetFit::Verdict::Fits)
        return std::move(fit.layout);
    return std::nullopt;
}

std::optional<FleetLayout> randomCompletion(const Ruleset& rules, const FleetLayout& partial, Rng& rng)
{
    if (!isLegalSoFar(partial, rules))
        return std::nullopt;
    return drawUniformly(rules, partial, rng);
}

} // namespace seabattle
