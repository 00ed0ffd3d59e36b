// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the LAN discovery beacon: each input is one UDP datagram as GameFinder
// receives it from anyone on the network. Whatever the bytes, decodeAnnouncement() must neither
// crash nor hang, and what it accepts must be within the beacon's bounds, text TCP would take too
// and a name showable as one line, and survive encodeAnnouncement() -> decodeAnnouncement()
// unchanged (a host announcing it is heard as it is).
#include "app/net/beacon.h"
#include "app/net/message.h"
#include "core/ruleset.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz_beacon: %s\n", what);
    std::fflush(stderr);
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray datagram = QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size));
    const auto heard = net::decodeAnnouncement(datagram);
    if (!heard)
        return 0;
    if (heard->port == 0 || heard->name.size() > 40 || !seabattle::presetFromKey(heard->rules.toStdString()))
        fail("an announcement accepted beyond the beacon's bounds");
    if (net::refusedBytes(datagram) || !net::isShowableName(heard->name))
        fail("an announcement accepted with text the protocol refuses");
    const QByteArray again = net::encodeAnnouncement(*heard);
    if (again.size() > net::kMaxBeaconBytes)
        fail("an announcement that was heard encodes to more than a beacon may hold");
    const auto reheard = net::decodeAnnouncement(again);
    if (!reheard || !(*reheard == *heard))
        fail("an announcement that was heard does not round-trip");
    return 0;
}
