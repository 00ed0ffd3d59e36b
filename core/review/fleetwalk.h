// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ai/seaknowledge.h"
#include "core/rng.h"

#include <array>
#include <cstdint>
#include <vector>

namespace seabattle {

// The walk of hitodds.h: one whole fleet that agrees with the sea, moved one ship at a time (and
// two at a time, so that a hit can pass from one ship to another), every move fair, so that
// from a fleet drawn uniformly every fleet it reaches is as likely as it should be.
class FleetWalk {
public:
    FleetWalk(const SeaKnowledge& sea, const Ruleset& rules);

    // A fleet drawn uniformly among those that agree; failing that (scattered hits of several ships
    // make agreeing draws too rare), a fleet found by a randomised search, which may lean towards
    // some ways of explaining the hits: the odds are then a fair estimate, not an exact one.
    bool start(Rng& rng);

    // Whether every start so far was a uniform draw (not a search).
    bool drawable() const { return m_drawable; }
    int ships() const { return int(m_ships.size()); }

    // Moves every ship once, and (when there are hits) two ships together once.
    void sweep(Rng& rng);

    // Adds the fleet's cells to `tally` (indexed by cellIndex()), walking each ship from its bow.
    void count(std::array<int, kCellCount>& tally) const;

private:
    bool draw(Rng& rng);

    // A random fleet that explains every hit: the first hit not yet covered is covered by some ship
    // not yet placed, each way tried in random order, until none is left; then the others go
    // anywhere (place()). Searching by hit, not by ship, meets the dead ends at once.
    bool cover(const CellSet& cells, const CellSet& zones, Rng& rng, std::int64_t& effort);

    // A random first fleet: each ship in turn on a random berth that fits, backing up on a dead end.
    bool place(std::size_t i, const CellSet& cells, const CellSet& zones, Rng& rng, std::int64_t& effort);

    // Moves ship i. The hits the other ships leave to it must stay covered, so the new berth is
    // proposed among those through the first of them (all of its berths when none is left to it):
    // that choice depends on the other ships alone, the same going and coming back, so the walk
    // stays fair while a ship on a hit still moves along it.
    void move(std::size_t i, Rng& rng);

    // Moves ships i and j together, so that a hit can pass from one to the other (one at a time,
    // neither may leave it). The first hit the others leave to them goes to one of the two, picked
    // at random and on a berth through it; the other ship goes anywhere. That proposal is not the
    // same both ways, so it is kept with the Metropolis–Hastings odds that make the walk fair.
    void handOver(std::size_t i, std::size_t j, Rng& rng);

    // How likely handOver() is to propose berths bi and bj for ships i and j.
    double proposal(const Berth* bi, const Berth* bj, std::size_t i, std::size_t j, std::size_t hit) const;

    // Whether ship `self` on `b` keeps clear of every ship but itself and `partner`.
    bool fits(const Berth* b, std::size_t self, std::size_t partner) const;

    CellSet m_hits;
    std::vector<std::vector<const Berth*>> m_ships;
    std::vector<CellSet> m_reach;
    // Per ship, per hit: its berths through that hit.
    std::vector<std::array<std::vector<const Berth*>, kCellCount>> m_through;
    std::vector<const Berth*> m_fleet;
    std::vector<bool> m_placed; // by cover(), before place() lays the rest
    bool m_drawable = true;
};

} // namespace seabattle
