// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The arithmetic of an animation on a board (a shell landing, a wreck burning): where a moment
// lies within one of its phases, and a colour faded to an opacity.

#include <QColor>

#include <algorithm>

// `value` mapped from [from, to] to [0, 1], clamped.
inline double phase(double value, double from, double to)
{
    return std::clamp((value - from) / (to - from), 0.0, 1.0);
}

inline QColor withAlpha(QColor colour, double alpha)
{
    colour.setAlphaF(float(std::clamp(alpha, 0.0, 1.0)));
    return colour;
}
