// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/berth.h"
#include "core/ruleset.h"
#include "core/shotchart.h"

#include <vector>

namespace seabattle {

// What a shot chart proves about the enemy sea under the rules: all a computer opponent
// reasons from. Built from the view alone, so an opponent cannot know more than a person would.
struct SeaKnowledge {
    CellSet open;     // cells a shot may still go to
    CellSet excluded; // cells no ship afloat can occupy: water, sunk ships, and the cells the
                      // touching rule proves empty (around sunk ships; diagonal to hits under NoContact)
    CellSet hits;     // hits on ships still afloat
    CellSet sunk;     // cells of the ships announced sunk
    std::vector<int> afloat; // per ship class: ships not yet sunk

    // The shortest ship afloat, or 0 when none is.
    int shortestAfloat(const Ruleset& rules) const;
};

SeaKnowledge readSea(const ShotChart& view, const Ruleset& rules);

// The berths a ship `length` long and still afloat may occupy: none of its cells excluded, not
// every cell already hit (it would have sunk), and no hit in its forbidden border (that hit's
// ship would touch it).
std::vector<const Berth*> possibleBerths(int length, const SeaKnowledge& sea, TouchingRule rule);

} // namespace seabattle
