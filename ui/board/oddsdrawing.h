// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/grid.h"
#include "core/review/shotreview.h"
#include "core/shotchart.h"

#include <QColor>
#include <QRectF>

#include <optional>

class QPainter;
class BoardGeometry;

// A review's marks over a board: the odds of a ship as a heat map, and each shot's verdict.
// The heat map runs along inferno (black, purple, orange, pale yellow), which reads the same to the
// colour-blind and in grey; a verdict differs by shape as well as by colour (Okabe–Ito).

// The heat map's colour for a chance of 0…1.
QColor oddsColour(double chance);

// The odds over every cell of chance above 0, against the board's best chance (that cell is
// the brightest), half transparent, so the sea shows through; only on cells `shots` has not
// fired at.
void drawHeatMap(QPainter& painter, const BoardGeometry& geometry, const seabattle::Grid<double>& odds,
                 const seabattle::ShotChart& shots);

// A verdict's badge in the top right corner of `cell`: a star (best), a disc (good), a triangle
// (weak), a cross (wasted).
void drawVerdict(QPainter& painter, const QRectF& cell, seabattle::ShotVerdict verdict);
QColor verdictColour(seabattle::ShotVerdict verdict);

// A dashed white frame on a dark line around the best cell of a position, inside the cell.
void drawBestCell(QPainter& painter, const QRectF& cell);
