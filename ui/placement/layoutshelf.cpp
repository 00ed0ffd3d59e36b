// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/placement/layoutshelf.h"

#include "ui/words/layoutproblemwords.h"
#include "ui/words/oneline.h"
#include "ui/words/placementsentences.h"
#include "ui/words/shipsentence.h"

#include <QCoreApplication>

#include <algorithm>

using namespace seabattle;

namespace {

// The translation context of this file's words.
class ShelfWords {
    Q_DECLARE_TR_FUNCTIONS(ShelfWords)
};

// Same ships, class by class: names may differ (a Custom fleet renames them), the text form does not.
bool sameShape(const std::vector<ShipClass>& a, const std::vector<ShipClass>& b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const ShipClass& x, const ShipClass& y) {
        return x.length == y.length && x.count == y.count;
    });
}

} // namespace

std::optional<ShelvedLayout> LayoutShelf::find(const QString& name) const
{
    const QString wanted = name.trimmed();
    for (ShelvedLayout& shelved : layouts())
        if (shelved.name == wanted)
            return std::move(shelved);
    return std::nullopt;
}

Expected<FleetLayout, LayoutRefusal> layoutUnderRules(const ShelvedLayout& shelved, const Ruleset& current)
{
    if (!sameShape(shelved.rules.fleet, current.fleet))
        return Unexpected{LayoutRefusal{.kind = LayoutRefusal::Kind::OtherFleet, .madeFor = shelved.rules}};
    auto layout = parseLayout(shelved.text, current);
    if (!layout)
        return Unexpected{LayoutRefusal{
            .kind = LayoutRefusal::Kind::Unreadable, .madeFor = shelved.rules, .textError = layout.error()}};
    const std::vector<LayoutProblem> problems = checkLayout(*layout, current);
    if (!problems.empty())
        return Unexpected{LayoutRefusal{
            .kind = LayoutRefusal::Kind::Illegal, .madeFor = shelved.rules, .problem = problems.front()}};
    return std::move(layout).value();
}

namespace {

// A sentence per preset: a preset's name agrees with "fleet" ("la flotte classique").
QString madeForOtherFleet(const Ruleset& madeFor)
{
    switch (madeFor.preset) {
    case Preset::Standard:
        //: a saved layout refused: the fleet it was placed for differs from the chosen rules' fleet
        return ShelfWords::tr("This layout was made for the Standard fleet.");
    case Preset::Classic:
        //: a saved layout refused: the fleet it was placed for differs from the chosen rules' fleet
        return ShelfWords::tr("This layout was made for the Classic fleet.");
    case Preset::Hasbro:
        //: a saved layout refused: the fleet it was placed for differs from the chosen rules' fleet
        return ShelfWords::tr("This layout was made for the Hasbro fleet.");
    case Preset::Custom:
        break;
    }
    return ShelfWords::tr("This layout was made for a custom fleet of %n ships.", nullptr,
                          madeFor.shipCount());
}

} // namespace

QString describeRefusal(const LayoutRefusal& refusal, const Ruleset& current)
{
    switch (refusal.kind) {
    case LayoutRefusal::Kind::OtherFleet:
        return madeForOtherFleet(refusal.madeFor);
    case LayoutRefusal::Kind::Unreadable:
        return ShelfWords::tr("This layout is damaged: it cannot be read.");
    case LayoutRefusal::Kind::Illegal: {
        const LayoutProblem& problem = refusal.problem;
        if (problem.ships.empty())
            return ShelfWords::tr("This layout is incomplete under these rules: %1.")
                .arg(describeProblem(problem, current));
        const ShipId ship = problem.ships.front();
        const ShipClass shipClass = shipClassAt(current, ship.shipClass);
        // "touches the Submarine at F3" and "overlaps the Submarine" follow the ship's name;
        // "outside the grid" and the like read better after a colon.
        const bool verb =
            problem.kind == LayoutProblem::Kind::Touching || problem.kind == LayoutProblem::Kind::Overlap;
        return rulesForbidLayout(shipClass, describeProblem(problem, current), verb ? Why::Does : Why::Is);
    }
    }
    return {};
}

QString describeShelfError(const ShelfError& error)
{
    using Kind = ShelfError::Kind;
    switch (error.kind) {
    case Kind::EmptyName:
        return ShelfWords::tr("Give the layout a name.");
    case Kind::NameTooLong:
        return ShelfWords::tr("A layout's name has at most %n characters.", nullptr,
                              LayoutShelf::kMaxNameLength);
    case Kind::Full:
        return ShelfWords::tr("There are already %n saved layouts: replace or delete one first.", nullptr,
                              LayoutShelf::kMaxLayouts);
    case Kind::IllegalLayout:
        return ShelfWords::tr("Only a complete fleet that follows the rules can be saved.");
    case Kind::NoSuchName:
        return ShelfWords::tr("There is no layout named “%1”.").arg(oneLine(error.detail));
    case Kind::WriteFailed:
        return ShelfWords::tr("The layouts could not be saved: %1").arg(oneLine(error.detail));
    }
    return {};
}
