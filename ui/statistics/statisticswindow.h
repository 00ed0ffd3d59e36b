// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/records/statistics.h"

#include <QDialog>

class QBarCategoryAxis;
class QBarSeries;
class QBarSet;
class QChart;
class QChartView;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineSeries;
class QPushButton;
class QValueAxis;
class QualityChart;

// The Statistics window: one opponent's figures (or everyone's), how many shots the wins took,
// the wins and losses over time, and the shot quality and luck of the reviewed games, from the statistics the
// application hands it; Reset asks first, then asks the application to forget (resetRequested()). Child
// widgets and chart series have object names for the tests: "opponentBox", "gamesValue", "winsValue",
// "lossesValue", "currentStreakValue", "bestStreakValue", "averageShotsValue", "bestGameValue",
// "accuracyValue", "hintedValue", "emptyNote", "histogramView" (its QBarSet "shotsToWinSet"), "overTimeView"
// (its QLineSeries "winsSeries" and "lossesSeries"), "qualityView" (ui/statistics/qualitychart.h),
// "resetButton".
class StatisticsWindow : public QDialog {
    Q_OBJECT

public:
    explicit StatisticsWindow(QWidget* parent = nullptr);

    // Shows these statistics, keeping the opponent selected.
    void setStatistics(const seabattle::Statistics& statistics);
    const seabattle::Statistics& statistics() const { return m_statistics; }
    // The opponent shown: one of Statistics::opponents(), or empty for all of them.
    QString selectedOpponent() const;
    void selectOpponent(const QString& opponent);
    // The games shown: those of one shot a turn (at first) or those of Salvo ("firingBox").
    seabattle::Firing selectedFiring() const;
    void selectFiring(seabattle::Firing firing);

    // The name of an opponent as the selector shows it: a computer level or "LAN friends".
    static QString opponentName(const QString& opponent);

signals:
    // The player confirmed the reset: the application empties the statistics, saves them and
    // calls setStatistics().
    void resetRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void createSelector();
    void createFigures();
    void createHistogram();
    void createOverTime();
    QDialogButtonBox* createButtons();
    void layOut(QDialogButtonBox* buttons);
    void askReset();
    void retranslate();
    // Fills the figures and the charts from the selected record.
    void refresh();
    void refreshFigures(const seabattle::OpponentRecord& record);
    void refreshHistogram(const seabattle::OpponentRecord& record);
    void refreshOverTime(const seabattle::OpponentRecord& record);
    const seabattle::OpponentRecord& selectedRecord() const;

    seabattle::Statistics m_statistics;
    QComboBox* m_opponents = nullptr;
    QLabel* m_opponentLabel = nullptr;
    QComboBox* m_firings = nullptr;
    QLabel* m_firingLabel = nullptr;
    QFormLayout* m_form = nullptr;
    QLabel* m_games = nullptr;
    QLabel* m_wins = nullptr;
    QLabel* m_losses = nullptr;
    QLabel* m_currentStreak = nullptr;
    QLabel* m_bestStreak = nullptr;
    QLabel* m_averageShots = nullptr;
    QLabel* m_bestGame = nullptr;
    QLabel* m_accuracy = nullptr;
    QLabel* m_hinted = nullptr;
    QLabel* m_emptyNote = nullptr;
    QChartView* m_histogramView = nullptr;
    QBarSeries* m_histogram = nullptr;
    QBarSet* m_shotsToWin = nullptr;
    QBarCategoryAxis* m_histogramBins = nullptr;
    QValueAxis* m_histogramCounts = nullptr;
    QChartView* m_overTimeView = nullptr;
    QLineSeries* m_winsSeries = nullptr;
    QLineSeries* m_lossesSeries = nullptr;
    QValueAxis* m_gameAxis = nullptr;
    QValueAxis* m_countAxis = nullptr;
    QualityChart* m_qualityView = nullptr;
    QPushButton* m_reset = nullptr;
    QPushButton* m_close = nullptr;
};
