// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ai/fleethabits.h"

#include "core/ai/hidingplaces.h"
#include "core/randomlayout.h"

#include <algorithm>
#include <cmath>
#include <mutex>
#include <tuple>

namespace seabattle {

namespace {

constexpr int kRings = 5;
// Uniformly random fleets that measure where ships lie and how often they touch when nobody
// chooses, drawn from a generator of their own so that the same past fleets always teach the
// same habits.
constexpr int kReferenceLayouts = 400;
constexpr std::uint64_t kReferenceSeed = 20261202;

constexpr int kFitRounds = 60;

using Rings = std::array<double, kRings>;

// Ship cells per ring in a fleet whose ships each take a berth with odds exp(the sum of its
// cells' ring log-odds), each ship on its own: with no log-odds, what a ring would hold if nobody
// chose.
Rings expectedRings(const Ruleset& rules, const Rings& logOdds)
{
    Rings rings{};
    for (const ShipClass& c : rules.fleet) {
        Rings perShip{};
        double total = 0;
        for (const Berth& b : berths(c.length, rules.touching)) {
            Rings cells{};
            double sum = 0;
            for (int i = 0; i < kCellCount; ++i)
                if (b.cells.test(std::size_t(i))) {
                    const auto r = std::size_t(ringOf(coordAt(i)));
                    cells[r] += 1;
                    sum += logOdds[r];
                }
            const double odds = std::exp(sum);
            total += odds;
            for (std::size_t r = 0; r < kRings; ++r)
                perShip[r] += odds * cells[r];
        }
        for (std::size_t r = 0; r < kRings && total > 0; ++r)
            rings[r] += c.count * perShip[r] / total;
    }
    return rings;
}

// The ring log-odds whose fleets hold `wanted` ship cells per ring, on average (iterative
// proportional fitting: each round moves every ring by how far it falls short, damped by the
// longest ship, whose every cell answers to the step). The same log-odds added to every cell
// changes no fleet's odds, so they are kept centred on the cells a fleet holds.
Rings fitRings(const Ruleset& rules, const Rings& wanted)
{
    int longest = 1;
    for (const ShipClass& c : rules.fleet)
        longest = std::max(longest, c.length);
    Rings logOdds{};
    for (int round = 0; round < kFitRounds; ++round) {
        const Rings held = expectedRings(rules, logOdds);
        double centre = 0;
        double cells = 0;
        for (std::size_t r = 0; r < kRings; ++r) {
            if (held[r] > 0 && wanted[r] > 0)
                logOdds[r] += std::log(wanted[r] / held[r]) / longest;
            centre += wanted[r] * logOdds[r];
            cells += wanted[r];
        }
        for (double& l : logOdds)
            l -= cells > 0 ? centre / cells : 0;
    }
    return logOdds;
}

Rings observedRings(const std::vector<FleetLayout>& fleets)
{
    Rings rings{};
    for (const FleetLayout& fleet : fleets)
        for (const Placement& p : fleet.placements())
            for (Coord c : p.cells())
                rings[std::size_t(ringOf(c))] += 1;
    return rings;
}

// Of a fleet's ships, how many lie side by side with another.
int shipsTouching(const FleetLayout& fleet)
{
    int touching = 0;
    for (const Placement& p : fleet.placements()) {
        CellSet others;
        for (const Placement& q : fleet.placements())
            if (!(q.ship == p.ship))
                for (Coord c : q.cells())
                    others.set(std::size_t(cellIndex(c)));
        const Berth berth{p.bow, p.orientation, {}, {}};
        touching += (sidesOf(p.length, berth) & others).any() ? 1 : 0;
    }
    return touching;
}

double shareTouching(const std::vector<FleetLayout>& fleets, int shipsPerFleet)
{
    double touching = 0;
    for (const FleetLayout& fleet : fleets)
        touching += shipsTouching(fleet);
    return touching / std::max(1.0, double(fleets.size()) * shipsPerFleet);
}

// What uniformly random fleets hold: ship cells per ring, and the share of ships touching another.
struct Reference {
    Rings rings{};
    double touching = 0;
};

Reference measureReference(const Ruleset& rules)
{
    Rng rng(kReferenceSeed);
    std::vector<FleetLayout> fleets;
    for (int i = 0; i < kReferenceLayouts; ++i)
        if (auto layout = randomLayout(rules, rng))
            fleets.push_back(std::move(*layout));
    Reference reference;
    const Rings rings = observedRings(fleets);
    for (std::size_t r = 0; r < kRings; ++r)
        reference.rings[r] = rings[r] / std::max<double>(1, double(fleets.size()));
    reference.touching = shareTouching(fleets, rules.shipCount());
    return reference;
}

// Measured once per fleet (a crowded fleet takes a fraction of a second), on any thread.
Reference referenceFor(const Ruleset& rules)
{
    static std::mutex mutex;
    static std::vector<std::tuple<std::vector<int>, TouchingRule, Reference>> cache;
    const std::vector<int> lengths = shipLengths(rules);
    {
        const std::lock_guard lock(mutex);
        for (const auto& [known, touching, reference] : cache)
            if (known == lengths && touching == rules.touching)
                return reference;
    }
    const Reference reference = measureReference(rules);
    const std::lock_guard lock(mutex);
    cache.emplace_back(lengths, rules.touching, reference);
    return reference;
}

// The seen rate shrunk towards the expected one by kHabitPrior fleets.
double shrunk(double seenPerFleet, double expectedPerFleet, double fleets)
{
    return (seenPerFleet * fleets + expectedPerFleet * kHabitPrior) / (fleets + kHabitPrior);
}

double capped(double logOdds)
{
    return std::clamp(logOdds, -kHabitCap, kHabitCap);
}

} // namespace

int ringOf(Coord c)
{
    const int last = kBoardSize - 1;
    return std::min({c.row, c.column, last - c.row, last - c.column});
}

FleetHabits learnHabits(const Ruleset& rules, const std::vector<FleetLayout>& pastFleets)
{
    FleetHabits habits;
    habits.fleets = int(pastFleets.size());
    if (pastFleets.empty())
        return habits;
    const double n = double(pastFleets.size());
    const Reference uniform = referenceFor(rules);
    // The fitted model (ships each on their own) holds `model` cells per ring where real uniform
    // fleets hold uniform.rings; it is asked for as many more or fewer as the person's fleets held.
    const Rings model = expectedRings(rules, Rings{});
    const Rings seen = observedRings(pastFleets);
    Rings wanted{};
    for (std::size_t r = 0; r < kRings; ++r)
        wanted[r] = uniform.rings[r] > 0
                        ? model[r] * shrunk(seen[r] / n, uniform.rings[r], n) / uniform.rings[r]
                        : model[r];
    const Rings fitted = fitRings(rules, wanted);
    for (std::size_t r = 0; r < kRings; ++r)
        habits.ringLogOdds[r] = capped(fitted[r]);
    // Only where ships may lie side by side is touching a choice a person makes.
    if (rules.touching == TouchingRule::Allowed) {
        const double share = shrunk(shareTouching(pastFleets, rules.shipCount()), uniform.touching, n);
        habits.contactLogOdds =
            uniform.touching > 0 && share > 0 ? capped(std::log(share / uniform.touching)) : 0;
    }
    return habits;
}

BerthOdds FleetHabits::odds(const Ruleset& rules) const
{
    BerthOdds result;
    if (fleets == 0)
        return result;
    Grid<double> cells(0.0);
    for (int i = 0; i < kCellCount; ++i)
        cells[coordAt(i)] = ringLogOdds[std::size_t(ringOf(coordAt(i)))];
    for (const ShipClass& c : rules.fleet)
        result.setLength(c.length, cells);
    result.setContact(contactLogOdds);
    return result;
}

} // namespace seabattle
