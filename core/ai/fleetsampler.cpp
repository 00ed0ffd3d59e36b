// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ai/fleetsampler.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>

namespace seabattle {

namespace {

// Sweeps before the first draw, so that the fleets forget the search that started the walk, and
// between draws, so that consecutive fleets differ by more than a ship or two.
constexpr int kBurnInSweeps = 30;
constexpr int kSweepsBetweenDraws = 2;
// Berths the starting search may try before it gives up.
constexpr std::int64_t kSearchEffort = 200'000;
constexpr std::size_t kNone = std::size_t(-1);

// A uniform double in [0, 1), the same on every platform.
double unitRandom(Rng& rng)
{
    constexpr std::uint64_t kSteps = std::uint64_t(1) << 53;
    return double(randomBelow(rng, kSteps)) / double(kSteps);
}

struct ShipAfloat {
    int length = 0;
    std::vector<const Berth*> berths;
    std::vector<double> logOdds; // one per berth; empty when every berth is as likely
};

class FleetWalk {
public:
    FleetWalk(const SeaKnowledge& sea, const Ruleset& rules, const BerthOdds* odds);
    bool start(Rng& rng);
    void sweep(Rng& rng);
    void appendTo(PossibleFleets& fleets) const;
    std::size_t ships() const { return m_ships.size(); }

private:
    bool search(std::size_t i, const CellSet& cells, const CellSet& zones, Rng& rng);
    const Berth& berthOf(std::size_t k, std::size_t i, const Berth* bi, std::size_t j, const Berth* bj) const;
    bool agrees(std::size_t i, const Berth* bi, std::size_t j, const Berth* bj) const;
    double logOddsOf(std::size_t i, std::size_t berth) const;
    void offer(std::size_t i, std::size_t j, Rng& rng);

