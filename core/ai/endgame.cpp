// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ai/endgame.h"

#include "core/ai/possiblefleets.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <utility>

namespace seabattle {

namespace {

// The think budget: at most this many fleets listed, and this many berths tried listing them
// (p99 well under 300 ms a move: docs/AI.md).
constexpr std::size_t kFleetLimit = 6'000;
constexpr std::int64_t kSearchEffort = 3'000'000;
// The likeliest cells scored by looking ahead.
constexpr int kCandidates = 16;

// A set of cells, as two words: the look-ahead tests and clears cells millions of times a move.
struct Cells {
    std::uint64_t low = 0;
    std::uint64_t high = 0;

    static Cells of(int cell)
    {
        return cell < 64 ? Cells{std::uint64_t(1) << cell, 0} : Cells{0, std::uint64_t(1) << (cell - 64)};
    }
    Cells operator|(Cells o) const { return {low | o.low, high | o.high}; }
    Cells without(Cells o) const { return {low & ~o.low, high & ~o.high}; }
    bool meets(Cells o) const { return ((low & o.low) | (high & o.high)) != 0; }
    bool none() const { return (low | high) == 0; }
    int count() const { return std::popcount(low) + std::popcount(high); }
    friend bool operator<(Cells a, Cells b) { return a.high != b.high ? a.high < b.high : a.low < b.low; }
    friend bool operator==(Cells a, Cells b) = default;

    template <class F> void forEach(F&& f) const
    {
        for (std::uint64_t w = low; w != 0; w &= w - 1)
            f(std::countr_zero(w));
        for (std::uint64_t w = high; w != 0; w &= w - 1)
            f(64 + std::countr_zero(w));
    }
};

// One possible fleet, reduced to what is left to find: the unhit cells of each ship afloat.
struct Remaining {
    std::array<Cells, kEndgameCells> ship{};
    int ships = 0;
    Cells all;
    double odds = 1; // how likely it is, relative to the others (1 each when all are equally likely)
};

// Per cell, the odds of the fleets that still have a ship there.
using Counts = std::array<double, kCellCount>;

class Lookahead {
public:
    explicit Lookahead(std::vector<Remaining> fleets) : m_fleets(std::move(fleets)) {}

    Counts counts(const int* begin, const int* end, Cells fired) const
    {
        Counts count{};
        for (const int* f = begin; f != end; ++f)
            m_fleets[std::size_t(*f)].all.without(fired).forEach(
                [&](int cell) { count[std::size_t(cell)] += m_fleets[std::size_t(*f)].odds; });
        return count;
    }

    // Total shots, over the fleets [begin, end) each weighed by its odds, to sink them all firing
    // at `cell` first and greedily after. Reorders the range.
    double shotCost(int* begin, int* end, Cells fired, int cell)
    {
        const Cells shot = Cells::of(cell);
        const Cells after = fired | shot;
        double total = 0;
        for (const int* f = begin; f != end; ++f)
            total += m_fleets[std::size_t(*f)].odds;
        // What the shot tells: a miss, a hit, which ship it sank, or that the fleet is sunk.
        int* hitFrom =
            std::partition(begin, end, [&](int f) { return !m_fleets[std::size_t(f)].all.meets(shot); });
        int* sunkFrom =
            std::partition(hitFrom, end, [&](int f) { return !struck(f, shot).without(after).none(); });
        int* doneFrom = std::partition(
            sunkFrom, end, [&](int f) { return !m_fleets[std::size_t(f)].all.without(after).none(); });
        std::sort(sunkFrom, doneFrom, [&](int a, int b) { return struck(a, shot) < struck(b, shot); });
        double more = 0;
        if (begin != hitFrom)
            more += greedyCost(begin, hitFrom, after);
        if (hitFrom != sunkFrom)
            more += greedyCost(hitFrom, sunkFrom, after);
        for (int* group = sunkFrom; group != doneFrom;) {
            const Cells ship = struck(*group, shot);
            int* next = group;
            while (next != doneFrom && struck(*next, shot) == ship)
                ++next;
            more += greedyCost(group, next, after);
            group = next;
        }
        return total + more;
    }

private:
    double greedyCost(int* begin, int* end, Cells fired)
    {
        if (end - begin == 1)
            return m_fleets[std::size_t(*begin)].odds *
                   m_fleets[std::size_t(*begin)].all.without(fired).count();
        const Counts count = counts(begin, end, fired);
        const int best = int(std::max_element(count.begin(), count.end()) - count.begin());
        return shotCost(begin, end, fired, best);
    }

