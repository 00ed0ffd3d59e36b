// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/net/lansession.h"

#include "core/layouttext.h"

#include <QCoreApplication>
#include <QRandomGenerator>
#include <QTcpServer>
#include <QTcpSocket>

#include <algorithm>

using namespace seabattle;

namespace net {

namespace {

QByteArray randomBytes(int count)
{
    QByteArray bytes(count, Qt::Uninitialized);
    QRandomGenerator::system()->generate(bytes.begin(), bytes.end());
    return bytes;
}

// The wire says "host" and "guest" (PlayerOne is the host); the match says "me" and "peer".
Player localOf(Player wire, LanSession::Role role)
{
    return role == LanSession::Role::Host ? wire : opponent(wire);
}

// The form a host's token has (16 random bytes in lower-case hex): anything else is no token of ours.
bool isSessionToken(const QString& token)
{
    return token.size() == 32 && std::all_of(token.begin(), token.end(), [](QChar c) {
               return (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f');
           });
}

QString typeName(const Message& m)
{
    static const char* const names[] = {"hello",     "rules",  "accept", "decline", "commit",
                                        "shot",      "result", "chat",   "resign",  "rematch",
                                        "heartbeat", "reveal", "goodbye"};
    return QString::fromLatin1(names[m.index()]);
}

} // namespace

LanSession::LanSession(Role role, QString playerName, LanTimings timings, QObject* parent)
    : QObject(parent), m_role(role), m_name(playerName.left(kMaxNameLength)), m_timings(timings)
{
    m_retry.setInterval(timings.retry);
    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, &LanSession::retry);
    m_grace.setInterval(timings.grace);
    m_grace.setSingleShot(true);
    connect(&m_grace, &QTimer::timeout, this, [this] {
        if (m_state != State::Interrupted)
            return; // a guest's time to go back to a match over (onLinkEnded()) is up: nothing to claim
        m_claimable = true;
        emit winClaimable();
    });
    m_helloDeadline.setSingleShot(true);
    connect(&m_helloDeadline, &QTimer::timeout, this, [this] {
        if (m_link && !m_heardHello)
            protocolError({LanProblem::Kind::TimedOut}, QStringLiteral("no hello"));
        else if (m_link && (m_state == State::Greeting || m_state == State::Considering))
            protocolError({LanProblem::Kind::TimedOut}, QStringLiteral("rules not settled in time"));
    });
    // A coarse timer may fire up to 5 % early (a second for the grace period): a peer's time
    // is up when the allowance is over, never before.
    for (QTimer* timer : {&m_retry, &m_grace, &m_helloDeadline, &m_revealWait})
        timer->setTimerType(Qt::PreciseTimer);
    m_revealWait.setInterval(timings.reveal);
    m_revealWait.setSingleShot(true);
    connect(&m_revealWait, &QTimer::timeout, this, [this] {
        if (m_state == State::Revealing)
            convict({Conviction::Kind::NoReveal});
    });
}

LanSession::~LanSession()
{
    if (m_link)
        m_link->disconnect(this);
}

void LanSession::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    emit stateChanged(state);
}

bool LanSession::inMatch() const
{
    return m_state == State::Placing || m_state == State::Battle;
}

bool LanSession::linkProven() const
{
    // A returning newcomer's hello is checked before it counts as heard (onHello()).
    return m_link && m_heardHello;
}

bool LanSession::awaitingReturn() const
{
    // Interrupted; or over, with the peer gone, which may come back for the reveals it missed.
    return m_state == State::Interrupted || (m_state == State::Over && m_match.has_value());
}

// The host waits for a new guest, under a new session token: whoever saw the old one (a guest
// that declined, say) cannot pass for the next guest.
void LanSession::listenAgain()
{
    m_token = QString::fromLatin1(randomBytes(16).toHex());
    m_match.reset();
    m_lastLoser.reset(); // "the loser of the last game" is between the same players
    setState(State::Listening);
}

void LanSession::sendReveal()
{
    m_link->send(
        Reveal{QString::fromStdString(formatLayout(*m_match->fleet(Player::One), m_match->rules())), m_salt});
    m_revealed = true;
}

