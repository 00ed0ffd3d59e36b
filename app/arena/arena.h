// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ai/opponentlevel.h"
#include "core/ruleset.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

// Whole games between computer opponents, without a window: the arena that measures them.
// Every game draws its randomness from (seed, game number) alone, so results do not depend on
// the number of threads or on the order games finish in.

// One-sided games: `attacker` fires until the fleet is sunk; the fleet is laid by `placer`, or
// uniformly at random when it has none.
struct SoloSettings {
    seabattle::Ruleset rules;
    seabattle::OpponentLevel attacker = seabattle::OpponentLevel::Hard;
    std::optional<seabattle::OpponentLevel> placer;
    int games = 1000;
    std::uint64_t seed = 1;
    int threads = 1;
};

struct SoloResults {
    std::vector<int> shots;         // per game, in game order
    std::vector<double> moveMillis; // every move's thinking time, in no particular order
};

// Full matches under the rules' turn order; A fires first in even-numbered games, B in odd ones.
// Under Salvo each side picks its salvo's cells one by one without seeing their results.
struct DuelSettings {
    seabattle::Ruleset rules;
    seabattle::OpponentLevel a = seabattle::OpponentLevel::Hard;
    seabattle::OpponentLevel b = seabattle::OpponentLevel::Hard;
    int games = 1000;
    std::uint64_t seed = 1;
    int threads = 1;
};

struct DuelResults {
    int winsA = 0;
    int winsB = 0;
    int winsFirst = 0;       // games won by the side that fired first (A in even games, B in odd ones)
    std::vector<int> shotsA; // per game: shots A fired
    std::vector<int> shotsB;
};

// Called now and then with games done so far (from any thread, never concurrently).
using Progress = std::function<void(int done, int total)>;

SoloResults playSolo(const SoloSettings& settings, const Progress& progress = {});
DuelResults playDuels(const DuelSettings& settings, const Progress& progress = {});

// Summary figures of a sample (nearest-rank percentiles).
struct Summary {
    double mean = 0;
    double median = 0;
    double p10 = 0;
    double p90 = 0;
    double p99 = 0;
    double min = 0;
    double max = 0;
};
Summary summarise(std::vector<double> values);

// The 95% Wilson score interval of a proportion of `successes` out of `trials`.
std::pair<double, double> wilsonInterval(int successes, int trials);
