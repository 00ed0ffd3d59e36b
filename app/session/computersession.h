// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/match/matchsession.h"
#include "core/ai/fleethabits.h"
#include "core/ai/opponentlevel.h"
#include "core/match.h"

#include <QFutureWatcher>
#include <QTimer>

#include <array>
#include <chrono>
#include <optional>

// A game against the computer (or, in watch mode, between two computers): drives core's Match
// for the interface and emits what happened. The person is Player::One, the computer Player::Two. The
// computer thinks on a worker thread (its choice is a pure function of its view and its random generator) and
// fires after a short delay, so a person can follow its shots; the GUI thread never waits for it.
class ComputerSession : public MatchSession {
    Q_OBJECT

public:
    // Precondition: seabattle::checkRuleset(rules) is empty.
    // `lastLoser`: who lost the previous game between the same players, for the rule "the loser
    // of the last game fires first".
    ComputerSession(seabattle::Ruleset rules, seabattle::OpponentLevel level, quint64 seed,
                    std::optional<seabattle::Player> lastLoser = std::nullopt, QObject* parent = nullptr);
    // Resumes a saved game against the computer: `match` with both fleets in and not over, the
    // computer's generator as it stood. Nothing happens until resume().
    ComputerSession(seabattle::Match match, seabattle::OpponentLevel level, seabattle::Rng rng,
                    QObject* parent = nullptr);
    ~ComputerSession() override;
    // After the resuming constructor: says whose turn it is and lets the computer play if due.
    void resume();
    // The computer's generator now (what a save keeps).
    const seabattle::Rng& rng() const { return m_rng; }

    // Locks in the person's fleet, lets the computer lay its own, and starts the battle.
    seabattle::Expected<void, seabattle::FleetRejection> start(const seabattle::FleetLayout& playerFleet);
    // Watch mode: a `firstLevel` computer plays Player::One's side too; both lay their fleets.
    void startWatching(seabattle::OpponentLevel firstLevel);
    // Watch mode: holds the computers' next shots until resumed.
    void setPaused(bool paused);
    bool isPaused() const { return m_paused; }
    bool isWatching() const { return m_levels[0].has_value(); }
    // The person's shot; the rules' reason when refused (nothing changes then).
    std::optional<seabattle::ShotError> fire(seabattle::Coord target) override;
    // The person's salvo under Salvo (one target per shot left), answered as one salvoResolved().
    std::optional<seabattle::SalvoError> fireSalvo(const std::vector<seabattle::Coord>& targets) override;
    // The person gives up; the computer wins.
    void resign() override;
    std::optional<seabattle::BattlePicture> picture() const override { return seabattle::pictureOf(m_match); }

    const seabattle::Match& match() const { return m_match; }
    seabattle::OpponentLevel level() const { return *m_levels[1]; }
    bool isComputerThinking() const { return m_thinking; }
    // What the computer has learned of the person's habits in laying a fleet, from the games
    // already over (core/ai/fleethabits.h): the Admiral weighs the person's fleet by them from its
    // next shot on; the other levels ignore them. Never anything of the fleet being fired at.
    void setEnemyHabits(const seabattle::FleetHabits& habits);
    const seabattle::FleetHabits& enemyHabits() const { return m_enemyHabits; }
    // Pause between the computer's choice and its shot (default 600 ms; 0 in tests).
    void setComputerDelay(std::chrono::milliseconds delay) { m_delay = delay; }

private:
    void connectThinker();
    struct ComputerChoice {
        std::vector<seabattle::Coord> targets; // the shot, or under Salvo the whole salvo
        seabattle::Rng rng;                    // the generator after choosing, so the game stays reproducible
    };

    void announce(const seabattle::ShotOutcome& outcome);
    void announce(const std::vector<seabattle::ShotOutcome>& salvo);
    void announceTurnAndEnd(const std::optional<seabattle::Player>& next);
    void computerTurnIfDue();
    void computerFires();
    bool isComputer(seabattle::Player player) const
    {
        return m_levels[std::size_t(seabattle::indexOf(player))].has_value();
    }

    // Declared in this order on purpose: the generator picks who fires first in the match.
    std::array<std::optional<seabattle::OpponentLevel>, 2> m_levels; // per player; none: the person
    seabattle::Rng m_rng;
    seabattle::Match m_match;
    std::chrono::milliseconds m_delay{600};
    seabattle::FleetHabits m_enemyHabits;
    seabattle::BerthOdds m_enemyOdds; // m_enemyHabits as odds for the match's fleet
    QFutureWatcher<ComputerChoice> m_thinker;
    QTimer m_delayTimer;
    std::optional<std::vector<seabattle::Coord>> m_chosen;
    bool m_thinking = false;
    bool m_paused = false;
};
