// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/statistics/statisticswindow.h"

#include "core/ai/opponentlevel.h"
#include "ui/statistics/chartsummary.h"
#include "ui/statistics/qualitychart.h"
#include "ui/words/levelwords.h"
#include "ui/words/localtime.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

using namespace seabattle;

namespace {

const QString kNoValue = QStringLiteral("—");

QLabel* valueLabel(const char* name, QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setObjectName(QLatin1String(name));
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QChartView* chartView(const char* name, QChart* chart, QWidget* parent)
{
    chart->setLocalizeNumbers(true);
    chart->setMargins(QMargins(4, 4, 4, 4));
    auto* view = new QChartView(chart, parent);
    view->setObjectName(QLatin1String(name));
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(420, 200);
    return view;
}

// A round step (1, 2, 5, 10, …) that divides 0…max into at most five intervals, and the top of
// the axis: whole numbers only, since the axes count games.
std::pair<int, int> countAxis(qint64 max)
{
    qint64 step = 1;
    for (qint64 decade = 1; (max + step - 1) / step > 5; decade *= 10)
        for (qint64 mantissa : {2, 5, 10})
            if (step = mantissa * decade; (max + step - 1) / step <= 5)
                break;
    const qint64 top = std::max<qint64>(1, (max + step - 1) / step) * step;
    return {int(top), int(top / step) + 1};
}

QDate localDate(UtcTime at)
{
    return localTimeOf(at).date();
}

} // namespace

StatisticsWindow::StatisticsWindow(QWidget* parent) : QDialog(parent)
{
    // Each part is built without words (in the order the widgets were always created);
    // retranslate() gives them their words, now and on every language change.
    createSelector();
    createFigures();
    createHistogram();
    createOverTime();
    m_qualityView = new QualityChart(this);
    QDialogButtonBox* buttons = createButtons();
    layOut(buttons);
    resize(940, 760);
    retranslate();
}

// The opponent selector: "All opponents" first (an empty key), then each of
// Statistics::opponents().
void StatisticsWindow::createSelector()
{
    m_opponents = new QComboBox(this);
    m_opponents->setObjectName(QStringLiteral("opponentBox"));
    m_opponents->addItem(QString(), QString());
    for (const std::string& key : Statistics::opponents())
        m_opponents->addItem(QString(), QString::fromStdString(key));
    m_opponentLabel = new QLabel(this);
    m_opponentLabel->setBuddy(m_opponents);
    connect(m_opponents, &QComboBox::currentIndexChanged, this, &StatisticsWindow::refresh);
    // Salvo games are kept apart (core/records/statistics.h): one shot a turn first, as before.
    m_firings = new QComboBox(this);
    m_firings->setObjectName(QStringLiteral("firingBox"));
    for (Firing firing : kFirings)
        m_firings->addItem(QString(), int(firing));
    m_firingLabel = new QLabel(this);
    m_firingLabel->setBuddy(m_firings);
    connect(m_firings, &QComboBox::currentIndexChanged, this, &StatisticsWindow::refresh);
}

// The figures, one form row each; their labels are named by retranslate().
void StatisticsWindow::createFigures()
{
    m_games = valueLabel("gamesValue", this);
    m_wins = valueLabel("winsValue", this);
    m_losses = valueLabel("lossesValue", this);
    m_currentStreak = valueLabel("currentStreakValue", this);
    m_bestStreak = valueLabel("bestStreakValue", this);
    m_averageShots = valueLabel("averageShotsValue", this);
    m_bestGame = valueLabel("bestGameValue", this);
    m_accuracy = valueLabel("accuracyValue", this);
    m_hinted = valueLabel("hintedValue", this);
    m_emptyNote = new QLabel(this);
    m_emptyNote->setObjectName(QStringLiteral("emptyNote"));
    m_emptyNote->setWordWrap(true);
    m_form = new QFormLayout;
    for (QLabel* value : {m_games, m_wins, m_losses, m_currentStreak, m_bestStreak, m_averageShots,
                          m_bestGame, m_accuracy, m_hinted}) {
        auto* label = new QLabel(this);
        label->setBuddy(value); // a screen reader hears the figure with its label
        m_form->addRow(label, value);
    }
}

// How many shots the wins took: one bar per bin, the counts on a whole-number axis.
void StatisticsWindow::createHistogram()
{
    m_shotsToWin = new QBarSet(QString());
    m_shotsToWin->setObjectName(QStringLiteral("shotsToWinSet"));
    m_shotsToWin->setColor(QColor(0x15, 0x65, 0xc0));
    m_shotsToWin->setBorderColor(QColor(0x0d, 0x47, 0xa1));
    m_histogram = new QBarSeries;
    m_histogram->setObjectName(QStringLiteral("histogramSeries"));
    m_histogram->append(m_shotsToWin);
    m_histogram->setBarWidth(0.9);
    auto* histogram = new QChart;
    histogram->addSeries(m_histogram);
    histogram->legend()->hide();
    m_histogramBins = new QBarCategoryAxis;
    m_histogramCounts = new QValueAxis;
    m_histogramCounts->setLabelFormat(QStringLiteral("%.0f"));
    histogram->addAxis(m_histogramBins, Qt::AlignBottom);
    histogram->addAxis(m_histogramCounts, Qt::AlignLeft);
    m_histogram->attachAxis(m_histogramBins);
    m_histogram->attachAxis(m_histogramCounts);
    m_histogramView = chartView("histogramView", histogram, this);
}

// The wins and losses over time: two lines over the same game and count axes.
void StatisticsWindow::createOverTime()
{
    m_winsSeries = new QLineSeries;
    m_winsSeries->setObjectName(QStringLiteral("winsSeries"));
    m_winsSeries->setPen(QPen(QColor(0x2e, 0x7d, 0x32), 2.5));
    m_lossesSeries = new QLineSeries;
    m_lossesSeries->setObjectName(QStringLiteral("lossesSeries"));
    // Dashed: green and red alone are one olive line to many colour-blind players. Flat ends, or
    // the dashes' square caps would all but close the gaps.
    QPen dashes(QColor(0xc6, 0x28, 0x28), 2.5, Qt::CustomDashLine, Qt::FlatCap);
    dashes.setDashPattern({3, 2});
    m_lossesSeries->setPen(dashes);
    auto* overTime = new QChart;
    overTime->addSeries(m_winsSeries);
    overTime->addSeries(m_lossesSeries);
    overTime->legend()->setAlignment(Qt::AlignBottom);
    overTime->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries); // each line's dashes
    m_gameAxis = new QValueAxis;
    m_gameAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_countAxis = new QValueAxis;
    m_countAxis->setLabelFormat(QStringLiteral("%.0f"));
    overTime->addAxis(m_gameAxis, Qt::AlignBottom);
    overTime->addAxis(m_countAxis, Qt::AlignLeft);
    for (QLineSeries* series : {m_winsSeries, m_lossesSeries}) {
        series->attachAxis(m_gameAxis);
        series->attachAxis(m_countAxis);
    }
    m_overTimeView = chartView("overTimeView", overTime, this);
}

