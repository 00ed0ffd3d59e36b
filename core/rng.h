// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <random>

namespace seabattle {

// The random generator of every game decision. std::mt19937_64's output is fixed by the
// standard, so a seed gives the same game on every platform.
using Rng = std::mt19937_64;

// A uniform integer in [0, bound). Precondition: bound > 0.
// Written out rather than std::uniform_int_distribution, whose results differ between standard
// libraries: a seeded game must replay identically on Linux, Windows and macOS.
inline std::uint64_t randomBelow(Rng& rng, std::uint64_t bound)
{
    // Reject the lowest (2^64 mod bound) values so that every remainder is equally likely.
    const std::uint64_t threshold = (std::uint64_t(0) - bound) % bound;
    std::uint64_t r = rng();
    while (r < threshold)
        r = rng();
    return r % bound;
}

// True with probability numerator / denominator. Precondition: 0 < denominator.
inline bool randomChance(Rng& rng, std::uint64_t numerator, std::uint64_t denominator)
{
    return randomBelow(rng, denominator) < numerator;
}

} // namespace seabattle
