// SPDX-License-Identifier: GPL-3.0-or-later
#include "revealcheck.h"

#include "answer.h"
#include "shotchart.h"

#include <algorithm>

namespace seabattle {

namespace {

std::vector<Coord> sorted(std::vector<Coord> cells)
{
    std::sort(cells.begin(), cells.end(), [](Coord a, Coord b) { return cellIndex(a) < cellIndex(b); });
    return cells;
}

// What, if anything, is false in `given` compared with the `truth` about the same shot.
std::optional<Violation> compare(const ShotReport& given, const ShotOutcome& truth, const FleetLayout& fleet,
                                 int index)
{
    using Kind = Violation::Kind;
    Violation v{
        .kind = Kind::FalseMiss, .answer = index, .target = given.target, .ship = fleet.shipAt(given.target)};
    const bool saidShip = given.result != ShotResult::Miss;
    const bool isShip = truth.result != ShotResult::Miss;
    if (!saidShip && isShip)
        return v;
    if (saidShip && !isShip) {
        v.kind = Kind::FalseHit;
        return v;
    }
    if (!isShip)
        return std::nullopt;
    if (given.result == ShotResult::Hit && truth.result == ShotResult::Sunk) {
        v.kind = Kind::MissedSunk;
        return v;
    }
    if (given.result == ShotResult::Sunk) {
        const bool sameShip = given.sunk && truth.sunk && given.sunk->ship == truth.sunk->ship &&
                              sorted(given.sunk->cells) == sorted(truth.sunk->cells);
        if (truth.result != ShotResult::Sunk || !sameShip) {
            v.kind = Kind::FalseSunk;
            if (given.sunk)
                v.claimed = given.sunk->ship;
            return v;
        }
    }
    return std::nullopt;
}

} // namespace

std::vector<Violation> checkReveal(const Ruleset& rules, const FleetLayout& revealed,
                                   const std::vector<ShotReport>& answers)
{
    std::vector<Violation> violations;
    std::vector<LayoutProblem> problems = checkLayout(revealed, rules);
    if (!problems.empty()) {
        // An illegal fleet cannot be replayed meaningfully (ships may overlap or hang outside).
        violations.push_back({.kind = Violation::Kind::IllegalFleet, .problems = std::move(problems)});
        return violations;
    }
    ShotChart truth;
    for (int i = 0; i < int(answers.size()); ++i) {
        const ShotReport& given = answers[std::size_t(i)];
        if (!isOnBoard(given.target))
            continue;
        if (truth.at(given.target) == CellKnowledge::MarkedEmpty) {
            // Our view, built from the peer's words, let us fire where the truth proves water.
            if (auto v = compare(given, ShotOutcome{.shot = {Player::One, given.target}}, revealed, i))
                violations.push_back(std::move(*v));
            continue;
        }
        if (!truth.canFireAt(given.target))
            continue; // fired at before: that earlier answer was checked
        const ShotOutcome outcome = answerShot(revealed, truth, rules, {Player::One, given.target});
        if (auto v = compare(given, outcome, revealed, i))
            violations.push_back(std::move(*v));
        truth.record(outcome);
    }
    return violations;
}

} // namespace seabattle
