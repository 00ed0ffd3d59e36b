// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/storage/datafile.h"
#include "app/storage/statisticsjson.h"
#include "core/expected.h"

#include <QDateTime>
#include <QString>

#include <functional>
#include <optional>

// Something wrong with the statistics file, for one clear message (statisticsProblemText()).
struct StatisticsProblem {
    enum class Kind {
        // Loading; the statistics start empty.
        Unreadable,    // the file is there but could not be read (permissions, a read error)
        Damaged,       // not statistics: empty, truncated, random bytes, a value out of place, a bad version
        FutureVersion, // written by a newer Sea Battle
        // Saving; the statistics stay in memory.
        NotWritten, // the file could not be written; the previous one is intact
        InTheWay,   // not written: a file that could not be set aside is in the way, and is kept
    };
    Kind kind = Kind::Damaged;
    QString path; // the statistics file
    // Loading: where the file was moved; empty if it could not be moved, in which case it stays
    // at `path` and no save overwrites it.
    QString setAsidePath;
    QString detail;                           // what exactly went wrong, untranslated, for the logs
    std::optional<WriteFailure> writeFailure; // NotWritten: why (a full disk…)

    bool setAside() const { return !setAsidePath.isEmpty(); }
};

// The player's statistics and what was wrong with their file, if anything.
struct StatisticsLoad {
    seabattle::Statistics statistics;
    std::optional<StatisticsProblem> problem;
};

// The statistics on disk: `statistics.json` in a directory, a versioned JSON document written
// atomically (writeDataFile(): a crash or a full disk leaves the old file or the new one, never
// half of one). Only a regular file of at most kMaxBytes is read (readDataFile()). A file
// that cannot be read is never deleted: it is renamed `statistics.json.damaged-<yyyyMMdd-HHmmss>`
// beside the new one, and if even that fails it is left alone and never overwritten.
class StatisticsFile {
public:
    // Version 2 added hinted games and the review's quality and luck (optional keys, so that a
    // version-1 file reads as it is, as games without hints or reviews). The number changed so
    // that an older Sea Battle, which refuses keys it does not know, says the file is newer
    // rather than damaged.
    // Version 3 keeps Salvo games apart, under "salvo" (absent in older files: none).
    static constexpr int kVersion = 3;
    static constexpr int kOldestVersion = 1;
    // kMaxKept games of every opponent, each reviewed, take about 600 KiB (bench_datafiles):
    // anything far larger is not ours.
    static constexpr qint64 kMaxBytes = 2 * 1024 * 1024;

    // The application's data directory (QStandardPaths::AppDataLocation).
    static QString defaultDirectory();

    // `clock` names set-aside files (tests fix it); the local time by default.
    explicit StatisticsFile(QString directory = defaultDirectory(), std::function<QDateTime()> clock = {});

    QString path() const;

    // A missing file is empty statistics and no problem; any other failure sets the file aside
    // and gives empty statistics with the problem.
    StatisticsLoad load();
    // Replaces the file atomically, creating the directory if needed.
    seabattle::Expected<void, StatisticsProblem> save(const seabattle::Statistics& statistics);

private:
    std::optional<StatisticsProblem> read(seabattle::Statistics& statistics) const;
    QString setAside(QString& detail) const;

    QString m_directory;
    std::function<QDateTime()> m_clock;
    bool m_blocked = false; // load() found a damaged file it could not move
};

// The problem as one translated sentence or two, naming the files.
QString statisticsProblemText(const StatisticsProblem& problem);
