// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/records/finishedgame.h"

#include <QDateTime>

// Core keeps dates as std::chrono UTC milliseconds; Qt reads, writes and shows QDateTime. Both
// count milliseconds since the epoch in 64 bits, so the two convert both ways without loss.
inline QDateTime toDateTime(seabattle::UtcTime at)
{
    return QDateTime::fromMSecsSinceEpoch(at.time_since_epoch().count(), Qt::UTC);
}

// Precondition: `at` is valid.
inline seabattle::UtcTime toUtcTime(const QDateTime& at)
{
    return seabattle::UtcTime(std::chrono::milliseconds(at.toMSecsSinceEpoch()));
}
