// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/session/localgame.h"

#include "app/json/utctime.h"
#include "core/review/gamereview.h"
#include "ui/battle/battleview.h"

#include <QDateTime>

#include <algorithm>
#include <chrono>

using namespace seabattle;

LocalGame::LocalGame(const NewGameChoice& choice, const FleetLayout& playerFleet, quint64 seed,
                     BattleView* view, std::optional<Player> lastLoser, const FleetHabits& habits,
                     QObject* parent)
    : Game(parent), m_choice(choice), m_session(choice.rules, choice.level, seed, lastLoser), m_view(view)
{
    m_view->setWatching(false);
    m_session.setEnemyHabits(habits);
    connect(&m_screen, &BattleScreen::over, this, &LocalGame::finish);
    connectHints();
    (void)m_session.start(playerFleet);
    m_screen.refresh();
}

LocalGame::LocalGame(const NewGameChoice& choice, Match match, const Rng& rng, BattleView* view,
                     const FleetHabits& habits, QObject* parent)
    : Game(parent), m_choice(choice), m_session(std::move(match), choice.level, rng), m_view(view)
{
    m_view->setWatching(false);
    m_session.setEnemyHabits(habits);
    connect(&m_screen, &BattleScreen::over, this, &LocalGame::finish);
    connectHints();
    // The last shot as it was left: highlighted and said again (no sound, nothing moves).
    if (const auto last = Match::lastOutcome(m_session.match().history()))
        m_screen.recall(*last);
    m_screen.refresh();
    m_session.resume();
}

LocalGame::LocalGame(const NewGameChoice& choice, quint64 seed, BattleView* view,
                     std::optional<Player> lastLoser, QObject* parent)
    : Game(parent), m_choice(choice), m_session(choice.rules, choice.level, seed, lastLoser), m_view(view)
{
    m_view->setWatching(true);
    m_session.setComputerDelay(std::chrono::milliseconds(m_view->pace())); // the pace shown
    connect(&m_screen, &BattleScreen::over, this, &LocalGame::finish);
    connect(m_view, &BattleView::pauseToggled, &m_session, &ComputerSession::setPaused);
    connect(m_view, &BattleView::delayChosen, this,
            [this](int ms) { m_session.setComputerDelay(std::chrono::milliseconds(ms)); });
    m_session.startWatching(choice.level);
    m_screen.refresh();
}

void LocalGame::connectHints()
{
    connect(m_view, &BattleView::hintRequested, this, &LocalGame::showHint);
    connect(&m_odds, &OddsTask::ready, this, [this](const HitOdds& odds, std::optional<Coord> best) {
        if (!m_session.match().rules().salvo)
            return m_view->showHint(odds.chance, best);
        // Under Salvo the set a salvo's review measures it against: its shots' best cells.
        std::vector<Coord> cells = cellsByChance(odds.chance);
        const auto shots = std::size_t(std::max(0, m_session.match().shotsLeftInSalvo()));
        cells.resize(std::min(shots, cells.size()));
        std::erase_if(cells, [&](Coord c) { return odds.chance[c] <= 0; });
        m_view->showHint(odds.chance, cells);
    });
}

void LocalGame::offerHints(bool on)
{
    m_view->setHintsOffered(on && !m_session.isWatching());
}

// Marked at once: the odds are on their way, and the player asked for them.
void LocalGame::showHint()
{
    if (m_session.isWatching() || m_session.match().result())
        return;
    m_hinted = true;
    const Match& match = m_session.match();
    m_odds.request(match.view(Player::One), match.rules(), int(match.history().shots.size()));
}

bool LocalGame::inProgress() const
{
    return !m_session.isWatching() && !m_session.match().result();
}

void LocalGame::resign()
{
    m_session.resign();
}

void LocalGame::finish()
{
    emit resignableChanged(false);
    emit over();
    const auto result = m_session.match().result();
    if (!result || m_session.isWatching())
        return; // two computers: not the player's record
    const Match& match = m_session.match();
    const ShotChart& mine = match.view(Player::One);
    emit ended({FinishedGame{toUtcTime(QDateTime::currentDateTimeUtc()),
                             std::string(keyOf(m_session.level())),
                             {},
                             *result,
                             mine.shotsFired(),
                             mine.hits(),
                             match.history(),
                             m_hinted,
                             std::nullopt},
                match.rules(), outcomesOf(match.history())});
}
