// SPDX-License-Identifier: GPL-3.0-or-later
#include "battlepicture.h"

namespace seabattle {

BattlePicture pictureOf(const Match& match)
{
    return {match.rules(),
            {match.fleet(Player::One), match.fleet(Player::Two)},
            {match.view(Player::One), match.view(Player::Two)},
            match.turn(),
            match.result(),
            match.turn() ? match.shotsLeftInSalvo() : 0};
}

BattlePicture pictureOf(const PeerMatch& match)
{
    return {match.rules(),
            {match.fleet(Player::One), match.fleet(Player::Two)},
            {match.view(Player::One), match.view(Player::Two)},
            match.pendingShot() ? std::nullopt : match.turn(),
            match.result(),
            match.shotsLeftInSalvo()}; // none while our salvo awaits its answers
}

} // namespace seabattle
