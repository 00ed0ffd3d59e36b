// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/expected.h"
#include "core/fleetlayout.h"
#include "core/layoutproblem.h"
#include "core/layouttext.h"
#include "core/ruleset.h"

#include <QString>

#include <optional>
#include <string>
#include <vector>

// A fleet layout the player saved under a name: core's text form (layouttext.h) and the rules it
// was made for.
struct ShelvedLayout {
    QString name;
    std::string text;         // formatLayout() under `rules`
    seabattle::Ruleset rules; // the preset, fleet and touching rule it was made for; other options default
};

// Why the shelf did not keep or drop a layout.
struct ShelfError {
    enum class Kind {
        EmptyName,     // nothing but blanks
        NameTooLong,   // longer than LayoutShelf::kMaxNameLength once trimmed
        Full,          // already LayoutShelf::kMaxLayouts names, and this one is new
        IllegalLayout, // not a complete, legal layout of its rules
        NoSuchName,    // nothing to remove under this name
        WriteFailed,   // the file could not be written; `detail` says where and why
    };
    Kind kind = Kind::WriteFailed;
    QString detail;
};

// Where favourite layouts are kept, as the fleet editor sees it. The interface defines it so that
// it never depends on the application; app/favouritelayouts.h keeps them in a file.
class LayoutShelf {
public:
    static constexpr int kMaxLayouts = 100;
    static constexpr int kMaxNameLength = 40;

    virtual ~LayoutShelf() = default;

    // Every layout kept, in the order they were first saved.
    virtual std::vector<ShelvedLayout> layouts() const = 0;
    // Keeps `layout`, made under `rules`, as `name` (trimmed), replacing any layout of that name.
    virtual seabattle::Expected<void, ShelfError>
    store(const QString& name, const seabattle::FleetLayout& layout, const seabattle::Ruleset& rules) = 0;
    virtual seabattle::Expected<void, ShelfError> remove(const QString& name) = 0;

    // The layout kept as `name` (trimmed), if any.
    std::optional<ShelvedLayout> find(const QString& name) const;
};

// Why a kept layout cannot be laid out under the rules being played.
struct LayoutRefusal {
    enum class Kind {
        OtherFleet, // made for another fleet: `madeFor` says which
        Unreadable, // its text is not a layout of this fleet: `textError`
        Illegal,    // the current rules forbid it: `problem` (the first of checkLayout())
    };
    Kind kind = Kind::OtherFleet;
    seabattle::Ruleset madeFor;
    seabattle::LayoutTextError textError{};
    seabattle::LayoutProblem problem{};
};

// `shelved` as a layout under `current`: the fleets must be the same (classes of the same
// lengths and counts, in the same order), the text must parse under `current` and the layout be
// complete and legal under it (core's parseLayout() and checkLayout() decide).
seabattle::Expected<seabattle::FleetLayout, LayoutRefusal>
layoutUnderRules(const ShelvedLayout& shelved, const seabattle::Ruleset& current);

// In the player's words: "This layout was made for the Classic fleet.", "Under these rules the
// Cruiser touches the Submarine at F3."
QString describeRefusal(const LayoutRefusal& refusal, const seabattle::Ruleset& current);
QString describeShelfError(const ShelfError& error);
