// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/net/seat.h"

#include <QDeadlineTimer>
#include <QTimer>

namespace net {

class MatchProtocol;
class PeerConnection;

// The peer's absence and return (docs/PROTOCOL.md, section 9): a match whose link is lost is kept,
// Interrupted, for the peer to come back with its session token; the guest goes back to its host;
// after the grace period the win may be claimed; a peer back says again, and hears again, whatever
// the break swallowed. A part of LanSession: it moves the session's state and reports what happens
// through its Seat, keeps the connection reaching for the peer, and pauses and resumes the match.
class Resumption {
public:
    Resumption(Seat& seat, PeerConnection& connection, MatchProtocol& protocol);

    // A link that opens now may be the peer coming back: Interrupted; or over, with the peer gone,
    // which may come back for the reveals it missed.
    bool awaitingReturn() const;
    // The guest is going back to its host: Interrupted, or over with the grace period running.
    bool goingBack() const;
    bool claimable() const { return m_claimable; }
    LanState resumeState() const { return m_resumeState; }
    // Where the interrupted match picks up, as it moves on while the peer is away.
    void resumeIn(LanState state) { m_resumeState = state; }
    // A new match: its grace period runs from its own first loss.
    void newMatch() { m_firstLoss = QDeadlineTimer(QDeadlineTimer::Forever); }
    void stop() { m_grace.stop(); }

    // The link of a match in Placing, Battle or Revealing ended (`deliberate`: not just lost).
    void interrupt(const LanProblem& why, bool deliberate);
    // A protocol error in Placing or Battle: the peer may come back, but need not be waited for.
    void interruptByError(const LanProblem& why);
    // The link ended while the match is over, or while it waits for the peer's return.
    void linkEndedWhenOver(const LinkEnd& end, bool deliberate);
    void linkEndedWhileAway(const LinkEnd& end);
    // The peer proved its session token: the match goes on where it was.
    void welcomeBack();
    // While the peer is away, after the grace period: false when it may not be claimed (yet).
    bool claimWin();

private:
    void startGrace();

    Seat& m_seat;
    PeerConnection& m_connection;
    MatchProtocol& m_protocol;
    QTimer m_grace;
    QDeadlineTimer m_firstLoss{QDeadlineTimer::Forever}; // the grace period's end, from the first loss
    LanState m_resumeState = LanState::Idle;
    bool m_claimable = false;
};

} // namespace net
