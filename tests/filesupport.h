// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Shared by the tests of the player's files: a file's bytes read or written plainly, around the
// game's own readers and writers.

#include <QByteArray>
#include <QFile>
#include <QString>

// The bytes at `path`; empty if it cannot be read.
inline QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// `bytes` as the whole of `path`; false if any of it could not be written.
inline bool writeAll(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}
