// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/review/oddstask.h"
#include "app/session/battlescreen.h"
#include "app/session/computersession.h"
#include "app/session/game.h"
#include "ui/dialogs/newgamedialog.h"

#include <QObject>

class BattleView;

// A game against the computer, or between two computers, shown in a battle view: the person's
// picks go to the session, and what the session reports is shown, up to the game-over banner.
class LocalGame : public Game {
    Q_OBJECT

public:
    // Against the computer: starts at once with `playerFleet` (legal under choice.rules).
    // `lastLoser`: who lost the previous game (for "the loser of the last game fires first").
    // `habits`: what the computer learned of the person's fleets in earlier games (fleethabits.h).
    LocalGame(const seabattle::NewGameChoice& choice, const seabattle::FleetLayout& playerFleet, quint64 seed,
              BattleView* view, std::optional<seabattle::Player> lastLoser = std::nullopt,
              const seabattle::FleetHabits& habits = {}, QObject* parent = nullptr);
    // A saved game resumed (game.history with both fleets, not over), shown at once.
    LocalGame(const seabattle::NewGameChoice& choice, seabattle::Match match, const seabattle::Rng& rng,
              BattleView* view, const seabattle::FleetHabits& habits = {}, QObject* parent = nullptr);
    // Watch mode: two computers of choice.level play each other.
    LocalGame(const seabattle::NewGameChoice& choice, quint64 seed, BattleView* view,
              std::optional<seabattle::Player> lastLoser = std::nullopt, QObject* parent = nullptr);

    ComputerSession& session() { return m_session; }
    const ComputerSession& session() const { return m_session; }
    BattleScreen& screen() override { return m_screen; }
    const seabattle::NewGameChoice& choice() const { return m_choice; }
    bool inProgress() const override;
    void resign() override;
    // Against the computer, a rematch is a new game of the same choice: the flow starts it.
    void requestRematch() override { emit rematchWanted(); }
    // Hints (the odds on the enemy board, on the player's request): offered or not, against the
    // computer only. A game where one was shown is hinted(): kept so when saved and resumed.
    void offerHints(bool on) override;
    bool hinted() const { return m_hinted; }
    void setHinted(bool hinted) { m_hinted = hinted; }

signals:
    void over();
    void rematchWanted();

private:
    // At the end: said as ended() unless two computers played.
    void finish();
    void connectHints();
    void showHint();

    seabattle::NewGameChoice m_choice;
    ComputerSession m_session;
    BattleView* m_view;
    BattleScreen m_screen{m_session, *m_view};
    OddsTask m_odds;
    bool m_hinted = false;
};
