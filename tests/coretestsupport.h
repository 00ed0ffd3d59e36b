// SPDX-License-Identifier: GPL-3.0-or-later
// What the core test suites share: QTest printers and metatypes, fixtures and their helpers, random
// games. (The helpers of the Match and PeerMatch suites are in matchsuites.h.)
#pragma once

#include "core/answer.h"
#include "core/coord.h"
#include "core/layouttext.h"
#include "core/match.h"
#include "core/peermatch.h"
#include "core/randomlayout.h"
#include "core/revealcheck.h"
#include "core/rng.h"

#include <QTest>

#include <algorithm>
#include <cstddef>
#include <initializer_list>
#include <iterator>
#include <optional>
#include <string>
#include <utility>
#include <vector>

// Readable failure messages: QCOMPARE finds these by argument-dependent lookup.
namespace seabattle {

template <class E, std::size_t N> inline char* nameOf(E value, const char* const (&names)[N])
{
    const auto i = std::size_t(value);
    return qstrdup(i < N ? names[i] : "(out of range)");
}

inline char* toString(Player p)
{
    return nameOf(p, {"Player::One", "Player::Two"});
}
inline char* toString(ShotError e)
{
    return nameOf(e,
                  {"NotInBattle", "MatchOver", "NotYourTurn", "OutsideGrid", "AlreadyFiredAt", "KnownEmpty"});
}
inline char* toString(MatchPhase p)
{
    return nameOf(p, {"Placement", "Battle", "Over"});
}
inline char* toString(EndReason r)
{
    return nameOf(r, {"FleetSunk", "Resignation", "RuleViolation", "Disconnection"});
}
inline char* toString(FleetRejection::Kind k)
{
    return nameOf(k, {"NotInPlacement", "AlreadySubmitted", "IllegalLayout"});
}

inline char* toString(const std::optional<Player>& p)
{
    return p ? toString(*p) : qstrdup("nullopt");
}

inline char* toString(MatchResult r)
{
    char* winner = toString(r.winner);
    char* reason = toString(r.reason);
    char* text = qstrdup((std::string("{") + winner + ", " + reason + "}").c_str());
    delete[] winner;
    delete[] reason;
    return text;
}

inline char* toString(const std::optional<MatchResult>& r)
{
    return r ? toString(*r) : qstrdup("nullopt");
}

// A cell as players name it ("G3"); one off the board as its column and row.
inline std::string coordText(Coord c)
{
    if (isOnBoard(c))
        return formatCoord(c);
    return "{" + std::to_string(c.column) + ", " + std::to_string(c.row) + "}";
}
inline std::string shipText(ShipId ship)
{
    return "ShipId{" + std::to_string(ship.shipClass) + ", " + std::to_string(ship.number) + "}";
}

inline char* toString(Coord c)
{
    return qstrdup(coordText(c).c_str());
}
inline char* toString(ShipId ship)
{
    return qstrdup(shipText(ship).c_str());
}
inline char* toString(ShotResult r)
{
    return nameOf(r, {"Miss", "Hit", "Sunk"});
}
inline char* toString(CellKnowledge k)
{
    return nameOf(k, {"Unknown", "Miss", "Hit", "Sunk", "MarkedEmpty"});
}
inline char* toString(ForfeitError e)
{
    return nameOf(e, {"MatchOver", "NotAForfeit"});
}
inline char* toString(const std::vector<Coord>& cells)
{
    std::string text;
    for (Coord c : cells)
        text += (text.empty() ? "" : " ") + coordText(c);
    return qstrdup(("[" + text + "]").c_str());
}

inline const char* const kImpossibleKindNames[] = {"NoShotPending",   "WrongCell",   "SunkWithoutShip",
                                                   "NotInFleet",      "AlreadySunk", "WrongCells",
                                                   "FleetCannotHide", "UnsunkFleet"};

inline char* toString(ImpossibleAnswer::Kind k)
{
    return nameOf(k, kImpossibleKindNames);
}
inline char* toString(const ImpossibleAnswer& a)
{
    const auto i = std::size_t(a.kind);
    std::string text =
        std::string("{") + (i < std::size(kImpossibleKindNames) ? kImpossibleKindNames[i] : "?") + ", " +
        coordText(a.target) + ", " + (a.ship ? shipText(*a.ship) : std::string("nullopt")) + "}";
    return qstrdup(text.c_str());
}

// Any other optional whose value has a printer; constrained, so that an optional of a type without
// one is left to QTest's default instead of failing to compile.
template <class T, class = decltype(toString(std::declval<const T&>()))>
char* toString(const std::optional<T>& value)
{
    return value ? toString(*value) : qstrdup("nullopt");
}

} // namespace seabattle

