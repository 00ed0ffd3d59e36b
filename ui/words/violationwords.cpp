// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/words/violationwords.h"

#include "ui/words/layoutproblemwords.h"
#include "ui/words/shipsentence.h"

#include <QCoreApplication>

using namespace seabattle;

namespace {

// The translation context of this file's words.
class ViolationText {
    Q_DECLARE_TR_FUNCTIONS(ViolationText)
};

QString cellName(Coord c)
{
    return QString::fromStdString(formatCoord(c));
}

// The class of the ship a violation names, if it names one.
ShipClass shipOf(const std::optional<ShipId>& ship, const Ruleset& rules)
{
    return shipClassAt(rules, ship ? ship->shipClass : -1);
}

// The ships named in these sentences: a sentence per class (ui/words/shipsentence.h), so that
// "their", "sunk" and "was" agree with the ship.
constexpr ShipSentence<0> kTheirShipWasThere = {
    //: the other player's answer proved false (a sentence of its own after what they answered): one of their
    //: ships was where they said there was none
    QT_TRANSLATE_NOOP3("ShipSentence", "Their %1 was there.",
                       "a class the player named: %1 is its name as typed"),
    {{
        //: the other player's answer proved false (a sentence of its own after what they answered): one of
        //: their ships was where they said there was none
        QT_TRANSLATE_NOOP3("ShipSentence", "Their Carrier was there.",
                           "Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)"),
        //: the other player's answer proved false (a sentence of its own after what they answered): one of
        //: their ships was where they said there was none
        QT_TRANSLATE_NOOP3("ShipSentence", "Their Battleship was there.",
                           "Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)"),
        //: the other player's answer proved false (a sentence of its own after what they answered): one of
        //: their ships was where they said there was none
        QT_TRANSLATE_NOOP3("ShipSentence", "Their Cruiser was there.",
                           "Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)"),
        //: the other player's answer proved false (a sentence of its own after what they answered): one of
        //: their ships was where they said there was none
        QT_TRANSLATE_NOOP3("ShipSentence", "Their Submarine was there.",
                           "Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)"),
        //: the other player's answer proved false (a sentence of its own after what they answered): one of
        //: their ships was where they said there was none
        QT_TRANSLATE_NOOP3(
            "ShipSentence", "Their Destroyer was there.",
            "Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)"),
        //: the other player's answer proved false (a sentence of its own after what they answered): one of
        //: their ships was where they said there was none
        QT_TRANSLATE_NOOP3("ShipSentence", "Their Patrol boat was there.",
                           "Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)"),
        //: the other player's answer proved false (a sentence of its own after what they answered): one of
        //: their ships was where they said there was none
        QT_TRANSLATE_NOOP3("ShipSentence", "Their Torpedo boat was there.",
                           "Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)"),
    }},
};

constexpr ShipSentence<1> kAnnouncedSunk = {
    //: the other player's false answer; %1 is the cell ("C7"): they said this ship sank there
    QT_TRANSLATE_NOOP3("ShipSentence", "They announced their %2 sunk at %1.",
                       "a class the player named: %2 is its name as typed"),
    {{
        //: the other player's false answer; %1 is the cell ("C7"): they said this ship sank there
        QT_TRANSLATE_NOOP3("ShipSentence", "They announced their Carrier sunk at %1.",
                           "Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)"),
        //: the other player's false answer; %1 is the cell ("C7"): they said this ship sank there
        QT_TRANSLATE_NOOP3("ShipSentence", "They announced their Battleship sunk at %1.",
                           "Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)"),
        //: the other player's false answer; %1 is the cell ("C7"): they said this ship sank there
        QT_TRANSLATE_NOOP3("ShipSentence", "They announced their Cruiser sunk at %1.",
                           "Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)"),
        //: the other player's false answer; %1 is the cell ("C7"): they said this ship sank there
        QT_TRANSLATE_NOOP3("ShipSentence", "They announced their Submarine sunk at %1.",
                           "Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)"),
        //: the other player's false answer; %1 is the cell ("C7"): they said this ship sank there
        QT_TRANSLATE_NOOP3(
            "ShipSentence", "They announced their Destroyer sunk at %1.",
            "Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)"),
        //: the other player's false answer; %1 is the cell ("C7"): they said this ship sank there
        QT_TRANSLATE_NOOP3("ShipSentence", "They announced their Patrol boat sunk at %1.",
                           "Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)"),
        //: the other player's false answer; %1 is the cell ("C7"): they said this ship sank there
        QT_TRANSLATE_NOOP3("ShipSentence", "They announced their Torpedo boat sunk at %1.",
                           "Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)"),
    }},
};

constexpr ShipSentence<0> kShotSankTheirs = {
    //: the other player's answer proved false (a sentence of its own after what they answered): they answered
    //: Hit, but the shot sank this ship
    QT_TRANSLATE_NOOP3("ShipSentence", "That shot sank their %1.",
                       "a class the player named: %1 is its name as typed"),
    {{
        //: the other player's answer proved false (a sentence of its own after what they answered): they
        //: answered Hit, but the shot sank this ship
        QT_TRANSLATE_NOOP3("ShipSentence", "That shot sank their Carrier.",
                           "Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)"),
        //: the other player's answer proved false (a sentence of its own after what they answered): they
        //: answered Hit, but the shot sank this ship
        QT_TRANSLATE_NOOP3("ShipSentence", "That shot sank their Battleship.",
                           "Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)"),
        //: the other player's answer proved false (a sentence of its own after what they answered): they
        //: answered Hit, but the shot sank this ship
        QT_TRANSLATE_NOOP3("ShipSentence", "That shot sank their Cruiser.",
                           "Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)"),
        //: the other player's answer proved false (a sentence of its own after what they answered): they
        //: answered Hit, but the shot sank this ship
        QT_TRANSLATE_NOOP3("ShipSentence", "That shot sank their Submarine.",
                           "Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)"),
        //: the other player's answer proved false (a sentence of its own after what they answered): they
        //: answered Hit, but the shot sank this ship
        QT_TRANSLATE_NOOP3(
            "ShipSentence", "That shot sank their Destroyer.",
            "Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)"),
        //: the other player's answer proved false (a sentence of its own after what they answered): they
        //: answered Hit, but the shot sank this ship
        QT_TRANSLATE_NOOP3("ShipSentence", "That shot sank their Patrol boat.",
                           "Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)"),
        //: the other player's answer proved false (a sentence of its own after what they answered): they
        //: answered Hit, but the shot sank this ship
        QT_TRANSLATE_NOOP3("ShipSentence", "That shot sank their Torpedo boat.",
                           "Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)"),
    }},
};

constexpr ShipSentence<1> kAlreadySunk = {
    //: the other player's answer cannot be true; %1 is the cell ("C7")
    QT_TRANSLATE_NOOP3("ShipSentence", "Their answer at %1 cannot be true: their %2 was already sunk.",
                       "a class the player named: %2 is its name as typed"),
    {{
        //: the other player's answer cannot be true; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence",
                           "Their answer at %1 cannot be true: their Carrier was already sunk.",
                           "Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)"),
        //: the other player's answer cannot be true; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence",
                           "Their answer at %1 cannot be true: their Battleship was already sunk.",
                           "Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)"),
        //: the other player's answer cannot be true; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence",
                           "Their answer at %1 cannot be true: their Cruiser was already sunk.",
                           "Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)"),
        //: the other player's answer cannot be true; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence",
                           "Their answer at %1 cannot be true: their Submarine was already sunk.",
                           "Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)"),
        //: the other player's answer cannot be true; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3(
            "ShipSentence", "Their answer at %1 cannot be true: their Destroyer was already sunk.",
            "Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)"),
        //: the other player's answer cannot be true; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence",
                           "Their answer at %1 cannot be true: their Patrol boat was already sunk.",
                           "Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)"),
        //: the other player's answer cannot be true; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence",
                           "Their answer at %1 cannot be true: their Torpedo boat was already sunk.",
                           "Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)"),
    }},
};

