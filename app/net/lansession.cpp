// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/net/lansession.h"

#include "app/net/matchprotocol.h"
#include "app/net/peerconnection.h"
#include "app/net/resumption.h"
#include "app/net/verdict.h"

using namespace seabattle;

namespace net {

namespace {

// What the end of a link means to the player; `inMatch`: the match is being played.
LanProblem problemOf(const LinkEnd& end, bool inMatch)
{
    switch (end.kind) {
    case LinkEnd::Kind::TimedOut:
        return {LanProblem::Kind::TimedOut};
    case LinkEnd::Kind::Goodbye:
        // "busy" is the protocol's word for a host that has its guest already.
        return {!inMatch && end.goodbye.kind == GoodbyeReason::Busy ? LanProblem::Kind::HostBusy
                                                                    : LanProblem::Kind::PeerLeft,
                end.goodbye.reason};
    case LinkEnd::Kind::Malformed: {
        LanProblem malformed{LanProblem::Kind::Malformed};
        malformed.failure = end.failure;
        return malformed;
    }
    case LinkEnd::Kind::Flood:
        return {LanProblem::Kind::Flood};
    case LinkEnd::Kind::Closed:
    case LinkEnd::Kind::Local:
        break;
    }
    return {LanProblem::Kind::ConnectionLost};
}

template <class... Ts> struct Overloaded : Ts... {
    using Ts::operator()...;
};
template <class... Ts> Overloaded(Ts...) -> Overloaded<Ts...>;

} // namespace

std::optional<BattlePicture> LanSession::picture() const
{
    const PeerMatch* shown = match();
    return shown ? std::optional(pictureOf(*shown)) : std::nullopt;
}

LanSession::LanSession(Role role, QString playerName, LanTimings timings, QObject* parent)
    : MatchSession(parent), m_role(role), m_side(role == Role::Host ? WireSide::Host : WireSide::Guest),
      m_timings(timings),
      m_connection(new PeerConnection(m_side, playerName.left(kMaxNameLength), timings, this)),
      m_protocol(std::make_unique<MatchProtocol>(static_cast<Seat&>(*this), *m_connection)),
      m_resumption(std::make_unique<Resumption>(static_cast<Seat&>(*this), *m_connection, *m_protocol)),
      m_peerMove(this, [this] {
          m_peerOverdue = true;
          emit winClaimable();
      })
{
    m_connection->setReceiver([this](const Message& message) { return onMessage(message); });
    connect(m_connection, &PeerConnection::linkOpened, this, &LanSession::onLinkOpened);
    connect(m_connection, &PeerConnection::linkEnded, this, &LanSession::onLinkEnded);
    connect(m_connection, &PeerConnection::dialFailed, this, &LanSession::onDialFailed);
    connect(m_connection, &PeerConnection::retryDue, this, &LanSession::retry);
    connect(m_connection, &PeerConnection::deadlinePassed, this, &LanSession::onDeadline);
}

LanSession::~LanSession()
{
    // Nothing the connection hears while it is torn down reaches a session half destroyed.
    m_connection->disconnect(this);
    delete m_connection;
}

const PeerMatch* LanSession::match() const
{
    return m_protocol->match();
}

const Ruleset& LanSession::rules() const
{
    return m_protocol->rules();
}

bool LanSession::canClaimWin() const
{
    return (m_state == State::Interrupted && m_resumption->claimable()) || peerOverdue();
}

// Read afresh: the peer's move may have come a moment ago (watchMoves() runs after its signals).
bool LanSession::peerOverdue() const
{
    return m_peerOverdue && inMatch() && match() && awaitedMove(*match()) == m_awaited;
}

const std::optional<Conviction>& LanSession::conviction() const
{
    return m_protocol->conviction();
}

bool LanSession::peerWantsRematch() const
{
    return m_protocol->peerWantsRematch();
}

void LanSession::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    m_connection->setAccepting(state != State::Closed);
    watchMoves();
    emit stateChanged(state);
}

