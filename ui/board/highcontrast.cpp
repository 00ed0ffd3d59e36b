// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/highcontrast.h"

#include <QColor>
#include <QPalette>

// The fields and the window one pure colour, the text the other. Read from the fields (Base and
// Text), which nothing in the game sets: the open sea lightens its own WindowText for the titles
// on it, so a test of the window's text would lose the theme under it. An ordinary light theme's
// window (#efefef) is not its fields' white, so it is not taken for one.
bool isHighContrast(const QPalette& palette)
{
    const auto pure = [](const QColor& c) {
        return c.rgb() == qRgb(0, 0, 0) || c.rgb() == qRgb(255, 255, 255);
    };
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    return pure(base) && pure(text) && base.rgb() != text.rgb() &&
           palette.color(QPalette::Window).rgb() == base.rgb();
}
