// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "expected.h"
#include "layoutproblem.h"
#include "matchhistory.h"
#include "rng.h"
#include "salvo.h"
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

// Why `shooter` may not fire at all: the phase first, then the turn (`turn` is who may fire now,
// none while nobody may); nullopt when it may.
std::optional<ShotError> checkTurn(MatchPhase phase, std::optional<Player> turn, Player shooter);

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
    // shoot-again, or the salvo not yet spent under Salvo) or the fleet is sunk.
    Expected<ShotOutcome, ShotError> fire(Player shooter, Coord target);
    // Fires the rest of `shooter`'s salvo at `targets`, in order, once the whole of it is found
    // acceptable (one target per shot left, each a cell that may be fired at, none twice); a
    // refused salvo fires nothing. Firing stops when the last ship sinks: the outcomes are those
    // of the shots fired. Under the other rules a salvo is the one shot of the turn.
    Expected<std::vector<ShotOutcome>, SalvoError> fireSalvo(Player shooter,
                                                             const std::vector<Coord>& targets);

    // Ends the match in any phase before it is over: `loser` resigned, was proven to break the
    // rules, or disconnected; the other player wins.
    Expected<void, ForfeitError> forfeit(Player loser, EndReason reason);

    MatchPhase phase() const;
    // Who fires next, during the battle only.
    std::optional<Player> turn() const;
    std::optional<MatchResult> result() const { return m_result; }
    // Why a shot by `shooter` at `target` would be refused, or nullopt if it would be accepted.
    std::optional<ShotError> shotError(Player shooter, Coord target) const;
    // Why fireSalvo(shooter, targets) would be refused, or nullopt if it would be accepted.
    std::optional<SalvoError> salvoError(Player shooter, const std::vector<Coord>& targets) const;
    // During the battle, the shots of `shooter`'s salvo: the one in progress on its turn, else the
    // one its next turn would begin with now (under Salvo its ships afloat, capped by the cells
    // it may still fire at; 1 under the other rules). 0 outside the battle.
    int salvoSize(Player shooter) const;
    // The shots left in the salvo in progress (1 a turn under the other rules); 0 outside the battle.
    int shotsLeftInSalvo() const;

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
    // The salvo that begins when `shooter`'s turn does.
    Salvo salvoFrom(Player shooter) const;

    std::optional<Player> m_turn;
    Salvo m_salvo; // the turn's salvo, meaningful while m_turn is set
    std::optional<MatchResult> m_result;
};

} // namespace seabattle