constexpr ShipSentence<1> kWrongCells = {
    //: the other player's answer cannot be true; %1 is the cell ("C7")
    QT_TRANSLATE_NOOP3("ShipSentence",
                       "Their answer at %1 cannot be true: the cells they gave for their %2 are not cells "
                       "you hit in one line.",
                       "a class the player named: %2 is its name as typed"),
    {{
        //: the other player's answer cannot be true; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence",
                           "Their answer at %1 cannot be true: the cells they gave for their Carrier are not "
                           "cells you hit in one line.",
                           "Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)"),
        //: the other player's answer cannot be true; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence",
                           "Their answer at %1 cannot be true: the cells they gave for their Battleship are "
                           "not cells you hit in one line.",
                           "Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)"),
        //: the other player's answer cannot be true; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence",
                           "Their answer at %1 cannot be true: the cells they gave for their Cruiser are not "
                           "cells you hit in one line.",
                           "Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)"),
        //: the other player's answer cannot be true; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence",
                           "Their answer at %1 cannot be true: the cells they gave for their Submarine are "
                           "not cells you hit in one line.",
                           "Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)"),
        //: the other player's answer cannot be true; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3(
            "ShipSentence",
            "Their answer at %1 cannot be true: the cells they gave for their Destroyer are not cells you "
            "hit in one line.",
            "Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)"),
        //: the other player's answer cannot be true; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence",
                           "Their answer at %1 cannot be true: the cells they gave for their Patrol boat are "
                           "not cells you hit in one line.",
                           "Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)"),
        //: the other player's answer cannot be true; %1 is the cell ("C7")
        QT_TRANSLATE_NOOP3("ShipSentence",
                           "Their answer at %1 cannot be true: the cells they gave for their Torpedo boat "
                           "are not cells you hit in one line.",
                           "Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)"),
    }},
};
static_assert(written(kTheirShipWasThere) && written(kAnnouncedSunk) && written(kShotSankTheirs) &&
                  written(kAlreadySunk) && written(kWrongCells),
              "every known class has its sentence");

} // namespace

