// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/review/gamereview.h"

#include "core/ai/seaknowledge.h"
#include "core/match.h"
#include "core/review/hitodds.h"
#include "core/salvospan.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <iterator>
#include <mutex>
#include <numeric>
#include <thread>

namespace seabattle {

namespace {

// The shots of `span`, judged together from `chart`, their shooter's knowledge when the turn
// began: a salvo learns nothing between its shots, so it is measured against the best set of as
// many cells, the one with the most expected hits. Expected hits add up cell by cell, so that set
// is the `fired` cells of best chance; each shot is paired with the cell of the same rank in it
// (its best chance and cell), and a shot not wasted takes the salvo's verdict. A turn of one shot
// is judged exactly as a single shot against the best single cell.
std::vector<ShotReview> reviewTurn(const ShotChart& chart, const Ruleset& rules,
                                   const std::vector<ShotOutcome>& outcomes, const SalvoSpan& span,
                                   std::uint64_t seed)
{
    const HitOdds odds = hitOdds(chart, rules, positionSeed(seed, span.first));
    const std::vector<Coord> best = cellsByChance(odds.chance);
    std::vector<int> byChance(std::size_t(span.fired));
    std::iota(byChance.begin(), byChance.end(), span.first);
    std::stable_sort(byChance.begin(), byChance.end(), [&](int a, int b) {
        return odds.chance[outcomes[std::size_t(a)].shot.target] >
               odds.chance[outcomes[std::size_t(b)].shot.target];
    });
    const SeaKnowledge sea = readSea(chart, rules);
    std::vector<ShotReview> reviews(std::size_t(span.fired));
    double chosen = 0;
    double bestSum = 0;
    for (int rank = 0; rank < span.fired; ++rank) {
        const int index = byChance[std::size_t(rank)];
        const ShotOutcome& outcome = outcomes[std::size_t(index)];
        ShotReview& review = reviews[std::size_t(index - span.first)];
        review.index = index;
        review.shot = outcome.shot;
        review.result = outcome.result;
        review.chance = odds.chance[outcome.shot.target];
        if (odds.chance[best[std::size_t(rank)]] > 0) {
            review.bestCell = best[std::size_t(rank)];
            review.bestChance = odds.chance[review.bestCell];
        }
        review.emptyReason = provenEmpty(sea, rules, outcome.shot.target);
        if (!review.emptyReason && odds.exact && review.chance == 0)
            review.emptyReason = EmptyReason::NoFleetFits;
        chosen += review.chance;
        bestSum += review.bestChance;
    }
    for (ShotReview& review : reviews)
        review.verdict = review.emptyReason ? ShotVerdict::Wasted : verdictOf(chosen, bestSum);
    return reviews;
}

// A player's figures from its shots and turns (`spans`, the player's only): quality is the mean
// over its turns of the expected hits chosen / the best set's, which for single shots is the mean
// of chance / best chance.
void sumUp(PlayerReview& player, const std::vector<SalvoSpan>& spans)
{
    if (player.shots.empty())
        return;
    double shares = 0;
    double expected = 0;
    int hits = 0;
    WeakRun run;
    std::size_t shot = 0;
    for (const SalvoSpan& span : spans) {
        double chosen = 0;
        double best = 0;
        for (int k = 0; k < span.fired; ++k, ++shot) {
            const ShotReview& s = player.shots[shot];
            chosen += s.chance;
            best += s.bestChance;
            expected += s.chance;
            hits += s.result != ShotResult::Miss;
            player.wasted += s.verdict == ShotVerdict::Wasted;
            const bool weak = s.verdict == ShotVerdict::Weak || s.verdict == ShotVerdict::Wasted;
            run = weak ? WeakRun{run.length == 0 ? int(shot) : run.first, run.length + 1} : WeakRun{};
            if (run.length > player.turningPoint.length)
                player.turningPoint = run;
        }
        shares += best > 0 ? chosen / best : 1.0;
    }
    player.quality = int(std::lround(100.0 * shares / double(spans.size())));
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
    // Each turn's chart, built in order; the odds of each are then independent of the others.
    const std::vector<SalvoSpan> spans = salvoSpans(rules, outcomes);
    std::vector<ShotChart> charts;
    std::array<ShotChart, 2> now;
    for (const SalvoSpan& span : spans) {
        charts.push_back(now[std::size_t(indexOf(span.shooter))]);
        for (int i = span.first; i < span.end(); ++i)
            now[std::size_t(indexOf(span.shooter))].record(outcomes[std::size_t(i)]);
    }
    const int total = int(outcomes.size());
    std::vector<ShotReview> reviews(outcomes.size());
    std::atomic<int> next{0};
    std::atomic<bool> stopped{false};
    std::mutex told;
    int done = 0;
    auto work = [&] {
        for (int t = next++; t < int(spans.size()) && !stopped; t = next++) {
            const SalvoSpan& span = spans[std::size_t(t)];
            const auto turn = reviewTurn(charts[std::size_t(t)], rules, outcomes, span, seed);
            std::copy(turn.begin(), turn.end(), reviews.begin() + span.first);
            const std::lock_guard lock(told);
            done += span.fired;
            if (progress && !progress(done, total))
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
    for (Player p : {Player::One, Player::Two}) {
        std::vector<SalvoSpan> own;
        std::copy_if(spans.begin(), spans.end(), std::back_inserter(own),
                     [p](const SalvoSpan& s) { return s.shooter == p; });
        sumUp(review.players[std::size_t(indexOf(p))], own);
    }
    return review;
}

} // namespace seabattle
