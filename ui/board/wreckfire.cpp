// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/wreckfire.h"

#include "ui/board/fading.h"

#include <QPainter>
#include <QPixmapCache>
#include <QRadialGradient>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace seabattle;

namespace {

qreal cellOf(const QRectF& hull, Orientation orientation)
{
    return orientation == Orientation::Horizontal ? hull.height() : hull.width();
}

// The point `share` of the way from the bow to the stern, on the hull's middle line.
QPointF along(const QRectF& hull, Orientation orientation, qreal share)
{
    return orientation == Orientation::Horizontal
               ? QPointF(hull.left() + hull.width() * share, hull.center().y())
               : QPointF(hull.center().x(), hull.top() + hull.height() * share);
}

// Where it burns: the break (ShipArt breaks a wreck at 55% of its length), and on a long ship a
// second fire forward.
std::vector<QPointF> firesOn(const QRectF& hull, const Placement& wreck)
{
    std::vector<QPointF> fires{along(hull, wreck.orientation, 0.55)};
    if (wreck.length >= 3)
        fires.push_back(along(hull, wreck.orientation, 0.2));
    if (wreck.length >= 4)
        fires.push_back(along(hull, wreck.orientation, 0.85));
    return fires;
}

void paintFlames(QPainter& painter, QPointF at, qreal cell, double seconds, double strength, int seed)
{
    const double flicker =
        0.78 + 0.22 * std::sin(seconds * 13.0 + seed) * std::sin(seconds * 7.3 + 2.0 * seed);
    const qreal radius = cell * 0.8 * flicker * (0.4 + 0.6 * strength);
    QRadialGradient glow(at, radius);
    glow.setColorAt(0, withAlpha(QColor(0xff, 0xf3, 0xb0), 0.95 * strength));
    glow.setColorAt(0.3, withAlpha(QColor(0xff, 0xa7, 0x26), 0.85 * strength));
    glow.setColorAt(0.65, withAlpha(QColor(0xf4, 0x51, 0x1e), 0.4 * strength));
    glow.setColorAt(1, withAlpha(QColor(0xe6, 0x4a, 0x19), 0));
    painter.setBrush(glow);
    painter.drawEllipse(at, radius, radius);
    for (int i = 0; i < 3; ++i) {
        const double lick = std::sin(seconds * (9.0 + 2.0 * i) + seed * 1.7 + i * 2.3);
        const QPointF tip = at + QPointF((i - 1) * cell * 0.1, -cell * (0.08 + 0.06 * lick));
        painter.setBrush(
            withAlpha(i == 1 ? QColor(0xff, 0xc1, 0x07) : QColor(0xff, 0x70, 0x22), 0.85 * strength));
        painter.drawEllipse(tip, cell * 0.08, cell * (0.13 + 0.04 * lick) * (0.5 + 0.5 * strength));
    }
}

// Puffs born every few tenths of a second at `at`, rising and drifting with the wind as they
// grow and thin out.
void paintSmoke(QPainter& painter, QPointF at, qreal cell, double seconds, double strength, int seed)
{
    constexpr double kEvery = 0.3;
    constexpr double kLife = 2.2;
    const int newest = int(seconds / kEvery);
    for (int born = std::max(0, newest - int(kLife / kEvery)); born <= newest; ++born) {
        const double age = (seconds - born * kEvery) / kLife;
        if (age < 0 || age >= 1)
            continue;
        const double sway = std::sin(born * 1.9 + seed) * 0.12;
        const QPointF centre = at + QPointF(cell * (0.5 * age + sway * age), -cell * (0.15 + 1.3 * age));
        const qreal radius = cell * (0.16 + 0.38 * age);
        QRadialGradient puff(centre, radius);
        // Grey smoke seen from above, lighter than the deep sea: it reads on it by day and by night.
        const double alpha = 0.8 * (1 - age) * std::min(1.0, age * 6) * strength;
        const QColor smoke = QColor(0x7a, 0x80, 0x86).lighter(100 + int(60 * age));
        puff.setColorAt(0, withAlpha(smoke, alpha));
        puff.setColorAt(0.6, withAlpha(smoke, alpha * 0.6));
        puff.setColorAt(1, withAlpha(smoke, 0));
        painter.setBrush(puff);
        painter.drawEllipse(centre, radius, radius);
    }
}

} // namespace

void WreckFire::paintBurning(QPainter& painter, const QRectF& hull, const Placement& wreck, int ms)
{
    const double seconds = ms / 1000.0;
    // Full for the first seconds, then dying down to the smoulder of the still picture.
    const double strength = 1 - phase(ms, kBurnMs * 0.55, kBurnMs);
    const qreal cell = cellOf(hull, wreck.orientation);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    int seed = wreck.bow.row * 10 + wreck.bow.column;
    for (const QPointF fire : firesOn(hull, wreck)) {
        paintFlames(painter, fire, cell, seconds, strength, seed);
        paintSmoke(painter, fire, cell, seconds, strength, seed);
        seed += 7;
    }
    painter.restore();
}

QPixmap WreckFire::wisp(qreal cellSize, qreal devicePixelRatio)
{
    const int side = std::max(1, int(std::ceil(cellSize * devicePixelRatio)));
    const QString key = QStringLiteral("seabattle-wisp/%1/%2").arg(side).arg(devicePixelRatio);
    QPixmap pixmap;
    if (QPixmapCache::find(key, &pixmap))
        return pixmap;
    pixmap = QPixmap(side, side);
    pixmap.setDevicePixelRatio(devicePixelRatio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    const qreal c = cellSize;
    // A thin curl leaning with the wind, from the break up and to the right.
    struct Puff {
        QPointF at;
        qreal radius;
        double alpha;
    };
    // Dark at the fire, paler and thinner as it rises: smoke read on a deep sea.
    for (const Puff& p : {Puff{{0.22, 0.78}, 0.16, 0.85}, Puff{{0.38, 0.58}, 0.19, 0.72},
                          Puff{{0.56, 0.38}, 0.21, 0.5}, Puff{{0.74, 0.2}, 0.2, 0.28}}) {
        const QColor smoke = QColor(0x44, 0x48, 0x4f).lighter(int(100 + (0.78 - p.at.y()) * 110));
        QRadialGradient puff(p.at * c, p.radius * c);
        puff.setColorAt(0, withAlpha(smoke, p.alpha));
        puff.setColorAt(0.55, withAlpha(smoke, p.alpha * 0.6));
        puff.setColorAt(1, withAlpha(smoke, 0));
        painter.setBrush(puff);
        painter.drawEllipse(p.at * c, p.radius * c, p.radius * c);
    }
    painter.end();
    QPixmapCache::insert(key, pixmap);
    return pixmap;
}

QPointF WreckFire::wispAt(const QRectF& hull, Orientation orientation)
{
    const qreal cell = cellOf(hull, orientation);
    return along(hull, orientation, 0.55) - QPointF(cell * 0.22, cell * 0.78);
}
