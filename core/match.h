// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "expected.h"
#include "layoutproblem.h"
#include "matchhistory.h"
#include "rng.h"
#include "shotchart.h"

#include <optional>
#include <vector>

namespace seabattle {

enum class MatchPhase {
    Placement, // both players lay out their fleets in secret
    Battle,    // shots alternate as the rules say
    Over,      // a winner is known
};

struct MatchResult {
    Player winner = Player::One;
    EndReason reason = EndReason::FleetSunk;

    friend constexpr bool operator==(MatchResult, MatchResult) = default;
};

// Why a fleet is refused.
struct FleetRejection {
    enum class Kind {
        NotInPlacement,   // the battle has begun or the match is over
        AlreadySubmitted, // this player's fleet is already locked in
        IllegalLayout,    // `problems` says why
    };
    Kind kind = Kind::IllegalLayout;
    std::vector<LayoutProblem> problems;

    friend bool operator==(const FleetRejection&, const FleetRejection&) = default;
};

// Why a forfeit is refused.
enum class ForfeitError {
    MatchOver,   // the match has already ended
    NotAForfeit, // FleetSunk is reached by shooting, not declared
};

// Why a history cannot be replayed: the step it failed at and the rules' reason.
struct ReplayError {
    enum class Kind { IllegalRuleset, FleetRejected, ShotRejected, ForfeitRejected };
    Kind kind;
    int shotIndex = -1;           // ShotRejected: index into history.shots
    std::optional<Player> player; // FleetRejected: whose fleet
    std::optional<FleetRejection> fleetRejection;
    std::optional<ShotError> shotError;
};

// Why `shooter` may not fire at `target`, or nullopt if the rules accept the shot: the phase
// first, then the turn (`turn` is who may fire now, none while nobody may), then the cell as
// `shooterChart` knows it. The one judge of a shot for Match and PeerMatch alike.
std::optional<ShotError> checkShot(MatchPhase phase, std::optional<Player> turn, Player shooter,
                                   const ShotChart& shooterChart, Coord target);

// Picks who fires first under `policy`. `lastLoser` is the loser of the previous game between
// the same players, if any; without one, LoserOfLastGame picks at random.
Player chooseFirstShooter(FirstShooter policy, Rng& rng, std::optional<Player> lastLoser = std::nullopt);

// A match between two players under one ruleset, from placement to game over. It is the only
// judge of the game: it accepts a fleet only when legal, a shot only from the player whose turn
// it is at a cell that may be fired at, and derives every result and the win from the fleets.
// A plain value: copy it to explore, compare it, or rebuild it from its history.
class Match {
public:
    // Starts the placement phase. Precondition: checkRuleset(rules) is empty.
    Match(Ruleset rules, Player firstShooter);

    // Locks in `player`'s fleet. The battle starts, with the first shooter to fire, as soon as
    // both fleets are in.
    Expected<void, FleetRejection> submitFleet(Player player, const FleetLayout& fleet);

    // Fires `shooter`'s shot at `target`. On success the shot is recorded, both views are
    // updated, and the turn passes unless the rules give another shot (a Hit or a Sunk under
    // shoot-again) or the fleet is sunk.
    Expected<ShotOutcome, ShotError> fire(Player shooter, Coord target);

    // Ends the match in any phase before it is over: `loser` resigned, was proven to break the
    // rules, or disconnected; the other player wins.
    Expected<void, ForfeitError> forfeit(Player loser, EndReason reason);

    MatchPhase phase() const;
    // Who fires next, during the battle only.
    std::optional<Player> turn() const;
    std::optional<MatchResult> result() const { return m_result; }
    // Why a shot by `shooter` at `target` would be refused, or nullopt if it would be accepted.
    std::optional<ShotError> shotError(Player shooter, Coord target) const;

    const Ruleset& rules() const { return m_history.rules; }
    Player firstShooter() const { return m_history.firstShooter; }
    // `player`'s shot chart of the opponent's sea.
    const ShotChart& view(Player player) const { return m_views[std::size_t(indexOf(player))]; }
    // `player`'s fleet once submitted.
    const std::optional<FleetLayout>& fleet(Player player) const
    {
        return m_history.fleets[std::size_t(indexOf(player))];
    }
    // Ships of `player`'s fleet not yet sunk.
    int shipsAfloat(Player player) const;
    const MatchHistory& history() const { return m_history; }

    // Rebuilds a match by applying a recorded history to a fresh match.
    static Expected<Match, ReplayError> replay(const MatchHistory& history);
    // What the history's last shot did (to show it again on a resumed game); none without shots
    // or if the history does not replay.
    static std::optional<ShotOutcome> lastOutcome(const MatchHistory& history);

    friend bool operator==(const Match&, const Match&) = default;

private:
    MatchHistory m_history;
    std::array<ShotChart, 2> m_views; // indexed by indexOf(shooter)
    std::optional<Player> m_turn;
    std::optional<MatchResult> m_result;
};

} // namespace seabattle
