// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/words/cellwords.h"

#include "ui/words/shipwords.h"

using namespace seabattle;

QString CellWords::said(const CellFacts& facts)
{
    const QString name = QString::fromStdString(formatCoord(facts.cell));
    if (facts.ship)
        return withShip(name, facts, shipClassNameInText(*facts.ship));
    switch (facts.knowledge) {
    case CellKnowledge::Unknown:
        return tr("%1, not fired at").arg(name);
    case CellKnowledge::Miss:
        return tr("%1, miss").arg(name);
    case CellKnowledge::Hit:
        return tr("%1, hit").arg(name);
    case CellKnowledge::Sunk:
        return tr("%1, sunk").arg(name);
    case CellKnowledge::MarkedEmpty:
        //: a cell proven to be water: ships may not touch, and a ship beside it was sunk
        return tr("%1, empty, next to a sunk ship").arg(name);
    }
    return name;
}

// A cell with a ship the player may know of: theirs, one sunk, or the enemy's shown at the end.
QString CellWords::withShip(const QString& name, const CellFacts& facts, const QString& ship)
{
    switch (facts.knowledge) {
    case CellKnowledge::Hit:
        //: %1 names a cell ("H3"), %2 a ship class as written inside a sentence
        return facts.yours ? tr("%1, your %2, hit").arg(name, ship) : tr("%1, %2, hit").arg(name, ship);
    case CellKnowledge::Sunk:
        //: %1 names a cell ("B2"), %2 a ship class as written inside a sentence
        return facts.yours ? tr("%1, your %2, sunk").arg(name, ship) : tr("%1, sunk, %2").arg(name, ship);
    default:
        //: %1 names a cell ("H3"), %2 a ship class as written inside a sentence; not hit yet
        return facts.yours ? tr("%1, your %2").arg(name, ship) : tr("%1, %2, not hit").arg(name, ship);
    }
}
