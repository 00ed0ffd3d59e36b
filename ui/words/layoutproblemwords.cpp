// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/words/layoutproblemwords.h"

#include "ui/words/shipwords.h"

#include <QCoreApplication>
#include <QStringList>

using namespace seabattle;

namespace {

// The translation context of this file's words.
class ProblemWords {
    Q_DECLARE_TR_FUNCTIONS(ProblemWords)
};

QString shipName(ShipId ship, const Ruleset& rules)
{
    if (ship.shipClass < 0 || ship.shipClass >= int(rules.fleet.size()))
        return ProblemWords::tr("an unknown ship");
    return shipClassNameInText(rules.fleet[std::size_t(ship.shipClass)]);
}

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
        return ProblemWords::tr("overlaps the %1").arg(shipName(problem.ships.at(1), rules));
    case Kind::Touching:
        return problem.contact == Contact::Corner
                   ? ProblemWords::tr("touches the corner of the %1 at %2")
                         .arg(shipName(problem.ships.at(1), rules), cellList(problem.cells))
                   : ProblemWords::tr("touches the %1 at %2")
                         .arg(shipName(problem.ships.at(1), rules), cellList(problem.cells));
    case Kind::WrongCount:
        return ProblemWords::tr("%1: %n still to place", nullptr, problem.expected - problem.actual)
            .arg(shipClassName(rules.fleet.at(std::size_t(problem.shipClass))));
    }
    return {};
}
