// SPDX-License-Identifier: GPL-3.0-or-later
// Prints, for each file the game keeps, the size of the largest one it can write and how long
// loading it takes; and the time to load a crafted replays file of 2,000 Custom-rules entries.
// The read bounds (kMaxSaveBytes, StatisticsFile::kMaxBytes, GameArchive::kMaxFileBytes,
// FavouriteLayouts::kMaxFileBytes) are set from these sizes. A benchmark, not a test: it prints
// figures and fails only if a file does not load back whole.
// Usage: bench_datafiles [loads-per-file]   (default 20)
#include "app/json/historyjson.h"
#include "app/json/utctime.h"
#include "app/layouts/favouritelayouts.h"
#include "app/net/message.h"
#include "app/storage/gamearchive.h"
#include "app/storage/savedgame.h"
#include "app/storage/statisticsfile.h"
#include "core/grid.h"
#include "core/match.h"
#include "core/randomlayout.h"
#include "core/review/gamereview.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <functional>
#include <vector>

using namespace seabattle;
using Clock = std::chrono::steady_clock;

namespace {

// The Custom fleet that makes the longest files: 26 classes of one one-cell ship each, with names
// of the longest length the game accepts (that may not share a side: under NoContact the fit
// search cannot place 26, so the game would refuse those rules).
Ruleset largestRules()
{
    Ruleset rules = Ruleset::forPreset(Preset::Custom);
    rules.fleet.clear();
    for (int i = 0; i < kMaxFleetShips; ++i)
        rules.fleet.push_back(
            {QStringLiteral("%1").arg(i, int(net::kMaxNameLength), 10, QLatin1Char('0')).toStdString(), 1,
             1});
    rules.touching = TouchingRule::NoSideContact;
    if (!checkRuleset(rules).empty())
        qFatal("the largest rules are not playable");
    return rules;
}

// The longest match: each side fires at every water cell first, One sinking the fleet last;
// `finished` false stops one shot short (a game still to resume).
MatchHistory longestMatch(const Ruleset& rules, quint64 seed, bool finished)
{
    Rng rng(seed);
    Match match(rules, Player::One);
    const auto one = randomLayout(rules, rng);
    const auto two = randomLayout(rules, rng);
    if (!one || !two || !match.submitFleet(Player::One, *one) || !match.submitFleet(Player::Two, *two))
        qFatal("no layout of the largest fleet");
    std::array<std::vector<Coord>, 2> order; // water first, then ships
    for (int p = 0; p < 2; ++p) {
        const FleetLayout& target = p == 0 ? *two : *one;
        for (int pass = 0; pass < 2; ++pass)
            for (int i = 0; i < kCellCount; ++i)
                if (target.shipAt(coordAt(i)).has_value() == (pass == 1))
                    order[std::size_t(p)].push_back(coordAt(i));
    }
    std::array<std::size_t, 2> next{};
    while (match.phase() == MatchPhase::Battle) {
        const Player p = *match.turn();
        const std::size_t side = p == Player::One ? 0 : 1;
        if (!finished && p == Player::One && next[0] + 1 == order[0].size())
            break;
        if (next[side] >= order[side].size() || !match.fire(p, order[side][next[side]++]))
            qFatal("shot refused");
    }
    return match.history();
}

// The CPU time of this thread, which a busy machine does not inflate as it does the wall clock.
double cpuMilliseconds()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

struct Timing {
    double wallMedian = 0;
    double wallMax = 0;
    double cpuMedian = 0;
    double cpuMax = 0;
};

Timing timesOf(const std::function<void()>& load, int runs)
{
    std::vector<double> wall;
    std::vector<double> cpu;
    for (int i = 0; i < runs; ++i) {
        const auto start = Clock::now();
        const double cpuStart = cpuMilliseconds();
        load();
        cpu.push_back(cpuMilliseconds() - cpuStart);
        wall.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
    }
    std::sort(wall.begin(), wall.end());
    std::sort(cpu.begin(), cpu.end());
    return {wall[wall.size() / 2], wall.back(), cpu[cpu.size() / 2], cpu.back()};
}

int report(const char* what, const QString& path, int runs, const std::function<bool()>& load)
{
    bool whole = true;
    const Timing t = timesOf([&] { whole = load() && whole; }, runs);
    std::printf("%-36s %8lld bytes  load: cpu median %7.2f ms max %7.2f ms | wall median %7.2f ms max %7.2f "
                "ms  x%d%s\n",
                what, static_cast<long long>(QFileInfo(path).size()), t.cpuMedian, t.cpuMax, t.wallMedian,
                t.wallMax, runs, whole ? "" : "   NOT LOADED WHOLE");
    return whole ? 0 : 1;
}

// A review of every shot of `history` with the longest figures a review writes (chances of 17
// digits, a reason on every other shot): the size of the largest review, not a true one (a true
// review of 26 one-cell ships would take the benchmark minutes).
GameReview longestReview(const MatchHistory& history)
{
    GameReview review;
    review.seed = ~std::uint64_t(0);
    const std::vector<ShotOutcome> outcomes = outcomesOf(history);
    for (std::size_t i = 0; i < history.shots.size(); ++i) {
        PlayerReview& player = review.players[std::size_t(indexOf(history.shots[i].shooter))];
        const bool wasted = i % 2 == 1;
        player.shots.push_back(
            {.index = int(i),
             .shot = history.shots[i],
             .result = outcomes[i].result,
             .chance = wasted ? 0.0 : 1.0 / 3.0,
             .bestChance = 2.0 / 3.0,
             .bestCell = Coord{9, 9},
             .verdict = wasted ? ShotVerdict::Wasted : ShotVerdict::Weak,
             .emptyReason = wasted ? std::optional(EmptyReason::DiagonalToHit) : std::nullopt});
        player.wasted += wasted ? 1 : 0;
    }
    for (PlayerReview& player : review.players) {
        player.quality = 37;
        player.luck = -12.345678901234567;
    }
    return review;
}

FinishedGame finishedGame(const MatchHistory& history, int i)
{
    const ShotChart view = Match::replay(history)->view(Player::One);
    return {.endedAt = toUtcTime(QDateTime::currentDateTimeUtc().addSecs(i)),
            .opponent = "lan",
            .opponentName = std::string(std::size_t(net::kMaxNameLength), 'N'),
            .result = *Match::replay(history)->result(),
            .shots = view.shotsFired(),
            .hits = view.hits(),
            .history = history,
            .hinted = true,
            .review = longestReview(history)};
}

int benchArchive(const QString& dir, int runs)
{
    const Ruleset rules = largestRules();
    GameArchive archive(dir);
    for (int i = 0; i < GameArchive::kCapacity; ++i)
        archive.add(finishedGame(longestMatch(rules, quint64(i + 1), true), i));
    if (!archive.save())
        qFatal("cannot save the archive");
    return report("games.json (200 longest, reviewed)", archive.filePath(), runs, [&] {
        GameArchive again(dir);
        return again.load().isClean() && again.games().size() == std::size_t(GameArchive::kCapacity);
    });
}

// 2,000 entries of the fleet the tester crafted (26 one-cell ships that may not touch: the fit
// search gives up on it after its whole budget), half with no fleet and half with an illegal one.
int benchCraftedArchive(const QString& dir, int runs)
{
    Ruleset rules = largestRules();
    rules.touching = TouchingRule::NoContact;
    MatchHistory history{rules, Player::One, {}, {}, std::nullopt};
    QJsonObject entry{
        {"endedAt", QJsonValue()}, {"opponent", "easy"}, {"opponentName", ""}, {"winner", "one"},
        {"reason", "resignation"}, {"shots", 0},         {"hits", 0}};
    QJsonArray games;
    for (int i = 0; i < 2000; ++i) {
        QJsonObject h = historyToJson(history);
        if (i % 2)
            h.insert(QStringLiteral("fleets"),
                     QJsonArray{QStringLiteral("ABCDEFGHIJ\nKLMNOPQRST\nUVWXYZ....\n" // side by side
                                               "..........\n..........\n..........\n..........\n"
                                               "..........\n..........\n..........\n"),
                                QJsonValue()});
        entry.insert(QStringLiteral("history"), h);
        games.append(entry);
    }
    const QByteArray bytes =
        QJsonDocument(QJsonObject{{"format", "seabattle-games"}, {"version", 1}, {"games", games}})
            .toJson(QJsonDocument::Compact);
    GameArchive archive(dir);
    QDir().mkpath(dir);
    return report("games.json (2,000 crafted entries)", archive.filePath(), runs, [&] {
        for (const QString& aside : QDir(dir).entryList({QStringLiteral("games.json.damaged-*")}))
            QFile::remove(QDir(dir).filePath(aside)); // the copy kept of the skipped entries
        QFile rewrite(archive.filePath());
        if (!rewrite.open(QIODevice::WriteOnly) || rewrite.write(bytes) != bytes.size())
            qFatal("cannot write the crafted archive");
        rewrite.close();
        GameArchive again(dir);
        const ArchiveLoad loaded = again.load();
        return loaded.skippedEntries == 2000 && again.games().empty();
    });
}

int benchSave(const QString& dir, int runs)
{
    SaveSlot slot(dir);
    if (!slot.write({OpponentLevel::Admiral, longestMatch(largestRules(), 7, false), Rng(7),
                     QDateTime::currentDateTime()}))
        qFatal("cannot save the game");
    return report("game-in-progress.json (longest)", slot.path(), runs,
                  [&] { return slot.read().game.has_value(); });
}

int benchStatistics(const QString& dir, int runs)
{
    Statistics statistics;
    for (const std::string& opponent : Statistics::opponents())
        for (int i = 0; i < Statistics::kMaxKept + 10; ++i) {
            const UtcTime endedAt = toUtcTime(QDateTime::currentDateTimeUtc().addSecs(i));
            statistics.record({.endedAt = endedAt,
                               .opponent = opponent,
                               .opponentName = {},
                               .result = {Player::One, EndReason::FleetSunk},
                               .shots = Statistics::kMaxShotsPerGame - i,
                               .hits = 17,
                               .history = std::nullopt,
                               .hinted = i % 2 == 0,
                               .review = std::nullopt});
            statistics.attachReview(opponent, endedAt, 100, -12.345678901234567); // the longest figures
        }
    StatisticsFile file(dir);
    if (!file.save(statistics))
        qFatal("cannot save the statistics");
    return report("statistics.json (every list full)", file.path(), runs, [&] {
        const StatisticsLoad loaded = StatisticsFile(dir).load();
        return !loaded.problem && loaded.statistics == statistics;
    });
}

int benchLayouts(const QString& dir, int runs)
{
    const Ruleset rules = largestRules();
    FavouriteLayouts shelf(dir);
    Rng rng(11);
    for (int i = 0; i < LayoutShelf::kMaxLayouts; ++i)
        if (!shelf.store(QStringLiteral("%1").arg(i, LayoutShelf::kMaxNameLength, 10, QLatin1Char('L')),
                         *randomLayout(rules, rng), rules))
            qFatal("cannot store a layout");
    return report("layouts.json (100 largest layouts)", shelf.filePath(), runs, [&] {
        FavouriteLayouts again(dir);
        return again.load().isClean() && again.layouts().size() == std::size_t(LayoutShelf::kMaxLayouts);
    });
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 20;
    QTemporaryDir dir;
    int failures = 0;
    failures += benchSave(QDir(dir.path()).filePath(QStringLiteral("save")), runs);
    failures += benchStatistics(QDir(dir.path()).filePath(QStringLiteral("statistics")), runs);
    failures += benchArchive(QDir(dir.path()).filePath(QStringLiteral("archive")), runs);
    failures += benchCraftedArchive(QDir(dir.path()).filePath(QStringLiteral("crafted")), runs);
    failures += benchLayouts(QDir(dir.path()).filePath(QStringLiteral("layouts")), runs);
    return failures == 0 ? 0 : 1;
}