// Closes the link with a goodbye, without hearing about its end.
void LanSession::dropLink(const QString& reason)
{
    if (!m_link)
        return;
    PeerLink* link = m_link;
    m_link = nullptr;
    link->disconnect(this);
    link->close(Goodbye{goodbyeReasonOf(reason), reason});
    link->deleteLater();
    m_helloDeadline.stop();
}

quint16 LanSession::port() const
{
    return m_server ? m_server->serverPort() : 0;
}

std::optional<LanProblem> LanSession::host(const Ruleset& rules, quint16 port, const QHostAddress& address)
{
    m_rules = rules;
    m_token = QString::fromLatin1(randomBytes(16).toHex());
    if (!m_server) {
        m_server = new QTcpServer(this);
        connect(m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket* socket = m_server->nextPendingConnection())
                adopt(socket);
        });
    }
    if (!m_server->listen(address, port)) {
        const auto error = m_server->serverError();
        const LanProblem::Kind kind = error == QAbstractSocket::AddressInUseError ? LanProblem::Kind::PortBusy
                                      : error == QAbstractSocket::SocketAccessError
                                          ? LanProblem::Kind::PortForbidden
                                          : LanProblem::Kind::ListenFailed;
        return LanProblem{kind, m_server->errorString()};
    }
    setState(State::Listening);
    return std::nullopt;
}

void LanSession::awaitNextGuest()
{
    if (m_role != Role::Host || !m_server || !m_server->isListening())
        return;
    dropLink(QStringLiteral("match over"));
    m_revealWait.stop();
    m_grace.stop();
    m_match.reset();
    m_lastLoser.reset(); // the next guest is another player
    listenAgain();
}

void LanSession::join(const QString& hostName, quint16 port)
{
    m_hostName = hostName;
    m_hostPort = port;
    setState(State::Connecting);
    retry();
}

// Connects (or reconnects) the guest to its host.
void LanSession::retry()
{
    const bool goingBack = m_state == State::Interrupted || (m_state == State::Over && m_grace.isActive());
    if (m_role != Role::Guest || m_link || !(m_state == State::Connecting || goingBack))
        return;
    auto* socket = new QTcpSocket(this);
    m_connecting = socket;
    connect(socket, &QTcpSocket::connected, this, [this, socket] {
        socket->disconnect(this);
        adopt(socket);
    });
    connect(socket, &QTcpSocket::errorOccurred, this, [this, socket] {
        socket->disconnect(this);
        socket->deleteLater();
        if (m_state == State::Interrupted || (m_state == State::Over && m_grace.isActive())) {
            m_retry.start(); // the host may be back soon
        } else if (m_state == State::Connecting) {
            setState(State::Closed);
            emit problem({LanProblem::Kind::ConnectFailed, socket->errorString()});
        }
    });
    socket->connectToHost(m_hostName, m_hostPort);
}

void LanSession::adopt(QTcpSocket* socket)
{
    if (m_link) { // one guest at a time
        socket->setParent(this);
        socket->write(encodeMessage(goodbye(GoodbyeReason::Busy)));
        socket->disconnectFromHost();
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        return;
    }
    if (m_state == State::Closed) {
        socket->abort();
        socket->deleteLater();
        return;
    }
    const bool returning = awaitingReturn();
    m_link = new PeerLink(socket, m_timings.link, this);
    m_heardHello = false;
    m_linkResumed = false;
    m_helloDeadline.start(m_timings.link.peerTimeout);
    connect(m_link, &PeerLink::received, this, &LanSession::onMessage);
    connect(m_link, &PeerLink::ended, this, &LanSession::onLinkEnded);
    if (!returning)
        setState(State::Greeting);
    // A host waiting for its peer's return waits for the newcomer to prove it is the peer
    // (onHello()) before it speaks: its hello carries the session token, which must not go to
    // whoever connects.
    if (m_role == Role::Guest || !returning)
        sendHello();
}

