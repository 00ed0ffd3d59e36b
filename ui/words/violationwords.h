// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/peermatch.h"
#include "core/revealcheck.h"

#include <QString>

// What a LAN opponent was caught doing, in the player's language: "They answered Miss at E5,
// but their Cruiser was there."
QString violationText(const seabattle::Violation& violation, const seabattle::Ruleset& rules);
// An answer no fleet could give: "Their answer at E5 cannot be true: …".
QString impossibleAnswerText(const seabattle::ImpossibleAnswer& impossible, const seabattle::Ruleset& rules);
