// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/review/gamereviews.h"

#include "app/records/logbook.h"
#include "ui/battle/battleview.h"

using namespace seabattle;

GameReviews::GameReviews(BattleView& battle, Logbook& logbook, QObject* parent)
    : QObject(parent), m_logbook(logbook), m_debrief(battle)
{
    connect(&m_debrief, &Debrief::reviewed, &m_logbook, &Logbook::keepReview);
    connect(&battle, &BattleView::reviewRequested, this, [this] {
        if (const auto endedAt = m_debrief.endedAt())
            m_logbook.showReplayOf(*endedAt);
    });
    connect(&m_logbook, &Logbook::reviewWanted, this, &GameReviews::reviewKeptGame);
}

void GameReviews::debrief(const Ruleset& rules, std::vector<ShotOutcome> outcomes, const FinishedGame& game)
{
    if (game.endedAt && !outcomes.empty())
        m_debrief.start(rules, std::move(outcomes), *game.endedAt);
}

// Worked out off the window's thread, shown as it comes, and kept.
void GameReviews::reviewKeptGame(int index)
{
    const auto& games = m_logbook.archive().games();
    if (index < 0 || index >= int(games.size()))
        return;
    const FinishedGame& game = games[std::size_t(index)];
    if (!game.history || !game.endedAt)
        return;
    const UtcTime endedAt = *game.endedAt;
    m_kept = std::make_unique<ReviewTask>(game.history->rules, outcomesOf(*game.history));
    connect(m_kept.get(), &ReviewTask::progressed, this,
            [this, index](int done, int total) { m_logbook.showReviewProgress(index, done, total); });
    connect(m_kept.get(), &ReviewTask::reviewed, this,
            [this, endedAt](const GameReview& review) { m_logbook.keepReview(endedAt, review); });
}
