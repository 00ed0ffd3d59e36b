// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/match/matchsession.h"
#include "app/net/allowance.h"
#include "app/net/awaitedmove.h"
#include "app/net/lanproblem.h"
#include "app/net/lanstate.h"
#include "app/net/linebudget.h"
#include "app/net/seat.h"
#include "app/net/wireside.h"

#include <QElapsedTimer>
#include <QHostAddress>

#include <functional>
#include <memory>
#include <optional>

namespace net {

class MatchProtocol;
class PeerConnection;
class Resumption;
struct Verdict;

// Chat has a budget of its own, besides the noise budget of PeerLink: a person types a line or two a
// second at the very most, and a network that stalls for the peer time-out (10 s) delivers what was
// typed meanwhile at once. We send at most kChatSendBurst lines at once, then kChatSendPerSecond
// (sendChat() refuses more), and accept twice that from the peer: a line over it is a flood.
inline constexpr double kChatSendPerSecond = 1;
inline constexpr double kChatSendBurst = 50;
inline constexpr double kChatLinesPerSecond = 2 * kChatSendPerSecond;
inline constexpr double kChatBurst = 2 * kChatSendBurst;

enum class ChatSending {
    Sent,
    NoPeer,  // no peer that has proven itself is here (it is away, or has not said hello): not sent
    Empty,   // nothing but spaces
    TooFast, // over our own chat budget: not sent, the player is to wait a moment
};

// One player's side of a LAN match: the protocol of docs/PROTOCOL.md over a PeerLink, driving a
// PeerMatch. Every message is checked against the state machine before it touches the match;
// anything out of place ends the link with a goodbye and a LanProblem while the match is kept,
// so the peer may come back with its session token. Host and guest share this class. It owns the
// state and its parts: the PeerConnection (links, hellos, tokens), the MatchProtocol (the match over
// a proven link) and the Resumption (the peer's absence and return). The parts see the session only
// as their Seat (the state, the side, the timings); what they report, it says as its signals, and
// what a message came to (a Verdict) it acts on.
class LanSession : public MatchSession, private Seat {
    Q_OBJECT

public:
    enum class Role { Host, Guest };
    using State = LanState;

    LanSession(Role role, QString playerName, LanTimings timings = {}, QObject* parent = nullptr);
    ~LanSession() override;

    // Host: listens on `port` (0: any free port) of `address`, offering `rules` to whoever joins.
    // The first shooter policy is settled here (Random, LoserOfLastGame) and shown in the offer.
    // Salvo rules are refused to a guest of protocol version 1 (problem() SalvoOverLan), which is
    // told why; the host waits for another.
    std::optional<LanProblem> host(const seabattle::Ruleset& rules, quint16 port,
                                   const QHostAddress& address = QHostAddress::Any);
    quint16 port() const;
    // Host, once a match is over: lets the guest go and waits for the next one (a new session
    // token, a new match), still listening on the same port.
    void awaitNextGuest();
    // Guest: connects to a host; problems arrive as problem(). Reconnections go to the address
    // first reached, whatever the name comes to stand for.
    void join(const QString& hostName, quint16 port);
    // Tests: what host names stand for (PeerConnection::setNameLookup()).
    void setNameLookup(std::function<QList<QHostAddress>(const QString&)> lookup);
    // Guest: the answer to rulesOffered().
    void acceptRules();
    void declineRules(const QString& reason = {});

    // Locks in the local fleet and sends its commitment.
    seabattle::Expected<void, seabattle::FleetRejection> placeFleet(const seabattle::FleetLayout& fleet);
    // The local player's shot; the rules' reason when refused.
    std::optional<seabattle::ShotError> fire(seabattle::Coord target) override;
    // Under Salvo, the local player's whole salvo; answered by salvoResolved() once every answer
    // is in and checked.
    std::optional<seabattle::SalvoError> fireSalvo(const std::vector<seabattle::Coord>& targets) override;
    ChatSending sendChat(const QString& text);
    void resign() override;
    // After the match: asks for another with the same peer; it starts when both asked.
    void requestRematch();
    // While the peer is away, after the grace period, or while it is here but past its move's
    // allowance (LanTimings::move, ::placing): ends the match as won.
    bool claimWin();
    // Leaves: goodbye to the peer, and the session closes.
    void leave();

