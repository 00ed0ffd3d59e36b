// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/review/emptycell.h"
#include "core/shot.h"

#include <optional>

namespace seabattle {

// How good a shot was, against the best the shooter could have done with what they knew.
enum class ShotVerdict {
    Best,   // the chosen cell's chance is the best's, or within kBestShare of it
    Good,   // at least kGoodShare of the best
    Weak,   // clearly below the best
    Wasted, // the rules proved the cell empty: it could not hold a ship
};

inline constexpr double kBestShare = 0.95;
inline constexpr double kGoodShare = 0.75;

// One shot reviewed, from the shooter's knowledge just before it.
struct ShotReview {
    int index = 0; // in the game's shots (both players'), from 0
    Shot shot;     // who fired where
    ShotResult result = ShotResult::Miss;
    double chance = 0;     // the chosen cell's chance of a ship, 0…1
    double bestChance = 0; // the best chance on the board
    Coord bestCell;        // a cell of that chance (the first in reading order)
    ShotVerdict verdict = ShotVerdict::Best;
    std::optional<EmptyReason> emptyReason; // set exactly when verdict is Wasted

    friend bool operator==(const ShotReview&, const ShotReview&) = default;
};

// The verdict of a shot at `chance` where `best` was possible; Wasted is not decided here.
ShotVerdict verdictOf(double chance, double best);

} // namespace seabattle
