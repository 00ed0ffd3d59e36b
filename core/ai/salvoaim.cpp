// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ai/salvoaim.h"

#include "core/ai/density.h"
#include "core/ai/fleetsampler.h"
#include "core/ai/possiblefleets.h"

#include <algorithm>
#include <cstdint>
#include <optional>

namespace seabattle {

namespace {

// What one more shot on a ship is worth, given the shots of the salvo already on it (salvoaim.h).
// Finding a ship is worth more than a hit on one already found: tuned on bench_salvo (docs/AI.md,
// "Salvo"), where 3 did best one-sided but left a wounded ship alone for whole salvos; in a match
// each ship sunk takes a shot off every enemy salvo, which a one-sided game does not count.
constexpr double kFirstHit = 1.5;
constexpr double kFurtherHit = 0.5;
constexpr double kWoundedHit = 1.0;
// Unhit ship cells at or below which the Admiral lists every possible fleet instead of drawing
// some, and its budget there (beyond it, it draws): the exact odds where the last ships hide.
constexpr int kListedCells = 8;
constexpr std::size_t kListLimit = 6'000;
constexpr std::int64_t kListEffort = 1'000'000;

struct WeighedFleets {
    PossibleFleets fleets;
    std::vector<double> weights; // one per fleet
};

int unhitShipCells(const SeaKnowledge& sea, const Ruleset& rules)
{
    int cells = 0;
    for (std::size_t c = 0; c < rules.fleet.size(); ++c)
        cells += sea.afloat[c] * rules.fleet[c].length;
    return cells - int(sea.hits.count());
}

std::optional<WeighedFleets> fleetsFor(const SeaKnowledge& sea, const Ruleset& rules, const SalvoAim& aim,
                                       Rng& rng)
{
    if (aim.listEndgame && unhitShipCells(sea, rules) <= kListedCells)
        if (auto listed = possibleFleets(sea, rules, kListLimit, kListEffort)) {
            std::vector<double> weights(listed->size(), 1.0);
            if (aim.odds && !aim.odds->isUniform())
                for (std::size_t i = 0; i < listed->berths.size(); ++i) {
                    const Berth& b = *listed->berths[i];
                    weights[i / std::size_t(listed->shipsPerFleet)] *=
                        aim.odds->oddsBeside(int(b.cells.count()), b, sea.sunk);
                }
            return WeighedFleets{std::move(*listed), std::move(weights)};
        }
    auto drawn = sampleFleets(sea, rules, aim.odds, aim.fleetsDrawn, rng);
    if (!drawn)
        return std::nullopt;
    std::vector<double> weights(drawn->size(), 1.0);
    return WeighedFleets{std::move(*drawn), std::move(weights)};
}

// The greedy choice of a salvo's cells over weighed fleets: each next cell is the one whose shot
// adds most, over the fleets, to what the cells already chosen are worth.
class SalvoChoice {
public:
    SalvoChoice(const WeighedFleets& weighed, const SeaKnowledge& sea);
    // The next cell, or nullopt when no open cell left adds anything.
    std::optional<Coord> next(Rng& rng);

private:
    double worth(std::size_t fleet, std::size_t ship) const;
    void take(int cell);

