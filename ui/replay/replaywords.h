// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/match.h"

#include <QString>

// A replay's words about the end of its game, from Player One's side: who won and why. In the
// replay's own translation context (ReplayView), where they have always been.
QString replayResultText(const seabattle::MatchResult& result);
