// SPDX-License-Identifier: GPL-3.0-or-later
// MatchHistory and Match::replay(): the history records everything needed to rebuild a match,
// and replaying it gives back exactly the match it came from, or says which step is illegal.
// Fixtures are drawn in the layout text form of core/layouttext.h; cells are named as players
// name them ("G3").
#include "core/layouttext.h"
#include "core/match.h"
#include "core/randomlayout.h"
#include "coretestsupport.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <optional>
#include <vector>

using namespace seabattle;

// Printers for the types only this suite compares; the shared ones are in coretestsupport.h.
namespace seabattle {

char* toString(ReplayError::Kind k)
{
    return nameOf(k, {"IllegalRuleset", "FleetRejected", "ShotRejected", "ForfeitRejected"});
}

char* toString(const std::optional<ShotError>& e)
{
    return e ? toString(*e) : qstrdup("nullopt");
}

} // namespace seabattle

Q_DECLARE_METATYPE(seabattle::MatchHistory)
Q_DECLARE_METATYPE(seabattle::ReplayError::Kind)

namespace {

// No game lasts longer: each player has only 100 cells to fire at.
constexpr int kMaxShots = 2 * kCellCount;

MatchHistory historyOf(const Ruleset& rules, Player first, std::optional<FleetLayout> one,
                       std::optional<FleetLayout> two, std::vector<Shot> shots = {},
                       std::optional<Forfeit> forfeit = std::nullopt)
{
    MatchHistory history;
    history.rules = rules;
    history.firstShooter = first;
    history.fleets = {std::move(one), std::move(two)};
    history.shots = std::move(shots);
    history.forfeit = forfeit;
    return history;
}

// Fires the next shot of a deterministic game: One sweeps the grid in reading order, Two
// backwards from J10, each skipping the cells its view rules out.
std::optional<ShotOutcome> sweepOnce(Match& match, std::array<int, 2>& next)
{
    const Player shooter = *match.turn();
    const std::size_t i = std::size_t(indexOf(shooter));
    const int step = shooter == Player::One ? 1 : -1;
    while (next[i] >= 0 && next[i] < kCellCount && !match.view(shooter).canFireAt(coordAt(next[i])))
        next[i] += step;
    if (next[i] < 0 || next[i] >= kCellCount)
        return std::nullopt;
    auto fired = match.fire(shooter, coordAt(next[i]));
    if (!fired)
        return std::nullopt;
    return *fired;
}

// A random legal shot of the player whose turn it is.
std::optional<ShotOutcome> fireRandomly(Match& match, Rng& rng)
{
    const Player shooter = *match.turn();
    std::vector<Coord> open;
    for (int i = 0; i < kCellCount; ++i)
        if (match.view(shooter).canFireAt(coordAt(i)))
            open.push_back(coordAt(i));
    if (open.empty())
        return std::nullopt;
    auto fired = match.fire(shooter, open[randomBelow(rng, open.size())]);
    if (!fired)
        return std::nullopt;
    return *fired;
}

// `replayed` is `original` in every observable respect, not only by operator==.
void verifySame(const Match& replayed, const Match& original)
{
    QCOMPARE(replayed.phase(), original.phase());
    QCOMPARE(replayed.turn(), original.turn());
    QCOMPARE(replayed.result(), original.result());
    QCOMPARE(replayed.firstShooter(), original.firstShooter());
    QVERIFY(replayed.rules() == original.rules());
    for (Player p : {Player::One, Player::Two}) {
        QVERIFY(replayed.fleet(p) == original.fleet(p));
        QVERIFY(replayed.view(p) == original.view(p));
        QCOMPARE(replayed.view(p).hits(), original.view(p).hits());
        QCOMPARE(replayed.view(p).shotsFired(), original.view(p).shotsFired());
        QCOMPARE(replayed.shipsAfloat(p), original.shipsAfloat(p));
        for (int i = 0; i < kCellCount; ++i)
            QVERIFY(replayed.view(p).at(coordAt(i)) == original.view(p).at(coordAt(i)));
    }
    QVERIFY(replayed.history() == original.history());
    QVERIFY(replayed == original);
}

} // namespace

