// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/coord.h"

#include <QLineEdit>

class BoardView;

// Typing a cell instead of clicking it, for players who prefer the keyboard and for screen
// readers: a character typed on the board opens this small box over it, holding what is typed;
// Enter aims at the cell it names, Escape or leaving it closes it, and the board has the focus
// again. Out of use, it is not on screen.
class AimBox : public QLineEdit {
    Q_OBJECT

public:
    explicit AimBox(BoardView* board, QWidget* parent);
    // Opens it over the board with `text` typed (empty: nothing typed yet).
    void open(const QString& text = {});
    void close();

signals:
    void aimed(seabattle::Coord cell);
    // What was typed names no cell: the reason, in the player's words.
    void refused(const QString& why);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void place();
    void aim();
    void retranslate();

    BoardView* m_board;
};
