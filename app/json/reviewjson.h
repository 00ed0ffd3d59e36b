// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/expected.h"
#include "core/matchhistory.h"
#include "core/review/gamereview.h"

#include <QJsonObject>
#include <QString>

// A game's review (core/review) as JSON, kept with its game in the replays:
//   {"seed": "<the u64 in decimal>", "players": [<Player::One's>, <Player::Two's>]}, each player
//   {"shots": [[index, "C4", "miss"|"hit"|"sunk", chance, best, "B7", "best"|"good"|"weak"|"wasted",
//               null|"borders-sunk"|"diagonal-to-hit"|"touches-hit"|"gap-too-small"|"no-fleet-fits"],
//              …], "quality": 0…100, "wasted": n, "luck": x, "turn": {"first": i, "length": n}}
// A shot is an array, not an object, to keep a 200-shot review near 15 KB: the shooter is the
// player it is listed under. Chances are written as they are (JSON doubles round-trip exactly),
// so a review read back equals the one written.
// Reading is strict and checked against the game's history: each player's shots are exactly the
// history's shots by that player, in order, at the same cells (and, when both fleets are known,
// with the results the rules announced); chances within 0…1 and none above the best; "wasted"
// exactly when a reason is given, and counted right; quality 0…100; the turn within the shots.
QJsonObject reviewToJson(const seabattle::GameReview& review);

// Why a JSON object is not the review of a history: the field at fault ("players[1].shots[4]").
struct ReviewProblem {
    QString field;
};
seabattle::Expected<seabattle::GameReview, ReviewProblem>
reviewFromJson(const QJsonObject& json, const seabattle::MatchHistory& history);