    CellSet m_hits;
    std::vector<ShipAfloat> m_ships;
    std::vector<CellSet> m_reach;  // what ships i and after could cover at most
    std::vector<std::size_t> m_at; // each ship's berth, an index into its berths
    std::int64_t m_effort = kSearchEffort;
};

FleetWalk::FleetWalk(const SeaKnowledge& sea, const Ruleset& rules, const BerthOdds* odds) : m_hits(sea.hits)
{
    const bool weighed = odds && !odds->isUniform();
    for (std::size_t c = 0; c < rules.fleet.size(); ++c)
        for (int n = 0; n < sea.afloat[c]; ++n) {
            ShipAfloat ship{
                rules.fleet[c].length, possibleBerths(rules.fleet[c].length, sea, rules.touching), {}};
            if (weighed)
                for (const Berth* b : ship.berths)
                    ship.logOdds.push_back(std::log(odds->oddsBeside(ship.length, *b, sea.sunk)));
            m_ships.push_back(std::move(ship));
        }
    // Longest first: they have the fewest berths and meet the dead ends soonest.
    std::stable_sort(m_ships.begin(), m_ships.end(),
                     [](const ShipAfloat& a, const ShipAfloat& b) { return a.length > b.length; });
    m_reach.assign(m_ships.size() + 1, CellSet{});
    for (std::size_t i = m_ships.size(); i-- > 0;) {
        m_reach[i] = m_reach[i + 1];
        for (const Berth* b : m_ships[i].berths)
            m_reach[i] |= b->cells;
    }
    m_at.assign(m_ships.size(), 0);
}

bool FleetWalk::start(Rng& rng)
{
    return !m_ships.empty() && search(0, CellSet{}, CellSet{}, rng);
}

// A depth-first search over the berths in a random order: the first fleet that agrees.
bool FleetWalk::search(std::size_t i, const CellSet& cells, const CellSet& zones, Rng& rng)
{
    if (i == m_ships.size())
        return (m_hits & ~cells).none();
    std::vector<std::size_t> order(m_ships[i].berths.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    for (std::size_t k = order.size(); k > 1; --k)
        std::swap(order[k - 1], order[randomBelow(rng, k)]);
    for (std::size_t k : order) {
        if (--m_effort < 0)
            return false;
        const Berth* b = m_ships[i].berths[k];
        const CellSet covered = cells | b->cells;
        if ((b->cells & zones).any() || (m_hits & ~covered & ~m_reach[i + 1]).any())
            continue;
        m_at[i] = k;
        if (search(i + 1, covered, zones | b->zone, rng))
            return true;
        if (m_effort < 0)
            return false;
    }
    return false;
}

// Ship k's berth if ship i moved to bi and ship j (kNone for no ship) to bj.
const Berth& FleetWalk::berthOf(std::size_t k, std::size_t i, const Berth* bi, std::size_t j,
                                const Berth* bj) const
{
    if (k == i)
        return *bi;
    if (k == j)
        return *bj;
    return *m_ships[k].berths[m_at[k]];
}

// Whether the fleet with ship i on bi (and ship j on bj) keeps the rules and covers every hit.
bool FleetWalk::agrees(std::size_t i, const Berth* bi, std::size_t j, const Berth* bj) const
{
    CellSet covered;
    for (std::size_t k = 0; k < m_ships.size(); ++k) {
        const Berth& b = berthOf(k, i, bi, j, bj);
        covered |= b.cells;
        if (k == i || k == j)
            continue;
        for (std::size_t mover : {i, j})
            if (mover != kNone) {
                const Berth& m = berthOf(mover, i, bi, j, bj);
                if ((m.cells & b.zone).any() || (b.cells & m.zone).any())
                    return false;
            }
    }
    if (j != kNone && ((bi->cells & bj->zone).any() || (bj->cells & bi->zone).any()))
        return false;
    return (m_hits & ~covered).none();
}

double FleetWalk::logOddsOf(std::size_t i, std::size_t berth) const
{
    return m_ships[i].logOdds.empty() ? 0.0 : m_ships[i].logOdds[berth];
}

// Offers ship i (and ship j, unless kNone) a uniformly random berth: taken if the fleet still
// agrees, with the Metropolis odds.
void FleetWalk::offer(std::size_t i, std::size_t j, Rng& rng)
{
    const std::size_t ki = randomBelow(rng, m_ships[i].berths.size());
    const std::size_t kj = j == kNone ? 0 : randomBelow(rng, m_ships[j].berths.size());
    const Berth* bj = j == kNone ? nullptr : m_ships[j].berths[kj];
    if (!agrees(i, m_ships[i].berths[ki], j, bj))
        return;
    double gain = logOddsOf(i, ki) - logOddsOf(i, m_at[i]);
    if (j != kNone)
        gain += logOddsOf(j, kj) - logOddsOf(j, m_at[j]);
    if (gain < 0 && unitRandom(rng) >= std::exp(gain))
        return;
    m_at[i] = ki;
    if (j != kNone)
        m_at[j] = kj;
}

void FleetWalk::sweep(Rng& rng)
{
    for (std::size_t i = 0; i < m_ships.size(); ++i)
        offer(i, kNone, rng);
    // Ships of one length are interchangeable: only a pair of different lengths changes which
    // ship lies under a hit.
    for (std::size_t i = 0; i < m_ships.size(); ++i)
        if (const std::size_t j = randomBelow(rng, m_ships.size()); m_ships[j].length != m_ships[i].length)
            offer(i, j, rng);
}

void FleetWalk::appendTo(PossibleFleets& fleets) const
{
    for (std::size_t i = 0; i < m_ships.size(); ++i)
        fleets.berths.push_back(m_ships[i].berths[m_at[i]]);
}

} // namespace

std::optional<PossibleFleets> sampleFleets(const SeaKnowledge& sea, const Ruleset& rules,
                                           const BerthOdds* odds, int count, Rng& rng)
{
    FleetWalk walk(sea, rules, odds);
    if (count <= 0 || !walk.start(rng))
        return std::nullopt;
    PossibleFleets fleets;
    fleets.shipsPerFleet = int(walk.ships());
    fleets.berths.reserve(std::size_t(count) * walk.ships());
    for (int s = 0; s < kBurnInSweeps; ++s)
        walk.sweep(rng);
    for (int draw = 0; draw < count; ++draw) {
        for (int s = 0; s < kSweepsBetweenDraws; ++s)
            walk.sweep(rng);
        walk.appendTo(fleets);
    }
    return fleets;
}

} // namespace seabattle
