// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ai/opponentlevel.h"
#include "core/ruleset.h"

namespace seabattle {

// What a new game is to be: chosen in the New game dialog, remembered between runs, and what
// a game against the computer starts from.
struct NewGameChoice {
    bool watch = false; // computer against computer, the player watching
    OpponentLevel level = OpponentLevel::Medium;
    Ruleset rules = Ruleset::standard();

    friend bool operator==(const NewGameChoice&, const NewGameChoice&) = default;
};

} // namespace seabattle
