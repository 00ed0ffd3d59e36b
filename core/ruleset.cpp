// SPDX-License-Identifier: GPL-3.0-or-later
#include "ruleset.h"

#include "fleetfit.h"

#include <algorithm>
#include <climits>
#include <set>

namespace seabattle {

Ruleset Ruleset::standard()
{
    return {
        .preset = Preset::Standard,
        .fleet = {ShipClass::of(ShipKind::Carrier), ShipClass::of(ShipKind::Battleship),
                  ShipClass::of(ShipKind::Cruiser), ShipClass::of(ShipKind::Submarine),
                  ShipClass::of(ShipKind::Destroyer), ShipClass::of(ShipKind::PatrolBoat)},
        .touching = TouchingRule::NoContact,
        .shootAgainAfterHit = false,
        .markAroundSunk = false,
        .firstShooter = FirstShooter::Random,
    };
}

Ruleset Ruleset::classic()
{
    return {
        .preset = Preset::Classic,
        .fleet = {ShipClass::of(ShipKind::Battleship), ShipClass::of(ShipKind::Cruiser, 2),
                  ShipClass::of(ShipKind::Destroyer, 3), ShipClass::of(ShipKind::TorpedoBoat, 4)},
        .touching = TouchingRule::NoContact,
        .shootAgainAfterHit = true,
        .markAroundSunk = true,
        .firstShooter = FirstShooter::Random,
    };
}

Ruleset Ruleset::hasbro()
{
    return {
        .preset = Preset::Hasbro,
        .fleet = {ShipClass::of(ShipKind::Carrier), ShipClass::of(ShipKind::Battleship),
                  ShipClass::of(ShipKind::Cruiser), ShipClass::of(ShipKind::Submarine),
                  ShipClass::of(ShipKind::Destroyer)},
        .touching = TouchingRule::Allowed,
        .shootAgainAfterHit = false,
        .markAroundSunk = false,
        .firstShooter = FirstShooter::Random,
    };
}

Ruleset Ruleset::forPreset(Preset preset)
{
    switch (preset) {
    case Preset::Standard:
        return standard();
    case Preset::Classic:
        return classic();
    case Preset::Hasbro:
        return hasbro();
    case Preset::Custom:
        break;
    }
    Ruleset custom = standard();
    custom.preset = Preset::Custom;
    return custom;
}

namespace {

// Sums in 64 bits and saturates: a ruleset read from a damaged file may hold any counts, and
// checkRuleset() must still be able to say what is wrong with them.
int saturated(long long total)
{
    return int(std::clamp<long long>(total, INT_MIN, INT_MAX));
}

} // namespace

int Ruleset::shipCount() const
{
    long long total = 0;
    for (const ShipClass& c : fleet)
        total += c.count;
    return saturated(total);
}

int Ruleset::fleetCells() const
{
    long long total = 0;
    for (const ShipClass& c : fleet)
        total += (long long)c.count * c.length;
    return saturated(total);
}

std::vector<ShipId> Ruleset::ships() const
{
    std::vector<ShipId> result;
    for (int c = 0; c < int(fleet.size()); ++c)
        for (int n = 0; n < fleet[std::size_t(c)].count; ++n)
            result.push_back({c, n});
    return result;
}

namespace {

using Kind = RulesetProblem::Kind;

// Cheap proofs that a fleet cannot fit, before any search. Under NoContact a ship of length L
// with its empty border, clipped to the grid extended by one row and column, covers a
// 2 × (L + 1) block of the 11 × 11 extended grid, and those blocks never overlap.
bool provablyTooBig(const Ruleset& rules)
{
    int needed = 0;
    int available = kCellCount;
    for (const ShipClass& c : rules.fleet)
        needed += c.count * (rules.touching == TouchingRule::NoContact ? 2 * (c.length + 1) : c.length);
    if (rules.touching == TouchingRule::NoContact)
        available = (kBoardSize + 1) * (kBoardSize + 1);
    return needed > available;
}

} // namespace

std::vector<RulesetProblem> checkRulesetForm(const Ruleset& rules)
{
    std::vector<RulesetProblem> problems;
    const auto add = [&](Kind kind, int shipClass = -1) { problems.push_back({kind, shipClass}); };

    if (rules.shipCount() <= 0)
        add(Kind::NoShips);
    std::set<std::string> names;
    for (int i = 0; i < int(rules.fleet.size()); ++i) {
        const ShipClass& c = rules.fleet[std::size_t(i)];
        if (c.length < kMinShipLength || c.length > kMaxShipLength)
            add(Kind::LengthOutOfRange, i);
        if (c.count < 0 || c.count > kMaxShipsPerClass)
            add(Kind::CountOutOfRange, i);
        if (c.name.empty())
            add(Kind::UnnamedClass, i);
        else if (!names.insert(c.name).second)
            add(Kind::DuplicateClassName, i);
    }
    if (rules.shipCount() > kMaxFleetShips)
        add(Kind::TooManyShips);
    if (rules.markAroundSunk && rules.touching == TouchingRule::Allowed)
        add(Kind::MarkAroundSunkNeedsSpacing);
    if (rules.salvo && rules.shootAgainAfterHit)
        add(Kind::SalvoExcludesShootAgain);
    return problems;
}

std::vector<RulesetProblem> checkRuleset(const Ruleset& rules)
{
    std::vector<RulesetProblem> problems = checkRulesetForm(rules);
    const auto add = [&](Kind kind) { problems.push_back({kind, -1}); };
    if (!problems.empty())
        return problems; // the fit search needs a well-formed fleet

    if (provablyTooBig(rules)) {
        add(Kind::FleetDoesNotFit);
        return problems;
    }
    switch (findFleetLayout(rules).verdict) {
    case FleetFit::Verdict::Fits:
        break;
    case FleetFit::Verdict::DoesNotFit:
        add(Kind::FleetDoesNotFit);
        break;
    case FleetFit::Verdict::Unknown:
        add(Kind::FitUnproven);
        break;
    }
    return problems;
}

} // namespace seabattle
