// SPDX-License-Identifier: GPL-3.0-or-later
// Makes the Admiral's hiding places (core/ai/hidingplaces.cpp) for one preset's fleet, and prints
// them as the table that file holds. Not a test: it runs for tens of minutes (docs/AI.md).
//
// The hiding places are log-odds per ship length and cell orbit (core/ai/berthodds.h); a fleet's
// odds are exp(their sum over its ships' cells). Each step plays `games` games, fleets laid with
// the current odds, against two attackers: Hard, and "informed", Hard's density with every berth
// weighed by those very odds (the attacker that knows how the fleet was laid). Then it moves the
// odds along the natural gradient (the regression of shots on the cell counts per ship length, the
// exponential family's own metric) of one attacker's shots:
//   - while informed needs fewer shots than the target (Hard against uniform fleets plus a margin),
//     of informed's: the fleets get harder for an attacker who knows them;
//   - otherwise of Hard's: they get harder for a density attacker, as far as the first allows.
// So the walk climbs Hard's shots along the edge where knowing the odds stops paying.
// It starts from uniform fleets (or from an earlier run's table), and every game draws from
// (seed, step, game) alone: the same arguments give the same table.
//
// Usage: train_hiding PRESET [games per step] [steps] [rate] [margin] [seed] [table file] [kept]
//        (defaults 10000 40 0.01 0.12 1; PRESET hasbro, classic or standard; with a file holding
//        the output of an earlier run, it trains that run's table further; kept: ship lengths,
//        comma-separated, whose log-odds stay as they start, e.g. 1)
#include "core/ai/admiralfleet.h"
#include "core/ai/computeropponent.h"
#include "core/ai/density.h"
#include "core/ai/hidingplaces.h"
#include "core/ai/huntandtarget.h"
#include "core/answer.h"
#include "core/randomlayout.h"
#include "onesidedgame.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <optional>
#include <random>
#include <string>
#include <vector>

using namespace seabattle;

namespace {

// The walk's sweeps while the tables were trained (the game's walk then): the recorded commands
// print the recorded tables with it. The game now walks longer (kOddsSweeps), so that its fleets
// follow the trained odds exactly, and bench_placement measures those.
constexpr int kTrainingSweeps = 50;

Rng gameRng(std::uint64_t seed, int step, int game, std::uint32_t stream)
{
    std::seed_seq seq{std::uint32_t(seed), std::uint32_t(step), std::uint32_t(game), stream};
    return Rng(seq);
}

// The odds being trained: per distinct ship length, one log-odds per orbit.
struct Table {
    std::vector<int> lengths;
    std::vector<std::array<double, kCellOrbits>> values;

