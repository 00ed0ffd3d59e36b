// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/net/lanproblem.h"
#include "app/net/message.h"

namespace net {

// What a message of the match came to (MatchProtocol::handle()): the session acts on it, and tells
// the link whether it counts against the flood limit.
struct Verdict {
    enum class Kind {
        MovedOn,  // it moved the match on
        Noise,    // a repeat, or a crossing of something settled: counted against the flood limit
        Refused,  // out of place or unplayable: `problem` to report, `goodbye` to say, the link ends
        Declined, // the guest declined our rules (`reason`, its words): the host waits for another
    };
    Kind kind = Kind::MovedOn;
    LanProblem problem{LanProblem::Kind::OutOfOrder};
    Goodbye goodbye;
    QString reason;

    static Verdict movedOn() { return {}; }
    static Verdict noise() { return {.kind = Kind::Noise}; }
    static Verdict refused(LanProblem problem, Goodbye goodbye)
    {
        return {.kind = Kind::Refused, .problem = std::move(problem), .goodbye = std::move(goodbye)};
    }
    static Verdict declined(QString reason) { return {.kind = Kind::Declined, .reason = std::move(reason)}; }
};

} // namespace net