void LanSession::report(const Happening& happening)
{
    std::visit(Overloaded{
                   [this](const happened::RulesOffered& offered) { emit rulesOffered(offered.rules); },
                   [this](const happened::Placing& match) {
                       m_resumption->newMatch(); // its grace period runs from its own first loss
                       emit placing(match.rules);
                   },
                   [this](const happened::BattleStarted&) { emit battleStarted(); },
                   [this](const happened::ShotResolved& shot) { emit shotResolved(shot.outcome); },
                   [this](const happened::SalvoResolved& salvo) { emit salvoResolved(salvo.outcomes); },
                   [this](const happened::PeerFleetRevealed& peer) { emit peerFleetRevealed(peer.fleet); },
                   [this](const happened::MatchOver& over) { emit matchOver(over.result); },
                   [this](const happened::RematchRequested&) { emit rematchRequested(); },
                   [this](const happened::PeerLost& lost) { emit peerLost(lost.why); },
                   [this](const happened::PeerBack&) { emit peerBack(); },
                   [this](const happened::WinClaimable&) { emit winClaimable(); },
               },
               happening);
}

void LanSession::watchMoves()
{
    if (m_state == State::Interrupted)
        return m_peerMove.pause(); // its absence has the grace period
    const PeerMatch* played = match();
    const auto awaited = inMatch() && played ? awaitedMove(*played) : std::nullopt;
    if (awaited == m_awaited)
        return m_peerMove.resume();
    m_awaited = awaited;
    m_peerOverdue = false;
    m_peerMove.stop();
    if (awaited && awaited->mover == Player::Two)
        m_peerMove.start(allowanceFor(*awaited));
    else if (awaited)
        m_ourMove.start();
}

std::chrono::milliseconds LanSession::allowanceFor(const AwaitedMove& move) const
{
    return move.kind == AwaitedMove::Kind::Fleet ? m_timings.placing : m_timings.move;
}

bool LanSession::ourMoveOverdue() const
{
    return inMatch() && m_awaited && m_awaited->mover == Player::One && m_ourMove.isValid() &&
           m_ourMove.elapsed() >= allowanceFor(*m_awaited).count();
}

bool LanSession::inMatch() const
{
    return m_state == State::Placing || m_state == State::Battle;
}

// Under a new session token: whoever saw the old one (a guest that declined, say) cannot pass for
// the next guest.
void LanSession::listenAgain()
{
    m_connection->newToken();
    m_protocol->forget();
    setState(State::Listening);
}

std::optional<LanProblem> LanSession::host(const Ruleset& rules, quint16 port, const QHostAddress& address)
{
    m_protocol->setRules(rules);
    m_connection->newToken();
    if (auto problem = m_connection->listen(address, port))
        return problem;
    setState(State::Listening);
    return std::nullopt;
}

quint16 LanSession::port() const
{
    return m_connection->port();
}

void LanSession::awaitNextGuest()
{
    if (m_role != Role::Host || !m_connection->isListening())
        return;
    m_connection->drop(goodbye(GoodbyeReason::MatchOver));
    m_protocol->stopRevealWait();
    m_resumption->stop();
    listenAgain(); // the next guest is another player
}

void LanSession::join(const QString& hostName, quint16 port)
{
    m_connection->setHost(hostName, port);
    setState(State::Connecting);
    retry();
}

void LanSession::setNameLookup(std::function<QList<QHostAddress>(const QString&)> lookup)
{
    m_connection->setNameLookup(std::move(lookup));
}

// Connects (or reconnects) the guest to its host.
void LanSession::retry()
{
    if (m_role != Role::Guest || m_connection->isLinked() ||
        !(m_state == State::Connecting || m_resumption->goingBack()))
        return;
    m_connection->dial();
}

void LanSession::onDialFailed(const QString& error)
{
    if (m_resumption->goingBack()) {
        m_connection->retryLater(); // the host may be back soon
    } else if (m_state == State::Connecting) {
        setState(State::Closed);
        emit problem({LanProblem::Kind::ConnectFailed, error});
    }
}

void LanSession::onLinkOpened()
{
    const bool returning = m_resumption->awaitingReturn();
    m_protocol->newLink();
    if (!returning)
        setState(State::Greeting);
    // A host waiting for its peer's return waits for the newcomer to prove it is the peer
    // (onHello()) before it speaks: its hello carries the session token, which must not go to
    // whoever connects.
    if (m_role == Role::Guest || !returning)
        m_connection->sendHello(returning);
}

