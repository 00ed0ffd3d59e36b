// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/review/hitodds.h"

#include "core/ai/possiblefleets.h"
#include "core/ai/seaknowledge.h"
#include "core/rng.h"

#include <algorithm>
#include <array>
#include <optional>

namespace seabattle {

namespace {

// Berths tried at most while counting exactly; past it the walk estimates.
constexpr std::int64_t kExactEffort = 400'000;
// The walk: chains that each start from a fleet drawn exactly at random among those that agree
// (drawn uniformly and kept only if it agrees, as randomLayout() draws), so every state of every
// chain is as likely as it should be, however slowly one chain moves between the ways a hit can
// be explained; then moved for a few sweeps (a sweep moves each ship once), every state counted.
// Tuned so that a whole game reviews in well under a second with a chance within a few points of
// the exact one (tst_review).
constexpr int kChains = 24;
constexpr int kMovesPerChain = 600; // sweeps of a fleet of many small ships are as many moves
constexpr int kFewestSweeps = 50;
constexpr int kDrawAttempts = 20'000;
constexpr std::int64_t kStartEffort = 200'000;
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
        std::stable_sort(m_ships.begin(), m_ships.end(), [](const auto& a, const auto& b) {
            return a.front()->cells.count() > b.front()->cells.count();
        });
        m_fleet.assign(m_ships.size(), nullptr);
        m_placed.assign(m_ships.size(), false);
        m_through.resize(m_ships.size());
        for (std::size_t i = 0; i < m_ships.size(); ++i)
            for (const Berth* b : m_ships[i])
                for (int c = 0; c < kCellCount; ++c)
                    if ((b->cells & m_hits).test(std::size_t(c)))
                        m_through[i][std::size_t(c)].push_back(b);
        // What the ships from i on could cover at most: a hit outside it is a dead end.
        m_reach.assign(m_ships.size() + 1, CellSet{});
        for (std::size_t i = m_ships.size(); i-- > 0;) {
            m_reach[i] = m_reach[i + 1];
            for (const Berth* b : m_ships[i])
                m_reach[i] |= b->cells;
        }
    }

    // A fleet drawn uniformly among those that agree; failing that (scattered hits of several ships
    // make agreeing draws too rare), a fleet found by a randomised search, which may lean towards
    // some ways of explaining the hits: the odds are then a fair estimate, not an exact one.
    bool start(Rng& rng)
    {
        if (std::any_of(m_ships.begin(), m_ships.end(), [](const auto& s) { return s.empty(); }))
            return false;
        for (int attempt = 0; m_drawable && attempt < kDrawAttempts; ++attempt)
            if (draw(rng))
                return true;
        m_drawable = false; // as rare for the next chain: search at once
        std::int64_t effort = kStartEffort;
        m_placed.assign(m_ships.size(), false);
        return cover(CellSet{}, CellSet{}, rng, effort);
    }

    bool drawable() const { return m_drawable; }
    int ships() const { return int(m_ships.size()); }

    void sweep(Rng& rng)
    {
        for (std::size_t i = 0; i < m_ships.size(); ++i)
            move(i, rng);
        if (m_ships.size() >= 2 && m_hits.any()) {
            const std::size_t i = randomBelow(rng, m_ships.size());
            const std::size_t j = (i + 1 + randomBelow(rng, m_ships.size() - 1)) % m_ships.size();
            handOver(i, j, rng);
        }
    }

    // Adds the fleet's cells to `tally` (indexed by cellIndex()), walking each ship from its bow.
    void count(std::array<int, kCellCount>& tally) const
    {
        for (const Berth* b : m_fleet) {
            const int step = b->orientation == Orientation::Horizontal ? 1 : kBoardSize;
            const auto length = int(b->cells.count());
            for (int k = 0, at = cellIndex(b->bow); k < length; ++k, at += step)
                ++tally[std::size_t(at)];
        }
    }

private:
    bool draw(Rng& rng)
    {
        CellSet cells;
        CellSet zones;
        for (std::size_t i = 0; i < m_ships.size(); ++i) {
            const Berth* b = m_ships[i][randomBelow(rng, m_ships[i].size())];
            if ((b->cells & zones).any() || (b->zone & cells).any())
                return false;
            m_fleet[i] = b;
            cells |= b->cells;
            zones |= b->zone;
        }
        return (m_hits & ~cells).none();
    }

