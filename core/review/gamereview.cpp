// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/review/gamereview.h"

#include "core/ai/seaknowledge.h"
#include "core/match.h"
#include "core/review/hitodds.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <mutex>
#include <thread>

namespace seabattle {

namespace {

// The shot at `index` judged from `chart`, its shooter's knowledge just before it.
ShotReview reviewOne(const ShotChart& chart, const Ruleset& rules, const ShotOutcome& outcome, int index,
                     std::uint64_t seed)
{
    const HitOdds odds = hitOdds(chart, rules, positionSeed(seed, index));
    ShotReview review;
    review.index = index;
    review.shot = outcome.shot;
    review.result = outcome.result;
    review.chance = odds.chance[outcome.shot.target];
    if (const auto best = bestCell(odds.chance)) {
        review.bestCell = *best;
        review.bestChance = odds.chance[*best];
    }
    review.emptyReason = provenEmpty(readSea(chart, rules), rules, outcome.shot.target);
    if (!review.emptyReason && odds.exact && review.chance == 0)
        review.emptyReason = EmptyReason::NoFleetFits;
    review.verdict = review.emptyReason ? ShotVerdict::Wasted : verdictOf(review.chance, review.bestChance);
    return review;
}

void sumUp(PlayerReview& player)
{
    if (player.shots.empty())
        return;
    double shares = 0;
    double expected = 0;
    int hits = 0;
    WeakRun run;
    for (std::size_t i = 0; i < player.shots.size(); ++i) {
        const ShotReview& s = player.shots[i];
        shares += s.bestChance > 0 ? s.chance / s.bestChance : 1.0;
        expected += s.chance;
        hits += s.result != ShotResult::Miss;
        player.wasted += s.verdict == ShotVerdict::Wasted;
        const bool weak = s.verdict == ShotVerdict::Weak || s.verdict == ShotVerdict::Wasted;
        run = weak ? WeakRun{run.length == 0 ? int(i) : run.first, run.length + 1} : WeakRun{};
        if (run.length > player.turningPoint.length)
            player.turningPoint = run;
    }
    player.quality = int(std::lround(100.0 * shares / double(player.shots.size())));
    player.luck = double(hits) - expected;
}

} // namespace

std::uint64_t positionSeed(std::uint64_t seed, int index)
{
    // splitmix64 of the pair: neighbouring shots get unrelated streams.
    std::uint64_t z = seed + 0x9e37'79b9'7f4a'7c15ULL * std::uint64_t(index + 1);
    z = (z ^ (z >> 30)) * 0xbf58'476d'1ce4'e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d0'49bb'1331'11ebULL;
    return z ^ (z >> 31);
}

ShotChart chartBefore(const std::vector<ShotOutcome>& outcomes, int index, Player shooter)
{
    ShotChart chart;
    for (int i = 0; i < index && i < int(outcomes.size()); ++i)
        if (outcomes[std::size_t(i)].shot.shooter == shooter)
            chart.record(outcomes[std::size_t(i)]);
    return chart;
}

std::vector<ShotOutcome> outcomesOf(const MatchHistory& history)
{
    if (!history.fleets[0] || !history.fleets[1])
        return {};
    Match match(history.rules, history.firstShooter);
    if (!match.submitFleet(Player::One, *history.fleets[0]) ||
        !match.submitFleet(Player::Two, *history.fleets[1]))
        return {};
    std::vector<ShotOutcome> outcomes;
    for (const Shot& shot : history.shots) {
        auto outcome = match.fire(shot.shooter, shot.target);
        if (!outcome)
            return {};
        outcomes.push_back(*outcome);
    }
    return outcomes;
}

std::optional<GameReview> reviewShots(const Ruleset& rules, const std::vector<ShotOutcome>& outcomes,
                                      std::uint64_t seed, const ReviewProgress& progress, int threads)
{
    // Each shot's chart, built in order; the odds of each are then independent of the others.
    std::vector<ShotChart> charts;
    std::array<ShotChart, 2> now;
    for (const ShotOutcome& o : outcomes) {
        charts.push_back(now[std::size_t(indexOf(o.shot.shooter))]);
        now[std::size_t(indexOf(o.shot.shooter))].record(o);
    }
    const int total = int(outcomes.size());
    std::vector<ShotReview> reviews(outcomes.size());
    std::atomic<int> next{0};
    std::atomic<bool> stopped{false};
    std::mutex told;
    int done = 0;
    auto work = [&] {
        for (int i = next++; i < total && !stopped; i = next++) {
            reviews[std::size_t(i)] =
                reviewOne(charts[std::size_t(i)], rules, outcomes[std::size_t(i)], i, seed);
            const std::lock_guard lock(told);
            if (progress && !progress(++done, total))
                stopped = true;
        }
    };
    std::vector<std::thread> helpers;
    for (int t = 1; t < std::clamp(threads, 1, 16); ++t)
        helpers.emplace_back(work);
    work();
    for (std::thread& t : helpers)
        t.join();
    if (stopped)
        return std::nullopt;
    GameReview review;
    review.seed = seed;
    for (const ShotReview& r : reviews)
        review.players[std::size_t(indexOf(r.shot.shooter))].shots.push_back(r);
    for (PlayerReview& p : review.players)
        sumUp(p);
    return review;
}

} // namespace seabattle
