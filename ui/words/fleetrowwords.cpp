// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/words/fleetrowwords.h"

#include "ui/words/shipsentence.h"
#include "ui/words/shotsentences.h"

#include <QCoreApplication>

using namespace seabattle;

namespace {

constexpr ShipSentence<0> kAfloat = {
    //: a ship's picture under a board: its tooltip, and its screen-reader words
    QT_TRANSLATE_NOOP3("ShipSentence", "%1 afloat", "a class the player named: %1 is its name as typed"),
    {{
        //: a ship's picture under a board: its tooltip, and its screen-reader words
        QT_TRANSLATE_NOOP3("ShipSentence", "Carrier afloat",
                           "Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)"),
        //: a ship's picture under a board: its tooltip, and its screen-reader words
        QT_TRANSLATE_NOOP3("ShipSentence", "Battleship afloat",
                           "Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)"),
        //: a ship's picture under a board: its tooltip, and its screen-reader words
        QT_TRANSLATE_NOOP3("ShipSentence", "Cruiser afloat",
                           "Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)"),
        //: a ship's picture under a board: its tooltip, and its screen-reader words
        QT_TRANSLATE_NOOP3("ShipSentence", "Submarine afloat",
                           "Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)"),
        //: a ship's picture under a board: its tooltip, and its screen-reader words
        QT_TRANSLATE_NOOP3(
            "ShipSentence", "Destroyer afloat",
            "Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)"),
        //: a ship's picture under a board: its tooltip, and its screen-reader words
        QT_TRANSLATE_NOOP3("ShipSentence", "Patrol boat afloat",
                           "Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)"),
        //: a ship's picture under a board: its tooltip, and its screen-reader words
        QT_TRANSLATE_NOOP3("ShipSentence", "Torpedo boat afloat",
                           "Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)"),
    }},
};

constexpr ShipSentence<0> kHitAfloat = {
    //: a ship's picture under a board: its tooltip, and its screen-reader words
    QT_TRANSLATE_NOOP3("ShipSentence", "%1 hit, still afloat",
                       "a class the player named: %1 is its name as typed"),
    {{
        //: a ship's picture under a board: its tooltip, and its screen-reader words
        QT_TRANSLATE_NOOP3("ShipSentence", "Carrier hit, still afloat",
                           "Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)"),
        //: a ship's picture under a board: its tooltip, and its screen-reader words
        QT_TRANSLATE_NOOP3("ShipSentence", "Battleship hit, still afloat",
                           "Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)"),
        //: a ship's picture under a board: its tooltip, and its screen-reader words
        QT_TRANSLATE_NOOP3("ShipSentence", "Cruiser hit, still afloat",
                           "Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)"),
        //: a ship's picture under a board: its tooltip, and its screen-reader words
        QT_TRANSLATE_NOOP3("ShipSentence", "Submarine hit, still afloat",
                           "Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)"),
        //: a ship's picture under a board: its tooltip, and its screen-reader words
        QT_TRANSLATE_NOOP3(
            "ShipSentence", "Destroyer hit, still afloat",
            "Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)"),
        //: a ship's picture under a board: its tooltip, and its screen-reader words
        QT_TRANSLATE_NOOP3("ShipSentence", "Patrol boat hit, still afloat",
                           "Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)"),
        //: a ship's picture under a board: its tooltip, and its screen-reader words
        QT_TRANSLATE_NOOP3("ShipSentence", "Torpedo boat hit, still afloat",
                           "Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)"),
    }},
};
static_assert(written(kAfloat) && written(kHitAfloat), "every known class has its sentence");

} // namespace

QString shipAfloatWords(const ShipClass& shipClass)
{
    return say(kAfloat, shipClass);
}

QString shipHitWords(const ShipClass& shipClass)
{
    return say(kHitAfloat, shipClass);
}

QString shipSunkWords(const ShipClass& shipClass)
{
    ShipClass one = shipClass;
    one.count = 1; // this one ship: "Cruiser sunk", whatever its class's others are
    return allSunkLabel(one);
}
