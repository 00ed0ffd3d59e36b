// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/records/logbook.h"

#include "ui/replay/replaywindow.h"
#include "ui/statistics/statisticswindow.h"
#include "ui/window/mainwindow.h"

using namespace seabattle;

Logbook::Logbook(MainWindow& window, QObject* parent) : QObject(parent), m_window(window)
{
}

QStringList Logbook::load()
{
    QStringList damaged;
    StatisticsLoad stats = m_statisticsFile.load();
    m_statistics = stats.statistics;
    if (stats.problem)
        damaged << statisticsProblemText(*stats.problem);
    if (const ArchiveLoad archive = m_archive.load(); !archive.isClean())
        damaged << archiveLoadText(archive);
    return damaged;
}

void Logbook::record(const FinishedGame& game)
{
    m_statistics.record(game);
    m_archive.add(game);
    QStringList failed;
    if (auto saved = m_statisticsFile.save(m_statistics); !saved)
        failed << statisticsProblemText(saved.error());
    if (auto saved = m_archive.save(); !saved)
        failed << archiveProblemText(saved.error());
    sayFailures(failed);
    refreshWindows();
}

void Logbook::keepReview(UtcTime endedAt, const GameReview& review)
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
    sayFailures(failed);
    if (m_statisticsWindow)
        m_statisticsWindow->setStatistics(m_statistics);
    if (m_replayWindow && index)
        m_replayWindow->setReview(*index, review);
}

void Logbook::sayFailures(const QStringList& failed)
{
    if (!failed.isEmpty())
        m_window.showStatus(failed.join(QLatin1Char(' ')));
}

void Logbook::refreshWindows()
{
    if (m_statisticsWindow)
        m_statisticsWindow->setStatistics(m_statistics);
    if (m_replayWindow)
        m_replayWindow->setGames(m_archive.games());
}

void Logbook::showStatistics()
{
    if (!m_statisticsWindow) {
        m_statisticsWindow = new StatisticsWindow(&m_window);
        connect(m_statisticsWindow, &StatisticsWindow::resetRequested, this, [this] {
            m_statistics = Statistics{};
            if (auto saved = m_statisticsFile.save(m_statistics); !saved)
                m_window.showStatus(statisticsProblemText(saved.error()));
            m_statisticsWindow->setStatistics(m_statistics);
        });
    }
    m_statisticsWindow->setStatistics(m_statistics);
    m_statisticsWindow->show();
    m_statisticsWindow->raise();
    m_statisticsWindow->activateWindow();
}

void Logbook::showReplays()
{
    if (!m_replayWindow) {
        m_replayWindow = new ReplayWindow(&m_window);
        connect(m_replayWindow, &ReplayWindow::reviewRequested, this, &Logbook::reviewWanted);
    }
    m_replayWindow->setGames(m_archive.games());
    m_replayWindow->show();
    m_replayWindow->raise();
    m_replayWindow->activateWindow();
}

void Logbook::showReplayOf(UtcTime endedAt)
{
    const auto index = m_archive.indexOf(endedAt);
    if (!index)
        return m_window.showStatus(tr(
            "This game cannot be replayed: the other fleet was never shown. Its review is on the banner."));
    showReplays();
    m_replayWindow->showGame(*index);
}

void Logbook::showReviewProgress(int index, int done, int total)
{
    if (m_replayWindow)
        m_replayWindow->setReviewProgress(index, done, total);
}
