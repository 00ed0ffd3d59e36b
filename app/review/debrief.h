// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/review/reviewtask.h"
#include "core/records/finishedgame.h"

#include <QObject>

#include <memory>
#include <optional>

class BattleView;

// After the battle: the game just over is reviewed while the banner shows how far the review
// got, then its summary line ("Shot quality 87, 2 wasted shots, luck +2.6"), said again in a new
// language. Whoever keeps the game is handed the review to keep with it (reviewed()).
class Debrief : public QObject {
    Q_OBJECT

public:
    explicit Debrief(BattleView& view, QObject* parent = nullptr);

    // Reviews the game recorded as ended at `endedAt`, from its announcements (core/review).
    void start(const seabattle::Ruleset& rules, std::vector<seabattle::ShotOutcome> outcomes,
               seabattle::UtcTime endedAt);
    // A new game: a review still running stops, and the banner forgets the last one.
    void clear();
    bool isRunning() const { return m_task && m_task->isRunning(); }
    // The game reviewed last (or being reviewed), by the time it ended.
    std::optional<seabattle::UtcTime> endedAt() const { return m_endedAt; }
    const std::optional<seabattle::GameReview>& review() const { return m_review; }

signals:
    void reviewed(seabattle::UtcTime endedAt, const seabattle::GameReview& review);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void showSummary();

    BattleView& m_view;
    std::unique_ptr<ReviewTask> m_task;
    std::optional<seabattle::UtcTime> m_endedAt;
    std::optional<seabattle::GameReview> m_review;
};
