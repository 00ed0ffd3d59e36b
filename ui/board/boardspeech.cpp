// SPDX-License-Identifier: GPL-3.0-or-later
// What a board says to a screen reader: each cell's words and notes, and which of them changed.
#include "ui/board/boardview.h"

#include "ui/words/cellwords.h"
#include "ui/words/reviewwords.h"

#include <QAccessible>

#include <algorithm>
#include <cmath>

using namespace seabattle;

namespace {

// The ship of `cell` that the player may know of: drawn there (their own, or the enemy's shown at
// the end), or sunk there.
std::optional<ShipClass> shipClassAt(Coord cell, const FleetLayout& fleet, const ShotChart& shots,
                                     const std::vector<ShipClass>& classes)
{
    std::optional<int> shipClass;
    if (const auto ship = fleet.shipAt(cell))
        shipClass = ship->shipClass;
    for (const SunkShip& sunk : shots.sunkShips())
        if (!shipClass && std::ranges::find(sunk.cells, cell) != sunk.cells.end())
            shipClass = sunk.ship.shipClass;
    if (!shipClass || *shipClass < 0 || *shipClass >= int(classes.size()))
        return std::nullopt;
    return classes[std::size_t(*shipClass)];
}

} // namespace

QString BoardView::cellWords(Coord cell) const
{
    return CellWords::said({.cell = cell,
                            .knowledge = m_shots.at(cell),
                            .ship = shipClassAt(cell, m_fleet, m_shots, m_classes),
                            .yours = m_yours});
}

QString BoardView::cellNotes(Coord cell) const
{
    QStringList notes;
    if (m_heatMap)
        //: said of a cell after its name, while odds are shown; %1 is a percentage, 0 to 100
        notes << tr("%1% chance of a ship").arg(std::lround((*m_heatMap)[cell] * 100));
    if (std::ranges::find(m_bestCells, cell) != m_bestCells.end())
        notes << tr("the best chance");
    if (const auto chosen = std::ranges::find(m_chosen, cell); chosen != m_chosen.end())
        //: said of a cell chosen for the salvo being aimed; %1 its number in the salvo
        notes << tr("chosen for the salvo, shot %1").arg(int(chosen - m_chosen.begin()) + 1);
    if (const auto verdict = m_verdicts[cell]) // a review: what the shot there was worth
        notes << ReviewWords::verdictName(*verdict);
    return notes.join(QStringLiteral(", "));
}

void BoardView::updateAccessibleText()
{
    // A screen reader follows the cursor cell (BoardAccessible); the board's name is set by its owner.
    setAccessibleDescription(tr("Use the arrow keys to choose a cell"));
}

void BoardView::sayCellsChanged()
{
    if (!QAccessible::isActive()) {
        m_heard.clear(); // nobody listens: nothing to compare with when someone does
        return;
    }
    const bool first = m_heard.empty();
    m_heard.resize(kCellCount);
    for (int i = 0; i < kCellCount; ++i) {
        QString words = cellWords(coordAt(i));
        if (words == m_heard[std::size_t(i)])
            continue;
        m_heard[std::size_t(i)] = std::move(words);
        if (first)
            continue;
        QAccessibleEvent changed(this, QAccessible::NameChanged);
        changed.setChild(i);
        QAccessible::updateAccessibility(&changed);
    }
}

void BoardView::sayCursorFocused()
{
    if (!hasFocus() || !m_cursor)
        return;
    QAccessibleEvent focused(this, QAccessible::Focus);
    focused.setChild(cellIndex(*m_cursor));
    QAccessible::updateAccessibility(&focused);
}
