// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/storage/datafile.h"
#include "core/expected.h"
#include "core/records/finishedgame.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QString>

#include <optional>
#include <vector>

// Why the archive could not be read or written.
struct ArchiveProblem {
    enum class Kind {
        Unreadable,    // the file exists but cannot be read (permissions, a directory, an I/O error)
        Damaged,       // not the archive's JSON: empty, truncated, random bytes, no or a wrong version
        FutureVersion, // written by a newer version of the game
        NotWritable,   // save(): the file could not be written
    };
    Kind kind = Kind::Damaged;
    QString path; // the archive file
    // load(): where the file was set aside (games.json.damaged-<yyyyMMdd-HHmmss>), or empty if it
    // could not be moved; it is never deleted, and never overwritten by save().
    QString setAsidePath;
    std::optional<WriteFailure>
        writeFailure; // NotWritable: why (a full disk…); none if a kept file is in the way

    friend bool operator==(const ArchiveProblem&, const ArchiveProblem&) = default;
};

// What load() found.
struct ArchiveLoad {
    std::optional<ArchiveProblem> problem; // the whole file was refused and set aside
    int skippedEntries = 0; // games of an otherwise good file that were malformed, or past kCapacity
    QString skippedKeptAs;  // where the file as read was kept, so that no skipped game is lost; empty if it
                            // could not be
    bool isClean() const { return !problem && skippedEntries == 0; }
};

// The finished games kept for the replays: the last kCapacity games that have a history, newest
// first, in a versioned JSON file (filePath()) written atomically. Every history read is checked
// by the rules (historyFromJson()), so a replay only ever shows a match that was played.
//   {"format": "seabattle-games", "version": 1, "games": [{"endedAt": "2024-03-12T14:05:09.123Z",
//    "opponent": "hard"|"easy"|…|"lan", "opponentName": "", "winner": "one"|"two",
//    "reason": "fleet-sunk"|"resignation"|"rule-violation"|"disconnection", "shots": 41,
//    "hits": 18, "history": {…app/json/historyjson.h…}, "hinted": true, "review": {…app/json/reviewjson.h…}},
//    …]}
// "hinted" (written only when true) and "review" (once the game was reviewed) came later within
// version 1: an entry without them is a game without hints, not reviewed, and an older Sea
// Battle, which reads no key it does not know, still reads the file. The file is written compact:
// reviews are long arrays.
class GameArchive {
    Q_DECLARE_TR_FUNCTIONS(GameArchive)

public:
    static constexpr int kCapacity = seabattle::kReplaysKept;
    static constexpr int kVersion = 1;
    // kCapacity of the longest games the game can write, each reviewed, take about 3.7 MiB
    // (bench_datafiles).
    static constexpr qint64 kMaxFileBytes = 8 * 1024 * 1024;

    // The archive file is `directory`/games.json; the directory is created by save() if need be.
    explicit GameArchive(QString directory);
    // Where the game keeps it: QStandardPaths::AppDataLocation.
    static QString defaultDirectory();

    QString filePath() const;
    // Keeps `game` as the newest, dropping the oldest beyond kCapacity. A game without a history
    // (watch mode, a LAN peer that never revealed its fleet) is ignored. Saves nothing: see save().
    void add(const seabattle::FinishedGame& game);
    // Newest first.
    const std::vector<seabattle::FinishedGame>& games() const { return m_games; }
    void clear() { m_games.clear(); }
    // Keeps the review of the game that ended at `endedAt` (a review finishes after its game was
    // added); false if no game kept ended then. Saves nothing: the caller then save()s.
    bool attachReview(seabattle::UtcTime endedAt, const seabattle::GameReview& review);
    // Where the game that ended at `endedAt` is in games(); nullopt if it is not kept.
    std::optional<int> indexOf(seabattle::UtcTime endedAt) const;

    // Replaces the games with those of the file. No file: no game, no problem. A file that is not
    // an archive this version can read (or not a regular file, or over kMaxFileBytes) is set
    // aside (renamed, never deleted) and the archive starts empty; malformed games of a good file
    // (and any past the first kCapacity) are skipped and counted, the rest kept; the file as read
    // is kept aside (keepCopyAside()) and written again without them, so none is lost and they
    // are said once.
    ArchiveLoad load();
    // Writes the games atomically (writeDataFile()): the old file stays whole until the new one is.
    seabattle::Expected<void, ArchiveProblem> save() const;

private:
    ArchiveProblem setAside(ArchiveProblem::Kind kind);
    void readGames(const QJsonArray& games, ArchiveLoad& report);
    void keepSkipped(const QByteArray& bytes, ArchiveLoad& report);

    QString m_directory;
    std::vector<seabattle::FinishedGame> m_games;
    // A refused file that could not be set aside: save() leaves it alone rather than replace it.
    bool m_keepFile = false;
};

// The problem in words, for the player: "Your replays could not be read …".
QString archiveProblemText(const ArchiveProblem& problem);
// What load() found, in words (empty when it is clean): the problem, and the replays skipped.
QString archiveLoadText(const ArchiveLoad& load);
