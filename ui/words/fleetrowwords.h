// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/shipclass.h"

#include <QString>

// What one ship's picture in the fleet's row under a board says of it (its tooltip and its
// screen-reader words), one sentence per class (ui/words/shipsentence.h), so that the state
// agrees with its ship: "Cruiser afloat", "Patrol boat hit, still afloat", "Cruiser sunk".
QString shipAfloatWords(const seabattle::ShipClass& shipClass);
QString shipHitWords(const seabattle::ShipClass& shipClass);
QString shipSunkWords(const seabattle::ShipClass& shipClass);