Q_DECLARE_METATYPE(seabattle::Ruleset)
Q_DECLARE_METATYPE(seabattle::Player)
Q_DECLARE_METATYPE(seabattle::EndReason)
Q_DECLARE_METATYPE(seabattle::ShotError)
Q_DECLARE_METATYPE(std::vector<seabattle::LayoutProblem>)
Q_DECLARE_METATYPE(seabattle::Coord)
Q_DECLARE_METATYPE(seabattle::ShipId)
Q_DECLARE_METATYPE(seabattle::FleetLayout)
Q_DECLARE_METATYPE(seabattle::FirstShooter)
Q_DECLARE_METATYPE(seabattle::ShotResult)
Q_DECLARE_METATYPE(seabattle::ShotReport)
Q_DECLARE_METATYPE(seabattle::ImpossibleAnswer)
Q_DECLARE_METATYPE(std::optional<seabattle::MatchResult>)

// Fixtures are drawn in the layout text form of core/layouttext.h. The suites rely on their exact
// cells: edit one and check every test that fires at it.

// Standard: A Carrier 5, B Battleship 4, C Cruiser 3, D Submarine 3, E Destroyer 2, F Patrol boat 1.
inline constexpr const char* kStandardOne = "AAAAA.....\n"
                                            "..........\n"
                                            "BBBB..CCC.\n"
                                            "..........\n"
                                            "DDD...EE..\n"
                                            "..........\n"
                                            ".........F\n"
                                            "..........\n"
                                            "..........\n"
                                            "..........\n";
inline constexpr const char* kStandardTwo = "A.B.C.D...\n"
                                            "A.B.C.D...\n"
                                            "A.B.C.D...\n"
                                            "A.B.......\n"
                                            "A.........\n"
                                            "..........\n"
                                            "E.........\n"
                                            "E.........\n"
                                            "..........\n"
                                            ".........F\n";
// The Cruiser and the Submarine stand upright: the layout text form has both orientations to read.
inline constexpr const char* kStandardUpright = "AAAAA.....\n"
                                                "..........\n"
                                                "BBBB..C...\n"
                                                "......C...\n"
                                                "D.....C...\n"
                                                "D.........\n"
                                                "D......EE.\n"
                                                "..........\n"
                                                ".........F\n"
                                                "..........\n";
// The Cruiser C3–E3 and the Submarine F3–H3 lie end to end: illegal under Standard.
inline constexpr const char* kStandardTouching = "AAAAA.....\n"
                                                 "..........\n"
                                                 "..CCCDDD..\n"
                                                 "..........\n"
                                                 "BBBB..EE..\n"
                                                 "..........\n"
                                                 ".........F\n"
                                                 "..........\n"
                                                 "..........\n"
                                                 "..........\n";

// Classic: A Battleship 4, B–C Cruisers 3, D–F Destroyers 2, G–J Torpedo boats 1.
inline constexpr const char* kClassicOne = "AAAA.BBB..\n"
                                           "..........\n"
                                           "CCC.DD.EE.\n"
                                           "..........\n"
                                           "FF.G.H.I.J\n"
                                           "..........\n"
                                           "..........\n"
                                           "..........\n"
                                           "..........\n"
                                           "..........\n";
// Ships in the middle, on an edge and in a corner, for marking around sunk ships.
inline constexpr const char* kClassicTwo = "AAAA......\n"
                                           "..........\n"
                                           "B.....C...\n"
                                           "B.....C...\n"
                                           "B.....C...\n"
                                           "..........\n"
                                           "D...E...F.\n"
                                           "D...E...F.\n"
                                           "..........\n"
                                           "G.H...I..J\n";

// Hasbro: the Standard fleet without the Patrol boat; ships may touch, and here they do.
inline constexpr const char* kHasbroOne = "AAAAA.....\n"
                                          "BBBB......\n"
                                          "CCCDDD....\n"
                                          "EE........\n"
                                          "..........\n"
                                          "..........\n"
                                          "..........\n"
                                          "..........\n"
                                          "..........\n"
                                          "..........\n";
inline constexpr const char* kHasbroTwo = "..........\n"
                                          ".....ABCDE\n"
                                          ".....ABCDE\n"
                                          ".....ABCD.\n"
                                          ".....AB...\n"
                                          ".....A....\n"
                                          "..........\n"
                                          "..........\n"
                                          "..........\n"
                                          "..........\n";

// The fleet of oneBoat(): the first hit wins.
inline constexpr const char* kBoatAtE4 = "..........\n"
                                         "..........\n"
                                         "..........\n"
                                         "....A.....\n"
                                         "..........\n"
                                         "..........\n"
                                         "..........\n"
                                         "..........\n"
                                         "..........\n"
                                         "..........\n";

