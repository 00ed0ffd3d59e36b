// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/review/debrief.h"

#include "ui/battle/battleview.h"
#include "ui/words/reviewwords.h"

#include <QEvent>

using namespace seabattle;

Debrief::Debrief(BattleView& view, QObject* parent) : QObject(parent), m_view(view)
{
    m_view.installEventFilter(this);
}

void Debrief::start(const Ruleset& rules, std::vector<ShotOutcome> outcomes, UtcTime endedAt)
{
    clear();
    m_endedAt = endedAt;
    m_view.showReviewProgress(0, int(outcomes.size()));
    m_task = std::make_unique<ReviewTask>(rules, std::move(outcomes));
    connect(m_task.get(), &ReviewTask::progressed, this,
            [this](int done, int total) { m_view.showReviewProgress(done, total); });
    connect(m_task.get(), &ReviewTask::reviewed, this, [this](const GameReview& review) {
        m_review = review;
        showSummary();
        emit reviewed(*m_endedAt, review);
    });
}

void Debrief::clear()
{
    m_task.reset();
    m_endedAt.reset();
    m_review.reset();
    m_view.clearReview();
}

void Debrief::showSummary()
{
    if (!m_review)
        return;
    const PlayerReview& mine = m_review->of(Player::One);
    m_view.showReviewSummary(ReviewWords::reviewSummary(mine), ReviewWords::reviewGist(mine),
                             ReviewWords::reviewExplained(mine));
}

bool Debrief::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == &m_view && event->type() == QEvent::LanguageChange)
        showSummary();
    return QObject::eventFilter(watched, event);
}