    // A random fleet that explains every hit: the first hit not yet covered is covered by some ship
    // not yet placed, each way tried in random order, until none is left; then the others go
    // anywhere (place()). Searching by hit, not by ship, meets the dead ends at once.
    bool cover(const CellSet& cells, const CellSet& zones, Rng& rng, std::int64_t& effort)
    {
        const CellSet uncovered = m_hits & ~cells;
        if (uncovered.none())
            return place(0, cells, zones, rng, effort);
        std::size_t hit = 0;
        while (!uncovered.test(hit))
            ++hit;
        std::vector<std::pair<std::size_t, const Berth*>> ways;
        for (std::size_t i = 0; i < m_ships.size(); ++i)
            if (!m_placed[i])
                for (const Berth* b : m_ships[i])
                    if (b->cells.test(hit) && (b->cells & zones).none() && (b->zone & cells).none())
                        ways.emplace_back(i, b);
        for (std::size_t k = ways.size(); k > 1; --k)
            std::swap(ways[k - 1], ways[randomBelow(rng, k)]);
        for (const auto& [i, b] : ways) {
            if (--effort < 0)
                return false;
            m_placed[i] = true;
            m_fleet[i] = b;
            if (cover(cells | b->cells, zones | b->zone, rng, effort))
                return true;
            m_placed[i] = false;
        }
        return false;
    }

    // A random first fleet: each ship in turn on a random berth that fits, backing up on a dead end.
    bool place(std::size_t i, const CellSet& cells, const CellSet& zones, Rng& rng, std::int64_t& effort)
    {
        if (i == m_ships.size())
            return (m_hits & ~cells).none();
        if (m_placed[i])
            return place(i + 1, cells, zones, rng, effort);
        std::vector<const Berth*> order = m_ships[i];
        for (std::size_t k = order.size(); k > 1; --k)
            std::swap(order[k - 1], order[randomBelow(rng, k)]);
        for (const Berth* b : order) {
            if (--effort < 0)
                return false;
            if ((b->cells & zones).any() || (b->zone & cells).any() ||
                (m_hits & ~(cells | b->cells) & ~m_reach[i + 1]).any())
                continue;
            m_fleet[i] = b;
            if (place(i + 1, cells | b->cells, zones | b->zone, rng, effort))
                return true;
            if (effort < 0)
                return false;
        }
        return false;
    }

    // Moves ship i. The hits the other ships leave to it must stay covered, so the new berth is
    // proposed among those through the first of them (all of its berths when none is left to it):
    // that choice depends on the other ships alone, the same going and coming back, so the walk
    // stays fair while a ship on a hit still moves along it.
    void move(std::size_t i, Rng& rng)
    {
        CellSet others;
        for (std::size_t j = 0; j < m_fleet.size(); ++j)
            if (j != i)
                others |= m_fleet[j]->cells;
        const CellSet left = m_hits & ~others;
        const std::vector<const Berth*>* choices = &m_ships[i];
        if (left.any()) {
            std::size_t hit = 0;
            while (!left.test(hit))
                ++hit;
            choices = &m_through[i][hit];
        }
        if (choices->empty())
            return;
        const Berth* b = (*choices)[randomBelow(rng, choices->size())];
        if ((left & ~b->cells).any())
            return;
        for (std::size_t j = 0; j < m_fleet.size(); ++j)
            if (j != i && ((b->cells & m_fleet[j]->zone).any() || (b->zone & m_fleet[j]->cells).any()))
                return;
        m_fleet[i] = b;
    }

