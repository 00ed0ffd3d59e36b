// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class MainWindow;
class QWidget;

// Writes `window` as it is drawn now to the PNG `path` (after the last paint lands), and says so.
bool saveScreenshot(QWidget& window, const QString& path);

// A battle under Salvo in `window`: a salvo half aimed (the chosen cells numbered, "4 of 6 shots
// chosen"), then its shells landing one after another; written to `dir` with `suffix`.
bool salvoScreens(MainWindow& window, const QString& dir, const QString& suffix);
