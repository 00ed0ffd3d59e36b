// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/storage/gamearchive.h"
#include "app/storage/statisticsfile.h"
#include "core/records/finishedgame.h"
#include "core/records/statistics.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

class MainWindow;
class ReplayWindow;
class StatisticsWindow;

// What the player keeps of finished games, whatever the opponent: the statistics and the last
// games for the replays, their files, and the two windows that show them. A write that fails is
// said in the status bar; the game goes on and what was kept before stays as it was.
class Logbook : public QObject {
    Q_OBJECT

public:
    explicit Logbook(MainWindow& window, QObject* parent = nullptr);

    // Reads both files once; a damaged one is set aside. What could not be read, in words
    // (nothing when all was read).
    QStringList load();
    // A game ended: into the statistics and the replays, both saved at once.
    void record(const seabattle::FinishedGame& game);
    // A review done: kept with its game in the replays, its figures in the statistics.
    void keepReview(seabattle::UtcTime endedAt, const seabattle::GameReview& review);
    const seabattle::Statistics& statistics() const { return m_statistics; }
    const GameArchive& archive() const { return m_archive; }

    void showStatistics();
    void showReplays();
    // The replays open on the game of `endedAt`; a LAN game whose other fleet was never shown
    // cannot be replayed, which is said.
    void showReplayOf(seabattle::UtcTime endedAt);
    // The review of a kept game, as it is worked out.
    void showReviewProgress(int index, int done, int total);

signals:
    // The replays asked for the review of a game kept without one.
    void reviewWanted(int index);

private:
    void sayFailures(const QStringList& failed);
    void refreshWindows();

    MainWindow& m_window;
    StatisticsFile m_statisticsFile;
    seabattle::Statistics m_statistics;
    GameArchive m_archive{GameArchive::defaultDirectory()};
    QPointer<StatisticsWindow> m_statisticsWindow;
    QPointer<ReplayWindow> m_replayWindow;
};
