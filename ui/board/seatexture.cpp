// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/seatexture.h"

#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QPixmapCache>

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace {

int g_renders = 0;

QColor blend(const QColor& a, const QColor& b, qreal t, qreal alpha)
{
    QColor c = QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t),
                                float(a.greenF() * (1 - t) + b.greenF() * t),
                                float(a.blueF() * (1 - t) + b.blueF() * t));
    c.setAlphaF(float(alpha));
    return c;
}

// A small fixed-seed generator: the same sea on every run and every machine.
struct Ripples {
    std::uint32_t state = 0x5eab477eu;
    qreal next()
    {
        state = state * 1664525u + 1013904223u;
        return qreal(state >> 8) / qreal(1u << 24);
    }
};

// One wavelet: a flat double arc, `width` wide, its left end at `at`.
QPainterPath wavelet(QPointF at, qreal width)
{
    QPainterPath path(at);
    const qreal rise = width * 0.18;
    path.quadTo(at + QPointF(width * 0.25, -rise), at + QPointF(width * 0.5, 0));
    path.quadTo(at + QPointF(width * 0.75, -rise), at + QPointF(width, 0));
    return path;
}

void drawWavelets(QPainter& painter, QSizeF size, qreal cellSize, const QColor& water)
{
    const QColor crest = blend(water, Qt::white, 0.55, 0.35);
    const QColor trough = blend(water, Qt::black, 0.5, 0.22);
    const qreal pen = std::max(1.0, cellSize * 0.035);
    Ripples random;
    const int count = std::max(1, int(size.width() * size.height() / (cellSize * cellSize) * 1.6));
    for (int i = 0; i < count; ++i) {
        const QPointF at(random.next() * size.width(), random.next() * size.height());
        const qreal width = cellSize * (0.28 + 0.3 * random.next());
        painter.setPen(QPen(trough, pen, Qt::SolidLine, Qt::RoundCap));
        painter.drawPath(wavelet(at + QPointF(pen * 0.6, pen * 1.2), width));
        painter.setPen(QPen(crest, pen, Qt::SolidLine, Qt::RoundCap));
        painter.drawPath(wavelet(at, width));
    }
}

// Lines one cell apart, fainter than the frame around them.
void drawGrid(QPainter& painter, QSizeF size, qreal cellSize, const QColor& line)
{
    painter.setRenderHint(QPainter::Antialiasing, false);
    QColor faint = line;
    faint.setAlphaF(0.6f);
    painter.setPen(QPen(faint, 0));
    for (int i = 1; i * cellSize < size.width() - 1; ++i)
        painter.drawLine(QPointF(i * cellSize, 0), QPointF(i * cellSize, size.height()));
    for (int i = 1; i * cellSize < size.height() - 1; ++i)
        painter.drawLine(QPointF(0, i * cellSize), QPointF(size.width(), i * cellSize));
    painter.setPen(QPen(line, 0));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(QRectF(QPointF(0, 0), size)
                         .adjusted(0, 0, -1 / painter.device()->devicePixelRatioF(),
                                   -1 / painter.device()->devicePixelRatioF()));
}

} // namespace

QPixmap SeaTexture::sea(QSizeF logicalSize, qreal cellSize, qreal devicePixelRatio, const QColor& water,
                        const QColor& grid)
{
    const QSize pixels(std::max(1, int(std::ceil(logicalSize.width() * devicePixelRatio))),
                       std::max(1, int(std::ceil(logicalSize.height() * devicePixelRatio))));
    const QString key =
        QStringLiteral("seabattle-sea/%1x%2/%3/%4/%5/%6")
            .arg(QString::number(pixels.width()), QString::number(pixels.height()), QString::number(cellSize),
                 QString::number(devicePixelRatio), QString::number(water.rgba()),
                 QString::number(grid.isValid() ? grid.rgba() : 0));
    QPixmap pixmap;
    if (QPixmapCache::find(key, &pixmap))
        return pixmap;
    ++g_renders;
    pixmap = QPixmap(pixels);
    pixmap.setDevicePixelRatio(devicePixelRatio);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    // Light falls from the top left: the far sea a shade lighter than the near.
    QLinearGradient depth(0, 0, logicalSize.width(), logicalSize.height());
    depth.setColorAt(0, blend(water, Qt::white, 0.06, 1));
    depth.setColorAt(1, blend(water, Qt::black, 0.06, 1));
    painter.fillRect(QRectF(QPointF(0, 0), logicalSize), depth);
    drawWavelets(painter, logicalSize, cellSize, water);
    if (grid.isValid())
        drawGrid(painter, logicalSize, cellSize, grid);
    painter.end();
    QPixmapCache::insert(key, pixmap);
    return pixmap;
}

int SeaTexture::renderCount()
{
    return g_renders;
}
