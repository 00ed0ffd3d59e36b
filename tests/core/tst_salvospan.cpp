// SPDX-License-Identifier: GPL-3.0-or-later
// A recorded game's turns (core/salvospan.h): under Salvo each salvo whole, found from the
// announcements alone exactly where the match itself began and ended each salvo; under the
// other rules one shot a turn.
#include "coretestsupport.h"
#include "playedgame.h"

#include "core/review/gamereview.h"
#include "core/salvospan.h"

#include <QTest>

using namespace seabattle;

namespace {

Ruleset salvoOf(Ruleset rules)
{
    rules.salvo = true;
    rules.shootAgainAfterHit = false; // Classic shoots again; Salvo excludes it
    return rules;
}

// The turns as the match saw them while the history was played again shot by shot: a turn
// begins where the salvo in progress has all its shots left.
std::vector<SalvoSpan> spansByTheMatch(const MatchHistory& history)
{
    Match match(history.rules, history.firstShooter);
    (void)match.submitFleet(Player::One, *history.fleets[0]);
    (void)match.submitFleet(Player::Two, *history.fleets[1]);
    std::vector<SalvoSpan> spans;
    for (std::size_t i = 0; i < history.shots.size(); ++i) {
        const Player shooter = history.shots[i].shooter;
        if (match.shotsLeftInSalvo() == match.salvoSize(shooter))
            spans.push_back(SalvoSpan{shooter, int(i), 0, match.salvoSize(shooter)});
        ++spans.back().fired;
        if (!match.fire(shooter, history.shots[i].target))
            return {};
    }
    return spans;
}

} // namespace

class TestSalvoSpan : public QObject {
    Q_OBJECT

private slots:
    void salvosAreWhereTheMatchHadThem_data();
    void salvosAreWhereTheMatchHadThem();
    void oneShotATurnWithoutSalvo();
    void aGameEndedOrSavedMidSalvo();
    void spanOfFindsEachShot();
};

void TestSalvoSpan::salvosAreWhereTheMatchHadThem_data()
{
    QTest::addColumn<Ruleset>("rules");
    QTest::addColumn<std::uint64_t>("seed");
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        QTest::addRow("standard %d", int(seed)) << salvoOf(Ruleset::standard()) << seed;
        QTest::addRow("classic %d", int(seed)) << salvoOf(Ruleset::classic()) << seed;
        QTest::addRow("hasbro %d", int(seed)) << salvoOf(Ruleset::hasbro()) << seed;
    }
}

void TestSalvoSpan::salvosAreWhereTheMatchHadThem()
{
    QFETCH(Ruleset, rules);
    QFETCH(std::uint64_t, seed);
    const MatchHistory history = testing::playedSalvoGame(rules, seed, OpponentLevel::Medium, std::nullopt);
    const auto outcomes = outcomesOf(history);
    QVERIFY(!outcomes.empty());
    const auto spans = salvoSpans(rules, outcomes);
    QCOMPARE(spans, spansByTheMatch(history));
    // The first salvo has one shot per ship; sizes never grow for a shooter; all but maybe the
    // last are whole, and the shooters alternate.
    QCOMPARE(spans.front().size, rules.shipCount());
    for (std::size_t i = 0; i + 1 < spans.size(); ++i) {
        QCOMPARE(spans[i].fired, spans[i].size);
        QVERIFY(spans[i].shooter != spans[i + 1].shooter);
        QCOMPARE(spans[i].end(), spans[i + 1].first);
        if (i + 2 < spans.size())
            QVERIFY(spans[i + 2].size <= spans[i].size);
    }
    QCOMPARE(spans.back().end(), int(outcomes.size()));
}

void TestSalvoSpan::oneShotATurnWithoutSalvo()
{
    // Classic shoots again after a hit: still one shot a turn, each its own span.
    for (const Ruleset& rules : {Ruleset::standard(), Ruleset::classic()}) {
        const MatchHistory history = testing::playedGame(rules, 7, OpponentLevel::Hard, std::nullopt);
        const auto outcomes = outcomesOf(history);
        const auto spans = salvoSpans(rules, outcomes);
        QCOMPARE(spans.size(), outcomes.size());
        for (std::size_t i = 0; i < spans.size(); ++i)
            QCOMPARE(spans[i], (SalvoSpan{outcomes[i].shot.shooter, int(i), 1, 1}));
    }
}

void TestSalvoSpan::aGameEndedOrSavedMidSalvo()
{
    const Ruleset rules = salvoOf(Ruleset::standard());
    // Stopped three shots into One's third salvo (after One's, Two's, One's and Two's).
    const MatchHistory saved = testing::playedSalvoGame(rules, 3, std::nullopt, std::nullopt, 24, 3);
    const auto spans = salvoSpans(rules, outcomesOf(saved));
    QCOMPARE(int(spans.size()), 5);
    QCOMPARE(spans.back().shooter, Player::One);
    QCOMPARE(spans.back().fired, 3);
    QVERIFY(spans.back().size > 3);
    QCOMPARE(spans, spansByTheMatch(saved));
    // A whole game ends with the last ship, maybe before its salvo is spent: never beyond it.
    const MatchHistory whole = testing::playedSalvoGame(rules, 5, OpponentLevel::Hard, std::nullopt);
    const auto last = salvoSpans(rules, outcomesOf(whole)).back();
    QVERIFY(last.fired >= 1 && last.fired <= last.size);
    QVERIFY(outcomesOf(whole).back().fleetSunk);
}

void TestSalvoSpan::spanOfFindsEachShot()
{
    const std::vector<SalvoSpan> spans{
        {Player::One, 0, 3, 3}, {Player::Two, 3, 2, 3}, {Player::One, 5, 1, 2}};
    const std::vector<int> expected{0, 0, 0, 1, 1, 2};
    for (int shot = 0; shot < 6; ++shot)
        QCOMPARE(spanOf(spans, shot), expected[std::size_t(shot)]);
    QCOMPARE(spanOf(spans, 6), -1);
    QCOMPARE(spanOf(spans, -1), -1);
    QCOMPARE(spanOf({}, 0), -1);
}

QTEST_APPLESS_MAIN(TestSalvoSpan)
#include "tst_salvospan.moc"
