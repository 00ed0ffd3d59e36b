// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/session/battlescreen.h"
#include "core/records/finishedgame.h"
#include "core/ruleset.h"
#include "core/shot.h"

#include <QObject>

#include <vector>

// A game over, as the records and the review take it, whoever the opponent was.
struct GameEnd {
    seabattle::FinishedGame record;
    seabattle::Ruleset rules;
    std::vector<seabattle::ShotOutcome> outcomes; // what each side was told: the review's input
};

// What the flow asks of any game on screen, against the computer or a friend: the battle it
// shows, resigning, a rematch and its end. The flow holds one at a time and never asks which kind.
class Game : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    // The battle on screen: its sound cues come from here.
    virtual BattleScreen& screen() = 0;
    // A match is being played (placing, battle, or a peer away): resigning makes sense.
    virtual bool inProgress() const = 0;
    // The person gives up (the caller asked for confirmation).
    virtual void resign() = 0;
    // After the end: another game with the same opponent.
    virtual void requestRematch() = 0;
    // Hints are offered against the computer only.
    virtual void offerHints(bool on) { Q_UNUSED(on) }

signals:
    // The game is over and is the player's to keep (not when two computers played): once a game.
    void ended(const GameEnd& end);
    // Whether resigning makes sense changed (inProgress()).
    void resignableChanged(bool resignable);
};
