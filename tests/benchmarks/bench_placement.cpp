// SPDX-License-Identifier: GPL-3.0-or-later
// How much the Admiral's fleet placement costs each attacker, and whether it can be exploited.
// Every attacker fires at fleets laid uniformly at random and at fleets the Admiral laid, game for
// game the same seeds. Two attackers know exactly how the Admiral lays its fleet, the odds of its
// hiding places (core/ai/hidingplaces.h), and weigh every possible fleet by them:
//   "informed"         Hard's density, each berth weighed by its odds;
//   "informed-admiral" the Admiral's own play (density, then the look-ahead over every fleet still
//                      possible) with every fleet weighed by its odds.
// The placement is unexploitable when each needs at least as many shots against the Admiral's
// fleets as its uninformed self (Hard, the Admiral) against uniform fleets: knowing the odds does
// not pay. A benchmark: it prints figures and fails only on an illegal fleet.
// Usage: bench_placement [games] [attackers] [presets]
//        (default 2000, every attacker, hasbro,classic,standard; e.g. 20000 hard,informed hasbro)
#include "core/ai/admiralfleet.h"
#include "core/ai/computeropponent.h"
#include "core/ai/density.h"
#include "core/ai/endgame.h"
#include "core/ai/hidingplaces.h"
#include "core/ai/huntandtarget.h"
#include "core/answer.h"
#include "core/layoutproblem.h"
#include "core/randomlayout.h"
#include "onesidedgame.h"

#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <random>
#include <string>
#include <vector>

using namespace seabattle;

namespace {

Rng gameRng(int game, std::uint32_t stream)
{
    std::seed_seq seq{std::uint32_t(20261201), std::uint32_t(game), stream};
    return Rng(seq);
}

struct Games {
    std::vector<double> uniform; // shots per game against uniform fleets
    std::vector<double> admiral; // and against the Admiral's, the same seeds
};

Games play(const Ruleset& rules, const Attacker& attack, int games, std::atomic<int>& illegal)
{
    Games g{std::vector<double>(std::size_t(games)), std::vector<double>(std::size_t(games))};
    forEachGame(games, [&](int i) {
        Rng fleetRng = gameRng(i, 1);
        const FleetLayout uniform = *randomLayout(rules, fleetRng);
        const FleetLayout admirals = *admiralFleet(rules, fleetRng);
        illegal += checkLayout(admirals, rules).empty() ? 0 : 1;
        Rng shooterU = gameRng(i, 2);
        Rng shooterA = gameRng(i, 2);
        g.uniform[std::size_t(i)] = shotsToSink(uniform, rules, attack, shooterU);
        g.admiral[std::size_t(i)] = shotsToSink(admirals, rules, attack, shooterA);
    });
    return g;
}

// Mean of a - b and its standard error (the games paired by seed).
std::pair<double, double> difference(const std::vector<double>& a, const std::vector<double>& b)
{
    double sum = 0, squares = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        sum += a[i] - b[i];
        squares += (a[i] - b[i]) * (a[i] - b[i]);
    }
    const double n = double(a.size());
    const double mean = sum / n;
    return {mean, std::sqrt(std::max(0.0, squares / n - mean * mean) / n)};
}

double mean(const std::vector<double>& v)
{
    double total = 0;
    for (double x : v)
        total += x;
    return total / double(v.size());
}

std::vector<std::pair<std::string, Attacker>> attackersFor(const Ruleset& rules, const BerthOdds& odds)
{
    std::vector<std::pair<std::string, Attacker>> attackers;
    for (OpponentLevel level : kOpponentLevels)
        attackers.emplace_back(keyOf(level), [&rules, level](const ShotChart& view, Rng& rng) {
            return chooseShot(level, view, rules, rng);
        });
    attackers.emplace_back("informed", [&rules, &odds](const ShotChart& view, Rng& rng) {
        const SeaKnowledge sea = readSea(view, rules);
        return pickAny(bestCells(shipDensity(sea, rules, odds), sea), rng);
    });
    attackers.emplace_back("informed-admiral", [&rules, &odds](const ShotChart& view, Rng& rng) {
        return chooseShot(OpponentLevel::Admiral, view, rules, rng, odds);
    });
    return attackers;
}

// Knowing the odds must not pay: each informed attacker against the Admiral's fleets, against
// its uninformed self against uniform fleets.
void sayVerdict(const char* informed, const Games& knowing, const char* plain, const Games& notKnowing)
{
    const auto [gap, spread] = difference(knowing.admiral, notKnowing.uniform);
    std::printf("  %s against the Admiral's fleets needs %+.2f +- %.2f shots over %s against uniform "
                "fleets: %s\n",
                informed, gap, spread, plain, gap >= 0 ? "knowing the odds does not pay" : "EXPLOITABLE");
}

} // namespace

int main(int argc, char** argv)
{
    const int games = argc > 1 ? std::max(1, std::atoi(argv[1])) : 2000;
    const std::string only = argc > 2 ? "," + std::string(argv[2]) + "," : "";
    const std::string presets = "," + std::string(argc > 3 ? argv[3] : "hasbro,classic,standard") + ",";
    std::atomic<int> illegal = 0;
    for (Preset preset : {Preset::Hasbro, Preset::Classic, Preset::Standard}) {
        const std::string name(keyOf(preset));
        if (presets.find("," + name + ",") == std::string::npos)
            continue;
        const Ruleset rules = Ruleset::forPreset(preset);
        const BerthOdds odds = admiralHidingPlaces(rules).value_or(BerthOdds{});
        std::vector<std::pair<std::string, Games>> played;
        for (const auto& [attacker, attack] : attackersFor(rules, odds)) {
            if (!only.empty() && only.find("," + attacker + ",") == std::string::npos)
                continue;
            const Games g = play(rules, attack, games, illegal);
            const auto [gap, spread] = difference(g.admiral, g.uniform);
            std::printf("%-8s %-16s x%d: uniform fleets %6.2f  Admiral's fleets %6.2f  (%+.2f +- %.2f)\n",
                        name.c_str(), attacker.c_str(), games, mean(g.uniform), mean(g.admiral), gap, spread);
            std::fflush(stdout);
            played.emplace_back(attacker, g);
        }
        const auto find = [&](const std::string& key) -> const Games* {
            for (const auto& [attacker, g] : played)
                if (attacker == key)
                    return &g;
            return nullptr;
        };
        if (find("informed") && find("hard"))
            sayVerdict("informed", *find("informed"), "Hard", *find("hard"));
        if (find("informed-admiral") && find("admiral"))
            sayVerdict("informed-admiral", *find("informed-admiral"), "the Admiral", *find("admiral"));
    }
    return illegal == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