class TestMatchHistory : public QObject {
    Q_OBJECT

private slots:
    // What the history records
    void recordsEverythingAccepted();
    void recordsAWholeGame();

    // Replay reproduces the match
    void replayReproduces_data();
    void replayReproduces();
    void replayRandomGames_data();
    void replayRandomGames();
    void replayPrefix_data();
    void replayPrefix();

    // Replay refuses an illegal history
    void replayErrors_data();
    void replayErrors();
};

// ---------------------------------------------------------------------------------------------
// What the history records

void TestMatchHistory::recordsEverythingAccepted()
{
    const Ruleset rules = Ruleset::standard();
    const FleetLayout one = layoutOf(rules, kStandardOne);
    const FleetLayout two = layoutOf(rules, kStandardTwo);
    Match match(rules, Player::Two);

    // Before anything: the rules and the first shooter, no fleet, no shot, no forfeit.
    QVERIFY(match.history().rules == rules);
    QCOMPARE(match.history().firstShooter, Player::Two);
    QVERIFY(!match.history().fleets[0] && !match.history().fleets[1]);
    QVERIFY(match.history().shots.empty());
    QVERIFY(!match.history().forfeit);

    // A rejected fleet is not recorded; accepted ones are, each in its player's slot.
    FleetLayout incomplete = one;
    incomplete.remove({5, 0});
    QVERIFY(!match.submitFleet(Player::One, incomplete));
    QVERIFY(!match.history().fleets[0]);
    QVERIFY(match.submitFleet(Player::Two, two));
    QVERIFY(!match.history().fleets[0]);
    QVERIFY(match.history().fleets[1] == two);
    QVERIFY(match.submitFleet(Player::One, one));
    QVERIFY(match.history().fleets[0] == one);
    QVERIFY(match.history().fleets[1] == two);

    // Accepted shots are recorded in order, refused ones are not (Standard: the turn passes).
    const struct {
        Player shooter;
        Coord target;
        bool accepted;
    } attempts[] = {
        {Player::One, cell("A1"), false},   // not One's turn: Two fires first
        {Player::Two, cell("J10"), true},   // Miss
        {Player::Two, cell("I10"), false},  // not Two's turn any more
        {Player::One, Coord{10, 0}, false}, // outside the grid
        {Player::One, cell("A1"), true},    // Hit
        {Player::Two, cell("A1"), true},    // Hit
        {Player::One, cell("A1"), false},   // already fired at
        {Player::One, cell("J10"), true},   // Sunk: the Patrol boat
        {Player::Two, cell("J7"), true},    // Sunk: the Patrol boat
        {Player::One, cell("J1"), true},    // Miss
    };
    std::vector<Shot> expected;
    for (const auto& a : attempts) {
        const auto fired = match.fire(a.shooter, a.target);
        QCOMPARE(fired.has_value(), a.accepted);
        if (a.accepted) {
            expected.push_back({a.shooter, a.target});
            QVERIFY(fired->shot == expected.back());
        }
        QVERIFY(match.history().shots == expected);
    }
    QCOMPARE(match.history().shots.size(), std::size_t(6));

    // A refused forfeit is not recorded; an accepted one is the last event.
    QVERIFY(!match.forfeit(Player::One, EndReason::FleetSunk));
    QVERIFY(!match.history().forfeit);
    QVERIFY(match.forfeit(Player::One, EndReason::RuleViolation));
    QVERIFY(match.history().forfeit == (Forfeit{Player::One, EndReason::RuleViolation}));
    const MatchHistory atEnd = match.history();
    QVERIFY(!match.fire(Player::Two, cell("B10")));
    QVERIFY(!match.forfeit(Player::Two, EndReason::Resignation));
    QVERIFY(match.history() == atEnd);
    QVERIFY(atEnd.shots == expected);

    // The rest of the record never moved.
    QVERIFY(atEnd.rules == rules);
    QCOMPARE(atEnd.firstShooter, Player::Two);
    QVERIFY(atEnd.fleets[0] == one && atEnd.fleets[1] == two);
}

