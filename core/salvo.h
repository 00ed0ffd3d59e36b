// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ruleset.h"
#include "shot.h"
#include "shotchart.h"

#include <optional>
#include <vector>

namespace seabattle {

// The shots of the turn in progress. Under Salvo a turn is one salvo of `size` shots, fixed when
// the turn begins; under the other rules every turn has one shot (shoot-again gives new turns).
struct Salvo {
    int size = 1;  // shots in the salvo
    int fired = 0; // shots of it already fired

    constexpr int left() const { return size - fired; }
    // The shot about to be fired is the salvo's last.
    constexpr bool atLastShot() const { return left() <= 1; }

    friend constexpr bool operator==(Salvo, Salvo) = default;
};

// The size of a salvo that starts now: under Salvo, the shooter's ships afloat, but never more
// than the cells its chart may still fire at (so that a salvo can always be fired whole); else 1.
int salvoSizeFor(const Ruleset& rules, int shipsAfloat, const ShotChart& shooterChart);

// Why a salvo is refused. A refused salvo fires nothing and changes nothing.
struct SalvoError {
    enum class Kind {
        NotInBattle,     // the fleets are still being placed (index -1)
        MatchOver,       // the match has ended (index -1)
        NotYourTurn,     // the other player is to fire (index -1)
        WrongCount,      // not as many targets as shots left in the salvo (`shotsLeft`; index -1)
        OutsideGrid,     // the target at `index` is not a cell of the grid
        AlreadyFiredAt,  // the target at `index` was fired at before
        KnownEmpty,      // the target at `index` was marked empty around a sunk ship
        DuplicateTarget, // the target at `index` is named earlier in the same salvo
    };
    Kind kind = Kind::WrongCount;
    int index = -1;    // the offending target, or -1 when the salvo as a whole is refused
    int shotsLeft = 0; // the shots left in the salvo: how many targets it takes

    friend bool operator==(const SalvoError&, const SalvoError&) = default;
};

// The salvo's reason for a shot's refusal: the same kind, about the target at `index`.
SalvoError salvoErrorOf(ShotError error, int index, int shotsLeft);

// Why `targets` cannot be the rest of a salvo with `shotsLeft` shots against `shooterChart`,
// turns aside: the count first, then each target in order (the cell, then a repeat).
std::optional<SalvoError> checkSalvoTargets(const ShotChart& shooterChart, int shotsLeft,
                                            const std::vector<Coord>& targets);

// The cells to mark empty when a salvo ends with `last`, a shot that sank `lastSunk` (if any):
// every cell the touching rule proves empty around a ship sunk during the salvo that the chart
// still holds Unknown, the shot's own target aside. Empty unless the rules mark around sunk ships.
std::vector<Coord> marksAtSalvoEnd(const ShotChart& shooterChart, const Ruleset& rules, Coord last,
                                   const std::optional<SunkShip>& lastSunk);

} // namespace seabattle
