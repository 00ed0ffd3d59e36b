// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/expected.h"
#include "core/records/statistics.h"

#include <QJsonObject>
#include <QString>

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

// The statistics as statistics.json keeps them (StatisticsFile adds the envelope). Each record
// has "hintedGames" (a count, at most its games; absent in a version-1 file: 0), and each result
// {"endedAt", "won"} may have "hinted": true and, once reviewed, "quality" (a whole 0…100) with
// "luck" (a finite number within ±100), both or neither. Salvo games are kept apart, under
// "salvo": {"opponents", "total"} as the others (version 3; absent when there are none).
QJsonObject statisticsToJson(const seabattle::Statistics& statistics);
// Strict: any missing, extra, mistyped, out-of-range or contradictory value refuses the whole.
seabattle::Expected<seabattle::Statistics, StatisticsJsonError> statisticsFromJson(const QJsonObject& json);