void TestMatchHistory::recordsAWholeGame()
{
    const Ruleset rules = Ruleset::classic();
    Match match(rules, Player::One);
    QVERIFY(match.submitFleet(Player::One, layoutOf(rules, kClassicOne)));
    QVERIFY(match.submitFleet(Player::Two, layoutOf(rules, kClassicTwo)));
    std::array<int, 2> next = {0, kCellCount - 1};
    std::vector<Shot> fired;
    while (match.phase() == MatchPhase::Battle) {
        QVERIFY2(fired.size() < std::size_t(kMaxShots), "the game does not end");
        const auto outcome = sweepOnce(match, next);
        QVERIFY(outcome);
        fired.push_back(outcome->shot);
    }
    // Every shot of the game, both players', in the order fired; no forfeit after a win.
    QVERIFY(match.history().shots == fired);
    QCOMPARE(int(fired.size()), match.view(Player::One).shotsFired() + match.view(Player::Two).shotsFired());
    QVERIFY(!match.history().forfeit);
    QCOMPARE(match.result()->reason, EndReason::FleetSunk);
}

// ---------------------------------------------------------------------------------------------
// Replay reproduces the match

void TestMatchHistory::replayReproduces_data()
{
    QTest::addColumn<Ruleset>("rules");
    QTest::addColumn<QString>("one");
    QTest::addColumn<QString>("two");
    QTest::addColumn<Player>("first");
    QTest::addColumn<int>("fleetsIn");  // 0, 1 (Two's only) or 2
    QTest::addColumn<int>("shots");     // how many to fire; -1: until the win
    QTest::addColumn<int>("forfeitBy"); // -1: none, 0: One, 1: Two
    QTest::addColumn<EndReason>("reason");

    const Ruleset standard = Ruleset::standard();
    const Ruleset classic = Ruleset::classic();
    const Ruleset hasbro = Ruleset::hasbro();
    const EndReason none = EndReason::FleetSunk; // unused when there is no forfeit
    QTest::newRow("placement, no fleet")
        << standard << kStandardOne << kStandardTwo << Player::One << 0 << 0 << -1 << none;
    QTest::newRow("placement, Two's fleet in")
        << standard << kStandardOne << kStandardTwo << Player::One << 1 << 0 << -1 << none;
    QTest::newRow("after placement") << standard << kStandardOne << kStandardTwo << Player::Two << 2 << 0
                                     << -1 << none;
    QTest::newRow("mid-battle, Standard")
        << standard << kStandardOne << kStandardTwo << Player::One << 2 << 25 << -1 << none;
    QTest::newRow("mid-battle, Classic with marks")
        << classic << kClassicOne << kClassicTwo << Player::Two << 2 << 60 << -1 << none;
    QTest::newRow("mid-battle, Hasbro")
        << hasbro << kHasbroOne << kHasbroTwo << Player::One << 2 << 33 << -1 << none;
    QTest::newRow("won, Standard") << standard << kStandardOne << kStandardTwo << Player::One << 2 << -1 << -1
                                   << none;
    QTest::newRow("won, Standard, shoot again") << withShootAgain(standard, true) << kStandardOne
                                                << kStandardTwo << Player::Two << 2 << -1 << -1 << none;
    QTest::newRow("won, Classic") << classic << kClassicOne << kClassicTwo << Player::One << 2 << -1 << -1
                                  << none;
    QTest::newRow("won, Hasbro") << hasbro << kHasbroOne << kHasbroTwo << Player::Two << 2 << -1 << -1
                                 << none;
    QTest::newRow("forfeit in placement, no fleet")
        << standard << kStandardOne << kStandardTwo << Player::One << 0 << 0 << 0 << EndReason::Resignation;
    QTest::newRow("forfeit in placement, Two's fleet in")
        << classic << kClassicOne << kClassicTwo << Player::One << 1 << 0 << 1 << EndReason::Disconnection;
    QTest::newRow("forfeit before the first shot")
        << hasbro << kHasbroOne << kHasbroTwo << Player::Two << 2 << 0 << 0 << EndReason::Resignation;
    QTest::newRow("forfeit mid-battle")
        << classic << kClassicOne << kClassicTwo << Player::One << 2 << 30 << 1 << EndReason::RuleViolation;
}

