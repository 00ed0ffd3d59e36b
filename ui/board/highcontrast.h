// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QPalette;

// Whether `palette` is a high-contrast theme's (black on white or white on black, as the
// desktops' accessibility themes give): there, what is drawn over the window stays flat, in the
// palette's own colours, without the translucent layers that would blur its contrast.
bool isHighContrast(const QPalette& palette);
