// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "grid.h"
#include "shot.h"

#include <optional>
#include <vector>

namespace seabattle {

// What a player knows of one cell of the opponent's sea.
enum class CellKnowledge {
    Unknown,     // never fired at
    Miss,        // fired at: water
    Hit,         // fired at: part of a ship still afloat
    Sunk,        // part of a ship announced sunk
    MarkedEmpty, // never fired at, but proven water around a sunk ship
};

// A player's shot chart (the tracking grid of the rules) of the opponent's sea: exactly what the
// announcements told, nothing more. It is all a computer opponent may see, and over the network it is built
// from the peer's answers.
class ShotChart {
public:
    CellKnowledge at(Coord c) const { return m_cells[c]; }
    // Whether a shot at `c` would be accepted by the rules (Unknown cells only).
    bool canFireAt(Coord c) const { return isOnBoard(c) && m_cells[c] == CellKnowledge::Unknown; }
    // Why a shot at `target` would be refused, turns aside: off the grid, already fired at, or
    // known to be empty; nullopt when canFireAt(target).
    std::optional<ShotError> targetError(Coord target) const;
    // Ships announced sunk, in the order they sank.
    const std::vector<SunkShip>& sunkShips() const { return m_sunk; }
    int shotsFired() const { return m_shots; }
    // Cells hit (Hit or Sunk): when this reaches the fleet's cell count, the fleet is sunk.
    int hits() const { return m_hits; }

    // Writes down an announced outcome. Precondition: outcome.shot.target is on the grid and Unknown.
    void record(const ShotOutcome& outcome);

    friend bool operator==(const ShotChart&, const ShotChart&) = default;

private:
    Grid<CellKnowledge> m_cells{CellKnowledge::Unknown};
    std::vector<SunkShip> m_sunk;
    int m_shots = 0;
    int m_hits = 0;
};

} // namespace seabattle
