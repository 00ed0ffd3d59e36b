// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace net {

// Where a LAN session stands (docs/PROTOCOL.md, section 6): both roles run the same state machine.
// LanSession::State; a header of its own so that the session's parts (Seat) can name it.
enum class LanState {
    Idle,        // nothing yet
    Listening,   // host: waiting for a guest
    Connecting,  // guest: reaching the host
    Greeting,    // hellos being exchanged
    Considering, // the rules are offered, the guest is to accept or decline
    Placing,     // both place their fleets in secret
    Battle,
    Revealing,   // the match is over; waiting for the peer's fleet to check it
    Over,        // the match is over and settled
    Interrupted, // the peer is gone mid-match; the match is kept for its return
    Closed,      // the session ended for good
};

} // namespace net
