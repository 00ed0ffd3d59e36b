// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/session/langame.h"

#include "app/json/utctime.h"
#include "app/lanstart/lanwords.h"
#include "ui/battle/battleview.h"
#include "ui/lobby/lobbyview.h"
#include "ui/window/mainwindow.h"
#include "ui/words/plaintext.h"

#include <QEvent>
#include <QNetworkInterface>

using namespace seabattle;
using net::LanSession;
using State = LanSession::State;

QStringList addressesToJoin(quint16 port)
{
    QStringList v4, v6;
    for (const QHostAddress& a : QNetworkInterface::allAddresses()) {
        if (a.isLoopback() || a.isNull())
            continue;
        if (a.protocol() == QAbstractSocket::IPv4Protocol)
            v4 << QStringLiteral("%1:%2").arg(a.toString(), QString::number(port));
        else if (!a.isLinkLocal()) // fe80:: needs an interface name a friend cannot guess
            v6 << QStringLiteral("[%1]:%2").arg(a.toString(), QString::number(port));
    }
    return v4 + v6;
}

LanGame::LanGame(MainWindow& window, std::unique_ptr<LanSession> session, QString playerName,
                 std::unique_ptr<net::GameBeacon> beacon, QObject* parent)
    : Game(parent), m_window(window), m_session(std::move(session)), m_beacon(std::move(beacon)),
      m_name(std::move(playerName)), m_screen(*m_session, *window.battleView())
{
    m_window.installEventFilter(this);
    BattleView* battle = m_window.battleView();
    battle->setWatching(false);
    battle->setOpponent(QString());
    battle->setNotice(QString());
    battle->clearChat();
    m_screen.setExplanation([this] { return explanation(); });
    connectSession();
    connectViews();
    if (m_session->state() == State::Listening)
        showWaiting();
    else
        m_window.lobbyView()->showConnecting(QString());
    m_window.showLobby();
}

LanGame::~LanGame()
{
    for (const auto& c : m_viewConnections)
        disconnect(c);
    BattleView* battle = m_window.battleView();
    battle->setOpponent(QString());
    battle->setNotice(QString());
    if (m_session->state() != State::Closed)
        m_session->leave();
}

QString LanGame::peer() const
{
    // A peer may give no name: it is called by a name then, which reads right anywhere in a sentence.
    // Its own stands on one line, in the sentence's order (oneLine()).
    return m_session->peerName().isEmpty() ? tr("Anonymous") : oneLine(m_session->peerName());
}

void LanGame::showWaiting()
{
    m_window.lobbyView()->showWaiting(addressesToJoin(m_session->port()));
    if (m_beacon)
        m_beacon->start();
}

void LanGame::connectSession()
{
    // The session's signals by the part of the game they move: the lobby up to placing, the battle,
    // a peer gone and back, then the problems and states that the lobby or the chat report.
    connectLobby();
    connectBattle();
    connectAbsence();
    connectSessionState();
}

// From a peer's arrival to placing: who joined, the rules offered or declined, then the fleets.
void LanGame::connectLobby()
{
    LanSession* s = m_session.get();
    LobbyView* lobby = m_window.lobbyView();
    BattleView* battle = m_window.battleView();
    connect(s, &LanSession::peerArrived, this, [this, lobby, battle](const QString& name) {
        battle->setOpponent(name.isEmpty() ? peer() : name);
        battle->addChatNote(tr("%1 joined.").arg(peer()));
        if (m_session->role() == LanSession::Role::Host) {
            if (m_beacon)
                m_beacon->stop(); // the game is no longer open
            lobby->showGuestReading(peer());
        }
    });
    connect(s, &LanSession::rulesOffered, this, [this, lobby](const Ruleset& rules) {
        // The offer names who fires first as the wire does: the host or the guest (us).
        lobby->showOffer(peer(), rules, net::firstShooterSide(rules.firstShooter) == net::WireSide::Guest);
        m_window.showLobby();
    });
    connect(s, &LanSession::rulesDeclined, this, [this, lobby](const QString& reason) {
        const QString who = peer();
        showWaiting();
        lobby->setNote(reason.isEmpty() || reason == QLatin1String("declined")
                           ? tr("%1 declined your rules.").arg(who)
                           : tr("%1 declined your rules (they said: “%2”).").arg(who, oneLine(reason)));
    });
    connect(s, &LanSession::placing, this, [this](const Ruleset& rules) {
        m_waitingForRematch = m_peerAskedRematch = m_finishedTaken = false;
        m_away.reset();
        emit fleetWanted(rules);
        emit resignableChanged(true);
        m_window.showStatus(tr("LAN game with %1").arg(peer()));
    });
}

