// SPDX-License-Identifier: GPL-3.0-or-later
// The player's statistics: what a finished game adds, the JSON form and its strictness, the file
// (damaged ones set aside, never lost; atomic saves), and the Statistics window.
#include "app/json/utctime.h"
#include "app/storage/setaside.h"
#include "app/storage/statisticsfile.h"
#include "app/storage/statisticsjson.h"
#include "ui/statistics/statisticswindow.h"
#include "ui/window/mainwindow.h"
#include "ui/words/levelwords.h"
#include "uitestsupport.h"

#include <QBarSeries>
#include <QBarSet>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineSeries>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>
#include <QTimer>
#include <QValueAxis>

#include <sys/stat.h>
#include <unistd.h>

using namespace seabattle;

namespace {

const QDateTime kStart(QDate(2025, 3, 14), QTime(9, 26, 53), kUtc);

FinishedGame game(const std::string& opponent, bool won, int shots, int hits, int day = 0,
                  EndReason reason = EndReason::FleetSunk)
{
    FinishedGame g;
    g.endedAt = toUtcTime(kStart.addDays(day));
    g.opponent = opponent;
    g.result = MatchResult{won ? Player::One : Player::Two, reason};
    g.shots = shots;
    g.hits = hits;
    return g;
}

// A little of everything: every opponent, wins and losses, forfeits.
Statistics sample()
{
    Statistics s;
    s.record(game("easy", true, 45, 20, 0));
    s.record(game("hard", false, 60, 18, 1));
    s.record(game("hard", true, 52, 20, 2));
    s.record(game("admiral", false, 70, 15, 3, EndReason::Resignation));
    s.record(game("lan", true, 12, 5, 4, EndReason::Disconnection));
    s.record(game("medium", true, 38, 20, 5));
    s.record(game("hard", true, 41, 20, 6));
    return s;
}

GameReview reviewOf(int quality, double luck)
{
    GameReview review;
    review.players[0].quality = quality;
    review.players[0].luck = luck;
    return review;
}

// Hints and reviews: hard has a hinted win (reviewed), a reviewed loss and one reviewed later
// (attachReview); medium a hinted loss, never reviewed.
Statistics reviewedSample()
{
    Statistics s;
    FinishedGame g = game("hard", true, 30, 14, 0);
    g.hinted = true;
    g.review = reviewOf(91, 2.75);
    s.record(g);
    g = game("hard", false, 64, 17, 1);
    g.review = reviewOf(48, -1.0 / 3.0);
    s.record(g);
    s.record(game("hard", true, 50, 17, 2));
    s.record(game("medium", true, 44, 17, 3));
    g = game("medium", false, 70, 12, 4);
    g.hinted = true;
    s.record(g);
    s.attachReview("hard", toUtcTime(kStart.addDays(2)), 77, 0.5);
    return s;
}

QByteArray fileBytes(const QJsonObject& statistics, QJsonValue version = StatisticsFile::kVersion)
{
    return QJsonDocument(QJsonObject{{QStringLiteral("format"), QStringLiteral("seabattle-statistics")},
                                     {QStringLiteral("version"), version},
                                     {QStringLiteral("statistics"), statistics}})
        .toJson();
}

bool writeBytes(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QByteArray readBytes(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Replaces (or, with an undefined value, removes) the value at a dotted path such as
// "opponents.hard.results.0.won".
QJsonValue replaced(const QJsonValue& in, QStringList path, const QJsonValue& value)
{
    if (path.isEmpty())
        return value;
    const QString key = path.takeFirst();
    if (in.isArray()) {
        QJsonArray array = in.toArray();
        const int index = key.toInt();
        if (path.isEmpty() && value.isUndefined())
            array.removeAt(index);
        else
            array[index] = replaced(array[index], path, value);
        return array;
    }
    QJsonObject object = in.toObject();
    if (path.isEmpty() && value.isUndefined())
        object.remove(key);
    else
        object[key] = replaced(object.value(key), path, value);
    return object;
}

const QDateTime kClock(QDate(2025, 1, 2), QTime(3, 4, 5));
const QString kSetAsideName = QStringLiteral("statistics.json.damaged-20250102-030405");

QString labelText(const QWidget& window, const char* name)
{
    const auto* label = window.findChild<QLabel*>(QLatin1String(name));
    return label ? label->text() : QStringLiteral("<no %1>").arg(QLatin1String(name));
}

} // namespace

class TestStatistics : public QObject {
    Q_OBJECT

private slots:
    void init();
    // The model.
    void winsLossesAndStreaks();
    void opponentsAreKeptApart();
    void shotsToWinAverageBestGameAccuracy();
    void forfeitsCountAsTheirResultSays();
    void oddGamesAreTamed();
    void listsAreBounded();
    void histogramBins_data();
    void histogramBins();
    // JSON.
    void jsonRoundTrip();
    void jsonIsStrict_data();
    void jsonIsStrict();
    void jsonIsStrictOnHintsAndReviews_data();
    void jsonIsStrictOnHintsAndReviews();
    void hintsAndReviewsRoundTrip();
    void anOldFileReads();
    void salvoGamesRoundTripApart();
    // The file.
    void missingFileIsEmptyStatistics();
    void saveThenLoad();
    void damagedFileIsSetAside_data();
    void damagedFileIsSetAside();
    void unreadableFileIsSetAside();
    void fileThatCannotBeMovedIsKept();
    void readOnlyDirectoryKeepsTheFile();
    void saveReplacesTheFileAtomically();
    void saveFailureIsReported();
    // The window.
    void windowShowsTheSelectedOpponent();
    void windowShowsSalvoGamesApart();
    void windowShowsNoGamesYet();
    void windowChartsQualityAndLuck();
    void windowFollowsTheLanguage();
    void resetAsksFirst();
    void mainWindowOffersStatistics();
};

void TestStatistics::init()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestStatistics::winsLossesAndStreaks()
{
    Statistics s;
    const std::string hard = "hard";
    for (bool won : {true, true, false, true, true, true, false, true})
        s.record(game(hard, won, 50, 20));
    const OpponentRecord& r = s.record(hard);
    QCOMPARE(r.games(), 8);
    QCOMPARE(r.wins, 6);
    QCOMPARE(r.losses, 2);
    QCOMPARE(r.currentStreak, 1);
    QCOMPARE(r.bestStreak, 3);
    QCOMPARE(int(r.results.size()), 8);
    QVERIFY(!r.results[2].won && r.results[3].won);
    QCOMPARE(s.total(), r); // one opponent only: the total is the same record
    QVERIFY(!s.isEmpty());
    QVERIFY(Statistics().isEmpty());
}

void TestStatistics::opponentsAreKeptApart()
{
    Statistics s;
    s.record(game("easy", true, 40, 20));
    s.record(game("lan", false, 30, 10));
    s.record(game("easy", true, 42, 20));
    QCOMPARE(s.record("easy").wins, 2);
    QCOMPARE(s.record("easy").currentStreak, 2); // the LAN loss is another opponent's
    QCOMPARE(s.record("lan").losses, 1);
    QCOMPARE(s.record("medium").games(), 0);
    QCOMPARE(s.total().games(), 3);
    QCOMPARE(s.total().currentStreak, 1); // over every game, in the order played
    QCOMPARE(s.total().bestStreak, 1);
    QCOMPARE(Statistics::opponents(), (std::vector<std::string>{"easy", "medium", "hard", "admiral", "lan"}));
}

void TestStatistics::shotsToWinAverageBestGameAccuracy()
{
    Statistics s;
    const std::string admiral = "admiral";
    s.record(game(admiral, true, 40, 20, 0));
    s.record(game(admiral, false, 80, 19, 1));
    s.record(game(admiral, true, 30, 20, 2));
    s.record(game(admiral, true, 50, 20, 3));
    s.record(game(admiral, true, 30, 20, 4)); // a tie keeps the first date
    const OpponentRecord& r = s.record(admiral);
    QCOMPARE(r.shotsToWin, (std::vector<int>{40, 30, 50, 30}));
    QCOMPARE(r.averageShotsToWin().value(), 37.5);
    QVERIFY(r.best.has_value());
    QCOMPARE(r.best->shots, 30);
    QCOMPARE(toDateTime(r.best->endedAt), kStart.addDays(2));
    QCOMPARE(r.accuracy().value(), 99.0 / 230.0); // every shot, the lost game's included
    QVERIFY(!Statistics().total().averageShotsToWin());
    QVERIFY(!Statistics().total().accuracy());
}

void TestStatistics::forfeitsCountAsTheirResultSays()
{
    Statistics s;
    const std::string lan = "lan";
    s.record(game(lan, true, 10, 4, 0, EndReason::Resignation));     // the friend resigned
    s.record(game(lan, true, 25, 9, 1, EndReason::Disconnection));   // the friend left
    s.record(game(lan, false, 30, 12, 2, EndReason::RuleViolation)); // a violation proven against us
    s.record(game(lan, false, 5, 1, 3, EndReason::Resignation));     // we resigned
    const OpponentRecord& r = s.record(lan);
    QCOMPARE(r.wins, 2);
    QCOMPARE(r.losses, 2);
    QCOMPARE(r.bestStreak, 2);
    QCOMPARE(r.currentStreak, 0);
    QCOMPARE(r.shots, 70);
    QCOMPARE(r.hits, 26);
    // No fleet was sunk: nothing says how many shots a win takes.
    QCOMPARE(r.fleetsSunk, 0);
    QVERIFY(r.shotsToWin.empty());
    QVERIFY(!r.best);
    QVERIFY(!r.averageShotsToWin());
}

void TestStatistics::oddGamesAreTamed()
{
    Statistics s;
    s.record(game("grandmaster", true, 40, 20)); // not an opponent: not counted
    QVERIFY(s.isEmpty());
    FinishedGame odd = game("easy", true, -5, 3);
    odd.endedAt = std::nullopt;
    s.record(odd);
    s.record(game("easy", false, 1'000'000, 2'000'000));
    const OpponentRecord& r = s.record("easy");
    QCOMPARE(r.shotsToWin, std::vector<int>{0});
    QCOMPARE(r.shots, Statistics::kMaxShotsPerGame);
    QCOMPARE(r.hits, Statistics::kMaxShotsPerGame);
    QVERIFY(std::abs(toDateTime(r.results[0].endedAt).secsTo(QDateTime::currentDateTimeUtc())) < 600); // now
    // Whatever record() keeps, the file takes back.
    QCOMPARE(statisticsFromJson(statisticsToJson(s)).value(), s);
}

void TestStatistics::listsAreBounded()
{
    Statistics s;
    const std::string easy = "easy";
    const int games = 2 * Statistics::kMaxKept;
    for (int i = 0; i < games; ++i)
        s.record(game(easy, i % 5 != 4, 20 + i % 60, 20, i));
    const OpponentRecord& r = s.record(easy);
    QCOMPARE(r.games(), games);
    QCOMPARE(r.wins, games - games / 5);
    QCOMPARE(int(r.results.size()), Statistics::kMaxKept);
    QCOMPARE(int(r.shotsToWin.size()), Statistics::kMaxKept);
    QCOMPARE(toDateTime(r.results.back().endedAt), kStart.addDays(games - 1)); // the latest are kept
    QCOMPARE(toDateTime(r.results.front().endedAt), kStart.addDays(games - Statistics::kMaxKept));
    QCOMPARE(r.shotsToWin.back(), 20 + (games - 2) % 60); // the last game was lost
    QCOMPARE(r.fleetsSunk, r.wins);                       // the figures are still over every game
    QCOMPARE(r.best->shots, 20);
    QCOMPARE(toDateTime(r.best->endedAt), kStart);
    QCOMPARE(statisticsFromJson(statisticsToJson(s)).value(), s);
}

void TestStatistics::histogramBins_data()
{
    QTest::addColumn<QList<int>>("shots");
    QTest::addColumn<int>("maxBins");
    QTest::addColumn<QList<HistogramBin>>("bins");
    QTest::newRow("none") << QList<int>{} << 12 << QList<HistogramBin>{};
    QTest::newRow("one") << QList<int>{17} << 12 << QList<HistogramBin>{{17, 17, 1}};
    QTest::newRow("narrow: width 1") << QList<int>{20, 22, 22} << 12
                                     << QList<HistogramBin>{{20, 20, 1}, {21, 21, 0}, {22, 22, 2}};
    QTest::newRow("width 5") << QList<int>{31, 44, 40} << 4
                             << QList<HistogramBin>{{30, 34, 1}, {35, 39, 0}, {40, 44, 2}};
    QTest::newRow("width 10") << QList<int>{20, 35, 99, 38} << 12
                              << QList<HistogramBin>{{20, 29, 1}, {30, 39, 2}, {40, 49, 0}, {50, 59, 0},
                                                     {60, 69, 0}, {70, 79, 0}, {80, 89, 0}, {90, 99, 1}};
    QTest::newRow("wide") << QList<int>{0, 10000} << 3
                          << QList<HistogramBin>{{0, 4999, 1}, {5000, 9999, 0}, {10000, 14999, 1}};
}

void TestStatistics::histogramBins()
{
    QFETCH(QList<int>, shots);
    QFETCH(int, maxBins);
    QFETCH(QList<HistogramBin>, bins);
    const std::vector<HistogramBin> got = shotsToWinHistogram({shots.begin(), shots.end()}, maxBins);
    QCOMPARE(qsizetype(got.size()), bins.size());
    for (qsizetype i = 0; i < bins.size(); ++i) {
        QCOMPARE(got[std::size_t(i)].low, bins[i].low);
        QCOMPARE(got[std::size_t(i)].high, bins[i].high);
        QCOMPARE(got[std::size_t(i)].count, bins[i].count);
    }
}

void TestStatistics::jsonRoundTrip()
{
    const Statistics s = sample();
    const auto back = statisticsFromJson(statisticsToJson(s));
    QVERIFY(back.has_value());
    QCOMPARE(back.value(), s);
    // Through text as well: dates keep their milliseconds and their instant.
    Statistics precise;
    FinishedGame g = game("medium", true, 33, 20);
    const QDateTime precisely(QDate(2024, 12, 31), QTime(23, 59, 59, 987), QTimeZone(3600));
    g.endedAt = toUtcTime(precisely);
    precise.record(g);
    const QJsonObject text =
        QJsonDocument::fromJson(QJsonDocument(statisticsToJson(precise)).toJson()).object();
    const auto parsed = statisticsFromJson(text);
    QVERIFY(parsed.has_value());
    QCOMPARE(parsed.value(), precise);
    QCOMPARE(toDateTime(parsed->record("medium").best->endedAt), precisely);
    QCOMPARE(statisticsFromJson(statisticsToJson(Statistics())).value(), Statistics());
}

void TestStatistics::jsonIsStrict_data()
{
    using Kind = StatisticsJsonError::Kind;
    QTest::addColumn<QString>("path");
    QTest::addColumn<QJsonValue>("value"); // undefined: removed
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<QString>("where");
    const QJsonValue removed(QJsonValue::Undefined);
    const auto row = [](const char* name, const char* path, QJsonValue value, Kind kind, const char* where) {
        QTest::newRow(name) << QString::fromLatin1(path) << value << kind << QString::fromLatin1(where);
    };
    row("no total", "total", removed, Kind::Missing, "total");
    row("no opponent", "opponents.lan", removed, Kind::Missing, "opponents.lan");
    row("unknown opponent", "opponents.grandmaster", QJsonObject{}, Kind::Unknown, "opponents.grandmaster");
    row("unknown field", "opponents.hard.draws", 0, Kind::Unknown, "opponents.hard.draws");
    row("no wins", "opponents.hard.wins", removed, Kind::Missing, "opponents.hard.wins");
    row("wins as text", "opponents.hard.wins", QStringLiteral("2"), Kind::WrongType, "opponents.hard.wins");
    row("negative", "opponents.hard.losses", -1, Kind::OutOfRange, "opponents.hard.losses");
    row("fractional", "opponents.hard.shots", 93.5, Kind::OutOfRange, "opponents.hard.shots");
    row("huge", "opponents.hard.shots", 1e300, Kind::OutOfRange, "opponents.hard.shots");
    row("more hits than shots", "opponents.hard.hits", 1000, Kind::Inconsistent, "opponents.hard.hits");
    row("streak beyond wins", "opponents.hard.bestStreak", 7, Kind::Inconsistent,
        "opponents.hard.bestStreak");
    row("current beyond best", "opponents.hard.currentStreak", 3, Kind::Inconsistent,
        "opponents.hard.currentStreak");
    row("streak against results", "opponents.hard.currentStreak", 1, Kind::Inconsistent,
        "opponents.hard.currentStreak");
    row("result missing", "opponents.hard.results.0", removed, Kind::Inconsistent, "opponents.hard.results");
    row("result as a number", "opponents.hard.results.0", 1, Kind::WrongType, "opponents.hard.results[0]");
    row("won as a number", "opponents.hard.results.0.won", 1, Kind::WrongType,
        "opponents.hard.results[0].won");
    row("bad date", "opponents.hard.results.1.endedAt", QStringLiteral("yesterday"), Kind::OutOfRange,
        "opponents.hard.results[1].endedAt");
    row("best game missing", "opponents.hard.best", QJsonValue::Null, Kind::Inconsistent,
        "opponents.hard.best");
    row("best game beats the list", "opponents.hard.best.shots", 45, Kind::Inconsistent,
        "opponents.hard.shotsToWin");
    row("best game beats the average", "opponents.hard.best.shots", 47, Kind::Inconsistent,
        "opponents.hard.best");
    row("best game's date", "opponents.hard.best.endedAt", 3, Kind::WrongType, "opponents.hard.best.endedAt");
    row("best game where none", "opponents.lan.best",
        QJsonObject{{"shots", 12}, {"endedAt", "2025-03-18T09:26:53Z"}}, Kind::Inconsistent,
        "opponents.lan.best");
    row("shots to win out of range", "opponents.hard.shotsToWin.0", 20000, Kind::OutOfRange,
        "opponents.hard.shotsToWin[0]");
    row("shots to win list short", "opponents.hard.shotsToWin.0", removed, Kind::Inconsistent,
        "opponents.hard.shotsToWin");
    row("list too long", "opponents.hard.shotsToWin",
        QJsonArray(QJsonArray::fromVariantList(QVariantList(1001, 41))), Kind::TooMany,
        "opponents.hard.shotsToWin");
    row("total disagrees", "total.wins", 6, Kind::Inconsistent, "total.results");
    row("total's shots disagree", "total.shots", 317, Kind::Inconsistent, "total");
    row("opponents as a list", "opponents", QJsonArray{}, Kind::WrongType, "opponents");
}

// The fields version 2 added: hinted games, quality and luck.
void TestStatistics::jsonIsStrictOnHintsAndReviews_data()
{
    using Kind = StatisticsJsonError::Kind;
    QTest::addColumn<QString>("path");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<QString>("where");
    const auto row = [](const char* name, const char* path, QJsonValue value, Kind kind, const char* where) {
        QTest::newRow(name) << QString::fromLatin1(path) << value << kind << QString::fromLatin1(where);
    };
    row("quality 101", "opponents.hard.results.0.quality", 101, Kind::OutOfRange,
        "opponents.hard.results[0].quality");
    row("quality -1", "opponents.hard.results.0.quality", -1, Kind::OutOfRange,
        "opponents.hard.results[0].quality");
    row("quality 1.5", "opponents.hard.results.0.quality", 1.5, Kind::OutOfRange,
        "opponents.hard.results[0].quality");
    row("quality as text", "opponents.hard.results.0.quality", QStringLiteral("x"), Kind::WrongType,
        "opponents.hard.results[0].quality");
    row("quality without luck", "opponents.hard.results.0.quality", 50, Kind::Inconsistent,
        "opponents.hard.results[0].luck");
    row("luck without quality", "opponents.hard.results.0.luck", 0.5, Kind::Inconsistent,
        "opponents.hard.results[0].quality");
    row("luck beyond 100", "opponents.hard.results.0.luck", 100.5, Kind::OutOfRange,
        "opponents.hard.results[0].luck");
    row("luck as text", "opponents.hard.results.0.luck", QStringLiteral("1"), Kind::WrongType,
        "opponents.hard.results[0].luck");
    row("hinted as a number", "opponents.hard.results.0.hinted", 1, Kind::WrongType,
        "opponents.hard.results[0].hinted");
    row("hinted not counted", "opponents.hard.results.0.hinted", true, Kind::Inconsistent,
        "opponents.hard.hintedGames");
    row("hinted games beyond games", "opponents.hard.hintedGames", 4, Kind::Inconsistent,
        "opponents.hard.hintedGames");
    row("hinted games fractional", "opponents.hard.hintedGames", 0.5, Kind::OutOfRange,
        "opponents.hard.hintedGames");
    row("total's hinted games disagree", "total.hintedGames", 1, Kind::Inconsistent, "total.hintedGames");
    row("unknown result field", "opponents.hard.results.0.draw", true, Kind::Unknown,
        "opponents.hard.results[0].draw");
}

void TestStatistics::jsonIsStrictOnHintsAndReviews()
{
    jsonIsStrict();
}

void TestStatistics::jsonIsStrict()
{
    QFETCH(QString, path);
    QFETCH(QJsonValue, value);
    QFETCH(StatisticsJsonError::Kind, kind);
    QFETCH(QString, where);
    const QJsonObject json =
        replaced(statisticsToJson(sample()), path.split(QLatin1Char('.')), value).toObject();
    const auto parsed = statisticsFromJson(json);
    QVERIFY(!parsed.has_value());
    QCOMPARE(parsed.error().where, where);
    QCOMPARE(int(parsed.error().kind), int(kind));
}

// Hinted games and reviews survive the file, through text; every figure keeps its value.
void TestStatistics::hintsAndReviewsRoundTrip()
{
    const Statistics s = reviewedSample();
    QCOMPARE(s.record("hard").hintedGames, 1);
    QCOMPARE(s.total().hintedGames, 2);
    const QJsonObject text = QJsonDocument::fromJson(QJsonDocument(statisticsToJson(s)).toJson()).object();
    const auto back = statisticsFromJson(text);
    QVERIFY2(back.has_value(), qPrintable(back ? QString() : back.error().where));
    QCOMPARE(back.value(), s);
    const DatedResult& loss = back->record("hard").results[1];
    QCOMPARE(loss.quality, std::optional<int>(48));
    QCOMPARE(loss.luck, std::optional<double>(-1.0 / 3.0)); // to the last bit
    QVERIFY(back->record("hard").results[0].hinted);
    QCOMPARE(back->record("hard").results[2].quality, std::optional<int>(77));
    // A result neither hinted nor reviewed is written as before.
    const QJsonObject plain = text.value(QStringLiteral("opponents"))
                                  .toObject()
                                  .value(QStringLiteral("medium"))
                                  .toObject()
                                  .value(QStringLiteral("results"))
                                  .toArray()
                                  .at(0)
                                  .toObject();
    QCOMPARE(plain.keys(), (QStringList{"endedAt", "won"}));
    // The streak check leaves the hinted games out: a hinted loss at the end keeps the streak.
    QCOMPARE(back->record("medium").currentStreak, 1);

    QTemporaryDir dir;
    StatisticsFile file(dir.path());
    QVERIFY(file.save(s).has_value());
    const StatisticsLoad load = StatisticsFile(dir.path()).load();
    QVERIFY(!load.problem);
    QCOMPARE(load.statistics, s);
}

// A file of version 1, written before hints and reviews (no "hintedGames", no "hinted",
// "quality", "luck"), reads as games without either.
void TestStatistics::anOldFileReads()
{
    QJsonObject json = statisticsToJson(sample());
    for (const std::string& key : Statistics::opponents())
        json = replaced(json, {"opponents", QString::fromStdString(key), "hintedGames"},
                        QJsonValue(QJsonValue::Undefined))
                   .toObject();
    json = replaced(json, {"total", "hintedGames"}, QJsonValue(QJsonValue::Undefined)).toObject();
    QVERIFY(!QJsonDocument(json).toJson().contains("hinted"));
    QTemporaryDir dir;
    StatisticsFile file(dir.path());
    QVERIFY(writeBytes(file.path(), fileBytes(json, 1)));
    const StatisticsLoad load = file.load();
    QVERIFY(!load.problem);
    QCOMPARE(load.statistics, sample());
    QCOMPARE(load.statistics.total().hintedGames, 0);
}

// Issue 34: Salvo games go to the file apart, under "salvo", and come back apart; a file
// without any (every file before version 3) has none.
void TestStatistics::salvoGamesRoundTripApart()
{
    Statistics stats = sample();
    FinishedGame salvo = game("hard", true, 61, 20, 9);
    salvo.salvo = true;
    stats.record(salvo);
    QCOMPARE(stats.record("hard", Firing::Salvo).games(), 1);
    QCOMPARE(stats.record("hard"), sample().record("hard")); // the other games as they were
    const QJsonObject json = statisticsToJson(stats);
    QVERIFY(json.contains(QStringLiteral("salvo")));
    QVERIFY(!statisticsToJson(sample()).contains(QStringLiteral("salvo")));
    const auto read = statisticsFromJson(json);
    QVERIFY(read);
    QCOMPARE(*read, stats);
    QTemporaryDir dir;
    StatisticsFile file(dir.path());
    QVERIFY(file.save(stats));
    QCOMPARE(file.load().statistics, stats);
    QVERIFY(writeBytes(file.path(), fileBytes(statisticsToJson(sample()), 2))); // version 2
    const StatisticsLoad old = file.load();
    QVERIFY(!old.problem);
    QCOMPARE(old.statistics, sample());
    QCOMPARE(old.statistics.total(Firing::Salvo).games(), 0);
    // Checked as strictly as the rest: a Salvo total that does not add up refuses the file.
    const QJsonValue wrong = replaced(json, {"salvo", "total", "wins"}, 5);
    QVERIFY(!statisticsFromJson(wrong.toObject()));
}

void TestStatistics::missingFileIsEmptyStatistics()
{
    QTemporaryDir dir;
    StatisticsFile file(dir.path() + QStringLiteral("/not/yet"));
    const StatisticsLoad load = file.load();
    QVERIFY(!load.problem);
    QVERIFY(load.statistics.isEmpty());
    QVERIFY(!QFileInfo::exists(dir.path() + QStringLiteral("/not"))); // loading creates nothing
    QCOMPARE(file.path(), dir.path() + QStringLiteral("/not/yet/statistics.json"));
    QVERIFY(StatisticsFile().path().endsWith(QStringLiteral("/statistics.json")));
}

void TestStatistics::saveThenLoad()
{
    QTemporaryDir dir;
    StatisticsFile file(dir.path() + QStringLiteral("/new"));
    QVERIFY(file.save(sample()).has_value()); // the directory is created
    const QJsonObject json = QJsonDocument::fromJson(readBytes(file.path())).object();
    QCOMPARE(json.value(QStringLiteral("version")).toInt(), StatisticsFile::kVersion);
    QCOMPARE(json.value(QStringLiteral("format")).toString(), QStringLiteral("seabattle-statistics"));
    const StatisticsLoad load = StatisticsFile(dir.path() + QStringLiteral("/new")).load();
    QVERIFY(!load.problem);
    QCOMPARE(load.statistics, sample());
    QCOMPARE(QDir(dir.path() + QStringLiteral("/new")).entryList(QDir::Files),
             QStringList{"statistics.json"});
}

void TestStatistics::damagedFileIsSetAside_data()
{
    using Kind = StatisticsProblem::Kind;
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<Kind>("kind");
    const QByteArray good = fileBytes(statisticsToJson(sample()));
    QByteArray random(4096, Qt::Uninitialized);
    QRandomGenerator generator(7);
    generator.fillRange(reinterpret_cast<quint32*>(random.data()), random.size() / 4);
    QTest::newRow("truncated") << good.left(good.size() / 2) << Kind::Damaged;
    QTest::newRow("one byte short") << good.left(good.lastIndexOf('}')) << Kind::Damaged;
    QTest::newRow("random bytes") << random << Kind::Damaged;
    QTest::newRow("empty") << QByteArray() << Kind::Damaged;
    QTest::newRow("zeros") << QByteArray(100, '\0') << Kind::Damaged;
    QTest::newRow("a list") << QByteArray("[1, 2, 3]") << Kind::Damaged;
    QTest::newRow("another file") << QByteArray(
                                         R"({"format": "seabattle-save", "version": 1, "statistics": {}})")
                                  << Kind::Damaged;
    QTest::newRow("no version") << QByteArray(good).replace("\"version\":", "\"release\":") << Kind::Damaged;
    QTest::newRow("version 0") << fileBytes(statisticsToJson(sample()), 0) << Kind::Damaged;
    QTest::newRow("version as text") << fileBytes(statisticsToJson(sample()), QStringLiteral("1"))
                                     << Kind::Damaged;
    QTest::newRow("version 1.5") << fileBytes(statisticsToJson(sample()), 1.5) << Kind::Damaged;
    QTest::newRow("version 3.5") << fileBytes(statisticsToJson(sample()), StatisticsFile::kVersion + 0.5)
                                 << Kind::FutureVersion;
    QTest::newRow("future version") << fileBytes(statisticsToJson(sample()), StatisticsFile::kVersion + 1)
                                    << Kind::FutureVersion;
    QTest::newRow("impossible figures")
        << fileBytes(replaced(statisticsToJson(sample()), {"opponents", "easy", "hits"}, 9999).toObject())
        << Kind::Damaged;
}

void TestStatistics::damagedFileIsSetAside()
{
    QFETCH(QByteArray, bytes);
    QFETCH(StatisticsProblem::Kind, kind);
    QTemporaryDir dir;
    StatisticsFile file(dir.path(), [] { return kClock; });
    QVERIFY(writeBytes(file.path(), bytes));
    const StatisticsLoad load = file.load();
    QVERIFY(load.statistics.isEmpty());
    QVERIFY(load.problem.has_value());
    QCOMPARE(int(load.problem->kind), int(kind));
    QCOMPARE(load.problem->path, file.path());
    QCOMPARE(load.problem->setAsidePath, dir.filePath(kSetAsideName));
    QVERIFY(!QFileInfo::exists(file.path()));
    QCOMPARE(readBytes(load.problem->setAsidePath), bytes); // never lost
    const QString message = statisticsProblemText(*load.problem);
    QVERIFY2(message.contains(kSetAsideName), qPrintable(message));
    // The new statistics go beside it; the old file is left alone.
    QVERIFY(file.save(sample()).has_value());
    QCOMPARE(readBytes(load.problem->setAsidePath), bytes);
    QCOMPARE(file.load().statistics, sample());
    // A second damaged file the same second gets a name of its own.
    QVERIFY(writeBytes(file.path(), "{"));
    const StatisticsLoad again = file.load();
    QCOMPARE(again.problem->setAsidePath, dir.filePath(kSetAsideName + QStringLiteral("-2")));
    QCOMPARE(readBytes(load.problem->setAsidePath), bytes);
}

void TestStatistics::unreadableFileIsSetAside()
{
    if (geteuid() == 0)
        QSKIP("running as root, which reads any file whatever its permissions");
    QTemporaryDir dir;
    StatisticsFile file(dir.path(), [] { return kClock; });
    const QByteArray bytes = fileBytes(statisticsToJson(sample()));
    QVERIFY(writeBytes(file.path(), bytes));
    QVERIFY(QFile::setPermissions(file.path(), QFileDevice::Permissions()));
    const StatisticsLoad load = file.load();
    QVERIFY(load.statistics.isEmpty());
    QVERIFY(load.problem.has_value());
    QCOMPARE(int(load.problem->kind), int(StatisticsProblem::Kind::Unreadable));
    QCOMPARE(load.problem->setAsidePath, dir.filePath(kSetAsideName));
    QVERIFY(!QFileInfo::exists(file.path()));
    QVERIFY(
        QFile::setPermissions(load.problem->setAsidePath, QFileDevice::ReadOwner | QFileDevice::WriteOwner));
    QCOMPARE(readBytes(load.problem->setAsidePath), bytes);
}

void TestStatistics::fileThatCannotBeMovedIsKept()
{
    QTemporaryDir dir;
    StatisticsFile file(dir.path(), [] { return kClock; });
    const QByteArray bytes("{\"format\": \"seabattle-statistics\", \"vers");
    QVERIFY(writeBytes(file.path(), bytes));
    // Every name the file could be moved to is taken.
    QDir(dir.path()).mkdir(kSetAsideName);
    for (int i = 2; i <= kSetAsideNames; ++i)
        QDir(dir.path()).mkdir(kSetAsideName + QStringLiteral("-%1").arg(i));
    const StatisticsLoad load = file.load();
    QVERIFY(load.statistics.isEmpty());
    QVERIFY(load.problem.has_value());
    QCOMPARE(int(load.problem->kind), int(StatisticsProblem::Kind::Damaged));
    QVERIFY(!load.problem->setAside());
    QCOMPARE(readBytes(file.path()), bytes);
    QVERIFY(statisticsProblemText(*load.problem).contains(QDir::toNativeSeparators(file.path())));
    // Saving does not overwrite it...
    const auto saved = file.save(sample());
    QVERIFY(!saved.has_value());
    QCOMPARE(int(saved.error().kind), int(StatisticsProblem::Kind::InTheWay));
    QCOMPARE(saved.error().path, file.path());
    QCOMPARE(readBytes(file.path()), bytes);
    // ...until the player has moved it.
    QVERIFY(QFile::rename(file.path(), dir.filePath(QStringLiteral("moved.json"))));
    QVERIFY(file.save(sample()).has_value());
    QCOMPARE(file.load().statistics, sample());
}

void TestStatistics::readOnlyDirectoryKeepsTheFile()
{
    if (geteuid() == 0)
        QSKIP("running as root, which writes into any directory whatever its permissions");
    QTemporaryDir dir;
    StatisticsFile file(dir.path(), [] { return kClock; });
    QVERIFY(writeBytes(file.path(), "garbage"));
    QVERIFY(QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner));
    const StatisticsLoad load = file.load();
    QVERIFY(QFile::setPermissions(dir.path(),
                                  QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));
    QVERIFY(load.problem.has_value());
    QVERIFY(!load.problem->setAside());
    QCOMPARE(readBytes(file.path()), QByteArray("garbage"));
    QCOMPARE(int(file.save(sample()).error().kind), int(StatisticsProblem::Kind::InTheWay));
    QCOMPARE(readBytes(file.path()), QByteArray("garbage"));
}

void TestStatistics::saveReplacesTheFileAtomically()
{
    QTemporaryDir dir;
    StatisticsFile file(dir.path());
    Statistics first;
    first.record(game("easy", true, 40, 20));
    QVERIFY(file.save(first).has_value());
    const QByteArray firstBytes = readBytes(file.path());
    struct stat before = {};
    QCOMPARE(::stat(QFile::encodeName(file.path()).constData(), &before), 0);
    // A reader that opened the old file keeps reading all of it: the new one replaced it by a
    // rename, it was not written over in place.
    QFile reader(file.path());
    QVERIFY(reader.open(QIODevice::ReadOnly));
    QVERIFY(file.save(sample()).has_value());
    QCOMPARE(reader.readAll(), firstBytes);
    struct stat after = {};
    QCOMPARE(::stat(QFile::encodeName(file.path()).constData(), &after), 0);
    QVERIFY(before.st_ino != after.st_ino);
    QCOMPARE(file.load().statistics, sample());
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
             QStringList{"statistics.json"}); // no temporary left
}

