// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/words/layoutproblemwords.h"

#include "ui/words/shipsentence.h"
#include "ui/words/shipwords.h"

#include <QCoreApplication>
#include <QStringList>

using namespace seabattle;

namespace {

// The translation context of this file's words.
class ProblemWords {
    Q_DECLARE_TR_FUNCTIONS(ProblemWords)
};

// A sentence per class (ui/words/shipsentence.h): the article agrees with the ship.
constexpr ShipSentence<0> kOverlaps = {
    //: why a ship may not go where it is, after the ship that moved ("The Cruiser cannot go there: …"): it
    //: lies over this ship
    QT_TRANSLATE_NOOP3("ShipSentence", "overlaps the %1",
                       "a class the player named: %1 is its name as typed"),
    {{
        //: why a ship may not go where it is, after the ship that moved ("The Cruiser cannot go there: …"):
        //: it lies over this ship
        QT_TRANSLATE_NOOP3("ShipSentence", "overlaps the Carrier",
                           "Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)"),
        //: why a ship may not go where it is, after the ship that moved ("The Cruiser cannot go there: …"):
        //: it lies over this ship
        QT_TRANSLATE_NOOP3("ShipSentence", "overlaps the Battleship",
                           "Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)"),
        //: why a ship may not go where it is, after the ship that moved ("The Cruiser cannot go there: …"):
        //: it lies over this ship
        QT_TRANSLATE_NOOP3("ShipSentence", "overlaps the Cruiser",
                           "Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)"),
        //: why a ship may not go where it is, after the ship that moved ("The Cruiser cannot go there: …"):
        //: it lies over this ship
        QT_TRANSLATE_NOOP3("ShipSentence", "overlaps the Submarine",
                           "Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)"),
        //: why a ship may not go where it is, after the ship that moved ("The Cruiser cannot go there: …"):
        //: it lies over this ship
        QT_TRANSLATE_NOOP3(
            "ShipSentence", "overlaps the Destroyer",
            "Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)"),
        //: why a ship may not go where it is, after the ship that moved ("The Cruiser cannot go there: …"):
        //: it lies over this ship
        QT_TRANSLATE_NOOP3("ShipSentence", "overlaps the Patrol boat",
                           "Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)"),
        //: why a ship may not go where it is, after the ship that moved ("The Cruiser cannot go there: …"):
        //: it lies over this ship
        QT_TRANSLATE_NOOP3("ShipSentence", "overlaps the Torpedo boat",
                           "Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)"),
    }},
};

constexpr ShipSentence<1> kTouches = {
    //: why a ship may not go where it is, after the ship that moved ("The Cruiser cannot go there: …"): it
    //: touches this ship; %1 lists the cells ("D4, D5")
    QT_TRANSLATE_NOOP3("ShipSentence", "touches the %2 at %1",
                       "a class the player named: %2 is its name as typed"),
    {{
        //: why a ship may not go where it is, after the ship that moved ("The Cruiser cannot go there: …"):
        //: it touches this ship; %1 lists the cells ("D4, D5")
        QT_TRANSLATE_NOOP3("ShipSentence", "touches the Carrier at %1",
                           "Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)"),
        //: why a ship may not go where it is, after the ship that moved ("The Cruiser cannot go there: …"):
        //: it touches this ship; %1 lists the cells ("D4, D5")
        QT_TRANSLATE_NOOP3("ShipSentence", "touches the Battleship at %1",
                           "Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)"),
        //: why a ship may not go where it is, after the ship that moved ("The Cruiser cannot go there: …"):
        //: it touches this ship; %1 lists the cells ("D4, D5")
        QT_TRANSLATE_NOOP3("ShipSentence", "touches the Cruiser at %1",
                           "Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)"),
        //: why a ship may not go where it is, after the ship that moved ("The Cruiser cannot go there: …"):
        //: it touches this ship; %1 lists the cells ("D4, D5")
        QT_TRANSLATE_NOOP3("ShipSentence", "touches the Submarine at %1",
                           "Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)"),
        //: why a ship may not go where it is, after the ship that moved ("The Cruiser cannot go there: …"):
        //: it touches this ship; %1 lists the cells ("D4, D5")
        QT_TRANSLATE_NOOP3(
            "ShipSentence", "touches the Destroyer at %1",
            "Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)"),
        //: why a ship may not go where it is, after the ship that moved ("The Cruiser cannot go there: …"):
        //: it touches this ship; %1 lists the cells ("D4, D5")
        QT_TRANSLATE_NOOP3("ShipSentence", "touches the Patrol boat at %1",
                           "Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)"),
        //: why a ship may not go where it is, after the ship that moved ("The Cruiser cannot go there: …"):
        //: it touches this ship; %1 lists the cells ("D4, D5")
        QT_TRANSLATE_NOOP3("ShipSentence", "touches the Torpedo boat at %1",
                           "Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)"),
    }},
};

constexpr ShipSentence<1> kTouchesCorner = {
    //: why a ship may not go where it is, after the ship that moved ("The Cruiser cannot go there: …"): it
    //: touches this ship's corner; %1 lists the cells ("D4")
    QT_TRANSLATE_NOOP3("ShipSentence", "touches the corner of the %2 at %1",
                       "a class the player named: %2 is its name as typed"),
    {{
        //: why a ship may not go where it is, after the ship that moved ("The Cruiser cannot go there: …"):
        //: it touches this ship's corner; %1 lists the cells ("D4")
        QT_TRANSLATE_NOOP3("ShipSentence", "touches the corner of the Carrier at %1",
                           "Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)"),
        //: why a ship may not go where it is, after the ship that moved ("The Cruiser cannot go there: …"):
        //: it touches this ship's corner; %1 lists the cells ("D4")
        QT_TRANSLATE_NOOP3("ShipSentence", "touches the corner of the Battleship at %1",
                           "Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)"),
        //: why a ship may not go where it is, after the ship that moved ("The Cruiser cannot go there: …"):
        //: it touches this ship's corner; %1 lists the cells ("D4")
        QT_TRANSLATE_NOOP3("ShipSentence", "touches the corner of the Cruiser at %1",
                           "Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)"),
        //: why a ship may not go where it is, after the ship that moved ("The Cruiser cannot go there: …"):
        //: it touches this ship's corner; %1 lists the cells ("D4")
        QT_TRANSLATE_NOOP3("ShipSentence", "touches the corner of the Submarine at %1",
                           "Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)"),
        //: why a ship may not go where it is, after the ship that moved ("The Cruiser cannot go there: …"):
        //: it touches this ship's corner; %1 lists the cells ("D4")
        QT_TRANSLATE_NOOP3(
            "ShipSentence", "touches the corner of the Destroyer at %1",
            "Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)"),
        //: why a ship may not go where it is, after the ship that moved ("The Cruiser cannot go there: …"):
        //: it touches this ship's corner; %1 lists the cells ("D4")
        QT_TRANSLATE_NOOP3("ShipSentence", "touches the corner of the Patrol boat at %1",
                           "Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)"),
        //: why a ship may not go where it is, after the ship that moved ("The Cruiser cannot go there: …"):
        //: it touches this ship's corner; %1 lists the cells ("D4")
        QT_TRANSLATE_NOOP3("ShipSentence", "touches the corner of the Torpedo boat at %1",
                           "Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)"),
    }},
};
static_assert(written(kOverlaps) && written(kTouches) && written(kTouchesCorner),
              "every known class has its sentence");

QString cellList(const std::vector<Coord>& cells)
{
    QStringList names;
    for (Coord c : cells)
        names << QString::fromStdString(formatCoord(c));
    return names.join(QStringLiteral(", "));
}

} // namespace

QString describeProblem(const LayoutProblem& problem, const Ruleset& rules)
{
    using Kind = LayoutProblem::Kind;
    switch (problem.kind) {
    case Kind::UnknownShip:
        return ProblemWords::tr("this ship is not part of the fleet");
    case Kind::OutsideGrid:
        return ProblemWords::tr("outside the grid");
    case Kind::WrongLength:
        return ProblemWords::tr("%n cell(s) long instead of %1", nullptr, problem.actual)
            .arg(problem.expected);
    case Kind::Overlap:
        return say(kOverlaps, shipClassAt(rules, problem.ships.at(1).shipClass));
    case Kind::Touching:
        return say(problem.contact == Contact::Corner ? kTouchesCorner : kTouches,
                   shipClassAt(rules, problem.ships.at(1).shipClass), cellList(problem.cells));
    case Kind::WrongCount:
        return ProblemWords::tr("%1: %n still to place", nullptr, problem.expected - problem.actual)
            .arg(shipClassName(rules.fleet.at(std::size_t(problem.shipClass))));
    }
    return {};
}
