// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "expected.h"
#include "match.h"
#include "revealcheck.h"
#include "salvo.h"

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
// Like Match it enforces turns and cells; a plain value. Under Salvo a turn is one salvo, fired
// whole and answered shot by shot in its order (docs/RULES.md, Salvo): its size comes from the
// shooter's ships afloat as both sides know them, the marks around the ships it sank come with its
// last answer, and the match ends at the answer that sinks the last ship, the rest unfired.
class PeerMatch {
public:
    // Starts the placement phase. Precondition: checkRuleset(rules) is empty.
    PeerMatch(Ruleset rules, Player firstShooter);

    // Locks in the local fleet.
    Expected<void, FleetRejection> placeFleet(const FleetLayout& fleet);
    // The peer has committed to its fleet. The battle starts once both fleets are in.
    void peerReady();

    // The local player fires at `target`: accepted when it is our turn, no answer is awaited,
    // and the cell may be fired at. The shot then awaits the peer's answer (pendingShot()).
    // A salvo of one: under Salvo only when one shot is left in it (else NotYourTurn: a salvo
    // is fired whole, by fireSalvo()).
    Expected<Shot, ShotError> fire(Coord target);
    // The local player fires the whole salvo of its turn at `targets` (one per shot left in it,
    // distinct cells it may fire at: checkSalvoTargets()). They then await the peer's answers, in
    // their order (pendingShots()). A refused salvo changes nothing.
    Expected<std::vector<Shot>, SalvoError> fireSalvo(const std::vector<Coord>& targets);
    // The next of our shots to be answered, if any.
    std::optional<Coord> pendingShot() const
    {
        return m_pending.empty() ? std::nullopt : std::optional(m_pending.front());
    }
    // Our shots still awaiting their answers, in the order they are due.
    const std::vector<Coord>& pendingShots() const { return m_pending; }
    // The peer's answer to our next pending shot; on success it is recorded and the turn moves on
    // (under Salvo once the salvo is answered whole, or its shots left are dropped when the answer
    // sinks the fleet). A refusal changes nothing: it is the caller's proof that the peer lied.
    Expected<ShotOutcome, ImpossibleAnswer> receiveAnswer(const ShotReport& answer);
    // The peer fires at our fleet: accepted when it is the peer's turn and the cell may be fired
    // at; the true outcome is what we answer. Under Salvo, only a salvo's one shot left.
    Expected<ShotOutcome, ShotError> receiveShot(Coord target);
    // The peer fires its whole salvo: accepted as fireSalvo() would accept ours; the true outcomes
    // are what we answer, in order, up to the shot that sinks our fleet (the rest is never fired).
    Expected<std::vector<ShotOutcome>, SalvoError> receiveSalvo(const std::vector<Coord>& targets);
    // Why `shooter` cannot fire `targets` as its salvo now, or nullopt.
    std::optional<SalvoError> salvoError(Player shooter, const std::vector<Coord>& targets) const;
    // During the battle, the shots left in the salvo of whoever is to fire (1 a turn under the
    // other rules); 0 outside the battle and while our shots await their answers.
    int shotsLeftInSalvo() const;

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
    // What our pending shot's answer did, marks and next shooter included: as answerShot() would.
    ShotOutcome outcomeOf(const ShotReport& answer) const;
    void record(const ShotOutcome& outcome);
    // The salvo that begins when `shooter`'s turn does.
    Salvo salvoFrom(Player shooter) const;

    Ruleset m_rules;
    Player m_firstShooter;
    std::array<std::optional<FleetLayout>, 2> m_fleets;
    std::array<ShotChart, 2> m_views;
    std::vector<ShotReport> m_answers;
    std::vector<Shot> m_shots;
    std::vector<ShotOutcome> m_outcomes;
    std::vector<Coord> m_pending; // ours awaiting answers, the next due first
    std::optional<Player> m_turn;
    Salvo m_salvo; // the turn's salvo, meaningful while m_turn is set
    std::optional<MatchResult> m_result;
    bool m_peerReady = false;
};

} // namespace seabattle
