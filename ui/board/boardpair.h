// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QGridLayout;
class QLabel;
class QWidget;

// The two boards side by side, as the battle and the replays show them: each with its title
// above and its fleet line below; the boards take the room.
struct BoardColumn {
    QLabel* title;
    QWidget* board;
    QWidget* status;
};
QGridLayout* boardPair(const BoardColumn& left, const BoardColumn& right);
// A board's title: bold, centred.
void styleBoardTitle(QLabel* title);
