// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace seabattle {

// How strong a computer opponent plays (docs/AI.md explains each).
enum class OpponentLevel {
    Easy,    // random shots; finishes a ship it has hit only some of the time
    Medium,  // hunt and target, with a parity search while the shortest ship afloat allows it
    Hard,    // probability density of every ship's possible berths
    Admiral, // Hard's density, an exact endgame look-ahead, and a fleet laid in hiding places
};

inline constexpr std::array kOpponentLevels = {OpponentLevel::Easy, OpponentLevel::Medium,
                                               OpponentLevel::Hard, OpponentLevel::Admiral};

// "easy", "medium", "hard", "admiral": stable keys for settings, files and the command line.
constexpr std::string_view keyOf(OpponentLevel level)
{
    switch (level) {
    case OpponentLevel::Easy:
        return "easy";
    case OpponentLevel::Medium:
        return "medium";
    case OpponentLevel::Hard:
        return "hard";
    case OpponentLevel::Admiral:
        return "admiral";
    }
    return "";
}

// The level a key names (case-sensitive), if any.
constexpr std::optional<OpponentLevel> opponentLevelFromKey(std::string_view key)
{
    for (OpponentLevel level : kOpponentLevels)
        if (keyOf(level) == key)
            return level;
    return std::nullopt;
}

} // namespace seabattle
