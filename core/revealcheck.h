// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fleetlayout.h"
#include "layoutproblem.h"
#include "ruleset.h"
#include "shot.h"

#include <optional>
#include <vector>

namespace seabattle {

// What the defender reported of one of our shots (Miss, Hit or Sunk and which ship), as the peer
// sent it: its word, to be checked, unlike the ShotOutcome we derive from a fleet we know.
struct ShotReport {
    Coord target;
    ShotResult result = ShotResult::Miss;
    std::optional<SunkShip> sunk; // the ship it said was sunk, with its cells

    friend bool operator==(const ShotReport&, const ShotReport&) = default;
};

// A proven lie or rule violation found when a peer reveals its fleet at the end of a match.
struct Violation {
    enum class Kind {
        IllegalFleet, // the revealed fleet breaks the rules: `problems` says how
        FalseMiss,    // it answered Miss at `target`, but `ship` was there
        FalseHit,     // it answered Hit or Sunk at `target`, but there was only water
        FalseSunk,    // it answered Sunk at `target` (naming `claimed`), but `ship` still had cells afloat
                      // or was another ship, or the cells named were not the ship's
        MissedSunk,   // it answered Hit at `target`, but that shot sank `ship`
    };
    Kind kind;
    int answer = -1;                     // index into the answers; -1 for IllegalFleet
    Coord target;                        // the shot the answer was about
    std::optional<ShipId> ship;          // the ship truly at `target`, if any
    std::optional<ShipId> claimed;       // the ship the answer named, for FalseSunk
    std::vector<LayoutProblem> problems; // IllegalFleet

    friend bool operator==(const Violation&, const Violation&) = default;
};

// Checks a revealed fleet against the rules and against every answer given while it was
// hidden, in order. Empty for an honest peer: the truth, replayed shot by shot with answerShot(),
// is exactly what it said. Checking the commitment (the hash of the layout) is the caller's: a
// wire format. `answers` must be the answers to our shots only, in the order they came.
std::vector<Violation> checkReveal(const Ruleset& rules, const FleetLayout& revealed,
                                   const std::vector<ShotReport>& answers);

} // namespace seabattle
