// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/shoteffect.h"

#include "ui/board/boarddrawing.h"
#include "ui/board/fading.h"

#include <QFont>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>

#include <algorithm>
#include <cmath>
#include <numbers>

using namespace seabattle;

namespace {

// The shell coming down (seen from above: its shadow grows as it nears) under four corner
// brackets closing on the cell.
void paintIncoming(QPainter& painter, const QRectF& cell, double a)
{
    const qreal s = cell.width();
    const QPointF c = cell.center();
    const qreal d = s * (0.5 + 0.8 * (1 - a));
    const qreal arm = s * 0.22;
    painter.setBrush(Qt::NoBrush);
    for (const auto& [colour, width] :
         {std::pair{QColor(0, 0, 0, 150), s * 0.11}, std::pair{BoardColours::lastShot(), s * 0.06}}) {
        painter.setPen(QPen(colour, std::max(1.5, width), Qt::SolidLine, Qt::RoundCap));
        for (const QPointF corner : {QPointF(-1, -1), QPointF(1, -1), QPointF(1, 1), QPointF(-1, 1)}) {
            const QPointF at = c + corner * d;
            painter.drawLine(at, at - QPointF(corner.x() * arm, 0));
            painter.drawLine(at, at - QPointF(0, corner.y() * arm));
        }
    }
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, int(60 + 90 * a)));
    painter.drawEllipse(c, s * (0.06 + 0.12 * a), s * (0.06 + 0.12 * a));
    painter.setBrush(QColor(0x30, 0x30, 0x38));
    const QPointF shell = c - QPointF(0, s * 0.9 * (1 - a));
    painter.drawEllipse(shell, s * 0.07, s * 0.1);
}

// Rings running out over the water from the impact.
void paintRipples(QPainter& painter, const QRectF& cell, double b)
{
    const qreal s = cell.width();
    painter.setBrush(Qt::NoBrush);
    for (int ring = 0; ring < 2; ++ring) {
        const double r = phase(b, ring * 0.18, 1.0);
        if (r <= 0)
            continue;
        painter.setPen(QPen(withAlpha(Qt::white, 0.55 * (1 - r)), std::max(1.0, s * 0.06 * (1 - r))));
        painter.drawEllipse(cell.center(), s * (0.35 + 1.9 * r), s * (0.35 + 1.9 * r));
    }
}

// A miss: a white plume that falls back as spray.
void paintSplash(QPainter& painter, const QRectF& cell, double b)
{
    const qreal s = cell.width();
    const QPointF c = cell.center();
    painter.setPen(Qt::NoPen);
    const double plume = phase(b, 0, 0.35);
    painter.setBrush(withAlpha(QColor(0xf4, 0xfa, 0xff), 0.9 * (1 - plume)));
    painter.drawEllipse(c, s * 0.42 * plume + s * 0.1, s * 0.42 * plume + s * 0.1);
    for (int i = 0; i < 8; ++i) {
        const double angle = (i * 45.0 + 20.0) * std::numbers::pi / 180.0;
        const qreal distance = s * (0.15 + 0.6 * b);
        painter.setBrush(withAlpha(Qt::white, 1 - b));
        painter.drawEllipse(c + QPointF(std::cos(angle), std::sin(angle)) * distance, s * 0.06 * (1 - b) + 1,
                            s * 0.06 * (1 - b) + 1);
    }
}

// A hit: a flash, then flickering fire and smoke drifting off.
void paintBlast(QPainter& painter, const QRectF& cell, double b)
{
    const qreal s = cell.width();
    const QPointF c = cell.center();
    painter.setPen(Qt::NoPen);
    const double flash = phase(b, 0, 0.4);
    QRadialGradient glow(c, s * (0.35 + 0.6 * flash));
    glow.setColorAt(0, withAlpha(QColor(0xff, 0xfb, 0xe0), 1 - flash));
    glow.setColorAt(0.45, withAlpha(QColor(0xff, 0xc1, 0x07), 0.85 * (1 - flash)));
    glow.setColorAt(1, withAlpha(QColor(0xff, 0x57, 0x22), 0));
    painter.setBrush(glow);
    painter.drawEllipse(c, s * (0.35 + 0.6 * flash), s * (0.35 + 0.6 * flash));
    for (int i = 0; i < 3; ++i) {
        const qreal r = s * (0.16 + 0.05 * std::sin(b * 24 + i * 2.1));
        const QPointF at = c + QPointF((i - 1) * s * 0.16, s * 0.05 * std::cos(b * 17 + i));
        painter.setBrush(
            withAlpha(i == 1 ? QColor(0xff, 0x98, 0x00) : QColor(0xe6, 0x4a, 0x19), 0.9 * (1 - b * b)));
        painter.drawEllipse(at, r * 0.8, r);
    }
    for (int i = 0; i < 3; ++i) {
        const double puff = phase(b, 0.15 + i * 0.12, 1.0);
        if (puff <= 0)
            continue;
        const QPointF at = c + QPointF((i - 1) * s * 0.18 + s * 0.3 * puff, -s * (0.2 + 0.8 * puff));
        painter.setBrush(withAlpha(QColor(0x55, 0x55, 0x5a), 0.5 * (1 - puff)));
        painter.drawEllipse(at, s * (0.14 + 0.3 * puff), s * (0.14 + 0.3 * puff));
    }
}

