// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/records/statistics.h"

#include <QChartView>

#include <vector>

class QChart;
class QLabel;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

// The Statistics window's "Shot quality and luck over time": for each reviewed game, in the
// order played, the person's shot quality (0…100, left axis) and luck (hits beyond the odds,
// right axis, around 0); games with hints are ringed on the quality line. With no reviewed game
// a note says how to get one.
// Object names for the tests: "qualityView" (this), its QLineSeries "qualitySeries" and
// "luckSeries", its QScatterSeries "hintedSeries", and the QLabel "qualityEmptyNote".
class QualityChart : public QChartView {
    Q_OBJECT

public:
    explicit QualityChart(QWidget* parent = nullptr);

    // Draws the reviewed games of `results` (oldest first); the others are left out.
    void setResults(const std::vector<seabattle::DatedResult>& results);
    // Gives the chart its words in the current language.
    void retranslate();

private:
    void createAxes(QChart* chart);
    void describe();

    QLineSeries* m_quality = nullptr;
    QLineSeries* m_luck = nullptr;
    QScatterSeries* m_hinted = nullptr;
    QValueAxis* m_games = nullptr;
    QValueAxis* m_qualityAxis = nullptr;
    QValueAxis* m_luckAxis = nullptr;
    QLabel* m_emptyNote = nullptr;
};
