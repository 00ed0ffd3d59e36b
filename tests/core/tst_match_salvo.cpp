// SPDX-License-Identifier: GPL-3.0-or-later
// Match under Salvo (docs/RULES.md, Salvo): a turn is a salvo of one shot per ship afloat, fired
// shot by shot or whole; a whole salvo is judged before any of it is fired; the marks around a
// sunk ship wait for the salvo's end; the game ends with the last ship, mid-salvo too; a history
// of single shots replays the salvos exactly. Fixtures are those of coretestsupport.h.
#include "matchsuites.h"

#include "core/layouttext.h"
#include "core/match.h"
#include "core/randomlayout.h"

#include <QTest>

#include <vector>

using namespace seabattle;
using namespace matchsuite;

Q_DECLARE_METATYPE(SalvoError::Kind)

namespace {

Ruleset salvoOf(Ruleset rules)
{
    rules.salvo = true;
    rules.shootAgainAfterHit = false; // Classic shoots again; Salvo excludes it
    return rules;
}

// Classic under Salvo (10 ships, marks around sunk ships): One holds kClassicOne, Two kClassicTwo.
// One's first salvo sinks Two's boat J10 and misses along row 6; Two's misses along row 7.
// One's second salvo is then about to begin, 10 shots, with I9, J9 and I10 marked empty.
Match afterOneRound()
{
    Match match = battle(salvoOf(Ruleset::classic()), kClassicOne, kClassicTwo);
    (void)match.fireSalvo(Player::One, cellsOf("J10 A6 B6 C6 D6 E6 F6 G6 H6 I6"));
    (void)match.fireSalvo(Player::Two, cellsOf("A7 B7 C7 D7 E7 F7 G7 H7 I7"));
    return match;
}

// Three boats each (Custom, one class of length 1): a salvo of three shots while all float.
Ruleset threeBoats()
{
    Ruleset rules = Ruleset::forPreset(Preset::Custom);
    rules.fleet = {{"Patrol boat", 1, 3}};
    rules.salvo = true;
    return rules;
}
constexpr const char* kBoatsOne = "A.B.C.....\n"
                                  "..........\n"
                                  "..........\n"
                                  "..........\n"
                                  "..........\n"
                                  "..........\n"
                                  "..........\n"
                                  "..........\n"
                                  "..........\n"
                                  "..........\n";

// Random legal salvos from both sides until the end, every shot through fire(); the match after
// each shot is kept, so that a replay can be compared at any point, mid-salvo too.
std::vector<Match> playedShotByShot(const Ruleset& rules, std::uint64_t seed)
{
    Rng rng(seed);
    Match match(rules, Player::Two);
    (void)match.submitFleet(Player::One, *randomLayout(rules, rng));
    (void)match.submitFleet(Player::Two, *randomLayout(rules, rng));
    std::vector<Match> seen{match};
    while (const auto shooter = match.turn()) {
        std::vector<Coord> open;
        for (int i = 0; i < kCellCount; ++i)
            if (match.view(*shooter).canFireAt(coordAt(i)))
                open.push_back(coordAt(i));
        if (!match.fire(*shooter, open[std::size_t(randomBelow(rng, int(open.size())))]))
            break;
        seen.push_back(match);
    }
    return seen;
}

} // namespace

class TestMatchSalvo : public QObject {
    Q_OBJECT

private slots:
    void salvoSizesShrinkAsShipsSink();
    void theTurnPassesWhenTheSalvoIsSpent();
    void fireSalvoRefusesAWrongSalvo_data();
    void fireSalvoRefusesAWrongSalvo();
    void fireSalvoRefusesOutsideTheBattle();
    void theGameEndsMidSalvo();
    void marksAroundSunkWaitForTheSalvosEnd();
    void replayReproducesEverySalvo_data();
    void replayReproducesEverySalvo();
    void salvoExcludesShootAgain();
};

void TestMatchSalvo::salvoSizesShrinkAsShipsSink()
{
    // Standard: 6 ships each. One sinks Two's Patrol boat J10 in its first salvo.
    Match match = battle(salvoOf(Ruleset::standard()), kStandardOne, kStandardTwo);
    QCOMPARE(match.salvoSize(Player::One), 6);
    QCOMPARE(match.salvoSize(Player::Two), 6);
    QCOMPARE(match.shotsLeftInSalvo(), 6);
    QVERIFY(match.fireSalvo(Player::One, cellsOf("J10 B1 B2 B3 B4 B5")));
    QCOMPARE(match.turn(), std::optional(Player::Two));
    QCOMPARE(match.salvoSize(Player::Two), 5); // Two lost a ship: one shot fewer
    QCOMPARE(match.shotsLeftInSalvo(), 5);
    // Two sinks One's Patrol boat J7 and the Destroyer G5–H5.
    QVERIFY(match.fireSalvo(Player::Two, cellsOf("J7 G5 H5 A10 B10")));
    QCOMPARE(match.salvoSize(Player::One), 4);
    QCOMPARE(match.shotsLeftInSalvo(), 4);
    QCOMPARE(match.salvoSize(Player::Two), 5);
}

