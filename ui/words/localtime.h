// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/records/finishedgame.h"

#include <QDateTime>

// A time core keeps (UTC milliseconds since the epoch) as the player's clock shows it.
inline QDateTime localTimeOf(seabattle::UtcTime at)
{
    return QDateTime::fromMSecsSinceEpoch(at.time_since_epoch().count());
}
