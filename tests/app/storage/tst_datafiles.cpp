// SPDX-License-Identifier: GPL-3.0-or-later
// What the game reads of the player's files, and what it keeps of them: only regular files are
// opened (a FIFO does not hang the start, a link to /dev/zero is not read without end, a link out
// of the folder is not followed), every one of them set aside; a replay or a layout that cannot
// be read is kept beside the file (never dropped by the next save) and said once; a crafted
// replays file costs no more than 200 entries; statistics stop at their bound.
#include "coretestsupport.h"
#include "filesupport.h"

#include "app/json/historyjson.h"
#include "app/json/utctime.h"
#include "app/layouts/favouritelayouts.h"
#include "app/storage/gamearchive.h"
#include "app/storage/savedgame.h"
#include "app/storage/statisticsfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <atomic>
#include <cerrno>
#include <functional>
#include <thread>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace seabattle;

namespace {

// Loads one of the files from a folder: the problem said about the file as a whole, if any.
using Loader = std::function<bool(const QString& directory)>;

bool loadSave(const QString& directory)
{
    return SaveSlot(directory).read().problem.has_value();
}
bool loadStatistics(const QString& directory)
{
    return StatisticsFile(directory).load().problem.has_value();
}
bool loadArchive(const QString& directory)
{
    return GameArchive(directory).load().problem.has_value();
}
bool loadLayouts(const QString& directory)
{
    return FavouriteLayouts(directory).load().problem.has_value();
}

// Runs `work` on a thread of its own; false if it is not done within `ms` (then a writer opens
// and closes `fifo`, so that a reader stuck on it comes back and the thread can be joined).
bool doneWithin(const std::function<void()>& work, int ms, const QString& fifo)
{
    std::atomic<bool> done{false};
    std::thread worker([&] {
        work();
        done = true;
    });
    QElapsedTimer timer;
    timer.start();
    while (!done && timer.elapsed() < ms)
        QThread::msleep(5);
    const bool inTime = done;
    if (!inTime && !fifo.isEmpty())
        if (const int fd = ::open(QFile::encodeName(fifo).constData(), O_WRONLY | O_NONBLOCK); fd >= 0)
            ::close(fd);
    worker.join();
    return inTime;
}

MatchHistory scriptedGame()
{
    const Ruleset rules = Ruleset::standard();
    Match match(rules, Player::One);
    if (!match.submitFleet(Player::One, layoutOf(rules, kStandardOne)) ||
        !match.submitFleet(Player::Two, layoutOf(rules, kStandardTwo)))
        qFatal("fixtures refused");
    if (!match.fire(Player::One, cell("A1")) || !match.forfeit(Player::Two, EndReason::Resignation))
        qFatal("scripted game refused");
    return match.history();
}

FinishedGame finished(int i)
{
    return {toUtcTime(QDateTime(QDate(2026, 1, 2), QTime(3, 4)).addSecs(i)),
            "hard",
            {},
            {Player::One, EndReason::Resignation},
            1,
            1,
            scriptedGame()};
}

QStringList asideOf(const QString& path)
{
    return QFileInfo(path).absoluteDir().entryList(
        {QFileInfo(path).fileName() + QStringLiteral(".damaged-*")}, QDir::AllEntries | QDir::System);
}

} // namespace

Q_DECLARE_METATYPE(Loader)

class TestDataFiles : public QObject {
    Q_OBJECT

private slots:
    void onlyRegularFilesAreRead_data();
    void onlyRegularFilesAreRead();
    void aLinkWithinTheFolderIsFollowed();
    void anUnreadableReplayIsKeptAside();
    void anUnreadableLayoutIsKeptAside();
    void whatCannotBeKeptAsideIsNotOverwritten();
    void aCraftedReplaysFileLoadsFast();
    void statisticsStopAtTheirBound();
    void statisticsPastTheBoundAreClamped();
};

void TestDataFiles::onlyRegularFilesAreRead_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<Loader>("load");
    QTest::addColumn<QString>("kind");
    const QList<std::pair<QString, Loader>> files = {{QStringLiteral("game-in-progress.json"), loadSave},
                                                     {QStringLiteral("statistics.json"), loadStatistics},
                                                     {QStringLiteral("games.json"), loadArchive},
                                                     {QStringLiteral("layouts.json"), loadLayouts}};
    for (const auto& [file, load] : files)
        for (const char* kind : {"fifo", "link to /dev/zero", "link out of the folder", "dangling link"})
            QTest::newRow(qPrintable(QStringLiteral("%1, %2").arg(file, QLatin1String(kind))))
                << file << load << QString::fromLatin1(kind);
}

