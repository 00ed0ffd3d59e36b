// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ai/opponentlevel.h"
#include "core/ruleset.h"

#include <QHostAddress>
#include <QString>

#include <chrono>
#include <cstdint>
#include <functional>

// The arena as a headless LAN peer: the computer plays whole matches through the real protocol,
// so a person can practise against it from the game, and a client can be tested against it.

struct LanArenaSettings {
    seabattle::OpponentLevel attacker = seabattle::OpponentLevel::Hard;
    seabattle::Ruleset rules; // offered when serving
    int matches = 0; // serving: stop after this many (0: serve until killed); joining: play this many
    std::uint64_t seed = 1;
    QString name = QStringLiteral("seabattle-arena");
    // How long an absent peer is waited for (its match kept for its return) before the win is
    // claimed: 0, at once, by default, since nobody is there to wait.
    std::chrono::milliseconds grace{0};
};

// Exit statuses of the LAN modes (docs/PROTOCOL.md, section 13).
inline constexpr int kAllClean = 0; // every match ended without a protocol error or violation
inline constexpr int kNotClean =
    1; // some match had one (a host that broke the protocol before any match too)
inline constexpr int kCannotStart = 3; // the port cannot be listened on, or the host cannot be reached

// One line per finished match: its number, "won"/"lost", why, shots fired by the arena's side,
// and any protocol error or violation, in words; also as JSON when asked.
using MatchLine = std::function<void(const QString& text, const QString& json)>;

// Hosts matches on `port` of `address`, one per connection, connections one after another.
// Returns the process exit status: kAllClean, kNotClean, or kCannotStart when the port cannot be
// listened on.
int serveMatches(const LanArenaSettings& settings, const QHostAddress& address, quint16 port,
                 const MatchLine& report);
// Joins `host`:`port` for settings.matches matches (one connection each). Exit status as above;
// kCannotStart when the host cannot be reached.
int connectMatches(const LanArenaSettings& settings, const QString& host, quint16 port,
                   const MatchLine& report);
