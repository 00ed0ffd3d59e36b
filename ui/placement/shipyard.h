// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ruleset.h"
#include "ui/board/boarddrawing.h"

#include <QFont>
#include <QRectF>
#include <QString>

#include <vector>

class QPainter;
class QPalette;

// How the fleet editor shares its room between your board and the shipyard (the ships still to
// place): the largest board that leaves room beside it for every class of the fleet drawn at the
// board's own cell size, so that a ship looks the same in the shipyard, in the hand and on the
// board; under the ships, how to place them. Each class keeps its berth while its ships leave, so
// nothing moves under the pointer and the board keeps its size as the fleet goes out.
class Shipyard {
public:
    // `howTo` is the text written under the ships, in `font` as the berths' labels are.
    Shipyard(QSizeF area, const std::vector<seabattle::ShipClass>& fleet, const QFont& font,
             const QString& howTo);

    const BoardGeometry& board() const { return m_board; }
    // The berth of class `shipClass`: its label ("Cruiser · 3"), under it its ships side by side.
    QRectF berth(int shipClass) const;
    // Ship `n` (from 0) of class `shipClass` as it lies in its berth, bow on the left.
    QRectF hull(int shipClass, int n) const;
    // How many ships a berth shows side by side (all of its class, or one and a count: "× 2").
    int sideBySide(int shipClass) const;
    QRectF howToRect() const { return m_howTo; }

    // The berths of the classes with ships `left` to place (how many, by class), and `howTo`. A
    // class is ticked once none is left to place, unless it is `held`'s, whose ship is in hand.
    void draw(QPainter& painter, const std::vector<int>& left, int held, const QPalette& palette,
              const QString& howTo) const;

    // The text flags of the words under the ships, for drawing and measuring alike.
    static constexpr int kHowToFlags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;

private:
    bool arrange(qreal cell, QSizeF area, const QString& howTo, bool force);
    void drawBerthLeft(QPainter& painter, int shipClass, const QColor& outline) const;

    QFont m_font;
    std::vector<seabattle::ShipClass> m_fleet;
    BoardGeometry m_board{QRectF()};
    std::vector<QRectF> m_berths;
    std::vector<int> m_sideBySide;
    QRectF m_howTo;
};
