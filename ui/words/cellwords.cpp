// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/words/cellwords.h"

#include "ui/words/shipsentence.h"

using namespace seabattle;

namespace {

// A cell with a ship the player may know of: theirs, one sunk, or the enemy's shown at the end;
// a sentence per class (ui/words/shipsentence.h), so that "hit" and "sunk" agree with the ship.
constexpr ShipSentence<1> kYours = {
    //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): your ship is there, not hit
    QT_TRANSLATE_NOOP3("ShipSentence", "%1, your %2", "a class the player named: %2 is its name as typed"),
    {{
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): your ship is there, not hit
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, your Carrier",
                           "Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): your ship is there, not hit
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, your Battleship",
                           "Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): your ship is there, not hit
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, your Cruiser",
                           "Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): your ship is there, not hit
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, your Submarine",
                           "Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): your ship is there, not hit
        QT_TRANSLATE_NOOP3(
            "ShipSentence", "%1, your Destroyer",
            "Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): your ship is there, not hit
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, your Patrol boat",
                           "Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): your ship is there, not hit
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, your Torpedo boat",
                           "Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)"),
    }},
};

constexpr ShipSentence<1> kYoursHit = {
    //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): your ship there is hit
    QT_TRANSLATE_NOOP3("ShipSentence", "%1, your %2, hit",
                       "a class the player named: %2 is its name as typed"),
    {{
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): your ship there is hit
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, your Carrier, hit",
                           "Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): your ship there is hit
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, your Battleship, hit",
                           "Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): your ship there is hit
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, your Cruiser, hit",
                           "Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): your ship there is hit
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, your Submarine, hit",
                           "Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): your ship there is hit
        QT_TRANSLATE_NOOP3(
            "ShipSentence", "%1, your Destroyer, hit",
            "Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): your ship there is hit
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, your Patrol boat, hit",
                           "Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): your ship there is hit
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, your Torpedo boat, hit",
                           "Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)"),
    }},
};

constexpr ShipSentence<1> kYoursSunk = {
    //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): your ship there is sunk
    QT_TRANSLATE_NOOP3("ShipSentence", "%1, your %2, sunk",
                       "a class the player named: %2 is its name as typed"),
    {{
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): your ship there is sunk
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, your Carrier, sunk",
                           "Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): your ship there is sunk
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, your Battleship, sunk",
                           "Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): your ship there is sunk
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, your Cruiser, sunk",
                           "Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): your ship there is sunk
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, your Submarine, sunk",
                           "Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): your ship there is sunk
        QT_TRANSLATE_NOOP3(
            "ShipSentence", "%1, your Destroyer, sunk",
            "Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): your ship there is sunk
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, your Patrol boat, sunk",
                           "Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): your ship there is sunk
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, your Torpedo boat, sunk",
                           "Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)"),
    }},
};

constexpr ShipSentence<1> kTheirsSunk = {
    //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): an enemy ship sunk there
    QT_TRANSLATE_NOOP3("ShipSentence", "%1, sunk, %2", "a class the player named: %2 is its name as typed"),
    {{
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): an enemy ship sunk there
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, sunk, Carrier",
                           "Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): an enemy ship sunk there
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, sunk, Battleship",
                           "Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): an enemy ship sunk there
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, sunk, Cruiser",
                           "Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): an enemy ship sunk there
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, sunk, Submarine",
                           "Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): an enemy ship sunk there
        QT_TRANSLATE_NOOP3(
            "ShipSentence", "%1, sunk, Destroyer",
            "Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): an enemy ship sunk there
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, sunk, Patrol boat",
                           "Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): an enemy ship sunk there
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, sunk, Torpedo boat",
                           "Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)"),
    }},
};

constexpr ShipSentence<1> kTheirsHit = {
    //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): the enemy's ship, shown at the
    //: end, hit there
    QT_TRANSLATE_NOOP3("ShipSentence", "%1, %2, hit", "a class the player named: %2 is its name as typed"),
    {{
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): the enemy's ship, shown at
        //: the end, hit there
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, Carrier, hit",
                           "Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): the enemy's ship, shown at
        //: the end, hit there
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, Battleship, hit",
                           "Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): the enemy's ship, shown at
        //: the end, hit there
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, Cruiser, hit",
                           "Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): the enemy's ship, shown at
        //: the end, hit there
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, Submarine, hit",
                           "Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): the enemy's ship, shown at
        //: the end, hit there
        QT_TRANSLATE_NOOP3(
            "ShipSentence", "%1, Destroyer, hit",
            "Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): the enemy's ship, shown at
        //: the end, hit there
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, Patrol boat, hit",
                           "Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): the enemy's ship, shown at
        //: the end, hit there
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, Torpedo boat, hit",
                           "Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)"),
    }},
};

constexpr ShipSentence<1> kTheirsNotHit = {
    //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): the enemy's ship, shown at the
    //: end, not hit there
    QT_TRANSLATE_NOOP3("ShipSentence", "%1, %2, not hit",
                       "a class the player named: %2 is its name as typed"),
    {{
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): the enemy's ship, shown at
        //: the end, not hit there
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, Carrier, not hit",
                           "Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): the enemy's ship, shown at
        //: the end, not hit there
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, Battleship, not hit",
                           "Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): the enemy's ship, shown at
        //: the end, not hit there
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, Cruiser, not hit",
                           "Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): the enemy's ship, shown at
        //: the end, not hit there
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, Submarine, not hit",
                           "Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): the enemy's ship, shown at
        //: the end, not hit there
        QT_TRANSLATE_NOOP3(
            "ShipSentence", "%1, Destroyer, not hit",
            "Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): the enemy's ship, shown at
        //: the end, not hit there
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, Patrol boat, not hit",
                           "Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)"),
        //: a cell of a board as a screen reader says it; %1 is the cell ("H3"): the enemy's ship, shown at
        //: the end, not hit there
        QT_TRANSLATE_NOOP3("ShipSentence", "%1, Torpedo boat, not hit",
                           "Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)"),
    }},
};
static_assert(written(kYours) && written(kYoursHit) && written(kYoursSunk) && written(kTheirsSunk) &&
                  written(kTheirsHit) && written(kTheirsNotHit),
              "every known class has its sentence");

} // namespace

QString CellWords::said(const CellFacts& facts)
{
    const QString name = QString::fromStdString(formatCoord(facts.cell));
    if (facts.ship)
        return withShip(name, facts, *facts.ship);
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

QString CellWords::withShip(const QString& name, const CellFacts& facts, const ShipClass& ship)
{
    switch (facts.knowledge) {
    case CellKnowledge::Hit:
        return say(facts.yours ? kYoursHit : kTheirsHit, ship, name);
    case CellKnowledge::Sunk:
        return say(facts.yours ? kYoursSunk : kTheirsSunk, ship, name);
    default:
        return say(facts.yours ? kYours : kTheirsNotHit, ship, name);
    }
}
