// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ai/opponentlevel.h"

#include <QWidget>

#include <array>

class EmblemView;
class QLabel;
class QPainter;
class QPushButton;

// The first page: the game's name on the open sea, and big, plain choices: Play at once (the
// last settings, a fleet placed at random), Continue a saved game, pick a computer by how it
// plays, watch two computers, host or join a LAN game, or set every rule. It decides nothing:
// each choice leaves as a signal.
class WelcomeView : public QWidget {
    Q_OBJECT

public:
    explicit WelcomeView(QWidget* parent = nullptr);

    // What Play starts ("Standard rules · against the computer (Medium)").
    void setPlayText(const QString& text);
    // A saved game to continue, described ("against Hard, left on 1/12/26 14:02"); empty: none.
    void setContinueText(const QString& text);
    QPushButton* playButton() const { return m_play; }
    QPushButton* continueButton() const { return m_continue; }
    QPushButton* levelButton(seabattle::OpponentLevel level) const { return m_levels[std::size_t(level)]; }

signals:
    void playRequested();
    void continueRequested();
    void levelChosen(seabattle::OpponentLevel level);
    void watchRequested();
    void hostRequested();
    void joinRequested();
    void rulesRequested();

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void dress();
    void layOut();
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
    QLabel* m_levelsTitle = nullptr;
    std::array<QPushButton*, 4> m_levels{};
    std::array<QLabel*, 4> m_levelTexts{};
    QPushButton* m_watch = nullptr;
    QPushButton* m_host = nullptr;
    QPushButton* m_join = nullptr;
    QPushButton* m_rules = nullptr;
};
