// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ruleset.h"

#include <QString>

// The rules of a match in a few plain-text lines, for a LAN guest deciding whether to accept
// them: the preset, the fleet, touching, shoot again, marking, and who fires first, where
// `youFireFirst` says it from the reader's side (the offer has it settled).
QString rulesSummary(const seabattle::Ruleset& rules, bool youFireFirst);
// "Standard", "Classic", "Hasbro", "Custom": alone, as an item of a list; inside a sentence each
// preset has a sentence of its own (presetRules(), "the Standard fleet"), so that it agrees.
QString presetName(seabattle::Preset preset);
// The rules a game is played by, alone as a title: "Standard rules", "Custom rules".
QString presetRules(seabattle::Preset preset);
// The rules a game is played by, as a title, with its variant: "Standard rules", "Classic rules
// with Salvo".
QString rulesTitle(const seabattle::Ruleset& rules);
// What a preset is, in one plain line: "10 ships from 4 to 1 cells, no touching, shoot again
// after a hit".
QString presetLine(seabattle::Preset preset);
// The rules in a few words, under the welcome page's Play: "Standard rules · 6 ships" (presetLine()
// says the rest).
QString presetShortLine(seabattle::Preset preset);
// presetShortLine() with the variant: "Standard rules · 6 ships · Salvo".
QString rulesShortLine(const seabattle::Ruleset& rules);
