// SPDX-License-Identifier: GPL-3.0-or-later
// Autosave and resume: a save round-trips exactly (rules, fleets, shots, turn, level, the computer's
// random state); a resumed game goes on exactly as the original would have, under every preset;
// damaged, truncated, foreign, future and unreadable files are set aside (never deleted) with one
// reason; and a process killed in the middle of saving leaves the old save or the new, never a
// broken one.
#include "app/session/computersession.h"
#include "app/storage/savedgame.h"
#include "core/randomlayout.h"
#include "playedgame.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <random>
#include <unistd.h>

using namespace seabattle;

Q_DECLARE_METATYPE(seabattle::Ruleset)
Q_DECLARE_METATYPE(SaveProblem::Kind)

namespace {

// A game against the computer, `shots` shots in, the person firing in a scattered order.
struct Played {
    std::unique_ptr<ComputerSession> session;
};

std::unique_ptr<ComputerSession> playFor(const Ruleset& rules, OpponentLevel level, int personShots,
                                         std::uint64_t seed)
{
    auto session = std::make_unique<ComputerSession>(rules, level, seed);
    session->setComputerDelay(std::chrono::milliseconds(0));
    Rng rng(seed + 100);
    (void)session->start(*randomLayout(rules, rng));
    for (int fired = 0, c = 0; fired < personShots && !session->match().result() && c < 100000; ++c) {
        if (!QTest::qWaitFor(
                [&] { return session->match().turn() == Player::One || session->match().result(); }, 60000))
            break;
        if (!session->fire(coordAt((c * 37) % kCellCount)))
            ++fired;
    }
    // Not while the computer thinks: a save is taken between shots.
    (void)QTest::qWaitFor([&] { return !session->isComputerThinking(); }, 60000);
    return session;
}

SavedGame saveOf(const ComputerSession& session)
{
    return {session.level(), session.match().history(), session.rng(), QDateTime::currentDateTime()};
}

} // namespace

class TestSavedGame : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void roundTrips();
    void resumedGamesGoOnAsTheOriginal_data();
    void resumedGamesGoOnAsTheOriginal();
    void damagedFilesAreSetAside_data();
    void damagedFilesAreSetAside();
    void unreadableFileIsSetAside();
    void emptySlotHasNothing();
    void finishedGameIsNotASave();
    void killedWhileSavingLeavesAWholeSave();
    void aHintedGameStaysHinted();
    void aSalvoGameResumesMidSalvo();
};

void TestSavedGame::initTestCase()
{
    qRegisterMetaType<ShotOutcome>();
}

void TestSavedGame::roundTrips()
{
    const auto session = playFor(Ruleset::classic(), OpponentLevel::Admiral, 12, 5);
    const SavedGame saved = saveOf(*session);
    const auto read = decodeSavedGame(encodeSavedGame(saved));
    QVERIFY(read);
    QCOMPARE(read->level, OpponentLevel::Admiral);
    QVERIFY(read->history == saved.history);
    QVERIFY(read->rng == saved.rng);
    QCOMPARE(read->savedAt.toSecsSinceEpoch(), saved.savedAt.toSecsSinceEpoch());
    QVERIFY(*Match::replay(read->history) == session->match());

    QTemporaryDir dir;
    SaveSlot slot(dir.path());
    QVERIFY(slot.write(saved));
    const SaveSlot::Loaded loaded = slot.read();
    QVERIFY(!loaded.problem);
    QVERIFY(loaded.game);
    QVERIFY(loaded.game->history == saved.history);
    QVERIFY(loaded.game->rng == saved.rng);
}

void TestSavedGame::resumedGamesGoOnAsTheOriginal_data()
{
    QTest::addColumn<Ruleset>("rules");
    QTest::addColumn<int>("level");
    const std::pair<const char*, Ruleset> presets[] = {
        {"standard", Ruleset::standard()}, {"classic", Ruleset::classic()}, {"hasbro", Ruleset::hasbro()}};
    for (const auto& [name, rules] : presets)
        for (OpponentLevel level : {OpponentLevel::Easy, OpponentLevel::Hard, OpponentLevel::Admiral}) {
            Ruleset again = rules;
            QTest::addRow("%s, %s", name, keyOf(level).data()) << rules << int(level);
            again.shootAgainAfterHit = true;
            if (!rules.shootAgainAfterHit)
                QTest::addRow("%s shoot-again, %s", name, keyOf(level).data()) << again << int(level);
        }
}

