// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the LAN protocol (scripts/fuzz builds and runs it).
//
// Each input is one selector byte and a payload of bytes "from the peer":
//  1. every '\n'-separated line of the payload goes through net::decodeMessage(); whatever
//     decodes must survive encodeMessage() -> decodeMessage() -> encodeMessage() unchanged;
//  2. the payload is written to a real LanSession over a loopback TCP connection (127.0.0.1, a
//     free port, nothing else), as the peer would, and the event loop runs until the session has
//     read all of it or closed the link; then everything is torn down.
//
// The selector byte (lanpeer::scenarioOf(), bit by bit) takes the session to a deeper state before
// the payload, so that the fuzzer need not rediscover the handshake (and cannot forge a commitment)
// on its own: the depth (raw, after the peer's hello, placing, battle), the preset, who fires
// first, "shoot again after a hit", whether the session placed its fleet, and its role.
// The session's fleet is randomLayout(rules, Rng(1)); the peer's committed fleet is
// randomLayout(rules, Rng(2)) with the salt kPeerSalt, so that a payload can reveal it (the seed
// corpus has one). In battle the session fires by itself whenever its turn comes (row by row from
// A1), so that the payload's results have shots to answer; after the match it asks for a rematch
// (and places its fleet again if it had placed one).
// Any crash, sanitizer report, abort or hang is a finding.

#include "tests/fuzz/lanpeer.h"

using namespace seabattle;

namespace {

using lanpeer::fail;

// --- 1. The wire format ------------------------------------------------------------------------

void checkRoundTrips(const QByteArray& payload)
{
    for (const QByteArray& line : payload.split('\n')) {
        const auto message = net::decodeMessage(line + '\n');
        if (!message)
            continue;
        const QByteArray once = net::encodeMessage(*message);
        const auto again = net::decodeMessage(once);
        if (!again) {
            std::fprintf(stderr, "encoded: %s\nrefused: kind %d, field %s\n", once.constData(),
                         int(again.error().kind), qPrintable(again.error().field));
            fail("a decoded message, encoded again, does not decode");
        }
        const QByteArray twice = net::encodeMessage(*again);
        if (twice != once) {
            std::fprintf(stderr, "once:  %s\ntwice: %s\n", once.constData(), twice.constData());
            fail("a decoded message does not round-trip through encodeMessage() and decodeMessage()");
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    lanpeer::ensureApplication("fuzz_protocol");
    const QByteArray payload(reinterpret_cast<const char*>(data + 1), qsizetype(size - 1));
    checkRoundTrips(payload);
    lanpeer::Connection c;
    lanpeer::open(c, lanpeer::scenarioOf(data[0]), lanpeer::quietTimings());
    lanpeer::deliver(c, payload);
    return 0;
}
