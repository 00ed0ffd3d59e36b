// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIcon>

// The game's icon at every size rendered at build time (:/icons/*.png, from
// resources/icons/seabattle.svg), for the windows and the About box.
QIcon gameIcon();
