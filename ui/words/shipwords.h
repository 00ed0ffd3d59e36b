// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/shipclass.h"

#include <QString>

// The translated name of a ship class: the presets' classes ("Carrier", "Torpedo boat", …) in the
// player's language, with the rule documents' words; a Custom class as the player typed it (their
// own text: never looked up, never changed but to stand on one line, as oneLine() says).
// As a label, at the start of a line or a list item: "Cruiser", "Croiseur".
QString shipClassName(const seabattle::ShipClass& shipClass);
// Inside a sentence: "your Cruiser", "votre croiseur" (French, Portuguese and Italian write class
// names in lower case in running text; English keeps its capitals).
QString shipClassNameInText(const seabattle::ShipClass& shipClass);
// A class and the length of its ships, as the shipyard labels it: "Cruiser · 3". Its parts are
// joined by no-break spaces, so that a line never parts a name from its length.
QString shipClassWithLength(const seabattle::ShipClass& shipClass);
// How many ships of one class are still to place, written after its picture: "× 2" (never split).
QString shipsLeftWords(int count);
