// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/records/statistics.h"

#include <QCoreApplication>
#include <QList>
#include <QPointF>
#include <QString>

#include <vector>

// The Statistics window's charts in a sentence each, from the figures they draw: what a screen
// reader says of a chart (its accessible description), since the drawing says nothing to it.
class ChartSummary {
    Q_DECLARE_TR_FUNCTIONS(ChartSummary)

public:
    // "Over 12 wins: 44 shots at best, 71 at worst, most often 50–54 shots."
    static QString shotsToWin(const std::vector<int>& shots);
    // "Over the last 20 games: 12 wins and 8 losses; 31 wins and 25 losses in all."
    static QString winsAndLosses(const seabattle::OpponentRecord& record);
    // "Shot quality over the last 12 reviewed games: from 40 to 62, best 70; luck in the last
    // game +1.3." `quality` and `luck` are the charts' points (game, value), oldest first.
    static QString qualityAndLuck(const QList<QPointF>& quality, const QList<QPointF>& luck,
                                  qsizetype hinted);
};
