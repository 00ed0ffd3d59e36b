// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace seabattle {

// The two sides of a match. Who is who is each caller's business: a local game makes the person
// at the keyboard One; a PeerMatch makes the local side One, whether it hosts or joins.
enum class Player { One, Two };

constexpr Player opponent(Player p)
{
    return p == Player::One ? Player::Two : Player::One;
}
constexpr int indexOf(Player p)
{
    return p == Player::One ? 0 : 1;
}

} // namespace seabattle
