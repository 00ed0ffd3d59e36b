// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ai/opponentlevel.h"

#include <QWidget>

#include <array>

class EmblemView;
class QAction;
class QButtonGroup;
class QLabel;
class QPainter;
class QPushButton;

// The first page: the game's name on the open sea, and one main path: Play at once (the rules
// said in a line, a fleet placed at random) against the computer chosen in the row under it, the
// chosen one said in a line; Continue a saved game; then, smaller, playing on the network, watching
// two computers, or setting every rule. It decides nothing: each choice leaves as a signal.
class WelcomeView : public QWidget {
    Q_OBJECT

public:
    explicit WelcomeView(QWidget* parent = nullptr);

    // The rules Play starts, in a short line ("Standard rules · 6 ships"), and `whole`: the game in
    // full, for the tooltip and a screen reader.
    void setRulesText(const QString& line, const QString& whole);
    // A saved game to continue, described ("against Hard, left on 1/12/26 14:02"); empty: none.
    void setContinueText(const QString& text);
    // The computer Play starts against, checked in the row and said under it.
    void setLevel(seabattle::OpponentLevel level);
    seabattle::OpponentLevel level() const { return m_level; }
    // Playing on the network: the button opens a menu of these (the window's own actions).
    void setNetworkActions(QAction* host, QAction* join);
    QPushButton* playButton() const { return m_play; }
    QPushButton* continueButton() const { return m_continue; }
    QPushButton* networkButton() const { return m_network; }
    QPushButton* placeButton() const { return m_place; }
    QPushButton* levelButton(seabattle::OpponentLevel level) const { return m_levels[std::size_t(level)]; }
    // The line under the row: how the chosen computer plays.
    QLabel* levelLine() const { return m_levelText; }

signals:
    void playRequested();
    void continueRequested();
    // The player checked another computer in the row (nothing starts).
    void levelChosen(seabattle::OpponentLevel level);
    void placeRequested(); // against the computer chosen, the fleet placed by hand first
    void watchRequested();
    void rulesRequested();

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void dress();
    void layOut();
    void drawDaylight(QPainter& painter) const;
    void drawShipsAtSea(QPainter& painter, qreal cell) const;
    void drawPanelShadow(QPainter& painter) const;
    void drawRules(QPainter& painter) const;
    QWidget* levelsRow();

    QWidget* m_card = nullptr; // the choices, on a panel over the sea
    EmblemView* m_emblem = nullptr;
    QLabel* m_title = nullptr;
    QLabel* m_subtitle = nullptr;
    QPushButton* m_play = nullptr;
    QLabel* m_playText = nullptr;
    QPushButton* m_continue = nullptr;
    QLabel* m_continueText = nullptr;
    QWidget* m_levelsRow = nullptr;
    QButtonGroup* m_levelGroup = nullptr;
    std::array<QPushButton*, 4> m_levels{};
    QLabel* m_levelText = nullptr;
    seabattle::OpponentLevel m_level = seabattle::OpponentLevel::Medium;
    QPushButton* m_network = nullptr;
    QPushButton* m_place = nullptr; // a fleet placed by hand before the battle
    QPushButton* m_watch = nullptr;
    QPushButton* m_rules = nullptr;
};
