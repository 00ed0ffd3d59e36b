// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/review/debrief.h"
#include "app/review/reviewtask.h"
#include "core/records/finishedgame.h"

#include <QObject>

#include <memory>

class BattleView;
class Logbook;

// Every review, whatever the opponent: the game just over on its banner, and an older game kept
// without one when the replays ask for it. Each is kept with its game in the logbook.
class GameReviews : public QObject {
    Q_OBJECT

public:
    GameReviews(BattleView& battle, Logbook& logbook, QObject* parent = nullptr);

    // The game just recorded, reviewed from what each player was told (nothing to review when
    // no shot was told, or the game has no end time).
    void debrief(const seabattle::Ruleset& rules, std::vector<seabattle::ShotOutcome> outcomes,
                 const seabattle::FinishedGame& game);
    // A new game: the banner forgets the last review.
    void clear() { m_debrief.clear(); }

private:
    void reviewKeptGame(int index);

    Logbook& m_logbook;
    Debrief m_debrief;
    std::unique_ptr<ReviewTask> m_kept; // an older game, asked for in the replays
};
