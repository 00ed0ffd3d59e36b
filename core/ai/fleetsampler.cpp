// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ai/fleetsampler.h"

#include <algorithm>

namespace seabattle {

namespace {

// The first consistent fleet is found depth first; this bounds the berths it may try.
constexpr std::int64_t kStartBudget = 200'000;
// Sweeps run before counting, so the count does not lean towards the starting fleet.
constexpr int kBurnInSweeps = 8;

struct ShipAfloat {
    int length;
    std::vector<const Berth*> berths; // those possible given what is known
    const Berth* at = nullptr;        // where it lies in the current fleet
};

class Chain {
public:
    Chain(const SeaKnowledge& sea, const Ruleset& rules, Rng& rng) : m_hits(sea.hits), m_rng(rng)
    {
        for (std::size_t c = 0; c < rules.fleet.size(); ++c)
            for (int n = 0; n < sea.afloat[c]; ++n)
                m_ships.push_back(
                    {rules.fleet[c].length, possibleBerths(rules.fleet[c].length, sea, rules.touching)});
        // Longest first: the search meets its dead ends soonest.
        std::stable_sort(m_ships.begin(), m_ships.end(),
                         [](const ShipAfloat& a, const ShipAfloat& b) { return a.length > b.length; });
    }

    bool start()
    {
        std::int64_t budget = kStartBudget;
        std::vector<bool> placed(m_ships.size(), false);
        return placeFrom(placed, CellSet{}, CellSet{}, budget);
    }

    // Moves every ship once to a random berth consistent with the others, then tries once per
    // ship to move it together with another ship of a different length.
    void sweep()
    {
        for (std::size_t i = 0; i < m_ships.size(); ++i)
            move(i);
        if (m_ships.size() < 2)
            return;
        for (std::size_t i = 0; i < m_ships.size(); ++i) {
            const std::size_t j = randomBelow(m_rng, m_ships.size() - 1);
            moveTogether(i, j < i ? j : j + 1);
        }
    }

    CellSet shipCells() const
    {
        CellSet cells;
        for (const ShipAfloat& s : m_ships)
            cells |= s.at->cells;
        return cells;
    }

private:
    // Depth first, driven by the hits: while a hit is uncovered, some ship must cover it, so
    // the search branches on which ship and which berth through that hit; after that, ships
    // take any berth that fits.
    bool placeFrom(std::vector<bool>& placed, const CellSet& cells, const CellSet& zones,
                   std::int64_t& budget)
    {
        const auto firstUnplaced = std::find(placed.begin(), placed.end(), false);
        const CellSet uncovered = m_hits & ~cells;
        if (firstUnplaced == placed.end())
            return uncovered.none();
        if (uncovered.none())
            return tryBerths(std::size_t(firstUnplaced - placed.begin()), -1, placed, cells, zones, budget);
        const int hit = lowestSet(uncovered);
        for (std::size_t i = 0; i < m_ships.size(); ++i) {
            if (placed[i] || isTwinOfEarlierUnplaced(i, placed))
                continue;
            if (tryBerths(i, hit, placed, cells, zones, budget))
                return true;
            if (budget < 0)
                return false;
        }
        return false;
    }

    // Tries ship i in each of its berths (through cell `through` if >= 0), in random order.
    bool tryBerths(std::size_t i, int through, std::vector<bool>& placed, const CellSet& cells,
                   const CellSet& zones, std::int64_t& budget)
    {
        std::vector<const Berth*> order = m_ships[i].berths;
        shuffle(order);
        for (const Berth* b : order) {
            if (--budget < 0)
                return false;
            if ((b->cells & zones).any() || (through >= 0 && !b->cells.test(std::size_t(through))))
                continue;
            placed[i] = true;
            m_ships[i].at = b;
            if (placeFrom(placed, cells | b->cells, zones | b->zone, budget))
                return true;
            placed[i] = false;
            if (budget < 0)
                return false;
        }
        return false;
    }

    // Ships of one length are interchangeable: trying one of them is trying them all.
    bool isTwinOfEarlierUnplaced(std::size_t i, const std::vector<bool>& placed) const
    {
        for (std::size_t j = 0; j < i; ++j)
            if (!placed[j] && m_ships[j].length == m_ships[i].length)
                return true;
        return false;
    }

