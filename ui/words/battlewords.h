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
    // A whole salvo: "Salvo of 3: E5 miss, E6 hit, F2 hit, Cruiser sunk.", "The enemy's salvo of
    // 2: …"; one shot is said as said() says it.
    static QString salvoSaid(const std::vector<seabattle::ShotOutcome>& salvo,
                             const seabattle::Ruleset& rules);
    static QString salvoRefusal(const seabattle::SalvoError& error);
    // The salvo being aimed: "3 of 5 shots chosen", and once all are, how to fire it.
    static QString salvoChosen(int chosen, int size);
    // The word said large over the board as a salvo's last shell lands: its best result.
    static QString salvoLanding(const std::vector<seabattle::ShotOutcome>& salvo);
    // The word said large over the board as a shot lands: "Miss", "Hit!", "Sunk!".
    static QString landing(seabattle::ShotResult result);
    // How the match ended, from Player::One's side (in watch mode, neither side's).
    static QString ending(const seabattle::MatchResult& result, bool watching);
    // How close the loser came, once a fleet is sunk: the winner's ships still afloat, from the
    // player's side ("The enemy still had 2 ships afloat.", "You still had 3 ships afloat.").
    static QString stillAfloat(bool youWon, int ships);
};
