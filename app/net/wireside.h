// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/player.h"
#include "core/ruleset.h"

#include <optional>

namespace net {

// A side of the wire: the protocol says "host" and "guest" (the rules' first shooter, docs/PROTOCOL.md),
// while a match says "me" (Player::One) and "the peer" (Player::Two). Core's FirstShooter::PlayerOne
// is the host on the wire.
enum class WireSide { Host, Guest };

constexpr WireSide otherSide(WireSide side)
{
    return side == WireSide::Host ? WireSide::Guest : WireSide::Host;
}

// The player of the local match that `side` is, seen from `us`.
constexpr seabattle::Player localPlayer(WireSide side, WireSide us)
{
    return side == us ? seabattle::Player::One : seabattle::Player::Two;
}

constexpr WireSide sideOf(seabattle::Player local, WireSide us)
{
    return local == seabattle::Player::One ? us : otherSide(us);
}

// The side that a settled first shooter names (PlayerOne or PlayerTwo, never a policy).
constexpr WireSide firstShooterSide(seabattle::FirstShooter settled)
{
    return settled == seabattle::FirstShooter::PlayerOne ? WireSide::Host : WireSide::Guest;
}

constexpr seabattle::FirstShooter firstShooterOf(WireSide side)
{
    return side == WireSide::Host ? seabattle::FirstShooter::PlayerOne : seabattle::FirstShooter::PlayerTwo;
}

// Core's first shooter policies count in the host's frame: Player::One is the host.
constexpr seabattle::Player hostFramePlayer(WireSide side)
{
    return side == WireSide::Host ? seabattle::Player::One : seabattle::Player::Two;
}

constexpr WireSide sideOfHostFrame(seabattle::Player player)
{
    return player == seabattle::Player::One ? WireSide::Host : WireSide::Guest;
}

} // namespace net
