// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/placement.h"
#include "core/shotchart.h"

#include <QElapsedTimer>
#include <QObject>
#include <QRectF>

#include <vector>

class BoardGeometry;
class QPainter;
class QTimer;

// The ships that have just gone down on a board, burning for WreckFire::kBurnMs: a clock of at
// most 30 frames a second runs while one burns and stops by itself after, so an idle board has
// no timer at all.
class BurningWrecks : public QObject {
    Q_OBJECT

public:
    explicit BurningWrecks(QObject* parent = nullptr);

    // Sets on fire the ships `after` saw sunk that `before` did not, when they went down to the
    // shots just fired (not a game loaded or a replay jumped through) and `animated`.
    void kindle(const seabattle::ShotChart& before, const seabattle::ShotChart& after, bool animated);
    // Every fire out at once (a new game, animations turned off).
    void putOut();
    bool isBurning() const { return !m_wrecks.empty(); }
    // The fires as they are now.
    void paint(QPainter& painter, const BoardGeometry& geometry) const;
    // Where the flames and the smoke may reach, to repaint no more than that.
    QRectF reach(const BoardGeometry& geometry) const;

signals:
    // A frame to paint (or the fires just went out).
    void changed();

private:
    void burnOn();

    std::vector<seabattle::Placement> m_wrecks;
    QTimer* m_clock = nullptr;
    QElapsedTimer m_since;
};
