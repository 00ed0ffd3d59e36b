// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/net/lansession.h"

#include "core/layouttext.h"

#include <QCoreApplication>
#include <QRandomGenerator>
#include <QTcpServer>
#include <QTcpSocket>

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

QString typeName(const Message& m)
{
    static const char* const names[] = {"hello", "rules", "accept", "decline", "commit", "shot", "result",
                                        "chat", "resign", "rematch", "heartbeat", "reveal", "goodbye"};
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
        m_claimable = true;
        emit winClaimable();
    });
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
                                      : error == QAbstractSocket::SocketAccessError ? LanProblem::Kind::PortForbidden
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
    if (m_link) {
        m_link->disconnect(this);
        m_link->close(QStringLiteral("match over"));
        m_link->deleteLater();
        m_link = nullptr;
    }
    m_revealWait.stop();
    m_grace.stop();
    m_match.reset();
    m_lastLoser.reset(); // the next guest is another player
    m_token = QString::fromLatin1(randomBytes(16).toHex());
    setState(State::Listening);
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
    if (m_role != Role::Guest || m_link || !(m_state == State::Connecting || m_state == State::Interrupted))
        return;
    auto* socket = new QTcpSocket(this);
    connect(socket, &QTcpSocket::connected, this, [this, socket] {
        socket->disconnect(this);
        adopt(socket);
    });
    connect(socket, &QTcpSocket::errorOccurred, this, [this, socket] {
        socket->disconnect(this);
        socket->deleteLater();
        if (m_state == State::Interrupted) {
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
        socket->write(encodeMessage(Goodbye{QStringLiteral("busy: this host already has a guest")}));
        socket->disconnectFromHost();
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        return;
    }
    if (m_state == State::Closed || m_state == State::Over || m_state == State::Revealing) {
        socket->abort();
        socket->deleteLater();
        return;
    }
    m_link = new PeerLink(socket, m_timings.link, this);
    m_heardHello = false;
    connect(m_link, &PeerLink::received, this, &LanSession::onMessage);
    connect(m_link, &PeerLink::ended, this, &LanSession::onLinkEnded);
    if (m_state != State::Interrupted)
        setState(State::Greeting);
    // An interrupted host waits for the newcomer to prove it is the peer (onHello()) before it
    // speaks: its hello carries the session token, which must not go to whoever connects.
    if (m_role == Role::Guest || m_state != State::Interrupted)
        sendHello();
}

void LanSession::sendHello()
{
    // The host's hello gives its session token; a returning guest's hello gives it back.
    const bool resuming = m_state == State::Interrupted;
    const QString token = m_role == Role::Host || resuming ? m_token : QString();
    m_link->send(Hello{kProtocolVersion, QStringLiteral("seabattle"), QCoreApplication::applicationVersion().left(kMaxNameLength),
                       m_name, token});
}

void LanSession::protocolError(const LanProblem& what, const QString& reason)
{
    if (m_link) {
        PeerLink* link = m_link;
        link->disconnect(this);
        link->close(reason);
        link->deleteLater();
        m_link = nullptr;
    }
    emit problem(what);
    if (m_state == State::Interrupted)
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
    } else if (m_role == Role::Host && m_state != State::Over && m_state != State::Closed) {
        setState(State::Listening);
    } else if (m_state != State::Over) {
        setState(State::Closed);
    }
}

