// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/expected.h"
#include "core/matchhistory.h"

#include <QJsonObject>
#include <QString>

// A whole match (core's MatchHistory) as JSON, for saved games and replays:
//   {"rules": {…the LAN protocol's rules object…}, "firstShooter": "one"|"two",
//    "fleets": ["<layout text>" | null, …], "shots": ["one:B3", "two:J10", …],
//    "forfeit": {"loser": "one"|"two", "reason": "resignation"|"rule-violation"|"disconnection"}}
// Reading is strict, and a history is accepted only if core's Match::replay() accepts it: what
// is read is always a match that was (or could have been) played under the rules.
QJsonObject historyToJson(const seabattle::MatchHistory& history);

// Why a JSON object is not a history: the field at fault.
struct HistoryProblem {
    QString field;
};
seabattle::Expected<seabattle::MatchHistory, HistoryProblem> historyFromJson(const QJsonObject& json);
