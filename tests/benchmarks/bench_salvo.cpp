// SPDX-License-Identifier: GPL-3.0-or-later
// Salvo (issue 34): how many salvos each computer opponent needs to sink a uniformly random
// fleet, on Standard, Classic and Hasbro, against a baseline that fires the N densest cells of
// Hard's density each salvo. One-sided games: nobody fires back, so the salvo keeps the size of
// the shooter's whole fleet (the fleet's ship count) all game long. Each salvo is answered shot by
// shot by core's own judge (answerShot), and the shooter sees the answers only once the whole
// salvo is in. A benchmark: it prints figures and fails only on an illegal salvo.
// Usage: bench_salvo [games [attackers [presets]]]   (default 200 games, every attacker
// (easy,medium,hard,admiral,densest) and every preset (standard,classic,hasbro); docs/AI.md's
// figures are from 10000)
#include "onesidedgame.h"

#include "core/ai/computeropponent.h"
#include "core/ai/density.h"
#include "core/randomlayout.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <mutex>
#include <string>
#include <vector>

using namespace seabattle;
using Clock = std::chrono::steady_clock;

namespace {

using SalvoAttacker = std::function<std::vector<Coord>(const ShotChart&, const Ruleset&, int, Rng&)>;

// The baseline: the N cells of highest density, the way N single Hard shots would choose them
// if nothing were learned in between.
std::vector<Coord> densestCells(const ShotChart& view, const Ruleset& rules, int shots, Rng&)
{
    const SeaKnowledge sea = readSea(view, rules);
    const Grid<double> density = shipDensity(sea, rules);
    std::vector<Coord> cells;
    for (int i = 0; i < kCellCount; ++i)
        if (view.canFireAt(coordAt(i)))
            cells.push_back(coordAt(i));
    std::stable_sort(cells.begin(), cells.end(), [&](Coord a, Coord b) {
        return sea.open.test(std::size_t(cellIndex(a))) > sea.open.test(std::size_t(cellIndex(b))) ||
               (sea.open.test(std::size_t(cellIndex(a))) == sea.open.test(std::size_t(cellIndex(b))) &&
                density[a] > density[b]);
    });
    cells.resize(std::min(cells.size(), std::size_t(shots)));
    return cells;
}

struct Game {
    int salvos = 0;
    double millis = 0; // thinking, over every salvo
    bool legal = true;
};

// Fires salvos of `shots` at `fleet` until it is sunk; each answer is recorded on the chart as it
// comes, but the attacker sees the chart only between salvos, as the rule has it.
Game playGame(const FleetLayout& fleet, const Ruleset& rules, int shots, const SalvoAttacker& attack,
              Rng& rng)
{
    Game game;
    ShotChart chart;
    for (bool sunk = false; !sunk;) {
        const auto start = Clock::now();
        const std::vector<Coord> salvo = attack(chart, rules, shots, rng);
        game.millis += std::chrono::duration<double, std::milli>(Clock::now() - start).count();
        ++game.salvos;
        if (salvo.empty())
            return {game.salvos, game.millis, false};
        for (Coord target : salvo) {
            if (sunk)
                break;
            // A ship sunk earlier in this salvo proves its border empty: a shot aimed there before
            // anyone knew falls into the water.
            if (isOnBoard(target) && chart.at(target) == CellKnowledge::MarkedEmpty)
                continue;
            if (!chart.canFireAt(target))
                return {game.salvos, game.millis, false};
            const ShotOutcome outcome = answerShot(fleet, chart, rules, {Player::One, target});
            chart.record(outcome);
            sunk = outcome.fleetSunk;
        }
    }
    return game;
}

double percentile(std::vector<int> values, double p)
{
    std::sort(values.begin(), values.end());
    return values[std::min(values.size() - 1, std::size_t(p * double(values.size())))];
}

void measure(const char* preset, const Ruleset& rules, const char* name, const SalvoAttacker& attack,
             int games, bool& legal)
{
    std::vector<int> salvos(std::size_t(games), 0);
    std::vector<double> millis(std::size_t(games), 0);
    std::mutex lock;
    const int shots = rules.shipCount();
    forEachGame(games, [&](int g) {
        Rng fleetRng(std::uint64_t(g) * 7919 + 1); // every attacker faces the same fleets
        const auto fleet = randomLayout(rules, fleetRng);
        Rng rng(std::uint64_t(g) * 104729 + 17);
        const Game game = playGame(*fleet, rules, shots, attack, rng);
        const std::lock_guard guard(lock);
        salvos[std::size_t(g)] = game.salvos;
        millis[std::size_t(g)] = game.millis;
        legal = legal && game.legal;
    });
    double total = 0, thinking = 0;
    for (int g = 0; g < games; ++g) {
        total += salvos[std::size_t(g)];
        thinking += millis[std::size_t(g)];
    }
    std::printf("%-9s %-9s salvos of %2d: mean %6.3f  median %3.0f  p90 %3.0f   %7.3f ms a salvo\n", preset,
                name, shots, total / games, percentile(salvos, 0.5), percentile(salvos, 0.9),
                thinking / total);
    std::fflush(stdout);
}

// Whether `name` is in the comma-separated `list` (an absent list names everything).
bool listed(const char* list, const std::string& name)
{
    if (!list)
        return true;
    const std::string padded = "," + std::string(list) + ",";
    return padded.find("," + name + ",") != std::string::npos;
}

} // namespace

int main(int argc, char** argv)
{
    const int games = argc > 1 ? std::max(1, std::atoi(argv[1])) : 200;
    const char* attackers = argc > 2 ? argv[2] : nullptr;
    const char* presetNames = argc > 3 ? argv[3] : nullptr;
    std::printf("Salvo, one-sided: nobody fires back, so every salvo has as many shots as the fleet has "
                "ships.\n%d games per row, uniformly random fleets (the same for every attacker).\n",
                games);
    const struct {
        const char* name;
        const char* key;
        Ruleset rules;
    } presets[] = {{"Standard", "standard", Ruleset::standard()},
                   {"Classic", "classic", Ruleset::classic()},
                   {"Hasbro", "hasbro", Ruleset::hasbro()}};
    bool legal = true;
    for (const auto& preset : presets) {
        if (!listed(presetNames, preset.key))
            continue;
        for (OpponentLevel level : kOpponentLevels)
            if (listed(attackers, std::string(keyOf(level))))
                measure(
                    preset.name, preset.rules, std::string(keyOf(level)).c_str(),
                    [level](const ShotChart& view, const Ruleset& rules, int shots, Rng& rng) {
                        return chooseSalvo(level, view, rules, shots, rng);
                    },
                    games, legal);
        if (listed(attackers, "densest"))
            measure(preset.name, preset.rules, "N-densest", densestCells, games, legal);
    }
    if (!legal)
        std::printf("an attacker fired an illegal or empty salvo\n");
    return legal ? EXIT_SUCCESS : EXIT_FAILURE;
}
