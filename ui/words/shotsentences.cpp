// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/words/shotsentences.h"

#include "ui/words/shipsentence.h"

#include <QCoreApplication>

using namespace seabattle;

namespace {

constexpr ShipSentence<0> kAllSunk = {
    //: the fleet line under a board, a label that never breaks: the class's one ship is sunk
    QT_TRANSLATE_NOOP3("ShipSentence", "%1 sunk", "a class the player named: %1 is its name as typed"),
    {{
        //: the fleet line under a board, a label that never breaks: the class's one ship is sunk
        QT_TRANSLATE_NOOP3("ShipSentence", "Carrier sunk",
                           "Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)"),
        //: the fleet line under a board, a label that never breaks: the class's one ship is sunk
        QT_TRANSLATE_NOOP3("ShipSentence", "Battleship sunk",
                           "Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)"),
        //: the fleet line under a board, a label that never breaks: the class's one ship is sunk
        QT_TRANSLATE_NOOP3("ShipSentence", "Cruiser sunk",
                           "Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)"),
        //: the fleet line under a board, a label that never breaks: the class's one ship is sunk
        QT_TRANSLATE_NOOP3("ShipSentence", "Submarine sunk",
                           "Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)"),
        //: the fleet line under a board, a label that never breaks: the class's one ship is sunk
        QT_TRANSLATE_NOOP3(
            "ShipSentence", "Destroyer sunk",
            "Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)"),
        //: the fleet line under a board, a label that never breaks: the class's one ship is sunk
        QT_TRANSLATE_NOOP3("ShipSentence", "Patrol boat sunk",
                           "Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)"),
        //: the fleet line under a board, a label that never breaks: the class's one ship is sunk
        QT_TRANSLATE_NOOP3("ShipSentence", "Torpedo boat sunk",
                           "Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)"),
    }},
};

constexpr ShipSentence<0> kAllSunkSeveral = {
    //: the fleet line under a board, a label that never breaks: every ship of the class is sunk
    QT_TRANSLATE_NOOP3("ShipSentence", "%1 sunk",
                       "several ships of a class the player named: %1 is its name as typed"),
    {{
        //: the fleet line under a board, a label that never breaks: every ship of the class is sunk
        QT_TRANSLATE_NOOP3("ShipSentence", "Carriers sunk",
                           "Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)"),
        //: the fleet line under a board, a label that never breaks: every ship of the class is sunk
        QT_TRANSLATE_NOOP3("ShipSentence", "Battleships sunk",
                           "Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)"),
        //: the fleet line under a board, a label that never breaks: every ship of the class is sunk
        QT_TRANSLATE_NOOP3("ShipSentence", "Cruisers sunk",
                           "Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)"),
        //: the fleet line under a board, a label that never breaks: every ship of the class is sunk
        QT_TRANSLATE_NOOP3("ShipSentence", "Submarines sunk",
                           "Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)"),
        //: the fleet line under a board, a label that never breaks: every ship of the class is sunk
        QT_TRANSLATE_NOOP3(
            "ShipSentence", "Destroyers sunk",
            "Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)"),
        //: the fleet line under a board, a label that never breaks: every ship of the class is sunk
        QT_TRANSLATE_NOOP3("ShipSentence", "Patrol boats sunk",
                           "Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)"),
        //: the fleet line under a board, a label that never breaks: every ship of the class is sunk
        QT_TRANSLATE_NOOP3("ShipSentence", "Torpedo boats sunk",
                           "Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)"),
    }},
};

constexpr ShipSentence<1> kYouSank = {
    //: said and shown when your shot sinks a ship; %1 is the cell ("C7")
    QT_TRANSLATE_NOOP3("ShipSentence", "%1: Sunk: %2!", "a class the player named: %2 is its name as typed"),
    {{
        //: said and shown when your shot sinks a ship; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence", "%1: Sunk: Carrier!",
                           "Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)"),
        //: said and shown when your shot sinks a ship; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence", "%1: Sunk: Battleship!",
                           "Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)"),
        //: said and shown when your shot sinks a ship; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence", "%1: Sunk: Cruiser!",
                           "Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)"),
        //: said and shown when your shot sinks a ship; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence", "%1: Sunk: Submarine!",
                           "Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)"),
        //: said and shown when your shot sinks a ship; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3(
            "ShipSentence", "%1: Sunk: Destroyer!",
            "Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)"),
        //: said and shown when your shot sinks a ship; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence", "%1: Sunk: Patrol boat!",
                           "Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)"),
        //: said and shown when your shot sinks a ship; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence", "%1: Sunk: Torpedo boat!",
                           "Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)"),
    }},
};

