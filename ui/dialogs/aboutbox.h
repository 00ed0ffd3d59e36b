// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QWidget;

// Help → About Sea Battle: what the game is, its version, its licence and where it lives, with
// the version of Qt it runs on. Rich text, in the current language.
QString aboutText();
// Shows aboutText() in a modal box with the game's icon.
void showAboutBox(QWidget* parent);
