// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gamesession.h"

#include "core/ai/computeropponent.h"

#include <QtConcurrent/QtConcurrentRun>

using namespace seabattle;

GameSession::GameSession(Ruleset rules, OpponentLevel level, quint64 seed, QObject* parent)
    : QObject(parent), m_level(level), m_rng(seed), m_match(rules, chooseFirstShooter(rules.firstShooter, m_rng))
{
    m_delayTimer.setSingleShot(true);
    connect(&m_delayTimer, &QTimer::timeout, this, &GameSession::computerFires);
    connect(&m_thinker, &QFutureWatcher<ComputerChoice>::finished, this, [this] {
        const ComputerChoice choice = m_thinker.result();
        m_rng = choice.rng;
        m_chosen = choice.target;
        m_delayTimer.start(m_delay);
    });
}

GameSession::~GameSession()
{
    m_delayTimer.stop();
    m_thinker.waitForFinished(); // the worker only reads its own copies; this ends in milliseconds
}

Expected<void, FleetRejection> GameSession::start(const FleetLayout& playerFleet)
{
    if (auto accepted = m_match.submitFleet(Player::One, playerFleet); !accepted)
        return accepted;
    // A playable ruleset always has a fleet for the computer, and it is legal by construction.
    (void)m_match.submitFleet(Player::Two, placeFleet(m_level, m_match.rules(), m_rng).value_or(FleetLayout{}));
    if (const auto shooter = m_match.turn())
        emit turnChanged(*shooter);
    computerTurnIfDue();
    return {};
}

std::optional<ShotError> GameSession::fire(Coord target)
{
    auto fired = m_match.fire(Player::One, target);
    if (!fired)
        return fired.error();
    announce(*fired);
    computerTurnIfDue();
    return std::nullopt;
}

void GameSession::resign()
{
    m_delayTimer.stop();
    if (m_match.forfeit(Player::One, EndReason::Resignation))
        emit matchOver(*m_match.result());
}

void GameSession::announce(const ShotOutcome& outcome)
{
    emit shotResolved(outcome);
    if (outcome.nextShooter)
        emit turnChanged(*outcome.nextShooter);
    if (const auto result = m_match.result())
        emit matchOver(*result);
}

void GameSession::computerTurnIfDue()
{
    if (m_match.turn() != Player::Two || m_thinking)
        return;
    m_thinking = true;
    // Copies only: the worker never touches the match.
    m_thinker.setFuture(QtConcurrent::run(
        [view = m_match.view(Player::Two), rules = m_match.rules(), level = m_level, rng = m_rng]() mutable {
            const Coord target = chooseShot(level, view, rules, rng);
            return ComputerChoice{target, rng};
        }));
}

void GameSession::computerFires()
{
    m_thinking = false;
    if (!m_chosen || m_match.turn() != Player::Two)
        return; // the match ended meanwhile (the person resigned)
    const Coord target = *std::exchange(m_chosen, std::nullopt);
    if (auto fired = m_match.fire(Player::Two, target))
        announce(*fired);
    computerTurnIfDue();
}
