// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/highcontrast.h"

#include <QColor>
#include <QPalette>

#include <algorithm>
#include <cmath>

namespace {

// WCAG's relative luminance.
double luminance(const QColor& colour)
{
    const auto linear = [](double c) {
        return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) +
           0.0722 * linear(colour.blueF());
}

} // namespace

bool isHighContrast(const QPalette& palette)
{
    const double a = luminance(palette.color(QPalette::Window));
    const double b = luminance(palette.color(QPalette::WindowText));
    // Black on white is 21:1; an ordinary light theme (#efefef under black) stays near 18:1, a
    // dark one (#2b2b2b under #eeeeee) near 11:1.
    return (std::max(a, b) + 0.05) / (std::min(a, b) + 0.05) >= 19.5;
}
