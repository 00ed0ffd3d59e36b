// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ai/admiralfleet.h"

#include "core/ai/density.h"
#include "core/randomlayout.h"

#include <algorithm>
#include <cmath>
#include <mutex>
#include <utility>
#include <vector>

namespace seabattle {

namespace {

// Layouts the spread of the findability is measured on, with a fixed generator of their own so
// that the tilt depends on the rules alone.
constexpr int kSpreadLayouts = 400;
constexpr std::uint64_t kSpreadSeed = 20261201;

double findability(const FleetLayout& layout, const Grid<double>& density)
{
    double total = 0;
    for (const Placement& p : layout.placements())
        for (Coord c : p.cells())
            total += density[c];
    return total;
}

// A uniform double in [0, 1), the same on every platform.
double unitRandom(Rng& rng)
{
    constexpr std::uint64_t kSteps = std::uint64_t(1) << 53;
    return double(randomBelow(rng, kSteps)) / double(kSteps);
}

// The tilt for beta = 1, measured once per fleet and touching rule (a few milliseconds).
Grid<double> measureTilt(const Ruleset& rules)
{
    const Grid<double> density = shipDensity(readSea(ShotChart{}, rules), rules);
    Rng rng(kSpreadSeed);
    double sum = 0;
    double squares = 0;
    int n = 0;
    for (; n < kSpreadLayouts; ++n) {
        const auto layout = randomLayout(rules, rng);
        if (!layout)
            break;
        const double f = findability(*layout, density);
        sum += f;
        squares += f * f;
    }
    const double mean = n > 0 ? sum / n : 0;
    const double spread = n > 1 ? std::sqrt(std::max(0.0, (squares - n * mean * mean) / (n - 1))) : 0;
    Grid<double> tilt(0.0);
    if (spread <= 0)
        return tilt;
    for (int i = 0; i < kCellCount; ++i)
        tilt[coordAt(i)] = density[coordAt(i)] / spread;
    return tilt;
}

// Placement may run on any thread: the cache is shared under a lock, and small.
constexpr std::size_t kCachedRulesets = 8;

Grid<double> unitTilt(const Ruleset& rules)
{
    static std::mutex mutex;
    static std::vector<std::pair<Ruleset, Grid<double>>> cache;
    {
        const std::lock_guard lock(mutex);
        for (const auto& [known, tilt] : cache)
            if (known.fleet == rules.fleet && known.touching == rules.touching)
                return tilt;
    }
    Grid<double> tilt = measureTilt(rules);
    const std::lock_guard lock(mutex);
    if (cache.size() >= kCachedRulesets)
        cache.erase(cache.begin());
    cache.emplace_back(rules, tilt);
    return tilt;
}

} // namespace

Grid<double> placementTilt(const Ruleset& rules, double beta)
{
    Grid<double> tilt = unitTilt(rules);
    for (int i = 0; i < kCellCount; ++i)
        tilt[coordAt(i)] *= beta;
    return tilt;
}

std::optional<FleetLayout> admiralFleet(const Ruleset& rules, Rng& rng, double beta)
{
    // Where ships may not touch, the least findable layouts crowd the edges, and an attacker who
    // knows the tilt beats Hard on uniform fleets (Classic: 55.01 against 55.65 shots,
    // docs/AI.md): there the Admiral lays its fleet uniformly at random.
    if (rules.touching != TouchingRule::Allowed)
        return randomLayout(rules, rng);
    const Grid<double> tilt = placementTilt(rules, beta);
    std::vector<FleetLayout> layouts;
    std::vector<double> weights;
    for (int i = 0; i < kPlacementCandidates; ++i) {
        auto layout = randomLayout(rules, rng);
        if (!layout)
            return std::nullopt;
        weights.push_back(findability(*layout, tilt));
        layouts.push_back(std::move(*layout));
    }
    // exp(-(t - lowest)): the same odds as exp(-t), without underflow.
    const double lowest = *std::min_element(weights.begin(), weights.end());
    double total = 0;
    for (double& w : weights)
        total += (w = std::exp(lowest - w));
    double pick = unitRandom(rng) * total;
    for (std::size_t i = 0; i < layouts.size(); ++i) {
        pick -= weights[i];
        if (pick < 0)
            return layouts[i];
    }
    return layouts.back();
}

} // namespace seabattle