void TestMatchHistory::replayReproduces()
{
    QFETCH(Ruleset, rules);
    QFETCH(QString, one);
    QFETCH(QString, two);
    QFETCH(Player, first);
    QFETCH(int, fleetsIn);
    QFETCH(int, shots);
    QFETCH(int, forfeitBy);
    QFETCH(EndReason, reason);

    // Two submits first: replay submits in player order, which must not matter.
    Match original(rules, first);
    if (fleetsIn >= 1)
        QVERIFY(original.submitFleet(Player::Two, layoutOf(rules, two.toLatin1().constData())));
    if (fleetsIn >= 2)
        QVERIFY(original.submitFleet(Player::One, layoutOf(rules, one.toLatin1().constData())));
    std::array<int, 2> next = {0, kCellCount - 1};
    for (int i = 0; (shots < 0 || i < shots) && original.phase() == MatchPhase::Battle; ++i) {
        QVERIFY2(i < kMaxShots, "the game does not end");
        QVERIFY(sweepOnce(original, next));
    }
    if (shots > 0)
        QCOMPARE(int(original.history().shots.size()), shots); // the row means what it says
    if (shots < 0)
        QCOMPARE(original.phase(), MatchPhase::Over);
    if (rules.markAroundSunk && shots != 0 && fleetsIn == 2) {
        // The row's premise: some cells were marked empty, so replay has marks to reproduce.
        int marked = 0;
        for (int i = 0; i < kCellCount; ++i)
            marked += original.view(Player::One).at(coordAt(i)) == CellKnowledge::MarkedEmpty;
        QVERIFY(marked > 0);
    }
    if (forfeitBy >= 0)
        QVERIFY(original.forfeit(forfeitBy == 0 ? Player::One : Player::Two, reason));

    const auto replayed = Match::replay(original.history());
    QVERIFY(replayed);
    verifySame(*replayed, original);
    if (QTest::currentTestFailed())
        return;

    // The replayed match plays on exactly like the original.
    if (original.phase() == MatchPhase::Battle) {
        Match a = original;
        Match b = *replayed;
        std::array<int, 2> nextA = next;
        std::array<int, 2> nextB = next;
        while (a.phase() == MatchPhase::Battle) {
            QVERIFY2(int(a.history().shots.size()) < kMaxShots, "the game does not end");
            const auto fa = sweepOnce(a, nextA);
            const auto fb = sweepOnce(b, nextB);
            QVERIFY(fa && fb);
            QVERIFY(*fa == *fb);
        }
        QVERIFY(a == b);
    }
}

void TestMatchHistory::replayRandomGames_data()
{
    addRandomGameRows({{11, 25}, {12, 20}, {21, 25}, {31, 25}, {41, 15}});
}

