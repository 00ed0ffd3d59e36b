// SPDX-License-Identifier: GPL-3.0-or-later
// The replays: the archive of finished games (its file, damaged files set aside, the 200 bound),
// the replay viewer stepping through a game as core rebuilds it, and the list of games.
#include "coretestsupport.h"
#include "filesupport.h"
#include "playedgame.h"
#include "viewparts.h"

#include "app/json/historyjson.h"
#include "app/json/utctime.h"
#include "app/storage/gamearchive.h"
#include "core/ai/computeropponent.h"
#include "core/battlepicture.h"
#include "ui/board/boardview.h"
#include "ui/replay/replayview.h"
#include "ui/replay/replaywindow.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

using namespace seabattle;

Q_DECLARE_METATYPE(ArchiveProblem::Kind)
Q_DECLARE_METATYPE(seabattle::MatchHistory)

namespace seabattle {
inline char* toString(const std::optional<Coord>& c)
{
    return qstrdup(c ? formatCoord(*c).c_str() : "nullopt");
}
} // namespace seabattle

namespace {

// A whole game played by core: two random fleets, and every shot a Medium computer's choice.
MatchHistory playedGame(const Ruleset& rules, quint64 seed)
{
    MatchHistory history = testing::playedGame(rules, seed, OpponentLevel::Medium, OpponentLevel::Medium);
    if (history.shots.empty())
        qFatal("no fleets for the played game");
    return history;
}

// Four scripted shots on the Standard fixtures, then Player Two resigns:
// A1 hits Two's Carrier, J10 misses One's sea, J10 sinks Two's Patrol boat, A1 hits One's Carrier.
MatchHistory scriptedGame()
{
    const Ruleset rules = Ruleset::standard();
    Match match(rules, Player::One);
    if (!match.submitFleet(Player::One, layoutOf(rules, kStandardOne)) ||
        !match.submitFleet(Player::Two, layoutOf(rules, kStandardTwo)))
        qFatal("fixtures refused");
    for (const auto& [shooter, target] : {std::pair(Player::One, "A1"), std::pair(Player::Two, "J10"),
                                          std::pair(Player::One, "J10"), std::pair(Player::Two, "A1")})
        if (!match.fire(shooter, cell(target)))
            qFatal("scripted shot refused");
    if (!match.forfeit(Player::Two, EndReason::Resignation))
        qFatal("forfeit refused");
    return match.history();
}

// The history's first `shots` shots (the forfeit only with all of them).
MatchHistory firstShots(MatchHistory history, int shots)
{
    if (shots < int(history.shots.size())) {
        history.shots.resize(std::size_t(shots));
        history.forfeit.reset();
    }
    return history;
}

FinishedGame finished(int i, const MatchHistory& history)
{
    FinishedGame game;
    game.endedAt = toUtcTime(QDateTime(QDate(2024, 3, 12), QTime(14, 5, 9, 123)).addSecs(60 * i));
    const std::string_view key = keyOf(kOpponentLevels[std::size_t(i) % kOpponentLevels.size()]);
    game.opponent = std::string(key);
    game.result = {i % 2 ? Player::Two : Player::One, EndReason::FleetSunk};
    game.shots = 10 + i % 80;
    game.hits = i % 10;
    game.history = history;
    return game;
}

void compareGames(const FinishedGame& actual, const FinishedGame& expected)
{
    QCOMPARE(actual.endedAt, expected.endedAt);
    QCOMPARE(actual.endedAt.has_value(), expected.endedAt.has_value());
    QCOMPARE(actual.opponent, expected.opponent);
    QCOMPARE(actual.opponentName, expected.opponentName);
    QCOMPARE(actual.result, expected.result);
    QCOMPARE(actual.shots, expected.shots);
    QCOMPARE(actual.hits, expected.hits);
    QVERIFY(actual.history == expected.history);
}

// A good archive file holding `count` games.
QByteArray goodFile(const QString& directory, int count)
{
    GameArchive archive(directory);
    const MatchHistory history = scriptedGame();
    for (int i = 0; i < count; ++i)
        archive.add(finished(i, history));
    if (!archive.save())
        qFatal("cannot write a good archive");
    return readAll(archive.filePath());
}

bool runningAsRoot()
{
#ifdef Q_OS_UNIX
    return geteuid() == 0;
#else
    return false;
#endif
}

const QRegularExpression kSetAsideName(QStringLiteral("/games\\.json\\.damaged-\\d{8}-\\d{6}(-\\d+)?$"));

// The view shows exactly what core rebuilds from the first `n` shots of `history`.
void checkShows(const ReplayView& view, const MatchHistory& history, int n)
{
    const auto expected = Match::replay(firstShots(history, n));
    QVERIFY(expected);
    const BattlePicture picture = pictureOf(*expected);
    QCOMPARE(view.step(), n);
    QVERIFY(view.position());
    QVERIFY(*view.position() == *expected);
    QVERIFY(::ownBoard(view)->shots() == picture.view(Player::Two));
    QVERIFY(::ownBoard(view)->fleet() == *picture.fleet(Player::One));
    QVERIFY(::opponentBoard(view)->shots() == picture.view(Player::One));
    QVERIFY(::opponentBoard(view)->fleet() == *picture.fleet(Player::Two)); // a replay shows both fleets
    QCOMPARE(view.stepText(), QStringLiteral("Shot %1 of %2").arg(n).arg(history.shots.size()));
    if (n == 0) {
        QCOMPARE(::ownBoard(view)->lastShot(), std::optional<Coord>());
        QCOMPARE(::opponentBoard(view)->lastShot(), std::optional<Coord>());
    } else {
        const Shot& shot = history.shots[std::size_t(n - 1)];
        const BoardView* target = shot.shooter == Player::One ? ::opponentBoard(view) : ::ownBoard(view);
        const BoardView* other = shot.shooter == Player::One ? ::ownBoard(view) : ::opponentBoard(view);
        QCOMPARE(target->lastShot(), std::optional(shot.target));
        QCOMPARE(other->lastShot(), std::optional<Coord>());
    }
}

} // namespace