void TestStatistics::saveFailureIsReported()
{
    QTemporaryDir dir;
    QVERIFY(writeBytes(dir.filePath(QStringLiteral("occupied")), "a file where a directory should be"));
    StatisticsFile file(dir.filePath(QStringLiteral("occupied")));
    const auto saved = file.save(sample());
    QVERIFY(!saved.has_value());
    QCOMPARE(int(saved.error().kind), int(StatisticsProblem::Kind::NotWritten));
    QVERIFY(!statisticsProblemText(saved.error()).isEmpty());
    QCOMPARE(readBytes(dir.filePath(QStringLiteral("occupied"))),
             QByteArray("a file where a directory should be"));
}

void TestStatistics::windowShowsTheSelectedOpponent()
{
    StatisticsWindow window;
    window.setStatistics(sample());
    window.show();
    auto* opponents = window.findChild<QComboBox*>(QStringLiteral("opponentBox"));
    QVERIFY(opponents);
    QCOMPARE(opponents->count(), 6);
    QCOMPARE(window.selectedOpponent(), QString()); // all of them first
    QCOMPARE(opponents->itemText(opponents->findData(QStringLiteral("hard"))),
             opponentLevelName(OpponentLevel::Hard));
    QCOMPARE(opponents->itemText(opponents->findData(QStringLiteral("lan"))), QStringLiteral("LAN friends"));

    // Everyone: 7 games, 5 won (one by a disconnection), 4 fleets sunk in 45, 52, 38, 41 shots.
    QCOMPARE(labelText(window, "gamesValue"), QStringLiteral("7"));
    QCOMPARE(labelText(window, "winsValue"), QStringLiteral("5"));
    QCOMPARE(labelText(window, "lossesValue"), QStringLiteral("2"));
    QCOMPARE(labelText(window, "currentStreakValue"), QStringLiteral("3"));
    QCOMPARE(labelText(window, "bestStreakValue"), QStringLiteral("3"));
    QCOMPARE(labelText(window, "averageShotsValue"), QStringLiteral("44.0"));
    QCOMPARE(labelText(window, "bestGameValue"),
             StatisticsWindow::tr("%n shot(s), on %1", "", 38)
                 .arg(QLocale().toString(kStart.addDays(5).toLocalTime().date(), QLocale::ShortFormat)));
    QCOMPARE(labelText(window, "accuracyValue"), QStringLiteral("37.1%")); // 118 of 318
    QVERIFY(!window.findChild<QLabel*>(QStringLiteral("emptyNote"))->isVisible());

    window.selectOpponent(QStringLiteral("hard"));
    QCOMPARE(opponents->currentData().toString(), QStringLiteral("hard"));
    QCOMPARE(labelText(window, "gamesValue"), QStringLiteral("3"));
    QCOMPARE(labelText(window, "winsValue"), QStringLiteral("2"));
    QCOMPARE(labelText(window, "lossesValue"), QStringLiteral("1"));
    QCOMPARE(labelText(window, "currentStreakValue"), QStringLiteral("2"));
    QCOMPARE(labelText(window, "averageShotsValue"), QStringLiteral("46.5"));
    QCOMPARE(labelText(window, "accuracyValue"), QStringLiteral("37.9%")); // 58 of 153

    // The histogram counts the wins by sinking: 52 and 41 shots, in 12 bins of one shot each.
    auto* histogram = window.findChild<QChartView*>(QStringLiteral("histogramView"));
    QVERIFY(histogram);
    auto* bars = qobject_cast<QBarSeries*>(histogram->chart()->series().value(0));
    QVERIFY(bars);
    QBarSet* set = bars->barSets().value(0);
    QCOMPARE(set->objectName(), QStringLiteral("shotsToWinSet"));
    double wins = 0;
    for (int i = 0; i < set->count(); ++i)
        wins += set->at(i);
    QCOMPARE(wins, 2.0);
    QCOMPARE(set->count(), int(shotsToWinHistogram({52, 41}).size()));

    // Over time: wins and losses counted up game after game, from game 0.
    auto* overTime = window.findChild<QChartView*>(QStringLiteral("overTimeView"));
    QVERIFY(overTime);
    QLineSeries* winsLine = nullptr;
    QLineSeries* lossesLine = nullptr;
    for (QAbstractSeries* series : overTime->chart()->series()) {
        if (series->objectName() == QLatin1String("winsSeries"))
            winsLine = qobject_cast<QLineSeries*>(series);
        if (series->objectName() == QLatin1String("lossesSeries"))
            lossesLine = qobject_cast<QLineSeries*>(series);
    }
    QVERIFY(winsLine && lossesLine);
    QCOMPARE(winsLine->points(), (QList<QPointF>{{0, 0}, {1, 0}, {2, 1}, {3, 2}}));
    QCOMPARE(lossesLine->points(), (QList<QPointF>{{0, 0}, {1, 1}, {2, 1}, {3, 1}}));
    QCOMPARE(winsLine->name(), QStringLiteral("Wins"));

    // New statistics keep the opponent chosen.
    Statistics more = sample();
    more.record(game("hard", false, 70, 10, 9));
    window.setStatistics(more);
    QCOMPARE(window.selectedOpponent(), QStringLiteral("hard"));
    QCOMPARE(labelText(window, "gamesValue"), QStringLiteral("4"));
    QCOMPARE(labelText(window, "currentStreakValue"), QStringLiteral("0"));
    QCOMPARE(labelText(window, "bestStreakValue"), QStringLiteral("2"));
    QCOMPARE(lossesLine->points().last(), QPointF(4, 2));

    window.selectOpponent(QStringLiteral("lan")); // won by a disconnection: no fleet sunk
    QCOMPARE(labelText(window, "winsValue"), QStringLiteral("1"));
    QCOMPARE(labelText(window, "averageShotsValue"), QStringLiteral("—"));
    QCOMPARE(labelText(window, "bestGameValue"), QStringLiteral("—"));
    QCOMPARE(set->count(), 0);
}

