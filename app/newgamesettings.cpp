// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/newgamesettings.h"

#include <QSettings>
#include <QStringList>

using namespace seabattle;

namespace {

// "Name:length:count;…" — names may not contain ':' or ';' (they are stripped when saving).
QString fleetText(const std::vector<ShipClass>& fleet)
{
    QStringList parts;
    for (const ShipClass& c : fleet) {
        QString name = QString::fromStdString(c.name);
        name.remove(QLatin1Char(':')).remove(QLatin1Char(';'));
        parts << QStringLiteral("%1:%2:%3").arg(name).arg(c.length).arg(c.count);
    }
    return parts.join(QLatin1Char(';'));
}

std::optional<std::vector<ShipClass>> fleetFrom(const QString& text)
{
    std::vector<ShipClass> fleet;
    for (const QString& part : text.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const QStringList fields = part.split(QLatin1Char(':'));
        bool lengthOk = false;
        bool countOk = false;
        if (fields.size() != 3)
            return std::nullopt;
        const int length = fields[1].toInt(&lengthOk);
        const int count = fields[2].toInt(&countOk);
        if (!lengthOk || !countOk)
            return std::nullopt;
        fleet.push_back({fields[0].toStdString(), length, count});
    }
    return fleet;
}

template <class E>
std::optional<E> enumFrom(const QSettings& settings, const QString& key, int last)
{
    bool ok = false;
    const int value = settings.value(key).toInt(&ok);
    return ok && value >= 0 && value <= last ? std::optional(E(value)) : std::nullopt;
}

} // namespace

NewGameChoice loadNewGameChoice(const QSettings& settings)
{
    NewGameChoice choice;
    choice.watch = settings.value(QStringLiteral("newGame/watch"), false).toBool();
    const auto level = opponentLevelFromKey(settings.value(QStringLiteral("newGame/level")).toString().toStdString());
    choice.level = level.value_or(OpponentLevel::Medium);
    const auto preset = enumFrom<Preset>(settings, QStringLiteral("newGame/preset"), int(Preset::Custom));
    choice.rules = Ruleset::forPreset(preset.value_or(Preset::Standard));
    choice.rules.shootAgainAfterHit =
        settings.value(QStringLiteral("newGame/shootAgain"), choice.rules.shootAgainAfterHit).toBool();
    choice.rules.markAroundSunk = settings.value(QStringLiteral("newGame/markAround"), choice.rules.markAroundSunk).toBool();
    if (const auto first = enumFrom<FirstShooter>(settings, QStringLiteral("newGame/firstShooter"), 3))
        choice.rules.firstShooter = *first;
    if (choice.rules.preset == Preset::Custom) {
        if (const auto touching = enumFrom<TouchingRule>(settings, QStringLiteral("newGame/touching"), 2))
            choice.rules.touching = *touching;
        if (const auto fleet = fleetFrom(settings.value(QStringLiteral("newGame/fleet")).toString()))
            choice.rules.fleet = *fleet;
    }
    if (!checkRuleset(choice.rules).empty())
        choice.rules = Ruleset::standard();
    return choice;
}

void saveNewGameChoice(QSettings& settings, const NewGameChoice& choice)
{
    settings.setValue(QStringLiteral("newGame/watch"), choice.watch);
    settings.setValue(QStringLiteral("newGame/level"), QString::fromLatin1(keyOf(choice.level).data()));
    settings.setValue(QStringLiteral("newGame/preset"), int(choice.rules.preset));
    settings.setValue(QStringLiteral("newGame/shootAgain"), choice.rules.shootAgainAfterHit);
    settings.setValue(QStringLiteral("newGame/markAround"), choice.rules.markAroundSunk);
    settings.setValue(QStringLiteral("newGame/firstShooter"), int(choice.rules.firstShooter));
    settings.setValue(QStringLiteral("newGame/touching"), int(choice.rules.touching));
    settings.setValue(QStringLiteral("newGame/fleet"), fleetText(choice.rules.fleet));
}
