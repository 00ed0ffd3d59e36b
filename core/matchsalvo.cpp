// SPDX-License-Identifier: GPL-3.0-or-later
// Match's salvos (docs/RULES.md, Salvo): a turn's shots and a salvo fired whole.
#include "match.h"

namespace seabattle {

Salvo Match::salvoFrom(Player shooter) const
{
    return Salvo{salvoSizeFor(rules(), shipsAfloat(shooter), view(shooter)), 0};
}

int Match::salvoSize(Player shooter) const
{
    if (phase() != MatchPhase::Battle)
        return 0;
    return m_turn == shooter ? m_salvo.size : salvoFrom(shooter).size;
}

int Match::shotsLeftInSalvo() const
{
    return turn() ? m_salvo.left() : 0;
}

std::optional<SalvoError> Match::salvoError(Player shooter, const std::vector<Coord>& targets) const
{
    if (const auto error = checkTurn(phase(), m_turn, shooter))
        return salvoErrorOf(*error, -1, shotsLeftInSalvo());
    return checkSalvoTargets(view(shooter), m_salvo.left(), targets);
}

Expected<std::vector<ShotOutcome>, SalvoError> Match::fireSalvo(Player shooter,
                                                                const std::vector<Coord>& targets)
{
    if (const auto error = salvoError(shooter, targets))
        return Unexpected{*error};
    // Every target stays fireable while the salvo lasts: its marks come with its last shot.
    std::vector<ShotOutcome> outcomes;
    for (Coord target : targets) {
        const auto fired = fire(shooter, target);
        if (!fired)
            break; // cannot happen once salvoError() accepted the salvo
        outcomes.push_back(*fired);
        if (fired->fleetSunk)
            break;
    }
    return outcomes;
}

} // namespace seabattle
