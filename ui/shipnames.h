// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/shipclass.h"

#include <QString>

// The translated name of a ship class: the presets' classes ("Carrier", "Torpedo boat", …) in the
// player's language, with the rule documents' words; a Custom class as the player typed it.
QString shipClassName(const seabattle::ShipClass& shipClass);
