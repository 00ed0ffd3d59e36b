// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Shared by the LAN tests: short timings, and a host and a guest on loopback.

#include "app/net/lansession.h"

#include <QHostAddress>
#include <QTest>
#include <QtGlobal>

#include <chrono>
#include <memory>

using namespace std::chrono_literals;

// How many times slower than a plain build the code under test runs: scripts/test sets
// SEABATTLE_TEST_TIME_SCALE for its AddressSanitizer pass, where a stalled event loop must not pass
// for a dead peer. 1 unless set to a larger whole number.
inline int testTimeScale()
{
    bool ok = false;
    const int scale = qEnvironmentVariableIntValue("SEABATTLE_TEST_TIME_SCALE", &ok);
    return ok && scale > 1 ? scale : 1;
}

// Timings short enough for tests, long enough for a loaded machine (times testTimeScale(): the
// tests compare what they measure with these timings, never with constants).
inline net::LanTimings fastTimings()
{
    const int scale = testTimeScale();
    net::LanTimings t;
    t.link.heartbeat = 50ms * scale;
    t.link.peerTimeout = 400ms * scale;
    t.retry = 50ms * scale;
    t.grace = 600ms * scale;
    t.reveal = 800ms * scale;
    return t;
}

struct LoopbackPair {
    std::unique_ptr<net::LanSession> host;
    std::unique_ptr<net::LanSession> guest;
};

// A host listening on a free loopback port, and a guest joining it.
inline LoopbackPair hostAndJoin(const seabattle::Ruleset& rules, net::LanTimings timings = fastTimings())
{
    LoopbackPair pair{
        std::make_unique<net::LanSession>(net::LanSession::Role::Host, QStringLiteral("Host"), timings),
        std::make_unique<net::LanSession>(net::LanSession::Role::Guest, QStringLiteral("Guest"), timings)};
    const auto problem = pair.host->host(rules, 0, QHostAddress::LocalHost);
    if (problem)
        qFatal("cannot listen on loopback: %s", qPrintable(problem->detail));
    pair.guest->join(QStringLiteral("127.0.0.1"), pair.host->port());
    return pair;
}
