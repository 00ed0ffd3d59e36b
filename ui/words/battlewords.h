// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/match.h"

#include <QCoreApplication>
#include <QString>

// The battle in the player's language: what a shot did, why it was refused, what lands on the
// board, and how the match ended.
class BattleWords {
    // The battle's own words: their translations stay in the battle view's context.
    Q_DECLARE_TR_FUNCTIONS(BattleView)

public:
    // "B3: Miss.", "The enemy fired at C7: Sunk: your Cruiser!": Player::One is "you".
    static QString said(const seabattle::ShotOutcome& outcome, const seabattle::Ruleset& rules);
    static QString refusal(seabattle::ShotError error);
    // The word said large over the board as a shot lands: "Miss", "Hit!", "Sunk!".
    static QString landing(seabattle::ShotResult result);
    // How the match ended, from Player::One's side (in watch mode, neither side's).
    static QString ending(const seabattle::MatchResult& result, bool watching);
};
