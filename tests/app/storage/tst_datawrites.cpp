// SPDX-License-Identifier: GPL-3.0-or-later
// What the game writes over: only a regular file. A link planted at one of the player's files
// between a load and a save (to a file elsewhere, within the folder, dangling), a FIFO or a folder
// there, is neither written through nor replaced, even when planted just before the commit: the
// save fails and says why, the link and its target stay as they were. The folder itself may be a
// link (the player's data on another disk).
#include "coretestsupport.h"
#include "filesupport.h"

#include "app/json/utctime.h"
#include "app/layouts/favouritelayouts.h"
#include "app/storage/datafile.h"
#include "app/storage/gamearchive.h"
#include "app/storage/savedgame.h"
#include "app/storage/statisticsfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <utility>

#include <sys/stat.h>

using namespace seabattle;

namespace {

const QByteArray kVictim = "the victim's own bytes\n";

QStringList entriesOf(const QString& folder)
{
    return QDir(folder).entryList(QDir::AllEntries | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot);
}

QString notAFileReason()
{
    return writeFailureReason({WriteFailure::Kind::NotAFile, {}, {}});
}

MatchHistory scriptedGame()
{
    const Ruleset rules = Ruleset::standard();
    Match match(rules, Player::One);
    if (!match.submitFleet(Player::One, layoutOf(rules, kStandardOne)) ||
        !match.submitFleet(Player::Two, layoutOf(rules, kStandardTwo)) ||
        !match.fire(Player::One, cell("A1")))
        qFatal("fixtures refused");
    return match.history();
}

FinishedGame finished()
{
    MatchHistory history = scriptedGame();
    history.forfeit = Forfeit{Player::Two, EndReason::Resignation};
    return {toUtcTime(QDateTime(QDate(2026, 1, 2), QTime(3, 4))),
            "hard",
            {},
            {Player::One, EndReason::Resignation},
            1,
            1,
            history};
}

// One of the player's files: saved, loaded, `plant` run, saved again by the same object; what
// the player is told of the second save (empty if it succeeded).
using Scenario = std::function<QString(const QString& directory, const std::function<void()>& plant)>;

QString savedGame(const QString& directory, const std::function<void()>& plant)
{
    SaveSlot slot(directory);
    const SavedGame game{OpponentLevel::Hard, scriptedGame(), Rng(7), QDateTime::currentDateTime()};
    if (!slot.write(game) || !slot.read().game)
        qFatal("the first save failed");
    plant();
    const auto written = slot.write(game);
    return written ? QString() : writeFailureReason(written.error());
}

QString statistics(const QString& directory, const std::function<void()>& plant)
{
    StatisticsFile file(directory);
    Statistics statistics;
    statistics.record(finished());
    if (!file.save(statistics) || file.load().problem)
        qFatal("the first save failed");
    plant();
    const auto saved = file.save(statistics);
    return saved ? QString() : statisticsProblemText(saved.error());
}

QString replays(const QString& directory, const std::function<void()>& plant)
{
    GameArchive archive(directory);
    archive.add(finished());
    if (!archive.save() || !archive.load().isClean())
        qFatal("the first save failed");
    plant();
    const auto saved = archive.save();
    return saved ? QString() : archiveProblemText(saved.error());
}

QString layouts(const QString& directory, const std::function<void()>& plant)
{
    const Ruleset rules = Ruleset::standard();
    FavouriteLayouts shelf(directory);
    if (!shelf.store(QStringLiteral("One"), layoutOf(rules, kStandardOne), rules) || !shelf.load().isClean())
        qFatal("the first save failed");
    plant();
    const auto stored = shelf.store(QStringLiteral("Two"), layoutOf(rules, kStandardTwo), rules);
    return stored ? QString() : stored.error().detail;
}

// The file at `path`, not following a link: which one (inode) and what (mode).
std::pair<ino_t, mode_t> identityOf(const QString& path)
{
    struct stat status = {};
    if (::lstat(QFile::encodeName(path).constData(), &status) != 0)
        return {0, 0};
    return {status.st_ino, status.st_mode};
}

// Puts `kind` at `path` in place of what is there; `victim` is a file of its own elsewhere.
bool plant(const QString& kind, const QString& path, const QString& victim)
{
    QFile::remove(path);
    if (kind == QLatin1String("link to a file elsewhere"))
        return QFile::link(victim, path);
    if (kind == QLatin1String("link within the folder"))
        return writeAll(path + QStringLiteral(".mine"), kVictim) &&
               QFile::link(path + QStringLiteral(".mine"), path);
    if (kind == QLatin1String("dangling link"))
        return QFile::link(victim + QStringLiteral(".new"), path);
    if (kind == QLatin1String("fifo"))
        return ::mkfifo(QFile::encodeName(path).constData(), 0600) == 0;
    return QDir().mkdir(path); // a folder
}

} // namespace

Q_DECLARE_METATYPE(Scenario)

class TestDataWrites : public QObject {
    Q_OBJECT

private slots:
    void aLinkPlantedSinceTheLoadIsNotWrittenThrough_data();
    void aLinkPlantedSinceTheLoadIsNotWrittenThrough();
    void onlyARegularFileIsReplaced_data();
    void onlyARegularFileIsReplaced();
    void aLinkPlantedJustBeforeTheCommitIsNotReplaced();
    void aLinkedFolderIsWrittenIn();
};

