// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/net/happening.h"
#include "app/net/lanproblem.h"
#include "app/net/lanstate.h"
#include "app/net/wireside.h"

namespace net {

// What the match protocol and the resumption have of the session they are part of: where it
// stands, its side and its waits, and whom to tell what happened. LanSession is the seat; its
// parts see nothing else of it, and say nothing to the player themselves.
class Seat {
public:
    virtual ~Seat() = default;

    virtual LanState state() const = 0;
    virtual void setState(LanState state) = 0;
    virtual WireSide side() const = 0;
    virtual const LanTimings& timings() const = 0;
    // Said to the player at once, in the order it happens.
    virtual void report(const Happening& happening) = 0;
};

} // namespace net
