// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/shipart.h"

#include <QImage>
#include <QPainter>
#include <QPainterPath>
#include <QPixmapCache>
#include <QSvgRenderer>

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

using namespace seabattle;

namespace {

int g_renders = 0;

QSvgRenderer& sheet()
{
    static QSvgRenderer renderer(QStringLiteral(":/ships/ships.svg"));
    return renderer;
}

// The known classes' drawings, in ShipKind's order (a Torpedo boat is drawn as a Patrol boat).
constexpr std::array kKnown = {"carrier",   "battleship",  "cruiser",    "submarine",
                               "destroyer", "patrol-boat", "patrol-boat"};
static_assert(kKnown.size() == kShipKinds.size(), "every known class has its drawing");
// A generic hull for each length, 1 to 6 (kMaxShipLength).
constexpr std::array kGeneric = {"patrol-boat", "destroyer", "cruiser",
                                 "battleship",  "warship-5", "warship-6"};

QSize devicePixels(QSizeF logical, qreal dpr)
{
    return {std::max(1, int(std::ceil(logical.width() * dpr))),
            std::max(1, int(std::ceil(logical.height() * dpr)))};
}

// Darker, broken in two across its middle and listing: what is left of a sunk ship.
void wreck(QImage& image, int length)
{
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal w = image.width();
    const qreal h = image.height();
    painter.setCompositionMode(QPainter::CompositionMode_SourceAtop);
    painter.fillRect(image.rect(), QColor(34, 26, 20, 105)); // burnt, yet seen on a dark sea
    // The break: a jagged gap through the hull, off-centre so the two halves differ.
    const qreal mid = w * (length > 1 ? 0.55 : 0.6);
    const qreal gap = std::max(1.5, h * 0.07);
    QPainterPath crack;
    crack.moveTo(mid - gap, 0);
    crack.lineTo(mid + gap * 1.5, h * 0.3);
    crack.lineTo(mid - gap * 0.5, h * 0.52);
    crack.lineTo(mid + gap, h * 0.75);
    crack.lineTo(mid - gap * 0.5, h);
    crack.lineTo(mid + gap * 1.5, h);
    crack.lineTo(mid + gap * 3, h * 0.75);
    crack.lineTo(mid + gap * 1.5, h * 0.52);
    crack.lineTo(mid + gap * 3.5, h * 0.3);
    crack.lineTo(mid + gap, 0);
    crack.closeSubpath();
    painter.setCompositionMode(QPainter::CompositionMode_Clear);
    painter.fillPath(crack, Qt::transparent);
    // Soot along the decks, over what is left.
    painter.setCompositionMode(QPainter::CompositionMode_SourceAtop);
    const qreal cell = w / length;
    for (int i = 0; i < length; ++i)
        sheet().render(&painter, QStringLiteral("scorch"),
                       QRectF(cell * (i + 0.2), h * 0.2, cell * 0.6, h * 0.6));
}

// The outline around a sunk ship's cells, which tells it from a hit one by shape, not colour.
void outline(QImage& image)
{
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal cell = image.height();
    const qreal width = std::max(2.0 * image.devicePixelRatio(), cell * 0.08);
    painter.setBrush(Qt::NoBrush);
    const qreal inset = cell * 0.08;
    const QRectF ring = QRectF(image.rect()).adjusted(inset, inset, -inset, -inset);
    // Over a light halo: the red alone is hardly lighter than the deep sea.
    const qreal halo = image.devicePixelRatio() * 2;
    for (const auto& [colour, extra] :
         {std::pair{QColor(255, 255, 255, 150), halo}, std::pair{QColor(0xc6, 0x28, 0x28), 0.0}}) {
        painter.setPen(QPen(colour, width + extra));
        painter.drawRoundedRect(ring, cell * 0.25, cell * 0.25);
    }
}

// The ship drawn horizontally, listing when wrecked (the hull turned a little about its centre).
QImage horizontalShip(const QString& element, int length, QSize pixels, ShipArt::Condition condition)
{
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF bounds(QPointF(0, 0), QSizeF(pixels));
    if (condition == ShipArt::Condition::Wrecked) {
        const qreal degrees = 1.5 + 5.0 / length;
        const qreal shrink = 0.9;
        painter.translate(bounds.center());
        painter.rotate(-degrees);
        painter.scale(shrink, shrink);
        painter.translate(-bounds.center());
    }
    sheet().render(&painter, element, bounds);
    painter.end();
    if (condition == ShipArt::Condition::Wrecked) {
        wreck(image, length);
        outline(image);
    }
    return image;
}

} // namespace

QString ShipArt::elementFor(const ShipClass* shipClass, int length)
{
    // A known class at its own length is drawn as itself; stretched (Custom) or unknown, as a hull.
    if (const auto kind = shipClass ? shipClass->kind() : std::nullopt; kind && length == lengthOf(*kind))
        return QString::fromLatin1(kKnown[std::size_t(*kind)]);
    const auto index = std::size_t(std::clamp(length, 1, int(kGeneric.size())) - 1);
    return QString::fromLatin1(kGeneric[index]);
}

QPixmap ShipArt::ship(const QString& element, int length, Orientation orientation, qreal cellSize,
                      qreal devicePixelRatio, Condition condition)
{
    const QSize pixels = devicePixels(QSizeF(cellSize * length, cellSize), devicePixelRatio);
    const QString key = QStringLiteral("seabattle-ship/%1/%2x%3/%4/%5/%6")
                            .arg(element, QString::number(pixels.width()), QString::number(pixels.height()),
                                 QString::number(devicePixelRatio), QString::number(int(orientation)),
                                 QString::number(int(condition)));
    QPixmap pixmap;
    if (QPixmapCache::find(key, &pixmap))
        return pixmap;
    ++g_renders;
    QImage image = horizontalShip(element, length, pixels, condition);
    if (orientation == Orientation::Vertical)
        image = image.transformed(QTransform().rotate(90)); // exact: bow up, no resampling
    pixmap = QPixmap::fromImage(std::move(image));
    pixmap.setDevicePixelRatio(devicePixelRatio);
    QPixmapCache::insert(key, pixmap);
    return pixmap;
}

QPixmap ShipArt::mark(Mark mark, qreal cellSize, qreal devicePixelRatio)
{
    static const std::array names = {QStringLiteral("fire"), QStringLiteral("scorch"),
                                     QStringLiteral("splash")};
    const QString& element = names[std::size_t(mark)];
    const QSize pixels = devicePixels(QSizeF(cellSize, cellSize), devicePixelRatio);
    const QString key = QStringLiteral("seabattle-mark/%1/%2/%3")
                            .arg(element, QString::number(pixels.width()), QString::number(devicePixelRatio));
    QPixmap pixmap;
    if (QPixmapCache::find(key, &pixmap))
        return pixmap;
    ++g_renders;
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    sheet().render(&painter, element, QRectF(QPointF(0, 0), QSizeF(pixels)));
    painter.end();
    pixmap = QPixmap::fromImage(std::move(image));
    pixmap.setDevicePixelRatio(devicePixelRatio);
    QPixmapCache::insert(key, pixmap);
    return pixmap;
}

int ShipArt::renderCount()
{
    return g_renders;
}