void TestDataFiles::onlyRegularFilesAreRead()
{
    QFETCH(QString, file);
    QFETCH(Loader, load);
    QFETCH(QString, kind);
    QTemporaryDir outside;
    QTemporaryDir dir;
    const QString path = dir.filePath(file);
    const QString elsewhere = outside.filePath(file);
    QVERIFY(writeAll(elsewhere, "{}"));
    if (kind == QLatin1String("fifo"))
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    else
        QVERIFY(QFile::link(kind == QLatin1String("link to /dev/zero") ? QStringLiteral("/dev/zero")
                            : kind == QLatin1String("link out of the folder")
                                ? elsewhere
                                : dir.filePath(QStringLiteral("nothing")),
                            path));

    bool problem = false;
    QVERIFY2(doneWithin([&] { problem = load(dir.path()); }, 10000, path), "the load blocked");
    QVERIFY(problem);
    // Set aside, never deleted (a link moved as a link), and the next start finds nothing.
    QVERIFY(!QFileInfo::exists(path) && !QFileInfo(path).isSymLink());
    QCOMPARE(asideOf(path).size(), 1);
    QCOMPARE(readAll(elsewhere), QByteArray("{}"));
    QVERIFY(doneWithin([&] { problem = load(dir.path()); }, 10000, {}));
    QVERIFY(!problem);
}

void TestDataFiles::aLinkWithinTheFolderIsFollowed()
{
    QTemporaryDir dir;
    Statistics statistics;
    statistics.record(finished(0));
    QVERIFY(StatisticsFile(dir.filePath(QStringLiteral("kept"))).save(statistics));
    QVERIFY(QFile::link(dir.filePath(QStringLiteral("kept/statistics.json")),
                        dir.filePath(QStringLiteral("statistics.json"))));
    const StatisticsLoad loaded = StatisticsFile(dir.path()).load();
    QVERIFY(!loaded.problem);
    QCOMPARE(loaded.statistics, statistics);
}

void TestDataFiles::anUnreadableReplayIsKeptAside()
{
    QTemporaryDir dir;
    GameArchive archive(dir.path());
    for (int i = 0; i < 3; ++i)
        archive.add(finished(i));
    QVERIFY(archive.save());
    QJsonObject root = QJsonDocument::fromJson(readAll(archive.filePath())).object();
    QJsonArray games = root.value(QStringLiteral("games")).toArray();
    QJsonObject bad = games.at(1).toObject();
    bad.insert(QStringLiteral("winner"), QStringLiteral("three"));
    games.replace(1, bad);
    root.insert(QStringLiteral("games"), games);
    const QByteArray original = QJsonDocument(root).toJson();
    QVERIFY(writeAll(archive.filePath(), original));

    const ArchiveLoad loaded = archive.load();
    QCOMPARE(loaded.skippedEntries, 1);
    QCOMPARE(archive.games().size(), std::size_t(2));
    QVERIFY(!loaded.skippedKeptAs.isEmpty());
    QCOMPARE(readAll(loaded.skippedKeptAs), original); // the bad replay, kept byte for byte
    const QString said = archiveLoadText(loaded);
    QVERIFY2(said.contains(QStringLiteral("could not be read")) &&
                 said.contains(QDir::toNativeSeparators(loaded.skippedKeptAs)),
             qPrintable(said));
    QVERIFY(GameArchive(dir.path()).load().isClean()); // said once: the next start finds nothing to say

    archive.add(finished(9));
    QVERIFY(archive.save());                           // drops the bad entry from games.json…
    QCOMPARE(readAll(loaded.skippedKeptAs), original); // …but not from the copy
    QVERIFY(GameArchive(dir.path()).load().isClean());
    QCOMPARE(asideOf(archive.filePath()).size(), 1);
}

