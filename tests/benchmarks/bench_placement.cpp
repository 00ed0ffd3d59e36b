// SPDX-License-Identifier: GPL-3.0-or-later
// How much the Admiral's fleet placement costs each attacker, and whether it can be exploited.
// Every attacker fires at fleets laid uniformly at random and at fleets the Admiral laid, game
// for game the same seeds. "informed" is the strongest attacker of the Admiral's placement we
// know: Hard's density with every berth weighed by the very odds the Admiral's placement gives it
// (admiralfleet.h). The placement is unexploitable when even "informed" needs at least as many
// shots against it as Hard needs against uniform fleets. A benchmark: it prints figures and
// fails only on an illegal fleet.
// Usage: bench_placement [games] [beta] [attackers]   (default 2000, 0.5, every one; e.g. hard,informed)
#include "core/ai/admiralfleet.h"
#include "core/ai/computeropponent.h"
#include "core/ai/density.h"
#include "core/ai/huntandtarget.h"
#include "core/answer.h"
#include "core/layoutproblem.h"
#include "core/randomlayout.h"

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

using Attacker = std::function<Coord(const ShotChart&, Rng&)>;

int shotsToSink(const FleetLayout& fleet, const Ruleset& rules, const Attacker& attack, Rng& rng)
{
    ShotChart view;
    for (bool sunk = false; !sunk;) {
        const ShotOutcome outcome = answerShot(fleet, view, rules, {Player::One, attack(view, rng)});
        view.record(outcome);
        sunk = outcome.fleetSunk;
    }
    return view.shotsFired();
}

struct Row {
    double uniform = 0;
    double tilted = 0;
    double pairedSpread = 0; // standard error of the paired difference
};

Row measure(const Ruleset& rules, const Attacker& attack, int games, double beta, int& illegal)
{
    double sumU = 0, sumT = 0, sumD = 0, sumDD = 0;
    for (int g = 0; g < games; ++g) {
        Rng fleetRng = gameRng(g, 1);
        const FleetLayout uniform = *randomLayout(rules, fleetRng);
        const FleetLayout tilted = *admiralFleet(rules, fleetRng, beta);
        illegal += checkLayout(tilted, rules).empty() ? 0 : 1;
        Rng shooterU = gameRng(g, 2);
        Rng shooterT = gameRng(g, 2);
        const double u = shotsToSink(uniform, rules, attack, shooterU);
        const double t = shotsToSink(tilted, rules, attack, shooterT);
        sumU += u;
        sumT += t;
        sumD += t - u;
        sumDD += (t - u) * (t - u);
    }
    const double n = games;
    const double meanD = sumD / n;
    return {sumU / n, sumT / n, std::sqrt(std::max(0.0, sumDD / n - meanD * meanD) / n)};
}

} // namespace

int main(int argc, char** argv)
{
    const int games = argc > 1 ? std::max(1, std::atoi(argv[1])) : 2000;
    const double beta = argc > 2 ? std::atof(argv[2]) : kPlacementBeta;
    const std::string only = argc > 3 ? "," + std::string(argv[3]) + "," : "";
    int illegal = 0;
    const struct {
        const char* name;
        Ruleset rules;
    } presets[] = {{"Hasbro", Ruleset::hasbro()}, {"Classic", Ruleset::classic()}};
    for (const auto& preset : presets) {
        const Ruleset& rules = preset.rules;
        const Grid<double> tilt = placementTilt(rules, beta);
        std::vector<std::pair<std::string, Attacker>> attackers;
        for (OpponentLevel level : kOpponentLevels)
            attackers.emplace_back(keyOf(level), [&rules, level](const ShotChart& view, Rng& rng) {
                return chooseShot(level, view, rules, rng);
            });
        attackers.emplace_back("informed", [&rules, &tilt](const ShotChart& view, Rng& rng) {
            const SeaKnowledge sea = readSea(view, rules);
            return pickAny(bestCells(shipDensity(sea, rules, tilt), sea), rng);
        });
        for (const auto& [name, attack] : attackers) {
            if (!only.empty() && only.find("," + name + ",") == std::string::npos)
                continue;
            const Row row = measure(rules, attack, games, beta, illegal);
            std::printf(
                "%-8s beta %.2f %-8s x%d: uniform fleets %6.2f  admiral fleets %6.2f  (%+.2f +- %.2f)\n",
                preset.name, beta, name.c_str(), games, row.uniform, row.tilted, row.tilted - row.uniform,
                row.pairedSpread);
            std::fflush(stdout);
        }
    }
    return illegal == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