class TestReplays : public QObject {
    Q_OBJECT

private slots:
    // The archive.
    void missingFileIsAnEmptyArchive();
    void roundTrip();
    void keepsTheLast200NewestFirst();
    void loadKeepsAtMost200();
    void ignoresGamesWithoutHistory();
    void clearEmpties();
    void saveCreatesTheDirectoryAtomically();
    void damagedFileIsSetAside_data();
    void damagedFileIsSetAside();
    void directoryInsteadOfFile();
    void unreadableFileIsSetAside();
    void fileThatCannotBeSetAsideIsKept();
    void twoDamagedFilesInOneSecond();
    void malformedEntryIsSkipped_data();
    void malformedEntryIsSkipped();
    void problemsInWords();

    // The viewer.
    void stepsAsCoreReplays_data();
    void stepsAsCoreReplays();
    void saysWhatEachShotDid();
    void buttons();
    void keyboard();
    void playsAtTheChosenSpeed();
    void speedControl();
    void refusesAHistoryTheRulesRefuse();
    void languageChangeKeepsTheShot();

    // The list of games and the menu.
    void windowListsTheGames();
    void windowWithoutGames();
    void windowForwardsStepKeysFromTheList();
    void mainWindowHasReplaysAction();
};

void TestReplays::missingFileIsAnEmptyArchive()
{
    QTemporaryDir dir;
    GameArchive archive(dir.filePath(QStringLiteral("sub")));
    archive.add(finished(0, scriptedGame()));
    const ArchiveLoad loaded = archive.load();
    QVERIFY(!loaded.problem);
    QCOMPARE(loaded.skippedEntries, 0);
    QVERIFY(archive.games().empty());
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("sub")))); // loading creates nothing
}

void TestReplays::roundTrip()
{
    QTemporaryDir dir;
    GameArchive archive(dir.path());
    QCOMPARE(archive.filePath(), dir.filePath(QStringLiteral("games.json")));

    FinishedGame computer = finished(0, playedGame(Ruleset::standard(), 7));
    computer.opponent = "hard";
    FinishedGame lan = finished(1, scriptedGame());
    lan.opponent = "lan";
    lan.opponentName = "Anaïs \"l'amirale\"";
    lan.result = {Player::Two, EndReason::Resignation};
    FinishedGame classic = finished(2, playedGame(Ruleset::classic(), 11));
    classic.endedAt = std::nullopt; // a time not known survives as such
    classic.result = {Player::One, EndReason::Disconnection};
    for (const FinishedGame& game : {computer, lan, classic})
        archive.add(game);
    QVERIFY(archive.save());

    const QJsonObject file = QJsonDocument::fromJson(readAll(archive.filePath())).object();
    QCOMPARE(file.value(QStringLiteral("format")).toString(), QStringLiteral("seabattle-games"));
    QCOMPARE(file.value(QStringLiteral("version")).toInt(), GameArchive::kVersion);

    GameArchive again(dir.path());
    const ArchiveLoad loaded = again.load();
    QVERIFY(!loaded.problem);
    QCOMPARE(loaded.skippedEntries, 0);
    QCOMPARE(again.games().size(), std::size_t(3));
    compareGames(again.games()[0], classic); // newest first
    compareGames(again.games()[1], lan);
    compareGames(again.games()[2], computer);
    QVERIFY(!again.games()[0].endedAt.has_value());
}

