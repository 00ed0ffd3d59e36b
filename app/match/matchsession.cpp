// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/match/matchsession.h"

// Out of line, so that the interface's vtable and meta-object live in one object file.
MatchSession::~MatchSession() = default;