// A ship going down: a blast running from one end of the hull to the other, and bubbles.
void paintSinking(QPainter& painter, const BoardGeometry& geometry, const std::vector<Coord>& cells, double b)
{
    const std::size_t count = std::max<std::size_t>(1, cells.size());
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const double start = 0.35 * double(i) / double(count);
        const double local = phase(b, start, start + 0.65);
        if (local > 0 && local < 1)
            paintBlast(painter, geometry.cellRect(cells[i]), local);
    }
    painter.setPen(Qt::NoPen);
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const QRectF cell = geometry.cellRect(cells[i]);
        const double bubble = phase(b, 0.5, 1.0);
        painter.setBrush(withAlpha(QColor(0xe3, 0xf2, 0xfd), 0.8 * bubble * (1 - bubble) * 4));
        for (int k = 0; k < 2; ++k)
            painter.drawEllipse(
                cell.center() + QPointF((k ? 0.25 : -0.2) * cell.width(), (k ? -0.2 : 0.22) * cell.width()),
                cell.width() * 0.07, cell.width() * 0.07);
    }
}

// The word over the board, white with a dark outline, shrunk to fit the grid's width.
void paintWord(QPainter& painter, const BoardGeometry& geometry, const QString& word, const QString& detail,
               double b, const QFont& font)
{
    const double alpha = std::min(phase(b, 0, 0.12), 1 - phase(b, 0.7, 1.0));
    if (word.isEmpty() || alpha <= 0)
        return;
    const QRectF grid = geometry.gridRect();
    QPainterPath text;
    QFont big = font;
    big.setBold(true);
    big.setPixelSize(std::max(12, int(geometry.cellSize() * 1.15)));
    text.addText(0, 0, big, word);
    if (!detail.isEmpty()) {
        QFont small = big;
        small.setPixelSize(std::max(10, big.pixelSize() / 2));
        QPainterPath line;
        line.addText(0, 0, small, detail);
        line.translate(text.boundingRect().center().x() - line.boundingRect().center().x(),
                       big.pixelSize() * 0.75);
        text.addPath(line);
    }
    const QRectF box = text.boundingRect();
    const double pop = 0.85 + 0.15 * phase(b, 0, 0.15);
    const double scale = pop * std::min(1.0, grid.width() * 0.92 / box.width());
    painter.save();
    painter.translate(grid.center());
    painter.scale(scale, scale);
    painter.translate(-box.center());
    painter.setOpacity(alpha);
    painter.setPen(QPen(QColor(0, 0, 0, 210), std::max(2.0, big.pixelSize() * 0.12), Qt::SolidLine,
                        Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(text);
    painter.setPen(Qt::NoPen);
    painter.setBrush(Qt::white);
    painter.drawPath(text);
    painter.restore();
}

} // namespace

void paintShotEffect(QPainter& painter, const BoardGeometry& geometry, const ShotEffect& effect,
                     ShotResult result, double progress, const QFont& font)
{
    const QRectF cell = geometry.cellRect(effect.cell);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    if (progress < ShotEffect::kImpact) {
        paintIncoming(painter, cell, phase(progress, 0, ShotEffect::kImpact));
        painter.restore();
        return;
    }
    const double b = phase(progress, ShotEffect::kImpact, 1.0);
    painter.setClipRect(geometry.gridRect()); // the water's answer stays on the water
    paintRipples(painter, cell, b);
    switch (result) {
    case ShotResult::Miss:
        paintSplash(painter, cell, b);
        break;
    case ShotResult::Hit:
        paintBlast(painter, cell, b);
        break;
    case ShotResult::Sunk:
        paintSinking(painter, geometry,
                     effect.sunkCells.empty() ? std::vector{effect.cell} : effect.sunkCells, b);
        break;
    }
    painter.setClipping(false);
    paintWord(painter, geometry, effect.word, effect.detail, b, font);
    painter.restore();
}
