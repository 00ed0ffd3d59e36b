// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/review/gamereview.h"

#include <QFutureWatcher>
#include <QObject>

#include <vector>

// One game's review (core/review), worked out on a pool thread so the window stays live; it
// says how far it got after every shot, and once done hands the review over. Deleting the
// task stops the work at the next shot (the destructor waits for that shot only).
class ReviewTask : public QObject {
    Q_OBJECT

public:
    ReviewTask(seabattle::Ruleset rules, std::vector<seabattle::ShotOutcome> outcomes,
               QObject* parent = nullptr);
    ~ReviewTask() override;

    bool isRunning() const { return m_watcher.isRunning(); }
    // Threads the review shares itself out on: the machine's cores, at most two (one is the
    // window's, and the review is done within a second on two: bench_review).
    static int threads();

signals:
    void progressed(int done, int total);
    void reviewed(const seabattle::GameReview& review);

private:
    QFutureWatcher<seabattle::GameReview> m_watcher;
};