// Close and Reset (Reset asks first, never the default button).
QDialogButtonBox* StatisticsWindow::createButtons()
{
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_close = buttons->button(QDialogButtonBox::Close);
    m_reset = buttons->addButton(QString(), QDialogButtonBox::ResetRole);
    m_reset->setObjectName(QStringLiteral("resetButton"));
    m_reset->setAutoDefault(false);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_reset, &QPushButton::clicked, this, &StatisticsWindow::askReset);
    return buttons;
}

// The selector above; the figures on the left, the charts sharing the rest; the buttons below.
void StatisticsWindow::layOut(QDialogButtonBox* buttons)
{
    auto* selector = new QHBoxLayout;
    selector->addWidget(m_opponentLabel);
    selector->addWidget(m_opponents);
    selector->addSpacing(16);
    selector->addWidget(m_firingLabel);
    selector->addWidget(m_firings);
    selector->addStretch();
    auto* figures = new QVBoxLayout;
    figures->addLayout(m_form);
    figures->addWidget(m_emptyNote);
    figures->addStretch();
    auto* charts = new QVBoxLayout;
    charts->addWidget(m_histogramView, 1);
    charts->addWidget(m_overTimeView, 1);
    charts->addWidget(m_qualityView, 1);
    auto* body = new QHBoxLayout;
    body->addLayout(figures);
    body->addLayout(charts, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(selector);
    layout->addLayout(body, 1);
    layout->addWidget(buttons);
}

void StatisticsWindow::setStatistics(const Statistics& statistics)
{
    m_statistics = statistics;
    refresh();
}

QString StatisticsWindow::selectedOpponent() const
{
    return m_opponents->currentData().toString();
}

void StatisticsWindow::selectOpponent(const QString& opponent)
{
    const int index = m_opponents->findData(opponent);
    if (index >= 0)
        m_opponents->setCurrentIndex(index);
}

Firing StatisticsWindow::selectedFiring() const
{
    return m_firings->currentData().toInt() == int(Firing::Salvo) ? Firing::Salvo : Firing::OneShot;
}

void StatisticsWindow::selectFiring(Firing firing)
{
    m_firings->setCurrentIndex(m_firings->findData(int(firing)));
}

QString StatisticsWindow::opponentName(const QString& opponent)
{
    if (const auto level = opponentLevelFromKey(opponent.toStdString()))
        return opponentLevelName(*level);
    return tr("LAN friends");
}

void StatisticsWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void StatisticsWindow::askReset()
{
    const auto answer = QMessageBox::question(this, tr("Reset statistics"),
                                              tr("Forget every game against every opponent and start your "
                                                 "statistics afresh? This cannot be undone."),
                                              QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer == QMessageBox::Yes)
        emit resetRequested();
}

void StatisticsWindow::retranslate()
{
    setWindowTitle(tr("Statistics"));
    m_opponentLabel->setText(tr("&Opponent:"));
    m_opponents->setItemText(0, tr("All opponents"));
    m_firingLabel->setText(tr("&Turns:"));
    //: Statistics of the games where each turn is one shot (not Salvo)
    m_firings->setItemText(0, tr("One shot a turn"));
    //: Statistics of the games played under the Salvo rule
    m_firings->setItemText(1, tr("Salvo"));
    for (int i = 1; i < m_opponents->count(); ++i)
        m_opponents->setItemText(i, opponentName(m_opponents->itemData(i).toString()));
    const std::pair<QLabel*, QString> rows[] = {
        {m_games, tr("Games:")},
        {m_wins, tr("Wins:")},
        {m_losses, tr("Losses:")},
        {m_currentStreak, tr("Current winning streak:")},
        {m_bestStreak, tr("Best winning streak:")},
        {m_averageShots, tr("Average shots to win:")},
        {m_bestGame, tr("Best game:")},
        {m_accuracy, tr("Accuracy:")},
        {m_hinted, tr("Games with hints:")},
    };
    for (const auto& [field, text] : rows)
        if (auto* label = qobject_cast<QLabel*>(m_form->labelForField(field)))
            label->setText(text);
    m_averageShots->setToolTip(tr("Over the games won by sinking the whole fleet"));
    m_bestGame->setToolTip(tr("The fewest shots you needed to sink the whole fleet"));
    m_accuracy->setToolTip(tr("Your shots that hit a ship, over every game"));
    m_hinted->setToolTip(tr("Games you asked for a hint in: they count as games, but not for your "
                            "best game, shots to win or streaks"));
    m_qualityView->retranslate();
    m_histogramView->chart()->setTitle(tr("Shots needed to win"));
    m_histogramBins->setTitleText(tr("Shots"));
    m_histogramCounts->setTitleText(tr("Wins"));
    m_shotsToWin->setLabel(tr("Wins"));
    m_overTimeView->chart()->setTitle(tr("Wins and losses over time"));
    m_winsSeries->setName(tr("Wins"));
    m_lossesSeries->setName(tr("Losses"));
    m_countAxis->setTitleText(tr("Games"));
    m_reset->setText(tr("&Reset…"));
    m_reset->setToolTip(tr("Forget every game and start afresh"));
    refresh();
}

const OpponentRecord& StatisticsWindow::selectedRecord() const
{
    const QString opponent = selectedOpponent();
    const Firing firing = selectedFiring();
    return opponent.isEmpty() ? m_statistics.total(firing)
                              : m_statistics.record(opponent.toStdString(), firing);
}

void StatisticsWindow::refresh()
{
    const OpponentRecord& record = selectedRecord();
    refreshFigures(record);
    refreshHistogram(record);
    refreshOverTime(record);
    m_qualityView->setResults(record.results);
    m_reset->setEnabled(!m_statistics.isEmpty());
}

void StatisticsWindow::refreshFigures(const OpponentRecord& record)
{
    const QLocale locale;
    m_games->setText(locale.toString(record.games()));
    m_wins->setText(locale.toString(record.wins));
    m_losses->setText(locale.toString(record.losses));
    m_currentStreak->setText(locale.toString(record.currentStreak));
    m_bestStreak->setText(locale.toString(record.bestStreak));
    const auto average = record.averageShotsToWin();
    m_averageShots->setText(average ? locale.toString(*average, 'f', 1) : kNoValue);
    m_bestGame->setText(record.best
                            ? tr("%n shot(s), on %1", "", record.best->shots)
                                  .arg(locale.toString(localDate(record.best->endedAt), QLocale::ShortFormat))
                            : kNoValue);
    const auto accuracy = record.accuracy();
    m_accuracy->setText(accuracy ? tr("%1%", "a percentage: place the sign as your language does")
                                       .arg(locale.toString(*accuracy * 100, 'f', 1))
                                 : kNoValue);
    m_hinted->setText(locale.toString(record.hintedGames));
    m_emptyNote->setText(selectedOpponent().isEmpty()
                             ? tr("No games yet: your results appear here once you have finished a game.")
                             : tr("No games against this opponent yet."));
    m_emptyNote->setVisible(record.games() == 0);
}

void StatisticsWindow::refreshHistogram(const OpponentRecord& record)
{
    const QLocale locale;
    m_histogramView->chart()->setLocale(locale);
    const std::vector<HistogramBin> bins = shotsToWinHistogram(record.shotsToWin);
    m_shotsToWin->remove(0, m_shotsToWin->count());
    QStringList categories;
    int most = 0;
    for (const HistogramBin& bin : bins) {
        m_shotsToWin->append(bin.count);
        categories.append(bin.low == bin.high ? locale.toString(bin.low)
                                              : QStringLiteral("%1–%2").arg(locale.toString(bin.low),
                                                                            locale.toString(bin.high)));
        most = std::max(most, bin.count);
    }
    m_histogramBins->setCategories(categories);
    const auto [top, ticks] = countAxis(most);
    m_histogramCounts->setRange(0, top);
    m_histogramCounts->setTickCount(ticks);
    m_histogramView->setAccessibleName(m_histogramView->chart()->title());
    m_histogramView->setAccessibleDescription(ChartSummary::shotsToWin(record.shotsToWin));
}

void StatisticsWindow::refreshOverTime(const OpponentRecord& record)
{
    const QLocale locale;
    m_overTimeView->chart()->setLocale(locale);
    // The list keeps the latest games only: count from the games before it.
    const qint64 first = record.games() - qint64(record.results.size());
    qint64 wins = record.wins;
    for (const DatedResult& result : record.results)
        wins -= result.won ? 1 : 0;
    qint64 losses = first - wins;
    QList<QPointF> winPoints{{double(first), double(wins)}};
    QList<QPointF> lossPoints{{double(first), double(losses)}};
    for (std::size_t i = 0; i < record.results.size(); ++i) {
        (record.results[i].won ? wins : losses) += 1;
        winPoints.append({double(first + qint64(i) + 1), double(wins)});
        lossPoints.append({double(first + qint64(i) + 1), double(losses)});
    }
    m_winsSeries->replace(winPoints);
    m_lossesSeries->replace(lossPoints);
    const qint64 last = std::max<qint64>(record.games(), first + 1);
    const auto [gameTop, gameTicks] = countAxis(last - first);
    m_gameAxis->setRange(double(first), double(first + gameTop));
    m_gameAxis->setTickCount(gameTicks);
    const auto [countTop, countTicks] = countAxis(std::max(wins, losses));
    m_countAxis->setRange(0, countTop);
    m_countAxis->setTickCount(countTicks);
    if (record.results.empty())
        m_gameAxis->setTitleText(tr("Games played"));
    else
        m_gameAxis->setTitleText(
            tr("Games played, from %1 to %2")
                .arg(locale.toString(localDate(record.results.front().endedAt), QLocale::ShortFormat),
                     locale.toString(localDate(record.results.back().endedAt), QLocale::ShortFormat)));
    m_overTimeView->setAccessibleName(m_overTimeView->chart()->title());
    m_overTimeView->setAccessibleDescription(ChartSummary::winsAndLosses(record));
}
