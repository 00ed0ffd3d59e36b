// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/shipclass.h"

#include <QString>

// What is said when a ship sinks, one sentence per class (ui/words/shipsentence.h): the words of
// the battle, its replay and the fleet line agree with the ship that sank.

// The fleet line's label for a class whose ships are all sunk: "Cruiser sunk", "Destroyers sunk".
QString allSunkLabel(const seabattle::ShipClass& shipClass);
// One ship of the class sunk, as an item of a salvo's list: "Cruiser sunk", "Destroyer sunk".
QString shipSunkLabel(const seabattle::ShipClass& shipClass);
// Your shot at `cell` sank it: "C7: Sunk: Cruiser!".
QString youSank(const seabattle::ShipClass& shipClass, const QString& cell);
// The enemy's shot at `cell` sank your ship: "The enemy fired at C7: Sunk: your Cruiser!".
QString enemySankYours(const seabattle::ShipClass& shipClass, const QString& cell);
// The same two as a replay tells them: "You fired at C7: Sunk: Cruiser!".
QString youSankInReplay(const seabattle::ShipClass& shipClass, const QString& cell);
QString opponentSankYoursInReplay(const seabattle::ShipClass& shipClass, const QString& cell);
