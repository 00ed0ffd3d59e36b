// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/review/hitodds.h"

#include <QFutureWatcher>
#include <QObject>

// A hint: the odds of a ship on every cell of one chart, worked out on a pool thread (a few
// milliseconds, but never on the window's). With the review's seed for that shot, a hint shows
// what the review of the same shot will.
class OddsTask : public QObject {
    Q_OBJECT

public:
    explicit OddsTask(QObject* parent = nullptr);
    ~OddsTask() override;

    // Works out the odds before the shot at `index` of the game; a request still running gives way.
    void request(const seabattle::ShotChart& chart, const seabattle::Ruleset& rules, int index);
    bool isRunning() const { return m_watcher.isRunning(); }

signals:
    void ready(const seabattle::HitOdds& odds, std::optional<seabattle::Coord> best);

private:
    QFutureWatcher<seabattle::HitOdds> m_watcher;
};