    Role role() const { return m_role; }
    State state() const override { return m_state; }
    // The match once the rules are agreed; Player::One is the local player.
    const seabattle::PeerMatch* match() const;
    // The local player's picture of the match, once there is one.
    std::optional<seabattle::BattlePicture> picture() const override;
    const seabattle::Ruleset& rules() const;
    QString peerName() const { return m_peerName; }
    bool canClaimWin() const;
    const std::optional<Conviction>& conviction() const;
    bool peerWantsRematch() const;

signals:
    void stateChanged(net::LanSession::State state);
    void peerArrived(const QString& name);
    // Guest: the host's rules, to accept or decline.
    void rulesOffered(const seabattle::Ruleset& rules);
    // Host: the guest declined (and left).
    void rulesDeclined(const QString& reason);
    // Both: the rules are agreed and fleets are to be placed (the first match and every rematch).
    void placing(const seabattle::Ruleset& rules);
    void battleStarted();
    // (shotResolved and matchOver: MatchSession's; for a rule violation, conviction() says what
    // the peer did.)
    // The peer's fleet was revealed and checked; matchOver() follows if it changed the result.
    void peerFleetRevealed(const seabattle::FleetLayout& fleet);
    void chatReceived(const QString& text);
    void rematchRequested();
    void peerLost(const net::LanProblem& why);
    void peerBack();
    // The grace period is over, or the peer's move is overdue: the local player may claim the win
    // or keep waiting.
    void winClaimable();
    void problem(const net::LanProblem& problem);

private:
    // The Seat of the protocol and the resumption.
    void setState(State state) override;
    WireSide side() const override { return m_side; }
    const LanTimings& timings() const override { return m_timings; }
    void report(const Happening& happening) override;

    bool inMatch() const;
    void retry();
    void onDialFailed(const QString& error);
    void onLinkOpened();
    void onLinkEnded(const LinkEnd& end);
    Heard onMessage(const Message& message);
    void onVerdict(const Verdict& verdict);
    void onHello(const Hello& hello);
    void onDeadline(GoodbyeReason reason);
    void protocolError(const LanProblem& problem, const Goodbye& goodbye);
    // The host waits for a new guest, under a new session token.
    void listenAgain();
    void onChat(const Chat& chat);
    // Newcomers turned away while the peer is away are reported, kStrangerNotesPerTimeout per peer
    // time-out at most: a crowd of strangers cannot flush the chat.
    static constexpr int kStrangerNotesPerTimeout = 3;
    bool strangerNoteDue();
    // Times the move the match awaits: the peer's against its allowance, ours to know when the
    // peer may claim.
    void watchMoves();
    // The peer claims the win while we were to move: true when our move was overdue, so the loss
    // is ours to take (a peer's word alone never makes us lose).
    bool ourMoveOverdue() const;
    bool peerOverdue() const;
    std::chrono::milliseconds allowanceFor(const AwaitedMove& move) const;

    Role m_role;
    WireSide m_side; // the role, as the wire says it
    LanTimings m_timings;
    State m_state = State::Idle;
    QString m_peerName;
    PeerConnection* m_connection; // a child
    std::unique_ptr<MatchProtocol> m_protocol;
    std::unique_ptr<Resumption> m_resumption;
    std::optional<AwaitedMove> m_awaited; // the step being timed
    Allowance m_peerMove;                 // while the peer is to move
    QElapsedTimer m_ourMove;              // while we are
    bool m_peerOverdue = false;           // its allowance is spent: the win may be claimed
    LineBudget m_chatIn{kChatLinesPerSecond, kChatBurst};
    LineBudget m_chatOut{kChatSendPerSecond, kChatSendBurst};
    QElapsedTimer m_strangerNoted; // the window of newcomers' reports
    int m_strangerNotes = 0;       // reported in that window
};

} // namespace net
