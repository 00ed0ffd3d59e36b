// SPDX-License-Identifier: GPL-3.0-or-later
#include "shotchart.h"

namespace seabattle {

std::optional<ShotError> ShotChart::targetError(Coord target) const
{
    if (!isOnBoard(target))
        return ShotError::OutsideGrid;
    switch (m_cells[target]) {
    case CellKnowledge::Unknown:
        return std::nullopt;
    case CellKnowledge::MarkedEmpty:
        return ShotError::KnownEmpty;
    case CellKnowledge::Miss:
    case CellKnowledge::Hit:
    case CellKnowledge::Sunk:
        break;
    }
    return ShotError::AlreadyFiredAt;
}

void ShotChart::record(const ShotOutcome& outcome)
{
    ++m_shots;
    const Coord target = outcome.shot.target;
    if (outcome.result == ShotResult::Miss) {
        m_cells[target] = CellKnowledge::Miss;
    } else {
        ++m_hits;
        m_cells[target] = CellKnowledge::Hit;
    }
    if (outcome.sunk) {
        for (Coord c : outcome.sunk->cells)
            if (isOnBoard(c))
                m_cells[c] = CellKnowledge::Sunk;
        m_sunk.push_back(*outcome.sunk);
    }
    // Under Salvo the marks come with the salvo's last shot, whatever it hit.
    for (Coord c : outcome.markedEmpty)
        if (isOnBoard(c) && m_cells[c] == CellKnowledge::Unknown)
            m_cells[c] = CellKnowledge::MarkedEmpty;
}

} // namespace seabattle
