// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/session/computersession.h"

#include "core/ai/computeropponent.h"

#include <QtConcurrent/QtConcurrentRun>

using namespace seabattle;

ComputerSession::ComputerSession(Ruleset rules, OpponentLevel level, quint64 seed,
                                 std::optional<Player> lastLoser, QObject* parent)
    : MatchSession(parent), m_levels{std::nullopt, level}, m_rng(seed),
      m_match(rules, chooseFirstShooter(rules.firstShooter, m_rng, lastLoser))
{
    connectThinker();
}

ComputerSession::ComputerSession(Match match, OpponentLevel level, Rng rng, QObject* parent)
    : MatchSession(parent), m_levels{std::nullopt, level}, m_rng(rng), m_match(std::move(match))
{
    connectThinker();
}

void ComputerSession::resume()
{
    if (const auto shooter = m_match.turn())
        emit turnChanged(*shooter);
    computerTurnIfDue();
}

void ComputerSession::connectThinker()
{
    m_delayTimer.setSingleShot(true);
    connect(&m_delayTimer, &QTimer::timeout, this, &ComputerSession::computerFires);
    connect(&m_thinker, &QFutureWatcher<ComputerChoice>::finished, this, [this] {
        const ComputerChoice choice = m_thinker.result();
        if (m_match.result()) { // the game ended while it thought
            m_thinking = false;
            return;
        }
        m_rng = choice.rng;
        m_chosen = choice.targets;
        if (!m_paused)
            m_delayTimer.start(m_delay);
    });
}

ComputerSession::~ComputerSession()
{
    m_delayTimer.stop();
    m_thinker.waitForFinished(); // the worker only reads its own copies; this ends in milliseconds
}

void ComputerSession::setEnemyHabits(const FleetHabits& habits)
{
    m_enemyHabits = habits;
    m_enemyOdds = habits.odds(m_match.rules());
}

Expected<void, FleetRejection> ComputerSession::start(const FleetLayout& playerFleet)
{
    if (auto accepted = m_match.submitFleet(Player::One, playerFleet); !accepted)
        return accepted;
    // A playable ruleset always has a fleet for the computer, and it is legal by construction.
    (void)m_match.submitFleet(Player::Two,
                              placeFleet(level(), m_match.rules(), m_rng).value_or(FleetLayout{}));
    if (const auto shooter = m_match.turn())
        emit turnChanged(*shooter);
    computerTurnIfDue();
    return {};
}

void ComputerSession::startWatching(OpponentLevel firstLevel)
{
    m_levels[0] = firstLevel;
    for (Player p : {Player::One, Player::Two}) {
        const OpponentLevel level = *m_levels[std::size_t(indexOf(p))];
        (void)m_match.submitFleet(p, placeFleet(level, m_match.rules(), m_rng).value_or(FleetLayout{}));
    }
    if (const auto shooter = m_match.turn())
        emit turnChanged(*shooter);
    computerTurnIfDue();
}

void ComputerSession::setPaused(bool paused)
{
    m_paused = paused;
    if (paused)
        m_delayTimer.stop(); // a shot already chosen waits too; resuming fires it
    if (!paused && m_chosen && !m_delayTimer.isActive())
        m_delayTimer.start(m_delay); // a shot chosen while paused goes now
    if (!paused)
        computerTurnIfDue();
}

std::optional<ShotError> ComputerSession::fire(Coord target)
{
    if (isWatching())
        return ShotError::NotYourTurn; // the person only watches
    auto fired = m_match.fire(Player::One, target);
    if (!fired)
        return fired.error();
    announce(*fired);
    computerTurnIfDue();
    return std::nullopt;
}

std::optional<SalvoError> ComputerSession::fireSalvo(const std::vector<Coord>& targets)
{
    if (!m_match.rules().salvo)
        return MatchSession::fireSalvo(targets); // one shot, reported as ever
    if (isWatching())
        return SalvoError{SalvoError::Kind::NotYourTurn, -1, m_match.shotsLeftInSalvo()};
    auto fired = m_match.fireSalvo(Player::One, targets);
    if (!fired)
        return fired.error();
    announce(*fired);
    computerTurnIfDue();
    return std::nullopt;
}

void ComputerSession::resign()
{
    m_delayTimer.stop();
    m_chosen.reset();
    if (!m_thinker.isRunning())
        m_thinking = false; // a running worker's result is dropped when it arrives
    if (m_match.forfeit(Player::One, EndReason::Resignation))
        emit matchOver(*m_match.result());
}

void ComputerSession::announce(const ShotOutcome& outcome)
{
    emit shotResolved(outcome);
    announceTurnAndEnd(outcome.nextShooter);
}

void ComputerSession::announce(const std::vector<ShotOutcome>& salvo)
{
    if (salvo.empty())
        return;
    emit salvoResolved(salvo);
    announceTurnAndEnd(salvo.back().nextShooter);
}

void ComputerSession::announceTurnAndEnd(const std::optional<Player>& next)
{
    if (next)
        emit turnChanged(*next);
    if (const auto result = m_match.result())
        emit matchOver(*result);
}

void ComputerSession::computerTurnIfDue()
{
    const auto shooter = m_match.turn();
    if (!shooter || !isComputer(*shooter) || m_thinking || m_paused)
        return;
    m_thinking = true;
    // Copies only: the worker never touches the match. The person's habits are for the computer
    // that fires at the person (in watch mode, both fleets are computers').
    const BerthOdds odds = isComputer(opponent(*shooter)) ? BerthOdds{} : m_enemyOdds;
    m_thinker.setFuture(QtConcurrent::run([view = m_match.view(*shooter), rules = m_match.rules(),
                                           level = *m_levels[std::size_t(indexOf(*shooter))], rng = m_rng,
                                           odds, shots = m_match.shotsLeftInSalvo()]() mutable {
        // Under Salvo the whole salvo at once, none of it answered before the last is chosen.
        std::vector<Coord> targets = rules.salvo ? chooseSalvo(level, view, rules, shots, rng, odds)
                                                 : std::vector{chooseShot(level, view, rules, rng, odds)};
        return ComputerChoice{std::move(targets), rng};
    }));
}

void ComputerSession::computerFires()
{
    m_thinking = false;
    const auto shooter = m_match.turn();
    if (!m_chosen || !shooter || !isComputer(*shooter))
        return; // the match ended meanwhile (the person resigned)
    const std::vector<Coord> targets = *std::exchange(m_chosen, std::nullopt);
    if (m_match.rules().salvo) {
        if (auto fired = m_match.fireSalvo(*shooter, targets))
            announce(*fired);
    } else if (auto fired = m_match.fire(*shooter, targets.front())) {
        announce(*fired);
    }
    computerTurnIfDue();
}
