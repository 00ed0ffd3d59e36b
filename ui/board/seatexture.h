// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QPixmap>

// The sea under a board: `water` with a calm pattern of wavelets, lighter crests and darker
// troughs (drawn procedurally, the same every time), so it reads as water in light, dark and
// high-contrast palettes alike; with a valid `grid` colour, the grid's lines over it, one cell
// apart, and its frame. Made once per size, device pixel ratio and colours, then cached.
class SeaTexture {
public:
    static QPixmap sea(QSizeF logicalSize, qreal cellSize, qreal devicePixelRatio, const QColor& water,
                       const QColor& grid = {});
    // How many textures were drawn so far (not taken from the cache).
    static int renderCount();
};
