// SPDX-License-Identifier: GPL-3.0-or-later
// PeerMatch's salvos (docs/RULES.md, Salvo; docs/PROTOCOL.md, salvo): a turn's shots fired whole
// and answered shot by shot, by the same checks as Match's.
#include "peermatch.h"

#include "answer.h"

namespace seabattle {

namespace {

constexpr std::size_t kMe = 0;
constexpr std::size_t kPeer = 1;

} // namespace

Salvo PeerMatch::salvoFrom(Player shooter) const
{
    return Salvo{salvoSizeFor(m_rules, shipsAfloat(shooter), view(shooter)), 0};
}

int PeerMatch::shotsLeftInSalvo() const
{
    return turn() && m_pending.empty() ? m_salvo.left() : 0;
}

std::optional<SalvoError> PeerMatch::salvoError(Player shooter, const std::vector<Coord>& targets) const
{
    // While our salvo awaits its answers, nobody fires: not us again, not the peer.
    const std::optional<Player> turn = m_pending.empty() ? m_turn : std::nullopt;
    if (const auto error = checkTurn(phase(), turn, shooter))
        return salvoErrorOf(*error, -1, shotsLeftInSalvo());
    return checkSalvoTargets(view(shooter), m_salvo.left(), targets);
}

Expected<std::vector<Shot>, SalvoError> PeerMatch::fireSalvo(const std::vector<Coord>& targets)
{
    if (const auto error = salvoError(Player::One, targets))
        return Unexpected{*error};
    m_pending = targets;
    std::vector<Shot> shots;
    for (Coord target : targets)
        shots.push_back({Player::One, target});
    return shots;
}

Expected<std::vector<ShotOutcome>, SalvoError> PeerMatch::receiveSalvo(const std::vector<Coord>& targets)
{
    if (const auto error = salvoError(Player::Two, targets))
        return Unexpected{*error};
    // Every target stays fireable while the salvo lasts: its marks come with its last shot.
    std::vector<ShotOutcome> outcomes;
    for (Coord target : targets) {
        outcomes.push_back(
            answerShot(*m_fleets[kMe], m_views[kPeer], m_rules, {Player::Two, target}, m_salvo));
        record(outcomes.back());
        if (outcomes.back().fleetSunk)
            break;
    }
    return outcomes;
}

} // namespace seabattle
