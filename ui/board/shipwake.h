// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/placement.h"

#include <QPixmap>
#include <QString>

// What a ship leaves on the water: the soft shadow of its hull (light falls from the top left, so
// it lies a little below and to the right) and the short foam wake at its stern. Both are drawn
// once per ship, size, device pixel ratio and orientation into QPixmapCache, then blitted.
class ShipWake {
public:
    // The shadow of the hull drawn by ShipArt `element`, as large as the ship's pixmap; blit it
    // at the hull's top left plus shadowOffset().
    static QPixmap shadow(const QString& element, int length, seabattle::Orientation orientation,
                          qreal cellSize, qreal devicePixelRatio);
    static QPointF shadowOffset(qreal cellSize, qreal devicePixelRatio);
    // The foam behind the stern, one cell long (across the ship, as wide as a cell): blit it at
    // wakeAt(), on the far side of the stern.
    static QPixmap wake(seabattle::Orientation orientation, qreal cellSize, qreal devicePixelRatio);
    static QPointF wakeAt(const QRectF& hull, seabattle::Orientation orientation);
    // How many pictures were drawn so far (not taken from the cache).
    static int renderCount();
};