void TestMatchHistory::replayRandomGames()
{
    forEachRandomGame([](Match& match, const Ruleset&, Rng& rng, const char* where) {
        // A quarter of the games end in a forfeit, a quarter stop unfinished, the rest are won.
        const auto ending = randomBelow(rng, 4);
        const int stopAfter = ending <= 1 ? int(randomBelow(rng, 120)) : -1;
        std::vector<Match> snapshots{match}; // snapshots[k]: after k shots
        while (match.phase() == MatchPhase::Battle && (stopAfter < 0 || int(snapshots.size()) <= stopAfter)) {
            QVERIFY2(int(snapshots.size()) <= kMaxShots, where);
            QVERIFY2(fireRandomly(match, rng), where);
            snapshots.push_back(match);
        }
        if (ending == 0 && match.phase() == MatchPhase::Battle) {
            const Player loser = randomChance(rng, 1, 2) ? Player::One : Player::Two;
            const EndReason reasons[] = {EndReason::Resignation, EndReason::RuleViolation,
                                         EndReason::Disconnection};
            QVERIFY2(match.forfeit(loser, reasons[randomBelow(rng, 3)]), where);
        }
        if (ending >= 2)
            QVERIFY2(match.result() && match.result()->reason == EndReason::FleetSunk, where);

        const auto replayed = Match::replay(match.history());
        QVERIFY2(replayed, where);
        verifySame(*replayed, match);
        if (QTest::currentTestFailed()) {
            qWarning("the replay differs in %s", where); // the helper's failure does not name the game
            return;
        }

        // A random prefix of the shots gives the state the match had after them.
        MatchHistory prefix = match.history();
        const std::size_t k = randomBelow(rng, prefix.shots.size() + 1);
        prefix.shots.resize(k);
        prefix.forfeit.reset();
        const auto partial = Match::replay(prefix);
        QVERIFY2(partial, where);
        QVERIFY2(*partial == snapshots[k], where);
    });
}

void TestMatchHistory::replayPrefix_data()
{
    QTest::addColumn<Ruleset>("rules");
    QTest::addColumn<quint64>("seed");

    QTest::newRow("Standard") << Ruleset::standard() << quint64(7);
    QTest::newRow("Classic") << Ruleset::classic() << quint64(8);
    QTest::newRow("Hasbro, shoot again") << withShootAgain(Ruleset::hasbro(), true) << quint64(9);
    QTest::newRow("Custom, side contact only, marked") << sideContactMarked() << quint64(10);
}