// A fixture that does not parse is a bug of the test itself, not a failure of the code under test.
inline seabattle::FleetLayout layoutOf(const seabattle::Ruleset& rules, const char* text)
{
    auto parsed = seabattle::parseLayout(text, rules);
    if (!parsed)
        qFatal("fixture layout does not parse");
    return *parsed;
}

// A cell named as players name it ("G3").
inline seabattle::Coord cell(const char* name)
{
    const auto coord = seabattle::parseCoord(name);
    if (!coord)
        qFatal("bad coordinate in a fixture: %s", name);
    return *coord;
}

// "G3 G4 G5" → those cells, in the order written.
inline std::vector<seabattle::Coord> cellsNamed(const char* names)
{
    std::vector<seabattle::Coord> result;
    for (const QString& word : QString::fromLatin1(names).split(u' ', Qt::SkipEmptyParts))
        result.push_back(cell(word.toLatin1().constData()));
    return result;
}

inline seabattle::Ruleset withShootAgain(seabattle::Ruleset rules, bool shootAgain)
{
    rules.shootAgainAfterHit = shootAgain;
    return rules;
}

// A Custom ruleset whose single-ship fleet is sunk with one shot: quick wins.
inline seabattle::Ruleset oneBoat()
{
    seabattle::Ruleset rules = seabattle::Ruleset::forPreset(seabattle::Preset::Custom);
    rules.fleet = {{"Patrol boat", 1, 1}};
    return rules;
}

// Custom: ships may meet at a corner, and the side neighbours of a sunk ship are marked.
inline seabattle::Ruleset sideContactMarked()
{
    seabattle::Ruleset rules = seabattle::Ruleset::forPreset(seabattle::Preset::Custom);
    rules.touching = seabattle::TouchingRule::NoSideContact;
    rules.markAroundSunk = true;
    return rules;
}

// The property tests' random games: how many a row plays, and the seed that brings them back on
// every run.
struct RandomGames {
    quint64 seed;
    int games;
};

// The data of a forEachRandomGame() test: the columns rules, seed and games, and one row per
// ruleset in this order: Standard, Standard with shoot again, Classic, Hasbro, and Custom with side
// contact only and marks.
template <std::size_t N> inline void addRandomGameRows(const RandomGames (&perRow)[N])
{
    static_assert(N == 5, "one seed and game count per ruleset row");

    QTest::addColumn<seabattle::Ruleset>("rules");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<int>("games");

    const struct {
        const char* name;
        seabattle::Ruleset rules;
    } rows[N] = {{"Standard", seabattle::Ruleset::standard()},
                 {"Standard, shoot again", withShootAgain(seabattle::Ruleset::standard(), true)},
                 {"Classic", seabattle::Ruleset::classic()},
                 {"Hasbro", seabattle::Ruleset::hasbro()},
                 {"Custom, side contact only, marked", sideContactMarked()}};
    for (std::size_t i = 0; i < std::size(rows); ++i)
        QTest::newRow(rows[i].name) << rows[i].rules << perRow[i].seed << perRow[i].games;
}

// Plays the random games of the current row of addRandomGameRows(): each with a random first
// shooter and random fleets, handed to `play(match, rules, rng, where)` once both fleets are in;
// `where` names the game in failure messages. One generator serves all the row's games, so its
// seed gives the same games every run. Stops at the first failure, as a failed QVERIFY in the test
// function itself would.
template <class Play> inline void forEachRandomGame(Play play)
{
    using namespace seabattle; // failure messages quote the checks as the suites write them

    QFETCH(Ruleset, rules);
    QFETCH(quint64, seed);
    QFETCH(int, games);

    Rng rng(seed);
    for (int game = 0; game < games; ++game) {
        const QByteArray label = "game " + QByteArray::number(game);
        const char* where = label.constData();
        Match match(rules, chooseFirstShooter(FirstShooter::Random, rng));
        const auto one = randomLayout(rules, rng);
        const auto two = randomLayout(rules, rng);
        QVERIFY2(one && two, where);
        QVERIFY2(match.submitFleet(Player::One, *one), where);
        QVERIFY2(match.submitFleet(Player::Two, *two), where);
        play(match, rules, rng, where);
        if (QTest::currentTestFailed())
            return;
    }
}

// How many cells of `view` are of one of `kinds`.
inline int countCells(const seabattle::ShotChart& view, std::initializer_list<seabattle::CellKnowledge> kinds)
{
    int count = 0;
    for (int i = 0; i < seabattle::kCellCount; ++i)
        if (std::find(kinds.begin(), kinds.end(), view.at(seabattle::coordAt(i))) != kinds.end())
            ++count;
    return count;
}
inline int countCells(const seabattle::ShotChart& view, seabattle::CellKnowledge knowledge)
{
    return countCells(view, {knowledge});
}
