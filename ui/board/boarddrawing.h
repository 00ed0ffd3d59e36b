// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fleetlayout.h"
#include "core/shotchart.h"
#include "ui/board/seatexture.h"
#include "ui/board/shipart.h"

#include <QColor>
#include <QRectF>

#include <optional>
#include <vector>

class QPainter;
class QPalette;
class QFont;
class QWidget;

// Where a board lies in a widget: a square centred in `area`, one cell wide of labels (A–J
// above, 1–10 on the left) and ten cells of grid.
class BoardGeometry {
public:
    explicit BoardGeometry(const QRectF& area);

    qreal cellSize() const { return m_cell; }
    QRectF gridRect() const
    {
        return {m_origin, QSizeF(m_cell * seabattle::kBoardSize, m_cell * seabattle::kBoardSize)};
    }
    QRectF cellRect(seabattle::Coord cell) const;
    // The rectangle a ship would cover (any part of it may lie outside the grid).
    QRectF hullRect(const seabattle::Placement& ship) const;
    // The cell under `point`, also outside the grid (for ships dragged over the edge).
    seabattle::Coord cellNear(QPointF point) const;
    std::optional<seabattle::Coord> cellAt(QPointF point) const;

private:
    qreal m_cell;
    QPointF m_origin;
};

// The colours of the sea: a deep open sea in a light theme, a night sea in a dark one, and in a
// high-contrast theme the palette's own two colours, flat (no texture, no glow, no fire).
struct BoardColours {
    explicit BoardColours(const QPalette& palette);
    QColor water;
    QColor line;
    QColor ink;   // the marks' shapes on the sea
    QColor label; // text on the window, beside the sea
    QColor onSea; // text on the sea: the coordinates, a board's title
    SeaTexture::Surface surface;
    bool flat() const { return surface == SeaTexture::Surface::Flat; }
    static QColor hit();
    static QColor lastShot();
};

// What lies under a board: nothing yet (it paints the sea under its grid and its coordinates, a
// board alone on a page), or an OpenSea that has painted the water (only the grid's lines).
enum class Backdrop { Own, OpenSea };

// Whose ships a board's fleet is: the player's own, or the enemy's revealed (at the end of a game,
// or to a spectator), whose ships still afloat are ringed by a dashed line, told apart at a glance
// from the wrecks' solid ring.
enum class FleetSight { Own, Revealed };

// Draws labels, the sea, `fleet`'s ships (wrecked once sunk), the ships `shots` saw sunk (their
// wrecks), the marks of the shots fired at it and the grid lines. `classes` (the ruleset's
// fleet) picks each ship's art; a ship of a class not listed gets a generic hull of its length.
void drawBoard(QPainter& painter, const BoardGeometry& geometry, const QPalette& palette, const QFont& font,
               const seabattle::ShotChart& shots, const seabattle::FleetLayout& fleet,
               const std::vector<seabattle::ShipClass>& classes, Backdrop backdrop = Backdrop::Own,
               FleetSight sight = FleetSight::Own);

// The dashed ring around a revealed enemy ship still afloat.
void drawSurvivorRing(QPainter& painter, const QRectF& hull, const QPalette& palette);

// Where the wreck of `sunk` lies (its first cell its bow); none when it has no cells.
std::optional<seabattle::Placement> wreckOf(const seabattle::SunkShip& sunk);

// The sea in `area`. Its waves keep their size whatever `cellSize` (the boards' sea and the sea
// around them are one water).
void drawSea(QPainter& painter, const QRectF& area, qreal cellSize, const QPalette& palette);

// One cell's picture for `state`, as the legend shows it: the sea, a patrol boat when `ship`
// (wrecked when sunk), and the shot's mark: foam for a miss, fire for a hit (with a ring and a
// cross on a flat sea), a wreck, a cross and an outline for a sunk ship, a dot for a cell marked
// empty.
void drawCellMark(QPainter& painter, const QRectF& cell, seabattle::CellKnowledge state, bool ship,
                  const QPalette& palette);

// A ship's art in `hull` (the cells it covers), from its bow.
void drawShip(QPainter& painter, const QRectF& hull, const QString& element, int length,
              seabattle::Orientation orientation, ShipArt::Condition condition);

// A ship on the water (a board's, the welcome page's): its soft shadow and, afloat, its wake at the
// stern beneath it, then its art; over a wreck, the still wisp of its fire. A flat sea
// (high contrast) has none of them, only the art.
void drawShipAtSea(QPainter& painter, const QRectF& hull, const QString& element, int length,
                   seabattle::Orientation orientation, ShipArt::Condition condition, const QPalette& palette);

// A frame around one cell (a ship's bow while it is dragged).
void drawCellFrame(QPainter& painter, const QRectF& cell, const QColor& colour, qreal width);

// Whose shots a board shows. The two last shots, yours and the enemy's, differ by shape and not
// only by the board they lie on, as every state does (issue 31).
enum class Shooter { Player, Enemy };
// The last shot: for yours, the four corner brackets of the sight that closed on the cell (as the
// shell's landing ends); for the enemy's, a whole square; both in BoardColours::lastShot() over a
// dark halo, on the cell's edge.
void drawLastShotFrame(QPainter& painter, const QRectF& cell, Shooter shooter);
// The width of that frame's line (its halo adds a pixel on each side).
qreal lastShotFrameWidth(qreal cellSize);
// The keyboard's cursor: a thin rounded ring just around the cell, clear of the last shot's frame
// (on the cell's edge) and the best cell's (inside it), so that on one cell all of them show.
void drawCursorFrame(QPainter& painter, const QRectF& cell, const QColor& colour);
// The board to fire at, on the player's turn: a gun sight's four corner brackets just inside its
// grid's edge, ivory over a dark halo (gold and orange frame the last shots); the theme's
// highlight under high contrast.
void drawTargetBrackets(QPainter& painter, const QRectF& grid, const QPalette& palette);
// A gun sight on the cell the player aims at.
void drawReticle(QPainter& painter, const QRectF& cell, const QColor& colour);
// A cell chosen for the salvo being aimed: a shell's number (1, 2…) on a dark disc in a gold ring,
// told apart by its shape and number, not by colour; clear on a light, dark or flat sea.
void drawChosenCell(QPainter& painter, const QRectF& cell, int number);
