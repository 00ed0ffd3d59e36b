// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/review/oddstask.h"

#include "core/review/gamereview.h"

#include <QtConcurrent/QtConcurrentRun>

using namespace seabattle;

OddsTask::OddsTask(QObject* parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcherBase::finished, this, [this] {
        if (m_watcher.isCanceled() || m_watcher.future().resultCount() == 0)
            return;
        const HitOdds odds = m_watcher.result();
        emit ready(odds, bestCell(odds.chance));
    });
}

OddsTask::~OddsTask()
{
    m_watcher.disconnect(this);
    m_watcher.waitForFinished();
}

void OddsTask::request(const ShotChart& chart, const Ruleset& rules, int index)
{
    m_watcher.waitForFinished(); // a few milliseconds at most: the odds of one position
    m_watcher.setFuture(QtConcurrent::run(
        [chart, rules, index] { return hitOdds(chart, rules, positionSeed(kReviewSeed, index)); }));
}