// Saved mid-game and resumed, the game is the same match, and the computer's next shots are the
// ones it would have fired had the game not been interrupted.
void TestSavedGame::resumedGamesGoOnAsTheOriginal()
{
    QFETCH(Ruleset, rules);
    QFETCH(int, level);
    const auto original = playFor(rules, OpponentLevel(level), 9, 21);
    const auto loaded = decodeSavedGame(encodeSavedGame(saveOf(*original)));
    QVERIFY(loaded);
    ComputerSession resumed(*Match::replay(loaded->history), loaded->level, loaded->rng);
    resumed.setComputerDelay(std::chrono::milliseconds(0));
    QVERIFY(resumed.match() == original->match());
    QCOMPARE(resumed.match().turn(), original->match().turn());
    resumed.resume();
    // Both play on with the same shots from the person; the computer must answer alike.
    for (int c = 0, fired = 0; fired < 8 && !original->match().result(); ++c) {
        QVERIFY(QTest::qWaitFor(
            [&] { return original->match().turn() == Player::One || original->match().result(); }, 60000));
        QVERIFY(QTest::qWaitFor(
            [&] { return resumed.match().turn() == Player::One || resumed.match().result(); }, 60000));
        QVERIFY(resumed.match() == original->match());
        const Coord target = coordAt((c * 53 + 7) % kCellCount);
        const auto a = original->fire(target);
        const auto b = resumed.fire(target);
        QCOMPARE(a.has_value(), b.has_value());
        fired += !a;
    }
    QVERIFY(QTest::qWaitFor([&] { return !original->isComputerThinking() && !resumed.isComputerThinking(); },
                            60000));
    QVERIFY(QTest::qWaitFor([&] { return resumed.match() == original->match(); }, 60000));
}

void TestSavedGame::damagedFilesAreSetAside_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<SaveProblem::Kind>("kind");
    const QByteArray good =
        encodeSavedGame(saveOf(*playFor(Ruleset::standard(), OpponentLevel::Medium, 5, 3)));
    QTest::newRow("empty") << QByteArray() << SaveProblem::Kind::NotJson;
    QTest::newRow("truncated") << good.left(good.size() / 2) << SaveProblem::Kind::NotJson;
    std::mt19937 gen(7);
    QByteArray noise(3000, '\0');
    for (char& b : noise)
        b = char(gen());
    QTest::newRow("random bytes") << noise << SaveProblem::Kind::NotJson;
    QTest::newRow("another JSON") << QByteArray(R"({"hello": "world"})") << SaveProblem::Kind::NotASave;
    QByteArray future = good;
    future.replace("\"version\": 1", "\"version\": 7");
    QTest::newRow("future version") << future << SaveProblem::Kind::FutureVersion;
    QByteArray level = good;
    level.replace("\"level\": \"medium\"", "\"level\": \"godlike\"");
    QTest::newRow("unknown level") << level << SaveProblem::Kind::Invalid;
    QByteArray rng = good;
    rng.replace("\"rng\": \"", "\"rng\": \"x");
    QTest::newRow("broken random state") << rng << SaveProblem::Kind::Invalid;
    QByteArray shots = good;
    shots.replace("\"shots\": [", "\"shots\": [\"two:A1\", \"two:A1\", ");
    QTest::newRow("shots the rules refuse") << shots << SaveProblem::Kind::Invalid;
}

void TestSavedGame::damagedFilesAreSetAside()
{
    QFETCH(QByteArray, bytes);
    QFETCH(SaveProblem::Kind, kind);
    QTemporaryDir dir;
    SaveSlot slot(dir.path());
    QFile file(slot.path());
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
    file.close();
    const SaveSlot::Loaded loaded = slot.read();
    QVERIFY(!loaded.game);
    QVERIFY(loaded.problem);
    QCOMPARE(loaded.problem->kind, kind);
    // Set aside under a new name, with every byte, never deleted; the slot is free again.
    QVERIFY(!QFile::exists(slot.path()));
    QVERIFY(loaded.setAsidePath.startsWith(slot.path() + QStringLiteral(".damaged-")));
    QFile aside(loaded.setAsidePath);
    QVERIFY(aside.open(QIODevice::ReadOnly));
    QCOMPARE(aside.readAll(), bytes);
    QVERIFY(!slot.read().problem); // once set aside, it is not reported again
}

void TestSavedGame::unreadableFileIsSetAside()
{
    QTemporaryDir dir;
    SaveSlot slot(dir.path());
    if (::geteuid() == 0) {
        // Root reads any file: a directory where the save should be cannot be read either.
        QVERIFY(QDir().mkpath(slot.path()));
    } else {
        QVERIFY(slot.write(saveOf(*playFor(Ruleset::hasbro(), OpponentLevel::Easy, 3, 1))));
        QFile::setPermissions(slot.path(), QFileDevice::WriteOwner);
    }
    const SaveSlot::Loaded loaded = slot.read();
    QVERIFY(!loaded.game);
    QVERIFY(loaded.problem);
    QCOMPARE(loaded.problem->kind, SaveProblem::Kind::Unreadable);
    QVERIFY(QFileInfo::exists(loaded.setAsidePath));
    QVERIFY(!QFileInfo::exists(slot.path()));
}

void TestSavedGame::emptySlotHasNothing()
{
    QTemporaryDir dir;
    SaveSlot slot(dir.path());
    const SaveSlot::Loaded loaded = slot.read();
    QVERIFY(!loaded.game);
    QVERIFY(!loaded.problem);
    QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty());
}

void TestSavedGame::finishedGameIsNotASave()
{
    auto session = playFor(Ruleset::standard(), OpponentLevel::Easy, 3, 9);
    session->resign();
    QVERIFY(!decodeSavedGame(encodeSavedGame(saveOf(*session))));
}

