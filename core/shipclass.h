// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <compare>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace seabattle {

// The classes of ship the game knows, each with its stable English key (what settings, files and
// the network write) and its one length in every preset. The interface looks up a class's words
// and art by its kind; a new class is a value here and its entry in kShipKinds, and the compiler
// points at the words and the art that must say it.
enum class ShipKind { Carrier, Battleship, Cruiser, Submarine, Destroyer, PatrolBoat, TorpedoBoat };

struct KnownShip {
    std::string_view key;
    int length;
};
inline constexpr std::array<KnownShip, 7> kShipKinds = {{
    {"Carrier", 5},
    {"Battleship", 4},
    {"Cruiser", 3},
    {"Submarine", 3},
    {"Destroyer", 2},
    {"Patrol boat", 1},
    {"Torpedo boat", 1},
}};

constexpr std::string_view keyOf(ShipKind kind)
{
    return kShipKinds[std::size_t(kind)].key;
}

constexpr int lengthOf(ShipKind kind)
{
    return kShipKinds[std::size_t(kind)].length;
}

// The kind whose key is `name`; none for a name of a Custom fleet's own.
constexpr std::optional<ShipKind> shipKindNamed(std::string_view name)
{
    for (std::size_t i = 0; i < kShipKinds.size(); ++i)
        if (kShipKinds[i].key == name)
            return ShipKind(i);
    return std::nullopt;
}

// A kind of ship in a fleet: "Cruiser", 3 cells long, 2 of them.
// `name` is a known class's key (ShipKind) that the interface translates; a Custom fleet may use
// any name, which is then shown as typed.
struct ShipClass {
    std::string name;
    int length = 1;
    int count = 1;

    // A known class, its name and length from its kind.
    static ShipClass of(ShipKind kind, int count = 1)
    {
        return {std::string(keyOf(kind)), lengthOf(kind), count};
    }
    // The known class this is, by name (whatever its length: a Custom fleet may stretch one).
    std::optional<ShipKind> kind() const { return shipKindNamed(name); }

    friend bool operator==(const ShipClass&, const ShipClass&) = default;
};

// One ship of a fleet: ship `number` (0-based) of class `shipClass` (an index into the
// ruleset's fleet). The second Cruiser of the Classic fleet is {1, 1}.
struct ShipId {
    int shipClass = 0;
    int number = 0;

    friend constexpr bool operator==(ShipId, ShipId) = default;
    friend constexpr auto operator<=>(ShipId, ShipId) = default;
};

} // namespace seabattle
