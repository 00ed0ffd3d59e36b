// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/storage/newgamesettings.h"

#include <QSettings>

using namespace seabattle;

namespace {

// The fleet as an array of groups, so that any name survives (a ':' or ';' in it included).
void writeFleet(QSettings& settings, const std::vector<ShipClass>& fleet)
{
    settings.remove(QStringLiteral("newGame/fleet"));
    settings.beginWriteArray(QStringLiteral("newGame/fleet"), int(fleet.size()));
    for (int i = 0; i < int(fleet.size()); ++i) {
        settings.setArrayIndex(i);
        settings.setValue(QStringLiteral("name"), QString::fromStdString(fleet[std::size_t(i)].name));
        settings.setValue(QStringLiteral("length"), fleet[std::size_t(i)].length);
        settings.setValue(QStringLiteral("count"), fleet[std::size_t(i)].count);
    }
    settings.endArray();
}

std::optional<std::vector<ShipClass>> readFleet(QSettings& settings)
{
    std::vector<ShipClass> fleet;
    const int size = settings.beginReadArray(QStringLiteral("newGame/fleet"));
    bool readable = size > 0 && size <= 64; // more kinds than any playable fleet has: damaged
    for (int i = 0; readable && i < size; ++i) {
        settings.setArrayIndex(i);
        bool lengthOk = false;
        bool countOk = false;
        const int length = settings.value(QStringLiteral("length")).toInt(&lengthOk);
        const int count = settings.value(QStringLiteral("count")).toInt(&countOk);
        readable = lengthOk && countOk;
        fleet.push_back(
            {settings.value(QStringLiteral("name")).toString().left(64).toStdString(), length, count});
    }
    settings.endArray();
    return readable ? std::optional(fleet) : std::nullopt;
}

template <class E> std::optional<E> enumFrom(const QSettings& settings, const QString& key, int last)
{
    bool ok = false;
    const int value = settings.value(key).toInt(&ok);
    return ok && value >= 0 && value <= last ? std::optional(E(value)) : std::nullopt;
}

} // namespace

NewGameChoice loadNewGameChoice(QSettings& settings)
{
    NewGameChoice choice;
    choice.watch = settings.value(QStringLiteral("newGame/watch"), false).toBool();
    const auto level =
        opponentLevelFromKey(settings.value(QStringLiteral("newGame/level")).toString().toStdString());
    choice.level = level.value_or(OpponentLevel::Medium);
    const auto preset = enumFrom<Preset>(settings, QStringLiteral("newGame/preset"), int(kPresets.back()));
    choice.rules = Ruleset::forPreset(preset.value_or(Preset::Standard));
    choice.rules.shootAgainAfterHit =
        settings.value(QStringLiteral("newGame/shootAgain"), choice.rules.shootAgainAfterHit).toBool();
    choice.rules.markAroundSunk =
        settings.value(QStringLiteral("newGame/markAround"), choice.rules.markAroundSunk).toBool();
    choice.rules.salvo = settings.value(QStringLiteral("newGame/salvo"), false).toBool();
    if (choice.rules.salvo) // Salvo replaces shooting again, as the New game dialog has it
        choice.rules.shootAgainAfterHit = false;
    if (const auto first = enumFrom<FirstShooter>(settings, QStringLiteral("newGame/firstShooter"), 3))
        choice.rules.firstShooter = *first;
    if (choice.rules.preset == Preset::Custom) {
        if (const auto touching = enumFrom<TouchingRule>(settings, QStringLiteral("newGame/touching"), 2))
            choice.rules.touching = *touching;
        if (const auto fleet = readFleet(settings))
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
    settings.setValue(QStringLiteral("newGame/salvo"), choice.rules.salvo);
    settings.setValue(QStringLiteral("newGame/firstShooter"), int(choice.rules.firstShooter));
    settings.setValue(QStringLiteral("newGame/touching"), int(choice.rules.touching));
    writeFleet(settings, choice.rules.fleet);
}
