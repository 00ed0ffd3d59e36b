// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ai/opponentlevel.h"
#include "core/ruleset.h"

#include <QHostAddress>
#include <QString>

#include <cstdint>
#include <functional>

// The arena as a headless LAN peer: the computer plays whole matches through the real protocol,
// so a person can practise against it from the game, and a client can be tested against it.

struct LanArenaSettings {
    seabattle::OpponentLevel attacker = seabattle::OpponentLevel::Hard;
    seabattle::Ruleset rules;  // offered when serving
    int matches = 0;           // serving: stop after this many (0: serve until killed); joining: play this many
    std::uint64_t seed = 1;
    QString name = QStringLiteral("seabattle-arena");
};

// One line per finished match: its number, "won"/"lost", why, shots fired by the arena's side,
// and any protocol error or violation, in words; also as JSON when asked.
using MatchLine = std::function<void(const QString& text, const QString& json)>;

// Hosts matches on `port` of `address`, one per connection, connections one after another.
// Returns the process exit status: 0 when every match ended without a protocol error, 1 otherwise,
// 3 when the port cannot be listened on.
int serveMatches(const LanArenaSettings& settings, const QHostAddress& address, quint16 port, const MatchLine& report);
// Joins `host`:`port` for settings.matches matches (one connection each). Exit status as above;
// 3 when the host cannot be reached.
int connectMatches(const LanArenaSettings& settings, const QString& host, quint16 port, const MatchLine& report);
