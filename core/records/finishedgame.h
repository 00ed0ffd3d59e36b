// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/match.h"
#include "core/matchhistory.h"
#include "core/review/gamereview.h"

#include <chrono>
#include <optional>
#include <string>

namespace seabattle {

// A moment in UTC, to the millisecond: what the files have always kept of when a game ended.
using UtcTime = std::chrono::sys_time<std::chrono::milliseconds>;

// A game that has just ended, as the statistics and the replays keep it, seen from the person
// at the keyboard (Player::One). Watch-mode games are not recorded.
struct FinishedGame {
    std::optional<UtcTime> endedAt; // none for a game whose time was not known
    // Who the person played: a computer level's key ("easy", "medium", "hard", "admiral", as
    // keyOf() writes them) or "lan" for a friend on the network.
    std::string opponent;
    std::string opponentName; // a LAN friend's name (UTF-8); empty against the computer
    MatchResult result;       // the winner, from Player::One's side, and why
    int shots = 0;            // the person's shots
    int hits = 0;             // of which on a ship
    // The whole game, when both fleets are known (against the computer; over the network once the
    // peer revealed its fleet): what a replay needs.
    std::optional<MatchHistory> history;
    // The player asked for a hint (the odds on the board) during the game: the game counts, but
    // never for records or best games, and the statistics say so.
    bool hinted = false;
    // The game reviewed (core/review), once it was: kept with the game so that it opens at once.
    std::optional<GameReview> review;
    // Played under Salvo (also said by the history's rules, when there is one): its statistics
    // are kept apart from those of one shot a turn.
    bool salvo = false;
};

// How many finished games the replays keep, the newest: the archive's bound, and what the
// Replays window promises.
inline constexpr int kReplaysKept = 200;

} // namespace seabattle
