// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/expected.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <functional>

// The player's files (saved game, statistics, replays, layouts), read and written one way:
// reads open regular files only and stop at a bound; writes are checked at every step and
// replace the old file only once the new one is whole on disk.

// Why a file was not written; the old one, if any, is intact.
struct WriteFailure {
    enum class Kind {
        DiskFull,     // no space left (or the quota is used up)
        NotPermitted, // the folder or the file may not be written, or the disk is read-only
        NotAFile,     // a link, a folder, a FIFO… is at the path: left as it is, never written through
        Other,        // any other error: `detail` says which
    };
    Kind kind = Kind::Other;
    QString path;   // the file
    QString detail; // the system's words, untranslated, for the logs and the rare "Other"

    friend bool operator==(const WriteFailure&, const WriteFailure&) = default;
};

// Writes `bytes` to `path` through QSaveFile, creating its folder: every write must take all the
// bytes, the data must reach the disk (fsync), and the commit must succeed. Only a regular file
// (or nothing) at `path` is replaced: a link there (even one within the folder, which reads
// follow) is neither followed nor replaced, and neither is a folder or a FIFO. The folder itself
// may be a link: it is the player's to place (on another disk), and only the game's own file
// names are written in it.
seabattle::Expected<void, WriteFailure> writeDataFile(const QString& path, const QByteArray& bytes);

// Why a file was not read.
struct ReadFailure {
    enum class Kind {
        Missing,    // nothing there (not even a dangling link)
        NotAFile,   // a folder, a FIFO, a device, or a link leading out of its folder
        TooLarge,   // more than the bound: not a file the game wrote
        Unreadable, // permissions, an I/O error
    };
    Kind kind = Kind::Unreadable;
    QString detail; // untranslated, for the logs
};

// The bytes of `path` if it is a regular file (or a link to one in the same folder) of at most
// `maxBytes`; never blocks on a FIFO nor reads a device.
seabattle::Expected<QByteArray, ReadFailure> readDataFile(const QString& path, qint64 maxBytes);

// Why the file was not written, in the player's words: "the disk is full".
QString writeFailureReason(const WriteFailure& failure);

// Tests only: while not 0, every write of writeDataFile() fails as if the system had answered
// this errno (ENOSPC…), after the file is opened. For machines where no small file system can be
// mounted to fill.
void failDataWritesForTests(int error);

// Tests only: while set, called with the path once writeDataFile() has the new bytes on disk,
// just before its last look at the path and the commit (to plant a link there at that moment).
void onDataWrittenForTests(std::function<void(const QString& path)> hook);

class DataFileWords {
    Q_DECLARE_TR_FUNCTIONS(DataFileWords)
};