void LanSession::sendHello()
{
    // The host's hello gives its session token; a returning guest's hello gives it back.
    const bool resuming = awaitingReturn();
    const QString token = m_role == Role::Host || resuming ? m_token : QString();
    m_link->send(Hello{kProtocolVersion, QStringLiteral("seabattle"),
                       QCoreApplication::applicationVersion().left(kMaxNameLength), m_name, token});
}

void LanSession::protocolError(const LanProblem& what, const QString& reason)
{
    dropLink(reason);
    emit problem(what);
    if (awaitingReturn())
        return; // a newcomer that failed to prove it is the peer: keep waiting for the real one
    if (inMatch()) {
        m_resumeState = m_state;
        setState(State::Interrupted);
        // A peer that broke the protocol may still come back, but need not be waited for.
        m_claimable = true;
        emit peerLost(what);
        emit winClaimable();
        if (m_role == Role::Guest)
            m_retry.stop();
    } else if (m_state == State::Revealing) {
        convict({Conviction::Kind::NoReveal});
    } else if (m_role == Role::Host && m_state != State::Closed) {
        listenAgain();
    } else {
        setState(State::Closed);
    }
}

void LanSession::onLinkEnded(const LinkEnd& end)
{
    if (m_link) {
        m_link->deleteLater();
        m_link = nullptr;
    }
    m_helloDeadline.stop();
    LanProblem why{LanProblem::Kind::ConnectionLost};
    switch (end.kind) {
    case LinkEnd::Kind::Closed:
        break;
    case LinkEnd::Kind::Local:
        return;
    case LinkEnd::Kind::TimedOut:
        why.kind = LanProblem::Kind::TimedOut;
        break;
    case LinkEnd::Kind::Goodbye:
        // "busy" is the protocol's word for a host that has its guest already.
        why = {!inMatch() && end.goodbye.reason.startsWith(QLatin1String("busy"))
                   ? LanProblem::Kind::HostBusy
                   : LanProblem::Kind::PeerLeft,
               end.goodbye.reason};
        break;
    case LinkEnd::Kind::Malformed:
        why = {LanProblem::Kind::Malformed};
        why.failure = end.failure;
        break;
    case LinkEnd::Kind::Flood:
        why.kind = LanProblem::Kind::Flood;
        break;
    }
    const bool deliberate = end.kind != LinkEnd::Kind::Closed && end.kind != LinkEnd::Kind::TimedOut;
    if (m_state == State::Over) {
        if (m_heardHello)      // not for a reconnection that did not get through: no news
            emit problem(why); // no rematch with a peer that is gone (unless it comes back)
        // The connection may have died as the match ended, with our reveal: the peer would then have
        // to convict us of never revealing. A host waits for its guest (awaitingReturn()); a guest
        // goes back to say it again (onHello()), as to an interrupted match, for as long as the host
        // would wait for it, and also past "busy" while the host has not noticed the old connection died.
        const bool busy =
            end.kind == LinkEnd::Kind::Goodbye && end.goodbye.reason.startsWith(QLatin1String("busy"));
        if (m_role == Role::Guest && !m_ourCommit.isEmpty() && (!deliberate || busy)) { // our reveal to give
            if (m_heardHello)
                m_grace.start();
            if (m_grace.isActive())
                m_retry.start();
        }
        return;
    }
    if (m_state == State::Interrupted) {
        const auto said = [&](const char* words) {
            return end.kind == LinkEnd::Kind::Goodbye && end.goodbye.reason.startsWith(QLatin1String(words));
        };
        if (m_role == Role::Guest && said("win claimed")) {
            // The host gave up waiting and took the win: the match is lost by our absence.
            (void)m_match->forfeit(Player::One, EndReason::Disconnection);
            return settle();
        }
        // A reconnection that did not get through ("busy" while the host has not yet noticed the
        // old connection died, say), or a stranger: keep waiting, and the guest keeps trying,
        // unless the host said it will never take us back.
        if (m_role == Role::Guest && !said("a game with another player") &&
            !said("incompatible protocol version"))
            m_retry.start();
        return;
    }
    // Leaving on purpose instead of revealing is a refusal to reveal; a lost connection is not.
    if (m_state == State::Revealing && deliberate)
        return convict({Conviction::Kind::NoReveal});
    if (inMatch() || m_state == State::Revealing) {
        // Garbage or a flood is the peer breaking the protocol: a problem, as protocolError() says.
        if (end.kind == LinkEnd::Kind::Malformed || end.kind == LinkEnd::Kind::Flood)
            emit problem(why);
        m_revealWait.stop();
        m_resumeState = m_state;
        setState(State::Interrupted);
        m_claimable = false;
        m_grace.start();
        emit peerLost(why);
        if (deliberate && !m_claimable) { // a goodbye or garbage: no reason to wait for it
            m_claimable = true;
            emit winClaimable();
        }
        if (m_role == Role::Guest && !deliberate)
            m_retry.start();
        return;
    }
    if (m_state == State::Closed)
        return;
    emit problem(why);
    if (m_role == Role::Host)
        listenAgain();
    else
        setState(State::Closed);
}