// The battle itself: its clock, the shots, the fleet revealed at the end, the chat, a rematch asked.
void LanGame::connectBattle()
{
    LanSession* s = m_session.get();
    BattleView* battle = m_window.battleView();
    connect(s, &LanSession::battleStarted, this, [this] {
        m_screen.startClock();
        refreshBattle();
    });
    connect(s, &LanSession::shotResolved, this, &LanGame::sayNotice);  // the screen shows the shot
    connect(s, &LanSession::salvoResolved, this, &LanGame::sayNotice); // and the salvo, whole
    connect(s, &LanSession::peerFleetRevealed, this, [this] { refreshBattle(); });
    connect(&m_screen, &BattleScreen::over, this, [this] {
        emit resignableChanged(false);
        sayNotice();
        m_window.showBattle();
        // Reviewed from what this side was told and answered: the peer's fleet is not needed.
        if (auto end = takeEnd())
            emit ended(*end);
    });
    connect(s, &LanSession::chatReceived, this,
            [this, battle](const QString& text) { battle->addChatMessage(peer(), text); });
    connect(s, &LanSession::rematchRequested, this, [this] {
        m_peerAskedRematch = true;
        sayNotice();
    });
}

// A peer lost mid-game and back again: the player is told in the chat, and the notice says whether
// the win may be claimed.
void LanGame::connectAbsence()
{
    LanSession* s = m_session.get();
    BattleView* battle = m_window.battleView();
    connect(s, &LanSession::peerLost, this, [this, battle](const net::LanProblem& why) {
        m_away = why;
        battle->addChatNote(LanWords::problem(why, m_session->peerName()));
        sayNotice();
    });
    connect(s, &LanSession::peerBack, this, [this, battle] {
        m_away.reset();
        battle->addChatNote(tr("%1 is back.").arg(peer()));
        refreshBattle();
    });
    connect(s, &LanSession::winClaimable, this, &LanGame::sayNotice);
}

// A problem goes where the player is looking (the chat once a match exists, else the lobby); a new
// state brings back the lobby or refreshes the notice.
void LanGame::connectSessionState()
{
    LanSession* s = m_session.get();
    LobbyView* lobby = m_window.lobbyView();
    BattleView* battle = m_window.battleView();
    connect(s, &LanSession::problem, this, [this, lobby, battle](const net::LanProblem& p) {
        const QString words = LanWords::problem(p, m_session->peerName(), m_session->port());
        const State state = m_session->state();
        if (state == State::Placing || state == State::Battle)
            return; // peerLost() follows and says it
        if (m_session->match() && state != State::Listening)
            battle->addChatNote(words);
        else
            lobby->setNote(words);
        if (m_session->state() == State::Over)
            sayNotice(); // no rematch with a peer that is gone
    });
    connect(s, &LanSession::stateChanged, this, [this](State state) {
        if (state == State::Listening && !m_session->match())
            showWaiting();
        if (state == State::Listening)
            m_window.showLobby(); // the guest left before the match began: wait for another
        if (state == State::Revealing || state == State::Over)
            sayNotice();
        // Closed before a match (unreachable, refused): the lobby keeps the reason until Cancel.
    });
}

void LanGame::connectViews()
{
    LobbyView* lobby = m_window.lobbyView();
    BattleView* battle = m_window.battleView();
    m_viewConnections
        << connect(lobby, &LobbyView::cancelRequested, this, &LanGame::leave)
        << connect(lobby, &LobbyView::acceptRequested, this, [this] { m_session->acceptRules(); })
        << connect(lobby, &LobbyView::declineRequested, this,
                   [this] {
                       m_session->declineRules();
                       leave();
                   })
        << connect(battle, &BattleView::claimWinRequested, this, [this] { m_session->claimWin(); })
        << connect(battle, &BattleView::chatSent, this, [this, battle](const QString& text) {
               if (m_session->sendChat(text) == net::ChatSending::TooFast)
                   return battle->addChatNote(tr("Too many lines at once: “%1” was not sent. Wait a moment "
                                                 "and send it again.")
                                                  .arg(text.trimmed()));
               battle->addChatMessage(m_name.isEmpty() ? tr("You") : m_name, text);
           });
}

