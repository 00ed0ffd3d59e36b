// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/boarddrawing.h"

#include "ui/board/highcontrast.h"
#include "ui/board/seatexture.h"
#include "ui/board/shipwake.h"
#include "ui/board/wreckfire.h"

#include <QPaintDevice>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <QPixmapCache>
#include <QRadialGradient>

#include <algorithm>
#include <cmath>
#include <tuple>
#include <utility>

using namespace seabattle;

namespace {

QColor mix(const QColor& a, const QColor& b, qreal t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t),
                            float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
}

// The open sea by day, deep blue going to teal; and by night.
const QColor kDeepSea(0x16, 0x5d, 0x86);
const QColor kNightSea(0x0d, 0x27, 0x3a);
const QColor kSeaText(0xee, 0xf5, 0xfa);

qreal ratioOf(const QPainter& painter)
{
    return painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
}

// Blits `pixmap` with its top left on a device pixel, so the art stays as crisp as it was drawn.
void blit(QPainter& painter, QPointF topLeft, const QPixmap& pixmap)
{
    const qreal dpr = ratioOf(painter);
    const QPointF device = painter.transform().map(topLeft) * dpr;
    const QPointF aligned(std::round(device.x()) / dpr, std::round(device.y()) / dpr);
    painter.drawPixmap(painter.transform().inverted().map(aligned), pixmap);
}

void drawMark(QPainter& painter, const QRectF& cell, ShipArt::Mark mark, qreal scale = 1.0)
{
    const qreal size = cell.width() * scale;
    const QPointF topLeft = cell.center() - QPointF(size / 2, size / 2);
    blit(painter, topLeft, ShipArt::mark(mark, size, ratioOf(painter)));
}

// A line drawn over a dark halo, so it reads on water, on hulls and over fire.
void drawInkedLine(QPainter& painter, QPointF from, QPointF to, const QColor& colour, qreal width)
{
    painter.setPen(QPen(QColor(0, 0, 0, 140), width + 2, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(from, to);
    painter.setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(from, to);
}

// The mark a shot left in `cell`, its shape telling the state without colour: foam for a miss, a
// flame for a hit (with a ring and a cross on a flat sea), nothing over a sunk ship's wreck (its
// ring tells it), a dot for a cell marked empty.
void drawShotMark(QPainter& painter, const QRectF& cell, CellKnowledge state, const BoardColours& colours)
{
    const qreal size = cell.width();
    const QPointF centre = cell.center();
    switch (state) {
    case CellKnowledge::Unknown:
        break;
    case CellKnowledge::Miss: {
        // A burst of foam and its crown of drops across most of the cell: the water was struck.
        // Its shape alone says "miss" on the sea. On a flat sea (high contrast) a ring in the
        // theme's ink says it too, as the foam is white on what may be white.
        drawMark(painter, cell, ShipArt::Mark::Splash, colours.flat() ? 0.6 : 0.8);
        if (!colours.flat())
            break;
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(colours.ink, std::max(1.5, size * 0.07)));
        painter.drawEllipse(centre, size * 0.2, size * 0.2);
        break;
    }
    case CellKnowledge::Sunk:
        // Nothing over it: the wreck itself says it, broken, burnt and ringed (shipart.cpp), as
        // a sunk ship looks rather than as a form marks it.
        break;
    case CellKnowledge::Hit: {
        if (!colours.flat()) {
            // The fire's glow on the water and the hull around it: a hit reads from across the room.
            // Round, dying out at the cell's corners: a fire's light, not an orange tile.
            QRadialGradient glow(centre, size * 0.74);
            glow.setColorAt(0, QColor(255, 206, 90, 245));
            glow.setColorAt(0.5, QColor(255, 124, 30, 185));
            glow.setColorAt(1, QColor(190, 56, 20, 0));
            painter.setPen(Qt::NoPen);
            painter.setBrush(glow);
            painter.drawRect(cell);
        }
        drawMark(painter, cell, ShipArt::Mark::Scorch, 0.95);
        drawMark(painter, cell.translated(0, -size * 0.08), ShipArt::Mark::Fire, colours.flat() ? 0.9 : 1.0);
        // The flame's shape says "hit" on the sea; a red cross over it read as "wrong". On a flat
        // sea, with no glow, a cross in the hit's colour says it too.
        if (!colours.flat())
            break;
        const qreal d = size * 0.3;
        const qreal width = std::max(2.0, size * 0.1);
        drawInkedLine(painter, centre + QPointF(-d, -d), centre + QPointF(d, d), BoardColours::hit(), width);
        drawInkedLine(painter, centre + QPointF(-d, d), centre + QPointF(d, -d), BoardColours::hit(), width);
        break;
    }
    case CellKnowledge::MarkedEmpty:
        painter.setPen(QPen(mix(colours.water, colours.ink, 0.2), 1));
        painter.setBrush(colours.ink);
        painter.drawEllipse(centre, size * 0.1, size * 0.1);
        break;
    }
}

// One cell's whole mark for `state` (its art and its shape), drawn once per size, pixel ratio and
// colours, so that a board's marks are blits.
QPixmap markSprite(CellKnowledge state, qreal size, qreal dpr, const BoardColours& colours)
{
    const QSize pixels(int(std::ceil(size * dpr)), int(std::ceil(size * dpr)));
    const QString key =
        QStringLiteral("seabattle-cellmark/%1/%2/%3/%4/%5")
            .arg(QString::number(int(state)), QString::number(pixels.width()), QString::number(dpr),
                 QString::number(colours.ink.rgba()), QString::number(colours.water.rgba()));
    QPixmap pixmap;
    if (QPixmapCache::find(key, &pixmap))
        return pixmap;
    pixmap = QPixmap(pixels);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    drawShotMark(painter, QRectF(0, 0, size, size), state, colours);
    painter.end();
    QPixmapCache::insert(key, pixmap);
    return pixmap;
}

const ShipClass* classOf(const std::vector<ShipClass>& classes, ShipId ship)
{
    return ship.shipClass >= 0 && ship.shipClass < int(classes.size()) ? &classes[std::size_t(ship.shipClass)]
                                                                       : nullptr;
}

} // namespace

