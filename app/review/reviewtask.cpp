// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/review/reviewtask.h"

#include <QPromise>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

using namespace seabattle;

ReviewTask::ReviewTask(Ruleset rules, std::vector<ShotOutcome> outcomes, QObject* parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcherBase::progressValueChanged, this,
            [this](int done) { emit progressed(done, m_watcher.progressMaximum()); });
    connect(&m_watcher, &QFutureWatcherBase::finished, this, [this] {
        if (!m_watcher.isCanceled() && m_watcher.future().resultCount() > 0)
            emit reviewed(m_watcher.result());
    });
    const int total = int(outcomes.size());
    m_watcher.setFuture(QtConcurrent::run(
        [rules = std::move(rules), outcomes = std::move(outcomes), total](QPromise<GameReview>& promise) {
            promise.setProgressRange(0, total);
            const auto review = reviewShots(
                rules, outcomes, kReviewSeed,
                [&promise](int done, int) {
                    promise.setProgressValue(done);
                    return !promise.isCanceled();
                },
                threads());
            if (review)
                promise.addResult(*review);
        }));
}

ReviewTask::~ReviewTask()
{
    m_watcher.disconnect(this);
    m_watcher.cancel();
    m_watcher.waitForFinished();
}

int ReviewTask::threads()
{
    return std::clamp(QThread::idealThreadCount(), 1, 2);
}
