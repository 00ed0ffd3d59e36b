// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "contact.h"
#include "fleetlayout.h"
#include "ruleset.h"

#include <vector>

namespace seabattle {

// One thing wrong with a fleet layout under a ruleset, with the ships and cells involved, for
// the interface to put into words ("touches the Cruiser at D4").
struct LayoutProblem {
    enum class Kind {
        UnknownShip, // ships[0] is not in the fleet (no such class, or a number past its count)
        OutsideGrid, // ships[0] hangs over the edge; cells: its cells off the grid
        WrongLength, // ships[0] is `actual` cells long, its class `expected`
        Overlap,     // ships[0] and ships[1] share `cells`
        Touching,    // ships[0] and ships[1] touch where the rule forbids it;
                     // cells: the cells of ships[1] that touch ships[0]
        WrongCount,  // `shipClass` has `actual` ships placed, the fleet `expected`
    };
    Kind kind;
    std::vector<ShipId> ships;
    std::vector<Coord> cells;
    Contact contact = Contact::None; // Touching: Side if the ships share a side, else Corner
    int shipClass = -1;              // WrongCount
    int expected = 0;                // WrongLength, WrongCount
    int actual = 0;                  // WrongLength, WrongCount

    friend bool operator==(const LayoutProblem&, const LayoutProblem&) = default;
};

// Every problem of `layout` under `rules`: per ship (class, grid, length) in ship order, then
// per pair of ships (overlap or touching), then per class (count). Empty means the layout is
// complete and legal.
std::vector<LayoutProblem> checkLayout(const FleetLayout& layout, const Ruleset& rules);

// Whether every ship placed is legal and only ships are missing (a fleet being laid out).
bool isLegalSoFar(const FleetLayout& layout, const Ruleset& rules);

// The problems `candidate` would have if laid among the other ships of `layout` (any earlier
// placement of the same ship is ignored): its own class, grid and length problems, then its
// overlaps and contacts with each other ship, with `candidate` as ships[0]. Counts are not
// checked. For showing where a ship being dragged would land.
std::vector<LayoutProblem> checkPlacement(const FleetLayout& layout, const Placement& candidate,
                                          const Ruleset& rules);

} // namespace seabattle
