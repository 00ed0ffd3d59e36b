// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/json/rulesjson.h"

using namespace seabattle;

namespace json {

namespace {

constexpr std::array kFirst = {"host", "guest", "random", "loser"};

} // namespace

QJsonArray fleetToJson(const std::vector<ShipClass>& fleet)
{
    QJsonArray entries;
    for (const ShipClass& c : fleet)
        entries.append(
            QJsonObject{{"name", QString::fromStdString(c.name)}, {"length", c.length}, {"count", c.count}});
    return entries;
}

std::vector<ShipClass> readFleet(const QJsonObject& o, qsizetype maxNameLength)
{
    std::vector<ShipClass> fleet;
    for (const QJsonValue& entry : array(o, QStringLiteral("fleet"), kMaxFleetShips)) {
        if (!entry.isObject())
            refuse(FieldProblem::Kind::WrongType, QStringLiteral("fleet"));
        const QJsonObject c = entry.toObject();
        fleet.push_back(
            {text(c, QStringLiteral("name"), maxNameLength).toStdString(),
             integer(required(c, QStringLiteral("length")), QStringLiteral("length"), kMinShipLength,
                     kMaxShipLength),
             integer(required(c, QStringLiteral("count")), QStringLiteral("count"), 0, kMaxShipsPerClass)});
    }
    return fleet;
}

QJsonObject rulesToJson(const Ruleset& rules)
{
    QJsonObject o{{"preset", kPresetKeys[std::size_t(rules.preset)]},
                  {"touching", kTouchingKeys[std::size_t(rules.touching)]},
                  {"shootAgain", rules.shootAgainAfterHit},
                  {"markAround", rules.markAroundSunk},
                  {"firstShooter", kFirst[std::size_t(rules.firstShooter)]},
                  {"fleet", fleetToJson(rules.fleet)}};
    // Written only when set: every file and message without Salvo stays as an older version
    // wrote it, and an older reader (which ignores unknown fields) reads it the same.
    if (rules.salvo)
        o.insert(QStringLiteral("salvo"), true);
    return o;
}

Ruleset readRules(const QJsonObject& o)
{
    Ruleset rules;
    rules.preset = Preset(choice(o, QStringLiteral("preset"), kPresetKeys));
    rules.touching = TouchingRule(choice(o, QStringLiteral("touching"), kTouchingKeys));
    rules.shootAgainAfterHit = boolean(o, QStringLiteral("shootAgain"));
    rules.markAroundSunk = boolean(o, QStringLiteral("markAround"));
    // Absent in files and messages from before Salvo: those rules had none.
    rules.salvo = o.contains(QStringLiteral("salvo")) && boolean(o, QStringLiteral("salvo"));
    rules.firstShooter = FirstShooter(choice(o, QStringLiteral("firstShooter"), kFirst));
    rules.fleet = readFleet(o, kMaxShipNameLength);
    return rules;
}

Expected<Ruleset, FieldProblem> rulesFromJson(const QJsonObject& o)
{
    return readStrictly([&] { return readRules(o); });
}

} // namespace json