void TestMatchSalvo::theTurnPassesWhenTheSalvoIsSpent()
{
    Match match = battle(salvoOf(Ruleset::standard()), kStandardOne, kStandardTwo);
    const std::vector<Coord> salvo = cellsOf("A1 B1 B2 B3 B4 B5"); // a hit, then misses
    for (std::size_t i = 0; i + 1 < salvo.size(); ++i) {
        const auto fired = match.fire(Player::One, salvo[i]);
        QVERIFY(fired);
        QCOMPARE(fired->nextShooter, std::optional(Player::One)); // a miss does not end the salvo
        QCOMPARE(match.shotsLeftInSalvo(), int(salvo.size() - i - 1));
    }
    QCOMPARE(match.shotError(Player::Two, cell("A10")), std::optional(ShotError::NotYourTurn));
    const auto last = match.fire(Player::One, salvo.back());
    QVERIFY(last);
    QCOMPARE(last->nextShooter, std::optional(Player::Two));
    QCOMPARE(match.turn(), std::optional(Player::Two));
    QCOMPARE(match.shotsLeftInSalvo(), 6);
    QCOMPARE(int(match.history().shots.size()), 6); // the history stays a flat list of shots
}

void TestMatchSalvo::fireSalvoRefusesAWrongSalvo_data()
{
    using Kind = SalvoError::Kind;
    QTest::addColumn<Player>("shooter");
    QTest::addColumn<QString>("targets");
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<int>("index");
    // One's second salvo has 10 shots; A9…B2 would be a good one.
    QTest::newRow("too few") << Player::One << "A9 B9 C9 D9 E9 F9 G9 H9 A2" << Kind::WrongCount << -1;
    QTest::newRow("too many") << Player::One << "A9 B9 C9 D9 E9 F9 G9 H9 A2 B2 C2" << Kind::WrongCount << -1;
    QTest::newRow("a cell twice") << Player::One << "A9 B9 C9 D9 E9 F9 G9 H9 A2 A9" << Kind::DuplicateTarget
                                  << 9;
    QTest::newRow("a cell fired at") << Player::One << "A9 B9 C9 A6 E9 F9 G9 H9 A2 B2" << Kind::AlreadyFiredAt
                                     << 3;
    QTest::newRow("a cell known empty")
        << Player::One << "A9 B9 C9 D9 I9 F9 G9 H9 A2 B2" << Kind::KnownEmpty << 4;
    QTest::newRow("not your turn") << Player::Two << "A9 B9 C9 D9 E9 F9 G9 H9 A2 B2" << Kind::NotYourTurn
                                   << -1;
}

void TestMatchSalvo::fireSalvoRefusesAWrongSalvo()
{
    QFETCH(Player, shooter);
    QFETCH(QString, targets);
    QFETCH(SalvoError::Kind, kind);
    QFETCH(int, index);
    Match match = afterOneRound();
    QCOMPARE(match.turn(), std::optional(Player::One));
    const Match before = match;
    const auto fired = match.fireSalvo(shooter, cellsOf(targets));
    QVERIFY(!fired);
    QCOMPARE(int(fired.error().kind), int(kind));
    QCOMPARE(fired.error().index, index);
    QCOMPARE(fired.error().shotsLeft, 10);
    QVERIFY(match == before); // nothing fired, nothing changed
    QVERIFY(match.fireSalvo(Player::One, cellsOf("A9 B9 C9 D9 E9 F9 G9 H9 A2 B2")));
}

void TestMatchSalvo::fireSalvoRefusesOutsideTheBattle()
{
    const Ruleset rules = salvoOf(Ruleset::standard());
    Match placing(rules, Player::One);
    (void)placing.submitFleet(Player::One, layoutOf(rules, kStandardOne));
    const auto early = placing.fireSalvo(Player::One, cellsOf("A1"));
    QVERIFY(!early);
    QCOMPARE(int(early.error().kind), int(SalvoError::Kind::NotInBattle));

    Match over = battle(threeBoats(), kBoatsOne, kBoatsOne);
    QVERIFY(over.fireSalvo(Player::One, cellsOf("A1 C1 E1")));
    QVERIFY(over.result());
    const Match before = over;
    const auto late = over.fireSalvo(Player::Two, cellsOf("A1 C1 E1"));
    QVERIFY(!late);
    QCOMPARE(int(late.error().kind), int(SalvoError::Kind::MatchOver));
    QCOMPARE(late.error().index, -1);
    QVERIFY(over == before);
}