void TestStatistics::windowShowsSalvoGamesApart()
{
    Statistics stats = sample();
    FinishedGame salvo = game("hard", true, 61, 20, 9);
    salvo.salvo = true;
    stats.record(salvo);
    StatisticsWindow window;
    window.setStatistics(stats);
    window.show();
    auto* firings = window.findChild<QComboBox*>(QStringLiteral("firingBox"));
    QVERIFY(firings);
    QCOMPARE(firings->count(), 2);
    QCOMPARE(window.selectedFiring(), Firing::OneShot); // as before Salvo: one shot a turn first
    QCOMPARE(labelText(window, "gamesValue"), QStringLiteral("7"));
    firings->setFocus();
    QTest::keyClick(firings, Qt::Key_Down);
    QCOMPARE(window.selectedFiring(), Firing::Salvo);
    QCOMPARE(firings->currentText(), QStringLiteral("Salvo"));
    QCOMPARE(labelText(window, "gamesValue"), QStringLiteral("1"));
    QCOMPARE(labelText(window, "averageShotsValue"), QStringLiteral("61.0"));
    window.selectOpponent(QStringLiteral("easy"));
    QCOMPARE(labelText(window, "gamesValue"), QStringLiteral("0"));
}

void TestStatistics::windowShowsNoGamesYet()
{
    StatisticsWindow window;
    window.show();
    QCOMPARE(labelText(window, "gamesValue"), QStringLiteral("0"));
    QCOMPARE(labelText(window, "accuracyValue"), QStringLiteral("—"));
    QVERIFY(window.findChild<QLabel*>(QStringLiteral("emptyNote"))->isVisible());
    QVERIFY(!window.findChild<QPushButton*>(QStringLiteral("resetButton"))->isEnabled()); // nothing to forget
    Statistics s;
    s.record(game("easy", true, 40, 20));
    window.setStatistics(s);
    window.selectOpponent(QStringLiteral("admiral"));
    QVERIFY(window.findChild<QLabel*>(QStringLiteral("emptyNote"))->isVisible());
    QVERIFY(window.findChild<QPushButton*>(QStringLiteral("resetButton"))->isEnabled()); // resets everything
    window.selectOpponent(QStringLiteral("easy"));
    QVERIFY(!window.findChild<QLabel*>(QStringLiteral("emptyNote"))->isVisible());
}

