// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/net/resumption.h"

#include "app/net/matchprotocol.h"
#include "app/net/peerconnection.h"

using namespace seabattle;

namespace net {

using State = LanState;

Resumption::Resumption(Seat& seat, PeerConnection& connection, MatchProtocol& protocol)
    : m_seat(seat), m_connection(connection), m_protocol(protocol)
{
    m_grace.setSingleShot(true);
    // A coarse timer may fire up to 5 % early (a second for the grace period): a peer's time is up
    // when the allowance is over, never before.
    m_grace.setTimerType(Qt::PreciseTimer);
    QObject::connect(&m_grace, &QTimer::timeout, &m_grace, [this] {
        if (m_seat.state() != State::Interrupted)
            return; // a guest's time to go back to a match over (linkEndedWhenOver()) is up: nothing to claim
        m_claimable = true;
        m_seat.report(happened::WinClaimable{});
    });
}

bool Resumption::awaitingReturn() const
{
    const State state = m_seat.state();
    return state == State::Interrupted || (state == State::Over && m_protocol.match());
}

bool Resumption::goingBack() const
{
    const State state = m_seat.state();
    return state == State::Interrupted || (state == State::Over && m_grace.isActive());
}

void Resumption::interrupt(const LanProblem& why, bool deliberate)
{
    m_protocol.pauseRevealWait();
    m_resumeState = m_seat.state();
    m_seat.setState(State::Interrupted);
    m_claimable = false;
    startGrace();
    m_seat.report(happened::PeerLost{why});
    if (deliberate && !m_claimable) { // a goodbye or garbage: no reason to wait for it
        m_claimable = true;
        m_seat.report(happened::WinClaimable{});
    }
    if (m_seat.side() == WireSide::Guest && !deliberate)
        m_connection.retryLater();
}

// The grace period runs from the match's first loss, not from each: a peer that leaves and comes
// back, again and again, cannot put off the claim (nor, in Revealing, its conviction) for ever.
void Resumption::startGrace()
{
    if (m_firstLoss.isForever())
        m_firstLoss.setRemainingTime(m_seat.timings().grace, Qt::PreciseTimer);
    m_grace.start(std::chrono::milliseconds(std::max<qint64>(m_firstLoss.remainingTime(), 0)));
}

void Resumption::interruptByError(const LanProblem& why)
{
    m_resumeState = m_seat.state();
    m_seat.setState(State::Interrupted);
    m_claimable = true;
    m_seat.report(happened::PeerLost{why});
    m_seat.report(happened::WinClaimable{});
    if (m_seat.side() == WireSide::Guest)
        m_connection.stopRetrying();
}

void Resumption::linkEndedWhenOver(const LinkEnd& end, bool deliberate)
{
    // The connection may have died as the match ended, with our reveal: the peer would then have to
    // convict us of never revealing. A host waits for its guest (awaitingReturn()); a guest goes back
    // to say it again (welcomeBack()), as to an interrupted match, for as long as the host would wait
    // for it, and also past "busy" while the host has not noticed the old connection died.
    const bool busy = end.kind == LinkEnd::Kind::Goodbye && end.goodbye.kind == GoodbyeReason::Busy;
    if (m_seat.side() == WireSide::Guest && m_protocol.committed() &&
        (!deliberate || busy)) { // our reveal to give
        if (m_connection.heardHello())
            m_grace.start(m_seat.timings().grace); // our own time to go back: a whole grace period
        if (m_grace.isActive())
            m_connection.retryLater();
    }
}

void Resumption::linkEndedWhileAway(const LinkEnd& end)
{
    if (m_seat.side() != WireSide::Guest)
        return;
    const GoodbyeReason said = end.kind == LinkEnd::Kind::Goodbye ? end.goodbye.kind : GoodbyeReason::Other;
    if (said == GoodbyeReason::WinClaimed) // the host gave up waiting: the match is lost by our absence
        return m_protocol.lossByAbsence();
    // A reconnection that did not get through ("busy" while the host has not yet noticed the old
    // connection died, say), or a stranger: keep trying, unless the host will never take us back.
    if (said != GoodbyeReason::AnotherGame && said != GoodbyeReason::IncompatibleVersion)
        m_connection.retryLater();
}

void Resumption::welcomeBack()
{
    const PeerMatch* match = m_protocol.match();
    const auto ended = match ? match->result() : std::nullopt;
    if (m_seat.state() == State::Over && ended && ended->reason == EndReason::Disconnection &&
        ended->winner == Player::One)
        return m_connection.drop(goodbye(GoodbyeReason::WinClaimed)); // too late: it lost by its absence
    if (m_seat.side() == WireSide::Host)
        m_connection.sendHello(true); // the guest has proven it knows the token: now the host proves it too
    m_protocol.expectRepeats();
    m_grace.stop();
    if (m_seat.state() == State::Interrupted) {
        m_claimable = false;
        const bool battle = match && match->phase() == MatchPhase::Battle;
        m_seat.setState(m_resumeState == State::Revealing ? State::Revealing
                        : battle                          ? State::Battle
                                                          : m_resumeState);
        if (m_seat.state() == State::Revealing)
            m_protocol.resumeRevealWait();
        m_seat.report(happened::PeerBack{});
    }
    m_protocol.sayAgain();
}

bool Resumption::claimWin()
{
    if (m_seat.state() != State::Interrupted || !m_claimable || !m_protocol.match())
        return false;
    m_connection.stopDialling();
    m_connection.drop(goodbye(GoodbyeReason::WinClaimed));
    if (m_resumeState == State::Revealing)
        m_protocol.convict({Conviction::Kind::NoReveal}); // the peer never proved its fleet
    else
        m_protocol.winByAbsence();
    return true;
}

} // namespace net