void TestMatchHistory::replayPrefix()
{
    QFETCH(Ruleset, rules);
    QFETCH(quint64, seed);

    // A whole random game, with the state after every shot.
    Rng rng(seed);
    Match match(rules, chooseFirstShooter(FirstShooter::Random, rng));
    const auto one = randomLayout(rules, rng);
    const auto two = randomLayout(rules, rng);
    QVERIFY(one && two);
    QVERIFY(match.submitFleet(Player::One, *one));
    QVERIFY(match.submitFleet(Player::Two, *two));
    std::vector<Match> snapshots{match};
    while (match.phase() == MatchPhase::Battle) {
        QVERIFY2(int(snapshots.size()) <= kMaxShots, "the game does not end");
        QVERIFY(fireRandomly(match, rng));
        snapshots.push_back(match);
    }

    // Every prefix of the shots replays to the state the game had at that point.
    const MatchHistory whole = match.history();
    for (std::size_t k = 0; k <= whole.shots.size(); ++k) {
        MatchHistory prefix = whole;
        prefix.shots.resize(k);
        const auto replayed = Match::replay(prefix);
        QVERIFY(replayed);
        verifySame(*replayed, snapshots[k]);
        if (QTest::currentTestFailed()) {
            qWarning("the replay of the first %zu shots differs", k);
            return;
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Replay refuses an illegal history

void TestMatchHistory::replayErrors_data()
{
    QTest::addColumn<MatchHistory>("history");
    QTest::addColumn<ReplayError::Kind>("kind");
    QTest::addColumn<int>("shotIndex");                       // ShotRejected
    QTest::addColumn<ShotError>("shotError");                 // ShotRejected
    QTest::addColumn<int>("player");                          // FleetRejected: 0 One, 1 Two
    QTest::addColumn<std::vector<LayoutProblem>>("problems"); // FleetRejected

    using Kind = ReplayError::Kind;
    using Problem = LayoutProblem::Kind;
    const ShotError noShotError = ShotError::NotInBattle; // unused unless ShotRejected
    const std::vector<LayoutProblem> noProblems;
    const Ruleset standard = Ruleset::standard();
    const FleetLayout one = layoutOf(standard, kStandardOne);
    const FleetLayout two = layoutOf(standard, kStandardTwo);

    // The ruleset itself.
    Ruleset tooLong = Ruleset::forPreset(Preset::Custom);
    tooLong.fleet.push_back({"Dreadnought", 7, 1});
    QTest::newRow("a class of length 7") << historyOf(tooLong, Player::One, std::nullopt, std::nullopt)
                                         << Kind::IllegalRuleset << -1 << noShotError << -1 << noProblems;
    Ruleset empty = Ruleset::forPreset(Preset::Custom);
    empty.fleet.clear();
    QTest::newRow("no ships at all") << historyOf(empty, Player::One, std::nullopt, std::nullopt)
                                     << Kind::IllegalRuleset << -1 << noShotError << -1 << noProblems;
    Ruleset markedTouching = Ruleset::hasbro();
    markedTouching.markAroundSunk = true;
    QTest::newRow("marking around ships that may touch")
        << historyOf(markedTouching, Player::One, layoutOf(markedTouching, kHasbroOne),
                     layoutOf(markedTouching, kHasbroTwo))
        << Kind::IllegalRuleset << -1 << noShotError << -1 << noProblems;
    Ruleset crowded = Ruleset::forPreset(Preset::Custom);
    crowded.fleet = {{"Leviathan", 6, 9}};
    QTest::newRow("a fleet that cannot fit") << historyOf(crowded, Player::One, std::nullopt, std::nullopt)
                                             << Kind::IllegalRuleset << -1 << noShotError << -1 << noProblems;

    // A fleet.
    FleetLayout incomplete = one;
    incomplete.remove({5, 0});
    QTest::newRow("One's fleet lacks the Patrol boat")
        << historyOf(standard, Player::One, incomplete, two) << Kind::FleetRejected << -1 << noShotError << 0
        << std::vector<LayoutProblem>{
               {.kind = Problem::WrongCount, .shipClass = 5, .expected = 1, .actual = 0}};
    QTest::newRow("Two's ships touch")
        << historyOf(standard, Player::One, one, layoutOf(standard, kStandardTouching)) << Kind::FleetRejected
        << -1 << noShotError << 1
        << std::vector<LayoutProblem>{{.kind = Problem::Touching,
                                       .ships = {{2, 0}, {3, 0}},
                                       .cells = {cell("F3")},
                                       .contact = Contact::Side}};
    QTest::newRow("Two's fleet alone, and illegal")
        << historyOf(standard, Player::One, std::nullopt, incomplete) << Kind::FleetRejected << -1
        << noShotError << 1
        << std::vector<LayoutProblem>{
               {.kind = Problem::WrongCount, .shipClass = 5, .expected = 1, .actual = 0}};

    // A shot. Standard: the turn passes after every shot.
    const Player P1 = Player::One;
    const Player P2 = Player::Two;
    QTest::newRow("a Miss fired at again")
        << historyOf(standard, P1, one, two, {{P1, cell("J1")}, {P2, cell("J10")}, {P1, cell("J1")}})
        << Kind::ShotRejected << 2 << ShotError::AlreadyFiredAt << -1 << noProblems;
    QTest::newRow("a Hit fired at again")
        << historyOf(standard, P1, one, two, {{P1, cell("A1")}, {P2, cell("J10")}, {P1, cell("A1")}})
        << Kind::ShotRejected << 2 << ShotError::AlreadyFiredAt << -1 << noProblems;
    QTest::newRow("two shots in a row")
        << historyOf(standard, P1, one, two, {{P1, cell("J1")}, {P1, cell("I1")}}) << Kind::ShotRejected << 1
        << ShotError::NotYourTurn << -1 << noProblems;
    QTest::newRow("a hit gives no second shot under Standard")
        << historyOf(standard, P1, one, two, {{P1, cell("A1")}, {P1, cell("A2")}}) << Kind::ShotRejected << 1
        << ShotError::NotYourTurn << -1 << noProblems;
    QTest::newRow("the wrong player starts")
        << historyOf(standard, P2, one, two, {{P1, cell("J1")}}) << Kind::ShotRejected << 0
        << ShotError::NotYourTurn << -1 << noProblems;
    QTest::newRow("a shot outside the grid")
        << historyOf(standard, P1, one, two, {{P1, cell("J1")}, {P2, Coord{-1, 3}}}) << Kind::ShotRejected
        << 1 << ShotError::OutsideGrid << -1 << noProblems;
    QTest::newRow("a shot during placement")
        << historyOf(standard, P1, one, std::nullopt, {{P1, cell("J1")}}) << Kind::ShotRejected << 0
        << ShotError::NotInBattle << -1 << noProblems;
    const Ruleset classic = Ruleset::classic();
    QTest::newRow("a shot at a cell marked empty")
        << historyOf(classic, P1, layoutOf(classic, kClassicOne), layoutOf(classic, kClassicTwo),
                     {{P1, cell("J10")}, {P1, cell("I9")}})
        << Kind::ShotRejected << 1 << ShotError::KnownEmpty << -1 << noProblems;
    const Ruleset boat = oneBoat();
    const FleetLayout boatLayout = layoutOf(boat, kBoatAtE4);
    QTest::newRow("a shot after the win")
        << historyOf(boat, P1, boatLayout, boatLayout, {{P1, cell("E4")}, {P2, cell("E4")}})
        << Kind::ShotRejected << 1 << ShotError::MatchOver << -1 << noProblems;

    // A forfeit.
    QTest::newRow("a forfeit after the fleet was sunk")
        << historyOf(boat, P1, boatLayout, boatLayout, {{P1, cell("E4")}},
                     Forfeit{P2, EndReason::Resignation})
        << Kind::ForfeitRejected << -1 << noShotError << -1 << noProblems;
    QTest::newRow("FleetSunk declared as a forfeit")
        << historyOf(standard, P1, one, two, {{P1, cell("J1")}}, Forfeit{P1, EndReason::FleetSunk})
        << Kind::ForfeitRejected << -1 << noShotError << -1 << noProblems;
}

void TestMatchHistory::replayErrors()
{
    QFETCH(MatchHistory, history);
    QFETCH(ReplayError::Kind, kind);
    QFETCH(int, shotIndex);
    QFETCH(ShotError, shotError);
    QFETCH(int, player);
    QFETCH(std::vector<LayoutProblem>, problems);

    const auto replayed = Match::replay(history);
    QVERIFY(!replayed);
    const ReplayError& error = replayed.error();
    QCOMPARE(error.kind, kind);
    switch (kind) {
    case ReplayError::Kind::ShotRejected:
        QCOMPARE(error.shotIndex, shotIndex);
        QCOMPARE(error.shotError, std::optional<ShotError>(shotError));
        break;
    case ReplayError::Kind::FleetRejected:
        QCOMPARE(error.player, std::optional<Player>(player == 0 ? Player::One : Player::Two));
        QVERIFY(error.fleetRejection);
        QCOMPARE(error.fleetRejection->kind, FleetRejection::Kind::IllegalLayout);
        QVERIFY(error.fleetRejection->problems == problems);
        break;
    case ReplayError::Kind::IllegalRuleset:
        // The premise of the row: the ruleset really is unplayable.
        QVERIFY(!checkRuleset(history.rules).empty());
        break;
    case ReplayError::Kind::ForfeitRejected:
        break;
    }
}

QTEST_APPLESS_MAIN(TestMatchHistory)
#include "tst_matchhistory.moc"