    // Moves ships i and j together, so that a hit can pass from one to the other (one at a time,
    // neither may leave it). The first hit the others leave to them goes to one of the two, picked
    // at random and on a berth through it; the other ship goes anywhere. That proposal is not the
    // same both ways, so it is kept with the Metropolis–Hastings odds that make the walk fair.
    void handOver(std::size_t i, std::size_t j, Rng& rng)
    {
        CellSet others;
        for (std::size_t k = 0; k < m_fleet.size(); ++k)
            if (k != i && k != j)
                others |= m_fleet[k]->cells;
        const CellSet left = m_hits & ~others;
        if (left.none())
            return;
        std::size_t hit = 0;
        while (!left.test(hit))
            ++hit;
        const bool first = randomBelow(rng, 2) == 0;
        const std::size_t carrier = first ? i : j;
        const std::size_t free = first ? j : i;
        const auto& through = m_through[carrier][hit];
        if (through.empty())
            return;
        const Berth* a = through[randomBelow(rng, through.size())];
        const Berth* b = m_ships[free][randomBelow(rng, m_ships[free].size())];
        const Berth* newI = first ? a : b;
        const Berth* newJ = first ? b : a;
        if ((left & ~(newI->cells | newJ->cells)).any() || !fits(newI, i, j) || !fits(newJ, j, i) ||
            (newI->cells & newJ->zone).any() || (newI->zone & newJ->cells).any())
            return;
        const double there = proposal(newI, newJ, i, j, hit);
        const double back = proposal(m_fleet[i], m_fleet[j], i, j, hit);
        if (back < there && double(rng() >> 11) * 0x1.0p-53 >= back / there)
            return;
        m_fleet[i] = newI;
        m_fleet[j] = newJ;
    }

    // How likely handOver() is to propose berths bi and bj for ships i and j.
    double proposal(const Berth* bi, const Berth* bj, std::size_t i, std::size_t j, std::size_t hit) const
    {
        double p = 0;
        if (bi->cells.test(hit))
            p += 0.5 / double(m_through[i][hit].size()) / double(m_ships[j].size());
        if (bj->cells.test(hit))
            p += 0.5 / double(m_through[j][hit].size()) / double(m_ships[i].size());
        return p;
    }

    // Whether ship `self` on `b` keeps clear of every ship but itself and `partner`.
    bool fits(const Berth* b, std::size_t self, std::size_t partner) const
    {
        for (std::size_t k = 0; k < m_fleet.size(); ++k)
            if (k != self && k != partner &&
                ((b->cells & m_fleet[k]->zone).any() || (b->zone & m_fleet[k]->cells).any()))
                return false;
        return true;
    }

    CellSet m_hits;
    std::vector<std::vector<const Berth*>> m_ships;
    std::vector<CellSet> m_reach;
    // Per ship, per hit: its berths through that hit.
    std::vector<std::array<std::vector<const Berth*>, kCellCount>> m_through;
    std::vector<const Berth*> m_fleet;
    std::vector<bool> m_placed; // by cover(), before place() lays the rest
    bool m_drawable = true;
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
    std::array<int, kCellCount> tally{};
    const int sweeps = std::max(kFewestSweeps, kMovesPerChain / std::max(1, walk.ships()));
    for (int chain = 0; chain < kChains; ++chain) {
        if (!walk.start(rng))
            return {}; // no fleet agrees with the chart (a peer's lie): nothing to weigh
        for (int s = 0; s < sweeps; ++s) {
            walk.sweep(rng);
            walk.count(tally);
        }
    }
    odds.fleets = kChains * sweeps;
    odds.drawn = walk.drawable();
    for (int i = 0; i < kCellCount; ++i)
        odds.chance[coordAt(i)] = double(tally[std::size_t(i)]) / double(odds.fleets);
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
            product *= double(std::max<std::size_t>(
                           1, possibleBerths(rules.fleet[c].length, sea, rules.touching).size())) /
                       double(n + 1);
    return product <= kTryExactBelow;
}

// Only a cell that can be fired at has a chance worth showing: hits already found say 0.
void keepOpen(HitOdds& odds, const SeaKnowledge& sea)
{
    for (int i = 0; i < kCellCount; ++i)
        if (!sea.open.test(std::size_t(i)))
            odds.chance[coordAt(i)] = 0;
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
    keepOpen(*odds, sea);
    return *odds;
}

std::optional<HitOdds> countedOdds(const ShotChart& chart, const Ruleset& rules)
{
    const SeaKnowledge sea = readSea(chart, rules);
    auto odds = countExactly(sea, rules);
    if (odds)
        keepOpen(*odds, sea);
    return odds;
}

HitOdds walkedOdds(const ShotChart& chart, const Ruleset& rules, std::uint64_t seed)
{
    const SeaKnowledge sea = readSea(chart, rules);
    HitOdds odds = estimate(sea, rules, seed);
    keepOpen(odds, sea);
    return odds;
}

} // namespace seabattle
