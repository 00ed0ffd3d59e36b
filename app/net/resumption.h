// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/net/lansession.h"

#include <QDeadlineTimer>
#include <QTimer>

namespace net {

// The peer's absence and return (docs/PROTOCOL.md, section 9): a match whose link is lost is kept,
// Interrupted, for the peer to come back with its session token; the guest goes back to its host;
// after the grace period the win may be claimed; a peer back says again, and hears again, whatever
// the break swallowed. A part of LanSession, which owns the state.
class Resumption {
public:
    explicit Resumption(LanSession& session);

    // A link that opens now may be the peer coming back: Interrupted; or over, with the peer gone,
    // which may come back for the reveals it missed.
    bool awaitingReturn() const;
    // The guest is going back to its host: Interrupted, or over with the grace period running.
    bool goingBack() const;
    bool claimable() const { return m_claimable; }
    LanSession::State resumeState() const { return m_resumeState; }
    // Where the interrupted match picks up, as it moves on while the peer is away.
    void resumeIn(LanSession::State state) { m_resumeState = state; }
    // The current link resumed a match: repeats are expected on it.
    bool linkResumed() const { return m_linkResumed; }
    void linkOpened() { m_linkResumed = false; }
    void newMatch()
    {
        m_linkResumed = false;
        m_firstLoss = QDeadlineTimer(QDeadlineTimer::Forever);
    }
    void stop() { m_grace.stop(); }

    // The link of a match in Placing, Battle or Revealing ended (`deliberate`: not just lost).
    void interrupt(const LanProblem& why, bool deliberate, bool brokeProtocol);
    // A protocol error in Placing or Battle: the peer may come back, but need not be waited for.
    void interruptByError(const LanProblem& why);
    // The link ended while the match is over, or while it waits for the peer's return.
    void linkEndedWhenOver(const LinkEnd& end, const LanProblem& why, bool deliberate);
    void linkEndedWhileAway(const LinkEnd& end);
    // The peer proved its session token: the match goes on where it was.
    void welcomeBack();
    bool claimWin();

private:
    void startGrace();
    void sayAgain(const std::optional<seabattle::MatchResult>& ended);

    LanSession& m_session;
    QTimer m_grace;
    QDeadlineTimer m_firstLoss{QDeadlineTimer::Forever}; // the grace period's end, from the first loss
    LanSession::State m_resumeState = LanSession::State::Idle;
    bool m_claimable = false;
    bool m_linkResumed = false;
};

} // namespace net