void TestReplays::keepsTheLast200NewestFirst()
{
    QTemporaryDir dir;
    GameArchive archive(dir.path());
    const MatchHistory history = scriptedGame();
    for (int i = 0; i < GameArchive::kCapacity + 5; ++i)
        archive.add(finished(i, history));
    QCOMPARE(archive.games().size(), std::size_t(GameArchive::kCapacity));
    for (int k = 0; k < GameArchive::kCapacity; ++k)
        QCOMPARE(archive.games()[std::size_t(k)].endedAt,
                 finished(GameArchive::kCapacity + 4 - k, history).endedAt);
    QVERIFY(archive.save());
    GameArchive again(dir.path());
    QVERIFY(!again.load().problem);
    QCOMPARE(again.games().size(), std::size_t(GameArchive::kCapacity));
    QCOMPARE(again.games().front().endedAt, finished(GameArchive::kCapacity + 4, history).endedAt);
    QCOMPARE(again.games().back().endedAt, finished(5, history).endedAt); // games 0 to 4 dropped
}

void TestReplays::loadKeepsAtMost200()
{
    QTemporaryDir dir;
    QJsonObject file = QJsonDocument::fromJson(goodFile(dir.path(), 3)).object();
    QJsonArray games;
    for (int i = 0; i < GameArchive::kCapacity + 20; ++i)
        games.append(file.value(QStringLiteral("games")).toArray().at(i % 3));
    file.insert(QStringLiteral("games"), games);
    QVERIFY(writeAll(dir.filePath(QStringLiteral("games.json")), QJsonDocument(file).toJson()));
    GameArchive archive(dir.path());
    const ArchiveLoad loaded = archive.load();
    QVERIFY(!loaded.problem);
    QCOMPARE(archive.games().size(), std::size_t(GameArchive::kCapacity));
}

void TestReplays::ignoresGamesWithoutHistory()
{
    QTemporaryDir dir;
    GameArchive archive(dir.path());
    FinishedGame watched = finished(0, scriptedGame());
    watched.history.reset();
    archive.add(watched);
    QVERIFY(archive.games().empty());
    archive.add(finished(1, scriptedGame()));
    archive.add(watched);
    QCOMPARE(archive.games().size(), std::size_t(1));
    compareGames(archive.games()[0], finished(1, scriptedGame()));
}

void TestReplays::clearEmpties()
{
    QTemporaryDir dir;
    GameArchive archive(dir.path());
    archive.add(finished(0, scriptedGame()));
    QVERIFY(archive.save());
    archive.clear();
    QVERIFY(archive.games().empty());
    QVERIFY(archive.save());
    GameArchive again(dir.path());
    QVERIFY(!again.load().problem);
    QVERIFY(again.games().empty());
}

void TestReplays::saveCreatesTheDirectoryAtomically()
{
    QTemporaryDir dir;
    const QString deep = dir.filePath(QStringLiteral("a/b"));
    GameArchive archive(deep);
    archive.add(finished(0, scriptedGame()));
    QVERIFY(archive.save());
    archive.add(finished(1, scriptedGame()));
    QVERIFY(archive.save());
    // QSaveFile leaves nothing behind but the file itself.
    QCOMPARE(QDir(deep).entryList(QDir::Files | QDir::Hidden | QDir::System),
             QStringList{QStringLiteral("games.json")});
}

void TestReplays::damagedFileIsSetAside_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<ArchiveProblem::Kind>("kind");

    QTemporaryDir dir;
    const QByteArray good = goodFile(dir.path(), 3);
    QByteArray random(4096, '\0');
    Rng rng(2024);
    for (char& byte : random)
        byte = char(randomBelow(rng, 256));
    const auto withHeader = [](const char* version, const char* games = "[]") {
        return QByteArray(R"({"format": "seabattle-games", "version": )") + version + R"(, "games": )" +
               games + "}";
    };
    using Kind = ArchiveProblem::Kind;
    QTest::newRow("empty") << QByteArray() << Kind::Damaged;
    QTest::newRow("truncated") << good.left(good.size() / 2) << Kind::Damaged;
    QTest::newRow("truncated at the last brace") << good.left(good.lastIndexOf('}')) << Kind::Damaged;
    QTest::newRow("random bytes") << random << Kind::Damaged;
    QTest::newRow("not an object") << QByteArray("[1, 2, 3]") << Kind::Damaged;
    QTest::newRow("another format") << QByteArray(R"({"format": "recipes", "version": 1, "games": []})")
                                    << Kind::Damaged;
    QTest::newRow("no version") << QByteArray(R"({"format": "seabattle-games", "games": []})")
                                << Kind::Damaged;
    QTest::newRow("version 0") << withHeader("0") << Kind::Damaged;
    QTest::newRow("negative version") << withHeader("-1") << Kind::Damaged;
    QTest::newRow("version as text") << withHeader("\"1\"") << Kind::Damaged;
    QTest::newRow("fractional version") << withHeader("1.5") << Kind::Damaged;
    QTest::newRow("games not a list") << withHeader("1", "{}") << Kind::Damaged;
    QTest::newRow("future version") << withHeader("2") << Kind::FutureVersion;
    QTest::newRow("far future version")
        << withHeader("1e12", R"({"anything": "new"})") << Kind::FutureVersion;
}