    BerthOdds odds() const
    {
        BerthOdds odds;
        for (std::size_t l = 0; l < lengths.size(); ++l)
            odds.setLength(lengths[l], gridOfOrbits(values[l]));
        return odds;
    }
    std::size_t features() const { return lengths.size() * kCellOrbits; }
    std::vector<double> featuresOf(const FleetLayout& fleet) const
    {
        std::vector<double> x(features(), 0.0);
        for (const Placement& p : fleet.placements()) {
            const auto l = std::size_t(std::find(lengths.begin(), lengths.end(), p.length) - lengths.begin());
            for (Coord c : p.cells())
                x[l * kCellOrbits + std::size_t(orbitOf(c))] += 1;
        }
        return x;
    }
};

// Uniform fleets: every log-odds 0.
Table uniformTable(const Ruleset& rules)
{
    Table table;
    for (const ShipClass& c : rules.fleet)
        if (std::find(table.lengths.begin(), table.lengths.end(), c.length) == table.lengths.end())
            table.lengths.push_back(c.length);
    table.values.assign(table.lengths.size(), {});
    return table;
}

// The table an earlier run printed (its "{length, {v0, ..., v14}}," lines), to train it further;
// nullopt when the file cannot be read or misses one of the fleet's lengths.
std::optional<Table> tableFrom(const char* path, const Ruleset& rules)
{
    std::FILE* file = std::fopen(path, "r");
    if (!file)
        return std::nullopt;
    Table table = uniformTable(rules);
    std::vector<bool> found(table.lengths.size(), false);
    char line[1024];
    while (std::fgets(line, sizeof line, file)) {
        std::array<double, kCellOrbits> v{};
        int length = 0;
        int read = 0;
        const char* at = std::strchr(line, '{');
        if (!at || std::sscanf(at, "{%d, {%lf%n", &length, &v[0], &read) != 2)
            continue;
        int o = 1;
        for (at += read; o < kCellOrbits && std::sscanf(at, ", %lf%n", &v[std::size_t(o)], &read) == 1; ++o)
            at += read;
        const auto l = std::size_t(std::find(table.lengths.begin(), table.lengths.end(), length) -
                                   table.lengths.begin());
        if (o == kCellOrbits && l < table.lengths.size()) {
            table.values[l] = v;
            found[l] = true;
        }
    }
    std::fclose(file);
    if (std::find(found.begin(), found.end(), false) != found.end())
        return std::nullopt;
    return table;
}

// Least squares (with a small ridge) of y on the columns of x, centred: the slopes.
std::vector<double> slopes(const std::vector<std::vector<double>>& x, const std::vector<double>& y)
{
    const std::size_t n = x.size();
    const std::size_t p = x.front().size();
    std::vector<double> meanX(p, 0.0);
    double meanY = 0;
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t j = 0; j < p; ++j)
            meanX[j] += x[i][j] / double(n);
        meanY += y[i] / double(n);
    }
    std::vector<std::vector<double>> a(p, std::vector<double>(p + 1, 0.0));
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < p; ++j) {
            const double xj = x[i][j] - meanX[j];
            for (std::size_t k = 0; k < p; ++k)
                a[j][k] += xj * (x[i][k] - meanX[k]);
            a[j][p] += xj * (y[i] - meanY);
        }
    for (std::size_t j = 0; j < p; ++j)
        a[j][j] += double(n) / 100.0;
    for (std::size_t c = 0; c < p; ++c) { // Gauss-Jordan; the ridge keeps every pivot positive
        const double pivot = a[c][c];
        for (double& v : a[c])
            v /= pivot;
        for (std::size_t r = 0; r < p; ++r)
            if (r != c && a[r][c] != 0) {
                const double f = a[r][c];
                for (std::size_t k = c; k <= p; ++k)
                    a[r][k] -= f * a[c][k];
            }
    }
    std::vector<double> w(p);
    for (std::size_t j = 0; j < p; ++j)
        w[j] = a[j][p];
    return w;
}

double mean(const std::vector<double>& v)
{
    double total = 0;
    for (double x : v)
        total += x;
    return total / double(v.size());
}

struct Step {
    double informed = 0;
    double hard = 0;
    std::vector<double> slopeInformed;
    std::vector<double> slopeHard;
};

Step playStep(const Ruleset& rules, const Table& table, int games, std::uint64_t seed, int step)
{
    const BerthOdds odds = table.odds();
    const Attacker hard = [&](const ShotChart& v, Rng& rng) {
        return chooseShot(OpponentLevel::Hard, v, rules, rng);
    };
    const Attacker informed = [&](const ShotChart& v, Rng& rng) {
        const SeaKnowledge sea = readSea(v, rules);
        return pickAny(bestCells(shipDensity(sea, rules, odds), sea), rng);
    };
    const auto n = static_cast<std::size_t>(games);
    std::vector<std::vector<double>> x(n);
    std::vector<double> byInformed(n);
    std::vector<double> byHard(n);
    forEachGame(games, [&](int g) {
        Rng fleetRng = gameRng(seed, step, g, 1);
        Rng a = gameRng(seed, step, g, 2);
        Rng b = gameRng(seed, step, g, 3);
        const FleetLayout fleet = *layoutWithOdds(rules, odds, fleetRng, kTrainingSweeps);
        x[std::size_t(g)] = table.featuresOf(fleet);
        byInformed[std::size_t(g)] = shotsToSink(fleet, rules, informed, a);
        byHard[std::size_t(g)] = shotsToSink(fleet, rules, hard, b);
    });
    return {mean(byInformed), mean(byHard), slopes(x, byInformed), slopes(x, byHard)};
}

