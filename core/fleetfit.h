// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fleetlayout.h"
#include "rng.h"
#include "ruleset.h"

#include <cstdint>

namespace seabattle {

// The answer to "can this fleet be laid out under these rules?", with the proof when it can.
struct FleetFit {
    enum class Verdict {
        Fits,       // `layout` is a complete legal layout
        DoesNotFit, // the search covered every possibility: no layout exists
        Unknown,    // the search budget ran out first
    };
    Verdict verdict = Verdict::Unknown;
    FleetLayout layout;
    std::int64_t triedBerths = 0; // work done, for tests and benchmarks
};

// Enough for every fleet that fits without being packed to the limit; a few milliseconds at most.
inline constexpr std::int64_t kDefaultFitBudget = 2'000'000;

// Searches for a legal complete layout of `rules.fleet` (depth first, longest ships first),
// trying at most `budget` berths, so it always returns promptly. With `shuffle`, berths are tried
// in a random order, so the layout found is random (but not uniform: see randomLayout()).
// A class longer than the grid (or shorter than one cell) makes the fleet not fit.
FleetFit findFleetLayout(const Ruleset& rules, std::int64_t budget = kDefaultFitBudget,
                         Rng* shuffle = nullptr);

} // namespace seabattle
