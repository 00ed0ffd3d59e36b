// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/fleetrow.h"

#include "ui/board/boarddrawing.h"
#include "ui/board/highcontrast.h"
#include "ui/board/shipart.h"
#include "ui/words/fleetrowwords.h"
#include "ui/words/plaintext.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace seabattle;

namespace {

// Around the ships, between two of them and between two rows, in cells.
constexpr qreal kPadding = 0.35;
constexpr qreal kGap = 0.45;
constexpr qreal kRowGap = 0.3;
// Rather a row a little smaller (down to kOneRow of their size) than two; more rows than kRows,
// and the ships are drawn smaller (down to kSmallest) rather than push the boards up.
constexpr qreal kOneRow = 0.8;
constexpr int kRows = 2;
constexpr qreal kSmallest = 0.6;

int longestShip(const std::vector<ShipStatus>& ships)
{
    int longest = 1;
    for (const ShipStatus& s : ships)
        longest = std::max(longest, s.shipClass.length);
    return longest;
}

// Dark and translucent, so that the ships read over the sea, light or dark; flat in the
// palette's colours in high contrast.
void drawPlate(QPainter& painter, const QRectF& plate, qreal cell, const QPalette& palette)
{
    painter.save();
    const qreal radius = cell * 0.35;
    if (isHighContrast(palette)) {
        painter.setPen(QPen(palette.color(QPalette::WindowText), 1));
        painter.setBrush(palette.color(QPalette::Window));
    } else {
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1));
        painter.setBrush(QColor(14, 28, 46, 185));
    }
    painter.drawRoundedRect(plate.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius);
    painter.restore();
}

// A line through the whole hull, from its stern low to its bow high, over a halo.
void strikeThrough(QPainter& painter, const QRectF& hull, const QPalette& palette)
{
    const bool flat = isHighContrast(palette);
    const qreal width = std::max(1.5, hull.height() * 0.13);
    const QPointF from(hull.left() + width, hull.bottom() - hull.height() * 0.2);
    const QPointF to(hull.right() - width, hull.top() + hull.height() * 0.2);
    painter.save();
    for (const auto& [colour, extra] :
         {std::pair{flat ? palette.color(QPalette::Window) : QColor(0, 0, 0, 200), 2.0},
          std::pair{flat ? palette.color(QPalette::WindowText) : QColor(0xf2, 0xf2, 0xf2), 0.0}}) {
        painter.setPen(QPen(colour, width + extra, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(from, to);
    }
    painter.restore();
}

// Where a ship lies on the plate: a faint light berth under it, so that the darker hulls (the
// Submarine's) keep their outline on the dark plate; in high contrast, an outline instead.
void drawBerth(QPainter& painter, const QRectF& hull, const QPalette& palette)
{
    painter.save();
    const qreal radius = hull.height() * 0.3;
    if (isHighContrast(palette)) {
        painter.setPen(QPen(palette.color(QPalette::WindowText), 1));
        painter.setBrush(Qt::NoBrush);
    } else {
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(190, 215, 240, 70));
    }
    painter.drawRoundedRect(hull.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius);
    painter.restore();
}

void drawShipStatus(QPainter& painter, const QRectF& hull, const ShipStatus& ship, const QPalette& palette)
{
    drawBerth(painter, hull, palette);
    const int length = ship.shipClass.length;
    const QString element = ShipArt::elementFor(&ship.shipClass, length);
    const bool sunk = ship.state == ShipStatus::State::Sunk;
    painter.save();
    if (sunk && !isHighContrast(palette))
        painter.setOpacity(0.6); // a wreck sinks into the plate; afloat ships stand out of it
    drawShip(painter, hull, element, length, Orientation::Horizontal,
             sunk ? ShipArt::Condition::Wrecked : ShipArt::Condition::Afloat);
    painter.restore();
    const qreal cell = hull.height();
    const qreal dpr = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
    for (const int at : ship.hitCells)
        painter.drawPixmap(QPointF(hull.left() + cell * at, hull.top()),
                           ShipArt::mark(ShipArt::Mark::Fire, cell, dpr));
    if (sunk)
        strikeThrough(painter, hull, palette);
}

} // namespace

