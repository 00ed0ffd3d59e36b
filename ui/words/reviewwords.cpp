// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/words/reviewwords.h"

#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <cmath>

using namespace seabattle;

QString ReviewWords::verdictName(ShotVerdict verdict)
{
    switch (verdict) {
    case ShotVerdict::Best:
        return tr("Best shot");
    case ShotVerdict::Good:
        return tr("Good shot");
    case ShotVerdict::Weak:
        return tr("Weak shot");
    case ShotVerdict::Wasted:
        //: A shot at a cell the rules had already proved empty
        return tr("Wasted shot");
    }
    return {};
}

QString ReviewWords::emptyReasonText(EmptyReason reason)
{
    switch (reason) {
    case EmptyReason::BordersSunk:
        return tr("Ships may not touch, so a cell beside a sunk ship is always empty.");
    case EmptyReason::DiagonalToHit:
        return tr("Ships may not touch even at a corner, so a cell diagonal to a hit is always empty.");
    case EmptyReason::TouchesHit:
        return tr("Any ship here would touch the ship already hit beside it.");
    case EmptyReason::GapTooSmall:
        return tr("No ship still afloat fits in this gap.");
    case EmptyReason::NoFleetFits:
        return tr("No fleet still possible puts a ship here.");
    }
    return {};
}

QString ReviewWords::percentText(double chance)
{
    //: A chance as a percentage: %1 is the number (French puts a no-break space before the sign)
    return tr("%1%").arg(QLocale().toString(int(std::lround(std::clamp(chance, 0.0, 1.0) * 100))));
}

QString ReviewWords::luckText(double luck)
{
    // Rounded first, so that a luck of −0.04 reads "0.0", never "−0.0".
    const double tenths = std::round(luck * 10) / 10;
    const QString size = QLocale().toString(std::abs(tenths), 'f', 1);
    if (tenths > 0)
        //: Luck above what the chances predicted, in hits: "+2.6"
        return tr("+%1").arg(size);
    if (tenths < 0)
        //: Luck below what the chances predicted, in hits, with a minus sign: "−1.3"
        return tr("\u2212%1").arg(size);
    return size;
}

QString ReviewWords::reviewSummary(const PlayerReview& review)
{
    const QString wasted = review.wasted == 0
                               //: In "Shot quality 87, no wasted shot, luck +2.6"
                               ? tr("no wasted shot")
                               //: In "Shot quality 87, 2 wasted shots, luck +2.6"
                               : tr("%n wasted shot(s)", "", review.wasted);
    //: %1 is the shot quality (0 to 100), %2 the wasted shots, %3 the luck ("+2.6")
    return tr("Shot quality %1, %2, luck %3")
        .arg(QLocale().toString(review.quality), wasted, luckText(review.luck));
}

QString ReviewWords::reviewExplained(const PlayerReview& review)
{
    const QLocale locale;
    return QStringList{
        //: The review's tooltip, first line; %1 is the shot quality, 0 to 100
        tr("Shot quality (%1 of 100): how likely the cells you chose were to hold a ship, against the "
           "likeliest cell at that moment; 100 means always the likeliest.")
            .arg(locale.toString(review.quality)),
        //: The review's tooltip, second line; %1 is the number of wasted shots
        tr("Wasted shots (%1): shots at cells the rules had already proved empty.")
            .arg(locale.toString(review.wasted)),
        //: The review's tooltip, third line; %1 is the luck, signed ("+2.6", "−1.3")
        tr("Luck (%1): your hits minus the hits the chances of your cells promised; above zero, "
           "more hits than the odds gave.")
            .arg(luckText(review.luck))}
        .join(u'\n');
}

QString ReviewWords::reviewGist(const PlayerReview& review)
{
    // The tiers from docs/REVIEW.md's figures: the Hard computer reviews at 90 to 99, a random
    // shooter at about 30 to 36.
    QString aim;
    if (review.quality >= 90)
        aim = tr("Nearly every shot went where a ship was most likely to be.");
    else if (review.quality >= 70)
        aim = tr("Most of your shots went where a ship was likely to be.");
    else if (review.quality >= 45)
        aim = tr("Many of your shots went to cells less likely than the best.");
    else
        aim = tr("Many of your shots went where a ship was unlikely to be.");
    const double tenths = std::round(review.luck * 10) / 10;
    if (std::abs(tenths) < 0.5)
        return aim;
    const QString size = QLocale().toString(std::abs(tenths), 'f', 1);
    //: After the aim's sentence: %1 is a number of hits with one decimal ("2.6")
    const QString luck = tenths > 0
                             ? tr("Luck gave you %1 hits more than the odds promised.").arg(size)
                             //: After the aim's sentence: %1 is a number of hits with one decimal ("1.3")
                             : tr("Luck gave you %1 hits fewer than the odds promised.").arg(size);
    return aim + u' ' + luck;
}

QString ReviewWords::turningPointText(const PlayerReview& review)
{
    const WeakRun& run = review.turningPoint;
    const auto shots = int(review.shots.size());
    if (run.length < kTurningRun || run.first < 0 || run.first + run.length > shots)
        return {};
    const QLocale locale;
    const int from = review.shots[std::size_t(run.first)].index + 1;
    const int to = review.shots[std::size_t(run.first + run.length - 1)].index + 1;
    //: %1 and %2 are the replay's numbers of the first and last shot of the run
    return tr("The game turned at shots %1\u2013%2: %n weak shot(s) in a row.", "", run.length)
        .arg(locale.toString(from), locale.toString(to));
}

QString ReviewWords::salvoReviewText(ShotVerdict verdict, double expected, double best)
{
    const QString hits = QLocale().toString(expected, 'f', 1);
    //: A salvo reviewed: %1 the verdict's name (“Good shot”), %2 the hits its cells could expect, %3 those of
    //: the best cells
    return tr("Salvo judged “%1”: %2 hits expected; the best cells, %3.")
        .arg(verdictName(verdict), hits, QLocale().toString(best, 'f', 1));
}

QString ReviewWords::shotReviewText(const ShotReview& review, bool byPlayerOne)
{
    const QString verdict = verdictName(review.verdict);
    if (review.verdict == ShotVerdict::Wasted) {
        const QString why = review.emptyReason ? emptyReasonText(*review.emptyReason) : QString();
        return byPlayerOne ? tr("%1: %2", "your shot").arg(verdict, why)
                           : tr("%1: %2", "the opponent's shot").arg(verdict, why);
    }
    const QString chance = percentText(review.chance);
    if (review.verdict == ShotVerdict::Best)
        return byPlayerOne ? tr("%1: a %2 chance, the best on the board.", "your shot").arg(verdict, chance)
                           : tr("%1: a %2 chance, the best on the board.", "the opponent's shot")
                                 .arg(verdict, chance);
    const QString best = percentText(review.bestChance);
    const QString cell =
        isOnBoard(review.bestCell) ? QString::fromStdString(formatCoord(review.bestCell)) : QString();
    return byPlayerOne
               ? tr("%1: a %2 chance; the best was %3 at %4.", "your shot").arg(verdict, chance, best, cell)
               : tr("%1: a %2 chance; the best was %3 at %4.", "the opponent's shot")
                     .arg(verdict, chance, best, cell);
}
