// SPDX-License-Identifier: GPL-3.0-or-later
// The review of a Salvo game (docs/REVIEW.md, "Salvo"): each salvo judged as a whole from what
// its shooter knew when it began, against the set of as many cells with the most expected hits.
#include "coretestsupport.h"
#include "playedgame.h"

#include "core/review/gamereview.h"
#include "core/review/hitodds.h"
#include "core/salvospan.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <functional>

using namespace seabattle;

namespace {

Ruleset salvoOf(Ruleset rules)
{
    rules.salvo = true;
    rules.shootAgainAfterHit = false;
    return rules;
}

// The expected hits of the best `k` cells of `chance`: the most any `k` distinct cells hold.
double bestSet(const Grid<double>& chance, int k)
{
    std::vector<double> all;
    for (int i = 0; i < kCellCount; ++i)
        all.push_back(chance[coordAt(i)]);
    std::sort(all.begin(), all.end(), std::greater<>());
    double sum = 0;
    for (int i = 0; i < k; ++i)
        sum += all[std::size_t(i)];
    return sum;
}

} // namespace

class TestSalvoReview : public QObject {
    Q_OBJECT

private slots:
    void aSalvoIsJudgedFromItsStart();
    void qualityIsTheMeanOverSalvos();
    void hardSalvosReviewAboveRandomOnes();
};

void TestSalvoReview::aSalvoIsJudgedFromItsStart()
{
    const Ruleset rules = salvoOf(Ruleset::hasbro());
    const auto outcomes = outcomesOf(testing::playedSalvoGame(rules, 2, OpponentLevel::Hard, std::nullopt));
    const auto review = reviewShots(rules, outcomes);
    QVERIFY(review);
    std::vector<const ShotReview*> byIndex(outcomes.size());
    for (const PlayerReview& p : review->players)
        for (const ShotReview& s : p.shots)
            byIndex[std::size_t(s.index)] = &s;
    int judged = 0;
    for (const SalvoSpan& span : salvoSpans(rules, outcomes)) {
        // The odds every shot of the salvo is judged by are those at its first shot.
        const HitOdds odds = hitOdds(chartBefore(outcomes, span.first, span.shooter), rules,
                                     positionSeed(kReviewSeed, span.first));
        double chosen = 0;
        double best = 0;
        for (int i = span.first; i < span.end(); ++i) {
            const ShotReview& s = *byIndex[std::size_t(i)];
            QCOMPARE(s.chance, odds.chance[s.shot.target]);
            QVERIFY(s.chance <= s.bestChance);
            QCOMPARE(odds.chance[s.bestCell], s.bestChance);
            chosen += s.chance;
            best += s.bestChance;
        }
        // The best cells paired with the shots are the best set of as many cells, each once.
        QVERIFY(std::abs(best - bestSet(odds.chance, span.fired)) < 1e-9);
        for (int i = span.first; i < span.end(); ++i) {
            const ShotReview& s = *byIndex[std::size_t(i)];
            QCOMPARE(s.verdict, s.emptyReason ? ShotVerdict::Wasted : verdictOf(chosen, best));
        }
        judged += span.fired > 1;
    }
    QVERIFY(judged > 4); // salvos of several shots were judged, not only single ones
}

void TestSalvoReview::qualityIsTheMeanOverSalvos()
{
    const Ruleset rules = salvoOf(Ruleset::standard());
    const auto outcomes = outcomesOf(testing::playedSalvoGame(rules, 9, std::nullopt, OpponentLevel::Medium));
    const auto review = reviewShots(rules, outcomes, kReviewSeed, {}, 2);
    QVERIFY(review);
    QCOMPARE(*review, *reviewShots(rules, outcomes)); // the threads change nothing
    for (Player p : {Player::One, Player::Two}) {
        const PlayerReview& player = review->of(p);
        double shares = 0;
        int salvos = 0;
        double expected = 0;
        int hits = 0;
        std::size_t shot = 0;
        for (const SalvoSpan& span : salvoSpans(rules, outcomes)) {
            if (span.shooter != p)
                continue;
            double chosen = 0;
            double best = 0;
            for (int k = 0; k < span.fired; ++k, ++shot) {
                chosen += player.shots[shot].chance;
                best += player.shots[shot].bestChance;
                expected += player.shots[shot].chance;
                hits += player.shots[shot].result != ShotResult::Miss;
            }
            shares += best > 0 ? chosen / best : 1.0;
            ++salvos;
        }
        QCOMPARE(shot, player.shots.size());
        QCOMPARE(player.quality, int(std::lround(100 * shares / salvos)));
        QVERIFY(std::abs(player.luck - (hits - expected)) < 1e-9);
    }
}

// Hard aims its salvos over the same posterior: it reviews well, a random shooter badly.
void TestSalvoReview::hardSalvosReviewAboveRandomOnes()
{
    for (const Ruleset& rules : {salvoOf(Ruleset::standard()), salvoOf(Ruleset::hasbro())}) {
        double hard = 0;
        double random = 0;
        const int games = 4;
        for (std::uint64_t seed = 1; seed <= games; ++seed) {
            const auto review = reviewShots(
                rules,
                outcomesOf(testing::playedSalvoGame(rules, 40 + seed, std::nullopt, OpponentLevel::Hard)),
                kReviewSeed, {}, 2);
            QVERIFY(review);
            random += review->of(Player::One).quality;
            hard += review->of(Player::Two).quality;
        }
        qInfo("%s, Salvo: Hard's salvo quality %.1f, a random shooter's %.1f (%d games)",
              rules.preset == Preset::Hasbro ? "Hasbro" : "Standard", hard / games, random / games, games);
        QVERIFY(hard / games >= 80);
        QVERIFY(random / games <= 55);
    }
}

QTEST_APPLESS_MAIN(TestSalvoReview)
#include "tst_salvoreview.moc"