// The third chart: the selected opponent's reviewed games in order (quality on the left, luck on
// the right), hinted ones ringed; "Games with hints" counts them; no review, a note.
void TestStatistics::windowChartsQualityAndLuck()
{
    StatisticsWindow window;
    window.setStatistics(reviewedSample());
    window.show();
    auto* view = window.findChild<QChartView*>(QStringLiteral("qualityView"));
    QVERIFY(view);
    const auto series = [&](const char* name) {
        for (QAbstractSeries* s : view->chart()->series())
            if (s->objectName() == QLatin1String(name))
                return qobject_cast<QXYSeries*>(s);
        return static_cast<QXYSeries*>(nullptr);
    };
    QXYSeries* quality = series("qualitySeries");
    QXYSeries* luck = series("luckSeries");
    QXYSeries* hinted = series("hintedSeries");
    QVERIFY(quality && luck && hinted);
    QVERIFY(qobject_cast<QLineSeries*>(quality) && qobject_cast<QLineSeries*>(luck));
    auto* note = window.findChild<QLabel*>(QStringLiteral("qualityEmptyNote"));
    QVERIFY(note);
    // Everyone: hard's three reviewed games (medium's were not reviewed).
    QCOMPARE(labelText(window, "hintedValue"), QStringLiteral("2"));
    QCOMPARE(quality->points(), (QList<QPointF>{{1, 91}, {2, 48}, {3, 77}}));
    QCOMPARE(luck->points(), (QList<QPointF>{{1, 2.75}, {2, -1.0 / 3.0}, {3, 0.5}}));
    QCOMPARE(hinted->points(), (QList<QPointF>{{1, 91}}));
    QVERIFY(!note->isVisible());
    // Each series on its own axis: quality 0…100 on the left, luck on the right.
    const auto axisOf = [](QXYSeries* s, Qt::Orientation o) {
        const QList<QAbstractAxis*> axes = s->attachedAxes();
        for (QAbstractAxis* axis : axes)
            if (axis->orientation() == o)
                return qobject_cast<QValueAxis*>(axis);
        return static_cast<QValueAxis*>(nullptr);
    };
    QValueAxis* qualityAxis = axisOf(quality, Qt::Vertical);
    QValueAxis* luckAxis = axisOf(luck, Qt::Vertical);
    QVERIFY(qualityAxis && luckAxis && qualityAxis != luckAxis);
    QCOMPARE(qualityAxis->alignment(), Qt::AlignLeft);
    QCOMPARE(luckAxis->alignment(), Qt::AlignRight);
    QCOMPARE(qualityAxis->min(), 0.0);
    QCOMPARE(qualityAxis->max(), 100.0);
    QVERIFY(luckAxis->min() <= -2.75 && luckAxis->max() >= 2.75);

    window.selectOpponent(QStringLiteral("hard"));
    QCOMPARE(labelText(window, "hintedValue"), QStringLiteral("1"));
    QCOMPARE(quality->points().size(), 3);
    // Medium: a hinted game, no review.
    window.selectOpponent(QStringLiteral("medium"));
    QCOMPARE(labelText(window, "hintedValue"), QStringLiteral("1"));
    QVERIFY(quality->points().isEmpty() && luck->points().isEmpty() && hinted->points().isEmpty());
    QVERIFY(note->isVisible());
    QVERIFY(!note->text().isEmpty());
    // A review attached later appears once the window is handed the statistics again.
    Statistics s = reviewedSample();
    QVERIFY(s.attachReview("medium", toUtcTime(kStart.addDays(3)), 60, -0.25));
    window.setStatistics(s);
    QCOMPARE(quality->points(), (QList<QPointF>{{1, 60}}));
    QCOMPARE(luck->points(), (QList<QPointF>{{1, -0.25}}));
    QVERIFY(!note->isVisible());
}

