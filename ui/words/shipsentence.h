// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ruleset.h"
#include "core/shipclass.h"

#include <QString>

#include <array>

// A message in the context `ShipSentence`, as QT_TRANSLATE_NOOP3 gives it: its English source and
// its disambiguation (for a known class: the class's word and gender in each language).
struct ShipText {
    const char* source;
    const char* comment;
};

// A sentence that names a ship class, written once for each known class, so that every word in
// it can agree with the ship ("Croiseur coulé", "Vedette coulée", "Corazzata affondata"), and once
// for a class the player named, whose name is their own text and stands as the sentence's last
// placeholder. `Arguments` counts the other placeholders (a cell, a reason), always first: %1.
template <int Arguments> struct ShipSentence {
    static_assert(Arguments == 0 || Arguments == 1, "a ship sentence has at most one other placeholder");
    ShipText named;                                           // "The %2 cannot go there: %1."
    std::array<ShipText, seabattle::kShipKinds.size()> known; // "The Cruiser cannot go there: %1."
};

// Every class has its sentence: a class added to core/shipclass.h fails the build until each table
// says it (static_assert(written(...)) beside each table).
template <int Arguments> constexpr bool written(const ShipSentence<Arguments>& sentence)
{
    for (const ShipText& text : sentence.known)
        if (text.source == nullptr)
            return false;
    return sentence.named.source != nullptr;
}

// The class of ship `classIndex` of `rules`, or, when the index names none (a damaged layout, a
// peer's answer), a stand-in whose name is "unknown ship" in the player's language.
seabattle::ShipClass shipClassAt(const seabattle::Ruleset& rules, int classIndex);

// The sentence for this class, in the player's language.
QString say(const ShipSentence<0>& sentence, const seabattle::ShipClass& shipClass);
QString say(const ShipSentence<1>& sentence, const seabattle::ShipClass& shipClass, const QString& argument);
