// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/review/hitodds.h"

#include "core/ai/possiblefleets.h"
#include "core/ai/seaknowledge.h"
#include "core/rng.h"

#include <algorithm>
#include <optional>

namespace seabattle {

namespace {

// Berths tried at most while counting exactly; past it the walk estimates.
constexpr std::int64_t kExactEffort = 400'000;
// The walk: sweeps thrown away while it forgets where it started, then sweeps counted (a sweep
// moves each ship once). Tuned so that a whole game reviews in well under a second while a
// chance is within about two points of the exact one (tst_review).
constexpr int kBurnInSweeps = 200;
constexpr int kCountedSweeps = 3000;
constexpr std::int64_t kStartEffort = 2'000'000;
constexpr double kTryExactBelow = 1e9;

// One whole fleet that agrees with the sea, moved one ship at a time. Each move proposes a berth
// of the ship's own, uniformly, and keeps it if the fleet stays legal: the proposal is
// symmetric, so every legal fleet is equally likely in the long run.
class FleetWalk {
public:
    FleetWalk(const SeaKnowledge& sea, const Ruleset& rules) : m_hits(sea.hits)
    {
        for (std::size_t c = 0; c < rules.fleet.size(); ++c)
            for (int n = 0; n < sea.afloat[c]; ++n)
                m_ships.push_back(possibleBerths(rules.fleet[c].length, sea, rules.touching));
        // Longest first: the fewest berths, the soonest dead ends.
        std::stable_sort(m_ships.begin(), m_ships.end(),
                         [](const auto& a, const auto& b) { return a.front()->cells.count() > b.front()->cells.count(); });
        m_fleet.assign(m_ships.size(), nullptr);
    }

    bool start(Rng& rng)
    {
        if (std::any_of(m_ships.begin(), m_ships.end(), [](const auto& s) { return s.empty(); }))
            return false;
        std::int64_t effort = kStartEffort;
        return place(0, CellSet{}, CellSet{}, rng, effort);
    }

    void sweep(Rng& rng)
    {
        for (std::size_t i = 0; i < m_ships.size(); ++i)
            move(i, rng);
    }

    void count(Grid<double>& tally) const
    {
        for (const Berth* b : m_fleet)
            for (int i = 0; i < kCellCount; ++i)
                if (b->cells.test(std::size_t(i)))
                    tally[coordAt(i)] += 1;
    }

private:
    // A random first fleet: each ship in turn on a random berth that fits, backing up on a dead end.
    bool place(std::size_t i, const CellSet& cells, const CellSet& zones, Rng& rng, std::int64_t& effort)
    {
        if (i == m_ships.size())
            return (m_hits & ~cells).none();
        std::vector<const Berth*> order = m_ships[i];
        for (std::size_t k = order.size(); k > 1; --k)
            std::swap(order[k - 1], order[randomBelow(rng, k)]);
        for (const Berth* b : order) {
            if (--effort < 0)
                return false;
            if ((b->cells & zones).any() || (b->zone & cells).any())
                continue;
            m_fleet[i] = b;
            if (place(i + 1, cells | b->cells, zones | b->zone, rng, effort))
                return true;
            if (effort < 0)
                return false;
        }
        return false;
    }

    void move(std::size_t i, Rng& rng)
    {
        const auto& choices = m_ships[i];
        const Berth* b = choices[randomBelow(rng, choices.size())];
        CellSet others;
        for (std::size_t j = 0; j < m_fleet.size(); ++j) {
            if (j == i)
                continue;
            if ((b->cells & m_fleet[j]->zone).any() || (b->zone & m_fleet[j]->cells).any())
                return;
            others |= m_fleet[j]->cells;
        }
        if ((m_hits & ~(others | b->cells)).none())
            m_fleet[i] = b;
    }

    CellSet m_hits;
    std::vector<std::vector<const Berth*>> m_ships;
    std::vector<const Berth*> m_fleet;
};

std::optional<HitOdds> countExactly(const SeaKnowledge& sea, const Ruleset& rules)
{
    const auto fleets = possibleFleets(sea, rules, std::size_t(kExactFleetLimit), kExactEffort);
    if (!fleets || fleets->size() == 0)
        return std::nullopt;
    HitOdds odds;
    odds.exact = true;
    odds.fleets = (long long)fleets->size();
    for (const Berth* b : fleets->berths)
        for (int i = 0; i < kCellCount; ++i)
            if (b->cells.test(std::size_t(i)))
                odds.chance[coordAt(i)] += 1;
    for (int i = 0; i < kCellCount; ++i)
        odds.chance[coordAt(i)] /= double(odds.fleets);
    return odds;
}

HitOdds estimate(const SeaKnowledge& sea, const Ruleset& rules, std::uint64_t seed)
{
    HitOdds odds;
    Rng rng(seed);
    FleetWalk walk(sea, rules);
    if (!walk.start(rng))
        return odds; // no fleet agrees with the chart (a peer's lie): nothing to weigh
    for (int s = 0; s < kBurnInSweeps; ++s)
        walk.sweep(rng);
    for (int s = 0; s < kCountedSweeps; ++s) {
        walk.sweep(rng);
        walk.count(odds.chance);
    }
    odds.fleets = kCountedSweeps;
    for (int i = 0; i < kCellCount; ++i)
        odds.chance[coordAt(i)] /= double(kCountedSweeps);
    return odds;
}

// Whether counting every fleet may be cheap: the berths of the ships afloat, multiplied, are far
// more than the fleets (most combinations overlap), but when even they are few the count is sure
// to finish; past the bound it is not tried, as it would spend its effort and give up.
bool fewFleetsLikely(const SeaKnowledge& sea, const Ruleset& rules)
{
    double product = 1;
    for (std::size_t c = 0; c < rules.fleet.size(); ++c)
        for (int n = 0; n < sea.afloat[c]; ++n)
            product *= double(std::max<std::size_t>(1, possibleBerths(rules.fleet[c].length, sea, rules.touching).size())) /
                       double(n + 1);
    return product <= kTryExactBelow;
}

} // namespace

HitOdds hitOdds(const ShotChart& chart, const Ruleset& rules, std::uint64_t seed)
{
    const SeaKnowledge sea = readSea(chart, rules);
    if (sea.open.none())
        return {};
    std::optional<HitOdds> odds;
    if (fewFleetsLikely(sea, rules))
        odds = countExactly(sea, rules);
    if (!odds)
        odds = estimate(sea, rules, seed);
    for (int i = 0; i < kCellCount; ++i)
        if (!sea.open.test(std::size_t(i)))
            odds->chance[coordAt(i)] = 0;
    return *odds;
}

} // namespace seabattle
