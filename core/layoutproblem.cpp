// SPDX-License-Identifier: GPL-3.0-or-later
#include "layoutproblem.h"

namespace seabattle {

namespace {

// The ship is one of the fleet: its class exists and its number is below the class count.
bool isShipOfFleet(const Ruleset& rules, ShipId ship)
{
    return ship.shipClass >= 0 && ship.shipClass < int(rules.fleet.size()) && ship.number >= 0 &&
           ship.number < rules.fleet[std::size_t(ship.shipClass)].count;
}

void addShipProblems(const Placement& p, const Ruleset& rules, std::vector<LayoutProblem>& out)
{
    if (!isShipOfFleet(rules, p.ship)) {
        out.push_back({.kind = LayoutProblem::Kind::UnknownShip, .ships = {p.ship}});
        return;
    }
    std::vector<Coord> offGrid;
    for (Coord c : p.cells())
        if (!isOnBoard(c))
            offGrid.push_back(c);
    if (!offGrid.empty())
        out.push_back({.kind = LayoutProblem::Kind::OutsideGrid, .ships = {p.ship}, .cells = offGrid});
    const int expected = rules.lengthOf(p.ship);
    if (p.length != expected)
        out.push_back({.kind = LayoutProblem::Kind::WrongLength,
                       .ships = {p.ship},
                       .expected = expected,
                       .actual = p.length});
}

void addPairProblem(const Placement& a, const Placement& b, TouchingRule rule,
                    std::vector<LayoutProblem>& out)
{
    std::vector<Coord> shared;
    std::vector<Coord> touching;
    Contact worst = Contact::None;
    for (Coord cb : b.cells()) {
        bool touches = false;
        for (Coord ca : a.cells()) {
            if (ca == cb) {
                shared.push_back(cb);
                break;
            }
            const Contact contact = contactBetween(ca, cb);
            if (forbids(rule, contact)) {
                touches = true;
                if (worst != Contact::Side)
                    worst = contact;
            }
        }
        if (touches)
            touching.push_back(cb);
    }
    if (!shared.empty())
        out.push_back({.kind = LayoutProblem::Kind::Overlap, .ships = {a.ship, b.ship}, .cells = shared});
    else if (!touching.empty())
        out.push_back({.kind = LayoutProblem::Kind::Touching,
                       .ships = {a.ship, b.ship},
                       .cells = touching,
                       .contact = worst});
}

} // namespace

std::vector<LayoutProblem> checkLayout(const FleetLayout& layout, const Ruleset& rules)
{
    std::vector<LayoutProblem> problems;
    const auto& placements = layout.placements();
    for (const Placement& p : placements)
        addShipProblems(p, rules, problems);
    for (std::size_t i = 0; i < placements.size(); ++i)
        for (std::size_t j = i + 1; j < placements.size(); ++j)
            addPairProblem(placements[i], placements[j], rules.touching, problems);

    std::vector<int> placed(rules.fleet.size(), 0);
    for (const Placement& p : placements)
        if (isShipOfFleet(rules, p.ship))
            ++placed[std::size_t(p.ship.shipClass)];
    for (std::size_t c = 0; c < rules.fleet.size(); ++c)
        if (placed[c] != rules.fleet[c].count)
            problems.push_back({.kind = LayoutProblem::Kind::WrongCount,
                                .shipClass = int(c),
                                .expected = rules.fleet[c].count,
                                .actual = placed[c]});
    return problems;
}

bool isLegalSoFar(const FleetLayout& layout, const Ruleset& rules)
{
    for (const LayoutProblem& p : checkLayout(layout, rules))
        if (p.kind != LayoutProblem::Kind::WrongCount || p.actual > p.expected)
            return false;
    return true;
}

std::vector<LayoutProblem> checkPlacement(const FleetLayout& layout, const Placement& candidate,
                                          const Ruleset& rules)
{
    std::vector<LayoutProblem> problems;
    addShipProblems(candidate, rules, problems);
    for (const Placement& other : layout.placements())
        if (other.ship != candidate.ship)
            addPairProblem(candidate, other, rules.touching, problems);
    return problems;
}

} // namespace seabattle
