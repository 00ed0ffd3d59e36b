// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/layoutproblem.h"

#include <QString>

// A layout problem in the player's words, from the point of view of problem.ships[0] (the ship
// being placed): "outside the grid", "overlaps the Destroyer", "touches the Cruiser at D4".
QString describeProblem(const seabattle::LayoutProblem& problem, const seabattle::Ruleset& rules);
