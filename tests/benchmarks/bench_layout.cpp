// SPDX-License-Identifier: GPL-3.0-or-later
// Prints how long the core takes to deal a random fleet and to prove a fleet fits, per preset.
// A benchmark, not a test: it prints figures and asserts nothing about time.
// Usage: bench_layout [layouts-per-preset]   (default 20000)
#include "core/fleetfit.h"
#include "core/layoutproblem.h"
#include "core/randomlayout.h"
#include "core/ruleset.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace seabattle;
using Clock = std::chrono::steady_clock;

namespace {

struct Figures {
    double mean;
    double p50;
    double p99;
    double max;
};

Figures summarise(std::vector<double> micros)
{
    std::sort(micros.begin(), micros.end());
    double total = 0;
    for (double m : micros)
        total += m;
    const auto at = [&](double q) {
        return micros[std::min(micros.size() - 1, std::size_t(q * double(micros.size())))];
    };
    return {total / double(micros.size()), at(0.50), at(0.99), micros.back()};
}

int benchPreset(const char* name, const Ruleset& rules, int count)
{
    Rng rng(20261129);
    std::vector<double> micros;
    micros.reserve(std::size_t(count));
    int illegal = 0;
    for (int i = 0; i < count; ++i) {
        const auto start = Clock::now();
        const auto layout = randomLayout(rules, rng);
        micros.push_back(std::chrono::duration<double, std::micro>(Clock::now() - start).count());
        if (!layout || !checkLayout(*layout, rules).empty())
            ++illegal;
    }
    const Figures f = summarise(micros);
    const auto fitStart = Clock::now();
    const FleetFit fit = findFleetLayout(rules);
    const double fitMicros = std::chrono::duration<double, std::micro>(Clock::now() - fitStart).count();
    std::printf(
        "%-9s randomLayout x%d: mean %7.1f us  p50 %7.1f us  p99 %7.1f us  max %8.1f us  illegal %d | "
        "fit proof %6.1f us (%lld berths tried)\n",
        name, count, f.mean, f.p50, f.p99, f.max, illegal, fitMicros,
        static_cast<long long>(fit.triedBerths));
    return illegal;
}

} // namespace

int main(int argc, char** argv)
{
    const int count = argc > 1 ? std::max(1, std::atoi(argv[1])) : 20000;
    int illegal = 0;
    illegal += benchPreset("Standard", Ruleset::standard(), count);
    illegal += benchPreset("Classic", Ruleset::classic(), count);
    illegal += benchPreset("Hasbro", Ruleset::hasbro(), count);
    return illegal == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
