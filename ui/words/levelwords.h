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
// A game against the computer left to continue, said as a person would say when:
// "Against the computer (Hard), left today at 2:02 PM", "… left yesterday at 9:15 AM",
// "… left on December 1", "… left on March 3, 2025" (a date of another year says its year).
QString leftGameLine(seabattle::OpponentLevel level, const QDateTime& savedAt);
QString leftGameLine(seabattle::OpponentLevel level, const QDateTime& savedAt, const QDateTime& now);
