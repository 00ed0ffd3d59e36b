// SPDX-License-Identifier: GPL-3.0-or-later
// A game's review as the replays keep it (app/json/reviewjson): a real review (a game played by
// core, reviewed by core) survives JSON and text exactly (chances are written with every digit,
// so operator== holds with no rounding); hostile values are refused naming the field; and the
// archive keeps "hinted" and "review" with its games, reads old entries without them, and skips
// (keeping aside) an entry whose review is not its game's.
#include "app/json/reviewjson.h"
#include "app/json/utctime.h"
#include "app/storage/gamearchive.h"
#include "playedgame.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace seabattle;

namespace {

// A whole game played by core: two random fleets, every shot a Medium computer's choice.
MatchHistory playedGame(quint64 seed)
{
    return testing::playedGame(Ruleset::standard(), seed, OpponentLevel::Medium, OpponentLevel::Medium);
}

struct Reviewed {
    MatchHistory history;
    GameReview review;
};

// Played and reviewed once for the whole test.
const Reviewed& reviewed()
{
    static const Reviewed game = [] {
        Reviewed r;
        r.history = playedGame(17);
        const auto review = reviewShots(r.history.rules, outcomesOf(r.history), kReviewSeed, {}, 2);
        if (!review)
            qFatal("no review");
        r.review = *review;
        return r;
    }();
    return game;
}

// `json` with players[player].shots[shot][part] set to `value`.
QJsonObject withShotPart(QJsonObject json, int player, int shot, int part, const QJsonValue& value)
{
    QJsonArray players = json[QStringLiteral("players")].toArray();
    QJsonObject p = players[player].toObject();
    QJsonArray shots = p[QStringLiteral("shots")].toArray();
    QJsonArray s = shots[shot].toArray();
    s[part] = value;
    shots[shot] = s;
    p[QStringLiteral("shots")] = shots;
    players[player] = p;
    json[QStringLiteral("players")] = players;
    return json;
}

// `json` with players[player][key] set to `value`.
QJsonObject withPlayerField(QJsonObject json, int player, const QString& key, const QJsonValue& value)
{
    QJsonArray players = json[QStringLiteral("players")].toArray();
    QJsonObject p = players[player].toObject();
    p[key] = value;
    players[player] = p;
    json[QStringLiteral("players")] = players;
    return json;
}

// The first shot of `player` whose verdict is not Wasted (its index in that player's shots).
int firstUnwasted(int player)
{
    const auto& shots = reviewed().review.players[std::size_t(player)].shots;
    for (std::size_t i = 0; i < shots.size(); ++i)
        if (shots[i].verdict != ShotVerdict::Wasted)
            return int(i);
    qFatal("every shot wasted");
}

FinishedGame finishedGame(int minute)
{
    FinishedGame game;
    game.endedAt = toUtcTime(QDateTime(QDate(2026, 3, 12), QTime(14, minute, 9, 123), kUtc));
    game.opponent = "medium";
    game.history = reviewed().history;
    game.result = *Match::replay(*game.history)->result();
    game.shots = 40;
    game.hits = 17;
    return game;
}

QByteArray fileOf(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

class TestReviewJson : public QObject {
    Q_OBJECT

private slots:
    void roundTripsExactly();
    void hostileValuesAreRefused_data();
    void hostileValuesAreRefused();
    void hostileFiguresAreRefused_data();
    void hostileFiguresAreRefused();
    void theArchiveKeepsHintsAndReviews();
    void anOldArchiveReads();
    void aBadReviewSkipsItsEntry();
};

void TestReviewJson::roundTripsExactly()
{
    const Reviewed& game = reviewed();
    const QJsonObject json = reviewToJson(game.review);
    const QByteArray text = QJsonDocument(json).toJson(QJsonDocument::Compact);
    const auto back = reviewFromJson(QJsonDocument::fromJson(text).object(), game.history);
    QVERIFY2(back, qPrintable(back ? QString() : back.error().field));
    QVERIFY(*back == game.review);
    // Small: a 200-shot review stays near 20 KB.
    const qsizetype shots = qsizetype(game.history.shots.size());
    qInfo("review of %lld shots: %lld bytes", static_cast<long long>(shots),
          static_cast<long long>(text.size()));
    QVERIFY(text.size() < 100 * shots + 200);
    // The seed, the whole u64, as a decimal string.
    GameReview seeded = game.review;
    seeded.seed = ~std::uint64_t(0);
    const QJsonObject big = reviewToJson(seeded);
    QCOMPARE(big[QStringLiteral("seed")].toString(), QStringLiteral("18446744073709551615"));
    QCOMPARE(reviewFromJson(big, game.history)->seed, seeded.seed);
}

// A shot at fault, part by part.
void TestReviewJson::hostileValuesAreRefused_data()
{
    QTest::addColumn<QJsonObject>("json");
    QTest::addColumn<QString>("field");
    const QJsonObject good = reviewToJson(reviewed().review);
    const int shot = firstUnwasted(0);
    const QString at = QStringLiteral("players[0].shots[%1]").arg(shot);
    const auto part = [&](int i) { return QStringLiteral("%1[%2]").arg(at).arg(i); };
    const qsizetype historyShots = qsizetype(reviewed().history.shots.size());
    const QJsonArray otherShot = good[QStringLiteral("players")][1][QStringLiteral("shots")][0].toArray();
    const QJsonArray myShots = good[QStringLiteral("players")][0][QStringLiteral("shots")].toArray();
    QJsonArray nineParts = myShots[shot].toArray();
    nineParts.append(0);

    QTest::newRow("chance 2") << withShotPart(good, 0, shot, 3, 2) << part(3);
    QTest::newRow("chance negative") << withShotPart(good, 0, shot, 3, -0.1) << part(3);
    QTest::newRow("chance as text") << withShotPart(good, 0, shot, 3, QStringLiteral("0.5")) << part(3);
    QTest::newRow("best 1.5") << withShotPart(good, 0, shot, 4, 1.5) << part(4);
    QTest::newRow("chance above the best")
        << withShotPart(withShotPart(good, 0, shot, 4, 0.25), 0, shot, 3, 0.5) << part(3);
    QTest::newRow("index past the history")
        << withShotPart(good, 0, shot, 0, double(historyShots)) << part(0);
    QTest::newRow("index fractional") << withShotPart(good, 0, shot, 0, 0.5) << part(0);
    QJsonObject swapped = good;
    {
        QJsonArray players = swapped[QStringLiteral("players")].toArray();
        QJsonObject p = players[0].toObject();
        QJsonArray shots = p[QStringLiteral("shots")].toArray();
        shots[0] = otherShot; // Player::Two's shot listed as Player::One's
        p[QStringLiteral("shots")] = shots;
        players[0] = p;
        swapped[QStringLiteral("players")] = players;
    }
    QTest::newRow("shooter mismatch") << swapped << QStringLiteral("players[0].shots[0][0]");
    const QString target = myShots[shot].toArray()[1].toString();
    QTest::newRow("target mismatch") << withShotPart(good, 0, shot, 1,
                                                     target == QLatin1String("A1") ? "B1" : "A1")
                                     << part(1);
    QTest::newRow("target off the grid") << withShotPart(good, 0, shot, 1, "K11") << part(1);
    const QString result = myShots[shot].toArray()[2].toString();
    QTest::newRow("result mismatch") << withShotPart(good, 0, shot, 2,
                                                     result == QLatin1String("miss") ? "hit" : "miss")
                                     << part(2);
    QTest::newRow("result unknown") << withShotPart(good, 0, shot, 2, "splash") << part(2);
    QTest::newRow("wasted without reason") << withShotPart(good, 0, shot, 6, "wasted") << part(7);
    QTest::newRow("reason without wasted") << withShotPart(good, 0, shot, 7, "gap-too-small") << part(7);
    QTest::newRow("reason unknown") << withShotPart(withShotPart(good, 0, shot, 6, "wasted"), 0, shot, 7,
                                                    "bad-luck")
                                    << part(7);
    QTest::newRow("verdict unknown") << withShotPart(good, 0, shot, 6, "brilliant") << part(6);
    QTest::newRow("best cell bad") << withShotPart(good, 0, shot, 5, "b7") << part(5);
    QTest::newRow("shot of nine parts") << withPlayerField(good, 0, "shots", [&] {
        QJsonArray shots = myShots;
        shots[shot] = nineParts;
        return shots;
    }()) << at;
}

// Lists of the wrong length and the player's and the review's own figures.
void TestReviewJson::hostileFiguresAreRefused_data()
{
    QTest::addColumn<QJsonObject>("json");
    QTest::addColumn<QString>("field");
    const QJsonObject good = reviewToJson(reviewed().review);
    const QJsonArray otherShot = good[QStringLiteral("players")][1][QStringLiteral("shots")][0].toArray();
    const QJsonArray myShots = good[QStringLiteral("players")][0][QStringLiteral("shots")].toArray();
    QJsonArray tooMany = myShots;
    tooMany.append(myShots.last());
    QJsonArray huge;
    for (int i = 0; i < 100000; ++i)
        huge.append(myShots.first());
    QTest::newRow("a shot more than fired")
        << withPlayerField(good, 0, "shots", tooMany) << QStringLiteral("players[0].shots");
    QTest::newRow("huge shots") << withPlayerField(good, 0, "shots", huge)
                                << QStringLiteral("players[0].shots");
    QTest::newRow("a shot less") << withPlayerField(good, 1, "shots", QJsonArray{otherShot})
                                 << QStringLiteral("players[1].shots");
    QTest::newRow("quality 101") << withPlayerField(good, 0, "quality", 101)
                                 << QStringLiteral("players[0].quality");
    QTest::newRow("quality 1.5") << withPlayerField(good, 1, "quality", 1.5)
                                 << QStringLiteral("players[1].quality");
    QTest::newRow("wasted miscounted")
        << withPlayerField(good, 0, "wasted", reviewed().review.players[0].wasted + 1)
        << QStringLiteral("players[0].wasted");
    QTest::newRow("luck beyond the shots")
        << withPlayerField(good, 0, "luck", 1e6) << QStringLiteral("players[0].luck");
    QTest::newRow("turn past the shots")
        << withPlayerField(good, 0, "turn", QJsonObject{{"first", 0}, {"length", 1000}})
        << QStringLiteral("players[0].turn.length");
    QTest::newRow("turn with more") << withPlayerField(good, 0, "turn",
                                                       QJsonObject{{"first", 0}, {"length", 0}, {"x", 1}})
                                    << QStringLiteral("players[0].turn.x");
    QTest::newRow("unknown player key")
        << withPlayerField(good, 0, "bonus", 1) << QStringLiteral("players[0].bonus");
    QJsonObject three = good;
    three[QStringLiteral("players")] = QJsonArray{good["players"][0], good["players"][1], good["players"][1]};
    QTest::newRow("three players") << three << QStringLiteral("players");
    QJsonObject one = good;
    one[QStringLiteral("players")] = QJsonArray{good["players"][0]};
    QTest::newRow("one player") << one << QStringLiteral("players");
    for (const auto& [name, seed] :
         {std::pair("seed negative", QJsonValue("-1")), std::pair("seed 0-led", QJsonValue("01")),
          std::pair("seed past u64", QJsonValue("18446744073709551616")),
          std::pair("seed as a number", QJsonValue(7)), std::pair("seed hex", QJsonValue("0x10"))}) {
        QJsonObject o = good;
        o[QStringLiteral("seed")] = seed;
        QTest::newRow(name) << o << QStringLiteral("seed");
    }
    QJsonObject extra = good;
    extra[QStringLiteral("odds")] = QJsonArray{};
    QTest::newRow("unknown key") << extra << QStringLiteral("odds");
}

void TestReviewJson::hostileFiguresAreRefused()
{
    hostileValuesAreRefused();
}

void TestReviewJson::hostileValuesAreRefused()
{
    QFETCH(QJsonObject, json);
    QFETCH(QString, field);
    const auto read = reviewFromJson(json, reviewed().history);
    QVERIFY(!read);
    QCOMPARE(read.error().field, field);
}

void TestReviewJson::theArchiveKeepsHintsAndReviews()
{
    QTemporaryDir dir;
    GameArchive archive(dir.path());
    FinishedGame hinted = finishedGame(1);
    hinted.hinted = true;
    archive.add(hinted);
    archive.add(finishedGame(2));
    // The review finishes after its game was added.
    QVERIFY(archive.attachReview(*hinted.endedAt, reviewed().review));
    QVERIFY(!archive.attachReview(*hinted.endedAt + std::chrono::seconds(1), reviewed().review));
    QVERIFY(archive.save());
    GameArchive again(dir.path());
    QVERIFY(again.load().isClean());
    QCOMPARE(again.games().size(), std::size_t(2));
    const FinishedGame& newest = again.games()[0];
    const FinishedGame& older = again.games()[1];
    QVERIFY(!newest.hinted && !newest.review);
    QVERIFY(older.hinted);
    QVERIFY(older.review && *older.review == reviewed().review);
    // Neither key for a game with neither.
    const QJsonObject file = QJsonDocument::fromJson(fileOf(archive.filePath())).object();
    const QJsonObject plain = file[QStringLiteral("games")][0].toObject();
    QVERIFY(!plain.contains(QStringLiteral("hinted")) && !plain.contains(QStringLiteral("review")));
    QCOMPARE(file[QStringLiteral("games")][1][QStringLiteral("hinted")], QJsonValue(true));
}

void TestReviewJson::anOldArchiveReads()
{
    QTemporaryDir dir;
    GameArchive archive(dir.path());
    archive.add(finishedGame(3));
    QVERIFY(archive.save());
    const QByteArray bytes = fileOf(archive.filePath());
    QVERIFY(!bytes.contains("hinted") && !bytes.contains("review"));
    // As an older Sea Battle wrote it: indented.
    QVERIFY(writeFile(archive.filePath(), QJsonDocument::fromJson(bytes).toJson(QJsonDocument::Indented)));
    GameArchive again(dir.path());
    QVERIFY(again.load().isClean());
    QCOMPARE(again.games().size(), std::size_t(1));
    QVERIFY(!again.games()[0].hinted && !again.games()[0].review);
    QVERIFY(again.games()[0].history == reviewed().history);
}

void TestReviewJson::aBadReviewSkipsItsEntry()
{
    QTemporaryDir dir;
    GameArchive archive(dir.path());
    for (int minute = 4; minute < 7; ++minute) {
        FinishedGame game = finishedGame(minute);
        game.review = reviewed().review;
        archive.add(game);
    }
    QVERIFY(archive.save());
    QJsonObject file = QJsonDocument::fromJson(fileOf(archive.filePath())).object();
    QJsonArray games = file[QStringLiteral("games")].toArray();
    QJsonObject middle = games[1].toObject();
    middle[QStringLiteral("review")] =
        withShotPart(middle[QStringLiteral("review")].toObject(), 0, firstUnwasted(0), 3, 2); // chance 2
    games[1] = middle;
    QJsonObject last = games[2].toObject();
    last[QStringLiteral("hinted")] = QStringLiteral("yes");
    games[2] = last;
    file[QStringLiteral("games")] = games;
    QVERIFY(writeFile(archive.filePath(), QJsonDocument(file).toJson()));
    GameArchive again(dir.path());
    const ArchiveLoad load = again.load();
    QCOMPARE(load.skippedEntries, 2);
    QVERIFY(!load.skippedKeptAs.isEmpty()); // the file as it was is kept aside
    QCOMPARE(again.games().size(), std::size_t(1));
    QVERIFY(again.games()[0].review && *again.games()[0].review == reviewed().review);
}

QTEST_GUILESS_MAIN(TestReviewJson)
#include "tst_reviewjson.moc"
