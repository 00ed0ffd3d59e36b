// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/net/beacon.h"
#include "app/net/lansession.h"
#include "app/session/game.h"

#include <QObject>

#include <memory>

class MainWindow;

// A match against a friend on the local network, shown in the main window: the lobby (waiting,
// connecting, the rules offer), placing the fleet, the battle with the chat beside it, notices
// when the peer is away (with "Claim the win" after the grace period), and the end with what a
// cheating peer did, in words. The session does the protocol; this only shows and forwards.
class LanGame : public Game {
    Q_OBJECT

public:
    // Takes a session that is already hosting or joining; `beacon` (host only, may be null)
    // announces the game while it waits for a guest.
    LanGame(MainWindow& window, std::unique_ptr<net::LanSession> session, QString playerName,
            std::unique_ptr<net::GameBeacon> beacon = nullptr, QObject* parent = nullptr);
    ~LanGame() override;

    net::LanSession& session() { return *m_session; }
    BattleScreen& screen() override { return m_screen; }
    // The fleet laid out on the placement page (asked for by fleetWanted()).
    void placeFleet(const seabattle::FleetLayout& fleet);
    bool inProgress() const override;
    void resign() override;
    void requestRematch() override;
    // Leaves the session (goodbye to the peer); the window goes back to its welcome page.
    void leave();

signals:
    // The rules are agreed (a first match or a rematch): the player is to place a fleet.
    void fleetWanted(const seabattle::Ruleset& rules);
    // The player left (Cancel, Decline, or leave()): the game may be dropped.
    void finished();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void connectSession();
    void connectLobby();
    void connectBattle();
    void connectAbsence();
    void connectSessionState();
    void connectViews();
    void refreshBattle();
    void sayNotice();
    void showWaiting();
    QString explanation() const;
    // The match just over, for the statistics, the replays and the review (nullopt before the
    // end). Its history is there when the peer's fleet was revealed. Once per match: a verdict
    // that changes the result later is not a second game.
    std::optional<GameEnd> takeEnd();
    QString peer() const;

    MainWindow& m_window;
    std::unique_ptr<net::LanSession> m_session;
    std::unique_ptr<net::GameBeacon> m_beacon;
    QString m_name;
    BattleScreen m_screen;                 // after m_session: it shows it
    std::optional<net::LanProblem> m_away; // why the peer is away, while it is
    bool m_waitingForRematch = false;
    bool m_peerAskedRematch = false;
    bool m_finishedTaken = false;
    QList<QMetaObject::Connection> m_viewConnections;
};

// This machine's addresses a friend could type, "address:port", IPv4 first; never loopback.
QStringList addressesToJoin(quint16 port);
