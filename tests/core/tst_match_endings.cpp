// SPDX-License-Identifier: GPL-3.0-or-later
// Match, the judge of a game (docs/RULES.md), at its end: the last ship sunk wins, forfeits, and
// random games that always end in a fair win. Fixtures are drawn in the layout text form of
// core/layouttext.h; cells are named as players name them ("G3"). The other themes are the
// tst_match_* beside it.
#include "matchsuites.h"

#include "core/layouttext.h"
#include "core/match.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <optional>
#include <vector>

using namespace seabattle;
using namespace matchsuite;

class TestMatchEndings : public QObject {
    Q_OBJECT

private slots:
    // The win
    void fullGameToWin_data();
    void fullGameToWin();

    // Forfeits
    void forfeitEndsMatch_data();
    void forfeitEndsMatch();
    void forfeitAfterWinRefused();
    void fleetSunkIsNotAForfeit();

    // Property: random games always end in a fair win
    void randomGamesEndInWin_data();
    void randomGamesEndInWin();
};

// ---------------------------------------------------------------------------------------------
// The win

void TestMatchEndings::fullGameToWin_data()
{
    QTest::addColumn<Ruleset>("rules");
    QTest::addColumn<QString>("one");
    QTest::addColumn<QString>("two");
    QTest::addColumn<Player>("first");
    QTest::addColumn<int>("fleetCells"); // RULES.md's fleet table

    const Ruleset standard = Ruleset::standard();
    const Ruleset classic = Ruleset::classic();
    const Ruleset hasbro = Ruleset::hasbro();
    // Standard: 18, not the seed text's "17".
    QTest::newRow("Standard") << standard << kStandardOne << kStandardTwo << Player::One << 18;
    QTest::newRow("Standard, Two first") << standard << kStandardOne << kStandardTwo << Player::Two << 18;
    QTest::newRow("Standard, shoot again")
        << withShootAgain(standard, true) << kStandardOne << kStandardTwo << Player::One << 18;
    QTest::newRow("Classic") << classic << kClassicOne << kClassicTwo << Player::One << 20;
    QTest::newRow("Classic, Two first") << classic << kClassicTwo << kClassicOne << Player::Two << 20;
    QTest::newRow("Classic without shoot again")
        << withShootAgain(classic, false) << kClassicOne << kClassicTwo << Player::Two << 20;
    QTest::newRow("Hasbro") << hasbro << kHasbroOne << kHasbroTwo << Player::One << 17;
    QTest::newRow("Hasbro, shoot again")
        << withShootAgain(hasbro, true) << kHasbroOne << kHasbroTwo << Player::Two << 17;
}

void TestMatchEndings::fullGameToWin()
{
    QFETCH(Ruleset, rules);
    QFETCH(QString, one);
    QFETCH(QString, two);
    QFETCH(Player, first);
    QFETCH(int, fleetCells);

    QCOMPARE(rules.fleetCells(), fleetCells);
    Match match(rules, first);
    QVERIFY(match.submitFleet(Player::One, layoutOf(rules, one.toLatin1().constData())));
    QVERIFY(match.submitFleet(Player::Two, layoutOf(rules, two.toLatin1().constData())));

    // One sweeps the grid in reading order, Two backwards from J10; each skips cells its view rules out.
    std::array<int, 2> next = {0, kCellCount - 1};
    std::optional<ShotOutcome> last;
    int shots = 0;
    while (match.phase() == MatchPhase::Battle) {
        QVERIFY2(++shots <= 2 * kCellCount, "the game does not end");
        const Player shooter = *match.turn();
        const std::size_t i = std::size_t(indexOf(shooter));
        const int step = shooter == Player::One ? 1 : -1;
        while (next[i] >= 0 && next[i] < kCellCount && !match.view(shooter).canFireAt(coordAt(next[i])))
            next[i] += step;
        QVERIFY(next[i] >= 0 && next[i] < kCellCount);
        const auto fired = match.fire(shooter, coordAt(next[i]));
        QVERIFY(fired);
        last = *fired;
        if (!fired->fleetSunk) {
            // Not over yet: the turn follows the rule.
            const bool again = rules.shootAgainAfterHit && fired->result != ShotResult::Miss;
            QCOMPARE(fired->nextShooter, std::optional<Player>(again ? shooter : opponent(shooter)));
            QCOMPARE(match.turn(), fired->nextShooter);
            QVERIFY(match.view(shooter).hits() < fleetCells);
        }
    }

    const Player winner = last->shot.shooter;
    const Player loser = opponent(winner);
    QCOMPARE(last->result, ShotResult::Sunk);
    QVERIFY(last->fleetSunk);
    QCOMPARE(last->nextShooter, std::optional<Player>());
    QCOMPARE(match.result(), std::optional<MatchResult>(MatchResult{winner, EndReason::FleetSunk}));
    QCOMPARE(match.phase(), MatchPhase::Over);
    QCOMPARE(match.turn(), std::optional<Player>());

    // Every cell of the loser's fleet was hit, and every ship announced sunk.
    const ShotChart& view = match.view(winner);
    QCOMPARE(view.hits(), fleetCells);
    QCOMPARE(countCells(view, {CellKnowledge::Hit, CellKnowledge::Sunk}), fleetCells);
    for (Coord c : shipCells(match, loser))
        QCOMPARE(view.at(c), CellKnowledge::Sunk);
    QCOMPARE(int(view.sunkShips().size()), rules.shipCount());
    std::vector<ShipId> sunkIds;
    for (const SunkShip& s : view.sunkShips())
        sunkIds.push_back(s.ship);
    std::sort(sunkIds.begin(), sunkIds.end());
    QVERIFY(sunkIds == rules.ships());
    QCOMPARE(match.shipsAfloat(loser), 0);
    QVERIFY(match.shipsAfloat(winner) > 0);
    QVERIFY(match.view(loser).hits() < fleetCells);
    QVERIFY(viewIsTruthful(match.view(winner), *match.fleet(loser)));
    QVERIFY(viewIsTruthful(match.view(loser), *match.fleet(winner)));

    // Nothing more may be fired, by either player, anywhere.
    const Match over = match;
    for (Player p : {Player::One, Player::Two}) {
        for (int i = 0; i < kCellCount; ++i) {
            const auto fired = match.fire(p, coordAt(i));
            QVERIFY(!fired);
            QCOMPARE(fired.error(), ShotError::MatchOver);
        }
    }
    QVERIFY(match == over);
}

