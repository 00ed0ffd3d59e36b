// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/localgame.h"

#include "ui/battleview.h"

using namespace seabattle;

LocalGame::LocalGame(const Ruleset& rules, const FleetLayout& playerFleet, OpponentLevel level, quint64 seed,
                     BattleView* view, QObject* parent)
    : QObject(parent), m_session(rules, level, seed), m_view(view)
{
    connect(&m_session, &GameSession::shotResolved, this, [this](const ShotOutcome& outcome) {
        m_view->announce(outcome, m_session.match().rules());
        m_view->showMatch(m_session.match());
    });
    connect(&m_session, &GameSession::turnChanged, this, [this] { m_view->showMatch(m_session.match()); });
    connect(&m_session, &GameSession::matchOver, this, [this] { m_view->showMatch(m_session.match()); });
    connect(m_view, &BattleView::fireRequested, this, [this](Coord target) {
        if (const auto refused = m_session.fire(target))
            m_view->refuse(*refused);
    });
    (void)m_session.start(playerFleet);
    m_view->showMatch(m_session.match());
}