void TestDataFiles::anUnreadableLayoutIsKeptAside()
{
    QTemporaryDir dir;
    const Ruleset rules = Ruleset::standard();
    FavouriteLayouts shelf(dir.path());
    QVERIFY(shelf.store(QStringLiteral("One"), layoutOf(rules, kStandardOne), rules));
    QVERIFY(shelf.store(QStringLiteral("Two"), layoutOf(rules, kStandardTwo), rules));
    QJsonObject root = QJsonDocument::fromJson(readAll(shelf.filePath())).object();
    QJsonArray layouts = root.value(QStringLiteral("layouts")).toArray();
    QJsonObject bad = layouts.at(0).toObject();
    bad.insert(QStringLiteral("text"), QStringLiteral("not a layout"));
    layouts.replace(0, bad);
    root.insert(QStringLiteral("layouts"), layouts);
    const QByteArray original = QJsonDocument(root).toJson();
    QVERIFY(writeAll(shelf.filePath(), original));

    const FavouriteLayouts::LoadReport report = shelf.load();
    QCOMPARE(report.skippedEntries, 1);
    QCOMPARE(shelf.layouts().size(), std::size_t(1));
    QCOMPARE(readAll(report.skippedKeptAs), original);
    const QString said = FavouriteLayouts::describe(report);
    QVERIFY2(said.contains(QStringLiteral("could not be read")) &&
                 said.contains(QDir::toNativeSeparators(report.skippedKeptAs)),
             qPrintable(said));
    QVERIFY(FavouriteLayouts(dir.path()).load().isClean()); // said once
    QVERIFY(shelf.store(QStringLiteral("Three"), layoutOf(rules, kStandardOne), rules));
    QCOMPARE(readAll(report.skippedKeptAs), original);
    QCOMPARE(asideOf(shelf.filePath()).size(), 1);
}

// No room for the copy: the file with the unreadable entry is not replaced, and that is said.
void TestDataFiles::whatCannotBeKeptAsideIsNotOverwritten()
{
    QTemporaryDir dir;
    GameArchive archive(dir.path());
    archive.add(finished(0));
    QVERIFY(archive.save());
    QJsonObject root = QJsonDocument::fromJson(readAll(archive.filePath())).object();
    root.insert(QStringLiteral("games"),
                QJsonArray{root.value(QStringLiteral("games")).toArray().at(0), QJsonValue(42)});
    const QByteArray original = QJsonDocument(root).toJson();
    QVERIFY(writeAll(archive.filePath(), original));

    failDataWritesForTests(ENOSPC);
    const ArchiveLoad loaded = archive.load();
    failDataWritesForTests(0);
    QCOMPARE(loaded.skippedEntries, 1);
    QVERIFY(loaded.skippedKeptAs.isEmpty());
    QVERIFY(archiveLoadText(loaded).contains(QStringLiteral("kept as it is")));
    archive.add(finished(1));
    QVERIFY(!archive.save());
    QCOMPARE(readAll(archive.filePath()), original);
}

// 2,000 entries of a Custom fleet the fit search gives up on (26 one-cell ships that may not
// touch), each refused: 22.9 s before, when every entry ran the search and refused ones did not
// count toward the 200.
void TestDataFiles::aCraftedReplaysFileLoadsFast()
{
    Ruleset rules = Ruleset::forPreset(Preset::Custom);
    rules.fleet.clear();
    for (int i = 0; i < kMaxFleetShips; ++i)
        rules.fleet.push_back({"Boat " + std::to_string(i), 1, 1});
    rules.touching = TouchingRule::NoContact;
    QJsonObject entry{
        {"endedAt", QJsonValue()}, {"opponent", "easy"}, {"opponentName", ""}, {"winner", "one"},
        {"reason", "resignation"}, {"shots", 0},         {"hits", 0}};
    QTemporaryDir dir;
    GameArchive archive(dir.path());
    for (const char* variant : {"no fleet", "side by side"}) {
        QJsonObject history = historyToJson({rules, Player::One, {}, {}, std::nullopt});
        if (QByteArray(variant) == "side by side") // parses, but no fleet of these rules lies so
            history.insert(
                QStringLiteral("fleets"),
                QJsonArray{QStringLiteral("ABCDEFGHIJ\nKLMNOPQRST\nUVWXYZ....\n..........\n..........\n"
                                          "..........\n..........\n..........\n..........\n..........\n"),
                           QJsonValue()});
        entry.insert(QStringLiteral("history"), history);
        QJsonArray games;
        for (int i = 0; i < 2000; ++i)
            games.append(entry);
        QVERIFY(writeAll(
            archive.filePath(),
            QJsonDocument(QJsonObject{{"format", "seabattle-games"}, {"version", 1}, {"games", games}})
                .toJson(QJsonDocument::Compact)));
        QElapsedTimer timer;
        timer.start();
        const ArchiveLoad loaded = archive.load();
        const qint64 ms = timer.elapsed();
        qInfo("%s: 2,000 crafted entries loaded in %lld ms", variant, ms);
        QCOMPARE(loaded.skippedEntries, 2000);
        QVERIFY(archive.games().empty());
        QVERIFY2(ms < 5000, qPrintable(QStringLiteral("%1 ms").arg(ms))); // at machine pace: a few ms
    }
}