    std::size_t m_ships = 0;
    std::vector<std::int16_t> m_shipAt; // fleet * kCellCount + cell: the ship there, or -1
    std::vector<char> m_wounded;        // fleet * m_ships + ship: already hit before this salvo
    std::vector<int> m_aimed;           // fleet * m_ships + ship: shots of this salvo on it
    std::vector<double> m_weights;
    CellSet m_free; // open cells not chosen yet
};

SalvoChoice::SalvoChoice(const WeighedFleets& weighed, const SeaKnowledge& sea)
    : m_ships(std::size_t(weighed.fleets.shipsPerFleet)), m_weights(weighed.weights), m_free(sea.open)
{
    const std::size_t fleets = weighed.fleets.size();
    m_shipAt.assign(fleets * kCellCount, -1);
    m_wounded.assign(fleets * m_ships, 0);
    m_aimed.assign(fleets * m_ships, 0);
    for (std::size_t f = 0; f < fleets; ++f)
        for (std::size_t s = 0; s < m_ships; ++s) {
            const Berth& b = *weighed.fleets.berths[f * m_ships + s];
            m_wounded[f * m_ships + s] = (b.cells & sea.hits).any();
            for (int i = 0; i < kCellCount; ++i)
                if (b.cells.test(std::size_t(i)))
                    m_shipAt[f * kCellCount + std::size_t(i)] = std::int16_t(s);
        }
}

double SalvoChoice::worth(std::size_t fleet, std::size_t ship) const
{
    if (m_wounded[fleet * m_ships + ship])
        return kWoundedHit;
    return m_aimed[fleet * m_ships + ship] == 0 ? kFirstHit : kFurtherHit;
}

std::optional<Coord> SalvoChoice::next(Rng& rng)
{
    std::vector<double> gain(kCellCount, 0.0);
    std::vector<double> shipWorth(m_ships);
    for (std::size_t f = 0; f < m_weights.size(); ++f) {
        for (std::size_t s = 0; s < m_ships; ++s)
            shipWorth[s] = m_weights[f] * worth(f, s);
        const std::int16_t* at = &m_shipAt[f * kCellCount];
        for (std::size_t c = 0; c < std::size_t(kCellCount); ++c)
            if (at[c] >= 0)
                gain[c] += shipWorth[std::size_t(at[c])];
    }
    std::vector<int> best;
    double top = 0;
    for (int c = 0; c < kCellCount; ++c) {
        if (!m_free.test(std::size_t(c)) || gain[std::size_t(c)] < top || gain[std::size_t(c)] <= 0)
            continue;
        if (gain[std::size_t(c)] > top)
            best.clear();
        top = gain[std::size_t(c)];
        best.push_back(c);
    }
    if (best.empty())
        return std::nullopt;
    const int cell = best[randomBelow(rng, best.size())];
    take(cell);
    return coordAt(cell);
}

void SalvoChoice::take(int cell)
{
    m_free.reset(std::size_t(cell));
    for (std::size_t f = 0; f < m_weights.size(); ++f)
        if (const std::int16_t s = m_shipAt[f * kCellCount + std::size_t(cell)]; s >= 0)
            ++m_aimed[f * m_ships + std::size_t(s)];
}

// The open cells, densest first: what is left once no fleet drawn says more.
std::vector<Coord> byDensity(const SeaKnowledge& sea, const Ruleset& rules, const BerthOdds* odds)
{
    const Grid<double> density = odds ? shipDensity(sea, rules, *odds) : shipDensity(sea, rules);
    std::vector<Coord> cells;
    for (int i = 0; i < kCellCount; ++i)
        if (sea.open.test(std::size_t(i)))
            cells.push_back(coordAt(i));
    std::stable_sort(cells.begin(), cells.end(), [&](Coord a, Coord b) { return density[a] > density[b]; });
    return cells;
}

} // namespace

std::vector<Coord> aimSalvo(const SeaKnowledge& sea, const Ruleset& rules, int shots, const SalvoAim& aim,
                            Rng& rng)
{
    std::vector<Coord> salvo;
    if (shots <= 0)
        return salvo;
    if (const auto fleets = fleetsFor(sea, rules, aim, rng)) {
        SalvoChoice choice(*fleets, sea);
        while (int(salvo.size()) < shots) {
            const auto cell = choice.next(rng);
            if (!cell)
                break;
            salvo.push_back(*cell);
        }
    }
    if (int(salvo.size()) >= shots)
        return salvo;
    for (Coord c : byDensity(sea, rules, aim.odds))
        if (int(salvo.size()) < shots && std::find(salvo.begin(), salvo.end(), c) == salvo.end())
            salvo.push_back(c);
    return salvo;
}

} // namespace seabattle
