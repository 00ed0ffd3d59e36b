// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/session/localgame.h"

#include "ui/battleview.h"

#include <QSlider>

#include <chrono>

using namespace seabattle;

LocalGame::LocalGame(const NewGameChoice& choice, const FleetLayout& playerFleet, quint64 seed,
                     BattleView* view, std::optional<Player> lastLoser, QObject* parent)
    : QObject(parent), m_choice(choice), m_session(choice.rules, choice.level, seed, lastLoser), m_view(view)
{
    m_view->setWatching(false);
    connectView();
    (void)m_session.start(playerFleet);
    m_view->showMatch(m_session.match());
}

LocalGame::LocalGame(const NewGameChoice& choice, Match match, const Rng& rng, BattleView* view,
                     QObject* parent)
    : QObject(parent), m_choice(choice), m_session(std::move(match), choice.level, rng), m_view(view)
{
    m_view->setWatching(false);
    connectView();
    // The last shot as it was left: highlighted and said again (no sound, nothing moves).
    if (const auto last = Match::lastOutcome(m_session.match().history()))
        m_view->recall(*last, m_session.match().rules());
    m_view->showMatch(m_session.match());
    m_session.resume();
}

LocalGame::LocalGame(const NewGameChoice& choice, quint64 seed, BattleView* view,
                     std::optional<Player> lastLoser, QObject* parent)
    : QObject(parent), m_choice(choice), m_session(choice.rules, choice.level, seed, lastLoser), m_view(view)
{
    m_view->setWatching(true);
    m_session.setComputerDelay(std::chrono::milliseconds(m_view->speedSlider()->value())); // the pace shown
    connectView();
    connect(m_view, &BattleView::pauseToggled, &m_session, &GameSession::setPaused);
    connect(m_view, &BattleView::delayChosen, this,
            [this](int ms) { m_session.setComputerDelay(std::chrono::milliseconds(ms)); });
    m_session.startWatching(choice.level);
    m_view->showMatch(m_session.match());
}

void LocalGame::connectView()
{
    m_clock.start();
    connect(&m_session, &GameSession::shotResolved, this, [this](const ShotOutcome& outcome) {
        m_view->announce(outcome, m_session.match().rules());
        m_view->showMatch(m_session.match());
    });
    connect(&m_session, &GameSession::turnChanged, this, [this] { m_view->showMatch(m_session.match()); });
    connect(&m_session, &GameSession::matchOver, this, [this] {
        m_view->showMatch(m_session.match());
        m_view->showGameOver(m_session.match(), m_clock.elapsed() / 1000);
        emit over();
    });
    connect(m_view, &BattleView::fireRequested, this, [this](Coord target) {
        if (const auto refused = m_session.fire(target))
            m_view->refuse(*refused);
    });
}
