// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/gamesession.h"

#include <QObject>

class BattleView;

// A game against the computer shown in a battle view: the person's picks go to the session,
// and what the session reports is shown.
class LocalGame : public QObject {
    Q_OBJECT

public:
    // Starts at once with `playerFleet`. Precondition: the fleet is legal under `rules`.
    LocalGame(const seabattle::Ruleset& rules, const seabattle::FleetLayout& playerFleet,
              seabattle::OpponentLevel level, quint64 seed, BattleView* view, QObject* parent = nullptr);

    GameSession& session() { return m_session; }

private:
    GameSession m_session;
    BattleView* m_view;
};
