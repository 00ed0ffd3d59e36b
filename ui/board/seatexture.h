// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QPixmap>

class QPainter;
class QRectF;

// The open sea seen from above: deep `water` under a broad swell, soft wind streaks and a few
// glints of sky, all faint so that no shot mark ever competes with them (drawn procedurally, the
// same every time). It comes as one square tile that repeats without a seam, so the sea behind
// both boards and the sea inside each grid are the same water. A flat sea (high contrast) is
// `water` alone: no texture, no glow.
class SeaTexture {
public:
    enum class Surface { Waves, Flat };

    // The repeating tile, cached per colour, surface and device pixel ratio.
    static QPixmap tile(const QColor& water, Surface surface, qreal devicePixelRatio);
    // `area` filled with the tile, its pattern anchored at `origin` (so that two areas painted
    // with one origin join), and light falling from the top left across `area` for depth.
    static void fill(QPainter& painter, const QRectF& area, const QColor& water, Surface surface,
                     QPointF origin = {});
    // The sea filling `logicalSize` (its pattern anchored at its top left), made once per size,
    // device pixel ratio, colour and surface, then cached.
    static QPixmap sea(QSizeF logicalSize, qreal devicePixelRatio, const QColor& water, Surface surface);
    // How many tiles and seas were drawn so far (not taken from the cache).
    static int renderCount();
};
