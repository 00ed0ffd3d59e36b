// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/rulessummary.h"

#include "ui/shipnames.h"

#include <QCoreApplication>
#include <QStringList>

using namespace seabattle;

namespace {

QString tr(const char* text, int n = -1) { return QCoreApplication::translate("RulesSummary", text, nullptr, n); }

} // namespace

QString presetName(Preset preset)
{
    switch (preset) {
    case Preset::Standard:
        return tr("Standard");
    case Preset::Classic:
        return tr("Classic");
    case Preset::Hasbro:
        return tr("Hasbro");
    case Preset::Custom:
        return tr("Custom");
    }
    return {};
}

QString rulesSummary(const Ruleset& rules, bool youFireFirst)
{
    QStringList ships;
    for (const ShipClass& c : rules.fleet)
        if (c.count > 0)
            ships << tr("%1 × %2 (%n cells)", c.length).arg(c.count).arg(shipClassName(c));
    QStringList lines;
    lines << tr("Rules: %1").arg(presetName(rules.preset));
    lines << tr("Fleet: %1").arg(ships.join(QStringLiteral(", ")));
    switch (rules.touching) {
    case TouchingRule::Allowed:
        lines << tr("Ships may touch.");
        break;
    case TouchingRule::NoSideContact:
        lines << tr("Ships may touch by the corners only.");
        break;
    case TouchingRule::NoContact:
        lines << tr("Ships may not touch, not even by a corner.");
        break;
    }
    lines << (rules.shootAgainAfterHit ? tr("A hit gives another shot.") : tr("The turn passes after every shot."));
    if (rules.markAroundSunk)
        lines << tr("The cells around a sunk ship are marked.");
    lines << (youFireFirst ? tr("You fire first.") : tr("Your opponent fires first."));
    return lines.join(QLatin1Char('\n'));
}