void LanSession::onMessage(const Message& message)
{
    const QPointer<PeerLink> link = m_link;
    m_progress = true;
    handleMessage(message);
    if (m_progress && link && link == m_link)
        link->countAsProgress();
}

void LanSession::handleMessage(const Message& message)
{
    if (const auto* chat = std::get_if<Chat>(&message)) {
        noProgress(); // a person's words, at a person's pace: never a step of the match
        if (m_heardHello)
            emit chatReceived(chat->text);
        return;
    }
    if (const auto* hello = std::get_if<Hello>(&message))
        return onHello(*hello);
    if (!m_heardHello)
        return protocolError({.kind = LanProblem::Kind::OutOfOrder, .messageType = typeName(message)},
                             QStringLiteral("%1 before hello").arg(typeName(message)));
    std::visit(
        [this, &message](const auto& m) {
            using T = std::decay_t<decltype(m)>;
            const auto outOfOrder = [&] {
                protocolError({.kind = LanProblem::Kind::OutOfOrder, .messageType = typeName(message)},
                              QStringLiteral("unexpected %1").arg(typeName(message)));
            };
            if constexpr (std::is_same_v<T, RulesOffer>) {
                onRules(m);
            } else if constexpr (std::is_same_v<T, Accept>) {
                if (m_role != Role::Host || m_state != State::Considering)
                    return outOfOrder();
                beginPlacing();
            } else if constexpr (std::is_same_v<T, Decline>) {
                if (m_role != Role::Host || m_state != State::Considering)
                    return outOfOrder();
                emit rulesDeclined(m.reason);
                dropLink(QStringLiteral("declined"));
                listenAgain();
            } else if constexpr (std::is_same_v<T, Commit>) {
                onCommit(m);
            } else if constexpr (std::is_same_v<T, ShotMessage>) {
                onShot(m);
            } else if constexpr (std::is_same_v<T, Result>) {
                onResult(m);
            } else if constexpr (std::is_same_v<T, Resign>) {
                onResign();
            } else if constexpr (std::is_same_v<T, Rematch>) {
                onRematch();
            } else if constexpr (std::is_same_v<T, Reveal>) {
                onReveal(m);
            } else {
                outOfOrder();
            }
        },
        message);
}