void LanGame::placeFleet(const FleetLayout& fleet)
{
    if (!m_session->placeFleet(fleet))
        return;
    m_screen.startClock();
    refreshBattle();
    m_window.showBattle();
}

void LanGame::refreshBattle()
{
    if (!m_session->match())
        return;
    m_screen.refresh();
    sayNotice();
}

// The line above the boards: what the match is waiting for.
void LanGame::sayNotice()
{
    BattleView* battle = m_window.battleView();
    const PeerMatch* match = m_session->match();
    const State state = m_session->state();
    if (state == State::Interrupted) {
        const QString why =
            m_away ? LanWords::problem(*m_away, m_session->peerName()) + QLatin1Char(' ') : QString();
        if (m_session->canClaimWin())
            return battle->setNotice(
                why + tr("You may claim the win, or keep waiting for %1 to come back.").arg(peer()), true);
        return battle->setNotice(why + tr("Waiting for %1 to come back…").arg(peer()));
    }
    if (m_session->canClaimWin()) // here, but past the allowance for its move
        return battle->setNotice(
            tr("%1 has not played for several minutes. You may claim the win, or keep waiting.").arg(peer()),
            true);
    if (state == State::Placing && match && match->fleet(Player::One))
        return battle->setNotice(tr("Waiting for %1 to place their fleet…").arg(peer()));
    if (state == State::Revealing)
        return battle->setNotice(tr("Checking %1's fleet against their answers…").arg(peer()));
    if (state == State::Over) {
        if (m_peerAskedRematch && !m_waitingForRematch)
            return battle->setNotice(tr("%1 asks for a rematch.").arg(peer()));
        if (m_waitingForRematch)
            return battle->setNotice(tr("Waiting for %1 to accept the rematch…").arg(peer()));
        if (m_session->conviction())
            return battle->setNotice(tr("%1 broke the rules: the win is yours.").arg(peer()));
        return battle->setNotice(QString());
    }
    battle->setNotice(QString());
}

QString LanGame::explanation() const
{
    const auto& conviction = m_session->conviction();
    return conviction ? LanWords::conviction(*conviction, m_session->match()->rules()) : QString();
}

std::optional<GameEnd> LanGame::takeEnd()
{
    const PeerMatch* match = m_session->match();
    if (!match || !match->result() || std::exchange(m_finishedTaken, true))
        return std::nullopt;
    FinishedGame game{toUtcTime(QDateTime::currentDateTimeUtc()),
                      "lan",
                      m_session->peerName().toStdString(),
                      *match->result(),
                      match->view(Player::One).shotsFired(),
                      match->view(Player::One).hits(),
                      std::nullopt,
                      false, // hints are against the computer only
                      std::nullopt};
    if (match->fleet(Player::One) && match->fleet(Player::Two)) {
        // Both fleets known: the match as core would replay it (with the truth, should the peer have lied).
        MatchHistory history{match->rules(),
                             match->firstShooter(),
                             {match->fleet(Player::One), match->fleet(Player::Two)},
                             match->shots(),
                             std::nullopt};
        if (auto replayed = Match::replay(history); replayed && !replayed->result())
            history.forfeit = Forfeit{opponent(match->result()->winner), match->result()->reason};
        if (Match::replay(history))
            game.history = history;
    }
    return GameEnd{std::move(game), match->rules(), match->outcomes()};
}

bool LanGame::inProgress() const
{
    const State s = m_session->state();
    return s == State::Placing || s == State::Battle || s == State::Interrupted;
}

void LanGame::resign()
{
    m_session->resign();
}

void LanGame::requestRematch()
{
    if (m_session->state() != State::Over)
        return;
    m_waitingForRematch = true;
    m_session->requestRematch();
    sayNotice();
}

void LanGame::leave()
{
    if (m_beacon)
        m_beacon->stop();
    m_session->leave();
    emit finished();
}

bool LanGame::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == &m_window && event->type() == QEvent::LanguageChange) {
        sayNotice();
        if (m_session->match() && m_session->state() != State::Over && m_session->state() != State::Revealing)
            m_window.showStatus(tr("LAN game with %1").arg(peer()));
    }
    return QObject::eventFilter(watched, event);
}
