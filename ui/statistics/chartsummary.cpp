// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/statistics/chartsummary.h"

#include "ui/words/reviewwords.h"

#include <QLocale>

#include <algorithm>

using namespace seabattle;

QString ChartSummary::shotsToWin(const std::vector<int>& shots)
{
    if (shots.empty())
        return tr("No win by sinking the whole fleet yet.");
    const QLocale locale;
    const auto [fewest, most] = std::minmax_element(shots.begin(), shots.end());
    // The tallest bar, as the chart groups the games: the first of equals, as drawn from the left.
    const std::vector<HistogramBin> bins = shotsToWinHistogram(shots);
    const auto tallest =
        std::max_element(bins.begin(), bins.end(),
                         [](const HistogramBin& a, const HistogramBin& b) { return a.count < b.count; });
    const QString often =
        tallest->low == tallest->high
            ? locale.toString(tallest->low)
            : QStringLiteral("%1–%2").arg(locale.toString(tallest->low), locale.toString(tallest->high));
    //: The chart of shots needed to win, said in words: %1 the fewest shots, %2 the most, %3 the
    //: commonest count or range ("50–54")
    return tr("Over %n win(s): %1 shots at best, %2 at worst, most often %3 shots.", "", int(shots.size()))
        .arg(locale.toString(*fewest), locale.toString(*most), often);
}

QString ChartSummary::winsAndLosses(const OpponentRecord& record)
{
    if (record.games() == 0)
        return tr("No games yet.");
    const QLocale locale;
    const auto wins = std::count_if(record.results.begin(), record.results.end(),
                                    [](const DatedResult& result) { return result.won; });
    const auto losses = qsizetype(record.results.size()) - wins;
    const QString won = locale.toString(record.wins);
    const QString lost = locale.toString(record.losses);
    if (qint64(record.results.size()) >= record.games())
        //: The chart of wins and losses, said in words: every game is drawn
        return tr("Won %1, lost %2.").arg(won, lost);
    //: The chart of wins and losses, said in words, when it draws only the latest games: %1 and %2
    //: among them, %3 and %4 over every game
    return tr("Over the last %n game(s): won %1, lost %2. In all: won %3, lost %4.", "",
              int(record.results.size()))
        .arg(locale.toString(wins), locale.toString(losses), won, lost);
}

QString ChartSummary::qualityAndLuck(const QList<QPointF>& quality, const QList<QPointF>& luck,
                                     qsizetype hinted)
{
    if (quality.isEmpty())
        return tr("No reviewed games yet.");
    const QLocale locale;
    const auto number = [&](const QPointF& point) { return locale.toString(qRound(point.y())); };
    const auto best = std::max_element(quality.begin(), quality.end(),
                                       [](const QPointF& a, const QPointF& b) { return a.y() < b.y(); });
    //: The chart of shot quality (0 to 100) of a single reviewed game, said in words
    QString text = tr("Shot quality of the one reviewed game: %1.").arg(number(quality.front()));
    if (quality.size() > 1)
        //: The chart of shot quality (0 to 100), said in words: from the first reviewed game's %1 to
        //: the last one's %2, the best %3
        text = tr("Shot quality over the last %n reviewed game(s): from %1 to %2, best %3.", "",
                  int(quality.size()))
                   .arg(number(quality.front()), number(quality.back()), number(*best));
    if (!luck.isEmpty())
        //: Luck: hits beyond what the odds predicted, "+1.3"
        text +=
            QLatin1Char(' ') + tr("Luck in the last game: %1.").arg(ReviewWords::luckText(luck.back().y()));
    if (hinted > 0)
        text += QLatin1Char(' ') + tr("With hints: %n game(s).", "", int(hinted));
    return text;
}