void LanSession::onHello(const Hello& hello)
{
    if (hello.protocol != kProtocolVersion) {
        return protocolError({.kind = LanProblem::Kind::IncompatibleVersion, .number = hello.protocol},
                             QStringLiteral("incompatible protocol version %1 (this game speaks %2)")
                                 .arg(hello.protocol)
                                 .arg(kProtocolVersion));
    }
    if (m_heardHello)
        return protocolError({.kind = LanProblem::Kind::OutOfOrder, .messageType = QStringLiteral("hello")},
                             QStringLiteral("second hello"));
    m_heardHello = true;
    m_helloDeadline.stop();
    if (awaitingReturn()) {
        // Only the same peer may come back: it proves it with the session token.
        if (hello.token != m_token || (m_role == Role::Host && hello.token.isEmpty()))
            return protocolError({LanProblem::Kind::UnknownSession},
                                 QStringLiteral("a game with another player is in progress"));
        const auto ended = m_match ? m_match->result() : std::nullopt;
        if (m_state == State::Over && ended && ended->reason == EndReason::Disconnection &&
            ended->winner == Player::One)
            return dropLink(QStringLiteral(
                "win claimed")); // too late: it loses by its absence (before any hello of ours)
        if (m_role == Role::Host)
            sendHello(); // the guest has proven it knows the token: now the host proves it too
        m_linkResumed = true;
        m_grace.stop();
        if (m_state == State::Interrupted) {
            m_claimable = false;
            const bool battle = m_match && m_match->phase() == MatchPhase::Battle;
            setState(m_resumeState == State::Revealing ? State::Revealing
                     : battle                          ? State::Battle
                                                       : m_resumeState);
            if (m_state == State::Revealing)
                m_revealWait.start();
            emit peerBack();
        }
        // Whatever the break swallowed is said again: our commitment; our answer to the peer's last
        // shot, before anything of ours that follows it (the peer may have missed it and still be
        // awaiting it; if not, it knows it already); our shot awaiting its answer; our reveal.
        if (!m_ourCommit.isEmpty())
            m_link->send(Commit{m_ourCommit});
        if (m_match && m_lastAnswer && !m_match->shots().empty() &&
            m_match->shots().back().shooter == Player::Two)
            m_link->send(m_lastAnswer->second);
        if (m_match && m_match->pendingShot())
            m_link->send(ShotMessage{*m_match->pendingShot()});
        // A match that ended while the peer was away: it is told how.
        const auto& result = ended;
        if (result && result->reason == EndReason::Resignation && result->winner == Player::Two &&
            !m_resignSaid)
            m_link->send(Resign{});
        // Our reveal, said again, or said now if the match settled while the peer was away.
        if (!m_ourCommit.isEmpty() && (m_revealed || m_state == State::Over))
            sendReveal();
        return;
    }
    if (m_role == Role::Host && !hello.token.isEmpty())
        return protocolError({LanProblem::Kind::UnknownSession}, QStringLiteral("unknown session"));
    if (m_role == Role::Guest) {
        if (hello.token.isEmpty())
            return protocolError(
                {.kind = LanProblem::Kind::OutOfOrder, .messageType = QStringLiteral("hello")},
                QStringLiteral("host hello without a session token"));
        if (!isSessionToken(hello.token))
            return protocolError(
                {.kind = LanProblem::Kind::OutOfOrder, .messageType = QStringLiteral("hello")},
                QStringLiteral("host hello with a malformed session token"));
        m_token = hello.token;
        m_helloDeadline.start(m_timings.start); // the host's rules are due
    }
    m_peerName = hello.name;
    emit peerArrived(m_peerName);
    if (m_role == Role::Host)
        startRound();
}

// The host settles who fires first and offers the rules.
void LanSession::startRound()
{
    m_offered = m_rules;
    Rng rng(QRandomGenerator::system()->generate64());
    m_offered.firstShooter = chooseFirstShooter(m_rules.firstShooter, rng, m_lastLoser) == Player::One
                                 ? FirstShooter::PlayerOne
                                 : FirstShooter::PlayerTwo;
    setState(State::Considering);
    m_helloDeadline.start(m_timings.start); // the guest's answer is due
    m_link->send(RulesOffer{m_offered});
}

void LanSession::onRules(const RulesOffer& offer)
{
    const bool rematch = m_state == State::Over && m_wantRematch && m_peerWantsRematch;
    if (m_role != Role::Guest || (m_state != State::Greeting && !rematch))
        return protocolError({.kind = LanProblem::Kind::OutOfOrder, .messageType = QStringLiteral("rules")},
                             QStringLiteral("unexpected rules"));
    const bool settled = offer.rules.firstShooter == FirstShooter::PlayerOne ||
                         offer.rules.firstShooter == FirstShooter::PlayerTwo;
    if (!settled || !checkRuleset(offer.rules).empty())
        return protocolError({LanProblem::Kind::BadRules}, QStringLiteral("rules that cannot be played"));
    m_helloDeadline.stop(); // from now on our own player decides, in its own time
    Ruleset previous = m_offered;
    m_offered = offer.rules;
    previous.firstShooter = offer.rules.firstShooter;
    setState(State::Considering);
    if (rematch && previous == offer.rules)
        return acceptRules(); // the rules agreed for the last match, asked for again by both
    m_rules = offer.rules;
    emit rulesOffered(offer.rules);
}

