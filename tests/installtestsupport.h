// SPDX-License-Identifier: GPL-3.0-or-later
// What the install and package tests share: running a program as a person or a packager would,
// and listing what lies in a scratch folder.
#pragma once

#include <QDir>
#include <QDirIterator>
#include <QProcess>
#include <QString>
#include <QStringList>

struct ProgramRun {
    int exitCode = -1; // -1: did not start, crashed or did not finish in time
    QString output;    // standard output and error, interleaved
};

inline ProgramRun runProgram(const QString& program, const QStringList& arguments, int timeoutMs = 240000)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    if (!process.waitForFinished(timeoutMs) || process.exitStatus() != QProcess::NormalExit)
        return {-1, QStringLiteral("%1 did not finish: %2").arg(program, process.errorString())};
    return {process.exitCode(), QString::fromUtf8(process.readAll())};
}

// Every file below `directory`, as paths relative to it.
inline QStringList filesUnder(const QString& directory)
{
    QStringList files;
    for (QDirIterator it(directory, QDir::Files, QDirIterator::Subdirectories); it.hasNext();)
        files << QDir(directory).relativeFilePath(it.next());
    return files;
}