void TestReplays::damagedFileIsSetAside()
{
    QFETCH(QByteArray, bytes);
    QFETCH(ArchiveProblem::Kind, kind);

    QTemporaryDir dir;
    GameArchive archive(dir.path());
    QVERIFY(writeAll(archive.filePath(), bytes));
    archive.add(finished(0, scriptedGame())); // load() replaces whatever was there
    const ArchiveLoad loaded = archive.load();
    QVERIFY(loaded.problem);
    QCOMPARE(loaded.problem->kind, kind);
    QCOMPARE(loaded.problem->path, archive.filePath());
    QVERIFY2(kSetAsideName.match(loaded.problem->setAsidePath).hasMatch(),
             qPrintable(loaded.problem->setAsidePath));
    QCOMPARE(readAll(loaded.problem->setAsidePath), bytes); // kept whole, never deleted
    QVERIFY(!QFileInfo::exists(archive.filePath()));
    QVERIFY(archive.games().empty());
    QCOMPARE(loaded.skippedEntries, 0);

    // The archive starts afresh beside the file set aside.
    archive.add(finished(1, scriptedGame()));
    QVERIFY(archive.save());
    GameArchive again(dir.path());
    QVERIFY(!again.load().problem);
    QCOMPARE(again.games().size(), std::size_t(1));
    QCOMPARE(readAll(loaded.problem->setAsidePath), bytes);
}

void TestReplays::directoryInsteadOfFile()
{
    QTemporaryDir dir;
    GameArchive archive(dir.path());
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("games.json")));
    const ArchiveLoad loaded = archive.load();
    QVERIFY(loaded.problem);
    QCOMPARE(loaded.problem->kind, ArchiveProblem::Kind::Unreadable);
    QVERIFY(kSetAsideName.match(loaded.problem->setAsidePath).hasMatch());
    QVERIFY(QFileInfo(loaded.problem->setAsidePath).isDir());
    archive.add(finished(0, scriptedGame()));
    QVERIFY(archive.save());
}

void TestReplays::unreadableFileIsSetAside()
{
#ifndef Q_OS_UNIX
    QSKIP("file permissions that forbid reading are a Unix matter");
#endif
    if (runningAsRoot())
        QSKIP("root reads any file");
    QTemporaryDir dir;
    const QByteArray good = goodFile(dir.path(), 2);
    GameArchive archive(dir.path());
    QVERIFY(QFile::setPermissions(archive.filePath(), QFileDevice::WriteOwner));
    const ArchiveLoad loaded = archive.load();
    QVERIFY(loaded.problem);
    QCOMPARE(loaded.problem->kind, ArchiveProblem::Kind::Unreadable);
    QCOMPARE(loaded.problem->path, archive.filePath());
    QVERIFY(kSetAsideName.match(loaded.problem->setAsidePath).hasMatch());
    QVERIFY(!QFileInfo::exists(archive.filePath()));
    QVERIFY(archive.games().empty());
    QVERIFY(QFile::setPermissions(loaded.problem->setAsidePath,
                                  QFileDevice::ReadOwner | QFileDevice::WriteOwner));
    QCOMPARE(readAll(loaded.problem->setAsidePath), good);
}

