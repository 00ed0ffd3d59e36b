// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPalette>

// A high-contrast theme as a desktop sets it: white on black, where the game wears none of its
// livery and the board draws its flat sea (isHighContrast()).
inline QPalette highContrastPalette()
{
    QPalette palette;
    for (const auto role : {QPalette::Window, QPalette::Base, QPalette::Button})
        palette.setColor(role, Qt::black);
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        palette.setColor(role, Qt::white);
    return palette;
}
