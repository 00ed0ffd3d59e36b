// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "expected.h"

#include <string>
#include <string_view>

namespace seabattle {

// Where a LAN game is hosted, as a player types it.
struct HostPort {
    std::string host; // a name or an address, without IPv6 brackets
    int port = 0;

    friend bool operator==(const HostPort&, const HostPort&) = default;
};

enum class HostPortError {
    Empty,       // nothing typed
    MissingHost, // ":47300"
    BadPort,     // not a number from 1 to 65535
    BadHost,     // spaces or other characters no host name or address has, or unbalanced brackets
};

// Reads "host", "host:port", "192.168.1.5:47300", "[fe80::1]:47300" or a bare IPv6 address
// ("::1", port `defaultPort`), with surrounding spaces ignored.
Expected<HostPort, HostPortError> parseHostPort(std::string_view text, int defaultPort);

// `where` as parseHostPort() reads it back: "host:port", or "[host]:port" for an IPv6 address
// (whose scope, "fe80::1%eth0", is kept).
std::string addressText(const HostPort& where);

} // namespace seabattle