FleetRow::FleetRow(QWidget* parent) : QWidget(parent)
{
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void FleetRow::setShips(std::vector<ShipStatus> ships)
{
    const bool sameShape = ships.size() == m_ships.size() &&
                           std::ranges::equal(ships, m_ships, [](const ShipStatus& a, const ShipStatus& b) {
                               return a.shipClass.length == b.shipClass.length;
                           });
    m_ships = std::move(ships);
    describe();
    if (!sameShape)
        updateGeometry();
    update();
}

// About a line of text: the row stays a caption of the board, not a second board.
qreal FleetRow::preferredCell() const
{
    return std::round(fontMetrics().height() * 1.05);
}

FleetRow::Plan FleetRow::planWith(int width, qreal cell) const
{
    Plan plan;
    plan.cell = cell;
    const qreal pad = cell * kPadding;
    qreal x = pad;
    qreal y = pad;
    qreal widest = 0;
    for (const ShipStatus& ship : m_ships) {
        const qreal length = cell * ship.shipClass.length;
        if (x > pad && x + length + pad > width) {
            x = pad;
            y += cell * (1 + kRowGap);
        }
        plan.hulls.emplace_back(x, y, length, cell);
        widest = std::max(widest, x + length);
        x += length + cell * kGap;
    }
    const QSizeF plate(widest + pad, y + cell + pad);
    // Centred under its board; the hulls move with the plate.
    const qreal shift = std::max(0.0, std::floor((width - plate.width()) / 2));
    plan.plate = QRectF(QPointF(shift, 0), plate);
    for (QRectF& hull : plan.hulls)
        hull.translate(shift, 0);
    return plan;
}

// The ships at their size when they fit in one row, or a little smaller (kOneRow) if that keeps
// them on one; else in up to kRows rows, smaller if need be (down to kSmallest); and always small
// enough for the longest ship to fit the width.
FleetRow::Plan FleetRow::planAt(int width) const
{
    const qreal preferred = preferredCell();
    const qreal fitting = std::floor(width / (longestShip(m_ships) + 2 * kPadding));
    const qreal largest = std::max(3.0, std::min(preferred, fitting));
    const auto rows = [](const Plan& p) {
        return p.hulls.empty() ? 0 : int(std::lround(p.hulls.back().top() / (p.cell * (1 + kRowGap)))) + 1;
    };
    for (const auto& [most, smallest] : {std::pair{1, kOneRow}, std::pair{kRows, kSmallest}}) {
        for (qreal cell = largest; cell >= std::max(3.0, preferred * smallest); cell -= 0.5) {
            Plan plan = planWith(width, cell);
            if (rows(plan) <= most)
                return plan;
        }
    }
    return planWith(width, std::max(3.0, std::min(largest, preferred * kSmallest)));
}

std::vector<QRectF> FleetRow::hullsAt(int width) const
{
    return planAt(width).hulls;
}

QSize FleetRow::sizeHint() const
{
    const Plan oneRow = planWith(std::numeric_limits<int>::max() / 2, preferredCell());
    return {int(std::ceil(oneRow.plate.width())), int(std::ceil(oneRow.plate.height()))};
}

QSize FleetRow::minimumSizeHint() const
{
    const qreal cell = preferredCell();
    const int width = int(std::ceil(cell * (longestShip(m_ships) + 2 * kPadding)));
    return {width, heightForWidth(width)};
}

bool FleetRow::hasHeightForWidth() const
{
    return true;
}

int FleetRow::heightForWidth(int width) const
{
    return int(std::ceil(planAt(width).plate.bottom()));
}

QString FleetRow::shipWords(std::size_t index) const
{
    const ShipStatus& ship = m_ships.at(index);
    switch (ship.state) {
    case ShipStatus::State::Hit:
        return shipHitWords(ship.shipClass);
    case ShipStatus::State::Sunk:
        return shipSunkWords(ship.shipClass);
    case ShipStatus::State::Afloat:
        break;
    }
    return shipAfloatWords(ship.shipClass);
}

// Drawn, so said too: each ship's state, in the tooltips' words (its owner names it).
void FleetRow::describe()
{
    QStringList words;
    for (std::size_t i = 0; i < m_ships.size(); ++i)
        words << shipWords(i);
    setAccessibleDescription(words.join(QStringLiteral(", ")));
}

bool FleetRow::event(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        describe();
    if (event->type() != QEvent::ToolTip)
        return QWidget::event(event);
    const auto* help = static_cast<QHelpEvent*>(event);
    const Plan plan = planAt(width());
    for (std::size_t i = 0; i < plan.hulls.size(); ++i) {
        const QRectF near = plan.hulls[i].adjusted(-plan.cell * kGap / 2, -plan.cell * kRowGap / 2,
                                                   plan.cell * kGap / 2, plan.cell * kRowGap / 2);
        if (near.contains(help->pos())) {
            // A Custom class's name is the player's text: shown as typed, never as markup.
            QToolTip::showText(help->globalPos(), plainToolTip(shipWords(i)), this, near.toAlignedRect());
            return true;
        }
    }
    QToolTip::hideText();
    event->ignore();
    return true;
}

void FleetRow::paintEvent(QPaintEvent*)
{
    if (m_ships.empty())
        return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const Plan plan = planAt(width());
    drawPlate(painter, plan.plate, plan.cell, palette());
    for (std::size_t i = 0; i < m_ships.size(); ++i)
        drawShipStatus(painter, plan.hulls[i], m_ships[i], palette());
}
