// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/shipwake.h"

#include "ui/board/shipart.h"

#include <QImage>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QPixmapCache>

#include <algorithm>
#include <cmath>
#include <utility>

using namespace seabattle;

namespace {

int g_renders = 0;

// How far the shadow spreads past the hull, as a share of a cell: room for its soft edge.
constexpr qreal kSpread = 0.14;

QPixmap cached(const QString& key, qreal dpr, QImage (*draw)(const QString&, int, Orientation, qreal, qreal),
               const QString& element, int length, Orientation orientation, qreal cell)
{
    QPixmap pixmap;
    if (QPixmapCache::find(key, &pixmap))
        return pixmap;
    ++g_renders;
    pixmap = QPixmap::fromImage(draw(element, length, orientation, cell, dpr));
    pixmap.setDevicePixelRatio(dpr);
    QPixmapCache::insert(key, pixmap);
    return pixmap;
}

// The hull's silhouette in a dark sea-blue, blurred by shrinking it and growing it back smoothly
// (cheap, and soft enough for a shadow seen through water).
QImage shadowImage(const QString& element, int length, Orientation orientation, qreal cell, qreal dpr)
{
    const QImage hull = ShipArt::ship(element, length, orientation, cell, dpr, ShipArt::Condition::Afloat)
                            .toImage()
                            .convertToFormat(QImage::Format_ARGB32_Premultiplied);
    const int pad = int(std::ceil(cell * kSpread * dpr));
    QImage image(hull.size() + QSize(2 * pad, 2 * pad), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.drawImage(pad, pad, hull);
    painter.setCompositionMode(QPainter::CompositionMode_SourceIn);
    painter.fillRect(image.rect(), QColor(2, 14, 28, 150));
    painter.end();
    const int shrink = std::max(2, int(cell * dpr / 12));
    const QSize small(std::max(1, image.width() / shrink), std::max(1, image.height() / shrink));
    return image.scaled(small, Qt::IgnoreAspectRatio, Qt::SmoothTransformation)
        .scaled(image.size(), Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
}

// Foam fading away behind a stern on the left edge, the ship's middle line across the middle:
// a churned trail and the two arms of the wake opening out.
QImage wakeImage(const QString&, int, Orientation orientation, qreal cell, qreal dpr)
{
    const int side = std::max(1, int(std::ceil(cell * dpr)));
    QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.scale(dpr, dpr);
    const qreal mid = cell / 2;
    QLinearGradient fade(0, 0, cell * 0.9, 0);
    fade.setColorAt(0, QColor(255, 255, 255, 150));
    fade.setColorAt(0.35, QColor(235, 245, 250, 70));
    fade.setColorAt(1, QColor(255, 255, 255, 0));
    QPainterPath trail(QPointF(0, mid - cell * 0.15));
    trail.quadTo(QPointF(cell * 0.45, mid - cell * 0.12), QPointF(cell * 0.9, mid - cell * 0.03));
    trail.lineTo(QPointF(cell * 0.9, mid + cell * 0.03));
    trail.quadTo(QPointF(cell * 0.45, mid + cell * 0.12), QPointF(0, mid + cell * 0.15));
    trail.closeSubpath();
    painter.setPen(Qt::NoPen);
    painter.setBrush(fade);
    painter.drawPath(trail);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QBrush(fade), std::max(1.0, cell * 0.04), Qt::SolidLine, Qt::RoundCap));
    for (const qreal sign : {-1.0, 1.0}) {
        QPainterPath arm(QPointF(cell * 0.02, mid + sign * cell * 0.2));
        arm.quadTo(QPointF(cell * 0.4, mid + sign * cell * 0.3),
                   QPointF(cell * 0.85, mid + sign * cell * 0.44));
        painter.drawPath(arm);
    }
    painter.end();
    if (orientation == Orientation::Vertical)
        image = image.transformed(QTransform().rotate(90)); // the stern down: the foam below it
    return image;
}

} // namespace

QPixmap ShipWake::shadow(const QString& element, int length, Orientation orientation, qreal cellSize,
                         qreal devicePixelRatio)
{
    const QString key = QStringLiteral("seabattle-shadow/%1/%2/%3/%4/%5")
                            .arg(element, QString::number(length), QString::number(int(orientation)),
                                 QString::number(cellSize), QString::number(devicePixelRatio));
    return cached(key, devicePixelRatio, shadowImage, element, length, orientation, cellSize);
}

QPointF ShipWake::shadowOffset(qreal cellSize, qreal devicePixelRatio)
{
    const qreal pad = std::ceil(cellSize * kSpread * devicePixelRatio) / devicePixelRatio;
    return {cellSize * 0.09 - pad, cellSize * 0.12 - pad};
}

QPixmap ShipWake::wake(Orientation orientation, qreal cellSize, qreal devicePixelRatio)
{
    const QString key = QStringLiteral("seabattle-wake/%1/%2/%3")
                            .arg(QString::number(int(orientation)), QString::number(cellSize),
                                 QString::number(devicePixelRatio));
    return cached(key, devicePixelRatio, wakeImage, {}, 1, orientation, cellSize);
}

QPointF ShipWake::wakeAt(const QRectF& hull, Orientation orientation)
{
    // A little under the stern, so that the foam comes from the hull and not from beside it.
    return orientation == Orientation::Horizontal ? QPointF(hull.right() - hull.height() * 0.06, hull.top())
                                                  : QPointF(hull.left(), hull.bottom() - hull.width() * 0.06);
}

int ShipWake::renderCount()
{
    return g_renders;
}
