// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/seatexture.h"

#include <QImage>
#include <QLinearGradient>
#include <QPaintDevice>
#include <QPainter>
#include <QPainterPath>
#include <QPixmapCache>
#include <QRadialGradient>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numbers>
#include <vector>

namespace {

int g_renders = 0;

// The tile's side in logical pixels: large enough that its repeat is not seen under the swell
// (half the width of a board pair in a 1000-pixel window).
constexpr qreal kTile = 512;

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
    qreal between(qreal from, qreal to) { return from + (to - from) * next(); }
};

// Draws `draw` at `at` and at its copies one tile away, so that what crosses an edge comes back
// on the other side and the tile repeats without a seam.
template <typename Draw> void wrapped(QPainter& painter, QPointF at, Draw draw)
{
    for (int dx = -1; dx <= 1; ++dx)
        for (int dy = -1; dy <= 1; ++dy) {
            painter.save();
            painter.translate(at + QPointF(dx * kTile, dy * kTile));
            draw();
            painter.restore();
        }
}

// The swell: broad patches a shade lighter or darker, the sea's slow light.
void drawSwell(QPainter& painter, const QColor& water, Ripples& random)
{
    painter.setPen(Qt::NoPen);
    for (int i = 0; i < 30; ++i) {
        const QPointF at(random.next() * kTile, random.next() * kTile);
        const qreal radius = random.between(45, 120);
        const bool light = i % 2 == 0;
        QRadialGradient patch(QPointF(0, 0), radius);
        patch.setColorAt(0, blend(water, light ? Qt::white : Qt::black, 0.5, random.between(0.05, 0.10)));
        patch.setColorAt(1, blend(water, water, 0, 0));
        wrapped(painter, at, [&] {
            painter.scale(1.6, 1.0); // the swell runs with the wind, wider than long
            painter.setBrush(patch);
            painter.drawEllipse(QPointF(0, 0), radius, radius);
        });
    }
}

// One net of sunlight bent by the waves: the edges between cells around scattered points, each
// point repeated a tile away so that the net crosses the tile's edges without a seam.
struct CausticNet {
    int across;     // cells across the tile
    qreal width;    // how wide a line of light is, in logical pixels
    qreal strength; // its brightness at its brightest, 0..1
};

// How much light of `net` falls at `at` (logical pixels, 0..1).
qreal causticLight(QPointF at, const CausticNet& net, const std::vector<QPointF>& points)
{
    const qreal step = kTile / net.across;
    const int column = int(std::floor(at.x() / step));
    const int row = int(std::floor(at.y() / step));
    qreal nearest = 1e9;
    qreal second = 1e9;
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
            const int x = column + dx;
            const int y = row + dy;
            const int index = ((y % net.across + net.across) % net.across) * net.across +
                              (x % net.across + net.across) % net.across;
            const QPointF point = QPointF(x * step, y * step) + points[std::size_t(index)];
            const qreal distance = std::hypot(at.x() - point.x(), at.y() - point.y());
            if (distance < nearest) {
                second = nearest;
                nearest = distance;
            } else if (distance < second) {
                second = distance;
            }
        }
    const qreal line = std::max(0.0, 1 - (second - nearest) / net.width);
    return line * line * (3 - 2 * line) * net.strength; // a soft edge, no hard rim
}

// The light that plays over shallow water, KDE's sea's charm and every pool's: two nets of soft
// bright lines, broad and fine, bent by a slow wave. Faint enough that a mark always outshines it.
// Worked out at one pixel a logical pixel, whatever the screen: the lines are soft, so a sharper
// screen gets them smoothly scaled, at a quarter of the work at twice the pixel ratio.
void drawCaustics(QPainter& painter, const QColor& water, Ripples& random)
{
    const int side = int(kTile);
    const bool night = water.lightnessF() < 0.2;
    const QColor sun = night ? QColor(0x9c, 0xc8, 0xe4) : QColor(0xc4, 0xf0, 0xff);
    const qreal brightest = night ? 0.11 : 0.2;
    std::vector<float> light(std::size_t(side) * std::size_t(side), 0.0f);
    const qreal wave = 2 * std::numbers::pi / kTile; // whole waves across the tile: no seam
    for (const CausticNet& net : {CausticNet{5, 9.0, 0.8}, CausticNet{10, 5.0, 0.45}}) {
        std::vector<QPointF> points;
        const qreal step = kTile / net.across;
        for (int i = 0; i < net.across * net.across; ++i)
            points.emplace_back(random.between(0.1, 0.9) * step, random.between(0.1, 0.9) * step);
        const qreal phase = random.between(0, 6.28);
        for (int y = 0; y < side; ++y)
            for (int x = 0; x < side; ++x) {
                const QPointF at(x + 0.5, y + 0.5);
                // Bent by two waves, so the net's edges curl like light on water, not like glass.
                const QPointF bent =
                    at + QPointF(13 * std::sin(2 * wave * at.y() + phase) + 5 * std::sin(7 * wave * at.y()),
                                 13 * std::sin(3 * wave * at.x() + phase) + 5 * std::sin(6 * wave * at.x()));
                // Brighter in some stretches than in others, as the swell gathers the light.
                const qreal gather =
                    0.35 + 0.65 * (0.5 + 0.5 * std::sin(wave * at.x() + phase) * std::sin(2 * wave * at.y()));
                light[std::size_t(y) * std::size_t(side) + std::size_t(x)] +=
                    float(causticLight(bent, net, points) * gather);
            }
    }
    QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
    for (int y = 0; y < side; ++y) {
        auto* line = reinterpret_cast<QRgb*>(image.scanLine(y));
        for (int x = 0; x < side; ++x) {
            const qreal alpha =
                std::min(1.0f, light[std::size_t(y) * std::size_t(side) + std::size_t(x)]) * brightest;
            line[x] = qPremultiply(qRgba(sun.red(), sun.green(), sun.blue(), int(alpha * 255)));
        }
    }
    painter.save();
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    painter.drawImage(QRectF(0, 0, kTile, kTile), image);
    painter.restore();
}