    void move(std::size_t i)
    {
        CellSet othersCells;
        CellSet othersZones;
        for (std::size_t j = 0; j < m_ships.size(); ++j) {
            if (j == i)
                continue;
            othersCells |= m_ships[j].at->cells;
            othersZones |= m_ships[j].at->zone;
        }
        const CellSet mustCover = m_hits & ~othersCells;
        m_candidates.clear();
        for (const Berth* b : m_ships[i].berths)
            if ((b->cells & othersZones).none() && (mustCover & ~b->cells).none())
                m_candidates.push_back(b);
        // The current berth is always a candidate, so the list is never empty.
        m_ships[i].at = m_candidates[randomBelow(m_rng, m_candidates.size())];
    }

    // The single moves alone can never change which ship covers a hit (two ships cannot both
    // cover it on the way). This Metropolis-Hastings move can: ship i goes to any berth that fits
    // beside the ships other than j, ignoring hits; then j goes to a berth that covers every hit
    // left uncovered. Accepting with probability |B(new)| / |B(old)|, where B(x) is the set of
    // berths j could take with i at x, keeps the chain uniform over consistent fleets.
    void moveTogether(std::size_t i, std::size_t j)
    {
        if (m_ships[i].length == m_ships[j].length)
            return; // swapping twins changes nothing
        CellSet restCells;
        CellSet restZones;
        for (std::size_t k = 0; k < m_ships.size(); ++k) {
            if (k == i || k == j)
                continue;
            restCells |= m_ships[k].at->cells;
            restZones |= m_ships[k].at->zone;
        }
        m_candidates.clear();
        for (const Berth* b : m_ships[i].berths)
            if ((b->cells & restZones).none())
                m_candidates.push_back(b);
        const Berth* newI = m_candidates[randomBelow(m_rng, m_candidates.size())];
        const std::size_t newCount = berthsFor(j, restCells | newI->cells, restZones | newI->zone);
        if (newCount == 0)
            return;
        const Berth* newJ = m_candidates[randomBelow(m_rng, m_candidates.size())];
        const std::size_t oldCount =
            berthsFor(j, restCells | m_ships[i].at->cells, restZones | m_ships[i].at->zone);
        if (newCount < oldCount && randomBelow(m_rng, oldCount) >= newCount)
            return; // rejected
        m_ships[i].at = newI;
        m_ships[j].at = newJ;
    }

    // Fills m_candidates with the berths ship j may take beside `cells` (whose zones are
    // `zones`) while covering every hit they leave uncovered; returns how many.
    std::size_t berthsFor(std::size_t j, const CellSet& cells, const CellSet& zones)
    {
        const CellSet mustCover = m_hits & ~cells;
        m_candidates.clear();
        for (const Berth* b : m_ships[j].berths)
            if ((b->cells & zones).none() && (mustCover & ~b->cells).none())
                m_candidates.push_back(b);
        return m_candidates.size();
    }

    void shuffle(std::vector<const Berth*>& berths)
    {
        for (std::size_t k = berths.size(); k > 1; --k)
            std::swap(berths[k - 1], berths[randomBelow(m_rng, k)]);
    }

    static int lowestSet(const CellSet& cells)
    {
        for (int i = 0; i < kCellCount; ++i)
            if (cells.test(std::size_t(i)))
                return i;
        return -1;
    }

    CellSet m_hits;
    Rng& m_rng;
    std::vector<ShipAfloat> m_ships;
    std::vector<const Berth*> m_candidates;
};

} // namespace

std::optional<FleetSample> sampleFleets(const SeaKnowledge& sea, const Ruleset& rules, Rng& rng, int sweeps)
{
    Chain chain(sea, rules, rng);
    if (!chain.start())
        return std::nullopt;
    for (int s = 0; s < kBurnInSweeps; ++s)
        chain.sweep();
    FleetSample sample;
    sample.shipCount = Grid<int>(0);
    for (int s = 0; s < sweeps; ++s) {
        chain.sweep();
        const CellSet cells = chain.shipCells() & sea.open;
        for (int i = 0; i < kCellCount; ++i)
            if (cells.test(std::size_t(i)))
                ++sample.shipCount[coordAt(i)];
        ++sample.fleets;
    }
    return sample;
}

} // namespace seabattle
