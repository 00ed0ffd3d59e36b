// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/match/matchsession.h"

// Out of line, so that the interface's vtable and meta-object live in one object file.
MatchSession::~MatchSession() = default;

std::optional<seabattle::SalvoError> MatchSession::fireSalvo(const std::vector<seabattle::Coord>& targets)
{
    using seabattle::SalvoError;
    if (targets.size() != 1)
        return SalvoError{SalvoError::Kind::WrongCount, -1, 1};
    if (const auto refused = fire(targets.front()))
        return seabattle::salvoErrorOf(*refused, 0, 1);
    return std::nullopt;
}
