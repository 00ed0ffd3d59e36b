// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "expected.h"
#include "match.h"
#include "revealcheck.h"

#include <optional>
#include <vector>

namespace seabattle {

// Why an answer from the peer cannot be true, whatever its hidden fleet: it is refused before
// it touches the match, and it proves the peer broke the rules.
struct ImpossibleAnswer {
    enum class Kind {
        NoShotPending,   // an answer while none of our shots awaits one
        WrongCell,       // an answer about another cell than the shot awaiting one
        SunkWithoutShip, // Sunk without naming the ship, or a ship named with Miss or Hit
        NotInFleet,      // the ship named is not one of the fleet
        AlreadySunk,     // the ship named was announced sunk before
        WrongCells,      // the sunk ship's cells are not its length in one unbroken line through the
                         // target, or include a cell we never hit
        FleetCannotHide, // the cells we have not fired at can no longer hold the ships still afloat
        UnsunkFleet,     // every cell of the fleet is hit, yet not every ship was announced sunk
    };
    Kind kind;
    Coord target;               // the cell the answer was about
    std::optional<ShipId> ship; // the ship named, if any

    friend bool operator==(const ImpossibleAnswer&, const ImpossibleAnswer&) = default;
};

// The local player's side of a match against a peer whose fleet stays hidden until the end,
// as over the network. Player::One is the local player, Player::Two the peer (whichever of them
// hosts). The local fleet is known and answers the peer's shots truthfully (answerShot());
// the peer's fleet is known only by its answers, each checked for what can be checked at once,
// and all of them checked against the fleet it reveals at the end (checkReveal()).
// Like Match it enforces turns and cells; a plain value.
// It cannot play Salvo yet: the protocol carries one shot at a time (docs/PROTOCOL.md).
class PeerMatch {
public:
    // Whether a PeerMatch can play `rules`: not Salvo, which the LAN refuses before any match.
    static bool plays(const Ruleset& rules) { return !rules.salvo; }

    // Starts the placement phase. Precondition: checkRuleset(rules) is empty and plays(rules);
    // under rules it cannot play, the battle never begins.
    PeerMatch(Ruleset rules, Player firstShooter);

    // Locks in the local fleet.
    Expected<void, FleetRejection> placeFleet(const FleetLayout& fleet);
    // The peer has committed to its fleet. The battle starts once both fleets are in.
    void peerReady();

    // The local player fires at `target`: accepted when it is our turn, no answer is awaited,
    // and the cell may be fired at. The shot then awaits the peer's answer (pendingShot()).
    Expected<Shot, ShotError> fire(Coord target);
    std::optional<Coord> pendingShot() const { return m_pending; }
    // The peer's answer to our pending shot; on success it is recorded and the turn moves on.
    // A refusal changes nothing: it is the caller's proof that the peer lied.
    Expected<ShotOutcome, ImpossibleAnswer> receiveAnswer(const ShotReport& answer);
    // The peer fires at our fleet: accepted when it is the peer's turn and the cell may be fired
    // at; the true outcome is what we answer.
    Expected<ShotOutcome, ShotError> receiveShot(Coord target);

    // Ends the match early: `loser` resigned, broke the rules or left.
    Expected<void, ForfeitError> forfeit(Player loser, EndReason reason);
    // Checks the fleet the peer revealed at the end against the rules and every answer it gave;
    // remembers it so that it can be shown. Empty for an honest peer.
    std::vector<Violation> checkPeerFleet(const FleetLayout& revealed);
    // The peer is proven to have broken the rules (a lie, or a commitment it did not keep): the
    // local player wins, even if the match had already ended otherwise.
    void convictPeer();

    MatchPhase phase() const;
    std::optional<Player> turn() const;
    std::optional<MatchResult> result() const { return m_result; }
    const Ruleset& rules() const { return m_rules; }
    Player firstShooter() const { return m_firstShooter; }
    // One: what we know of the peer's sea; Two: what the peer knows of ours.
    const ShotChart& view(Player shooter) const { return m_views[std::size_t(indexOf(shooter))]; }
    // Our fleet once placed; the peer's once revealed.
    const std::optional<FleetLayout>& fleet(Player player) const
    {
        return m_fleets[std::size_t(indexOf(player))];
    }
    bool isPeerReady() const { return m_peerReady; }
    int shipsAfloat(Player player) const;
    // The peer's answers to our shots, in order: what its revealed fleet must agree with.
    const std::vector<ShotReport>& answers() const { return m_answers; }
    // Every accepted shot of both sides, in order.
    const std::vector<Shot>& shots() const { return m_shots; }
    // What each of those shots was announced to do, in order: what the local player saw, and
    // what the peer was told: all a review of the match needs, with no hidden fleet.
    const std::vector<ShotOutcome>& outcomes() const { return m_outcomes; }

    friend bool operator==(const PeerMatch&, const PeerMatch&) = default;

private:
    std::optional<ShotError> shotError(Player shooter, Coord target) const;
    std::optional<ImpossibleAnswer> impossibility(const ShotReport& answer) const;
    void record(const ShotOutcome& outcome);

    Ruleset m_rules;
    Player m_firstShooter;
    std::array<std::optional<FleetLayout>, 2> m_fleets;
    std::array<ShotChart, 2> m_views;
    std::vector<ShotReport> m_answers;
    std::vector<Shot> m_shots;
    std::vector<ShotOutcome> m_outcomes;
    std::optional<Coord> m_pending;
    std::optional<Player> m_turn;
    std::optional<MatchResult> m_result;
    bool m_peerReady = false;
};

} // namespace seabattle
