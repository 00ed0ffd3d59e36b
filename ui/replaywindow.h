// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/records/finishedgame.h"

#include <QDialog>

#include <vector>

class QDialogButtonBox;
class QLabel;
class QLocale;
class QTreeWidget;
class ReplayView;

// The replays: the finished games the application kept (date, opponent, result, shots), newest
// first, and the chosen one played again in a ReplayView. Choosing a game in the list shows it;
// Enter or a double click hands the keys to the replay (Left, Right, Home, End, Space).
class ReplayWindow : public QDialog {
    Q_OBJECT

public:
    explicit ReplayWindow(QWidget* parent = nullptr);

    // The games to list, newest first, as the application keeps them; the first is shown.
    void setGames(std::vector<seabattle::FinishedGame> games);
    const std::vector<seabattle::FinishedGame>& games() const { return m_games; }
    // Shows the game at `index` in games() and selects it in the list.
    void showGame(int index);
    // The game shown, or -1.
    int currentGame() const;

    QTreeWidget* gameList() const { return m_list; }
    ReplayView* replayView() const { return m_view; }
    // How a game is named in the list and over the replay.
    static QString opponentText(const seabattle::FinishedGame& game);
    static QString resultText(const seabattle::FinishedGame& game);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fillList();
    void showCurrent();
    void retranslate();
    QString titleOf(const seabattle::FinishedGame& game) const;
    static QString dateText(const QLocale& locale, const seabattle::FinishedGame& game);

    std::vector<seabattle::FinishedGame> m_games;
    QTreeWidget* m_list = nullptr;
    QLabel* m_empty = nullptr;
    ReplayView* m_view = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};
