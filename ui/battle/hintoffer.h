// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/coord.h"
#include "core/grid.h"

#include <QObject>

#include <optional>
#include <vector>

class BoardView;
class QAction;
class QPushButton;
class QWidget;

// The battle's hint: a "Hint" button and the H key, there when the app offers hints and usable
// on the person's turn only. A press asks for the odds (requested()); once they are shown on
// Enemy waters, with the best cell outlined, the next press takes them away, asking nothing.
class HintOffer : public QObject {
    Q_OBJECT

public:
    // The button and the key belong to `view`; the odds lie on `enemy`.
    HintOffer(BoardView* enemy, QWidget* view);

    QPushButton* button() const { return m_button; }
    void setOffered(bool offered);
    // Whose turn it is: usable on the person's (`yourTurn`); seen only while the person plays
    // (`playing`: not once the game is over, nor in watch mode).
    void setTurn(bool yourTurn, bool playing);
    // Puts the odds on Enemy waters, unless hints are no longer usable (odds that come after
    // the turn has passed are of a position gone).
    // `best`: the cell of the best chance, or under Salvo the salvo's best cells.
    void show(const seabattle::Grid<double>& odds, const std::vector<seabattle::Coord>& best);
    // Takes the odds off the board (the next shot, a new game).
    void withdraw();
    bool isShown() const { return m_shown; }
    void retranslate();

signals:
    void requested();

private:
    void press();
    void refresh();
    bool usable() const { return m_offered && m_yourTurn && m_playing; }

    BoardView* m_enemy;
    QPushButton* m_button = nullptr;
    QAction* m_key = nullptr;
    bool m_offered = false;
    bool m_yourTurn = false;
    bool m_playing = false;
    bool m_shown = false;
};
