// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/newgamechoice.h"

class QSettings;

// The last new-game choice, kept in the settings. Anything unreadable or unplayable in the
// settings (a damaged file, a hand edit) gives the default choice instead: nothing is lost but
// the broken value.
seabattle::NewGameChoice loadNewGameChoice(QSettings& settings);
void saveNewGameChoice(QSettings& settings, const seabattle::NewGameChoice& choice);
