// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/statistics/qualitychart.h"

#include "ui/statistics/chartsummary.h"

#include <QChart>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

using namespace seabattle;

namespace {

// The Okabe–Ito blue and vermilion: told apart with any colour vision, and from the wins and
// losses chart's green and red.
const QColor kQualityColour(0x00, 0x72, 0xb2);
const QColor kLuckColour(0xd5, 0x5e, 0x00);

// The smallest of 1, 2, 5, 10, 20, … at least `value`.
double roundUp(double value)
{
    if (!(value <= 1e9)) // never a figure of ours, and no endless search
        return 1e9;
    for (double decade = 1;; decade *= 10)
        for (double mantissa : {1.0, 2.0, 5.0})
            if (mantissa * decade >= value)
                return mantissa * decade;
}

} // namespace

// Made with its chart: QChartView(parent) would make one of its own, and setChart() leaves that
// one to whoever replaced it.
QualityChart::QualityChart(QWidget* parent) : QChartView(new QChart, parent)
{
    setObjectName(QStringLiteral("qualityView"));
    m_quality = new QLineSeries;
    m_quality->setObjectName(QStringLiteral("qualitySeries"));
    m_quality->setPen(QPen(kQualityColour, 2.5));
    m_luck = new QLineSeries;
    m_luck->setObjectName(QStringLiteral("luckSeries"));
    m_luck->setPen(QPen(kLuckColour, 2, Qt::DashLine));
    m_hinted = new QScatterSeries;
    m_hinted->setObjectName(QStringLiteral("hintedSeries"));
    m_hinted->setMarkerSize(11);
    m_hinted->setBrush(Qt::NoBrush); // a ring: the game counted for no record
    m_hinted->setPen(QPen(kQualityColour, 2));
    QChart* chart = this->chart();
    chart->setLocalizeNumbers(true);
    chart->setMargins(QMargins(4, 4, 4, 4));
    for (QAbstractSeries* series : std::initializer_list<QAbstractSeries*>{m_quality, m_luck, m_hinted})
        chart->addSeries(series);
    chart->legend()->setAlignment(Qt::AlignBottom);
    createAxes(chart);
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(420, 200);
    // The note lies over the empty plot, in the view itself: no second widget to keep in step.
    m_emptyNote = new QLabel(viewport());
    m_emptyNote->setObjectName(QStringLiteral("qualityEmptyNote"));
    m_emptyNote->setWordWrap(true);
    m_emptyNote->setAlignment(Qt::AlignCenter);
    m_emptyNote->setMaximumWidth(440);
    // In the chart's colours, not the window's: a dark window still has a light chart.
    QPalette palette = m_emptyNote->palette();
    palette.setColor(QPalette::WindowText, chart->titleBrush().color());
    m_emptyNote->setPalette(palette);
    auto* layout = new QVBoxLayout(viewport());
    layout->addWidget(m_emptyNote, 0, Qt::AlignCenter);
    setResults({});
}

// Games along the bottom, quality on the left, luck on the right.
void QualityChart::createAxes(QChart* chart)
{
    m_games = new QValueAxis;
    m_games->setLabelFormat(QStringLiteral("%.0f"));
    m_games->setTickType(QValueAxis::TicksDynamic);
    m_games->setTickAnchor(1);
    m_qualityAxis = new QValueAxis;
    m_qualityAxis->setRange(0, 100);
    m_qualityAxis->setTickCount(6);
    m_qualityAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_luckAxis = new QValueAxis;
    m_luckAxis->setTickCount(5);
    // Each axis in its line's colour: which scale belongs to which line at a glance.
    for (const auto& [axis, colour] :
         {std::pair(m_qualityAxis, kQualityColour), std::pair(m_luckAxis, kLuckColour)}) {
        axis->setTitleBrush(colour);
        axis->setLabelsColor(colour);
    }
    chart->addAxis(m_games, Qt::AlignBottom);
    chart->addAxis(m_qualityAxis, Qt::AlignLeft);
    chart->addAxis(m_luckAxis, Qt::AlignRight);
    for (QAbstractSeries* series : std::initializer_list<QAbstractSeries*>{m_quality, m_hinted}) {
        series->attachAxis(m_games);
        series->attachAxis(m_qualityAxis);
    }
    m_luck->attachAxis(m_games);
    m_luck->attachAxis(m_luckAxis);
}

void QualityChart::setResults(const std::vector<DatedResult>& results)
{
    chart()->setLocale(QLocale());
    QList<QPointF> quality;
    QList<QPointF> luck;
    QList<QPointF> hinted;
    double furthest = 0;
    for (const DatedResult& result : results) {
        if (!result.quality || !result.luck)
            continue;
        const double game = double(quality.size() + 1);
        quality.append({game, double(*result.quality)});
        luck.append({game, *result.luck});
        if (result.hinted)
            hinted.append(quality.back());
        furthest = std::max(furthest, std::abs(*result.luck));
    }
    m_quality->replace(quality);
    m_luck->replace(luck);
    m_hinted->replace(hinted);
    const qsizetype games = quality.size();
    m_games->setRange(1, double(std::max<qsizetype>(games, 2)));
    m_games->setTickInterval(roundUp(double(std::max<qsizetype>(games - 1, 1)) / 5));
    const double top = roundUp(std::max(furthest, 1.0)); // luck is centred on 0
    m_luckAxis->setRange(-top, top);
    m_luckAxis->setLabelFormat(top <= 5 ? QStringLiteral("%.1f") : QStringLiteral("%.0f"));
    m_emptyNote->setVisible(games == 0);
    describe();
}

// What a screen reader says of the chart: its title, then its lines in a sentence.
void QualityChart::describe()
{
    setAccessibleName(chart()->title());
    setAccessibleDescription(
        ChartSummary::qualityAndLuck(m_quality->points(), m_luck->points(), m_hinted->count()));
}

void QualityChart::retranslate()
{
    chart()->setTitle(tr("Shot quality and luck over time"));
    m_quality->setName(tr("Shot quality"));
    //: Luck: the hits a player made beyond what the odds of the chosen cells predicted.
    m_luck->setName(tr("Luck"));
    m_hinted->setName(tr("Games with hints"));
    m_games->setTitleText(tr("Reviewed games"));
    //: The axis of shot quality, 0 to 100 (keep it short: the chart is small).
    m_qualityAxis->setTitleText(tr("Quality"));
    //: The luck axis: hits above (+) or below (−) what the odds predicted (keep it short).
    m_luckAxis->setTitleText(tr("Luck"));
    m_emptyNote->setText(
        tr("No reviewed games yet: review a finished game to see how well you chose your shots."));
    describe();
}
