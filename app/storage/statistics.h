// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/storage/finishedgame.h"
#include "core/expected.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

// One game as the "wins and losses over time" chart needs it.
struct DatedResult {
    QDateTime endedAt; // UTC
    bool won = false;

    friend bool operator==(const DatedResult&, const DatedResult&) = default;
};

// The game won in the fewest shots.
struct BestGame {
    int shots = 0;
    QDateTime endedAt; // UTC

    friend bool operator==(const BestGame&, const BestGame&) = default;
};

// Everything kept about the games against one opponent (or against all of them).
// Shots to win (the average, the best game, the histogram) count only wins by sinking the whole
// fleet: a win handed over by a resignation, a disconnection or a rule violation is a win (games,
// streaks, accuracy) but says nothing about how many shots a fleet takes to sink.
struct OpponentRecord {
    qint64 wins = 0;
    qint64 losses = 0;
    qint64 currentStreak = 0; // wins since the last loss
    qint64 bestStreak = 0;
    qint64 shots = 0;             // the person's shots over every game
    qint64 hits = 0;              // of which on a ship
    qint64 fleetsSunk = 0;        // wins by sinking the fleet
    qint64 shotsToSinkFleets = 0; // the shots of those wins, summed
    std::optional<BestGame> best;
    QList<int> shotsToWin;      // the last kMaxKept wins by sinking, oldest first
    QList<DatedResult> results; // the last kMaxKept games, oldest first

    qint64 games() const { return wins + losses; }
    // nullopt before the first win by sinking / before the first shot.
    std::optional<double> averageShotsToWin() const;
    std::optional<double> accuracy() const; // 0…1

    friend bool operator==(const OpponentRecord&, const OpponentRecord&) = default;
};

// Why statistics read from JSON were refused: what was wrong, and where (a JSON path such as
// "opponents.hard.results[3].endedAt"), for the logs; the player is only told the file is damaged.
struct StatisticsJsonError {
    enum class Kind {
        Missing,      // a required value is absent
        WrongType,    // a value of the wrong JSON type
        OutOfRange,   // a number that is negative, fractional, too large, or a bad date
        TooMany,      // a list longer than ever kept
        Inconsistent, // values that contradict each other (more hits than shots, …)
        Unknown,      // a key that is not one of ours
    };
    Kind kind = Kind::Missing;
    QString where;

    friend bool operator==(const StatisticsJsonError&, const StatisticsJsonError&) = default;
};

// The player's statistics, per opponent and over all of them: a plain value, changed only by
// record(); StatisticsFile keeps it on disk and StatisticsWindow shows it.
class Statistics {
public:
    // Bounds of the dated lists, per record: old entries give way to new ones.
    static constexpr int kMaxKept = 1000;
    // More shots than any board has cells: a game claiming more is not believed.
    static constexpr int kMaxShotsPerGame = 10000;
    // Counters (games, shots…) stop here: far beyond what a person plays, and exact in a JSON
    // double. A file holding more is clamped to it.
    static constexpr qint64 kMaxCount = 1'000'000'000'000;

    // "easy", "medium", "hard", "admiral" (seabattle::keyOf()) and "lan", in that order.
    static const QStringList& opponents();
    static bool isOpponent(const QString& key) { return opponents().contains(key); }

    // Counts a finished game for its opponent and for the total: won if Player::One won, for
    // whatever reason, lost otherwise. A game whose opponent is not one of opponents() is not
    // counted. Shots and hits are clamped to what a game can hold; an invalid date becomes now.
    void record(const FinishedGame& game);

    // The record against `opponent` (one of opponents()); an empty record for any other key.
    const OpponentRecord& record(const QString& opponent) const;
    // Every game, against every opponent, in the order played.
    const OpponentRecord& total() const { return m_total; }
    bool isEmpty() const { return m_total.games() == 0; }

    QJsonObject toJson() const;
    // Strict: any missing, extra, mistyped, out-of-range or contradictory value refuses the whole.
    static seabattle::Expected<Statistics, StatisticsJsonError> fromJson(const QJsonObject& json);

    friend bool operator==(const Statistics&, const Statistics&) = default;

private:
    std::array<OpponentRecord, 5> m_records; // in the order of opponents()
    OpponentRecord m_total;
};

// A histogram's bar: how many wins took from `low` to `high` shots (both included).
struct HistogramBin {
    int low = 0;
    int high = 0;
    int count = 0;

    friend bool operator==(const HistogramBin&, const HistogramBin&) = default;
};

// Shots-to-win values in at most `maxBins` bins of a round width (1, 2, 5, 10, 20, 50, …),
// from the bin of the fewest shots to that of the most, empty bins between them included.
QList<HistogramBin> shotsToWinHistogram(const QList<int>& shots, int maxBins = 12);