void LanSession::onDeadline(GoodbyeReason reason)
{
    // The rules deadline matters only before the match: once placing began, it is stale.
    if (reason == GoodbyeReason::NoHello || m_state == State::Greeting || m_state == State::Considering)
        protocolError({LanProblem::Kind::TimedOut}, goodbye(reason));
}

void LanSession::protocolError(const LanProblem& what, const Goodbye& goodbye)
{
    m_connection->drop(goodbye);
    if (m_resumption->awaitingReturn()) { // a newcomer that failed to prove it is the peer
        if (strangerNoteDue())
            emit problem(what);
        return; // keep waiting for the real one
    }
    emit problem(what);
    if (inMatch())
        m_resumption->interruptByError(what);
    else if (m_state == State::Revealing)
        m_protocol->convict({Conviction::Kind::NoReveal});
    else if (m_role == Role::Host && m_state != State::Closed)
        listenAgain();
    else
        setState(State::Closed);
}

bool LanSession::strangerNoteDue()
{
    if (!m_strangerNoted.isValid() || m_strangerNoted.elapsed() >= m_timings.link.peerTimeout.count()) {
        m_strangerNoted.start(); // a new window
        m_strangerNotes = 0;
    }
    return ++m_strangerNotes <= kStrangerNotesPerTimeout;
}

void LanSession::onLinkEnded(const LinkEnd& end)
{
    if (end.kind == LinkEnd::Kind::Local)
        return;
    const LanProblem why = problemOf(end, inMatch());
    const bool deliberate = end.kind != LinkEnd::Kind::Closed && end.kind != LinkEnd::Kind::TimedOut;
    if (m_state == State::Over) {
        if (m_connection->heardHello()) // not for a reconnection that did not get through: no news
            emit problem(why);          // no rematch with a peer that is gone (unless it comes back)
        return m_resumption->linkEndedWhenOver(end, deliberate);
    }
    if (m_state == State::Interrupted)
        return m_resumption->linkEndedWhileAway(end);
    if (end.kind == LinkEnd::Kind::Goodbye && end.goodbye.kind == GoodbyeReason::WinClaimed &&
        ourMoveOverdue())
        return m_protocol->lossByAbsence(); // we kept the peer waiting past its allowance
    // Leaving on purpose instead of revealing is a refusal to reveal; a lost connection is not.
    if (m_state == State::Revealing && deliberate)
        return m_protocol->convict({Conviction::Kind::NoReveal});
    if (inMatch() || m_state == State::Revealing) {
        if (end.kind == LinkEnd::Kind::Malformed || end.kind == LinkEnd::Kind::Flood)
            emit problem(why); // garbage or a flood: a problem, as a protocol error is
        return m_resumption->interrupt(why, deliberate);
    }
    if (m_state == State::Closed)
        return;
    emit problem(why);
    if (m_role == Role::Host)
        listenAgain();
    else
        setState(State::Closed);
}

// What a message came to is counted against the flood limit; one that ends the link counts for
// nothing more.
Heard LanSession::onMessage(const Message& message)
{
    if (const auto* chat = std::get_if<Chat>(&message)) {
        onChat(*chat);
        return Heard::Noise; // a person's words, at a person's pace: never a step of the match
    }
    if (const auto* hello = std::get_if<Hello>(&message)) {
        onHello(*hello);
        return Heard::Progress;
    }
    if (!m_connection->heardHello()) {
        protocolError({.kind = LanProblem::Kind::OutOfOrder, .messageType = typeName(message)},
                      goodbye(GoodbyeReason::BeforeHello, typeName(message)));
        return Heard::Progress;
    }
    const Verdict verdict = m_protocol->handle(message);
    onVerdict(verdict);
    watchMoves();
    return verdict.kind == Verdict::Kind::Noise ? Heard::Noise : Heard::Progress;
}

