// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/board/highcontrast.h" // isHighContrast(): where none of the livery is worn

#include <QColor>
#include <QRectF>

class QPainter;
class QPalette;
class QWidget;

// The game's own colours, a ship's: deep navy panels with a thin brass rim, ivory writing, brass
// for what matters most. The first page, the end of a battle and the dialogs' mastheads wear it
// over the sea. Under a high-contrast theme none of it: the system's own colours, flat, no
// translucency and no gradient, so that the player's choice of contrast wins.

struct Livery {
    static QColor navy() { return {0x0e, 0x20, 0x38}; }      // a panel's body
    static QColor navyLight() { return {0x1d, 0x3a, 0x5f}; } // a secondary button
    static QColor brass() { return {0xc9, 0xa2, 0x4a}; }     // the rims
    static QColor gold() { return {0xe9, 0xc6, 0x6a}; }      // the title, the primary action
    static QColor ivory() { return {0xf4, 0xec, 0xd8}; }     // writing on navy (13:1)
    static QColor mist() { return {0xc8, 0xd3, 0xe1}; }      // lesser writing on navy (10:1)
    static QColor ink() { return {0x10, 0x21, 0x3a}; }       // writing on brass or gold
};

// A navy panel, slightly translucent over the sea, with a brass rim; flat in the window's colour
// with a rim of its text's colour under a high-contrast theme.
void paintPanel(QPainter& painter, const QRectF& area, const QPalette& palette, qreal radius);

// Gives `panel` (and what it holds) writing that reads on paintPanel()'s navy, from `outside`
// (the palette around it); under a high-contrast theme, the palette around it unchanged.
void dressPanel(QWidget* panel, const QPalette& outside);

// A tick in a disc of `ink`, drawn in `tick`: a choice made, a thing done, told by its shape.
void paintTickedDisc(QPainter& painter, const QRectF& disc, const QColor& ink, const QColor& tick);
