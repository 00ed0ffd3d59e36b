// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/json/fieldreader.h"
#include "core/ruleset.h"

// The rules as JSON, in one form for the LAN protocol's "rules" message and for every file that
// keeps rules (saved games, replays): {"preset", "touching", "shootAgain", "markAround",
// "firstShooter", "fleet": [{"name", "length", "count"}…], "salvo" only when set} (docs/PROTOCOL.md).
namespace json {

// A ship class's name: as long as a player's name on the wire, at most.
inline constexpr qsizetype kMaxShipNameLength = 40;

// The keys of the touching rule, as both forms write it.
inline constexpr std::array<const char*, 3> kTouchingKeys = {"allowed", "no-side", "no-contact"};

QJsonObject rulesToJson(const seabattle::Ruleset& rules);
// A fleet: [{"name", "length", "count"}…]. Reading takes names of at most `maxNameLength`.
QJsonArray fleetToJson(const std::vector<seabattle::ShipClass>& fleet);
std::vector<seabattle::ShipClass> readFleet(const QJsonObject& o, qsizetype maxNameLength);
// A reader for readStrictly(): the form checked field by field. Whether the rules can be played
// is core's to say (seabattle::checkRuleset).
seabattle::Ruleset readRules(const QJsonObject& o);
seabattle::Expected<seabattle::Ruleset, FieldProblem> rulesFromJson(const QJsonObject& o);

} // namespace json