// SIGKILL at 25 random moments while a process saves as fast as it can, alternating two games:
// what is on disk is always one of them, whole.
void TestSavedGame::killedWhileSavingLeavesAWholeSave()
{
    QTemporaryDir dir;
    std::mt19937 gen(11);
    std::uniform_int_distribution<int> wait(1, 40);
    int whole = 0;
    for (int round = 0; round < 25; ++round) {
        QProcess writer;
        writer.start(QStringLiteral(SAVE_WRITER_PATH), {dir.path()});
        QVERIFY(writer.waitForStarted());
        QVERIFY(writer.waitForReadyRead(10000)); // "writing"
        QTest::qSleep(wait(gen));
        ::kill(pid_t(writer.processId()), SIGKILL);
        QVERIFY(writer.waitForFinished(10000));
        const SaveSlot::Loaded loaded = SaveSlot(dir.path()).read();
        QVERIFY2(!loaded.problem, "a killed save left a broken file");
        whole += loaded.game.has_value();
        // Leftover temporary files of QSaveFile are not the save and never replace it.
    }
    QCOMPARE(whole, 25);
}

// A hinted game resumed is still hinted; a save written before hints existed (no "hinted") reads
// as a game without; "hinted" is a boolean or the save is refused, naming it.
void TestSavedGame::aHintedGameStaysHinted()
{
    const auto session = playFor(Ruleset::classic(), OpponentLevel::Easy, 5, 9);
    SavedGame saved = saveOf(*session);
    QVERIFY(!decodeSavedGame(encodeSavedGame(saved))->hinted);
    saved.hinted = true;
    QTemporaryDir dir;
    SaveSlot slot(dir.path());
    QVERIFY(slot.write(saved));
    const SaveSlot::Loaded loaded = slot.read();
    QVERIFY(loaded.game);
    QVERIFY(loaded.game->hinted);

    QJsonObject o = QJsonDocument::fromJson(encodeSavedGame(saved)).object();
    o.remove(QStringLiteral("hinted"));
    const auto old = decodeSavedGame(QJsonDocument(o).toJson());
    QVERIFY(old);
    QVERIFY(!old->hinted);
    QVERIFY(old->history == saved.history);
    o.insert(QStringLiteral("hinted"), QStringLiteral("yes"));
    const auto bad = decodeSavedGame(QJsonDocument(o).toJson());
    QVERIFY(!bad);
    QCOMPARE(bad.error().kind, SaveProblem::Kind::Invalid);
    QCOMPARE(bad.error().field, QStringLiteral("hinted"));
}

// Under Salvo (issue 34): saved three shots into a salvo, through the file, the game resumes
// at the same turn with the same salvo in progress and the same shots left, and goes on.
void TestSavedGame::aSalvoGameResumesMidSalvo()
{
    Ruleset rules = Ruleset::standard();
    rules.salvo = true;
    const MatchHistory played =
        testing::playedSalvoGame(rules, 12, OpponentLevel::Hard, OpponentLevel::Medium, 20, 3);
    const auto original = Match::replay(played);
    QVERIFY(original);
    QCOMPARE(original->phase(), MatchPhase::Battle);
    const Player shooter = *original->turn();
    QVERIFY(original->shotsLeftInSalvo() < original->salvoSize(shooter)); // mid-salvo
    QCOMPARE(original->salvoSize(shooter) - original->shotsLeftInSalvo(), 3);

    QTemporaryDir dir;
    SaveSlot slot(dir.path());
    const SavedGame saved{OpponentLevel::Hard, played, Rng(7), QDateTime::currentDateTime()};
    QVERIFY(slot.write(saved));
    const SaveSlot::Loaded loaded = slot.read();
    QVERIFY(!loaded.problem);
    QVERIFY(loaded.game);
    QVERIFY(loaded.game->history.rules.salvo);
    QVERIFY(loaded.game->history == played);
    const auto resumed = Match::replay(loaded.game->history);
    QVERIFY(resumed);
    QVERIFY(*resumed == *original);
    QCOMPARE(resumed->turn(), std::optional(shooter));
    QCOMPARE(resumed->salvoSize(shooter), original->salvoSize(shooter));
    QCOMPARE(resumed->shotsLeftInSalvo(), original->shotsLeftInSalvo());

    // The resumed game goes on as the original: the rest of the salvo, then the other's turn.
    Match going = *resumed;
    Match was = *original;
    Rng rng(3);
    const auto rest =
        chooseSalvo(OpponentLevel::Hard, going.view(shooter), rules, going.shotsLeftInSalvo(), rng);
    const auto fired = going.fireSalvo(shooter, rest);
    QVERIFY(fired);
    const auto again = was.fireSalvo(shooter, rest);
    QVERIFY(again);
    QVERIFY(*again == *fired);
    QVERIFY(going == was);
    if (!fired->back().fleetSunk)
        QCOMPARE(going.turn(), std::optional(opponent(shooter)));
}

QTEST_MAIN(TestSavedGame)
#include "tst_savedgame.moc"
