// SPDX-License-Identifier: GPL-3.0-or-later
// Prints how long each computer opponent thinks over the first shot of a game (the empty sea is
// its slowest position: nothing is known yet), per preset. A benchmark: it asserts no timing.
// Usage: bench_firstmove [positions-per-preset]   (default 200)
#include "core/ai/computeropponent.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace seabattle;
using Clock = std::chrono::steady_clock;

int main(int argc, char** argv)
{
    const int count = argc > 1 ? std::max(1, std::atoi(argv[1])) : 200;
    const struct {
        const char* name;
        Ruleset rules;
    } presets[] = {
        {"Standard", Ruleset::standard()}, {"Classic", Ruleset::classic()}, {"Hasbro", Ruleset::hasbro()}};
    for (const auto& preset : presets) {
        for (OpponentLevel level : kOpponentLevels) {
            std::vector<double> millis;
            for (int i = 0; i < count; ++i) {
                Rng rng(std::uint64_t(i) + 1);
                const auto start = Clock::now();
                const Coord shot = chooseShot(level, ShotChart{}, preset.rules, rng);
                millis.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
                if (!isOnBoard(shot))
                    return EXIT_FAILURE;
            }
            std::sort(millis.begin(), millis.end());
            double total = 0;
            for (double m : millis)
                total += m;
            const std::size_t p99 = std::min(millis.size() - 1, std::size_t(0.99 * double(millis.size())));
            std::printf("%-9s %-8s first move x%d: mean %7.3f ms  p99 %7.3f ms  max %7.3f ms\n", preset.name,
                        keyOf(level).data(), count, total / double(count), millis[p99], millis.back());
        }
    }
    return EXIT_SUCCESS;
}