    // The cells of fleet f's ship that `shot` strikes (none on a miss).
    Cells struck(int f, Cells shot) const
    {
        const Remaining& r = m_fleets[std::size_t(f)];
        for (int s = 0; s < r.ships; ++s)
            if (r.ship[std::size_t(s)].meets(shot))
                return r.ship[std::size_t(s)];
        return {};
    }

    std::vector<Remaining> m_fleets;
};

std::vector<Remaining> remainingOf(const PossibleFleets& fleets, const SeaKnowledge& sea,
                                   const BerthOdds* odds)
{
    std::vector<Remaining> result(fleets.size());
    for (std::size_t f = 0; f < fleets.size(); ++f) {
        Remaining& r = result[f];
        for (int s = 0; s < fleets.shipsPerFleet; ++s) {
            const Berth* b = fleets.berths[f * std::size_t(fleets.shipsPerFleet) + std::size_t(s)];
            if (odds)
                r.odds *= odds->oddsBeside(int(b->cells.count()), *b, sea.sunk);
            Cells unhit;
            for (int i = 0; i < kCellCount; ++i)
                if (b->cells.test(std::size_t(i)) && !sea.hits.test(std::size_t(i)))
                    unhit = unhit | Cells::of(i);
            if (unhit.none() || r.ships == kEndgameCells)
                continue;
            r.ship[std::size_t(r.ships++)] = unhit;
            r.all = r.all | unhit;
        }
    }
    return result;
}

} // namespace

std::optional<Coord> endgameShot(const SeaKnowledge& sea, const Ruleset& rules, const BerthOdds* odds)
{
    int unhit = -int(sea.hits.count());
    for (std::size_t c = 0; c < rules.fleet.size(); ++c)
        unhit += sea.afloat[c] * rules.fleet[c].length;
    if (unhit <= 0 || unhit > kEndgameCells)
        return std::nullopt;
    const auto fleets = possibleFleets(sea, rules, kFleetLimit, kSearchEffort);
    if (!fleets)
        return std::nullopt;
    Lookahead lookahead(remainingOf(*fleets, sea, odds));
    std::vector<int> all(fleets->size());
    for (std::size_t f = 0; f < all.size(); ++f)
        all[f] = int(f);
    const auto count = lookahead.counts(all.data(), all.data() + all.size(), Cells{});
    std::vector<int> candidates;
    for (int i = 0; i < kCellCount; ++i)
        if (count[std::size_t(i)] > 0)
            candidates.push_back(i);
    // Likeliest first, lowest cell first among equals: the order ties are broken in.
    std::stable_sort(candidates.begin(), candidates.end(),
                     [&](int a, int b) { return count[std::size_t(a)] > count[std::size_t(b)]; });
    candidates.resize(std::min<std::size_t>(candidates.size(), kCandidates));
    int best = -1;
    double bestCost = 0;
    for (int cell : candidates) {
        std::vector<int> order = all;
        const double cost = lookahead.shotCost(order.data(), order.data() + order.size(), Cells{}, cell);
        if (best < 0 || cost < bestCost) {
            best = cell;
            bestCost = cost;
        }
    }
    if (best < 0)
        return std::nullopt;
    return coordAt(best);
}

} // namespace seabattle
