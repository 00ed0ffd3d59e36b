// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/matchhistory.h"
#include "core/review/shotreview.h"

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace seabattle {

// The longest run of a player's shots in a row that were weak or wasted: where the game turned.
struct WeakRun {
    int first = 0;  // index of its first shot in PlayerReview::shots
    int length = 0; // 0: no weak shot at all
    friend bool operator==(const WeakRun&, const WeakRun&) = default;
};

// One player's shots reviewed, and what they add up to.
struct PlayerReview {
    std::vector<ShotReview> shots; // in the order fired
    int quality = 100;             // 0…100: the mean of chance / best chance over the shots
    int wasted = 0;                // shots the rules proved could not hit
    double luck = 0;               // hits minus the hits the chosen cells' chances predicted
    WeakRun turningPoint;

    friend bool operator==(const PlayerReview&, const PlayerReview&) = default;
};

// A whole game reviewed, both players' shots, each from what its shooter knew: deterministic
// from the announcements and the seed.
struct GameReview {
    std::uint64_t seed = 0;
    std::array<PlayerReview, 2> players; // indexed by indexOf(Player)

    const PlayerReview& of(Player p) const { return players[std::size_t(indexOf(p))]; }
    friend bool operator==(const GameReview&, const GameReview&) = default;
};

// The seed a game is reviewed with unless told otherwise.
inline constexpr std::uint64_t kReviewSeed = 0x5eab'a771'e5ee'd001;

// Told after each shot reviewed (done of total); returning false stops the review.
using ReviewProgress = std::function<bool(int done, int total)>;

// Reviews the shots as announced (in order, each with its shooter): a review needs only what
// each player was told, never a hidden fleet, so a game against a peer is reviewed from the
// local player's knowledge alone. `threads` shares the work out (the result does not depend on
// it). nullopt when stopped by `progress`.
std::optional<GameReview> reviewShots(const Ruleset& rules, const std::vector<ShotOutcome>& outcomes,
                                      std::uint64_t seed = kReviewSeed, const ReviewProgress& progress = {},
                                      int threads = 1);

// The announcements of a recorded game (both fleets known), replayed by the rules; empty if
// the history does not replay.
std::vector<ShotOutcome> outcomesOf(const MatchHistory& history);

// The chart `shooter` had just before the shot at `index` of `outcomes`.
ShotChart chartBefore(const std::vector<ShotOutcome>& outcomes, int index, Player shooter);

// The seed of the odds before the shot at `index`: each position is drawn apart, so one shot's
// odds can be shown again without reviewing the whole game.
std::uint64_t positionSeed(std::uint64_t seed, int index);

} // namespace seabattle
