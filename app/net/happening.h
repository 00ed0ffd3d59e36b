// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/net/lanproblem.h"
#include "core/peermatch.h"

#include <variant>
#include <vector>

namespace net {

// What the player is to hear of, as the match protocol and the resumption see it happen. They tell
// their Seat at the moment it happens (the order of these and of the state's changes is what the
// screen sees); LanSession says each as its own signal.
namespace happened {
struct RulesOffered { // guest: the host's rules, to accept or decline
    seabattle::Ruleset rules;
};
struct Placing { // the rules are agreed, a match begins: fleets are to be placed
    seabattle::Ruleset rules;
};
struct BattleStarted {};
struct ShotResolved {
    seabattle::ShotOutcome outcome;
};
struct SalvoResolved { // every shot of a salvo answered, in the order fired
    std::vector<seabattle::ShotOutcome> outcomes;
};
struct PeerFleetRevealed { // and checked
    seabattle::FleetLayout fleet;
};
struct MatchOver {
    seabattle::MatchResult result;
};
struct RematchRequested {};
struct PeerLost {
    LanProblem why;
};
struct PeerBack {};
struct WinClaimable {};
} // namespace happened

using Happening =
    std::variant<happened::RulesOffered, happened::Placing, happened::BattleStarted, happened::ShotResolved,
                 happened::SalvoResolved, happened::PeerFleetRevealed, happened::MatchOver,
                 happened::RematchRequested, happened::PeerLost, happened::PeerBack, happened::WinClaimable>;

} // namespace net