// ---------------------------------------------------------------------------------------------
// Forfeits

void TestMatchEndings::forfeitEndsMatch_data()
{
    QTest::addColumn<int>("fleetsIn"); // 0 or 1: placement; 2: battle
    QTest::addColumn<Player>("loser");
    QTest::addColumn<EndReason>("reason");

    const struct {
        const char* name;
        EndReason reason;
    } reasons[] = {{"resignation", EndReason::Resignation},
                   {"rule violation", EndReason::RuleViolation},
                   {"disconnection", EndReason::Disconnection}};
    const char* stages[] = {"placement, no fleet", "placement, One's fleet in", "battle"};
    for (const auto& r : reasons)
        for (int fleetsIn = 0; fleetsIn < 3; ++fleetsIn)
            for (Player loser : {Player::One, Player::Two})
                QTest::addRow("%s in %s, %s loses", r.name, stages[fleetsIn],
                              loser == Player::One ? "One" : "Two")
                    << fleetsIn << loser << r.reason;
}

void TestMatchEndings::forfeitEndsMatch()
{
    QFETCH(int, fleetsIn);
    QFETCH(Player, loser);
    QFETCH(EndReason, reason);

    const Ruleset rules = Ruleset::standard();
    Match match(rules, Player::One);
    if (fleetsIn >= 1)
        QVERIFY(match.submitFleet(Player::One, layoutOf(rules, kStandardOne)));
    if (fleetsIn == 2) {
        QVERIFY(match.submitFleet(Player::Two, layoutOf(rules, kStandardTwo)));
        QVERIFY(match.fire(Player::One, cell("A1")));
        QVERIFY(match.fire(Player::Two, cell("J10")));
    }
    QCOMPARE(match.phase(), fleetsIn == 2 ? MatchPhase::Battle : MatchPhase::Placement);

    QVERIFY(match.forfeit(loser, reason));
    QCOMPARE(match.result(), std::optional<MatchResult>(MatchResult{opponent(loser), reason}));
    QCOMPARE(match.phase(), MatchPhase::Over);
    QCOMPARE(match.turn(), std::optional<Player>());

    // Over is over: no shot, no fleet, no second forfeit by anyone.
    const Match over = match;
    for (Player p : {Player::One, Player::Two}) {
        const auto fired = match.fire(p, cell("E5"));
        QVERIFY(!fired);
        QCOMPARE(fired.error(), ShotError::MatchOver);
        const auto again = match.forfeit(p, EndReason::Resignation);
        QVERIFY(!again);
        QCOMPARE(again.error(), ForfeitError::MatchOver);
    }
    const auto late = match.submitFleet(Player::Two, layoutOf(rules, kStandardTwo));
    QVERIFY(!late);
    QCOMPARE(late.error().kind, FleetRejection::Kind::NotInPlacement);
    QVERIFY(match == over);
    QCOMPARE(match.result(), std::optional<MatchResult>(MatchResult{opponent(loser), reason}));
}