void LanSession::acceptRules()
{
    if (m_role != Role::Guest || m_state != State::Considering || !m_link)
        return;
    m_link->send(Accept{});
    beginPlacing();
}

void LanSession::declineRules(const QString& reason)
{
    if (m_role != Role::Guest || m_state != State::Considering || !m_link)
        return;
    m_link->send(Decline{reason.left(kMaxReasonLength)});
    leave();
}

void LanSession::beginPlacing()
{
    m_match.emplace(
        m_offered,
        localOf(m_offered.firstShooter == FirstShooter::PlayerOne ? Player::One : Player::Two, m_role));
    m_salt.clear();
    m_ourCommit.clear();
    m_peerCommit.clear();
    m_revealed = false;
    m_conviction.reset();
    m_lastAnswer.reset();
    m_wantRematch = m_peerWantsRematch = false;
    m_resignSaid = false;
    m_linkResumed = false; // repeats are for the resumption of the last match only
    m_helloDeadline.stop();
    setState(State::Placing);
    emit placing(m_offered);
}

Expected<void, FleetRejection> LanSession::placeFleet(const FleetLayout& fleet)
{
    const bool away = m_state == State::Interrupted && m_resumeState == State::Placing;
    if (!m_match || (m_state != State::Placing && !away))
        return Unexpected{FleetRejection{FleetRejection::Kind::NotInPlacement, {}}};
    if (auto placed = m_match->placeFleet(fleet); !placed)
        return placed;
    m_salt = randomBytes(int(kSaltBytes));
    m_ourCommit = commitment(QString::fromStdString(formatLayout(fleet, m_match->rules())), m_salt);
    if (linkProven()) // else it goes when the peer is back (onHello())
        m_link->send(Commit{m_ourCommit});
    if (m_match->phase() == MatchPhase::Battle) {
        if (away)
            m_resumeState = State::Battle; // the commitment goes out when the peer is back
        else
            setState(State::Battle);
        emit battleStarted();
    }
    return {};
}

void LanSession::onCommit(const Commit& commit)
{
    if (m_linkResumed && !m_peerCommit.isEmpty() && commit.hash == m_peerCommit)
        return noProgress(); // said again after a resumption
    if (m_state != State::Placing || !m_peerCommit.isEmpty())
        return protocolError({.kind = LanProblem::Kind::OutOfOrder, .messageType = QStringLiteral("commit")},
                             QStringLiteral("unexpected commit"));
    m_peerCommit = commit.hash;
    m_match->peerReady();
    if (m_match->phase() == MatchPhase::Battle) {
        setState(State::Battle);
        emit battleStarted();
    }
}

std::optional<ShotError> LanSession::fire(Coord target)
{
    if (!m_match)
        return ShotError::NotInBattle;
    if (m_state == State::Interrupted)
        return ShotError::NotYourTurn; // wait for the peer to come back
    auto shot = m_match->fire(target);
    if (!shot)
        return shot.error();
    if (m_link)
        m_link->send(ShotMessage{target});
    return std::nullopt;
}

