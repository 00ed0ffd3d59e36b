// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/net/peerlink.h"
#include "core/peermatch.h"

#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <chrono>
#include <optional>

class QTcpServer;

namespace net {

inline constexpr quint16 kDefaultPort = 47300;

// Every wait of a LAN session; tests shorten them to milliseconds.
struct LanTimings {
    LinkTimings link;
    std::chrono::milliseconds retry{1000};   // the guest tries to reconnect this often
    std::chrono::milliseconds grace{60000};  // after this long without the peer, the win may be claimed
    std::chrono::milliseconds reveal{10000}; // the peer must reveal its fleet within this after the end
    // After the hellos, the rules must be settled within this (the host's offer accepted or declined,
    // the guest's offer received): a connection cannot hold the host's only seat for ever.
    std::chrono::milliseconds start{300000};
};

// Something that went wrong with the connection or the peer, for the interface to put in words.
struct LanProblem {
    enum class Kind {
        PortBusy,            // another program listens on the port
        PortForbidden,       // the system does not let us listen there (a port below 1024…)
        ListenFailed,        // any other reason: `detail` has the system's words
        ConnectFailed,       // the host could not be reached: `detail` has the system's words
        IncompatibleVersion, // the peer speaks protocol `number`
        HostBusy,            // the host already has a guest
        UnknownSession,      // a returning peer's session token did not match
        Malformed,           // the peer sent a line that is not a message (`failure`)
        Flood,               // the peer sent too many messages
        OutOfOrder,          // the peer sent `messageType` when the protocol does not allow it
        BadShot,             // the peer fired out of turn or at a cell already fired at (`shotError`)
        BadRules,            // the host offered rules that cannot be played
        PeerLeft,            // the peer said goodbye: `detail` is its reason, as plain text
        TimedOut,            // the peer fell silent
        ConnectionLost,      // the connection closed
    };
    Kind kind;
    QString detail;
    int number = 0;
    QString messageType;
    std::optional<DecodeFailure> failure;
    std::optional<seabattle::ShotError> shotError;
};

// Why the peer was found to break the rules; the win goes to the local player.
struct Conviction {
    enum class Kind {
        ImpossibleAnswer, // an answer that no fleet could give (`impossible`)
        FalseAnswers,     // the revealed fleet contradicts answers or the rules (`violations`)
        RevealMismatch,   // the revealed fleet and salt do not match the commitment
        RevealUnreadable, // the revealed text is not a fleet of the agreed rules
        NoReveal,         // the peer did not reveal its fleet at the end
    };
    Kind kind;
    std::optional<seabattle::ImpossibleAnswer> impossible;
    std::vector<seabattle::Violation> violations;
};

// One player's side of a LAN match: the protocol of docs/PROTOCOL.md over a PeerLink, driving a
// PeerMatch. Every message is checked against the state machine before it touches the match;
// anything out of place ends the link with a goodbye and a LanProblem while the match is kept,
// so the peer may come back with its session token. Host and guest share this class.
class LanSession : public QObject {
    Q_OBJECT

public:
    enum class Role { Host, Guest };
    enum class State {
        Idle,        // nothing yet
        Listening,   // host: waiting for a guest
        Connecting,  // guest: reaching the host
        Greeting,    // hellos being exchanged
        Considering, // the rules are offered, the guest is to accept or decline
        Placing,     // both place their fleets in secret
        Battle,
        Revealing,   // the match is over; waiting for the peer's fleet to check it
        Over,        // the match is over and settled
        Interrupted, // the peer is gone mid-match; the match is kept for its return
        Closed,      // the session ended for good
    };

    LanSession(Role role, QString playerName, LanTimings timings = {}, QObject* parent = nullptr);
    ~LanSession() override;

    // Host: listens on `port` (0: any free port) of `address`, offering `rules` to whoever joins.
    // The first shooter policy is settled here (Random, LoserOfLastGame) and shown in the offer.
    std::optional<LanProblem> host(const seabattle::Ruleset& rules, quint16 port,
                                   const QHostAddress& address = QHostAddress::Any);
    quint16 port() const;
    // Host, once a match is over: lets the guest go and waits for the next one (a new session
    // token, a new match), still listening on the same port.
    void awaitNextGuest();
    // Guest: connects to a host; problems arrive as problem().
    void join(const QString& hostName, quint16 port);
    // Guest: the answer to rulesOffered().
    void acceptRules();
    void declineRules(const QString& reason = {});

