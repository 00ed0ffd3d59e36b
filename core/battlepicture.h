// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "match.h"
#include "peermatch.h"

#include <array>
#include <optional>

namespace seabattle {

// What one side may be shown of a match, whether both fleets are known (a match against the
// computer) or only one (a match against a peer): Player::One is the side shown.
struct BattlePicture {
    Ruleset rules;
    std::array<std::optional<FleetLayout>, 2> fleets; // One's once placed; Two's when it may be shown
    std::array<ShotChart, 2> views;                   // indexed by the shooter
    std::optional<Player> turn;                       // none while waiting (a shot in flight, placement)
    std::optional<MatchResult> result;
    // The shots left in the salvo of whoever is to fire (`turn`): under Salvo the targets the
    // next salvo takes, 1 a turn under the other rules; 0 while nobody may fire.
    int salvoShots = 0;

    const ShotChart& view(Player shooter) const { return views[std::size_t(indexOf(shooter))]; }
    const std::optional<FleetLayout>& fleet(Player player) const
    {
        return fleets[std::size_t(indexOf(player))];
    }
};

// Player One's picture of a local match. Player Two's fleet is included: the view decides when
// to show it (at the end, or to a spectator).
BattlePicture pictureOf(const Match& match);
// The local player's picture of a match against a peer: the peer's fleet once revealed; no turn
// while our shot awaits its answer.
BattlePicture pictureOf(const PeerMatch& match);

} // namespace seabattle
