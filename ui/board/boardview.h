// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fleetlayout.h"
#include "core/review/shotreview.h"
#include "core/shotchart.h"
#include "ui/board/boarddrawing.h"
#include "ui/board/landings.h"
#include "ui/board/shoteffect.h"

#include <QPixmap>
#include <QWidget>

class BurningWrecks;
class QVariantAnimation;

#include <optional>
#include <vector>

// One 10 × 10 board with its column letters and row numbers, drawn with vectors so it stays crisp
// at any size and DPI. It shows what it is given (the shots fired at it, and the ships it may
// show) and reports which cell the player picks; it decides no rule.
// Cell states differ by shape, not only colour: foam for a miss, a flame for a hit (a ring and a
// cross too on a high contrast theme's flat sea), a ship outline for a sunk ship, a dot for a cell
// marked empty; the art (sea, ships, wrecks) lies beneath. The cell aimed at shows a gun sight.
class BoardView : public QWidget {
    Q_OBJECT

public:
    explicit BoardView(QWidget* parent = nullptr);
    ~BoardView() override;

    // The shots fired at this board, as their shooter knows them.
    void setShots(const seabattle::ShotChart& shots);
    // The ships drawn on this board: your own fleet, or the enemy's revealed at the end.
    void setFleet(const seabattle::FleetLayout& fleet);
    // The ruleset's classes, which pick each ship's art (a generic hull by length without them).
    void setShipClasses(const std::vector<seabattle::ShipClass>& classes);
    // Highlights the last shot; with animations on, a new one lands as its mark says (a replay).
    void setLastShot(std::optional<seabattle::Coord> cell);
    // Highlights `cell` as the last shot, with no effect.
    void markLastShot(seabattle::Coord cell);
    // A shot that has just been fired at this board, before the shots are set: highlighted, and
    // with animations on, played (the board shows what it showed before until the shell lands).
    void playShot(ShotEffect effect);
    // A salvo just fired at this board, before the shots are set: its cells highlighted, and with
    // animations on its shells land one after another (each cell shows what it showed before until
    // its own shell lands).
    void playSalvo(std::vector<ShotEffect> effects);
    // The cells chosen for the salvo being aimed, in the order chosen: each marked with its number.
    void setChosen(const std::vector<seabattle::Coord>& cells);
    const std::vector<seabattle::Coord>& chosen() const { return m_chosen; }
    // Off: every change shows at once, and nothing moves.
    void setAnimated(bool animated);
    // A new game on this board: no last shot, no cursor.
    void startOver();
    bool isAnimating() const;
    // Whether a ship that has just gone down still burns (a few seconds, with animations on).
    bool isBurning() const;
    // Whether the player may pick cells here (the enemy board on the player's turn). Only cells
    // the shots allow react.
    void setTargetable(bool targetable);
    bool isTargetable() const { return m_targetable; }
    bool canPick(seabattle::Coord cell) const;
    // The player's own board: its ships are "your Cruiser" to a screen reader.
    void setYours(bool yours);
    // Whose shots land here (the player's unless set): the last one is framed as theirs.
    void setShotsBy(Shooter shooter) { m_shotsBy = shooter; }

    // A review's or a hint's view of the board: the odds of a ship over every cell (a heat map,
    // each cell's chance said on hover), the best cell outlined, and each shot's verdict in its
    // corner. nullopt or an empty grid shows none of them.
    using Verdicts = seabattle::Grid<std::optional<seabattle::ShotVerdict>>;
    void setHeatMap(const std::optional<seabattle::Grid<double>>& odds);
    const std::optional<seabattle::Grid<double>>& heatMap() const { return m_heatMap; }
    void setBestCell(std::optional<seabattle::Coord> cell);
    // Under Salvo a hint outlines the best cells, as many as the salvo's shots.
    void setBestCells(const std::vector<seabattle::Coord>& cells);
    std::optional<seabattle::Coord> bestCell() const
    {
        return m_bestCells.empty() ? std::nullopt : std::optional(m_bestCells.front());
    }
    const std::vector<seabattle::Coord>& bestCells() const { return m_bestCells; }
    void setVerdicts(const Verdicts& verdicts);
    const Verdicts& verdicts() const { return m_verdicts; }
    // What hovering `cell` says of the heat map ("C4: 34% chance of a ship"); empty without one.
    QString oddsText(seabattle::Coord cell) const;

