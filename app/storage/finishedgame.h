// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/match.h"
#include "core/matchhistory.h"

#include <QDateTime>
#include <QString>

#include <optional>

// A game that has just ended, as the statistics and the replays keep it, seen from the person
// at the keyboard (Player::One). Watch-mode games are not recorded.
struct FinishedGame {
    QDateTime endedAt;
    // Who the person played: a computer level's key ("easy", "medium", "hard", "admiral", as
    // seabattle::keyOf() writes them) or "lan" for a friend on the network.
    QString opponent;
    QString opponentName;          // a LAN friend's name; empty against the computer
    seabattle::MatchResult result; // the winner, from Player::One's side, and why
    int shots = 0;                 // the person's shots
    int hits = 0;                  // of which on a ship
    // The whole game, when both fleets are known (against the computer; over the network once the
    // peer revealed its fleet): what a replay needs.
    std::optional<seabattle::MatchHistory> history;
};
