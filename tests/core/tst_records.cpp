// SPDX-License-Identifier: GPL-3.0-or-later
// What core keeps of finished games, without Qt or a file: the opponents counted, a record read
// back and recorded on, dates to the millisecond, an unknown date, the counters' bound, the
// histogram's bins. (tests/tst_statistics checks the same figures through the file and the window.)
#include "core/newgamechoice.h"
#include "core/records/statistics.h"

#include <QTest>

#include <chrono>

using namespace seabattle;
using namespace std::chrono_literals;

namespace {

const UtcTime kStart = std::chrono::sys_days{std::chrono::March / 14 / 2025} + 9h + 26min + 53s;

FinishedGame game(std::string opponent, bool won, int shots, EndReason reason = EndReason::FleetSunk)
{
    FinishedGame g;
    g.endedAt = kStart;
    g.opponent = std::move(opponent);
    g.result = MatchResult{won ? Player::One : Player::Two, reason};
    g.shots = shots;
    g.hits = shots / 2;
    return g;
}

} // namespace

class TestRecords : public QObject {
    Q_OBJECT

private slots:
    void opponentsAreTheLevelsThenLan();
    void anOpponentNotKnownIsNotCounted();
    void aRecordReadBackIsRecordedOn();
    void datesKeepTheirMilliseconds();
    void anUnknownDateBecomesNow();
    void countersStopAtTheirBound();
    void histogramCoversEveryWin();
    void aNewGameIsStandardAgainstMedium();
    void aHintedGameCountsForNoRecord();
    void aReviewedGameKeepsQualityAndLuck();
    void aReviewIsAttachedToItsGame();
    void salvoGamesAreCountedApart();
};

void TestRecords::opponentsAreTheLevelsThenLan()
{
    const std::vector<std::string>& keys = Statistics::opponents();
    QCOMPARE(keys.size(), Statistics::kOpponentCount);
    for (std::size_t i = 0; i < kOpponentLevels.size(); ++i)
        QCOMPARE(keys[i], std::string(keyOf(kOpponentLevels[i])));
    QCOMPARE(keys.back(), std::string("lan"));
    QVERIFY(Statistics::isOpponent("admiral"));
    QVERIFY(!Statistics::isOpponent("Admiral")); // keys are exact
    QVERIFY(!Statistics::isOpponent(""));
}

void TestRecords::anOpponentNotKnownIsNotCounted()
{
    Statistics s;
    s.record(game("grandmaster", true, 40));
    QVERIFY(s.isEmpty());
    QCOMPARE(s.record("grandmaster").games(), 0);
    QVERIFY(s == Statistics());
}

void TestRecords::aRecordReadBackIsRecordedOn()
{
    Statistics::Records records;
    OpponentRecord hard;
    hard.wins = 2;
    hard.currentStreak = 2;
    hard.bestStreak = 2;
    hard.shots = 90;
    hard.hits = 40;
    hard.fleetsSunk = 2;
    hard.shotsToSinkFleets = 90;
    hard.best = BestGame{40, kStart - 24h};
    hard.shotsToWin = {50, 40};
    hard.results = {{.endedAt = kStart - 48h, .won = true}, {.endedAt = kStart - 24h, .won = true}};
    records[2] = hard;
    Statistics s(records, hard);
    QVERIFY(s.record("hard") == hard);
    QVERIFY(s.total() == hard);

    s.record(game("hard", true, 35));
    const OpponentRecord& r = s.record("hard");
    QCOMPARE(r.wins, 3);
    QCOMPARE(r.currentStreak, 3);
    QCOMPARE(r.bestStreak, 3);
    QCOMPARE(r.best->shots, 35);
    QVERIFY(r.best->endedAt == kStart);
    QVERIFY((r.shotsToWin == std::vector<int>{50, 40, 35}));
    QVERIFY(s.total() == r);
    s.record(game("hard", false, 60, EndReason::Resignation));
    QCOMPARE(s.record("hard").currentStreak, 0);
    QCOMPARE(s.record("hard").bestStreak, 3);
    QCOMPARE(s.record("hard").shotsToWin.size(), std::size_t(3)); // a loss takes no shots to win
}

void TestRecords::datesKeepTheirMilliseconds()
{
    Statistics s;
    FinishedGame g = game("medium", true, 33);
    g.endedAt = kStart + 987ms;
    s.record(g);
    QVERIFY(s.record("medium").results.back().endedAt == kStart + 987ms);
    QVERIFY(s.record("medium").best->endedAt == kStart + 987ms);
}