void LanSession::onShot(const ShotMessage& shot)
{
    // A shot said again after a resumption, whose answer the break swallowed: answer it again.
    if (m_linkResumed && m_match && m_lastAnswer && m_lastAnswer->first == shot.target &&
        !m_match->shots().empty() && m_match->shots().back().shooter == Player::Two) {
        m_link->send(m_lastAnswer->second);
        return noProgress();
    }
    if (endedByOurResignation())
        return noProgress(); // fired before our resignation reached the peer: the match is over
    if (m_state != State::Battle || !m_match)
        return protocolError({.kind = LanProblem::Kind::OutOfOrder, .messageType = QStringLiteral("shot")},
                             QStringLiteral("unexpected shot"));
    auto outcome = m_match->receiveShot(shot.target);
    if (!outcome) {
        LanProblem bad{LanProblem::Kind::BadShot};
        bad.shotError = outcome.error();
        return protocolError(bad, outcome.error() == ShotError::NotYourTurn
                                      ? QStringLiteral("shot out of turn")
                                      : QStringLiteral("shot at a cell already fired at"));
    }
    const Result result{shot.target, outcome->result, outcome->sunk};
    m_lastAnswer = std::pair(shot.target, result);
    m_link->send(result);
    emit shotResolved(*outcome);
    if (m_match->result())
        endMatch();
}

void LanSession::onResult(const Result& result)
{
    // The last answer said again after a resumption, which we had received: nothing new.
    if (m_linkResumed && m_match && !m_match->answers().empty() &&
        m_match->answers().back() == Answer{result.target, result.result, result.sunk})
        return noProgress();
    if (endedByOurResignation())
        return noProgress(); // answered before our resignation reached the peer: the match is over
    if (m_state != State::Battle || !m_match)
        return protocolError({.kind = LanProblem::Kind::OutOfOrder, .messageType = QStringLiteral("result")},
                             QStringLiteral("unexpected result"));
    auto outcome = m_match->receiveAnswer({result.target, result.result, result.sunk});
    if (!outcome) {
        using Kind = ImpossibleAnswer::Kind;
        if (outcome.error().kind == Kind::NoShotPending || outcome.error().kind == Kind::WrongCell)
            return protocolError(
                {.kind = LanProblem::Kind::OutOfOrder, .messageType = QStringLiteral("result")},
                QStringLiteral("result for a shot never made"));
        return convict({.kind = Conviction::Kind::ImpossibleAnswer, .impossible = outcome.error()});
    }
    emit shotResolved(*outcome);
    if (m_match->result())
        endMatch();
}

void LanSession::resign()
{
    if (!m_match || m_match->result() || !(inMatch() || m_state == State::Interrupted))
        return;
    // A guest resigning while away keeps reaching for its host (for the grace period) to say so.
    (void)m_match->forfeit(Player::One, EndReason::Resignation);
    m_resignSaid = linkProven();
    if (m_resignSaid)
        m_link->send(Resign{});
    endMatch();
}

void LanSession::onResign()
{
    if (m_match && m_match->result() && (m_state == State::Revealing || m_state == State::Over))
        return noProgress(); // said twice, or crossing the end (ours, a last shot): it is over either way
    if (!m_match || !inMatch())
        return protocolError({.kind = LanProblem::Kind::OutOfOrder, .messageType = QStringLiteral("resign")},
                             QStringLiteral("unexpected resign"));
    (void)m_match->forfeit(Player::Two, EndReason::Resignation);
    endMatch();
}

// The match is over: we prove our fleet, and wait for the peer to prove its own.
void LanSession::endMatch()
{
    if (!m_ourCommit.isEmpty() && !m_revealed && linkProven())
        sendReveal();
    // Without the peer here, the match settles now: if it comes back, it hears our reveal then.
    if (m_peerCommit.isEmpty() || !linkProven())
        return settle();
    setState(State::Revealing);
    m_revealWait.start();
}

bool LanSession::endedByOurResignation() const
{
    const auto result = m_match ? m_match->result() : std::nullopt;
    return result && result->reason == EndReason::Resignation && result->winner == Player::Two &&
           (m_state == State::Revealing || m_state == State::Over);
}

