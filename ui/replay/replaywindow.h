// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/records/finishedgame.h"

#include <QDialog>

#include <map>
#include <utility>
#include <vector>

class QDialogButtonBox;
class QLabel;
class QLocale;
class QProgressBar;
class QPushButton;
class QTreeWidget;
class ReplayView;

// The replays: the finished games the application kept (date, opponent, result, shots), newest
// first, and the chosen one played again in a ReplayView. Choosing a game in the list shows it;
// Enter or a double click hands the keys to the replay (Left, Right, Home, End, Space).
// A game kept with its review shows it at once; Review asks the application for one
// (reviewRequested), which tells how far it got and then hands it over.
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

    // The review of the game at `index` in games(), computed by the application after
    // reviewRequested(index): kept there, and shown if that game is still the one shown.
    void setReview(int index, const seabattle::GameReview& review);
    // How far the review of the game at `index` has got: its bar shows while that game is shown,
    // until done reaches total (the review finished or was abandoned) or setReview().
    void setReviewProgress(int index, int done, int total);
    // A review of the game at `index` was asked for and has not come yet.
    bool isReviewing(int index) const { return m_reviewing.count(index) > 0; }

    QTreeWidget* gameList() const { return m_list; }
    ReplayView* replayView() const { return m_view; }
    // How a game is named in the list and over the replay.
    static QString opponentText(const seabattle::FinishedGame& game);
    static QString resultText(const seabattle::FinishedGame& game);

signals:
    // The player asked to review the game at `index` in games(), which has none yet.
    void reviewRequested(int index);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fillList();
    void showCurrent();
    void requestReview();
    void showReviewState();
    void retranslate();
    QString titleOf(const seabattle::FinishedGame& game) const;
    static QString dateText(const QLocale& locale, const seabattle::FinishedGame& game);

    std::vector<seabattle::FinishedGame> m_games;
    QTreeWidget* m_list = nullptr;
    QLabel* m_empty = nullptr;
    ReplayView* m_view = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    QPushButton* m_reviewButton = nullptr;
    QProgressBar* m_reviewProgress = nullptr;
    std::map<int, std::pair<int, int>> m_reviewing; // game index → done, total (0, 0: not begun)
};