// Wind streaks: soft crests, each with its trough a pixel below, all leaning one way.
void drawStreaks(QPainter& painter, const QColor& water, Ripples& random)
{
    const QColor crest = blend(water, Qt::white, 0.6, 1);
    const QColor trough = blend(water, Qt::black, 0.6, 1);
    for (int i = 0; i < 70; ++i) {
        const QPointF at(random.next() * kTile, random.next() * kTile);
        const qreal length = random.between(14, 38);
        const qreal bow = random.between(-2.5, 1.0);
        const qreal width = random.between(1.0, 2.2);
        const qreal alpha = random.between(0.05, 0.12);
        const qreal lean = random.between(-10, -4);
        QPainterPath streak(QPointF(-length / 2, 0));
        streak.quadTo(QPointF(0, bow), QPointF(length / 2, 0));
        wrapped(painter, at, [&] {
            painter.rotate(lean);
            painter.setPen(QPen(blend(trough, trough, 0, alpha * 0.7), width, Qt::SolidLine, Qt::RoundCap));
            painter.drawPath(streak.translated(0.8, width));
            painter.setPen(QPen(blend(crest, crest, 0, alpha), width, Qt::SolidLine, Qt::RoundCap));
            painter.drawPath(streak);
        });
    }
}

// The sky caught on a few crests: tiny, and dim enough never to pass for a mark.
void drawGlints(QPainter& painter, const QColor& water, Ripples& random)
{
    const bool night = water.lightnessF() < 0.2;
    for (int i = 0; i < 40; ++i) {
        const QPointF at(random.next() * kTile, random.next() * kTile);
        const qreal length = random.between(2.5, 6);
        const qreal alpha = random.between(0.18, 0.32) * (night ? 0.7 : 1.0);
        wrapped(painter, at, [&] {
            painter.setPen(QPen(QColor::fromRgbF(1, 1, 1, float(alpha)), 1.2, Qt::SolidLine, Qt::RoundCap));
            painter.drawLine(QPointF(-length / 2, 0), QPointF(length / 2, -length * 0.1));
        });
    }
}

} // namespace

QPixmap SeaTexture::tile(const QColor& water, Surface surface, qreal devicePixelRatio)
{
    const QString key = QStringLiteral("seabattle-seatile/%1/%2/%3")
                            .arg(QString::number(water.rgba()), QString::number(int(surface)),
                                 QString::number(devicePixelRatio));
    QPixmap pixmap;
    if (QPixmapCache::find(key, &pixmap))
        return pixmap;
    ++g_renders;
    const int side = int(std::ceil(kTile * devicePixelRatio));
    pixmap = QPixmap(side, side);
    pixmap.setDevicePixelRatio(devicePixelRatio);
    pixmap.fill(water);
    if (surface == Surface::Waves) {
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setClipRect(QRectF(0, 0, kTile, kTile));
        Ripples random;
        drawSwell(painter, water, random);
        drawCaustics(painter, water, random);
        drawStreaks(painter, water, random);
        drawGlints(painter, water, random);
    }
    QPixmapCache::insert(key, pixmap);
    return pixmap;
}

void SeaTexture::fill(QPainter& painter, const QRectF& area, const QColor& water, Surface surface,
                      QPointF origin)
{
    const qreal dpr = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
    if (surface == Surface::Flat) {
        painter.fillRect(area, water);
        return;
    }
    painter.save();
    // The tile's point at the area's top left, so that the pattern is anchored at `origin`.
    const QPointF offset(std::fmod(area.left() - origin.x(), kTile),
                         std::fmod(area.top() - origin.y(), kTile));
    painter.drawTiledPixmap(area, tile(water, surface, dpr),
                            QPointF(offset.x() < 0 ? offset.x() + kTile : offset.x(),
                                    offset.y() < 0 ? offset.y() + kTile : offset.y()));
    // Light falls from the top left: the far sea a shade lighter than the near, never by much.
    QLinearGradient light(area.topLeft(), area.bottomRight());
    light.setColorAt(0, QColor::fromRgbF(1, 1, 1, 0.07f));
    light.setColorAt(0.45, QColor::fromRgbF(1, 1, 1, 0));
    light.setColorAt(1, QColor::fromRgbF(0, 0, 0, 0.12f));
    painter.fillRect(area, light);
    painter.restore();
}

QPixmap SeaTexture::sea(QSizeF logicalSize, qreal devicePixelRatio, const QColor& water, Surface surface)
{
    const QSize pixels(std::max(1, int(std::ceil(logicalSize.width() * devicePixelRatio))),
                       std::max(1, int(std::ceil(logicalSize.height() * devicePixelRatio))));
    const QString key = QStringLiteral("seabattle-sea/%1x%2/%3/%4/%5")
                            .arg(QString::number(pixels.width()), QString::number(pixels.height()),
                                 QString::number(devicePixelRatio), QString::number(water.rgba()),
                                 QString::number(int(surface)));
    QPixmap pixmap;
    if (QPixmapCache::find(key, &pixmap))
        return pixmap;
    ++g_renders;
    pixmap = QPixmap(pixels);
    pixmap.setDevicePixelRatio(devicePixelRatio);
    QPainter painter(&pixmap);
    fill(painter, QRectF(QPointF(0, 0), logicalSize), water, surface);
    painter.end();
    QPixmapCache::insert(key, pixmap);
    return pixmap;
}

int SeaTexture::renderCount()
{
    return g_renders;
}