void LanSession::onVerdict(const Verdict& verdict)
{
    switch (verdict.kind) {
    case Verdict::Kind::MovedOn:
    case Verdict::Kind::Noise:
        break;
    case Verdict::Kind::Refused:
        protocolError(verdict.problem, verdict.goodbye);
        break;
    case Verdict::Kind::Declined:
        emit rulesDeclined(verdict.reason);
        m_connection->drop(goodbye(GoodbyeReason::Declined));
        listenAgain();
        break;
    }
}

void LanSession::onChat(const Chat& chat)
{
    if (!m_chatIn.spend()) {
        m_connection->drop(goodbye(GoodbyeReason::TooManyMessages));
        return onLinkEnded({LinkEnd::Kind::Flood});
    }
    if (m_connection->heardHello())
        emit chatReceived(chat.text);
}

void LanSession::onHello(const Hello& hello)
{
    const HelloCheck check = m_connection->checkHello(hello, m_resumption->awaitingReturn());
    switch (check.kind) {
    case HelloCheck::Kind::Refused:
        return protocolError(check.problem, check.goodbye);
    case HelloCheck::Kind::Returning:
        return m_resumption->welcomeBack();
    case HelloCheck::Kind::Fresh:
        break;
    }
    m_peerName = hello.name;
    const int shared = m_connection->sharedProtocol();
    if (m_role == Role::Host && rules().salvo && shared < kSalvoProtocol) // told why, in plain words
        return protocolError({.kind = LanProblem::Kind::SalvoOverLan, .number = shared},
                             goodbye(GoodbyeReason::SalvoUnsupported));
    emit peerArrived(m_peerName);
    if (m_role == Role::Host)
        m_protocol->startRound();
}

void LanSession::acceptRules()
{
    m_protocol->acceptRules();
}

void LanSession::declineRules(const QString& reason)
{
    if (!m_protocol->offerOpen())
        return;
    m_connection->send(Decline{reason.left(kMaxReasonLength)});
    leave();
}

// While the peer is away, the fleet may still be placed: the battle then begins when it is back.
Expected<void, FleetRejection> LanSession::placeFleet(const FleetLayout& fleet)
{
    const bool away = m_state == State::Interrupted && m_resumption->resumeState() == State::Placing;
    if (m_state != State::Placing && !away)
        return Unexpected{FleetRejection{FleetRejection::Kind::NotInPlacement, {}}};
    const auto placed = m_protocol->placeFleet(fleet);
    if (placed && *placed == Placed::BattleBegins) {
        if (away)
            m_resumption->resumeIn(State::Battle); // the commitment goes out when the peer is back
        else
            setState(State::Battle);
        emit battleStarted();
    }
    watchMoves();
    if (!placed)
        return Unexpected{placed.error()};
    return {};
}

std::optional<ShotError> LanSession::fire(Coord target)
{
    const auto refused = m_protocol->fire(target);
    watchMoves();
    return refused;
}

std::optional<SalvoError> LanSession::fireSalvo(const std::vector<Coord>& targets)
{
    const auto refused = m_protocol->fireSalvo(targets);
    watchMoves();
    return refused;
}

void LanSession::resign()
{
    m_protocol->resign();
}

void LanSession::requestRematch()
{
    m_protocol->requestRematch();
}

bool LanSession::claimWin()
{
    if (!peerOverdue())
        return m_resumption->claimWin();
    m_connection->drop(goodbye(GoodbyeReason::WinClaimed));
    m_protocol->winByAbsence();
    return true;
}

ChatSending LanSession::sendChat(const QString& text)
{
    const QString trimmed = text.trimmed().left(kMaxChatLength);
    if (trimmed.isEmpty())
        return ChatSending::Empty;
    // Never to a connection that has not said (and, when returning, proven) who it is.
    if (!m_connection->isProven() || m_state == State::Interrupted)
        return ChatSending::NoPeer;
    if (!m_chatOut.spend())
        return ChatSending::TooFast;
    m_connection->send(Chat{trimmed});
    return ChatSending::Sent;
}

void LanSession::leave()
{
    m_connection->stopDialling();
    m_resumption->stop();
    m_protocol->stopRevealWait();
    m_connection->drop(goodbye(GoodbyeReason::Left));
    m_connection->stopListening();
    setState(State::Closed);
}

} // namespace net
