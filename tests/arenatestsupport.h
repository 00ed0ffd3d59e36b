// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// seabattle-arena run as a user would (ARENA_PATH): what one run left behind.

#include <QProcess>
#include <QString>
#include <QStringList>

namespace {

inline constexpr int kTimeoutMs = 120'000;

// What one run of the arena left behind.
struct Run {
    bool finished = false; // started and exited on its own within the time limit
    QProcess::ExitStatus status = QProcess::CrashExit;
    int exitCode = -1;
    QString out;
    QString err;

    bool succeeded() const { return finished && status == QProcess::NormalExit && exitCode == 0; }
    QString describe() const
    {
        return QStringLiteral("finished %1, status %2, exit code %3\nstdout: %4\nstderr: %5")
            .arg(finished)
            .arg(int(status))
            .arg(exitCode)
            .arg(out, err);
    }
};

inline Run runArena(const QStringList& args)
{
    Run run;
    QProcess process;
    process.start(QStringLiteral(ARENA_PATH), args);
    if (!process.waitForStarted(kTimeoutMs)) {
        run.err =
            QStringLiteral("could not start %1: %2").arg(QStringLiteral(ARENA_PATH), process.errorString());
        return run;
    }
    run.finished = process.waitForFinished(kTimeoutMs);
    if (!run.finished) {
        process.kill();
        process.waitForFinished(kTimeoutMs);
    }
    run.status = process.exitStatus();
    run.exitCode = process.exitCode();
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

} // namespace
