// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fleetlayout.h"
#include "player.h"
#include "ruleset.h"
#include "shot.h"

#include <array>
#include <optional>
#include <vector>

namespace seabattle {

// Why a match ended.
enum class EndReason {
    FleetSunk,     // the winner sank every ship of the loser's fleet
    Resignation,   // the loser resigned
    RuleViolation, // the loser was proven to break the rules (over the network)
    Disconnection, // the loser left or lost the connection
};

// A match ended early by one player's forfeit.
struct Forfeit {
    Player loser = Player::One;
    EndReason reason = EndReason::Resignation;

    friend constexpr bool operator==(Forfeit, Forfeit) = default;
};

// Everything needed to rebuild a match: Match::replay() applied to a history reproduces the
// match it came from exactly. Shots are those the rules accepted, in order; a forfeit is
// always the last event.
struct MatchHistory {
    Ruleset rules;
    Player firstShooter = Player::One;
    std::array<std::optional<FleetLayout>, 2> fleets; // indexed by indexOf(Player); unset until submitted
    std::vector<Shot> shots;
    std::optional<Forfeit> forfeit;

    friend bool operator==(const MatchHistory&, const MatchHistory&) = default;
};

} // namespace seabattle
