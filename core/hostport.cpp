// SPDX-License-Identifier: GPL-3.0-or-later
#include "hostport.h"

#include <algorithm>

namespace seabattle {

namespace {

std::string_view trimmed(std::string_view s)
{
    const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    while (!s.empty() && space(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && space(s.back()))
        s.remove_suffix(1);
    return s;
}

bool isHostCharacter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' ||
           c == '-' || c == '_' || c == ':' || c == '%';
}

Expected<int, HostPortError> parsePort(std::string_view s)
{
    if (s.empty() || s.size() > 5 ||
        !std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return Unexpected{HostPortError::BadPort};
    int port = 0;
    for (char c : s)
        port = port * 10 + (c - '0');
    if (port < 1 || port > 65535)
        return Unexpected{HostPortError::BadPort};
    return port;
}

} // namespace

Expected<HostPort, HostPortError> parseHostPort(std::string_view text, int defaultPort)
{
    text = trimmed(text);
    if (text.empty())
        return Unexpected{HostPortError::Empty};
    std::string_view host = text;
    std::string_view port;
    if (text.front() == '[') { // [IPv6]:port
        const auto close = text.find(']');
        if (close == std::string_view::npos)
            return Unexpected{HostPortError::BadHost};
        host = text.substr(1, close - 1);
        const std::string_view rest = text.substr(close + 1);
        if (!rest.empty()) {
            if (rest.front() != ':')
                return Unexpected{HostPortError::BadHost};
            port = rest.substr(1);
            if (port.empty())
                return Unexpected{HostPortError::BadPort};
        }
    } else if (std::count(text.begin(), text.end(), ':') == 1) { // host:port
        const auto colon = text.find(':');
        host = text.substr(0, colon);
        port = text.substr(colon + 1);
        if (port.empty())
            return Unexpected{HostPortError::BadPort};
    } // else a name, an IPv4 address or a bare IPv6 address
    if (host.empty())
        return Unexpected{HostPortError::MissingHost};
    if (!std::all_of(host.begin(), host.end(), isHostCharacter) || host.size() > 253)
        return Unexpected{HostPortError::BadHost};
    int number = defaultPort;
    if (!port.empty()) {
        auto parsed = parsePort(port);
        if (!parsed)
            return Unexpected{parsed.error()};
        number = *parsed;
    }
    return HostPort{std::string(host), number};
}

std::string addressText(const HostPort& where)
{
    const bool v6 = where.host.find(':') != std::string::npos;
    return (v6 ? "[" + where.host + "]" : where.host) + ":" + std::to_string(where.port);
}

} // namespace seabattle
