// SPDX-License-Identifier: GPL-3.0-or-later
#include "salvo.h"

#include "contact.h"

#include <algorithm>

namespace seabattle {

int salvoSizeFor(const Ruleset& rules, int shipsAfloat, const ShotChart& shooterChart)
{
    if (!rules.salvo)
        return 1;
    int open = 0;
    for (int i = 0; i < kCellCount; ++i)
        open += shooterChart.canFireAt(coordAt(i));
    return std::min(shipsAfloat, open);
}

SalvoError salvoErrorOf(ShotError error, int index, int shotsLeft)
{
    using Kind = SalvoError::Kind;
    const auto of = [&](Kind kind, int at) { return SalvoError{kind, at, shotsLeft}; };
    switch (error) {
    case ShotError::NotInBattle:
        return of(Kind::NotInBattle, -1);
    case ShotError::MatchOver:
        return of(Kind::MatchOver, -1);
    case ShotError::NotYourTurn:
        return of(Kind::NotYourTurn, -1);
    case ShotError::OutsideGrid:
        return of(Kind::OutsideGrid, index);
    case ShotError::AlreadyFiredAt:
        return of(Kind::AlreadyFiredAt, index);
    case ShotError::KnownEmpty:
        return of(Kind::KnownEmpty, index);
    }
    return of(Kind::OutsideGrid, index);
}

std::optional<SalvoError> checkSalvoTargets(const ShotChart& shooterChart, int shotsLeft,
                                            const std::vector<Coord>& targets)
{
    if (int(targets.size()) != shotsLeft)
        return SalvoError{SalvoError::Kind::WrongCount, -1, shotsLeft};
    for (std::size_t i = 0; i < targets.size(); ++i) {
        if (const auto error = shooterChart.targetError(targets[i]))
            return salvoErrorOf(*error, int(i), shotsLeft);
        if (std::find(targets.begin(), targets.begin() + std::ptrdiff_t(i), targets[i]) !=
            targets.begin() + std::ptrdiff_t(i))
            return SalvoError{SalvoError::Kind::DuplicateTarget, int(i), shotsLeft};
    }
    return std::nullopt;
}

std::vector<Coord> marksAtSalvoEnd(const ShotChart& shooterChart, const Ruleset& rules, Coord last,
                                   const std::optional<SunkShip>& lastSunk)
{
    std::vector<Coord> marks;
    if (!rules.markAroundSunk)
        return marks;
    std::vector<SunkShip> sunk = shooterChart.sunkShips();
    if (lastSunk)
        sunk.push_back(*lastSunk);
    // Ships sunk in earlier salvos had their marks when those ended: only Unknown cells are new.
    for (const SunkShip& ship : sunk)
        for (Coord c : cellsProvenEmptyAround(ship.cells, rules.touching))
            if (c != last && shooterChart.at(c) == CellKnowledge::Unknown &&
                std::find(marks.begin(), marks.end(), c) == marks.end())
                marks.push_back(c);
    return marks;
}

} // namespace seabattle
