// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ai/possiblefleets.h"

#include <algorithm>

namespace seabattle {

namespace {

struct ShipAfloat {
    int length;
    std::vector<const Berth*> berths;
};

class FleetSearch {
public:
    FleetSearch(const SeaKnowledge& sea, const Ruleset& rules, std::size_t limit, std::int64_t effort)
        : m_hits(sea.hits), m_limit(limit), m_effort(effort)
    {
        for (std::size_t c = 0; c < rules.fleet.size(); ++c)
            for (int n = 0; n < sea.afloat[c]; ++n)
                m_ships.push_back(
                    {rules.fleet[c].length, possibleBerths(rules.fleet[c].length, sea, rules.touching)});
        // Longest first: they have the fewest berths and meet the dead ends soonest.
        std::stable_sort(m_ships.begin(), m_ships.end(),
                         [](const ShipAfloat& a, const ShipAfloat& b) { return a.length > b.length; });
        // What the ships from i on could cover at most: a hit outside it is a dead end.
        m_reach.assign(m_ships.size() + 1, CellSet{});
        for (std::size_t i = m_ships.size(); i-- > 0;) {
            m_reach[i] = m_reach[i + 1];
            for (const Berth* b : m_ships[i].berths)
                m_reach[i] |= b->cells;
        }
        m_fleets.shipsPerFleet = int(m_ships.size());
        m_current.assign(m_ships.size(), nullptr);
        m_index.assign(m_ships.size(), 0);
    }

    std::optional<PossibleFleets> run()
    {
        if (m_ships.empty() || !place(0, CellSet{}, CellSet{}))
            return std::nullopt;
        return std::move(m_fleets);
    }

private:
    // Places ship i and the ones after it in every way; false once over the limit or effort.
    bool place(std::size_t i, const CellSet& cells, const CellSet& zones)
    {
        if (i == m_ships.size()) {
            if ((m_hits & ~cells).any())
                return true;
            if (m_fleets.size() >= m_limit)
                return false;
            m_fleets.berths.insert(m_fleets.berths.end(), m_current.begin(), m_current.end());
            return true;
        }
        const auto& berths = m_ships[i].berths;
        // A twin of the ship before it takes a later berth, so each fleet is listed once.
        const bool twin = i > 0 && m_ships[i - 1].length == m_ships[i].length;
        for (std::size_t k = twin ? m_index[i - 1] + 1 : 0; k < berths.size(); ++k) {
            if (--m_effort < 0)
                return false;
            const Berth* b = berths[k];
            if ((b->cells & zones).any())
                continue;
            const CellSet covered = cells | b->cells;
            if ((m_hits & ~covered & ~m_reach[i + 1]).any())
                continue;
            m_current[i] = b;
            m_index[i] = k;
            if (!place(i + 1, covered, zones | b->zone))
                return false;
        }
        return true;
    }

    CellSet m_hits;
    std::size_t m_limit;
    std::int64_t m_effort;
    std::vector<ShipAfloat> m_ships;
    std::vector<CellSet> m_reach;
    std::vector<const Berth*> m_current;
    std::vector<std::size_t> m_index;
    PossibleFleets m_fleets;
};

} // namespace

std::optional<PossibleFleets> possibleFleets(const SeaKnowledge& sea, const Ruleset& rules, std::size_t limit,
                                             std::int64_t effort)
{
    return FleetSearch(sea, rules, limit, effort).run();
}

} // namespace seabattle