double uniformHard(const Ruleset& rules, int games, std::uint64_t seed)
{
    const Attacker hard = [&](const ShotChart& v, Rng& rng) {
        return chooseShot(OpponentLevel::Hard, v, rules, rng);
    };
    std::vector<double> shots(static_cast<std::size_t>(games));
    forEachGame(games, [&](int g) {
        Rng fleetRng = gameRng(seed, -1, g, 1);
        Rng rng = gameRng(seed, -1, g, 2);
        shots[std::size_t(g)] = shotsToSink(*randomLayout(rules, fleetRng), rules, hard, rng);
    });
    return mean(shots);
}

// "1,2" -> {1, 2}: the lengths whose log-odds the run keeps as they start.
std::vector<int> lengthsIn(const char* text)
{
    std::vector<int> lengths;
    for (const char* at = text; *at;) {
        char* end = nullptr;
        const long length = std::strtol(at, &end, 10);
        if (end == at)
            break;
        lengths.push_back(int(length));
        at = *end == ',' ? end + 1 : end;
    }
    return lengths;
}

void printTable(const Table& table)
{
    for (std::size_t l = 0; l < table.lengths.size(); ++l) {
        std::printf("             {%d, {", table.lengths[l]);
        for (int o = 0; o < kCellOrbits; ++o)
            std::printf("%s%.3f", o ? ", " : "", table.values[l][std::size_t(o)]);
        std::printf("}},\n");
    }
    std::fflush(stdout);
}

} // namespace

int main(int argc, char** argv)
{
    const std::string preset = argc > 1 ? argv[1] : "";
    const auto key = presetFromKey(preset);
    if (!key || *key == Preset::Custom) {
        std::fprintf(stderr, "usage: train_hiding hasbro|classic|standard [games] [steps] [rate] [margin] "
                             "[seed] [table file] [kept lengths]\n");
        return 2;
    }
    const Ruleset rules = Ruleset::forPreset(*key);
    const int games = argc > 2 ? std::max(100, std::atoi(argv[2])) : 10000;
    const int steps = argc > 3 ? std::max(0, std::atoi(argv[3])) : 40;
    const double rate = argc > 4 ? std::atof(argv[4]) : 0.01;
    const double margin = argc > 5 ? std::atof(argv[5]) : 0.12;
    const std::uint64_t seed = argc > 6 ? std::strtoull(argv[6], nullptr, 10) : 1;
    const std::optional<Table> start = argc > 7 ? tableFrom(argv[7], rules) : uniformTable(rules);
    if (!start) {
        std::fprintf(stderr, "train_hiding: cannot read a table for this fleet from %s\n", argv[7]);
        return 2;
    }
    Table table = *start;
    const std::vector<int> kept = argc > 8 ? lengthsIn(argv[8]) : std::vector<int>{};
    const double target = uniformHard(rules, 2 * games, seed) + margin;
    std::printf("%s: Hard against uniform fleets plus the margin: %.2f shots\n", preset.c_str(), target);
    for (int step = 0; step < steps; ++step) {
        const Step s = playStep(rules, table, games, seed, step);
        const bool climbHard = s.informed >= target;
        const std::vector<double>& w = climbHard ? s.slopeHard : s.slopeInformed;
        std::printf("step %d: informed %.2f, Hard %.2f; climbing %s\n", step, s.informed, s.hard,
                    climbHard ? "Hard's shots" : "informed's shots");
        for (std::size_t l = 0; l < table.lengths.size(); ++l)
            if (std::find(kept.begin(), kept.end(), table.lengths[l]) == kept.end())
                for (std::size_t o = 0; o < kCellOrbits; ++o)
                    table.values[l][o] += rate * w[l * kCellOrbits + o];
        std::fflush(stdout);
    }
    printTable(table);
    return EXIT_SUCCESS;
}
