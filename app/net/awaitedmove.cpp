// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/net/awaitedmove.h"

using namespace seabattle;

namespace net {

std::optional<AwaitedMove> awaitedMove(const PeerMatch& match)
{
    const std::size_t shots = match.shots().size();
    if (match.result())
        return std::nullopt;
    switch (match.phase()) {
    case MatchPhase::Placement:
        if (match.fleet(Player::One).has_value() != match.isPeerReady())
            return AwaitedMove{match.isPeerReady() ? Player::One : Player::Two, AwaitedMove::Kind::Fleet,
                               shots};
        return std::nullopt;
    case MatchPhase::Battle:
        if (match.pendingShot())
            return AwaitedMove{Player::Two, AwaitedMove::Kind::Answer, shots};
        if (const auto turn = match.turn())
            return AwaitedMove{*turn, AwaitedMove::Kind::Shot, shots};
        return std::nullopt;
    case MatchPhase::Over:
        break;
    }
    return std::nullopt;
}

} // namespace net
