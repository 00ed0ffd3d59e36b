// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/shipclass.h"

#include <QString>

// The placement's refusals that name the ship refused, one sentence per class
// (ui/words/shipsentence.h); `why` comes from describeProblem().

// "The Cruiser cannot go there: touches the Battleship at D4."
QString cannotGoThere(const seabattle::ShipClass& shipClass, const QString& why);
// A saved layout under other rules: "These rules forbid this layout: the Cruiser touches the
// Battleship at D4." when `why` is what the ship does (a verb), "…: the Cruiser: outside the
// grid." otherwise.
enum class Why { Does, Is };
QString rulesForbidLayout(const seabattle::ShipClass& shipClass, const QString& why, Why form);
