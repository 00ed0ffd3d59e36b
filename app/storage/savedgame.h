// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/storage/datafile.h"
#include "core/ai/opponentlevel.h"
#include "core/expected.h"
#include "core/matchhistory.h"
#include "core/rng.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QString>

#include <optional>

// A game against the computer, saved after every shot so that closing the window, a crash or a
// power cut loses nothing: the whole match (core's history: rules, both fleets, every shot, who
// fires first), the computer's level, and its random generator as it stood, so that the resumed
// game goes on exactly as it would have.
struct SavedGame {
    seabattle::OpponentLevel level = seabattle::OpponentLevel::Medium;
    seabattle::MatchHistory history;
    seabattle::Rng rng;
    QDateTime savedAt;
    // The player asked for a hint: the resumed game stays hinted (it counts for no record).
    bool hinted = false;
};

// The save format's version; a file of a later version is set aside, not guessed at. "hinted"
// came later within version 1: a save without it is a game without hints, and an older Sea
// Battle, which reads no key it does not know, resumes the save as it did.
inline constexpr int kSaveVersion = 1;
// The largest save the game writes (Custom rules, 26 ships, every cell fired at by both players)
// is about 12 KiB (bench_datafiles); a file far larger is not a save.
inline constexpr qint64 kMaxSaveBytes = 256 * 1024;

// Why bytes are not a saved game.
struct SaveProblem {
    enum class Kind {
        Unreadable,    // the file exists but cannot be read (permissions…)
        NotJson,       // empty, truncated or not JSON at all
        NotASave,      // JSON, but not a Sea Battle save
        FutureVersion, // a save of a later version of the game (`version`)
        Invalid,       // a save whose `field` is wrong, or whose match the rules would not replay
    };
    Kind kind;
    int version = 0;
    QString field;
};

QByteArray encodeSavedGame(const SavedGame& game);
seabattle::Expected<SavedGame, SaveProblem> decodeSavedGame(const QByteArray& bytes);

// The one save of the game in progress, in a directory (the application's data location).
class SaveSlot {
    Q_DECLARE_TR_FUNCTIONS(SaveSlot)

public:
    explicit SaveSlot(QString directory);

    QString path() const { return m_path; }
    // Replaces the save atomically (writeDataFile()): whatever happens, the file holds the old
    // save or the new one, never a mix; on failure (a full disk…) the old one stays.
    seabattle::Expected<void, WriteFailure> write(const SavedGame& game);

    struct Loaded {
        std::optional<SavedGame> game;      // the save, if there is a good one
        std::optional<SaveProblem> problem; // why the file there is not one
        QString setAsidePath;               // where the damaged file went (renamed, never deleted)
    };
    // Reads the save (a regular file of at most kMaxSaveBytes). A damaged, truncated, unreadable,
    // oversized or future-version file, or anything but a file, is set aside under a new name
    // and reported, and the slot is empty again.
    Loaded read();
    // The game ended: nothing to resume.
    void clear();
    // The player chose not to resume it: the save is kept beside, renamed
    // ("….declined-<time>"), never deleted. Gives where it went, or why it stayed.
    seabattle::Expected<QString, QString> putAway();
    // Why a save could not be read, in the player's words: "the file is empty or damaged".
    static QString describe(const SaveProblem& problem);

private:
    QString m_path;
};
