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
    hard.results = {{kStart - 48h, true}, {kStart - 24h, true}};
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

QTEST_APPLESS_MAIN(TestRecords)
#include "tst_records.moc"