QString violationText(const Violation& v, const Ruleset& rules)
{
    const QString cell = isOnBoard(v.target) ? cellName(v.target) : QString();
    switch (v.kind) {
    case Violation::Kind::IllegalFleet:
        return v.problems.empty() ? ViolationText::tr("The fleet they revealed breaks the rules.")
                                  : ViolationText::tr("The fleet they revealed breaks the rules: %1")
                                        .arg(describeProblem(v.problems.front(), rules));
    case Violation::Kind::FalseMiss:
        return ViolationText::tr("They answered Miss at %1.").arg(cell) + u' ' +
               say(kTheirShipWasThere, shipOf(v.ship, rules));
    case Violation::Kind::FalseHit:
        return ViolationText::tr("They announced a hit at %1, but there was only water.").arg(cell);
    case Violation::Kind::FalseSunk:
        return say(kAnnouncedSunk, shipOf(v.claimed, rules), cell) + u' ' +
               (v.ship && v.claimed && *v.ship != *v.claimed
                    ? say(kTheirShipWasThere, shipOf(v.ship, rules))
                    : ViolationText::tr("That ship was not sunk, or not where they said."));
    case Violation::Kind::MissedSunk:
        return ViolationText::tr("They answered Hit at %1.").arg(cell) + u' ' +
               say(kShotSankTheirs, shipOf(v.ship, rules));
    }
    return {};
}

QString impossibleAnswerText(const ImpossibleAnswer& a, const Ruleset& rules)
{
    const QString cell = isOnBoard(a.target) ? cellName(a.target) : QString();
    switch (a.kind) {
    case ImpossibleAnswer::Kind::NoShotPending:
    case ImpossibleAnswer::Kind::WrongCell:
        return ViolationText::tr("They answered a shot you never fired.");
    case ImpossibleAnswer::Kind::SunkWithoutShip:
        return ViolationText::tr(
                   "Their answer at %1 cannot be true: a sinking must name the ship, and only a sinking may.")
            .arg(cell);
    case ImpossibleAnswer::Kind::NotInFleet:
        return ViolationText::tr("Their answer at %1 cannot be true: the ship it names is not in the fleet.")
            .arg(cell);
    case ImpossibleAnswer::Kind::AlreadySunk:
        return say(kAlreadySunk, shipOf(a.ship, rules), cell);
    case ImpossibleAnswer::Kind::WrongCells:
        return say(kWrongCells, shipOf(a.ship, rules), cell);
    case ImpossibleAnswer::Kind::FleetCannotHide:
        return ViolationText::tr("Their answer at %1 cannot be true: the cells you have not fired at can no "
                                 "longer hold the ships still afloat.")
            .arg(cell);
    case ImpossibleAnswer::Kind::UnsunkFleet:
        return ViolationText::tr("Their answer at %1 cannot be true: every cell of their fleet is hit, yet "
                                 "they did not announce every ship sunk.")
            .arg(cell);
    }
    return {};
}
