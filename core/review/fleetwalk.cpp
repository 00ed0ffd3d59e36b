// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/review/fleetwalk.h"

#include <algorithm>

namespace seabattle {

namespace {

// Uniform draws tried for a start before a search finds one instead, and the search's effort.
constexpr int kDrawAttempts = 20'000;
constexpr std::int64_t kStartEffort = 200'000;

} // namespace

FleetWalk::FleetWalk(const SeaKnowledge& sea, const Ruleset& rules) : m_hits(sea.hits)
{
    for (std::size_t c = 0; c < rules.fleet.size(); ++c)
        for (int n = 0; n < sea.afloat[c]; ++n)
            m_ships.push_back(possibleBerths(rules.fleet[c].length, sea, rules.touching));
    // Longest first: the fewest berths, the soonest dead ends.
    const auto length = [](const std::vector<const Berth*>& b) {
        return b.empty() ? 0 : b.front()->cells.count();
    };
    std::stable_sort(m_ships.begin(), m_ships.end(),
                     [&](const auto& a, const auto& b) { return length(a) > length(b); });
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

bool FleetWalk::start(Rng& rng)
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

void FleetWalk::sweep(Rng& rng)
{
    for (std::size_t i = 0; i < m_ships.size(); ++i)
        move(i, rng);
    if (m_ships.size() >= 2 && m_hits.any()) {
        const std::size_t i = randomBelow(rng, m_ships.size());
        const std::size_t j = (i + 1 + randomBelow(rng, m_ships.size() - 1)) % m_ships.size();
        handOver(i, j, rng);
    }
}

void FleetWalk::count(std::array<int, kCellCount>& tally) const
{
    for (const Berth* b : m_fleet) {
        const int step = b->orientation == Orientation::Horizontal ? 1 : kBoardSize;
        const auto length = int(b->cells.count());
        for (int k = 0, at = cellIndex(b->bow); k < length; ++k, at += step)
            ++tally[std::size_t(at)];
    }
}

bool FleetWalk::draw(Rng& rng)
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

bool FleetWalk::cover(const CellSet& cells, const CellSet& zones, Rng& rng, std::int64_t& effort)
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

bool FleetWalk::place(std::size_t i, const CellSet& cells, const CellSet& zones, Rng& rng,
                      std::int64_t& effort)
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

void FleetWalk::move(std::size_t i, Rng& rng)
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

void FleetWalk::handOver(std::size_t i, std::size_t j, Rng& rng)
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

double FleetWalk::proposal(const Berth* bi, const Berth* bj, std::size_t i, std::size_t j,
                           std::size_t hit) const
{
    double p = 0;
    if (bi->cells.test(hit))
        p += 0.5 / double(m_through[i][hit].size()) / double(m_ships[j].size());
    if (bj->cells.test(hit))
        p += 0.5 / double(m_through[j][hit].size()) / double(m_ships[i].size());
    return p;
}

bool FleetWalk::fits(const Berth* b, std::size_t self, std::size_t partner) const
{
    for (std::size_t k = 0; k < m_fleet.size(); ++k)
        if (k != self && k != partner &&
            ((b->cells & m_fleet[k]->zone).any() || (b->zone & m_fleet[k]->cells).any()))
            return false;
    return true;
}

} // namespace seabattle
