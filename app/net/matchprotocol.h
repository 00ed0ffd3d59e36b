// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/net/allowance.h"
#include "app/net/seat.h"
#include "app/net/verdict.h"

#include <QByteArray>

#include <optional>
#include <utility>
#include <vector>

namespace net {

class PeerConnection;

// What placing our fleet came to.
enum class Placed {
    PeerPlacing,  // the peer's fleet is still to come
    BattleBegins, // the peer's was committed already
};

// The match over a proven link (docs/PROTOCOL.md, section 6): the rules offered and agreed, the
// commitments, the shots and their answers, the reveals and the rematch. Every message is looked up
// in one table of where it is allowed before it touches the match. A part of LanSession: it moves
// the session's state and reports what happens through its Seat, and speaks over its connection.
class MatchProtocol {
public:
    MatchProtocol(Seat& seat, PeerConnection& connection);

    // A message from a peer that has said hello; anything out of place is refused (a protocol error).
    Verdict handle(const Message& message);

    void setRules(const seabattle::Ruleset& rules) { m_rules = rules; }
    const seabattle::Ruleset& rules() const { return m_rules; }
    const seabattle::PeerMatch* match() const { return m_match ? &*m_match : nullptr; }
    const std::optional<Conviction>& conviction() const { return m_conviction; }
    bool peerWantsRematch() const { return m_peerWantsRematch; }
    // The match and the last loser are between the same players: a new guest starts afresh.
    void forget();

    // The host settles who fires first and offers the rules.
    void startRound();
    // The guest has the host's offer before it, to accept or decline.
    bool offerOpen() const;
    void acceptRules();
    // Ours, in placement (while the peer is here or away: LanSession decides).
    seabattle::Expected<Placed, seabattle::FleetRejection> placeFleet(const seabattle::FleetLayout& fleet);
    std::optional<seabattle::ShotError> fire(seabattle::Coord target);
    // Our salvo under Salvo (a "salvo" message; under the other rules the one shot, a "shot").
    std::optional<seabattle::SalvoError> fireSalvo(const std::vector<seabattle::Coord>& targets);
    void resign();
    void requestRematch();

    void convict(Conviction conviction);
    // The match ends by the absence of a side: the peer's (a claimed win) or ours.
    void winByAbsence();
    void lossByAbsence();
    // The peer's time to reveal runs only while it is here: paused while it is away, resumed (never
    // restarted) when it is back.
    void pauseRevealWait() { m_revealWait.pause(); }
    void resumeRevealWait() { m_revealWait.resume(); }
    void stopRevealWait() { m_revealWait.stop(); }

    // We committed to a fleet: its reveal is ours to give.
    bool committed() const { return !m_ourCommit.isEmpty(); }
    // A new link, or a new match: nothing is said again on it.
    void newLink() { m_repeatsExpected = false; }
    // The link resumed the match (Resumption::welcomeBack()): what the break swallowed may come again.
    void expectRepeats() { m_repeatsExpected = true; }
    // Says again whatever the break swallowed, to a peer back.
    void sayAgain();

private:
    struct Rule;
    static const Rule kRules[];

    Verdict outOfOrder(const Message& message);
    Verdict refuse(const LanProblem& problem, GoodbyeReason reason);
    bool commitRepeated(const Message& message);
    bool shotRepeated(const Message& message);
    bool answerRepeated(const Message& message);
    bool salvoRepeated(const Message& message);
    bool resignationCrossed(const Message& message);
    bool revealRepeated(const Message& message);
    Verdict onRules(const Message& message);
    Verdict onAccept(const Message& message);
    Verdict onDecline(const Message& message);
    Verdict onCommit(const Message& message);
    Verdict onShot(const Message& message);
    Verdict onResult(const Message& message);
    Verdict onSalvo(const Message& message);
    // Our salvo's answer taken: the salvo is reported whole once its last answer is in.
    void salvoAnswered(const seabattle::ShotOutcome& outcome);
    // What our shot or salvo goes as on the wire, and what is kept of it to say again.
    void sendOurShots(const std::vector<seabattle::Coord>& targets);
    Verdict onResign(const Message& message);
    Verdict onRematch(const Message& message);
    Verdict onReveal(const Message& message);
    void checkReveal(const Reveal& reveal, bool late);
    void beginPlacing();
    void endMatch();
    void settle();
    // Our answers to the peer's last shot or salvo, when its shots are the last of the match.
    std::vector<Result> answersToRepeat() const;
    void sendReveal();
    // The match ended by our resignation, which a move of the peer may have crossed.
    bool endedByOurResignation() const;

    Seat& m_seat;
    PeerConnection& m_connection;
    Allowance m_revealWait;
    seabattle::Ruleset m_rules;   // the host's rules as offered (first shooter policy unresolved)
    seabattle::Ruleset m_offered; // the last offer, first shooter settled
    std::optional<seabattle::PeerMatch> m_match;
    std::optional<WireSide> m_lastLoser; // the host's: "the loser of the last game" policy
    QByteArray m_salt;
    QByteArray m_ourCommit;
    QByteArray m_peerCommit;
    bool m_revealed = false;
    bool m_resignSaid = false; // our resignation reached the peer (or goes when it returns)
    std::optional<Conviction> m_conviction;
    // The peer's last shot or salvo and our answers to it, to repeat after a resumption.
    struct Answered {
        std::vector<seabattle::Coord> targets;
        std::vector<Result> answers;
    };
    std::optional<Answered> m_lastAnswer;
    std::vector<seabattle::Coord> m_ourSalvo;               // our last salvo, whole
    std::vector<seabattle::ShotOutcome> m_ourSalvoOutcomes; // its answers taken so far
    bool m_wantRematch = false;
    bool m_peerWantsRematch = false;
    bool m_repeatsExpected = false; // on this link (expectRepeats())
};

} // namespace net
