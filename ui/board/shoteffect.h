// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/coord.h"
#include "core/shot.h"

#include <QString>

#include <optional>
#include <vector>

class BoardGeometry;
class QFont;
class QPainter;

// One shot as it lands on a board, for the eye only (the rules have already answered it): a shell
// falls on its cell under a closing sight, then the sea answers, and a word is said over the board.
struct ShotEffect {
    seabattle::Coord cell;
    // What the shot did; none when only the board's marks say it (a replay step).
    std::optional<seabattle::ShotResult> result;
    std::vector<seabattle::Coord> sunkCells; // the ship that went down, when result is Sunk
    QString word;                            // large over the board: "Hit!"; empty: none
    QString detail;                          // smaller beneath it: the class sunk; may be empty

    // How long it plays, and when in it the shell lands (before that, the board shows what it
    // showed before the shot: the result appears at the impact).
    static constexpr int kDurationMs = 1100;
    static constexpr double kImpact = 0.22;
};

// Paints `effect` at `progress` (0 to 1) over a board: before the impact the shell and the sight;
// after it, for a miss a plume with rings and spray, for a hit a flash with fire and smoke, for a
// sunk ship flashes running along its hull with smoke and bubbles; ripples on the water around
// every impact; then the word, outlined so that it reads on a light, dark or high-contrast sea.
void paintShotEffect(QPainter& painter, const BoardGeometry& geometry, const ShotEffect& effect,
                     seabattle::ShotResult result, double progress, const QFont& font);
