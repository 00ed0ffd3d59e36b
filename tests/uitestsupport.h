// SPDX-License-Identifier: GPL-3.0-or-later
// What the widget tests and the screenshot tool share: a player's hand on the fleet editor.
#pragma once

#include "ui/fleeteditor.h"

#include <QTest>

// Drags with plain mouse events, as a player's hand does: press, move across, release (or keep
// holding, to look at the ghost).
inline void drag(QWidget* widget, QPoint from, QPoint to, bool release = true)
{
    QTest::mousePress(widget, Qt::LeftButton, Qt::NoModifier, from);
    QTest::mouseMove(widget, (from + to) / 2);
    QTest::mouseMove(widget, to);
    if (release)
        QTest::mouseRelease(widget, Qt::LeftButton, Qt::NoModifier, to);
}

// The left end of a shipyard row: grabbing there holds the ship by its bow.
inline QPoint shipyardGrip(const FleetEditor& editor, int shipClass)
{
    const QRect row = editor.shipyardRow(shipClass);
    return {row.left() + 4, row.bottom() - 4};
}