void LanSession::onReveal(const Reveal& reveal)
{
    const bool late = m_linkResumed && m_state == State::Over; // the match settled while the peer was away
    if (late && m_match && m_match->fleet(Player::Two) &&
        commitment(reveal.layout, reveal.salt) == m_peerCommit)
        return noProgress(); // said again after a resumption, once we had it: nothing new
    if (late && m_conviction)
        return noProgress(); // already convicted (it did not reveal in time): its fleet changes nothing now
    if (m_state != State::Revealing && !(late && !m_peerCommit.isEmpty()) && m_state != State::Battle)
        return protocolError({.kind = LanProblem::Kind::OutOfOrder, .messageType = QStringLiteral("reveal")},
                             QStringLiteral("unexpected reveal"));
    if (m_state == State::Battle) // the peer thinks the match is over and we do not: its answers lied
        return protocolError({.kind = LanProblem::Kind::OutOfOrder, .messageType = QStringLiteral("reveal")},
                             QStringLiteral("reveal before the end"));
    m_revealWait.stop();
    if (commitment(reveal.layout, reveal.salt) != m_peerCommit)
        return convict({Conviction::Kind::RevealMismatch});
    auto fleet = parseLayout(reveal.layout.toStdString(), m_match->rules());
    if (!fleet)
        return convict({Conviction::Kind::RevealUnreadable});
    std::vector<Violation> violations = m_match->checkPeerFleet(*fleet);
    emit peerFleetRevealed(*fleet);
    if (!violations.empty())
        return convict({.kind = Conviction::Kind::FalseAnswers, .violations = std::move(violations)});
    if (!late)
        settle();
}

void LanSession::convict(Conviction conviction)
{
    m_revealWait.stop();
    const bool midBattle = conviction.kind == Conviction::Kind::ImpossibleAnswer;
    m_conviction = std::move(conviction);
    m_match->convictPeer();
    if (midBattle) {
        // The peer still believes the battle goes on: tell it why it ends.
        dropLink(QStringLiteral("rule violation: impossible answer"));
    } else if (m_link && !m_ourCommit.isEmpty() && !m_revealed) {
        sendReveal(); // our own fleet is proven too, so the peer sees we were honest
    }
    settle();
}

void LanSession::settle()
{
    setState(State::Over);
    if (m_match->result() && m_role == Role::Host)
        m_lastLoser = opponent(m_match->result()->winner);
    emit matchOver(*m_match->result());
}

void LanSession::sendChat(const QString& text)
{
    const QString trimmed = text.trimmed().left(kMaxChatLength);
    // Never to a connection that has not said (and, when returning, proven) who it is.
    if (m_link && m_heardHello && !trimmed.isEmpty() && m_state != State::Interrupted)
        m_link->send(Chat{trimmed});
}

void LanSession::requestRematch()
{
    if (m_state != State::Over || !linkProven() || m_wantRematch)
        return;
    m_wantRematch = true;
    m_link->send(Rematch{});
    if (m_peerWantsRematch && m_role == Role::Host)
        startRound();
}

void LanSession::onRematch()
{
    if (m_state != State::Over || m_peerWantsRematch)
        return protocolError({.kind = LanProblem::Kind::OutOfOrder, .messageType = QStringLiteral("rematch")},
                             QStringLiteral("unexpected rematch"));
    m_peerWantsRematch = true;
    emit rematchRequested();
    if (m_wantRematch && m_role == Role::Host)
        startRound();
}

void LanSession::stopReconnecting()
{
    m_retry.stop();
    if (m_connecting && m_connecting->state() != QAbstractSocket::ConnectedState) {
        m_connecting->disconnect(this);
        m_connecting->abort();
        m_connecting->deleteLater();
    }
}

bool LanSession::claimWin()
{
    if (!canClaimWin() || !m_match)
        return false;
    stopReconnecting();
    dropLink(QStringLiteral("win claimed"));
    if (m_resumeState == State::Revealing)
        convict({Conviction::Kind::NoReveal}); // the match was over; the peer never proved its fleet
    else {
        (void)m_match->forfeit(Player::Two, EndReason::Disconnection);
        settle();
    }
    return true;
}

void LanSession::leave()
{
    stopReconnecting();
    m_grace.stop();
    m_revealWait.stop();
    dropLink(QStringLiteral("left"));
    if (m_server)
        m_server->close();
    setState(State::Closed);
}

} // namespace net