void LanSession::onLinkEnded(const LinkEnd& end)
{
    if (m_link) {
        m_link->deleteLater();
        m_link = nullptr;
    }
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
        why = {!inMatch() && end.reason.startsWith(QLatin1String("busy")) ? LanProblem::Kind::HostBusy : LanProblem::Kind::PeerLeft,
               end.reason};
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
    if (m_state == State::Interrupted) {
        // A reconnection that did not get through (or a stranger): keep waiting.
        if (m_role == Role::Guest && !deliberate)
            m_retry.start();
        return;
    }
    if (inMatch()) {
        // Garbage or a flood is the peer breaking the protocol: a problem, as protocolError() says.
        if (end.kind == LinkEnd::Kind::Malformed || end.kind == LinkEnd::Kind::Flood)
            emit problem(why);
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
    if (m_state == State::Revealing)
        return convict({Conviction::Kind::NoReveal});
    if (m_state == State::Over) {
        emit problem(why); // no rematch with a peer that is gone
        return;
    }
    if (m_state == State::Closed)
        return;
    emit problem(why);
    setState(m_role == Role::Host ? State::Listening : State::Closed);
}

void LanSession::onMessage(const Message& message)
{
    if (const auto* chat = std::get_if<Chat>(&message)) {
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
                m_link->disconnect(this);
                m_link->close(QStringLiteral("declined"));
                m_link->deleteLater();
                m_link = nullptr;
                setState(State::Listening);
            } else if constexpr (std::is_same_v<T, Commit>) {
                onCommit(m);
            } else if constexpr (std::is_same_v<T, Shot>) {
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
                             QStringLiteral("incompatible protocol version %1 (this game speaks %2)").arg(hello.protocol).arg(kProtocolVersion));
    }
    if (m_heardHello)
        return protocolError({.kind = LanProblem::Kind::OutOfOrder, .messageType = QStringLiteral("hello")}, QStringLiteral("second hello"));
    m_heardHello = true;
    if (m_state == State::Interrupted) {
        // Only the same peer may come back: it proves it with the session token.
        if (hello.token != m_token || (m_role == Role::Host && hello.token.isEmpty()))
            return protocolError({LanProblem::Kind::UnknownSession}, QStringLiteral("a game with another player is in progress"));
        if (m_role == Role::Host)
            sendHello(); // the guest has proven it knows the token: now the host proves it too
        m_grace.stop();
        m_claimable = false;
        setState(m_match && m_match->phase() == MatchPhase::Battle ? State::Battle : m_resumeState);
        emit peerBack();
        // Whatever the break swallowed is said again: our commitment; our answer to the peer's last
        // shot, before anything of ours that follows it (the peer may have missed it and still be
        // awaiting it; if not, it knows it already); our shot awaiting its answer.
        if (!m_ourCommit.isEmpty())
            m_link->send(Commit{m_ourCommit});
        if (m_match && m_lastAnswer && !m_match->shots().empty() && m_match->shots().back().shooter == Player::Two)
            m_link->send(m_lastAnswer->second);
        if (m_match && m_match->pendingShot())
            m_link->send(Shot{*m_match->pendingShot()});
        return;
    }
    if (m_role == Role::Host && !hello.token.isEmpty())
        return protocolError({LanProblem::Kind::UnknownSession}, QStringLiteral("unknown session"));
    if (m_role == Role::Guest) {
        if (hello.token.isEmpty())
            return protocolError({.kind = LanProblem::Kind::OutOfOrder, .messageType = QStringLiteral("hello")}, QStringLiteral("host hello without a session token"));
        m_token = hello.token;
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
    m_offered.firstShooter = chooseFirstShooter(m_rules.firstShooter, rng, m_lastLoser) == Player::One ? FirstShooter::PlayerOne
                                                                                                      : FirstShooter::PlayerTwo;
    setState(State::Considering);
    m_link->send(RulesOffer{m_offered});
}

void LanSession::onRules(const RulesOffer& offer)
{
    const bool rematch = m_state == State::Over && m_wantRematch && m_peerWantsRematch;
    if (m_role != Role::Guest || (m_state != State::Greeting && !rematch))
        return protocolError({.kind = LanProblem::Kind::OutOfOrder, .messageType = QStringLiteral("rules")}, QStringLiteral("unexpected rules"));
    const bool settled = offer.rules.firstShooter == FirstShooter::PlayerOne || offer.rules.firstShooter == FirstShooter::PlayerTwo;
    if (!settled || !checkRuleset(offer.rules).empty())
        return protocolError({LanProblem::Kind::BadRules}, QStringLiteral("rules that cannot be played"));
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
    m_match.emplace(m_offered, localOf(m_offered.firstShooter == FirstShooter::PlayerOne ? Player::One : Player::Two, m_role));
    m_salt.clear();
    m_ourCommit.clear();
    m_peerCommit.clear();
    m_revealed = false;
    m_conviction.reset();
    m_lastAnswer.reset();
    m_wantRematch = m_peerWantsRematch = false;
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
    if (m_link)
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
    if (!m_peerCommit.isEmpty() && commit.hash == m_peerCommit)
        return; // said again after a resumption
    if (m_state != State::Placing || !m_peerCommit.isEmpty())
        return protocolError({.kind = LanProblem::Kind::OutOfOrder, .messageType = QStringLiteral("commit")}, QStringLiteral("unexpected commit"));
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
        m_link->send(Shot{target});
    return std::nullopt;
}

void LanSession::onShot(const Shot& shot)
{
    if (m_state != State::Battle || !m_match)
        return protocolError({.kind = LanProblem::Kind::OutOfOrder, .messageType = QStringLiteral("shot")}, QStringLiteral("unexpected shot"));
    // A shot said again after a resumption, whose answer the break swallowed: answer it again.
    if (m_lastAnswer && m_lastAnswer->first == shot.target && m_match->shots().back().shooter == Player::Two) {
        m_link->send(m_lastAnswer->second);
        return;
    }
    auto outcome = m_match->receiveShot(shot.target);
    if (!outcome) {
        LanProblem bad{LanProblem::Kind::BadShot};
        bad.shotError = outcome.error();
        return protocolError(bad, outcome.error() == ShotError::NotYourTurn ? QStringLiteral("shot out of turn")
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
    if (m_state != State::Battle || !m_match)
        return protocolError({.kind = LanProblem::Kind::OutOfOrder, .messageType = QStringLiteral("result")}, QStringLiteral("unexpected result"));
    // The last answer said again after a resumption, which we had received: nothing new.
    if (!m_match->answers().empty() && m_match->answers().back() == Answer{result.target, result.result, result.sunk})
        return;
    auto outcome = m_match->receiveAnswer({result.target, result.result, result.sunk});
    if (!outcome) {
        using Kind = ImpossibleAnswer::Kind;
        if (outcome.error().kind == Kind::NoShotPending || outcome.error().kind == Kind::WrongCell)
            return protocolError({.kind = LanProblem::Kind::OutOfOrder, .messageType = QStringLiteral("result")},
                                 QStringLiteral("result for a shot never made"));
        return convict({.kind = Conviction::Kind::ImpossibleAnswer, .impossible = outcome.error()});
    }
    emit shotResolved(*outcome);
    if (m_match->result())
        endMatch();
}

void LanSession::resign()
{
    if (!m_match || !(inMatch() || m_state == State::Interrupted))
        return;
    (void)m_match->forfeit(Player::One, EndReason::Resignation);
    if (m_link)
        m_link->send(Resign{});
    endMatch();
}

void LanSession::onResign()
{
    if (!m_match || !inMatch())
        return protocolError({.kind = LanProblem::Kind::OutOfOrder, .messageType = QStringLiteral("resign")}, QStringLiteral("unexpected resign"));
    (void)m_match->forfeit(Player::Two, EndReason::Resignation);
    endMatch();
}

// The match is over: we prove our fleet, and wait for the peer to prove its own.
void LanSession::endMatch()
{
    if (m_link && !m_ourCommit.isEmpty() && !m_revealed) {
        m_link->send(Reveal{QString::fromStdString(formatLayout(*m_match->fleet(Player::One), m_match->rules())), m_salt});
        m_revealed = true;
    }
    if (m_peerCommit.isEmpty() || !m_link)
        return settle();
    setState(State::Revealing);
    m_revealWait.start();
}

void LanSession::onReveal(const Reveal& reveal)
{
    if (m_state != State::Revealing && !(m_state == State::Battle && !m_conviction))
        return protocolError({.kind = LanProblem::Kind::OutOfOrder, .messageType = QStringLiteral("reveal")}, QStringLiteral("unexpected reveal"));
    if (m_state == State::Battle) // the peer thinks the match is over and we do not: its answers lied
        return protocolError({.kind = LanProblem::Kind::OutOfOrder, .messageType = QStringLiteral("reveal")}, QStringLiteral("reveal before the end"));
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
    settle();
}

void LanSession::convict(Conviction conviction)
{
    m_revealWait.stop();
    m_conviction = std::move(conviction);
    m_match->convictPeer();
    // Our own fleet is proven too, so the peer sees we were honest.
    if (m_link && !m_ourCommit.isEmpty() && !m_revealed) {
        m_link->send(Reveal{QString::fromStdString(formatLayout(*m_match->fleet(Player::One), m_match->rules())), m_salt});
        m_revealed = true;
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
    if (m_link && !trimmed.isEmpty() && m_state != State::Greeting)
        m_link->send(Chat{trimmed});
}

void LanSession::requestRematch()
{
    if (m_state != State::Over || !m_link || m_wantRematch)
        return;
    m_wantRematch = true;
    m_link->send(Rematch{});
    if (m_peerWantsRematch && m_role == Role::Host)
        startRound();
}

void LanSession::onRematch()
{
    if (m_state != State::Over || m_peerWantsRematch)
        return protocolError({.kind = LanProblem::Kind::OutOfOrder, .messageType = QStringLiteral("rematch")}, QStringLiteral("unexpected rematch"));
    m_peerWantsRematch = true;
    emit rematchRequested();
    if (m_wantRematch && m_role == Role::Host)
        startRound();
}

bool LanSession::claimWin()
{
    if (!canClaimWin() || !m_match)
        return false;
    m_retry.stop();
    (void)m_match->forfeit(Player::Two, EndReason::Disconnection);
    settle();
    return true;
}

void LanSession::leave()
{
    m_retry.stop();
    m_grace.stop();
    m_revealWait.stop();
    if (m_link) {
        m_link->disconnect(this);
        m_link->close(QStringLiteral("left"));
        m_link->deleteLater();
        m_link = nullptr;
    }
    if (m_server)
        m_server->close();
    setState(State::Closed);
}

} // namespace net
