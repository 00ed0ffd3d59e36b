// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/words/violationwords.h"

#include "ui/words/layoutproblemwords.h"
#include "ui/words/shipwords.h"

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

QString shipName(const std::optional<ShipId>& ship, const Ruleset& rules)
{
    if (!ship || ship->shipClass < 0 || ship->shipClass >= int(rules.fleet.size()))
        return ViolationText::tr("a ship");
    return shipClassNameInText(rules.fleet[std::size_t(ship->shipClass)]);
}

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
        return ViolationText::tr("They answered Miss at %1, but their %2 was there.")
            .arg(cell, shipName(v.ship, rules));
    case Violation::Kind::FalseHit:
        return ViolationText::tr("They announced a hit at %1, but there was only water.").arg(cell);
    case Violation::Kind::FalseSunk:
        if (v.ship && v.claimed && *v.ship != *v.claimed)
            return ViolationText::tr("They announced their %1 sunk at %2, but their %3 was there.")
                .arg(shipName(v.claimed, rules), cell, shipName(v.ship, rules));
        return ViolationText::tr(
                   "They announced their %1 sunk at %2, but it was not sunk, or not where they said.")
            .arg(shipName(v.claimed, rules), cell);
    case Violation::Kind::MissedSunk:
        return ViolationText::tr("They answered Hit at %1, but that shot sank their %2.")
            .arg(cell, shipName(v.ship, rules));
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
        return ViolationText::tr("Their answer at %1 cannot be true: their %2 was already sunk.")
            .arg(cell, shipName(a.ship, rules));
    case ImpossibleAnswer::Kind::WrongCells:
        return ViolationText::tr("Their answer at %1 cannot be true: the cells they gave for their %2 are "
                                 "not cells you hit in one line.")
            .arg(cell, shipName(a.ship, rules));
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