constexpr ShipSentence<1> kEnemySankYours = {
    //: said and shown when the enemy's shot sinks your ship; %1 is the cell ("C7")
    QT_TRANSLATE_NOOP3("ShipSentence", "The enemy fired at %1: Sunk: your %2!",
                       "a class the player named: %2 is its name as typed"),
    {{
        //: said and shown when the enemy's shot sinks your ship; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence", "The enemy fired at %1: Sunk: your Carrier!",
                           "Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)"),
        //: said and shown when the enemy's shot sinks your ship; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence", "The enemy fired at %1: Sunk: your Battleship!",
                           "Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)"),
        //: said and shown when the enemy's shot sinks your ship; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence", "The enemy fired at %1: Sunk: your Cruiser!",
                           "Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)"),
        //: said and shown when the enemy's shot sinks your ship; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence", "The enemy fired at %1: Sunk: your Submarine!",
                           "Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)"),
        //: said and shown when the enemy's shot sinks your ship; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3(
            "ShipSentence", "The enemy fired at %1: Sunk: your Destroyer!",
            "Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)"),
        //: said and shown when the enemy's shot sinks your ship; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence", "The enemy fired at %1: Sunk: your Patrol boat!",
                           "Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)"),
        //: said and shown when the enemy's shot sinks your ship; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence", "The enemy fired at %1: Sunk: your Torpedo boat!",
                           "Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)"),
    }},
};

constexpr ShipSentence<1> kYouSankInReplay = {
    //: a replay's step: your shot sank a ship; %1 is the cell ("C7")
    QT_TRANSLATE_NOOP3("ShipSentence", "You fired at %1: Sunk: %2!",
                       "a class the player named: %2 is its name as typed"),
    {{
        //: a replay's step: your shot sank a ship; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence", "You fired at %1: Sunk: Carrier!",
                           "Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)"),
        //: a replay's step: your shot sank a ship; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence", "You fired at %1: Sunk: Battleship!",
                           "Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)"),
        //: a replay's step: your shot sank a ship; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence", "You fired at %1: Sunk: Cruiser!",
                           "Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)"),
        //: a replay's step: your shot sank a ship; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence", "You fired at %1: Sunk: Submarine!",
                           "Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)"),
        //: a replay's step: your shot sank a ship; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3(
            "ShipSentence", "You fired at %1: Sunk: Destroyer!",
            "Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)"),
        //: a replay's step: your shot sank a ship; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence", "You fired at %1: Sunk: Patrol boat!",
                           "Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)"),
        //: a replay's step: your shot sank a ship; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence", "You fired at %1: Sunk: Torpedo boat!",
                           "Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)"),
    }},
};

constexpr ShipSentence<1> kOpponentSankYours = {
    //: a replay's step: the opponent's shot sank your ship; %1 is the cell ("C7")
    QT_TRANSLATE_NOOP3("ShipSentence", "The opponent fired at %1: Sunk: your %2!",
                       "a class the player named: %2 is its name as typed"),
    {{
        //: a replay's step: the opponent's shot sank your ship; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence", "The opponent fired at %1: Sunk: your Carrier!",
                           "Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)"),
        //: a replay's step: the opponent's shot sank your ship; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence", "The opponent fired at %1: Sunk: your Battleship!",
                           "Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)"),
        //: a replay's step: the opponent's shot sank your ship; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence", "The opponent fired at %1: Sunk: your Cruiser!",
                           "Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)"),
        //: a replay's step: the opponent's shot sank your ship; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence", "The opponent fired at %1: Sunk: your Submarine!",
                           "Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)"),
        //: a replay's step: the opponent's shot sank your ship; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3(
            "ShipSentence", "The opponent fired at %1: Sunk: your Destroyer!",
            "Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)"),
        //: a replay's step: the opponent's shot sank your ship; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence", "The opponent fired at %1: Sunk: your Patrol boat!",
                           "Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)"),
        //: a replay's step: the opponent's shot sank your ship; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence", "The opponent fired at %1: Sunk: your Torpedo boat!",
                           "Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)"),
    }},
};
static_assert(written(kAllSunk) && written(kAllSunkSeveral) && written(kYouSank) &&
                  written(kEnemySankYours) && written(kYouSankInReplay) && written(kOpponentSankYours),
              "every known class has its sentence");

} // namespace

QString allSunkLabel(const ShipClass& shipClass)
{
    return say(shipClass.count > 1 ? kAllSunkSeveral : kAllSunk, shipClass);
}

QString shipSunkLabel(const ShipClass& shipClass)
{
    return say(kAllSunk, shipClass);
}

QString youSank(const ShipClass& shipClass, const QString& cell)
{
    return say(kYouSank, shipClass, cell);
}

QString enemySankYours(const ShipClass& shipClass, const QString& cell)
{
    return say(kEnemySankYours, shipClass, cell);
}

QString youSankInReplay(const ShipClass& shipClass, const QString& cell)
{
    return say(kYouSankInReplay, shipClass, cell);
}

QString opponentSankYoursInReplay(const ShipClass& shipClass, const QString& cell)
{
    return say(kOpponentSankYours, shipClass, cell);
}
