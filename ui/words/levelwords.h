// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ai/opponentlevel.h"

#include <QString>

// The translated name of a computer opponent's level: "Easy", "Medium", "Hard", "Admiral".
QString opponentLevelName(seabattle::OpponentLevel level);