void TestRecords::anUnknownDateBecomesNow()
{
    Statistics s;
    FinishedGame g = game("easy", false, 20);
    g.endedAt.reset();
    const auto before =
        std::chrono::time_point_cast<std::chrono::milliseconds>(std::chrono::system_clock::now());
    s.record(g);
    const auto after = std::chrono::system_clock::now();
    const UtcTime at = s.record("easy").results.back().endedAt;
    QVERIFY(before <= at && at <= after);
}

void TestRecords::countersStopAtTheirBound()
{
    Statistics::Records records;
    OpponentRecord lan;
    lan.losses = Statistics::kMaxCount - 1;
    lan.shots = Statistics::kMaxCount - 1;
    records[4] = lan;
    Statistics s(records, lan);
    for (int i = 0; i < 3; ++i)
        s.record(game("lan", false, 10));
    QCOMPARE(s.record("lan").losses, Statistics::kMaxCount);
    QCOMPARE(s.record("lan").shots, Statistics::kMaxCount);
    QCOMPARE(s.total().losses, Statistics::kMaxCount);
    QCOMPARE(s.record("lan").results.size(), std::size_t(3));
}

void TestRecords::histogramCoversEveryWin()
{
    const std::vector<int> shots{17, 100, 42, 42, 63};
    const std::vector<HistogramBin> bins = shotsToWinHistogram(shots, 5);
    QVERIFY(!bins.empty() && bins.size() <= 5);
    int counted = 0;
    for (std::size_t i = 0; i < bins.size(); ++i) {
        counted += bins[i].count;
        if (i > 0)
            QCOMPARE(bins[i].low, bins[i - 1].high + 1); // no gap, no overlap
    }
    QCOMPARE(counted, int(shots.size()));
    QVERIFY(bins.front().low <= 17 && bins.back().high >= 100);
    QVERIFY(shotsToWinHistogram({}).empty());
}

void TestRecords::aNewGameIsStandardAgainstMedium()
{
    const NewGameChoice choice;
    QVERIFY(!choice.watch);
    QVERIFY(choice.level == OpponentLevel::Medium);
    QVERIFY(choice.rules == Ruleset::standard());
}

void TestRecords::aHintedGameCountsForNoRecord()
{
    Statistics s;
    s.record(game("hard", true, 60));
    s.record(game("hard", false, 70));
    s.record(game("hard", true, 55)); // streak 1, best 55
    const OpponentRecord before = s.record("hard");
    FinishedGame hinted = game("hard", true, 30); // would be the best game and a streak of 2
    hinted.hinted = true;
    s.record(hinted);
    FinishedGame hintedLoss = game("hard", false, 80);
    hintedLoss.hinted = true;
    s.record(hintedLoss); // would break the streak
    const OpponentRecord& r = s.record("hard");
    QCOMPARE(r.games(), 5);
    QCOMPARE(r.wins, 3);
    QCOMPARE(r.losses, 2);
    QCOMPARE(r.hintedGames, 2);
    QCOMPARE(r.shots, before.shots + 110);
    QCOMPARE(r.hits, before.hits + 15 + 40);
    QCOMPARE(r.currentStreak, before.currentStreak);
    QCOMPARE(r.bestStreak, before.bestStreak);
    QVERIFY(r.best == before.best);
    QCOMPARE(r.best->shots, 55);
    QCOMPARE(r.fleetsSunk, before.fleetsSunk);
    QCOMPARE(r.shotsToSinkFleets, before.shotsToSinkFleets);
    QVERIFY(r.shotsToWin == before.shotsToWin);
    QCOMPARE(r.averageShotsToWin(), before.averageShotsToWin());
    QCOMPARE(r.results.size(), std::size_t(5));
    QVERIFY(r.results[3].hinted && r.results[3].won);
    QVERIFY(r.results[4].hinted && !r.results[4].won);
    QVERIFY(!r.results[2].hinted);
    QCOMPARE(s.total().hintedGames, 2);
    QVERIFY(s.total() == r);
    // A game without a hint goes on from the streak as it was.
    s.record(game("hard", true, 50));
    QCOMPARE(s.record("hard").currentStreak, 2);
    QCOMPARE(s.record("hard").best->shots, 50);
}

