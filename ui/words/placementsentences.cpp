// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/words/placementsentences.h"

#include "ui/words/shipsentence.h"

#include <QCoreApplication>

using namespace seabattle;

namespace {

constexpr ShipSentence<1> kCannotGoThere = {
    //: said and shown while you place this ship where it may not go; %1 says why ("touches the Battleship at
    //: D4")
    QT_TRANSLATE_NOOP3("ShipSentence", "The %2 cannot go there: %1.",
                       "a class the player named: %2 is its name as typed"),
    {{
        //: said and shown while you place this ship where it may not go; %1 says why ("touches the Battleship
        //: at D4")
        QT_TRANSLATE_NOOP3("ShipSentence", "The Carrier cannot go there: %1.",
                           "Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)"),
        //: said and shown while you place this ship where it may not go; %1 says why ("touches the Battleship
        //: at D4")
        QT_TRANSLATE_NOOP3("ShipSentence", "The Battleship cannot go there: %1.",
                           "Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)"),
        //: said and shown while you place this ship where it may not go; %1 says why ("touches the Battleship
        //: at D4")
        QT_TRANSLATE_NOOP3("ShipSentence", "The Cruiser cannot go there: %1.",
                           "Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)"),
        //: said and shown while you place this ship where it may not go; %1 says why ("touches the Battleship
        //: at D4")
        QT_TRANSLATE_NOOP3("ShipSentence", "The Submarine cannot go there: %1.",
                           "Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)"),
        //: said and shown while you place this ship where it may not go; %1 says why ("touches the Battleship
        //: at D4")
        QT_TRANSLATE_NOOP3(
            "ShipSentence", "The Destroyer cannot go there: %1.",
            "Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)"),
        //: said and shown while you place this ship where it may not go; %1 says why ("touches the Battleship
        //: at D4")
        QT_TRANSLATE_NOOP3("ShipSentence", "The Patrol boat cannot go there: %1.",
                           "Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)"),
        //: said and shown while you place this ship where it may not go; %1 says why ("touches the Battleship
        //: at D4")
        QT_TRANSLATE_NOOP3("ShipSentence", "The Torpedo boat cannot go there: %1.",
                           "Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)"),
    }},
};

constexpr ShipSentence<1> kForbidsShip = {
    //: a saved layout refused under the chosen rules; %1 says what this ship does ("touches the Battleship at
    //: D4")
    QT_TRANSLATE_NOOP3("ShipSentence", "These rules forbid this layout: the %2 %1.",
                       "a class the player named: %2 is its name as typed"),
    {{
        //: a saved layout refused under the chosen rules; %1 says what this ship does ("touches the
        //: Battleship at D4")
        QT_TRANSLATE_NOOP3("ShipSentence", "These rules forbid this layout: the Carrier %1.",
                           "Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)"),
        //: a saved layout refused under the chosen rules; %1 says what this ship does ("touches the
        //: Battleship at D4")
        QT_TRANSLATE_NOOP3("ShipSentence", "These rules forbid this layout: the Battleship %1.",
                           "Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)"),
        //: a saved layout refused under the chosen rules; %1 says what this ship does ("touches the
        //: Battleship at D4")
        QT_TRANSLATE_NOOP3("ShipSentence", "These rules forbid this layout: the Cruiser %1.",
                           "Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)"),
        //: a saved layout refused under the chosen rules; %1 says what this ship does ("touches the
        //: Battleship at D4")
        QT_TRANSLATE_NOOP3("ShipSentence", "These rules forbid this layout: the Submarine %1.",
                           "Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)"),
        //: a saved layout refused under the chosen rules; %1 says what this ship does ("touches the
        //: Battleship at D4")
        QT_TRANSLATE_NOOP3(
            "ShipSentence", "These rules forbid this layout: the Destroyer %1.",
            "Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)"),
        //: a saved layout refused under the chosen rules; %1 says what this ship does ("touches the
        //: Battleship at D4")
        QT_TRANSLATE_NOOP3("ShipSentence", "These rules forbid this layout: the Patrol boat %1.",
                           "Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)"),
        //: a saved layout refused under the chosen rules; %1 says what this ship does ("touches the
        //: Battleship at D4")
        QT_TRANSLATE_NOOP3("ShipSentence", "These rules forbid this layout: the Torpedo boat %1.",
                           "Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)"),
    }},
};

constexpr ShipSentence<1> kForbidsShipBecause = {
    //: a saved layout refused under the chosen rules; %1 says what is wrong with this ship ("outside the
    //: grid")
    QT_TRANSLATE_NOOP3("ShipSentence", "These rules forbid this layout: the %2: %1.",
                       "a class the player named: %2 is its name as typed"),
    {{
        //: a saved layout refused under the chosen rules; %1 says what is wrong with this ship ("outside the
        //: grid")
        QT_TRANSLATE_NOOP3("ShipSentence", "These rules forbid this layout: the Carrier: %1.",
                           "Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)"),
        //: a saved layout refused under the chosen rules; %1 says what is wrong with this ship ("outside the
        //: grid")
        QT_TRANSLATE_NOOP3("ShipSentence", "These rules forbid this layout: the Battleship: %1.",
                           "Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)"),
        //: a saved layout refused under the chosen rules; %1 says what is wrong with this ship ("outside the
        //: grid")
        QT_TRANSLATE_NOOP3("ShipSentence", "These rules forbid this layout: the Cruiser: %1.",
                           "Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)"),
        //: a saved layout refused under the chosen rules; %1 says what is wrong with this ship ("outside the
        //: grid")
        QT_TRANSLATE_NOOP3("ShipSentence", "These rules forbid this layout: the Submarine: %1.",
                           "Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)"),
        //: a saved layout refused under the chosen rules; %1 says what is wrong with this ship ("outside the
        //: grid")
        QT_TRANSLATE_NOOP3(
            "ShipSentence", "These rules forbid this layout: the Destroyer: %1.",
            "Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)"),
        //: a saved layout refused under the chosen rules; %1 says what is wrong with this ship ("outside the
        //: grid")
        QT_TRANSLATE_NOOP3("ShipSentence", "These rules forbid this layout: the Patrol boat: %1.",
                           "Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)"),
        //: a saved layout refused under the chosen rules; %1 says what is wrong with this ship ("outside the
        //: grid")
        QT_TRANSLATE_NOOP3("ShipSentence", "These rules forbid this layout: the Torpedo boat: %1.",
                           "Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)"),
    }},
};
static_assert(written(kCannotGoThere) && written(kForbidsShip) && written(kForbidsShipBecause),
              "every known class has its sentence");

} // namespace

QString cannotGoThere(const ShipClass& shipClass, const QString& why)
{
    return say(kCannotGoThere, shipClass, why);
}

QString rulesForbidLayout(const ShipClass& shipClass, const QString& why, Why form)
{
    return say(form == Why::Does ? kForbidsShip : kForbidsShipBecause, shipClass, why);
}
