// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ruleset.h"
#include "shot.h"

#include <vector>

namespace seabattle {

// One turn's shots in a recorded game: under Salvo a salvo, under the other rules a single shot
// (a shot again after a hit is a turn of its own). What replays step by and reviews judge by.
struct SalvoSpan {
    Player shooter = Player::One;
    int first = 0; // index of its first shot in the game's shots
    int fired = 0; // shots of it recorded: fewer than `size` when the game ended mid-salvo, or
                   // when the record stops there (a game saved mid-salvo)
    int size = 1;  // shots the salvo had when its turn began (salvoSizeFor())

    constexpr int end() const { return first + fired; } // one past its last shot
    constexpr bool holds(int shot) const { return shot >= first && shot < end(); }

    friend constexpr bool operator==(SalvoSpan, SalvoSpan) = default;
};

// The turns of a game from its announcements alone (in order, each with its shooter), so that a
// game against a peer whose fleet was never shown splits as well: each shooter's ships afloat
// and open cells follow from what was announced, and a turn ends when its salvo is spent or the
// other player fires. Every shot belongs to exactly one span, in order.
std::vector<SalvoSpan> salvoSpans(const Ruleset& rules, const std::vector<ShotOutcome>& outcomes);

// The index in `spans` of the span holding the shot at `shot`; -1 when none does.
int spanOf(const std::vector<SalvoSpan>& spans, int shot);

} // namespace seabattle
