// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/board/shipstatus.h"

#include <QRectF>
#include <QWidget>

#include <vector>

// A fleet at a glance: each ship drawn small, as the boards draw it, in a row on a plate of its
// own that reads over a light sea or a dark one. A sunk ship is its wreck, dimmed and struck
// through (told by shape, not colour alone); a ship hit burns where it was hit. The row wraps
// between ships and, should even one row of a ship not fit, draws them smaller: never cut.
// A tooltip names the ship under the pointer and its state.
class FleetRow : public QWidget {
    Q_OBJECT

public:
    explicit FleetRow(QWidget* parent = nullptr);
    void setShips(std::vector<ShipStatus> ships);
    const std::vector<ShipStatus>& ships() const { return m_ships; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override; // the longest ship: narrower, the ships are drawn smaller
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;

    // Where each ship is drawn when the row is `width` wide, in the order of ships().
    std::vector<QRectF> hullsAt(int width) const;
    // What the tooltip over ships()[index] says: its name and state.
    QString shipWords(std::size_t index) const;

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    struct Plan {
        qreal cell = 0;
        QRectF plate;
        std::vector<QRectF> hulls;
    };
    qreal preferredCell() const;
    Plan planAt(int width) const;
    Plan planWith(int width, qreal cell) const;
    void describe();

    std::vector<ShipStatus> m_ships;
};
