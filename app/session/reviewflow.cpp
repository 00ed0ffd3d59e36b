// SPDX-License-Identifier: GPL-3.0-or-later
// The GameFlow's part in reviews and hints: the game just over reviewed on its banner and kept
// with the game, an older game reviewed on demand in the replays, and the hints setting.
#include "app/session/gameflow.h"

#include "ui/battle/battleview.h"
#include "ui/replay/replaywindow.h"
#include "ui/statistics/statisticswindow.h"
#include "ui/window/mainwindow.h"

#include <QStatusBar>

using namespace seabattle;

void GameFlow::connectReviews()
{
    connect(&m_debrief, &Debrief::reviewed, this, &GameFlow::keepReview);
    connect(m_window.battleView(), &BattleView::reviewRequested, this, [this] {
        if (const auto endedAt = m_debrief.endedAt())
            showReplayOf(*endedAt);
    });
    m_window.hintsAction()->setChecked(m_settings.hints());
    connect(m_window.hintsAction(), &QAction::toggled, this, [this](bool on) {
        m_settings.setHints(on);
        if (m_game)
            m_game->offerHints(on);
    });
}

// The game just recorded, reviewed from what each player was told.
void GameFlow::debrief(const Ruleset& rules, std::vector<ShotOutcome> outcomes, const FinishedGame& game)
{
    if (game.endedAt && !outcomes.empty())
        m_debrief.start(rules, std::move(outcomes), *game.endedAt);
}

// A review done: kept with the game in the replays, and its figures in the statistics.
void GameFlow::keepReview(UtcTime endedAt, const GameReview& review)
{
    const auto index = m_archive.indexOf(endedAt);
    QStringList failed;
    if (index) {
        const std::string opponent = m_archive.games()[std::size_t(*index)].opponent;
        m_archive.attachReview(endedAt, review);
        if (auto saved = m_archive.save(); !saved)
            failed << archiveProblemText(saved.error());
        const PlayerReview& mine = review.of(Player::One);
        if (m_statistics.attachReview(opponent, endedAt, mine.quality, mine.luck))
            if (auto saved = m_statisticsFile.save(m_statistics); !saved)
                failed << statisticsProblemText(saved.error());
    }
    if (!failed.isEmpty())
        m_window.statusBar()->showMessage(failed.join(QLatin1Char(' ')));
    if (auto* window = qobject_cast<StatisticsWindow*>(m_statisticsWindow.data()))
        window->setStatistics(m_statistics);
    if (auto* window = qobject_cast<ReplayWindow*>(m_replayWindow.data()); window && index)
        window->setReview(*index, review);
}

// The replays open on the game, in review. A LAN game whose friend never showed their fleet
// cannot be replayed: its summary on the banner is all there is.
void GameFlow::showReplayOf(UtcTime endedAt)
{
    const auto index = m_archive.indexOf(endedAt);
    if (!index) {
        m_window.statusBar()->showMessage(tr(
            "This game cannot be replayed: the other fleet was never shown. Its review is on the banner."));
        return;
    }
    showReplays();
    if (auto* window = qobject_cast<ReplayWindow*>(m_replayWindow.data()))
        window->showGame(*index);
}

// The replays asked for the review of a game kept without one (an older game): worked out, shown
// as it comes, and kept.
void GameFlow::reviewKeptGame(int index)
{
    auto* window = qobject_cast<ReplayWindow*>(m_replayWindow.data());
    if (!window || index < 0 || index >= int(m_archive.games().size()))
        return;
    const FinishedGame& game = m_archive.games()[std::size_t(index)];
    if (!game.history || !game.endedAt)
        return;
    const UtcTime endedAt = *game.endedAt;
    m_keptReview = std::make_unique<ReviewTask>(game.history->rules, outcomesOf(*game.history));
    connect(m_keptReview.get(), &ReviewTask::progressed, window,
            [window, index](int done, int total) { window->setReviewProgress(index, done, total); });
    connect(m_keptReview.get(), &ReviewTask::reviewed, this,
            [this, endedAt](const GameReview& review) { keepReview(endedAt, review); });
}