void TestStatistics::windowFollowsTheLanguage()
{
    StatisticsWindow window;
    Statistics s;
    s.record(game("medium", true, 40, 17));
    s.record(game("medium", true, 41, 17));
    for (int i = 0; i < 1234; ++i)
        s.record(game("medium", false, 10, 1));
    window.setStatistics(s);
    QCOMPARE(labelText(window, "gamesValue"), QStringLiteral("1,236"));
    QCOMPARE(labelText(window, "averageShotsValue"), QStringLiteral("40.5"));
    QLocale::setDefault(QLocale(QLocale::French, QLocale::France));
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(&window, &change);
    QCOMPARE(labelText(window, "averageShotsValue"), QStringLiteral("40,5"));
    QCOMPARE(labelText(window, "gamesValue"), QLocale().toString(1236));
    QVERIFY(labelText(window, "gamesValue") != QStringLiteral("1,236"));
}

void TestStatistics::resetAsksFirst()
{
    StatisticsWindow window;
    window.setStatistics(sample());
    window.show();
    QSignalSpy reset(&window, &StatisticsWindow::resetRequested);
    auto* button = window.findChild<QPushButton*>(QStringLiteral("resetButton"));
    QVERIFY(button && button->isEnabled());

    QString asked;
    answerMessageBox(QMessageBox::No, &asked);
    button->click();
    QVERIFY2(asked.contains(QStringLiteral("cannot be undone")), qPrintable(asked));
    QCOMPARE(reset.count(), 0);

    asked.clear();
    answerMessageBox(QMessageBox::Yes, &asked);
    button->click();
    QVERIFY(!asked.isEmpty());
    QCOMPARE(reset.count(), 1);
    QCOMPARE(window.statistics(), sample()); // the application decides what happens next
    window.setStatistics(Statistics());
    QVERIFY(!button->isEnabled());
}

void TestStatistics::mainWindowOffersStatistics()
{
    MainWindow window;
    QAction* action = window.statisticsAction();
    QVERIFY(action);
    QVERIFY(!action->text().isEmpty());
    bool inGameMenu = false;
    for (QAction* menu : window.menuBar()->actions())
        if (menu->menu() && menu->menu()->actions().contains(action))
            inGameMenu = menu->text() == QStringLiteral("&Game");
    QVERIFY(inGameMenu);
    QSignalSpy requested(&window, &MainWindow::statisticsRequested);
    action->trigger();
    QCOMPARE(requested.count(), 1);
}

QTEST_MAIN(TestStatistics)
#include "tst_statistics.moc"
