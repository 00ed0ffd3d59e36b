// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleetfit.h"

#include "berth.h"

#include <algorithm>
#include <numeric>

namespace seabattle {

namespace {

struct ShipToPlace {
    ShipId ship;
    int length;
};

// Longest first: they have the fewest berths, so dead ends show early.
std::vector<ShipToPlace> shipsLongestFirst(const Ruleset& rules)
{
    std::vector<ShipToPlace> ships;
    for (ShipId id : rules.ships())
        ships.push_back({id, rules.lengthOf(id)});
    std::stable_sort(ships.begin(), ships.end(),
                     [](const ShipToPlace& a, const ShipToPlace& b) { return a.length > b.length; });
    return ships;
}

class FitSearch {
public:
    FitSearch(const Ruleset& rules, std::int64_t budget, Rng* shuffle)
        : m_rules(rules), m_ships(shipsLongestFirst(rules)), m_budget(budget)
    {
        for (std::size_t k = 0; k < m_ships.size(); ++k) {
            // Ships of one class share one order: the search takes their berths in increasing
            // positions of it, which is only sound when it is the same order for all of them.
            if (k > 0 && m_ships[k - 1].ship.shipClass == m_ships[k].ship.shipClass) {
                m_order.push_back(m_order.back());
                continue;
            }
            std::vector<int> order(berths(m_ships[k].length, rules.touching).size());
            std::iota(order.begin(), order.end(), 0);
            if (shuffle)
                for (std::size_t i = order.size(); i > 1; --i)
                    std::swap(order[i - 1], order[randomBelow(*shuffle, i)]);
            m_order.push_back(std::move(order));
        }
        m_chosen.assign(m_ships.size(), -1);
        for (const ShipToPlace& s : m_ships)
            m_cellsLeft += s.length;
    }

    FleetFit run()
    {
        FleetFit fit;
        const bool found = place(0, CellSet{});
        fit.triedBerths = m_tried;
        if (found) {
            fit.verdict = FleetFit::Verdict::Fits;
            for (std::size_t i = 0; i < m_ships.size(); ++i) {
                const Berth& b = berths(m_ships[i].length,
                                        m_rules.touching)[std::size_t(m_order[i][std::size_t(m_chosen[i])])];
                fit.layout.place({m_ships[i].ship, b.bow, b.orientation, m_ships[i].length});
            }
        } else {
            fit.verdict = m_exhausted ? FleetFit::Verdict::Unknown : FleetFit::Verdict::DoesNotFit;
        }
        return fit;
    }

private:
    bool place(std::size_t k, const CellSet& blocked)
    {
        if (k == m_ships.size())
            return true;
        if (int(kCellCount - blocked.count()) < m_cellsLeft)
            return false; // not enough free cells for what is left
        const ShipToPlace& ship = m_ships[k];
        const auto& all = berths(ship.length, m_rules.touching);
        const std::vector<int>& order = m_order[k];
        // Ships of one class are interchangeable: take their berths in increasing order only.
        const bool sameClassAsPrevious = k > 0 && m_ships[k - 1].ship.shipClass == ship.ship.shipClass;
        const std::size_t first = sameClassAsPrevious ? std::size_t(m_chosen[k - 1] + 1) : 0;
        for (std::size_t i = first; i < order.size(); ++i) {
            if (++m_tried > m_budget) {
                m_exhausted = true;
                return false;
            }
            const Berth& berth = all[std::size_t(order[i])];
            if ((berth.cells & blocked).any())
                continue;
            m_chosen[k] = int(i);
            m_cellsLeft -= ship.length;
            if (place(k + 1, blocked | berth.zone))
                return true;
            m_cellsLeft += ship.length;
            if (m_exhausted)
                return false;
        }
        return false;
    }

    const Ruleset& m_rules;
    std::vector<ShipToPlace> m_ships;
    std::vector<std::vector<int>> m_order; // per ship: the order its berths are tried in
    std::vector<int> m_chosen;             // per ship: position in m_order of its berth
    std::int64_t m_budget;
    std::int64_t m_tried = 0;
    int m_cellsLeft = 0;
    bool m_exhausted = false;
};

} // namespace

FleetFit findFleetLayout(const Ruleset& rules, std::int64_t budget, Rng* shuffle)
{
    for (const ShipClass& c : rules.fleet)
        if (c.count > 0 && berths(c.length, rules.touching).empty())
            return {.verdict = FleetFit::Verdict::DoesNotFit};
    return FitSearch(rules, budget, shuffle).run();
}

} // namespace seabattle
