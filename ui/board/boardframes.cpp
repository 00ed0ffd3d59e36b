// SPDX-License-Identifier: GPL-3.0-or-later
// The frames and sights drawn over a board's cells (boarddrawing.h): a dragged ship's bow, the last
// shots, the board to fire at, the keyboard's cursor, the gun sight and a salvo's chosen cells.
#include "ui/board/boarddrawing.h"

#include <QPainter>
#include <QPainterPath>
#include <QPalette>

#include <algorithm>
#include <tuple>

using namespace seabattle;

void drawCellFrame(QPainter& painter, const QRectF& cell, const QColor& colour, qreal width)
{
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(colour, width));
    painter.drawRect(cell.adjusted(width / 2, width / 2, -width / 2, -width / 2));
}

qreal lastShotFrameWidth(qreal cellSize)
{
    return std::max(2.0, cellSize * 0.08);
}

void drawLastShotFrame(QPainter& painter, const QRectF& cell, Shooter shooter)
{
    const qreal width = lastShotFrameWidth(cell.width());
    // The halo too within the cell, so that the cursor's ring around it leaves it whole.
    const qreal inset = width / 2 + 1;
    const QRectF edge = cell.adjusted(inset, inset, -inset, -inset);
    QPainterPath path;
    if (shooter == Shooter::Enemy) {
        path.addRect(edge);
    } else {
        const qreal arm = cell.width() * 0.25;
        for (const auto& [corner, along, down] :
             {std::tuple{edge.topLeft(), 1, 1}, std::tuple{edge.topRight(), -1, 1},
              std::tuple{edge.bottomRight(), -1, -1}, std::tuple{edge.bottomLeft(), 1, -1}}) {
            path.moveTo(corner + QPointF(along * arm, 0));
            path.lineTo(corner);
            path.lineTo(corner + QPointF(0, down * arm));
        }
    }
    painter.save();
    painter.setBrush(Qt::NoBrush);
    // The halo keeps the orange clear on a light sea, on a dark one and over fire alike.
    for (const auto& [colour, extra] :
         {std::pair{QColor(0, 0, 0, 140), 2.0}, std::pair{BoardColours::lastShot(), 0.0}}) {
        painter.setPen(QPen(colour, width + extra, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
        painter.drawPath(path);
    }
    painter.restore();
}

void drawTargetBrackets(QPainter& painter, const QRectF& grid, const QPalette& palette)
{
    const BoardColours colours(palette);
    const qreal cell = grid.width() / kBoardSize;
    const qreal width = std::max(2.0, cell * 0.1);
    // Just inside the grid's edge: a board fills its widget's width or height, so outside it the
    // brackets would be cut.
    const QRectF frame = grid.adjusted(width, width, -width, -width);
    const qreal arm = cell * 1.1;
    QPainterPath brackets;
    for (const auto& [corner, dx, dy] :
         {std::tuple{frame.topLeft(), 1.0, 1.0}, std::tuple{frame.topRight(), -1.0, 1.0},
          std::tuple{frame.bottomLeft(), 1.0, -1.0}, std::tuple{frame.bottomRight(), -1.0, -1.0}}) {
        brackets.moveTo(corner + QPointF(dx * arm, 0));
        brackets.lineTo(corner);
        brackets.lineTo(corner + QPointF(0, dy * arm));
    }
    painter.save();
    painter.setBrush(Qt::NoBrush);
    if (!colours.flat()) {
        painter.setPen(QPen(QColor(0, 0, 0, 140), width + 2, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter.drawPath(brackets);
    }
    painter.setPen(QPen(colours.flat() ? palette.color(QPalette::Highlight) : QColor(0xf4, 0xec, 0xd8), width,
                        Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    painter.drawPath(brackets);
    painter.restore();
}

void drawCursorFrame(QPainter& painter, const QRectF& cell, const QColor& colour)
{
    // Around the cell, just outside it: the last shot's frame lies on the cell's edge and the best
    // cell's inside, so a cursor on either leaves it whole.
    const qreal width = std::max(1.5, cell.width() * 0.05);
    const qreal outset = width / 2 + 2; // its halo a pixel clear of the cell
    const QRectF ring = cell.adjusted(-outset, -outset, outset, outset);
    const qreal radius = cell.width() * 0.2;
    painter.save();
    painter.setBrush(Qt::NoBrush);
    // A light halo, where the last shot's frame has a dark one.
    for (const auto& [pen, extra] : {std::pair{QColor(255, 255, 255, 170), 2.0}, std::pair{colour, 0.0}}) {
        painter.setPen(QPen(pen, width + extra));
        painter.drawRoundedRect(ring, radius, radius);
    }
    painter.restore();
}

void drawReticle(QPainter& painter, const QRectF& cell, const QColor& colour)
{
    const qreal size = cell.width();
    const QPointF c = cell.center();
    const qreal r = size * 0.3;
    const qreal width = std::max(1.5, size * 0.05);
    painter.setBrush(Qt::NoBrush);
    for (const auto& [pen, extra] : {std::pair{QColor(0, 0, 0, 120), 2.0}, std::pair{colour, 0.0}}) {
        painter.setPen(QPen(pen, width + extra, Qt::SolidLine, Qt::RoundCap));
        painter.drawEllipse(c, r, r);
        for (const QPointF direction : {QPointF(1, 0), QPointF(-1, 0), QPointF(0, 1), QPointF(0, -1)})
            painter.drawLine(c + direction * (r * 0.45), c + direction * (r * 1.45));
    }
}

void drawChosenCell(QPainter& painter, const QRectF& cell, int number)
{
    const qreal size = cell.width();
    const qreal r = size * 0.36;
    painter.save();
    painter.setPen(QPen(QColor(0xf2, 0xc1, 0x4e), std::max(1.5, size * 0.07)));
    painter.setBrush(QColor(0x0b, 0x1d, 0x33, 230));
    painter.drawEllipse(cell.center(), r, r);
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(8, int(size * 0.42)));
    painter.setFont(font);
    painter.setPen(Qt::white);
    painter.drawText(cell, Qt::AlignCenter, QString::number(number));
    painter.restore();
}
