// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/arena/arena.h"

#include "core/ai/computeropponent.h"
#include "core/answer.h"
#include "core/match.h"
#include "core/randomlayout.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <mutex>
#include <random>
#include <thread>

using namespace seabattle;

namespace {

using Clock = std::chrono::steady_clock;

// The generator for one purpose of one game. std::seed_seq's output is fixed by the standard,
// so (seed, game, stream) gives the same numbers everywhere.
Rng gameRng(std::uint64_t seed, int game, std::uint32_t stream)
{
    std::seed_seq seq{std::uint32_t(seed), std::uint32_t(seed >> 32), std::uint32_t(game), stream};
    return Rng(seq);
}

enum Stream : std::uint32_t { FleetOne = 1, FleetTwo = 2, ShooterOne = 3, ShooterTwo = 4 };

FleetLayout layFleet(const Ruleset& rules, std::optional<OpponentLevel> placer, Rng& rng)
{
    auto fleet = placer ? placeFleet(*placer, rules, rng) : randomLayout(rules, rng);
    return fleet ? *fleet : FleetLayout{}; // a playable ruleset always has one (checked by the caller)
}

// Runs `play(game)` for every game over `threads` threads.
void forEachGame(int games, int threads, const Progress& progress, const std::function<void(int)>& play)
{
    std::atomic<int> next{0};
    std::atomic<int> done{0};
    std::mutex progressMutex;
    auto worker = [&] {
        for (int game = next++; game < games; game = next++) {
            play(game);
            const int finished = ++done;
            if (progress) {
                std::lock_guard lock(progressMutex);
                progress(finished, games);
            }
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < std::max(1, threads); ++t)
        pool.emplace_back(worker);
    worker();
    for (std::thread& t : pool)
        t.join();
}

// The targets of `shooter`'s salvo, all chosen before any is answered, as the game's computers
// choose them (core's chooseSalvo: Hard and the Admiral pick the set with the most hits expected).
std::vector<Coord> salvoOf(const Match& match, Player shooter, OpponentLevel level, Rng& rng)
{
    return chooseSalvo(level, match.view(shooter), match.rules(), match.shotsLeftInSalvo(), rng);
}

} // namespace

SoloResults playSolo(const SoloSettings& s, const Progress& progress)
{
    SoloResults results;
    results.shots.assign(std::size_t(s.games), 0);
    std::mutex timesMutex;
    forEachGame(s.games, s.threads, progress, [&](int game) {
        Rng fleetRng = gameRng(s.seed, game, FleetOne);
        Rng shooterRng = gameRng(s.seed, game, ShooterOne);
        const FleetLayout fleet = layFleet(s.rules, s.placer, fleetRng);
        ShotChart view;
        std::vector<double> millis;
        for (bool sunk = false; !sunk;) {
            const auto start = Clock::now();
            const Coord target = chooseShot(s.attacker, view, s.rules, shooterRng);
            millis.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
            const ShotOutcome outcome = answerShot(fleet, view, s.rules, {Player::One, target});
            view.record(outcome);
            sunk = outcome.fleetSunk;
        }
        results.shots[std::size_t(game)] = view.shotsFired();
        std::lock_guard lock(timesMutex);
        results.moveMillis.insert(results.moveMillis.end(), millis.begin(), millis.end());
    });
    return results;
}

DuelResults playDuels(const DuelSettings& s, const Progress& progress)
{
    DuelResults results;
    results.shotsA.assign(std::size_t(s.games), 0);
    results.shotsB.assign(std::size_t(s.games), 0);
    std::vector<char> aWon(std::size_t(s.games), 0);
    std::vector<char> firstWon(std::size_t(s.games), 0);
    forEachGame(s.games, s.threads, progress, [&](int game) {
        // A is Player::One, B Player::Two; they take turns to fire first.
        const Player first = game % 2 == 0 ? Player::One : Player::Two;
        Match match(s.rules, first);
        std::array<Rng, 2> fleetRngs = {gameRng(s.seed, game, FleetOne), gameRng(s.seed, game, FleetTwo)};
        std::array<Rng, 2> shooterRngs = {gameRng(s.seed, game, ShooterOne),
                                          gameRng(s.seed, game, ShooterTwo)};
        const std::array<OpponentLevel, 2> levels = {s.a, s.b};
        for (Player p : {Player::One, Player::Two}) {
            const auto i = std::size_t(indexOf(p));
            (void)match.submitFleet(p, layFleet(s.rules, levels[i], fleetRngs[i]));
        }
        while (const auto shooter = match.turn()) {
            const auto i = std::size_t(indexOf(*shooter));
            if (s.rules.salvo)
                (void)match.fireSalvo(*shooter, salvoOf(match, *shooter, levels[i], shooterRngs[i]));
            else
                (void)match.fire(*shooter,
                                 chooseShot(levels[i], match.view(*shooter), s.rules, shooterRngs[i]));
        }
        aWon[std::size_t(game)] = match.result() && match.result()->winner == Player::One;
        firstWon[std::size_t(game)] = match.result() && match.result()->winner == first;
        results.shotsA[std::size_t(game)] = match.view(Player::One).shotsFired();
        results.shotsB[std::size_t(game)] = match.view(Player::Two).shotsFired();
    });
    results.winsA = int(std::count(aWon.begin(), aWon.end(), 1));
    results.winsB = s.games - results.winsA;
    results.winsFirst = int(std::count(firstWon.begin(), firstWon.end(), 1));
    return results;
}

Summary summarise(std::vector<double> values)
{
    Summary s;
    if (values.empty())
        return s;
    std::sort(values.begin(), values.end());
    const auto rank = [&](double q) {
        const auto index = std::size_t(std::ceil(q * double(values.size()))) - (q > 0 ? 1 : 0);
        return values[std::min(index, values.size() - 1)];
    };
    double total = 0;
    for (double v : values)
        total += v;
    s.mean = total / double(values.size());
    s.median = rank(0.5);
    s.p10 = rank(0.1);
    s.p90 = rank(0.9);
    s.p99 = rank(0.99);
    s.min = values.front();
    s.max = values.back();
    return s;
}

std::pair<double, double> wilsonInterval(int successes, int trials)
{
    if (trials <= 0)
        return {0, 1};
    constexpr double z = 1.959963984540054; // the 97.5th percentile of the normal distribution
    const double n = trials;
    const double p = successes / n;
    const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}
