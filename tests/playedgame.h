// SPDX-License-Identifier: GPL-3.0-or-later
// A whole game played by core, for the tests of what follows a game (its review, the review's
// file, the replay in review): two random fleets, then each player shooting as a computer level
// or, without one, at random.
#pragma once

#include "core/ai/computeropponent.h"
#include "core/match.h"
#include "core/randomlayout.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace seabattle::testing {

// Any cell the shooter may fire at, none preferred: the worst shooter there is.
inline Coord randomShot(const ShotChart& view, Rng& rng)
{
    for (;;)
        if (const Coord c = coordAt(int(randomBelow(rng, kCellCount))); view.canFireAt(c))
            return c;
}

// Player One fires first; the game stops at its end or after `limit` shots.
inline MatchHistory playedGame(const Ruleset& rules, std::uint64_t seed, std::optional<OpponentLevel> one,
                               std::optional<OpponentLevel> two, std::size_t limit = std::size_t(-1))
{
    Rng rng(seed);
    Match match(rules, Player::One);
    const auto first = randomLayout(rules, rng);
    const auto second = randomLayout(rules, rng);
    if (!first || !second || !match.submitFleet(Player::One, *first) ||
        !match.submitFleet(Player::Two, *second))
        return match.history();
    while (match.phase() == MatchPhase::Battle && match.history().shots.size() < limit) {
        const Player p = *match.turn();
        const auto level = p == Player::One ? one : two;
        if (!match.fire(p, level ? chooseShot(*level, match.view(p), rules, rng)
                                 : randomShot(match.view(p), rng)))
            break;
    }
    return match.history();
}

// The same under Salvo (`rules.salvo` set): each turn a whole salvo, chosen before any of it is
// answered, by the level's chooseSalvo() or at random; the game stops at its end or once at least
// `limit` shots were fired, at the end of a salvo or `midSalvo` shots into the next.
inline MatchHistory playedSalvoGame(const Ruleset& rules, std::uint64_t seed,
                                    std::optional<OpponentLevel> one, std::optional<OpponentLevel> two,
                                    std::size_t limit = std::size_t(-1), int midSalvo = 0)
{
    Rng rng(seed);
    Match match(rules, Player::One);
    const auto first = randomLayout(rules, rng);
    const auto second = randomLayout(rules, rng);
    if (!first || !second || !match.submitFleet(Player::One, *first) ||
        !match.submitFleet(Player::Two, *second))
        return match.history();
    while (match.phase() == MatchPhase::Battle) {
        const Player p = *match.turn();
        const auto level = p == Player::One ? one : two;
        std::vector<Coord> salvo;
        if (level)
            salvo = chooseSalvo(*level, match.view(p), rules, match.shotsLeftInSalvo(), rng);
        ShotChart aimed = match.view(p); // the random shooter's cells, distinct
        while (!level && int(salvo.size()) < match.shotsLeftInSalvo()) {
            salvo.push_back(randomShot(aimed, rng));
            aimed.record(ShotOutcome{{p, salvo.back()}, ShotResult::Miss, {}, {}, false, p});
        }
        if (match.history().shots.size() >= limit) {
            for (int i = 0; i < midSalvo && i < int(salvo.size()); ++i)
                (void)match.fire(p, salvo[std::size_t(i)]);
            break;
        }
        if (!match.fireSalvo(p, salvo))
            break;
    }
    return match.history();
}

} // namespace seabattle::testing
