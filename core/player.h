// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace seabattle {

// The two sides of a match. Locally One is the person at the keyboard; over the network One is
// the host.
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