void TestDataWrites::aLinkPlantedSinceTheLoadIsNotWrittenThrough_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<Scenario>("scenario");
    QTest::newRow("saved game") << QStringLiteral("game-in-progress.json") << Scenario(savedGame);
    QTest::newRow("statistics") << QStringLiteral("statistics.json") << Scenario(statistics);
    QTest::newRow("replays") << QStringLiteral("games.json") << Scenario(replays);
    QTest::newRow("layouts") << QStringLiteral("layouts.json") << Scenario(layouts);
}

void TestDataWrites::aLinkPlantedSinceTheLoadIsNotWrittenThrough()
{
    QFETCH(QString, file);
    QFETCH(Scenario, scenario);
    QTemporaryDir dir;
    QTemporaryDir elsewhere;
    const QString path = dir.filePath(file);
    const QString victim = elsewhere.filePath(QStringLiteral("victim"));
    QVERIFY(writeAll(victim, kVictim));
    bool planted = false;
    const QString said =
        scenario(dir.path(), [&] { planted = plant("link to a file elsewhere", path, victim); });

    QVERIFY(planted);
    QVERIFY2(said.contains(notAFileReason()), qPrintable(said));
    QCOMPARE(readAll(victim), kVictim);
    QCOMPARE(entriesOf(elsewhere.path()), QStringList{QStringLiteral("victim")});
    QVERIFY(QFileInfo(path).isSymLink());
    QCOMPARE(QFileInfo(path).symLinkTarget(), victim);
}

void TestDataWrites::onlyARegularFileIsReplaced_data()
{
    QTest::addColumn<QString>("kind");
    for (const char* kind :
         {"link to a file elsewhere", "link within the folder", "dangling link", "fifo", "folder"})
        QTest::newRow(kind) << QString::fromLatin1(kind);
}

void TestDataWrites::onlyARegularFileIsReplaced()
{
    QFETCH(QString, kind);
    QTemporaryDir dir;
    QTemporaryDir elsewhere;
    const QString path = dir.filePath(QStringLiteral("statistics.json"));
    const QString victim = elsewhere.filePath(QStringLiteral("victim"));
    QVERIFY(writeAll(victim, kVictim));
    QVERIFY(writeDataFile(path, "old"));
    QVERIFY(plant(kind, path, victim));
    const QStringList before = entriesOf(dir.path());
    const auto identity = identityOf(path);
    QVERIFY(identity.first != 0);

    const auto written = writeDataFile(path, "new");
    QVERIFY(!written);
    QCOMPARE(written.error().kind, WriteFailure::Kind::NotAFile);
    QCOMPARE(writeFailureReason(written.error()), notAFileReason());
    QVERIFY(identityOf(path) == identity);   // the very same link, FIFO or folder
    QCOMPARE(entriesOf(dir.path()), before); // no temporary file left
    QCOMPARE(entriesOf(elsewhere.path()), QStringList{QStringLiteral("victim")});
    QCOMPARE(readAll(victim), kVictim);
    if (kind == QLatin1String("link within the folder"))
        QCOMPARE(readAll(path + QStringLiteral(".mine")), kVictim);
}

// Planted after the first look and QSaveFile's open: the commit would rename the new file over
// the link.
void TestDataWrites::aLinkPlantedJustBeforeTheCommitIsNotReplaced()
{
    QTemporaryDir dir;
    QTemporaryDir elsewhere;
    const QString path = dir.filePath(QStringLiteral("games.json"));
    const QString victim = elsewhere.filePath(QStringLiteral("victim"));
    QVERIFY(writeAll(victim, kVictim));
    QVERIFY(writeDataFile(path, "old"));
    bool planted = false;
    onDataWrittenForTests(
        [&](const QString& written) { planted = plant("link to a file elsewhere", written, victim); });
    const auto written = writeDataFile(path, "new");
    onDataWrittenForTests({});
    QVERIFY(planted);
    QVERIFY(!written);
    QCOMPARE(written.error().kind, WriteFailure::Kind::NotAFile);
    QVERIFY(QFileInfo(path).isSymLink());
    QCOMPARE(QFileInfo(path).symLinkTarget(), victim);
    QCOMPARE(readAll(victim), kVictim);
    QCOMPARE(entriesOf(dir.path()), QStringList{QStringLiteral("games.json")});
}

// The data folder placed elsewhere through a link is the player's doing: saves go on there.
void TestDataWrites::aLinkedFolderIsWrittenIn()
{
    QTemporaryDir dir;
    const QString real = dir.filePath(QStringLiteral("on another disk"));
    QVERIFY(QDir().mkdir(real));
    QVERIFY(QFile::link(real, dir.filePath(QStringLiteral("seabattle"))));
    const QString path = dir.filePath(QStringLiteral("seabattle/statistics.json"));
    QVERIFY(writeDataFile(path, "old"));
    QVERIFY(writeDataFile(path, "new"));
    QCOMPARE(readAll(real + QStringLiteral("/statistics.json")), QByteArray("new"));
    QVERIFY(QFileInfo(dir.filePath(QStringLiteral("seabattle"))).isSymLink());
}

QTEST_GUILESS_MAIN(TestDataWrites)
#include "tst_datawrites.moc"