void TestRecords::aReviewedGameKeepsQualityAndLuck()
{
    Statistics s;
    FinishedGame g = game("easy", true, 40);
    GameReview review;
    review.players[0].quality = 83;
    review.players[0].luck = -1.25;
    review.players[1].quality = 12; // the computer's: not the person's figures
    review.players[1].luck = 4;
    g.review = review;
    s.record(g);
    s.record(game("easy", false, 50));
    const DatedResult& reviewed = s.record("easy").results[0];
    QCOMPARE(reviewed.quality, std::optional<int>(83));
    QCOMPARE(reviewed.luck, std::optional<double>(-1.25));
    QVERIFY(!s.record("easy").results[1].quality && !s.record("easy").results[1].luck);
    QCOMPARE(s.total().results[0].quality, std::optional<int>(83));
    // Out of bounds a file would refuse: tamed.
    g.review->players[0].luck = 1e9;
    g.endedAt = kStart + 1h;
    s.record(g);
    QCOMPARE(s.record("easy").results.back().luck, std::optional<double>(100));
}

void TestRecords::aReviewIsAttachedToItsGame()
{
    Statistics s;
    s.record(game("medium", true, 40));
    FinishedGame later = game("medium", false, 50);
    later.endedAt = kStart + 10min + 5ms;
    s.record(later);
    s.record(game("admiral", false, 60));
    QVERIFY(s.attachReview("medium", kStart + 10min + 5ms, 64, 2.5));
    const OpponentRecord& medium = s.record("medium");
    QVERIFY(!medium.results[0].quality);
    QCOMPARE(medium.results[1].quality, std::optional<int>(64));
    QCOMPARE(medium.results[1].luck, std::optional<double>(2.5));
    QCOMPARE(s.total().results[1].quality, std::optional<int>(64));
    QVERIFY(!s.total().results[2].quality);
    // No game ended then, or not against that opponent: nothing changes.
    const Statistics before = s;
    QVERIFY(!s.attachReview("medium", kStart + 1s, 50, 0));
    QVERIFY(!s.attachReview("hard", kStart + 10min + 5ms, 50, 0));
    QVERIFY(!s.attachReview("grandmaster", kStart, 50, 0));
    QVERIFY(s == before);
}

// Issue 34: a Salvo game is never mixed with one of one shot a turn, under the same preset too;
// the game or its history's rules say which.
void TestRecords::salvoGamesAreCountedApart()
{
    Statistics stats;
    stats.record(game("hard", true, 40));
    FinishedGame salvo = game("hard", true, 70);
    salvo.salvo = true;
    salvo.endedAt = kStart + 1min;
    stats.record(salvo);
    FinishedGame byItsRules = game("hard", false, 55);
    byItsRules.endedAt = kStart + 2min;
    MatchHistory history;
    history.rules = Ruleset::standard();
    history.rules.salvo = true;
    byItsRules.history = history;
    QCOMPARE(firingOf(byItsRules), Firing::Salvo);
    stats.record(byItsRules);

    QCOMPARE(stats.record("hard").games(), 1);
    QCOMPARE(stats.record("hard").averageShotsToWin(), std::optional(40.0));
    QCOMPARE(stats.total().games(), 1);
    QCOMPARE(stats.record("hard", Firing::Salvo).games(), 2);
    QCOMPARE(stats.record("hard", Firing::Salvo).wins, 1);
    QCOMPARE(stats.record("hard", Firing::Salvo).averageShotsToWin(), std::optional(70.0));
    QCOMPARE(stats.total(Firing::Salvo).losses, 1);
    QCOMPARE(stats.record("easy", Firing::Salvo).games(), 0);
    QVERIFY(!stats.isEmpty());

    // A review finds its game in whichever book it is in.
    QVERIFY(stats.attachReview("hard", *salvo.endedAt, 77, 1.5));
    QCOMPARE(stats.record("hard", Firing::Salvo).results.front().quality, std::optional(77));
    QCOMPARE(stats.total(Firing::Salvo).results.front().quality, std::optional(77));
    QVERIFY(!stats.record("hard").results.front().quality);

    Statistics onlySalvo;
    onlySalvo.record(salvo);
    QVERIFY(!onlySalvo.isEmpty());
    QVERIFY(onlySalvo.total().games() == 0);
}

QTEST_APPLESS_MAIN(TestRecords)
#include "tst_records.moc"
