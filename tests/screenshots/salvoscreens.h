// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class MainWindow;

// A battle under Salvo in `window`: a salvo half aimed (the chosen cells numbered, "4 of 6 shots
// chosen"), then its shells landing one after another; written to `dir` with `suffix`.
bool salvoScreens(MainWindow& window, const QString& dir, const QString& suffix);
