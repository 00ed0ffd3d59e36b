// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/board/opensea.h"

class QLabel;
class QWidget;

// The two boards side by side, as the battle and the replays show them: each with its title
// above and its fleet line below, all on one open sea; the boards take the room.
struct BoardColumn {
    QLabel* title;
    QWidget* board;
    QWidget* status;
};
OpenSea* boardPair(const BoardColumn& left, const BoardColumn& right);
// A board's title: bold, centred.
void styleBoardTitle(QLabel* title);