    std::optional<seabattle::Coord> cursor() const { return m_cursor; }
    // The keyboard's cell: framed, and a screen reader's focus while the board has the focus.
    void moveCursor(seabattle::Coord cell);
    // The cell picked, as a click on it: fired at when it may be.
    void pick(seabattle::Coord cell);
    // What a screen reader says of `cell` ("C7, miss", "H3, your Destroyer, hit"), and what it
    // adds after a pause (the odds on it, the best cell).
    QString cellWords(seabattle::Coord cell) const;
    QString cellNotes(seabattle::Coord cell) const;
    // What the board shows: the shots, the ships and the highlighted last shot.
    const seabattle::ShotChart& shots() const { return m_shots; }
    const seabattle::FleetLayout& fleet() const { return m_fleet; }
    const std::vector<seabattle::ShipClass>& shipClasses() const { return m_classes; }
    std::optional<seabattle::Coord> lastShot() const { return m_lastShot; }
    // Every cell of the last salvo (the last shot alone under the other rules).
    const std::vector<seabattle::Coord>& lastSalvo() const { return m_lastSalvo; }
    // The cell's square in widget coordinates.
    QRect cellRect(seabattle::Coord cell) const;
    std::optional<seabattle::Coord> cellAt(QPoint position) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

signals:
    // The player picked a cell that can be fired at (click, or Enter/Space on the cursor).
    void cellActivated(seabattle::Coord cell);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;

private:
    void updateAccessibleText();
    // Tells assistive technologies which cells now read differently (after shots, ships, odds).
    void sayCellsChanged();
    void sayCursorFocused();
    BoardGeometry geometryNow() const;
    // The sea, ships and marks as last drawn, redrawn only when they change (or the size, the
    // pixel ratio, the palette or the font): a repaint for the cursor or the sight is one blit.
    const QPixmap& layer(const BoardGeometry& geometry);
    void invalidateLayer();
    void startLandings(std::vector<ShotEffect> effects);
    seabattle::ShotResult effectResult(const ShotEffect& effect) const;
    void paintLandings(QPainter& painter, const BoardGeometry& geometry, int elapsedMs, bool restore);

    seabattle::ShotChart m_shots;
    seabattle::FleetLayout m_fleet;
    std::vector<seabattle::ShipClass> m_classes;
    std::optional<seabattle::Coord> m_lastShot;
    std::vector<seabattle::Coord> m_lastSalvo; // framed as the last shots
    std::vector<seabattle::Coord> m_chosen;    // the salvo being aimed
    std::optional<seabattle::Coord> m_hover;
    std::optional<seabattle::Coord> m_cursor;
    bool m_targetable = false;
    bool m_yours = false;
    Shooter m_shotsBy = Shooter::Player;
    // Each cell's words as assistive technologies last heard them, kept only while one listens.
    std::vector<QString> m_heard;
    bool m_animated = true;
    QVariantAnimation* m_effectClock = nullptr; // runs only while a shot lands
    BurningWrecks* m_fires = nullptr;           // its clock runs only while a wreck burns
    Landings m_landings;
    QPixmap m_before; // the layer as it was before the shots, shown on each cell until its impact
    QPixmap m_layer;
    bool m_layerValid = false;
    std::optional<seabattle::Grid<double>> m_heatMap;
    std::vector<seabattle::Coord> m_bestCells;
    Verdicts m_verdicts{std::nullopt};
};