void TestMatchSalvo::theGameEndsMidSalvo()
{
    Match match = battle(threeBoats(), kBoatsOne, kBoatsOne);
    QVERIFY(match.fireSalvo(Player::One, cellsOf("A1 C1 B1"))); // two boats sunk, one miss
    QCOMPARE(match.shotsLeftInSalvo(), 1);                      // Two has one boat left
    QVERIFY(match.fireSalvo(Player::Two, cellsOf("A5")));
    QCOMPARE(match.salvoSize(Player::One), 3); // One still has three boats afloat
    const auto fired = match.fireSalvo(Player::One, cellsOf("E1 A9 B9"));
    QVERIFY(fired);
    QCOMPARE(int(fired->size()), 1); // the first shot sank the last boat: the rest is not fired
    QVERIFY(fired->front().fleetSunk);
    QCOMPARE(match.result(), std::optional(MatchResult{Player::One, EndReason::FleetSunk}));
    QCOMPARE(match.view(Player::One).at(cell("A9")), CellKnowledge::Unknown);
    QCOMPARE(int(match.history().shots.size()), 5);
    QCOMPARE(match.turn(), std::optional<Player>());
}

void TestMatchSalvo::marksAroundSunkWaitForTheSalvosEnd()
{
    Match match = battle(salvoOf(Ruleset::classic()), kClassicOne, kClassicTwo);
    const auto sinking = match.fire(Player::One, cell("J10")); // sinks Two's boat J10
    QVERIFY(sinking);
    QCOMPARE(sinking->result, ShotResult::Sunk);
    QVERIFY(sinking->markedEmpty.empty());
    QCOMPARE(match.view(Player::One).at(cell("J9")), CellKnowledge::Unknown);
    // A cell the marks will cover may still be fired at while the salvo lasts.
    QVERIFY(match.fire(Player::One, cell("I9")));
    for (const char* miss : {"A6", "B6", "C6", "D6", "E6", "F6", "G6"})
        QVERIFY(match.fire(Player::One, cell(miss)));
    QCOMPARE(match.shotsLeftInSalvo(), 1);
    QCOMPARE(match.view(Player::One).at(cell("I10")), CellKnowledge::Unknown);
    const auto last = match.fire(Player::One, cell("H6"));
    QVERIFY(last);
    QCOMPARE(sorted(last->markedEmpty), sorted(cellsOf("J9 I10"))); // I9 was fired at
    QCOMPARE(match.view(Player::One).at(cell("J9")), CellKnowledge::MarkedEmpty);
    QCOMPARE(match.view(Player::One).at(cell("I10")), CellKnowledge::MarkedEmpty);
    QCOMPARE(match.view(Player::One).at(cell("I9")), CellKnowledge::Miss);
}

void TestMatchSalvo::replayReproducesEverySalvo_data()
{
    QTest::addColumn<Ruleset>("rules");
    QTest::addColumn<int>("seed");
    for (Preset p : kNamedPresets)
        for (int seed : {1, 2, 3})
            QTest::addRow("%s %d", keyOf(p).data(), seed) << salvoOf(Ruleset::forPreset(p)) << seed;
}

void TestMatchSalvo::replayReproducesEverySalvo()
{
    QFETCH(Ruleset, rules);
    QFETCH(int, seed);
    const std::vector<Match> seen = playedShotByShot(rules, std::uint64_t(seed));
    QVERIFY(seen.back().result());
    // Salvos did happen: some shot left the turn with its shooter.
    bool again = false;
    for (std::size_t k = 1; k < seen.size(); ++k)
        again = again || seen[k].turn() == seen[k - 1].turn();
    QVERIFY(again);
    for (const Match& match : seen) {
        const auto replayed = Match::replay(match.history());
        QVERIFY(replayed);
        QVERIFY(*replayed == match);
    }
}

void TestMatchSalvo::salvoExcludesShootAgain()
{
    using Kind = RulesetProblem::Kind;
    for (Preset p : kPresets) {
        Ruleset rules = salvoOf(Ruleset::forPreset(p));
        QVERIFY(checkRuleset(rules).empty());
        QVERIFY(!Ruleset::forPreset(p).salvo); // off by default
        rules.shootAgainAfterHit = true;
        const std::vector<RulesetProblem> problems = checkRuleset(rules);
        QCOMPARE(int(problems.size()), 1);
        QCOMPARE(int(problems.front().kind), int(Kind::SalvoExcludesShootAgain));
    }
}

QTEST_GUILESS_MAIN(TestMatchSalvo)
#include "tst_match_salvo.moc"