void TestMatchEndings::forfeitAfterWinRefused()
{
    const Ruleset rules = oneBoat();
    Match match(rules, Player::Two);
    const FleetLayout boat = layoutOf(rules, kBoatAtE4);
    QVERIFY(match.submitFleet(Player::One, boat));
    QVERIFY(match.submitFleet(Player::Two, boat));
    const auto fired = match.fire(Player::Two, cell("E4"));
    QVERIFY(fired);
    QVERIFY(fired->fleetSunk);
    const MatchResult won{Player::Two, EndReason::FleetSunk};
    QCOMPARE(match.result(), std::optional<MatchResult>(won));

    // The loser cannot turn the defeat into a forfeit, nor the winner into a loss.
    const Match over = match;
    for (Player p : {Player::One, Player::Two})
        for (EndReason reason :
             {EndReason::Resignation, EndReason::RuleViolation, EndReason::Disconnection}) {
            const auto forfeited = match.forfeit(p, reason);
            QVERIFY(!forfeited);
            QCOMPARE(forfeited.error(), ForfeitError::MatchOver);
        }
    QVERIFY(match == over);
    QCOMPARE(match.result(), std::optional<MatchResult>(won));
}

void TestMatchEndings::fleetSunkIsNotAForfeit()
{
    const Ruleset rules = Ruleset::standard();
    Match placement(rules, Player::One);
    Match battling = battle(rules, kStandardOne, kStandardTwo);
    QVERIFY(battling.fire(Player::One, cell("A1")));
    for (Match* match : {&placement, &battling}) {
        const Match before = *match;
        for (Player p : {Player::One, Player::Two}) {
            const auto forfeited = match->forfeit(p, EndReason::FleetSunk);
            QVERIFY(!forfeited);
            QCOMPARE(forfeited.error(), ForfeitError::NotAForfeit);
        }
        QVERIFY(*match == before);
        QCOMPARE(match->result(), std::optional<MatchResult>());
    }
    QCOMPARE(battling.turn(), std::optional<Player>(Player::Two));
}

// ---------------------------------------------------------------------------------------------
// Property: random games always end in a fair win

void TestMatchEndings::randomGamesEndInWin_data()
{
    addRandomGameRows({{1001, 300}, {1002, 100}, {2001, 300}, {3001, 300}, {4001, 100}});
}

void TestMatchEndings::randomGamesEndInWin()
{
    forEachRandomGame([](Match& match, const Ruleset& rules, Rng& rng, const char* where) {
        std::array<int, 2> shots{};
        std::vector<Coord> open;
        while (match.phase() == MatchPhase::Battle) {
            const Player shooter = *match.turn();
            open.clear();
            for (int i = 0; i < kCellCount; ++i)
                if (match.view(shooter).canFireAt(coordAt(i)))
                    open.push_back(coordAt(i));
            QVERIFY2(!open.empty(), where);
            const auto fired = match.fire(shooter, open[randomBelow(rng, open.size())]);
            QVERIFY2(fired, where);
            QVERIFY2(++shots[std::size_t(indexOf(shooter))] <= kCellCount, where);
            // An outcome is consistent with itself and with the match.
            QVERIFY2(fired->sunk.has_value() == (fired->result == ShotResult::Sunk), where);
            QVERIFY2(fired->markedEmpty.empty() || (fired->sunk && rules.markAroundSunk), where);
            QVERIFY2(fired->fleetSunk == !fired->nextShooter.has_value(), where);
            QVERIFY2(match.turn() == fired->nextShooter, where);
        }

        QVERIFY2(match.result() && match.result()->reason == EndReason::FleetSunk, where);
        const Player winner = match.result()->winner;
        const Player loser = opponent(winner);
        const ShotChart& view = match.view(winner);
        QVERIFY2(view.hits() == rules.fleetCells(), where);
        QVERIFY2(countCells(view, {CellKnowledge::Hit, CellKnowledge::Sunk}) == rules.fleetCells(), where);
        QVERIFY2(int(view.sunkShips().size()) == rules.shipCount(), where);
        QVERIFY2(match.shipsAfloat(loser) == 0 && match.shipsAfloat(winner) > 0, where);
        QVERIFY2(match.view(loser).hits() < rules.fleetCells(), where);
        QVERIFY2(viewIsTruthful(view, *match.fleet(loser)), where);
        QVERIFY2(viewIsTruthful(match.view(loser), *match.fleet(winner)), where);
        QVERIFY2(view.shotsFired() == shots[std::size_t(indexOf(winner))], where);
        QVERIFY2(shots[0] <= kCellCount && shots[1] <= kCellCount, where);
        QVERIFY2(int(match.history().shots.size()) == shots[0] + shots[1], where);
    });
}

QTEST_APPLESS_MAIN(TestMatchEndings)
#include "tst_match_endings.moc"
