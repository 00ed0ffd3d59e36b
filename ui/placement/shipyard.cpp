// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/placement/shipyard.h"

#include "ui/livery/livery.h"
#include "ui/words/shipwords.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPalette>

#include <algorithm>
#include <cmath>

using namespace seabattle;

namespace {

// Below this a cell is too small to aim at: the window's minimum size stays well above it.
constexpr int kSmallestCell = 10;
// Gaps, in cells: between the board and the shipyard, between ships of one berth, between
// columns of berths, and under a label.
constexpr qreal kBesideBoard = 0.6;
constexpr qreal kBetweenShips = 0.3;
constexpr qreal kBetweenColumns = 0.6;
constexpr qreal kUnderLabel = 0.15;
// At most, between rows of berths: the shipyard spreads down the board's height, not huddled at its top.
constexpr qreal kMostBetweenRows = 2.5;

qreal labelHeight(const QFontMetricsF& metrics)
{
    return std::ceil(metrics.height());
}

qreal berthHeight(const QFontMetricsF& metrics, qreal cell)
{
    return labelHeight(metrics) + cell * kUnderLabel + cell;
}

// The width a berth needs to show all its ships, or one and their count.
qreal widthOfAll(const ShipClass& shipClass, qreal cell)
{
    return shipClass.count * shipClass.length * cell + (shipClass.count - 1) * cell * kBetweenShips;
}

qreal widthOfOne(const ShipClass& shipClass, qreal cell, const QFontMetricsF& metrics,
                 const QFontMetricsF& labels)
{
    const qreal count = shipClass.count > 1 ? cell * kBetweenShips +
                                                  metrics.horizontalAdvance(shipsLeftWords(shipClass.count))
                                            : 0;
    // The label, and the tick before it once the class is all placed (drawTick: 0.78 + 0.4 of a line).
    return std::max(labels.horizontalAdvance(shipClassWithLength(shipClass)) + labels.height() * 1.2,
                    shipClass.length * cell + count);
}

// A ticked disc at the left of `line`, in the window's text colour; where the words go next.
qreal drawTick(QPainter& painter, const QRectF& line, const QPalette& palette)
{
    const qreal size = line.height() * 0.78;
    const QRectF disc(line.left(), line.center().y() - size / 2, size, size);
    paintTickedDisc(painter, disc, palette.color(QPalette::WindowText), palette.color(QPalette::Window));
    return disc.right() + size * 0.4;
}

} // namespace

Shipyard::Shipyard(QSizeF area, const std::vector<ShipClass>& fleet, const QFont& font, const QString& howTo)
    : m_font(font), m_fleet(fleet)
{
    // The largest whole cell that leaves the shipyard room for the whole fleet at that scale.
    const int largest = int(std::min(area.width(), area.height()) / (kBoardSize + 1));
    for (int cell = largest; cell >= kSmallestCell; --cell)
        if (arrange(cell, area, howTo, false))
            return;
    arrange(kSmallestCell, area, howTo, true); // a window too small: the ships as they come
}

// Lays the board and the berths out at `cell` pixels a cell, when they fit in `area` (or anyway,
// when `force`): the berths in columns beside the board, their rows spread down its height.
bool Shipyard::arrange(qreal cell, QSizeF area, const QString& howTo, bool force)
{
    const std::vector<ShipClass>& fleet = m_fleet;
    const qreal side = cell * (kBoardSize + 1);
    const QRectF tray(side + cell * kBesideBoard, 0, area.width() - side - cell * kBesideBoard,
                      std::max(side, area.height()));
    if (tray.width() < cell && !force)
        return false;
    const QFontMetricsF metrics(m_font);
    QFont bold = m_font; // a label with ships left to place
    bold.setBold(true);
    const QFontMetricsF labels(bold);
    const qreal howToHeight =
        metrics.boundingRect(QRectF(0, 0, std::max(tray.width(), cell), 1e6), kHowToFlags, howTo).height();
    const qreal shipsHeight = tray.height() - howToHeight - cell * kBesideBoard;
    const int classes = std::max(1, int(fleet.size()));
    const qreal height = berthHeight(metrics, cell);
    for (int columns = 1; columns <= classes; ++columns) {
        const int rows = (classes + columns - 1) / columns;
        const qreal columnWidth = (tray.width() - (columns - 1) * cell * kBetweenColumns) / columns;
        const bool wideEnough = std::all_of(fleet.begin(), fleet.end(), [&](const ShipClass& c) {
            return widthOfOne(c, cell, metrics, labels) <= columnWidth;
        });
        if (!force && !wideEnough)
            return false; // more columns are only narrower
        if (!force && rows * height + (rows - 1) * cell * kBetweenShips > shipsHeight)
            continue;
        const qreal rowGap = std::clamp((shipsHeight - rows * height) / std::max(1, rows - 1),
                                        cell * kBetweenShips, cell * kMostBetweenRows);
        m_berths.clear();
        m_sideBySide.clear();
        for (int c = 0; c < int(fleet.size()); ++c) {
            const int column = c / rows;
            const int row = c % rows;
            m_berths.emplace_back(tray.left() + column * (columnWidth + cell * kBetweenColumns),
                                  row * (height + rowGap), columnWidth, height);
            const ShipClass& shipClass = fleet[std::size_t(c)];
            m_sideBySide.push_back(widthOfAll(shipClass, cell) <= columnWidth ? shipClass.count : 1);
        }
        m_board = BoardGeometry(QRectF(0, 0, side, side));
        // Right under the ships, where the eye is while it picks one, not at the tray's foot.
        qreal lowest = 0; // the bottom of the lowest berth, whichever column it is in
        for (const QRectF& berth : m_berths)
            lowest = std::max(lowest, berth.bottom());
        const qreal below = std::min(lowest + cell * 0.6, tray.bottom() - howToHeight);
        m_howTo = QRectF(tray.left(), below, tray.width(), howToHeight);
        return true;
    }
    return false;
}

