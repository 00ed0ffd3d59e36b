// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "coord.h"
#include "player.h"
#include "shipclass.h"

#include <optional>
#include <vector>

namespace seabattle {

// What the defender announces.
enum class ShotResult { Miss, Hit, Sunk };

// A ship announced sunk: which one (its class is ship.shipClass) and every cell of it.
struct SunkShip {
    ShipId ship;
    std::vector<Coord> cells;

    friend bool operator==(const SunkShip&, const SunkShip&) = default;
};

// One shot as recorded: who fired where.
struct Shot {
    Player shooter = Player::One;
    Coord target;

    friend constexpr bool operator==(Shot, Shot) = default;
};

// Everything a shot caused.
struct ShotOutcome {
    Shot shot;
    ShotResult result = ShotResult::Miss;
    std::optional<SunkShip> sunk; // set exactly when result is Sunk
    // Cells newly marked empty around the sunk ship, if the rules mark them; under Salvo, around
    // every ship the salvo sank, on its last shot (whatever that shot hit) and on no other.
    std::vector<Coord> markedEmpty;
    bool fleetSunk = false;            // this shot sank the last ship: the shooter wins
    std::optional<Player> nextShooter; // who fires next; none once the match is over

    friend bool operator==(const ShotOutcome&, const ShotOutcome&) = default;
};

// Why a shot is refused. A refused shot changes nothing and the turn does not pass.
enum class ShotError {
    NotInBattle,    // the fleets are still being placed
    MatchOver,      // the match has ended
    NotYourTurn,    // the other player is to fire
    OutsideGrid,    // the target is not a cell of the grid
    AlreadyFiredAt, // this cell was fired at before
    KnownEmpty,     // this cell was marked empty around a sunk ship
};

} // namespace seabattle