    // Locks in the local fleet and sends its commitment.
    seabattle::Expected<void, seabattle::FleetRejection> placeFleet(const seabattle::FleetLayout& fleet);
    // The local player's shot; the rules' reason when refused.
    std::optional<seabattle::ShotError> fire(seabattle::Coord target);
    void sendChat(const QString& text);
    void resign();
    // After the match: asks for another with the same peer; it starts when both asked.
    void requestRematch();
    // While the peer is away, after the grace period: ends the match as won.
    bool claimWin();
    // Leaves: goodbye to the peer, and the session closes.
    void leave();

    Role role() const { return m_role; }
    State state() const { return m_state; }
    // The match once the rules are agreed; Player::One is the local player.
    const seabattle::PeerMatch* match() const { return m_match ? &*m_match : nullptr; }
    const seabattle::Ruleset& rules() const { return m_rules; }
    QString peerName() const { return m_peerName; }
    bool canClaimWin() const { return m_state == State::Interrupted && m_claimable; }
    const std::optional<Conviction>& conviction() const { return m_conviction; }
    bool peerWantsRematch() const { return m_peerWantsRematch; }

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
    void shotResolved(const seabattle::ShotOutcome& outcome);
    // The match is over; for a rule violation, conviction() says what the peer did.
    void matchOver(const seabattle::MatchResult& result);
    // The peer's fleet was revealed and checked; matchOver() follows if it changed the result.
    void peerFleetRevealed(const seabattle::FleetLayout& fleet);
    void chatReceived(const QString& text);
    void rematchRequested();
    void peerLost(const net::LanProblem& why);
    void peerBack();
    // The grace period is over: the local player may claim the win or keep waiting.
    void winClaimable();
    void problem(const net::LanProblem& problem);

private:
    void setState(State state);
    void adopt(QTcpSocket* socket);
    void sendHello();
    void onMessage(const Message& message);
    void handleMessage(const Message& message);
    void onHello(const Hello& hello);
    void onRules(const RulesOffer& offer);
    void onCommit(const Commit& commit);
    void onShot(const ShotMessage& shot);
    void onResult(const Result& result);
    void onReveal(const Reveal& reveal);
    void onResign();
    void onRematch();
    void onLinkEnded(const LinkEnd& end);
    void protocolError(const LanProblem& problem, const QString& reason);
    void startRound();
    void beginPlacing();
    void endMatch();
    void convict(Conviction conviction);
    void settle();
    void retry();
    bool inMatch() const;
    // The link that just opened (or will) may be the peer coming back to this match.
    bool awaitingReturn() const;
    // The link's peer has said hello (and, returning, proven it is the peer).
    bool linkProven() const;
    void stopReconnecting();
    void listenAgain();
    void sendReveal();
    void dropLink(const QString& reason);
    // The match ended by our resignation, which a move of the peer may have crossed.
    bool endedByOurResignation() const;
    // The message being handled repeats or crosses something already settled: it is noise for the
    // flood limit (PeerLink::countAsProgress()).
    void noProgress() { m_progress = false; }

    Role m_role;
    QString m_name;
    LanTimings m_timings;
    State m_state = State::Idle;
    State m_resumeState = State::Idle; // where an interrupted match picks up
    QTcpServer* m_server = nullptr;
    QPointer<PeerLink> m_link;
    QString m_hostName;
    quint16 m_hostPort = 0;
    QTimer m_retry;
    QTimer m_grace;
    QTimer m_revealWait;
    // A connection must say hello within the peer time-out, then settle the rules within `start`.
    QTimer m_helloDeadline;
    bool m_claimable = false;
    bool m_heardHello = false;         // the peer's hello on the current link
    bool m_linkResumed = false;        // the current link resumed a match: repeats are expected on it
    bool m_resignSaid = false;         // our resignation reached the peer (or goes when it returns)
    bool m_progress = false;           // the message being handled moved the match on
    QPointer<QTcpSocket> m_connecting; // the guest's connection attempt in flight

    QString m_token; // the session token: the host's, given to the guest in its hello
    QString m_peerName;
    seabattle::Ruleset m_rules;   // the host's rules as offered (first shooter policy unresolved)
    seabattle::Ruleset m_offered; // the last offer, first shooter settled: host = PlayerOne
    std::optional<seabattle::PeerMatch> m_match;
    std::optional<seabattle::Player> m_lastLoser; // host's view: PlayerOne is the host
    QByteArray m_salt;
    QByteArray m_ourCommit;
    QByteArray m_peerCommit;
    bool m_revealed = false;
    std::optional<Conviction> m_conviction;
    std::optional<std::pair<seabattle::Coord, Result>> m_lastAnswer; // to repeat after a resumption
    bool m_wantRematch = false;
    bool m_peerWantsRematch = false;
};

} // namespace net
