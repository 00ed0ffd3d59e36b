// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "expected.h"
#include "fleetlayout.h"
#include "ruleset.h"

#include <string>
#include <string_view>

namespace seabattle {

// The text form of a layout: 10 lines of 10 characters, each ending in '\n'; '.' is water and
// each ship is one letter, 'A' for the first ship of rules.ships(), 'B' for the second, and so on.
// For example the Standard fleet's Carrier is always 'A' and its Patrol boat 'F'.
//
// Precondition: the ruleset has at most kMaxFleetShips ships (checkRuleset()); every ship is of the
// fleet, inside the grid, and no two overlap (the text has
// one character per cell); checkLayout() tells. Any other layout round-trips exactly through
// parseLayout() with the same rules.
std::string formatLayout(const FleetLayout& layout, const Ruleset& rules);

// Why a text is not a layout.
struct LayoutTextError {
    enum class Kind {
        WrongLineCount,      // not 10 lines
        WrongLineLength,     // `line` is not 10 characters long
        UnexpectedCharacter, // at `line`, `column`: neither '.' nor an upper-case letter
        NotInFleet,          // `letter` (first seen at `line`, `column`) is past the fleet's last ship
        NotStraight,         // the cells of `letter` are not one unbroken row or column
    };
    Kind kind;
    int line = -1;   // 0-based
    int column = -1; // 0-based
    char letter = 0;

    friend bool operator==(const LayoutTextError&, const LayoutTextError&) = default;
};

// Reads the text form. Accepts "\n" or "\r\n" line ends and a missing final line end. Ship
// lengths come from the text, so a layout with a ship of the wrong length or a missing ship
// parses, and checkLayout() then reports it.
Expected<FleetLayout, LayoutTextError> parseLayout(std::string_view text, const Ruleset& rules);

} // namespace seabattle
