// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/boarddrawing.h"

#include <QPainter>
#include <QPalette>

#include <algorithm>
#include <cmath>

using namespace seabattle;

namespace {

QColor mix(const QColor& a, const QColor& b, qreal t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t), float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
}

const QColor kSeaBlue(0x3a, 0x7b, 0xc8);

// The mark a shot left in `cell`.
void drawShotMark(QPainter& painter, const QRectF& cell, CellKnowledge state, const BoardColours& colours)
{
    const qreal size = cell.width();
    const QPointF centre = cell.center();
    switch (state) {
    case CellKnowledge::Unknown:
        break;
    case CellKnowledge::Miss:
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(colours.ink, std::max(1.5, size * 0.07)));
        painter.drawEllipse(centre, size * 0.2, size * 0.2);
        break;
    case CellKnowledge::Hit:
    case CellKnowledge::Sunk: {
        painter.setPen(QPen(BoardColours::hit(), std::max(2.0, size * 0.1), Qt::SolidLine, Qt::RoundCap));
        const qreal d = size * 0.25;
        painter.drawLine(centre + QPointF(-d, -d), centre + QPointF(d, d));
        painter.drawLine(centre + QPointF(-d, d), centre + QPointF(d, -d));
        break;
    }
    case CellKnowledge::MarkedEmpty:
        painter.setPen(Qt::NoPen);
        painter.setBrush(colours.ink);
        painter.drawEllipse(centre, size * 0.06, size * 0.06);
        break;
    }
}

} // namespace

BoardGeometry::BoardGeometry(const QRectF& area)
{
    const qreal side = std::min(area.width(), area.height());
    m_cell = side / (kBoardSize + 1);
    m_origin = QPointF(area.left() + (area.width() - side) / 2 + m_cell, area.top() + (area.height() - side) / 2 + m_cell);
}

QRectF BoardGeometry::cellRect(Coord cell) const
{
    return {m_origin.x() + cell.column * m_cell, m_origin.y() + cell.row * m_cell, m_cell, m_cell};
}

QRectF BoardGeometry::hullRect(const Placement& ship) const
{
    return cellRect(ship.cell(0)).united(cellRect(ship.cell(ship.length - 1)));
}

Coord BoardGeometry::cellNear(QPointF point) const
{
    const QPointF p = point - m_origin;
    return {int(std::floor(p.x() / m_cell)), int(std::floor(p.y() / m_cell))};
}

std::optional<Coord> BoardGeometry::cellAt(QPointF point) const
{
    const Coord cell = cellNear(point);
    return isOnBoard(cell) ? std::optional(cell) : std::nullopt;
}

BoardColours::BoardColours(const QPalette& palette)
    : water(mix(palette.color(QPalette::Base), kSeaBlue, 0.18)),
      line(mix(palette.color(QPalette::Base), palette.color(QPalette::Text), 0.35)),
      ink(palette.color(QPalette::Text)),
      ship(mix(palette.color(QPalette::Base), palette.color(QPalette::Text), 0.55)),
      label(palette.color(QPalette::WindowText))
{
}

QColor BoardColours::hit() { return {0xd3, 0x2f, 0x2f}; }
QColor BoardColours::lastShot() { return {0xf5, 0xa6, 0x23}; }

void drawHull(QPainter& painter, const QRectF& rect, qreal cellSize, const QColor& fill)
{
    painter.setPen(Qt::NoPen);
    painter.setBrush(fill);
    const qreal inset = cellSize * 0.12;
    painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), cellSize * 0.3, cellSize * 0.3);
}

void drawCellFrame(QPainter& painter, const QRectF& cell, const QColor& colour, qreal width)
{
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(colour, width));
    painter.drawRect(cell.adjusted(width / 2, width / 2, -width / 2, -width / 2));
}

void drawCellMark(QPainter& painter, const QRectF& cell, CellKnowledge state, bool ship, const QPalette& palette)
{
    const BoardColours colours(palette);
    if (ship)
        drawHull(painter, cell, cell.width(), colours.ship);
    if (state == CellKnowledge::Sunk) {
        const qreal size = cell.width();
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(BoardColours::hit().darker(130), std::max(2.0, size * 0.08)));
        painter.drawRoundedRect(cell.adjusted(size * 0.08, size * 0.08, -size * 0.08, -size * 0.08), size * 0.25, size * 0.25);
    }
    drawShotMark(painter, cell, state, colours);
}

void drawBoard(QPainter& painter, const BoardGeometry& geometry, const QPalette& palette, const QFont& font,
               const TrackingView& shots, const FleetLayout& fleet)
{
    const BoardColours colours(palette);
    const qreal size = geometry.cellSize();
    const QRectF grid = geometry.gridRect();

    QFont labelFont = font;
    labelFont.setPixelSize(std::max(8, int(size * 0.42)));
    painter.setFont(labelFont);
    painter.setPen(colours.label);
    for (int i = 0; i < kBoardSize; ++i) {
        painter.drawText(geometry.cellRect({i, 0}).translated(0, -size), Qt::AlignCenter, QString(QChar('A' + i)));
        painter.drawText(geometry.cellRect({0, i}).translated(-size, 0), Qt::AlignCenter, QString::number(i + 1));
    }
    painter.fillRect(grid, colours.water);

    for (const Placement& p : fleet.placements())
        drawHull(painter, geometry.hullRect(p), size, colours.ship);
    for (const SunkShip& sunk : shots.sunkShips()) {
        QRectF hull;
        for (Coord c : sunk.cells)
            hull = hull.isNull() ? geometry.cellRect(c) : hull.united(geometry.cellRect(c));
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(BoardColours::hit().darker(130), std::max(2.0, size * 0.08)));
        const qreal inset = size * 0.08;
        painter.drawRoundedRect(hull.adjusted(inset, inset, -inset, -inset), size * 0.25, size * 0.25);
    }

    for (int i = 0; i < kCellCount; ++i)
        drawShotMark(painter, geometry.cellRect(coordAt(i)), shots.at(coordAt(i)), colours);

    painter.setPen(QPen(colours.line, 1));
    for (int i = 0; i <= kBoardSize; ++i) {
        painter.drawLine(QPointF(grid.left() + i * size, grid.top()), QPointF(grid.left() + i * size, grid.bottom()));
        painter.drawLine(QPointF(grid.left(), grid.top() + i * size), QPointF(grid.right(), grid.top() + i * size));
    }
}
