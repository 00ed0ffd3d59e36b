// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "contact.h"
#include "shipclass.h"

#include <array>
#include <optional>
#include <string_view>
#include <vector>

namespace seabattle {

enum class Preset { Standard, Classic, Hasbro, Custom };

// "standard", "classic", "hasbro", "custom", indexed by Preset: stable keys for settings, files,
// the network and the command line. A new preset is a value at the end of Preset and its key at
// the end here (settings and files keep a preset's number); the compiler then points at every
// switch that must say it (Ruleset::forPreset, its words in ui/words), and everything that lists
// presets iterates kPresets.
inline constexpr std::array<const char*, 4> kPresetKeys = {"standard", "classic", "hasbro", "custom"};

// Every preset, in the order they are offered.
inline constexpr auto kPresets = [] {
    std::array<Preset, kPresetKeys.size()> presets{};
    for (std::size_t i = 0; i < presets.size(); ++i)
        presets[i] = Preset(i);
    return presets;
}();

constexpr std::string_view keyOf(Preset preset)
{
    return kPresetKeys[std::size_t(preset)];
}

// Every preset but Custom, whose fleet is chosen in the new-game dialog: the ones a game can be
// started with from a name alone (the command line, the arena).
inline constexpr auto kNamedPresets = [] {
    std::array<Preset, kPresetKeys.size() - 1> presets{};
    for (std::size_t i = 0, n = 0; i < kPresets.size(); ++i)
        if (kPresets[i] != Preset::Custom)
            presets[n++] = kPresets[i];
    return presets;
}();

// The preset a key names (case-sensitive), if any.
constexpr std::optional<Preset> presetFromKey(std::string_view key)
{
    for (std::size_t i = 0; i < kPresetKeys.size(); ++i)
        if (key == kPresetKeys[i])
            return Preset(i);
    return std::nullopt;
}

// Who fires the first shot. Player::One is the host over the network, the local player otherwise.
enum class FirstShooter { PlayerOne, PlayerTwo, Random, LoserOfLastGame };

// Everything that decides how a game is played (docs/RULES.md).
struct Ruleset {
    Preset preset = Preset::Standard;
    std::vector<ShipClass> fleet;
    TouchingRule touching = TouchingRule::NoContact;
    bool shootAgainAfterHit = false; // a Hit or a Sunk gives the shooter another shot
    bool markAroundSunk = false;     // cells the touching rule proves empty around a sunk ship are marked
    // Each turn is a salvo of as many shots as the shooter has ships afloat when it begins
    // (docs/RULES.md, Salvo); excludes shootAgainAfterHit.
    bool salvo = false;
    FirstShooter firstShooter = FirstShooter::Random;

    // Carrier 5, Battleship 4, Cruiser 3, Submarine 3, Destroyer 2, Patrol boat 1; no contact;
    // the turn passes after a hit (the house rule "Shoot again after a hit" is an option).
    static Ruleset standard();
    // Battleship 4, Cruiser 3 ×2, Destroyer 2 ×3, Torpedo boat 1 ×4; no contact; shoot again
    // after a hit; cells around a sunk ship are marked.
    static Ruleset classic();
    // Carrier 5, Battleship 4, Cruiser 3, Submarine 3, Destroyer 2; ships may touch.
    static Ruleset hasbro();
    // The preset's ruleset with its default options. Custom starts as a copy of Standard.
    static Ruleset forPreset(Preset preset);

    int shipCount() const;
    // Cells to hit to sink the whole fleet: always derived from the fleet (RULES.md's seed flaw).
    int fleetCells() const;
    // Every ship of the fleet in canonical order: class by class, numbers ascending.
    std::vector<ShipId> ships() const;
    // Precondition: the ship's class exists in the fleet.
    int lengthOf(ShipId ship) const { return fleet[std::size_t(ship.shipClass)].length; }

    friend bool operator==(const Ruleset&, const Ruleset&) = default;
};

// Limits of a Custom fleet.
inline constexpr int kMinShipLength = 1;
inline constexpr int kMaxShipLength = 6;
inline constexpr int kMaxShipsPerClass = 9;
// The layout text form gives each ship one letter A–Z.
inline constexpr int kMaxFleetShips = 26;

// Why a ruleset cannot be played.
struct RulesetProblem {
    enum class Kind {
        NoShips,                    // the fleet has no ship at all
        LengthOutOfRange,           // a class shorter than kMinShipLength or longer than kMaxShipLength
        CountOutOfRange,            // a class count below 0 or above kMaxShipsPerClass
        UnnamedClass,               // a class with an empty name
        DuplicateClassName,         // two classes share a name
        TooManyShips,               // more than kMaxFleetShips ships
        MarkAroundSunkNeedsSpacing, // marking around sunk ships while ships may touch would mark ship cells
        SalvoExcludesShootAgain,    // Salvo and shoot-again together: a salvo already fires a shot per ship
        FleetDoesNotFit,            // proven: no layout of the fleet exists
        FitUnproven,                // the bounded search ran out before finding a layout
    };
    Kind kind;
    int shipClass = -1; // the class concerned, or -1

    friend bool operator==(const RulesetProblem&, const RulesetProblem&) = default;
};

// Every problem of the ruleset, in the order of RulesetProblem::Kind; empty when it is playable.
// A ruleset is playable only once a layout of its fleet has been found (fleetfit.h), so this
// never accepts a fleet that cannot be placed; the search is bounded and never hangs.
std::vector<RulesetProblem> checkRuleset(const Ruleset& rules);
// The same but the fit: every problem of the fleet's form (no search), for a caller that holds a
// legal layout of the fleet, which proves the fit.
std::vector<RulesetProblem> checkRulesetForm(const Ruleset& rules);

} // namespace seabattle