BoardGeometry::BoardGeometry(const QRectF& area)
{
    const qreal side = std::min(area.width(), area.height());
    m_cell = side / (kBoardSize + 1);
    m_origin = QPointF(area.left() + (area.width() - side) / 2 + m_cell,
                       area.top() + (area.height() - side) / 2 + m_cell);
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
    : label(palette.color(QPalette::WindowText)),
      surface(isHighContrast(palette) ? SeaTexture::Surface::Flat : SeaTexture::Surface::Waves)
{
    if (flat()) {
        water = palette.color(QPalette::Base);
        line = ink = onSea = palette.color(QPalette::Text);
        return;
    }
    const bool night = palette.color(QPalette::Base).lightnessF() < 0.5;
    water = night ? kNightSea : kDeepSea;
    line = mix(water, Qt::white, night ? 0.3 : 0.34);
    ink = kSeaText;
    onSea = kSeaText;
}

QColor BoardColours::hit()
{
    return {0xd3, 0x2f, 0x2f};
}
QColor BoardColours::lastShot()
{
    return {0xf5, 0xa6, 0x23};
}

void drawShip(QPainter& painter, const QRectF& hull, const QString& element, int length,
              Orientation orientation, ShipArt::Condition condition)
{
    const qreal cell = orientation == Orientation::Horizontal ? hull.height() : hull.width();
    blit(painter, hull.topLeft(),
         ShipArt::ship(element, length, orientation, cell, ratioOf(painter), condition));
}

void drawSea(QPainter& painter, const QRectF& area, qreal, const QPalette& palette)
{
    const BoardColours colours(palette);
    blit(painter, area.topLeft(),
         SeaTexture::sea(area.size(), ratioOf(painter), colours.water, colours.surface));
}

void drawShipAtSea(QPainter& painter, const QRectF& hull, const QString& element, int length,
                   Orientation orientation, ShipArt::Condition condition, const QPalette& palette)
{
    const qreal cell = orientation == Orientation::Horizontal ? hull.height() : hull.width();
    const qreal dpr = ratioOf(painter);
    const bool flat = BoardColours(palette).flat();
    const bool wrecked = condition == ShipArt::Condition::Wrecked;
    if (!flat) {
        blit(painter, hull.topLeft() + ShipWake::shadowOffset(cell, dpr),
             ShipWake::shadow(element, length, orientation, cell, dpr));
        if (!wrecked)
            blit(painter, ShipWake::wakeAt(hull, orientation), ShipWake::wake(orientation, cell, dpr));
    }
    drawShip(painter, hull, element, length, orientation, condition);
    if (wrecked && !flat)
        blit(painter, WreckFire::wispAt(hull, orientation), WreckFire::wisp(cell, dpr));
}

void drawCellMark(QPainter& painter, const QRectF& cell, CellKnowledge state, bool ship,
                  const QPalette& palette)
{
    const BoardColours colours(palette);
    drawSea(painter, cell, cell.width(), palette);
    const bool sunk = state == CellKnowledge::Sunk;
    if (ship || sunk)
        drawShip(painter, cell, QStringLiteral("patrol-boat"), 1, Orientation::Horizontal,
                 sunk ? ShipArt::Condition::Wrecked : ShipArt::Condition::Afloat);
    drawShotMark(painter, cell, state, colours);
}

namespace {

// The coordinates, light on the sea over a faint dark shadow that keeps them clear of a glint.
void drawLabels(QPainter& painter, const BoardGeometry& geometry, const QFont& font,
                const BoardColours& colours)
{
    const qreal size = geometry.cellSize();
    QFont labelFont = font;
    labelFont.setPixelSize(std::max(8, int(size * 0.42)));
    painter.setFont(labelFont);
    const auto drawAll = [&](QPointF shift) {
        for (int i = 0; i < kBoardSize; ++i) {
            painter.drawText(geometry.cellRect({i, 0}).translated(shift + QPointF(0, -size)), Qt::AlignCenter,
                             QString(QChar('A' + i)));
            painter.drawText(geometry.cellRect({0, i}).translated(shift + QPointF(-size, 0)), Qt::AlignCenter,
                             QString::number(i + 1));
        }
    };
    if (!colours.flat()) {
        painter.setPen(QColor(0, 0, 0, 90));
        drawAll(QPointF(0, 1));
    }
    painter.setPen(colours.onSea);
    drawAll(QPointF(0, 0));
}

// The grid's lines one cell apart, fainter than the frame around them; transparent between.
QPixmap gridLines(QSizeF size, qreal cellSize, qreal dpr, const QColor& line)
{
    const QString key =
        QStringLiteral("seabattle-grid/%1x%2/%3/%4/%5")
            .arg(QString::number(size.width()), QString::number(size.height()), QString::number(cellSize),
                 QString::number(dpr), QString::number(line.rgba()));
    QPixmap pixmap;
    if (QPixmapCache::find(key, &pixmap))
        return pixmap;
    pixmap = QPixmap(int(std::ceil(size.width() * dpr)), int(std::ceil(size.height() * dpr)));
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    QColor faint = line;
    faint.setAlphaF(0.55f);
    painter.setPen(QPen(faint, 0));
    for (int i = 1; i * cellSize < size.width() - 1; ++i)
        painter.drawLine(QPointF(i * cellSize, 0), QPointF(i * cellSize, size.height()));
    for (int i = 1; i * cellSize < size.height() - 1; ++i)
        painter.drawLine(QPointF(0, i * cellSize), QPointF(size.width(), i * cellSize));
    painter.setPen(QPen(line, 0));
    painter.drawRect(QRectF(QPointF(0, 0), size).adjusted(0, 0, -1 / dpr, -1 / dpr));
    painter.end();
    QPixmapCache::insert(key, pixmap);
    return pixmap;
}

// One of a board's ships, as it is now.
void drawOnBoard(QPainter& painter, const QRectF& hull, const ShipClass* shipClass, const Placement& ship,
                 bool wrecked, const QPalette& palette)
{
    drawShipAtSea(painter, hull, ShipArt::elementFor(shipClass, ship.length), ship.length, ship.orientation,
                  wrecked ? ShipArt::Condition::Wrecked : ShipArt::Condition::Afloat, palette);
}

// The ships of `fleet`, wrecked when `shots` saw them sunk (a revealed one still afloat ringed);
// then the wrecks of ships sunk that the fleet does not show (the enemy's, on Enemy waters).
void drawShips(QPainter& painter, const BoardGeometry& geometry, const ShotChart& shots,
               const FleetLayout& fleet, const std::vector<ShipClass>& classes, const QPalette& palette,
               FleetSight sight)
{
    const auto& sunk = shots.sunkShips();
    const auto sunkAs = [&](ShipId ship) {
        return std::find_if(sunk.begin(), sunk.end(), [&](const SunkShip& s) { return s.ship == ship; });
    };
    for (const Placement& p : fleet.placements()) {
        const bool wrecked = sunkAs(p.ship) != sunk.end();
        drawOnBoard(painter, geometry.hullRect(p), classOf(classes, p.ship), p, wrecked, palette);
        if (!wrecked && sight == FleetSight::Revealed)
            drawSurvivorRing(painter, geometry.hullRect(p), palette);
    }
    for (const SunkShip& s : sunk) {
        const auto wreck = wreckOf(s);
        const auto shown = fleet.placementOf(s.ship);
        if (wreck && (!shown || shown->bow != wreck->bow))
            drawOnBoard(painter, geometry.hullRect(*wreck), classOf(classes, s.ship), *wreck, true, palette);
    }
}

// Smoke rising from every fire, leaning with the wind into the water above it: a hit burns on.
void drawSmoke(QPainter& painter, const BoardGeometry& geometry, const ShotChart& shots, qreal dpr)
{
    const qreal cell = geometry.cellSize();
    const QPixmap wisp = WreckFire::wisp(cell * 1.3, dpr); // a live fire's smoke, fuller than a wreck's
    painter.save();
    painter.setClipRect(geometry.gridRect());
    for (int i = 0; i < kCellCount; ++i) {
        if (shots.at(coordAt(i)) != CellKnowledge::Hit)
            continue;
        const QRectF fire = geometry.cellRect(coordAt(i));
        blit(painter, QPointF(fire.center().x() - cell * 0.3, fire.top() - cell * 0.85), wisp);
    }
    painter.restore();
}

} // namespace

std::optional<Placement> wreckOf(const SunkShip& sunk)
{
    if (sunk.cells.empty())
        return std::nullopt;
    const auto [first, last] =
        std::minmax_element(sunk.cells.begin(), sunk.cells.end(), [](Coord a, Coord b) {
            return std::pair(a.row, a.column) < std::pair(b.row, b.column);
        });
    return Placement{sunk.ship, *first,
                     first->row == last->row ? Orientation::Horizontal : Orientation::Vertical,
                     int(sunk.cells.size())};
}

void drawSurvivorRing(QPainter& painter, const QRectF& hull, const QPalette& palette)
{
    const BoardColours colours(palette);
    const qreal cell = std::min(hull.width(), hull.height());
    const qreal width = std::max(1.5, cell * 0.06);
    const QRectF ring = hull.adjusted(width, width, -width, -width);
    painter.save();
    painter.setBrush(Qt::NoBrush);
    // Light dashes over a dark halo: they read on the sea, on the hull and on a hit's fire alike.
    if (!colours.flat()) {
        painter.setPen(QPen(QColor(0, 0, 0, 130), width + 2));
        painter.drawRoundedRect(ring, cell * 0.3, cell * 0.3);
    }
    QPen dashes(colours.flat() ? colours.ink : QColor(0xf4, 0xec, 0xd8), width, Qt::CustomDashLine);
    dashes.setDashPattern({2.5, 2.0});
    painter.setPen(dashes);
    painter.drawRoundedRect(ring, cell * 0.3, cell * 0.3);
    painter.restore();
}

void drawBoard(QPainter& painter, const BoardGeometry& geometry, const QPalette& palette, const QFont& font,
               const ShotChart& shots, const FleetLayout& fleet, const std::vector<ShipClass>& classes,
               Backdrop backdrop, FleetSight sight)
{
    const BoardColours colours(palette);
    const qreal dpr = ratioOf(painter);
    const QRectF grid = geometry.gridRect();
    if (backdrop == Backdrop::Own) {
        // The sea under the coordinates too, one cell wide above and left of the grid.
        const qreal cell = geometry.cellSize();
        const QRectF plate = grid.adjusted(-cell, -cell, 1, 1);
        blit(painter, plate.topLeft(), SeaTexture::sea(plate.size(), dpr, colours.water, colours.surface));
    }
    drawLabels(painter, geometry, font, colours);
    blit(painter, grid.topLeft(),
         gridLines(grid.size() + QSizeF(1, 1), geometry.cellSize(), dpr, colours.line));
    painter.save();
    painter.setClipRect(grid); // wakes and smoke stay on the grid, clear of the coordinates
    drawShips(painter, geometry, shots, fleet, classes, palette, sight);
    painter.restore();
    if (!colours.flat()) // under the marks: a mark in the cell above stays whole
        drawSmoke(painter, geometry, shots, dpr);
    for (int i = 0; i < kCellCount; ++i) {
        const CellKnowledge state = shots.at(coordAt(i));
        if (state != CellKnowledge::Unknown && state != CellKnowledge::Sunk) // a wreck has no mark over it
            blit(painter, geometry.cellRect(coordAt(i)).topLeft(),
                 markSprite(state, geometry.cellSize(), dpr, colours));
    }
}
