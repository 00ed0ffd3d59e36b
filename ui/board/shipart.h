// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/placement.h"
#include "core/shipclass.h"

#include <QPixmap>
#include <QString>

// The ships and shot marks drawn in resources/ships/ships.svg (bow to the left, one cell = 100
// units). Each sprite is rendered once per element, size, device pixel ratio, orientation and
// condition into QPixmapCache, so painting a board only blits pixmaps.
class ShipArt {
public:
    enum class Condition { Afloat, Wrecked };
    enum class Mark { Fire, Scorch, Splash };

    // The element drawing a ship of `shipClass` (null when the class is not known) that is
    // `length` cells long: the class's own art when it has one of that length, else a generic
    // hull of that length (custom classes, any name).
    static QString elementFor(const seabattle::ShipClass* shipClass, int length);
    // The ship `element`, `length` cells of `cellSize` logical pixels, bow first (left, or up
    // when vertical); a wreck is darker, broken in two and listing, in the outline that tells a
    // sunk ship by shape.
    static QPixmap ship(const QString& element, int length, seabattle::Orientation orientation,
                        qreal cellSize, qreal devicePixelRatio, Condition condition);
    // One cell's mark.
    static QPixmap mark(Mark mark, qreal cellSize, qreal devicePixelRatio);
    // How many sprites were rendered from the SVG so far (not taken from the cache).
    static int renderCount();
};
