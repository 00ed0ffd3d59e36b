// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/records/finishedgame.h"

#include <QDateTime>
#include <QTimeZone>

// UTC as Qt names it: a QTimeZone since Qt 6.5, which deprecates Qt::TimeSpec (6.8 warns of it);
// Qt 6.4 has only Qt::UTC. Both read and write the same dates.
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
inline const QTimeZone kUtc{QTimeZone::UTC};
#else
inline constexpr Qt::TimeSpec kUtc = Qt::UTC;
#endif

// Core keeps dates as std::chrono UTC milliseconds; Qt reads, writes and shows QDateTime. Both
// count milliseconds since the epoch in 64 bits, so the two convert both ways without loss.
inline QDateTime toDateTime(seabattle::UtcTime at)
{
    return QDateTime::fromMSecsSinceEpoch(at.time_since_epoch().count(), kUtc);
}

// Precondition: `at` is valid.
inline seabattle::UtcTime toUtcTime(const QDateTime& at)
{
    return seabattle::UtcTime(std::chrono::milliseconds(at.toMSecsSinceEpoch()));
}
