// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>

class QWidget;

// Work a player need not wait for before seeing the window (its icon, read from nine pictures):
// done once, as soon as `window` has been painted for the first time, so that the first window
// comes up sooner. Nothing is done for a window destroyed before its first paint.
void afterFirstPaint(QWidget& window, std::function<void()> work);
