// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/placement.h"

#include <QPixmap>

class QPainter;

// A sunk ship's fire: right after it goes down the wreck burns, flames flickering at its break
// and smoke rising and drifting off with the wind, for kBurnMs; then it only smoulders, a still
// wisp of smoke over the charred hull (drawn once, no clock).
class WreckFire {
public:
    static constexpr int kBurnMs = 5000;
    // At most 30 frames a second: smoke is slow, and a board has other work.
    static constexpr int kFrameMs = 33;

    // The fire on the wreck covering `hull`, `ms` after it sank (0 to kBurnMs): it dies down over
    // the last seconds, so the end joins the still picture.
    static void paintBurning(QPainter& painter, const QRectF& hull, const seabattle::Placement& wreck,
                             int ms);
    // The still wisp, one cell square: blit it at wispAt().
    static QPixmap wisp(qreal cellSize, qreal devicePixelRatio);
    static QPointF wispAt(const QRectF& hull, seabattle::Orientation orientation);
};