void TestReplays::fileThatCannotBeSetAsideIsKept()
{
#ifndef Q_OS_UNIX
    QSKIP("a directory that forbids renaming is a Unix matter");
#endif
    if (runningAsRoot())
        QSKIP("root renames anything");
    QTemporaryDir dir;
    const QString sub = dir.filePath(QStringLiteral("locked"));
    QVERIFY(QDir().mkpath(sub));
    GameArchive archive(sub);
    QVERIFY(writeAll(archive.filePath(), "not json"));
    QVERIFY(QFile::setPermissions(sub, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
    const ArchiveLoad loaded = archive.load();
    QVERIFY(loaded.problem);
    QCOMPARE(loaded.problem->kind, ArchiveProblem::Kind::Damaged);
    QVERIFY(loaded.problem->setAsidePath.isEmpty());
    QVERIFY(
        QFile::setPermissions(sub, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));
    // Even once the directory is writable, the file the archive could not set aside is not replaced.
    archive.add(finished(0, scriptedGame()));
    const auto saved = archive.save();
    QVERIFY(!saved);
    QCOMPARE(saved.error().kind, ArchiveProblem::Kind::NotWritable);
    QCOMPARE(readAll(archive.filePath()), QByteArray("not json"));
}

void TestReplays::twoDamagedFilesInOneSecond()
{
    QTemporaryDir dir;
    GameArchive archive(dir.path());
    QVERIFY(writeAll(archive.filePath(), "first"));
    const ArchiveLoad one = archive.load();
    QVERIFY(writeAll(archive.filePath(), "second"));
    const ArchiveLoad two = archive.load();
    QVERIFY(one.problem && two.problem);
    QVERIFY(one.problem->setAsidePath != two.problem->setAsidePath);
    QCOMPARE(readAll(one.problem->setAsidePath), QByteArray("first"));
    QCOMPARE(readAll(two.problem->setAsidePath), QByteArray("second"));
}

void TestReplays::malformedEntryIsSkipped_data()
{
    // Entry 1 of three gets `field` set to `value` (an undefined value removes it; no field
    // replaces the whole entry).
    QTest::addColumn<QString>("field");
    QTest::addColumn<QJsonValue>("value");
    const QJsonValue removed(QJsonValue::Undefined);
    QTest::newRow("not an object") << QString() << QJsonValue(42);
    QTest::newRow("no date") << "endedAt" << removed;
    QTest::newRow("not a date") << "endedAt" << QJsonValue("yesterday");
    QTest::newRow("unknown opponent") << "opponent" << QJsonValue("grandmaster");
    QTest::newRow("no opponent") << "opponent" << removed;
    QTest::newRow("opponent's name not text") << "opponentName" << QJsonValue(7);
    QTest::newRow("unknown winner") << "winner" << QJsonValue("three");
    QTest::newRow("unknown reason") << "reason" << QJsonValue("boredom");
    QTest::newRow("negative shots") << "shots" << QJsonValue(-1);
    QTest::newRow("fractional shots") << "shots" << QJsonValue(2.5);
    QTest::newRow("shots as text") << "shots" << QJsonValue("12");
    QTest::newRow("more hits than shots") << "hits" << QJsonValue(500);
    QTest::newRow("no history") << "history" << removed;
    QTest::newRow("history not an object") << "history" << QJsonValue("A1 B2");
    QTest::newRow("history without rules") << "history/rules" << removed;
    QTest::newRow("history with a shot at a cell already fired at")
        << "history/shots" << QJsonValue(QJsonArray{"one:A1", "one:A1"});
    QTest::newRow("history out of turn") << "history/shots" << QJsonValue(QJsonArray{"two:A1"});
    QTest::newRow("history with an unknown first shooter") << "history/firstShooter" << QJsonValue("three");
}

void TestReplays::malformedEntryIsSkipped()
{
    QFETCH(QString, field);
    QFETCH(QJsonValue, value);

    QTemporaryDir dir;
    QJsonObject file = QJsonDocument::fromJson(goodFile(dir.path(), 3)).object();
    QJsonArray games = file.value(QStringLiteral("games")).toArray();
    QJsonObject entry = games.at(1).toObject();
    const auto set = [&value](QJsonObject& o, const QString& key) {
        if (value.isUndefined())
            o.remove(key);
        else
            o.insert(key, value);
    };
    if (field.isEmpty()) {
        games.replace(1, value);
    } else if (field.startsWith(QLatin1String("history/"))) {
        QJsonObject history = entry.value(QStringLiteral("history")).toObject();
        set(history, field.mid(8));
        entry.insert(QStringLiteral("history"), history);
        games.replace(1, entry);
    } else {
        set(entry, field);
        games.replace(1, entry);
    }
    file.insert(QStringLiteral("games"), games);
    GameArchive archive(dir.path());
    QVERIFY(writeAll(archive.filePath(), QJsonDocument(file).toJson()));

    const ArchiveLoad loaded = archive.load();
    QVERIFY(!loaded.problem);
    QCOMPARE(loaded.skippedEntries, 1);
    QCOMPARE(archive.games().size(), std::size_t(2));
    const MatchHistory history = scriptedGame();
    compareGames(archive.games()[0], finished(2, history));
    compareGames(archive.games()[1], finished(0, history));
    QVERIFY(QFileInfo::exists(archive.filePath())); // a good file with a bad game stays in place
}

void TestReplays::problemsInWords()
{
    using Kind = ArchiveProblem::Kind;
    for (Kind kind : {Kind::Unreadable, Kind::Damaged, Kind::FutureVersion, Kind::NotWritable}) {
        const QString text = archiveProblemText(
            {kind, QStringLiteral("/home/x/games.json"), QStringLiteral("/home/x/games.json.damaged-1")});
        QVERIFY(text.contains(QDir::toNativeSeparators(QStringLiteral("/home/x/games.json"))));
        if (kind != Kind::NotWritable)
            QVERIFY(text.contains(QDir::toNativeSeparators(QStringLiteral("/home/x/games.json.damaged-1"))));
    }
}

void TestReplays::stepsAsCoreReplays_data()
{
    QTest::addColumn<MatchHistory>("history");
    QTest::newRow("scripted, resigned") << scriptedGame();
    QTest::newRow("Standard, computers") << playedGame(Ruleset::standard(), 1);
    QTest::newRow("Classic, computers") << playedGame(Ruleset::classic(), 2);
    QTest::newRow("Standard shoot again, computers")
        << playedGame(withShootAgain(Ruleset::standard(), true), 3);
    QTest::newRow("marks around sunk ships") << playedGame(sideContactMarked(), 4);
}

void TestReplays::stepsAsCoreReplays()
{
    QFETCH(MatchHistory, history);
    const int count = int(history.shots.size());
    ReplayView view;
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.setGame(history, QStringLiteral("A game")));
    QCOMPARE(view.shotCount(), count);
    QCOMPARE(view.title(), QStringLiteral("A game"));
    checkShows(view, history, 0);

    for (int n = 1; n <= count; ++n) {
        view.forward();
        checkShows(view, history, n);
        if (QTest::currentTestFailed())
            return;
    }
    view.forward(); // nothing beyond the last shot
    checkShows(view, history, count);
    QVERIFY(view.position()->result()); // the whole game is over
    QVERIFY(!view.resultText().isEmpty());
    for (int n = count - 1; n >= 0; --n) {
        view.back();
        checkShows(view, history, n);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(view.resultText().isEmpty() || n == count);
    }
    view.back();
    checkShows(view, history, 0);
    view.last();
    checkShows(view, history, count);
    view.first();
    checkShows(view, history, 0);
    Rng rng(99);
    for (int i = 0; i < 20; ++i) {
        const int n = int(randomBelow(rng, std::uint64_t(count + 1)));
        view.goToStep(n);
        checkShows(view, history, n);
    }
    view.goToStep(count + 10);
    checkShows(view, history, count);
    view.goToStep(-3);
    checkShows(view, history, 0);
}

void TestReplays::saysWhatEachShotDid()
{
    ReplayView view;
    QVERIFY(view.setGame(scriptedGame(), QStringLiteral("Scripted")));
    QCOMPARE(view.shotText(), QStringLiteral("The fleets are in place."));
    QCOMPARE(view.resultText(), QString());
    view.forward();
    QCOMPARE(view.stepText(), QStringLiteral("Shot 1 of 4"));
    QCOMPARE(view.shotText(), QStringLiteral("You fired at A1: Hit!"));
    view.forward();
    QCOMPARE(view.shotText(), QStringLiteral("The opponent fired at J10: Miss."));
    view.forward();
    QCOMPARE(view.shotText(), QStringLiteral("You fired at J10: Sunk: Patrol boat!"));
    QCOMPARE(view.position()->phase(), MatchPhase::Battle); // the resignation comes after the last shot
    QCOMPARE(view.resultText(), QString());
    view.forward();
    QCOMPARE(view.stepText(), QStringLiteral("Shot 4 of 4"));
    QCOMPARE(view.shotText(), QStringLiteral("The opponent fired at A1: Hit!"));
    QCOMPARE(view.position()->result(), std::optional(MatchResult{Player::One, EndReason::Resignation}));
    QCOMPARE(view.resultText(), QStringLiteral("You won: your opponent resigned."));
}

void TestReplays::buttons()
{
    const MatchHistory history = scriptedGame();
    ReplayView view;
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setGame(history, {});
    QVERIFY(!::firstButton(view)->isEnabled());
    QVERIFY(!::backButton(view)->isEnabled());
    QVERIFY(::forwardButton(view)->isEnabled());
    QVERIFY(::lastButton(view)->isEnabled());
    QVERIFY(::playButton(view)->isEnabled());
    QCOMPARE(::playButton(view)->text(), QStringLiteral("Play"));

    QTest::mouseClick(::forwardButton(view), Qt::LeftButton);
    QTest::mouseClick(::forwardButton(view), Qt::LeftButton);
    checkShows(view, history, 2);
    QTest::mouseClick(::backButton(view), Qt::LeftButton);
    checkShows(view, history, 1);
    QTest::mouseClick(::lastButton(view), Qt::LeftButton);
    checkShows(view, history, 4);
    QVERIFY(!::forwardButton(view)->isEnabled());
    QVERIFY(!::lastButton(view)->isEnabled());
    QTest::mouseClick(::firstButton(view), Qt::LeftButton);
    checkShows(view, history, 0);

    QSignalSpy playing(&view, &ReplayView::playingChanged);
    QTest::mouseClick(::playButton(view), Qt::LeftButton);
    QVERIFY(view.isPlaying());
    QCOMPARE(::playButton(view)->text(), QStringLiteral("Pause"));
    QTest::mouseClick(::playButton(view), Qt::LeftButton);
    QVERIFY(!view.isPlaying());
    QCOMPARE(::playButton(view)->text(), QStringLiteral("Play"));
    QCOMPARE(playing.count(), 2);
}

void TestReplays::keyboard()
{
    const MatchHistory history = playedGame(Ruleset::standard(), 5);
    const int count = int(history.shots.size());
    ReplayView view;
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setGame(history, {});
    view.setFocus();

    QTest::keyClick(&view, Qt::Key_Right);
    QTest::keyClick(&view, Qt::Key_Right);
    checkShows(view, history, 2);
    QTest::keyClick(&view, Qt::Key_Left);
    checkShows(view, history, 1);
    QTest::keyClick(&view, Qt::Key_End);
    checkShows(view, history, count);
    QTest::keyClick(&view, Qt::Key_Right);
    checkShows(view, history, count);
    QTest::keyClick(&view, Qt::Key_Home);
    checkShows(view, history, 0);
    QTest::keyClick(&view, Qt::Key_Left);
    checkShows(view, history, 0);
    QTest::keyClick(&view, Qt::Key_Space);
    QVERIFY(view.isPlaying());
    QTest::keyClick(&view, Qt::Key_Space);
    QVERIFY(!view.isPlaying());
    // The boards take no key of their own: the arrows belong to the replay.
    QCOMPARE(::ownBoard(view)->focusPolicy(), Qt::NoFocus);
    QCOMPARE(::opponentBoard(view)->focusPolicy(), Qt::NoFocus);
}

void TestReplays::playsAtTheChosenSpeed()
{
    const MatchHistory history = playedGame(Ruleset::standard(), 6);
    const int count = int(history.shots.size());
    ReplayView view;
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setGame(history, {});
    view.setInterval(ReplayView::kMinInterval);
    QCOMPARE(view.interval(), ReplayView::kMinInterval);

    // Every position shown while playing is core's replay of the shots so far.
    int wrong = 0;
    connect(&view, &ReplayView::stepChanged, &view, [&](int step) {
        const auto expected = Match::replay(firstShots(history, step));
        wrong += !(expected && view.position() && *view.position() == *expected);
    });

    QElapsedTimer clock;
    clock.start();
    view.play();
    QVERIFY(view.isPlaying());
    QTRY_VERIFY_WITH_TIMEOUT(view.step() >= 3, 5000);
    QVERIFY(clock.elapsed() >= 3 * ReplayView::kMinInterval - 50); // one shot per interval, not faster
    view.pause();
    const int paused = view.step();
    QTest::qWait(3 * ReplayView::kMinInterval);
    QCOMPARE(view.step(), paused);

    // It stops by itself at the last shot.
    view.goToStep(count - 2);
    view.play();
    QTRY_COMPARE_WITH_TIMEOUT(view.step(), count, 5000);
    QTRY_VERIFY_WITH_TIMEOUT(!view.isPlaying(), 5000);
    checkShows(view, history, count);
    // Played again from the end, it starts from the first shot.
    view.play();
    QVERIFY(view.isPlaying());
    QVERIFY(view.step() <= 1);
    view.pause();
    QCOMPARE(wrong, 0);
}

void TestReplays::speedControl()
{
    ReplayView view;
    QSlider* speed = ::speedSlider(view);
    QCOMPARE(speed->minimum(), ReplayView::kMinInterval);
    QCOMPARE(speed->maximum(), ReplayView::kMaxInterval);
    speed->setValue(1000);
    QCOMPARE(view.interval(), 1000);
    speed->setValue(1100); // snaps to a quarter second
    QCOMPARE(view.interval(), 1000);
    QCOMPARE(speed->value(), 1000);
    view.setInterval(60000);
    QCOMPARE(view.interval(), ReplayView::kMaxInterval);
    view.setInterval(1);
    QCOMPARE(view.interval(), ReplayView::kMinInterval);
}

void TestReplays::refusesAHistoryTheRulesRefuse()
{
    MatchHistory history = scriptedGame();
    history.shots.push_back(history.shots.front()); // a cell fired at twice
    ReplayView view;
    QVERIFY(!view.setGame(history, QStringLiteral("Broken")));
    QVERIFY(!view.hasGame());
    QVERIFY(!view.position());
    QCOMPARE(view.shotCount(), 0);
    QVERIFY(!::playButton(view)->isEnabled());
    QVERIFY(!::forwardButton(view)->isEnabled());
    QVERIFY(view.shotText().contains(QStringLiteral("cannot be replayed")));
    view.play();
    QVERIFY(!view.isPlaying());
    // A good game afterwards is shown as usual.
    QVERIFY(view.setGame(scriptedGame(), QStringLiteral("Good")));
    view.last();
    checkShows(view, scriptedGame(), 4);
}

void TestReplays::languageChangeKeepsTheShot()
{
    ReplayView view;
    view.setGame(scriptedGame(), QStringLiteral("Scripted"));
    view.goToStep(3);
    const QString shot = view.shotText();
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(&view, &change);
    QCOMPARE(view.step(), 3);
    QCOMPARE(view.shotText(), shot);
    QCOMPARE(view.stepText(), QStringLiteral("Shot 3 of 4"));
}

void TestReplays::windowListsTheGames()
{
    FinishedGame hard = finished(2, playedGame(Ruleset::standard(), 8));
    hard.opponent = "hard";
    hard.shots = 57;
    FinishedGame lan = finished(1, scriptedGame());
    lan.opponent = "lan";
    lan.opponentName = "Anaïs";
    lan.result = {Player::Two, EndReason::FleetSunk};
    FinishedGame easy = finished(0, playedGame(Ruleset::classic(), 9));
    easy.opponent = "easy";

    ReplayWindow window;
    window.setGames({hard, lan, easy});
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.windowTitle(), QStringLiteral("Replays"));
    QTreeWidget* list = window.gameList();
    QCOMPARE(list->topLevelItemCount(), 3);
    QCOMPARE(list->topLevelItem(0)->text(1), QStringLiteral("Hard"));
    QCOMPARE(list->topLevelItem(0)->text(2), QStringLiteral("Won"));
    QCOMPARE(list->topLevelItem(0)->text(3), QStringLiteral("57"));
    QCOMPARE(list->topLevelItem(1)->text(1), QStringLiteral("LAN: Anaïs"));
    QCOMPARE(list->topLevelItem(1)->text(2), QStringLiteral("Lost"));
    QCOMPARE(list->topLevelItem(2)->text(1), QStringLiteral("Easy"));
    QVERIFY(!list->topLevelItem(0)->text(0).isEmpty());

    // The newest game is shown first; choosing another shows it from its first shot.
    QCOMPARE(window.currentGame(), 0);
    QVERIFY(window.replayView()->history() == hard.history);
    QVERIFY(window.replayView()->title().contains(QStringLiteral("Hard")));
    window.replayView()->goToStep(5);
    list->setCurrentItem(list->topLevelItem(1));
    QCOMPARE(window.currentGame(), 1);
    QVERIFY(window.replayView()->history() == lan.history);
    QCOMPARE(window.replayView()->step(), 0);
    QVERIFY(window.replayView()->title().contains(QStringLiteral("LAN: Anaïs")));
    window.showGame(2);
    QVERIFY(window.replayView()->history() == easy.history);
    window.replayView()->last();
    checkShows(*window.replayView(), *easy.history, int(easy.history->shots.size()));

    // A new language names everything again, and the shot shown stays.
    window.replayView()->goToStep(3);
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(&window, &change);
    QCOMPARE(window.currentGame(), 2);
    QCOMPARE(window.replayView()->step(), 3);
    QCOMPARE(list->topLevelItemCount(), 3);
    QCOMPARE(list->topLevelItem(1)->text(1), QStringLiteral("LAN: Anaïs"));
}

