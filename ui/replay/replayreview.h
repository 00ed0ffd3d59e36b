// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/matchhistory.h"
#include "core/review/gamereview.h"

#include <QWidget>

#include <map>
#include <optional>
#include <vector>

class BoardView;
class QLabel;
class QPushButton;

// A replay's review (core/review), under its boards: every shot shown so far carries its verdict
// on the board it was fired at, the words say how good the last shot was and what each player's
// shots add up to, and the heat map (H) shows the odds the last shooter faced before that shot,
// its best cell outlined. Hidden, and the boards bare, without a review.
class ReplayReview : public QWidget {
    Q_OBJECT

public:
    // `own` shows the opponent's shots at Player One's fleet, `opponent` Player One's shots.
    ReplayReview(BoardView* own, BoardView* opponent, QWidget* parent = nullptr);

    // The game the review is of (nullopt: none); whatever review there was is dropped.
    void setGame(const std::optional<seabattle::MatchHistory>& history);
    // The review of the game set, or nullopt for none. False, with no review, when it is not one
    // of this game (another number of shots, or shots elsewhere).
    bool setReview(const std::optional<seabattle::GameReview>& review);
    const std::optional<seabattle::GameReview>& review() const { return m_review; }

    // Shows the review as it stands after the first `step` shots.
    void showStep(int step);

    // The heat map of the last shot's odds: off at first, kept while stepping and across games.
    void setHeatMapShown(bool shown);
    bool isHeatMapShown() const;
    void toggleHeatMap();
    // The odds the shooter of the shot at `index` faced just before it, as core computes them
    // (computed once a shot: a position takes some milliseconds); under Salvo, before its salvo.
    const seabattle::Grid<double>& oddsBefore(int index);

    QString shotText() const;                         // the last shot's review; empty at step 0
    QString summaryText(seabattle::Player who) const; // "You: Shot quality 87, …"

protected:
    void changeEvent(QEvent* event) override;

private:
    const seabattle::ShotReview* shotAt(int index) const;
    QString salvoText(int index) const;
    void showBoards();
    void retranslate();

    BoardView* m_own = nullptr;
    BoardView* m_opponent = nullptr;
    std::optional<seabattle::MatchHistory> m_history;
    std::vector<seabattle::ShotOutcome> m_outcomes; // of the history, computed with the first review
    std::optional<seabattle::GameReview> m_review;
    std::vector<const seabattle::ShotReview*> m_shots; // into m_review, by the game's shot index
    std::map<int, seabattle::Grid<double>> m_odds;
    int m_step = 0;

    QLabel* m_shotLabel = nullptr;
    QLabel* m_ownSummary = nullptr;
    QLabel* m_opponentSummary = nullptr;
    QPushButton* m_heatMapToggle = nullptr;
};
