// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/storage/finishedgame.h"

#include <QDialog>

#include <vector>

class QDialogButtonBox;
class QLabel;
class QTreeWidget;
class ReplayView;

// The replays: the finished games kept by the archive (date, opponent, result, shots), newest
// first, and the chosen one played again in a ReplayView. Choosing a game in the list shows it;
// Enter or a double click hands the keys to the replay (Left, Right, Home, End, Space).
class ReplayWindow : public QDialog {
    Q_OBJECT

public:
    explicit ReplayWindow(QWidget* parent = nullptr);

    // The games to list, newest first (GameArchive::games()); the first is shown.
    void setGames(std::vector<FinishedGame> games);
    const std::vector<FinishedGame>& games() const { return m_games; }
    // Shows the game at `index` in games() and selects it in the list.
    void showGame(int index);
    // The game shown, or -1.
    int currentGame() const;

    QTreeWidget* gameList() const { return m_list; }
    ReplayView* replayView() const { return m_view; }
    // How a game is named in the list and over the replay.
    static QString opponentText(const FinishedGame& game);
    static QString resultText(const FinishedGame& game);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fillList();
    void showCurrent();
    void retranslate();
    QString titleOf(const FinishedGame& game) const;

    std::vector<FinishedGame> m_games;
    QTreeWidget* m_list = nullptr;
    QLabel* m_empty = nullptr;
    ReplayView* m_view = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};
