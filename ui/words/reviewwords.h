// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/review/gamereview.h"

#include <QCoreApplication>
#include <QString>

// A game's review in the player's language: each shot's verdict and why a cell was empty, the
// chances, and what a player's shots add up to.
class ReviewWords {
    Q_DECLARE_TR_FUNCTIONS(ReviewWords)

public:
    // "Best shot", "Good shot", "Weak shot", "Wasted shot".
    static QString verdictName(seabattle::ShotVerdict verdict);
    // Why the rules proved the cell empty, as a whole sentence.
    static QString emptyReasonText(seabattle::EmptyReason reason);
    // A chance of 0…1 as a whole percentage: "34%".
    static QString percentText(double chance);
    // Luck in hits, signed with one decimal: "+2.6", "−1.3", "0.0".
    static QString luckText(double luck);
    // "Shot quality 87, 2 wasted shots, luck +2.6".
    static QString reviewSummary(const seabattle::PlayerReview& review);
    // What each figure of the summary means, one line each, with its value (docs/REVIEW.md).
    static QString reviewExplained(const seabattle::PlayerReview& review);
    // The summary in a casual player's words: how well the shots were chosen, and the luck when
    // it counted for at least half a hit ("Most of your shots went where a ship was likely to be.").
    static QString reviewGist(const seabattle::PlayerReview& review);
    // "The game turned at shots 12–17: 6 weak shots in a row.", with the replay's shot numbers
    // (both players' shots counted, from 1); empty when no run of at least kTurningRun shots.
    static QString turningPointText(const seabattle::PlayerReview& review);
    // "Good shot: a 28% chance; the best was 34% at C4." — the same words for either shooter,
    // translated apart (`byPlayerOne`) for languages that say a player's shot and the
    // opponent's differently.
    static QString shotReviewText(const seabattle::ShotReview& review, bool byPlayerOne);
    // A salvo judged whole (docs/REVIEW.md, "Salvo"): its verdict, the hits its cells could expect
    // and those of the best cells as many: "Good salvo: 1.4 hits expected; the best cells, 1.9."
    static QString salvoReviewText(seabattle::ShotVerdict verdict, double expected, double best);

    // The shortest run of weak shots in a row that is told as the game's turning point.
    static constexpr int kTurningRun = 3;
};
