// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/net/resumption.h"

#include "app/net/matchprotocol.h"
#include "app/net/peerconnection.h"

using namespace seabattle;

namespace net {

using State = LanSession::State;

Resumption::Resumption(LanSession& session) : m_session(session)
{
    m_grace.setSingleShot(true);
    // A coarse timer may fire up to 5 % early (a second for the grace period): a peer's time is up
    // when the allowance is over, never before.
    m_grace.setTimerType(Qt::PreciseTimer);
    QObject::connect(&m_grace, &QTimer::timeout, &session, [this] {
        if (m_session.state() != State::Interrupted)
            return; // a guest's time to go back to a match over (linkEndedWhenOver()) is up: nothing to claim
        m_claimable = true;
        emit m_session.winClaimable();
    });
}

bool Resumption::awaitingReturn() const
{
    const State state = m_session.state();
    return state == State::Interrupted || (state == State::Over && m_session.m_protocol->match());
}

bool Resumption::goingBack() const
{
    const State state = m_session.state();
    return state == State::Interrupted || (state == State::Over && m_grace.isActive());
}

void Resumption::interrupt(const LanProblem& why, bool deliberate, bool brokeProtocol)
{
    if (brokeProtocol) // garbage or a flood: a problem, as a protocol error is
        emit m_session.problem(why);
    m_session.m_protocol->pauseRevealWait();
    m_resumeState = m_session.state();
    m_session.setState(State::Interrupted);
    m_claimable = false;
    startGrace();
    emit m_session.peerLost(why);
    if (deliberate && !m_claimable) { // a goodbye or garbage: no reason to wait for it
        m_claimable = true;
        emit m_session.winClaimable();
    }
    if (m_session.m_side == WireSide::Guest && !deliberate)
        m_session.m_connection->retryLater();
}

// The grace period runs from the match's first loss, not from each: a peer that leaves and comes
// back, again and again, cannot put off the claim (nor, in Revealing, its conviction) for ever.
void Resumption::startGrace()
{
    if (m_firstLoss.isForever())
        m_firstLoss.setRemainingTime(m_session.m_timings.grace, Qt::PreciseTimer);
    m_grace.start(std::chrono::milliseconds(std::max<qint64>(m_firstLoss.remainingTime(), 0)));
}

void Resumption::interruptByError(const LanProblem& why)
{
    m_resumeState = m_session.state();
    m_session.setState(State::Interrupted);
    m_claimable = true;
    emit m_session.peerLost(why);
    emit m_session.winClaimable();
    if (m_session.m_side == WireSide::Guest)
        m_session.m_connection->stopRetrying();
}

void Resumption::linkEndedWhenOver(const LinkEnd& end, const LanProblem& why, bool deliberate)
{
    PeerConnection& connection = *m_session.m_connection;
    if (connection.heardHello())     // not for a reconnection that did not get through: no news
        emit m_session.problem(why); // no rematch with a peer that is gone (unless it comes back)
    // The connection may have died as the match ended, with our reveal: the peer would then have to
    // convict us of never revealing. A host waits for its guest (awaitingReturn()); a guest goes back
    // to say it again (welcomeBack()), as to an interrupted match, for as long as the host would wait
    // for it, and also past "busy" while the host has not noticed the old connection died.
    const bool busy = end.kind == LinkEnd::Kind::Goodbye && end.goodbye.kind == GoodbyeReason::Busy;
    if (m_session.m_side == WireSide::Guest && !m_session.m_protocol->ourCommit().isEmpty() &&
        (!deliberate || busy)) { // our reveal to give
        if (connection.heardHello())
            m_grace.start(m_session.m_timings.grace); // our own time to go back: a whole grace period
        if (m_grace.isActive())
            connection.retryLater();
    }
}

void Resumption::linkEndedWhileAway(const LinkEnd& end)
{
    if (m_session.m_side != WireSide::Guest)
        return;
    const GoodbyeReason said = end.kind == LinkEnd::Kind::Goodbye ? end.goodbye.kind : GoodbyeReason::Other;
    if (said == GoodbyeReason::WinClaimed) // the host gave up waiting: the match is lost by our absence
        return m_session.m_protocol->lossByAbsence();
    // A reconnection that did not get through ("busy" while the host has not yet noticed the old
    // connection died, say), or a stranger: keep trying, unless the host will never take us back.
    if (said != GoodbyeReason::AnotherGame && said != GoodbyeReason::IncompatibleVersion)
        m_session.m_connection->retryLater();
}

void Resumption::welcomeBack()
{
    PeerConnection& connection = *m_session.m_connection;
    const PeerMatch* match = m_session.m_protocol->match();
    const auto ended = match ? match->result() : std::nullopt;
    if (m_session.state() == State::Over && ended && ended->reason == EndReason::Disconnection &&
        ended->winner == Player::One)
        return connection.drop(goodbye(GoodbyeReason::WinClaimed)); // too late: it lost by its absence
    if (m_session.m_side == WireSide::Host)
        connection.sendHello(true); // the guest has proven it knows the token: now the host proves it too
    m_linkResumed = true;
    m_grace.stop();
    if (m_session.state() == State::Interrupted) {
        m_claimable = false;
        const bool battle = match && match->phase() == MatchPhase::Battle;
        m_session.setState(m_resumeState == State::Revealing ? State::Revealing
                           : battle                          ? State::Battle
                                                             : m_resumeState);
        if (m_session.state() == State::Revealing)
            m_session.m_protocol->resumeRevealWait();
        emit m_session.peerBack();
    }
    sayAgain(ended);
}

// Whatever the break swallowed is said again: our commitment; our answer to the peer's last shot,
// before anything of ours that follows it (the peer may have missed it and still be awaiting it; if
// not, it knows it already); our shot awaiting its answer; our reveal.
void Resumption::sayAgain(const std::optional<MatchResult>& ended)
{
    PeerConnection& connection = *m_session.m_connection;
    MatchProtocol& protocol = *m_session.m_protocol;
    if (!protocol.ourCommit().isEmpty())
        connection.send(Commit{protocol.ourCommit()});
    if (const auto answer = protocol.answerToRepeat())
        connection.send(*answer);
    if (protocol.match() && protocol.match()->pendingShot())
        connection.send(ShotMessage{*protocol.match()->pendingShot()});
    // A match that ended while the peer was away: it is told how.
    if (ended && ended->reason == EndReason::Resignation && ended->winner == Player::Two &&
        !protocol.resignSaid())
        connection.send(Resign{});
    // Our reveal, said again, or said now if the match settled while the peer was away.
    if (!protocol.ourCommit().isEmpty() && (protocol.revealed() || m_session.state() == State::Over))
        protocol.sendReveal();
}

bool Resumption::claimWin()
{
    if (!m_session.canClaimWin() || !m_session.m_protocol->match())
        return false;
    m_session.m_connection->stopDialling();
    m_session.m_connection->drop(goodbye(GoodbyeReason::WinClaimed));
    if (m_resumeState == State::Revealing)
        m_session.m_protocol->convict({Conviction::Kind::NoReveal}); // the peer never proved its fleet
    else
        m_session.m_protocol->winByAbsence();
    return true;
}

} // namespace net