QRectF Shipyard::berth(int shipClass) const
{
    return shipClass >= 0 && shipClass < int(m_berths.size()) ? m_berths[std::size_t(shipClass)] : QRectF();
}

int Shipyard::sideBySide(int shipClass) const
{
    return shipClass >= 0 && shipClass < int(m_sideBySide.size()) ? m_sideBySide[std::size_t(shipClass)] : 1;
}

QRectF Shipyard::hull(int shipClass, int n) const
{
    const QRectF place = berth(shipClass);
    if (place.isEmpty())
        return {};
    const qreal cell = m_board.cellSize();
    const int length = m_fleet[std::size_t(shipClass)].length;
    return {place.left() + n * (length + kBetweenShips) * cell, place.bottom() - cell, length * cell, cell};
}

// A berth its ships have left, all on the board: the ship's ghost, faint in a dashed outline (the
// outline and the label's tick tell it, not only the shade), so the shipyard still shows the
// whole fleet rather than empty slots.
void Shipyard::drawBerthLeft(QPainter& painter, int shipClass, const QColor& outline) const
{
    const qreal cell = m_board.cellSize();
    const ShipClass& ship = m_fleet[std::size_t(shipClass)];
    const QRectF place = hull(shipClass, 0);
    painter.save();
    painter.setOpacity(0.3);
    drawShip(painter, place, ShipArt::elementFor(&ship, ship.length), ship.length, Orientation::Horizontal,
             ShipArt::Condition::Afloat);
    painter.restore();
    painter.setPen(QPen(outline, 1, Qt::DashLine));
    painter.setBrush(Qt::NoBrush);
    const qreal inset = cell * 0.06;
    painter.drawRoundedRect(place.adjusted(inset, inset, -inset, -inset), cell * 0.3, cell * 0.3);
}

// A class with none left to place keeps its berth, ticked, its label softened over its ship's
// ghost: the shipyard reads as the fleet's checklist, and what is done stays legible.
void Shipyard::draw(QPainter& painter, const std::vector<int>& left, int held, const QPalette& palette,
                    const QString& howTo) const
{
    const qreal cell = m_board.cellSize();
    const QFontMetricsF metrics(m_font);
    QColor done = palette.color(QPalette::WindowText);
    done.setAlphaF(0.75f);
    for (int c = 0; c < int(m_fleet.size()) && c < int(left.size()); ++c) {
        const int count = left[std::size_t(c)];
        const ShipClass& shipClass = m_fleet[std::size_t(c)];
        const QRectF place = berth(c);
        QFont label = m_font;
        label.setBold(count > 0);
        painter.setFont(label);
        painter.setPen(count > 0 ? palette.color(QPalette::WindowText) : done);
        QRectF labelRect(place.left(), place.top(), place.width(), labelHeight(metrics));
        if (count <= 0 && c != held) // all on the board, not one in hand
            labelRect.setLeft(drawTick(painter, labelRect, palette));
        painter.drawText(labelRect, Qt::AlignLeft | Qt::AlignVCenter, shipClassWithLength(shipClass));
        if (count <= 0) {
            drawBerthLeft(painter, c, done);
            continue;
        }
        const int shown = std::min(count, sideBySide(c));
        for (int n = 0; n < shown; ++n)
            drawShip(painter, hull(c, n), ShipArt::elementFor(&shipClass, shipClass.length), shipClass.length,
                     Orientation::Horizontal, ShipArt::Condition::Afloat);
        if (shown < count) {
            const qreal after = place.left() + shipClass.length * cell + cell * kBetweenShips;
            painter.setPen(palette.color(QPalette::WindowText));
            painter.drawText(QRectF(after, place.bottom() - cell, place.right() - after, cell),
                             Qt::AlignLeft | Qt::AlignVCenter, shipsLeftWords(count));
        }
    }
    painter.setFont(m_font);
    painter.setPen(palette.color(QPalette::WindowText));
    painter.drawText(m_howTo, kHowToFlags, howTo);
    // A fine rule above it: the line reads as the shipyard's own instructions, not a stray caption.
    QColor rule = palette.color(QPalette::WindowText);
    rule.setAlphaF(0.35f);
    painter.setPen(QPen(rule, 1));
    painter.drawLine(QPointF(m_howTo.left(), m_howTo.top() - cell * 0.2),
                     QPointF(m_howTo.right(), m_howTo.top() - cell * 0.2));
}
