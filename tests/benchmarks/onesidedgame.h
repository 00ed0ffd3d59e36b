// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One-sided games for the benchmarks that measure attackers against fleets (bench_placement,
// train_hiding): an attacker fires until the whole fleet is sunk, game after game on every core.
#include "core/answer.h"
#include "core/fleetlayout.h"
#include "core/rng.h"
#include "core/ruleset.h"
#include "core/shotchart.h"

#include <algorithm>
#include <atomic>
#include <functional>
#include <thread>
#include <vector>

namespace seabattle {

// The next shot from what the attacker has seen of the fleet.
using Attacker = std::function<Coord(const ShotChart&, Rng&)>;

// The shots `attack` needs to sink `fleet`.
inline int shotsToSink(const FleetLayout& fleet, const Ruleset& rules, const Attacker& attack, Rng& rng)
{
    ShotChart view;
    for (bool sunk = false; !sunk;) {
        const ShotOutcome outcome = answerShot(fleet, view, rules, {Player::One, attack(view, rng)});
        view.record(outcome);
        sunk = outcome.fleetSunk;
    }
    return view.shotsFired();
}

// Runs play(game) for every game in [0, games), over every core; each game must draw only from
// its own generators, so that the figures do not depend on which thread played it.
inline void forEachGame(int games, const std::function<void(int)>& play)
{
    std::atomic<int> next{0};
    const auto worker = [&] {
        for (int game = next++; game < games; game = next++)
            play(game);
    };
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < std::max(1u, std::thread::hardware_concurrency()); ++t)
        pool.emplace_back(worker);
    worker();
    for (std::thread& t : pool)
        t.join();
}

} // namespace seabattle
