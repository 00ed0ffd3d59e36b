// SPDX-License-Identifier: GPL-3.0-or-later
// The helpers of the Match and PeerMatch suites, each split over several files by theme
// (core/tst_match_*.cpp, core/tst_peermatch_*.cpp).
#pragma once

#include "coretestsupport.h"

// The helpers of the Match suites (core/tst_match_*.cpp): both fleets of a Match are known.
namespace matchsuite {

using namespace seabattle;

// "G3 G4 G5" → those cells, in the order written.
inline std::vector<Coord> cellsOf(const QString& text)
{
    return cellsNamed(text.toLatin1().constData());
}

inline std::vector<Coord> sorted(std::vector<Coord> cells)
{
    std::sort(cells.begin(), cells.end(), [](Coord a, Coord b) { return cellIndex(a) < cellIndex(b); });
    return cells;
}

// Both fleets in: the battle has begun. The caller verifies phase() before relying on it.
inline Match battle(const Ruleset& rules, const char* one, const char* two, Player first = Player::One)
{
    Match match(rules, first);
    (void)match.submitFleet(Player::One, layoutOf(rules, one));
    (void)match.submitFleet(Player::Two, layoutOf(rules, two));
    return match;
}

// The opponent of `player` misses once at the last water cell it has not fired at, which hands
// the turn back to `player` under every ruleset.
inline bool opponentMisses(Match& match, Player player)
{
    const Player other = opponent(player);
    if (match.turn() != other)
        return false;
    for (int i = kCellCount - 1; i >= 0; --i) {
        const Coord c = coordAt(i);
        if (!match.fleet(player)->shipAt(c) && match.view(other).canFireAt(c)) {
            const auto fired = match.fire(other, c);
            return fired && fired->result == ShotResult::Miss && match.turn() == player;
        }
    }
    return false;
}

// Fires `player`'s shot, letting the opponent miss first if it is the opponent's turn.
inline Expected<ShotOutcome, ShotError> fireAs(Match& match, Player player, Coord target)
{
    if (match.turn() == opponent(player) && !opponentMisses(match, player))
        return Unexpected{ShotError::NotYourTurn}; // the opponent could not hand the turn back
    return match.fire(player, target);
}

// Every cell of `player`'s fleet.
inline std::vector<Coord> shipCells(const Match& match, Player player)
{
    std::vector<Coord> cells;
    for (const Placement& p : match.fleet(player)->placements())
        for (Coord c : p.cells())
            cells.push_back(c);
    return cells;
}

// The view tells nothing but the truth about `sea`: Hit and Sunk only on ship cells, Miss and
// MarkedEmpty only on water.
inline bool viewIsTruthful(const ShotChart& view, const FleetLayout& sea)
{
    for (int i = 0; i < kCellCount; ++i) {
        const Coord c = coordAt(i);
        const bool ship = sea.shipAt(c).has_value();
        switch (view.at(c)) {
        case CellKnowledge::Hit:
        case CellKnowledge::Sunk:
            if (!ship)
                return false;
            break;
        case CellKnowledge::Miss:
        case CellKnowledge::MarkedEmpty:
            if (ship)
                return false;
            break;
        case CellKnowledge::Unknown:
            break;
        }
    }
    return true;
}

} // namespace matchsuite

// The helpers of the PeerMatch suites (core/tst_peermatch_*.cpp): Player::One is the local player,
// the peer's fleet is known only by its answers.
namespace peermatchsuite {

using namespace seabattle;

using Kind = ImpossibleAnswer::Kind;

inline ShotReport miss(const char* target)
{
    return {cell(target), ShotResult::Miss, std::nullopt};
}
inline ShotReport hit(const char* target)
{
    return {cell(target), ShotResult::Hit, std::nullopt};
}
inline ShotReport sunk(const char* target, ShipId ship, const char* cells)
{
    return {cell(target), ShotResult::Sunk, SunkShip{ship, cellsNamed(cells)}};
}

inline ImpossibleAnswer impossible(Kind kind, const char* target, std::optional<ShipId> ship = std::nullopt)
{
    return {kind, cell(target), ship};
}

// Our fleet locked in and the peer ready: the battle has begun. The caller verifies phase().
inline PeerMatch battle(const Ruleset& rules, const char* ours, Player first = Player::One)
{
    PeerMatch match(rules, first);
    (void)match.placeFleet(layoutOf(rules, ours));
    match.peerReady();
    return match;
}

// The peer fires once at water of our fleet, the last such cell in reading order it may fire at,
// which hands the turn back to us under every ruleset.
inline bool peerMisses(PeerMatch& match)
{
    if (match.turn() != Player::Two)
        return false;
    for (int i = kCellCount - 1; i >= 0; --i) {
        const Coord c = coordAt(i);
        if (!match.fleet(Player::One)->shipAt(c) && match.view(Player::Two).canFireAt(c)) {
            const auto fired = match.receiveShot(c);
            return fired && fired->result == ShotResult::Miss && match.turn() == Player::One;
        }
    }
    return false;
}

// We fire at answer.target (the peer missing first if it is its turn) and the peer answers
// `answer`: true when the shot and the answer were both accepted.
inline bool exchange(PeerMatch& match, const ShotReport& answer)
{
    if (match.turn() == Player::Two && !peerMisses(match))
        return false;
    return match.fire(answer.target) && match.receiveAnswer(answer);
}

// The answer `fleet` truly gives to our shot at `target`, as far as we know its sea.
inline ShotReport honestAnswer(const PeerMatch& match, const FleetLayout& fleet, Coord target)
{
    const ShotOutcome truth =
        answerShot(fleet, match.view(Player::One), match.rules(), {Player::One, target});
    return {target, truth.result, truth.sunk};
}

// Why a call was refused; nullopt if it was accepted (where error() would throw).
template <class T, class E> std::optional<E> errorOf(const Expected<T, E>& done)
{
    return done ? std::nullopt : std::optional<E>(done.error());
}

} // namespace peermatchsuite
