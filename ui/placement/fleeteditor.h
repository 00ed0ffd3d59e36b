// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fleetlayout.h"
#include "core/layoutproblem.h"
#include "ui/board/boarddrawing.h"
#include "ui/placement/shipyard.h"

#include <QWidget>

#include <optional>
#include <utility>

// Your board beside the shipyard of ships still to place. Drag a ship from the shipyard onto the
// board, drag a placed ship to move it, or back to the shipyard to remove it; a ghost shows where
// it would land, green when the rules allow it and red with the reason when not. Rotate with a
// right-click, R or the mouse wheel while dragging, or by double-clicking a placed ship.
// Keyboard: N picks the next ship, the arrows move it, R rotates, Enter places, Delete removes.
// Drags are plain mouse press/move/release handling inside this one widget, so they work (and
// are tested) on every platform, the offscreen one included. The rules decide: core's
// checkPlacement() says whether a ship may lie somewhere.
class FleetEditor : public QWidget {
    Q_OBJECT

public:
    explicit FleetEditor(QWidget* parent = nullptr);

    // Starts an empty layout under `rules`.
    void setRules(const seabattle::Ruleset& rules);
    const seabattle::Ruleset& rules() const { return m_rules; }
    const seabattle::FleetLayout& layout() const { return m_layout; }
    // Replaces the layout (for Random and Clear). Precondition: legal so far under the rules.
    void setLayout(const seabattle::FleetLayout& layout);
    // Complete and legal: ready to play.
    bool isComplete() const;
    // Why the last move or placement was refused, or a hint; empty when there is nothing to say.
    QString status() const { return m_status; }

    // Geometry, for tests and accessibility.
    QRect cellRect(seabattle::Coord cell) const;
    // The shipyard berth of class `shipClass`: its label and ships (empty when none is left to place).
    QRect shipyardRow(int shipClass) const;
    // The first ship drawn in that berth, at the board's scale (empty when none is left).
    QRectF shipyardHull(int shipClass) const;
    // How many ships of class `shipClass` are still to place.
    int shipsLeft(int shipClass) const;
    // How to place ships, as written under the shipyard: one line for each of the drag, turning a
    // ship and the keyboard; every control it names is one this editor answers.
    static QString howToPlace();
    // The same in one line, as the shipyard shows it (the whole in the tooltip and for screen readers).
    static QString howToPlaceBriefly();
    // The ship being moved with the keyboard or dragged, if any.
    std::optional<seabattle::Placement> ghost() const;

    QSize sizeHint() const override { return {640, 400}; }
    QSize minimumSizeHint() const override { return {420, 260}; }

signals:
    void layoutChanged();
    void statusChanged(const QString& status);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // A ship in the hand: dragged with the mouse or moved with the keyboard.
    struct Held {
        seabattle::ShipId ship;
        seabattle::Orientation orientation = seabattle::Orientation::Horizontal;
        int grabbedCell = 0;                      // which of its cells is under the pointer
        seabattle::Coord pointerCell;             // the cell under the pointer (may be off the grid)
        std::optional<seabattle::Placement> from; // where it lay before, if it was placed
        bool byMouse = true;
    };

    const Shipyard& shipyard() const;
    BoardGeometry board() const;
    int grabbedCell(int shipClass, QPointF point) const;
    std::optional<int> shipyardClassAt(QPointF point) const;
    std::optional<seabattle::ShipId> nextUnplaced(int shipClass) const;
    seabattle::Placement placementOf(const Held& held) const;
    std::vector<seabattle::LayoutProblem> problemsOf(const seabattle::Placement& ghost) const;
    void take(seabattle::ShipId ship, int grabbedCell, seabattle::Coord pointerCell, bool byMouse);
    void putBackHeld();
    void rotateHeld();
    void drop(bool overBoard);
    void pickNextByKeyboard();
    void setStatus(const QString& status);
    QString whereWords(const seabattle::Placement& placement) const;
    void sayWhere(std::optional<seabattle::ShipId> put);
    QString refusal(const seabattle::Placement& ghost) const;
    void updateHint();

    seabattle::Ruleset m_rules = seabattle::Ruleset::standard();
    seabattle::FleetLayout m_layout;
    std::optional<Held> m_held;
    QString m_status;
    mutable std::optional<std::pair<QSize, Shipyard>> m_shipyard; // and the size it was laid out for
};
