// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Shared by the LAN tests: short timings, and a host and a guest on loopback.

#include "app/net/lansession.h"

#include <QHostAddress>
#include <QTest>

#include <chrono>
#include <memory>

using namespace std::chrono_literals;

// Timings short enough for tests, long enough for a loaded machine.
inline net::LanTimings fastTimings()
{
    net::LanTimings t;
    t.link.heartbeat = 50ms;
    t.link.peerTimeout = 400ms;
    t.retry = 50ms;
    t.grace = 600ms;
    t.reveal = 800ms;
    return t;
}

struct LoopbackPair {
    std::unique_ptr<net::LanSession> host;
    std::unique_ptr<net::LanSession> guest;
};

// A host listening on a free loopback port, and a guest joining it.
inline LoopbackPair hostAndJoin(const seabattle::Ruleset& rules, net::LanTimings timings = fastTimings())
{
    LoopbackPair pair{std::make_unique<net::LanSession>(net::LanSession::Role::Host, QStringLiteral("Host"), timings),
                      std::make_unique<net::LanSession>(net::LanSession::Role::Guest, QStringLiteral("Guest"), timings)};
    const auto problem = pair.host->host(rules, 0, QHostAddress::LocalHost);
    if (problem)
        qFatal("cannot listen on loopback: %s", qPrintable(problem->detail));
    pair.guest->join(QStringLiteral("127.0.0.1"), pair.host->port());
    return pair;
}
