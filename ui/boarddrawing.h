// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fleetlayout.h"
#include "core/trackingview.h"

#include <QColor>
#include <QRectF>

#include <optional>

class QPainter;
class QPalette;
class QFont;

// Where a board lies in a widget: a square centred in `area`, one cell wide of labels (A–J
// above, 1–10 on the left) and ten cells of grid.
class BoardGeometry {
public:
    explicit BoardGeometry(const QRectF& area);

    qreal cellSize() const { return m_cell; }
    QRectF gridRect() const { return {m_origin, QSizeF(m_cell * seabattle::kBoardSize, m_cell * seabattle::kBoardSize)}; }
    QRectF cellRect(seabattle::Coord cell) const;
    // The rectangle a ship would cover (any part of it may lie outside the grid).
    QRectF hullRect(const seabattle::Placement& ship) const;
    // The cell under `point`, also outside the grid (for ships dragged over the edge).
    seabattle::Coord cellNear(QPointF point) const;
    std::optional<seabattle::Coord> cellAt(QPointF point) const;

private:
    qreal m_cell;
    QPointF m_origin;
};

// The colours of the sea, mixed from the palette so they read in light and dark themes.
struct BoardColours {
    explicit BoardColours(const QPalette& palette);
    QColor water;
    QColor line;
    QColor ink;
    QColor ship;
    QColor label;
    static QColor hit();
    static QColor lastShot();
};

// Draws labels, water, `fleet`'s ships, the `shots` fired at it and the grid lines.
void drawBoard(QPainter& painter, const BoardGeometry& geometry, const QPalette& palette, const QFont& font,
               const seabattle::TrackingView& shots, const seabattle::FleetLayout& fleet);

// One cell's mark for `state` in `cell` (a ring for a miss, a cross for a hit or sunk cell, a dot
// for a cell marked empty), over a one-cell hull when `ship`; a sunk cell is also outlined.
void drawCellMark(QPainter& painter, const QRectF& cell, seabattle::CellKnowledge state, bool ship,
                  const QPalette& palette);

// A ship's hull in `rect` (the cells it covers).
void drawHull(QPainter& painter, const QRectF& rect, qreal cellSize, const QColor& fill);

// A frame around one cell (last shot, hover, cursor).
void drawCellFrame(QPainter& painter, const QRectF& cell, const QColor& colour, qreal width);
