// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/peermatch.h"

#include <cstddef>
#include <optional>

namespace net {

// The step the match waits for, and whose it is: a fleet (the other one is placed), a shot, or the
// peer's answer to ours (ours go out at once). Two readings are the same step while nothing moved.
struct AwaitedMove {
    enum class Kind { Fleet, Shot, Answer };
    seabattle::Player mover; // Player::One: the local player
    Kind kind;
    std::size_t shots; // the match's shots so far: a new one is a new step

    friend bool operator==(const AwaitedMove&, const AwaitedMove&) = default;
};

// Nullopt when the match waits for nobody (over, or both fleets still being placed).
std::optional<AwaitedMove> awaitedMove(const seabattle::PeerMatch& match);

} // namespace net
