// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/placement/layoutshelf.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QString>

#include <optional>
#include <vector>

// The player's favourite layouts, kept in a versioned JSON file (layouts.json) in a directory the
// caller gives (the game uses QStandardPaths::AppDataLocation):
//
//     {"format": "seabattle-layouts", "version": 1, "layouts": [
//         {"name": "Corners", "preset": "classic", "touching": "no-contact",
//          "fleet": [{"name": "Battleship", "length": 4, "count": 1}, …],
//          "text": "AAAA.BBB..\n…"}, …]}
//
// where "text" is core's text form (core/layouttext.h) under that preset, fleet and touching rule.
// At most LayoutShelf::kMaxLayouts names of at most kMaxNameLength characters, trimmed, non-empty.
// Every change is written at once and atomically (writeDataFile()): a crash or a full disk leaves
// the old file or the new one, never half of one. A file that cannot be used is never deleted nor
// overwritten: load() moves it aside (layouts.json.damaged-<yyyyMMdd-HHmmss>), starts empty and
// says so; entries it cannot read are skipped and counted, the others kept, and the file as read
// is kept aside under the same kind of name so that the next save drops nothing.
class FavouriteLayouts final : public LayoutShelf {
    Q_DECLARE_TR_FUNCTIONS(FavouriteLayouts)

public:
    static constexpr int kVersion = 1;
    static constexpr qint64 kMaxFileBytes = 1 << 20; // far above 100 layouts (about 60 KiB, bench_datafiles)

    // What was wrong with the file as a whole.
    struct FileProblem {
        enum class Kind {
            Unreadable,    // it could not be opened or read (permissions, a folder of that name)
            Empty,         // zero bytes
            TooLarge,      // over kMaxFileBytes
            Damaged,       // not JSON: truncated, random bytes
            WrongFormat,   // JSON, but not a layouts file of a version this game knows (no version, version <
                           // 1)
            FutureVersion, // written by a newer game (version > kVersion)
        };
        Kind kind = Kind::Damaged;
        QString path;         // the file
        QString setAsidePath; // where it was moved; empty if it could not be moved (then nothing is saved)
    };
    // What load() found: nothing to say when !problem and skippedEntries == 0.
    struct LoadReport {
        std::optional<FileProblem> problem;
        int skippedEntries = 0; // malformed, duplicate or past kMaxLayouts
        QString skippedKeptAs;  // where the file as read was kept for them; empty if it could not be (then
                                // nothing is saved)
        bool isClean() const { return !problem && skippedEntries == 0; }
    };

    // Keeps layouts in `directory`/layouts.json; reads nothing until load().
    explicit FavouriteLayouts(const QString& directory);
    // QStandardPaths::writableLocation(QStandardPaths::AppDataLocation).
    static QString defaultDirectory();
    QString filePath() const { return m_path; }

    // Reads the file, replacing what is held. A missing file is an empty shelf, not a problem.
    LoadReport load();
    // The report in the player's words (one or two sentences); empty when it is clean.
    static QString describe(const LoadReport& report);
    // False when an unusable file could not be moved aside: nothing is written over it.
    bool isWritable() const { return !m_blocked; }

    std::vector<ShelvedLayout> layouts() const override { return m_layouts; }
    seabattle::Expected<void, ShelfError> store(const QString& name, const seabattle::FleetLayout& layout,
                                                const seabattle::Ruleset& rules) override;
    seabattle::Expected<void, ShelfError> remove(const QString& name) override;

private:
    LoadReport setAside(FileProblem::Kind kind);
    LoadReport readLayouts(const QJsonArray& entries);
    seabattle::Expected<void, ShelfError> write(const std::vector<ShelvedLayout>& layouts);

    QString m_path;
    std::vector<ShelvedLayout> m_layouts;
    bool m_blocked = false;
};
