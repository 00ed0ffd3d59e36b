// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ai/opponentlevel.h"

#include <QString>

// The translated name of a computer opponent's level: "Easy", "Medium", "Hard", "Admiral".
QString opponentLevelName(seabattle::OpponentLevel level);

namespace seabattle {
struct NewGameChoice;
}
class QDateTime;

// A game chosen against the computer, in a line: "Standard rules · against the computer (Hard)",
// or "… · watching two computers (Hard)".
QString choiceLine(const seabattle::NewGameChoice& choice);
// A game against the computer left to continue: "Against the computer (Hard), left on 12/1/26 2:02 PM".
QString leftGameLine(seabattle::OpponentLevel level, const QDateTime& savedAt);