void TestReplays::windowWithoutGames()
{
    ReplayWindow window;
    window.setGames({});
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(!window.gameList()->isVisible());
    QVERIFY(window.findChild<QLabel*>(QStringLiteral("replayEmpty"))->isVisible());
    QVERIFY(!window.replayView()->hasGame());
    QCOMPARE(window.currentGame(), -1);
    QVERIFY(!::playButton(window.replayView())->isEnabled());
}

void TestReplays::windowForwardsStepKeysFromTheList()
{
    const MatchHistory history = scriptedGame();
    ReplayWindow window;
    window.setGames({finished(0, history)});
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::keyClick(window.gameList(), Qt::Key_Right);
    QTest::keyClick(window.gameList(), Qt::Key_Right);
    checkShows(*window.replayView(), history, 2);
    QTest::keyClick(window.gameList(), Qt::Key_Left);
    checkShows(*window.replayView(), history, 1);
    QCOMPARE(window.currentGame(), 0);
}

void TestReplays::mainWindowHasReplaysAction()
{
    MainWindow window;
    QAction* replays = window.replaysAction();
    QVERIFY(replays);
    QCOMPARE(replays->text(), QStringLiteral("Re&plays…"));
    QVERIFY(window.menuBar()->actions().first()->menu()->actions().contains(replays));
    QSignalSpy requested(&window, &MainWindow::replaysRequested);
    replays->trigger();
    QCOMPARE(requested.count(), 1);
}

QTEST_MAIN(TestReplays)
#include "tst_replays.moc"
