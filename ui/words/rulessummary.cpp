// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/words/rulessummary.h"

#include "ui/words/shipwords.h"

#include <QCoreApplication>
#include <QStringList>

using namespace seabattle;

namespace {

// The translation context of this file's words.
class RulesSummary {
    Q_DECLARE_TR_FUNCTIONS(RulesSummary)
};

} // namespace

QString presetName(Preset preset)
{
    // Alone, as an item of a list (the New game dialog's rules, the layouts' list): never inside
    // a sentence, where each preset has a sentence of its own.
    switch (preset) {
    case Preset::Standard:
        //: a preset's name alone, as an item of a list (New game: Rules; the saved layouts)
        return RulesSummary::tr("Standard");
    case Preset::Classic:
        //: a preset's name alone, as an item of a list (New game: Rules; the saved layouts)
        return RulesSummary::tr("Classic");
    case Preset::Hasbro:
        //: a preset's name alone, as an item of a list (New game: Rules; the saved layouts)
        return RulesSummary::tr("Hasbro");
    case Preset::Custom:
        //: a preset's name alone, as an item of a list (New game: Rules; the saved layouts)
        return RulesSummary::tr("Custom");
    }
    return {};
}

QString presetRules(Preset preset)
{
    switch (preset) {
    case Preset::Standard:
        //: the rules a game is played by, as a title: the welcome page, a LAN offer, a game found
        return RulesSummary::tr("Standard rules");
    case Preset::Classic:
        //: the rules a game is played by, as a title: the welcome page, a LAN offer, a game found
        return RulesSummary::tr("Classic rules");
    case Preset::Hasbro:
        //: the rules a game is played by, as a title: the welcome page, a LAN offer, a game found
        return RulesSummary::tr("Hasbro rules");
    case Preset::Custom:
        //: the rules a game is played by, as a title: the welcome page, a LAN offer, a game found
        return RulesSummary::tr("Custom rules");
    }
    return {};
}

QString rulesTitle(const Ruleset& rules)
{
    //: %1 the rules as a title ("Classic rules")
    return rules.salvo ? RulesSummary::tr("%1 with Salvo").arg(presetRules(rules.preset))
                       : presetRules(rules.preset);
}

QString presetLine(Preset preset)
{
    switch (preset) {
    case Preset::Standard:
        return RulesSummary::tr("6 ships from 5 to 1 cells, no touching, the turn passes after a shot");
    case Preset::Classic:
        return RulesSummary::tr("10 ships from 4 to 1 cells, no touching, shoot again after a hit");
    case Preset::Hasbro:
        return RulesSummary::tr("5 ships from 5 to 2 cells, ships may touch, the turn passes after a shot");
    case Preset::Custom:
        return RulesSummary::tr("Your own fleet and rules");
    }
    return {};
}

// A line per preset, not "%n ship(s)": each preset's fleet is fixed, and a Custom fleet is said in
// full by presetLine() beside it. The rules named as everywhere else (presetRules()).
QString presetShortLine(Preset preset)
{
    switch (preset) {
    case Preset::Standard:
        //: under the welcome page's Play, %1 the rules ("Standard rules"); the whole rules in its tooltip
        return RulesSummary::tr("%1 · 6 ships").arg(presetRules(preset));
    case Preset::Classic:
        //: under the welcome page's Play, %1 the rules ("Classic rules"); the whole rules in its tooltip
        return RulesSummary::tr("%1 · 10 ships").arg(presetRules(preset));
    case Preset::Hasbro:
        //: under the welcome page's Play, %1 the rules ("Hasbro rules"); the whole rules in its tooltip
        return RulesSummary::tr("%1 · 5 ships").arg(presetRules(preset));
    case Preset::Custom:
        return presetRules(preset);
    }
    return {};
}

QString rulesShortLine(const Ruleset& rules)
{
    //: under the welcome page's Play: %1 the rules and the fleet ("Standard rules · 6 ships")
    return rules.salvo ? RulesSummary::tr("%1 · Salvo").arg(presetShortLine(rules.preset))
                       : presetShortLine(rules.preset);
}

QString rulesSummary(const Ruleset& rules, bool youFireFirst)
{
    QStringList ships;
    for (const ShipClass& c : rules.fleet)
        if (c.count > 0)
            ships << RulesSummary::tr("%1 × %2 (%n cells)", nullptr, c.length)
                         .arg(QString::number(c.count), shipClassNameInText(c));
    QStringList lines;
    lines << presetRules(rules.preset);
    lines << RulesSummary::tr("Fleet: %1").arg(ships.join(QStringLiteral(", ")));
    switch (rules.touching) {
    case TouchingRule::Allowed:
        lines << RulesSummary::tr("Ships may touch.");
        break;
    case TouchingRule::NoSideContact:
        lines << RulesSummary::tr("Ships may touch by the corners only.");
        break;
    case TouchingRule::NoContact:
        lines << RulesSummary::tr("Ships may not touch, not even by a corner.");
        break;
    }
    if (rules.salvo)
        lines << RulesSummary::tr("Salvo: each turn, one shot for each ship afloat, all fired together.");
    else
        lines << (rules.shootAgainAfterHit ? RulesSummary::tr("A hit gives another shot.")
                                           : RulesSummary::tr("The turn passes after every shot."));
    if (rules.markAroundSunk)
        lines << RulesSummary::tr("The cells around a sunk ship are marked.");
    lines << (youFireFirst ? RulesSummary::tr("You fire first.")
                           : RulesSummary::tr("Your opponent fires first."));
    return lines.join(QLatin1Char('\n'));
}