// A record a few games short of the bound, then three more games: the file is saved at the
// bound and read back, not set aside.
void TestDataFiles::statisticsStopAtTheirBound()
{
    const qint64 bound = Statistics::kMaxCount;
    const FinishedGame sunkIn17{toUtcTime(QDateTime::currentDateTimeUtc()),
                                "hard",
                                {},
                                {Player::One, EndReason::FleetSunk},
                                17,
                                17,
                                {}};
    Statistics near;
    for (int i = 0; i < Statistics::kMaxKept; ++i) // every list full
        near.record(sunkIn17);
    QJsonObject json = statisticsToJson(near);
    // Consistent, and at the edge: 17 shots times the fleets sunk is just within the shots.
    const auto nearTheBound = [](QJsonObject record) {
        for (const char* key : {"wins", "currentStreak", "bestStreak"})
            record.insert(QLatin1String(key), double(bound - 2));
        for (const char* key : {"shots", "hits", "shotsToSinkFleets"})
            record.insert(QLatin1String(key), double(bound - 20));
        record.insert(QStringLiteral("fleetsSunk"), double((bound - 20) / 17));
        return record;
    };
    QJsonObject opponents = json.value(QStringLiteral("opponents")).toObject();
    opponents.insert(QStringLiteral("hard"),
                     nearTheBound(opponents.value(QStringLiteral("hard")).toObject()));
    json.insert(QStringLiteral("opponents"), opponents);
    json.insert(QStringLiteral("total"), nearTheBound(json.value(QStringLiteral("total")).toObject()));
    auto statistics = statisticsFromJson(json);
    QVERIFY(statistics);

    Statistics more = *statistics;
    for (int i = 0; i < 3; ++i)
        more.record(sunkIn17);
    const OpponentRecord& hard = more.record("hard");
    QCOMPARE(hard.wins, bound);
    QCOMPARE(hard.shots, bound);
    QCOMPARE(hard.shotsToSinkFleets, bound);
    QTemporaryDir dir;
    QVERIFY(StatisticsFile(dir.path()).save(more));
    const StatisticsLoad loaded = StatisticsFile(dir.path()).load();
    QVERIFY2(!loaded.problem, loaded.problem ? qPrintable(loaded.problem->detail) : "");
    QCOMPARE(loaded.statistics, more);
}

// A file written before counters stopped at the bound (two opponents past it, and the total at
// their sum): clamped, kept.
void TestDataFiles::statisticsPastTheBoundAreClamped()
{
    Statistics two;
    for (const char* opponent : {"easy", "hard"})
        for (int i = 0; i < Statistics::kMaxKept; ++i) // the lists full, as they are past the bound
            two.record({toUtcTime(QDateTime::currentDateTimeUtc()),
                        opponent,
                        {},
                        {Player::One, EndReason::Resignation},
                        3,
                        1,
                        {}});
    QJsonObject json = statisticsToJson(two);
    const auto past = [](QJsonObject record, qint64 wins) {
        for (const char* key : {"wins", "currentStreak", "bestStreak"})
            record.insert(QLatin1String(key), double(wins));
        return record;
    };
    QJsonObject opponents = json.value(QStringLiteral("opponents")).toObject();
    for (const char* opponent : {"easy", "hard"})
        opponents.insert(QLatin1String(opponent), past(opponents.value(QLatin1String(opponent)).toObject(),
                                                       Statistics::kMaxCount + 3));
    json.insert(QStringLiteral("opponents"), opponents);
    json.insert(QStringLiteral("total"),
                past(json.value(QStringLiteral("total")).toObject(), 2 * Statistics::kMaxCount + 6));
    const auto clamped = statisticsFromJson(json);
    QVERIFY2(clamped, clamped ? "" : qPrintable(clamped.error().where));
    QCOMPARE(clamped->record("easy").wins, Statistics::kMaxCount);
    QCOMPARE(clamped->total().wins, Statistics::kMaxCount);
    QCOMPARE(clamped->total().losses, 0);
}

QTEST_GUILESS_MAIN(TestDataFiles)
#include "tst_datafiles.moc"
