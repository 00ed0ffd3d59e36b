// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/net/allowance.h"
#include "app/net/lansession.h"

#include <QByteArray>

#include <optional>
#include <utility>

namespace net {

// The match over a proven link (docs/PROTOCOL.md, section 6): the rules offered and agreed, the
// commitments, the shots and their answers, the reveals and the rematch. Every message is looked up
// in one table of where it is allowed before it touches the match. A part of LanSession, which
// owns the state and says what happens.
class MatchProtocol {
public:
    explicit MatchProtocol(LanSession& session);

    // A message from a peer that has said hello; anything out of place is a protocol error.
    void handle(const Message& message);

    void setRules(const seabattle::Ruleset& rules) { m_rules = rules; }
    const seabattle::Ruleset& rules() const { return m_rules; }
    const seabattle::PeerMatch* match() const { return m_match ? &*m_match : nullptr; }
    const std::optional<Conviction>& conviction() const { return m_conviction; }
    bool peerWantsRematch() const { return m_peerWantsRematch; }
    // The match and the last loser are between the same players: a new guest starts afresh.
    void forget();

    // The host settles who fires first and offers the rules.
    void startRound();
    void acceptRules();
    void declineRules(const QString& reason);
    seabattle::Expected<void, seabattle::FleetRejection> placeFleet(const seabattle::FleetLayout& fleet);
    std::optional<seabattle::ShotError> fire(seabattle::Coord target);
    void resign();
    void requestRematch();

    void convict(Conviction conviction);
    void settle();
    // The match ends by the absence of a side: the peer's (a claimed win) or ours.
    void winByAbsence();
    void lossByAbsence();
    // The peer's time to reveal runs only while it is here: paused while it is away, resumed (never
    // restarted) when it is back.
    void pauseRevealWait() { m_revealWait.pause(); }
    void resumeRevealWait() { m_revealWait.resume(); }
    void stopRevealWait() { m_revealWait.stop(); }

    // What a resumption says again (Resumption::sayAgain()).
    const QByteArray& ourCommit() const { return m_ourCommit; }
    // Our answer to the peer's last shot, when that shot is the last of the match.
    std::optional<Result> answerToRepeat() const;
    bool resignSaid() const { return m_resignSaid; }
    bool revealed() const { return m_revealed; }
    void sendReveal();

private:
    struct Rule;
    static const Rule kRules[];

    void outOfOrder(const Message& message);
    void refuse(const LanProblem& problem, GoodbyeReason reason);
    bool resumed() const;
    bool commitRepeated(const Message& message);
    bool shotRepeated(const Message& message);
    bool answerRepeated(const Message& message);
    bool resignationCrossed(const Message& message);
    bool revealRepeated(const Message& message);
    void onRules(const Message& message);
    void onAccept(const Message& message);
    void onDecline(const Message& message);
    void onCommit(const Message& message);
    void onShot(const Message& message);
    void onResult(const Message& message);
    void onResign(const Message& message);
    void onRematch(const Message& message);
    void onReveal(const Message& message);
    void checkReveal(const Reveal& reveal, bool late);
    // The guest has the host's offer before it, to accept or decline.
    bool offerOpen() const;
    void beginPlacing();
    void endMatch();
    // The match ended by our resignation, which a move of the peer may have crossed.
    bool endedByOurResignation() const;

    LanSession& m_session;
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
    std::optional<std::pair<seabattle::Coord, Result>> m_lastAnswer; // to repeat after a resumption
    bool m_wantRematch = false;
    bool m_peerWantsRematch = false;
};

} // namespace net
