// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A small disk to fill, for the tests of a full disk: a tmpfs mounted in a private mount namespace
// (nothing is seen outside this process, and the kernel drops the mount with the process should
// the test die), or, where mounting is not allowed, a plain folder whose writes the game is told
// to fail as a full disk does (failDataWritesForTests()). Which one is used is logged.

#include "app/storage/datafile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtGlobal>

#include <cerrno>
#include <cstring>

#ifdef Q_OS_LINUX
#include <sched.h>
#include <sys/mount.h>
#endif

// Call first in main(), while the process has one thread: a mount namespace of its own (root only).
inline bool enterPrivateMounts()
{
#ifdef Q_OS_LINUX
    // Mounts made after this stay in this process; "/" private so that none propagates back.
    return ::unshare(CLONE_NEWNS) == 0 && ::mount("none", "/", nullptr, MS_REC | MS_PRIVATE, nullptr) == 0;
#else
    return false;
#endif
}

// A tmpfs of `kibibytes` at `path`; an empty string, or why not. (The platform's calls stay out of
// SmallDisk, whose short members clang-format then lays out alike in every version.)
inline QString mountTmpfs(const QString& path, int kibibytes)
{
#ifdef Q_OS_LINUX
    const QByteArray options = "size=" + QByteArray::number(kibibytes) + "k,mode=0700";
    if (::mount("tmpfs", QFile::encodeName(path).constData(), "tmpfs", MS_NOSUID | MS_NODEV,
                options.constData()) == 0)
        return QString();
    return QString::fromLocal8Bit(std::strerror(errno));
#else
    Q_UNUSED(path);
    Q_UNUSED(kibibytes);
    return QStringLiteral("not Linux");
#endif
}

inline void unmountTmpfs(const QString& path)
{
#ifdef Q_OS_LINUX
    if (::umount2(QFile::encodeName(path).constData(), MNT_DETACH) != 0)
        qWarning("cannot unmount %s: %s", qPrintable(path), std::strerror(errno));
#else
    Q_UNUSED(path);
#endif
}

class SmallDisk {
public:
    // `mayMount`: enterPrivateMounts() succeeded.
    explicit SmallDisk(bool mayMount, int kibibytes = 512) : m_path(m_base.filePath(QStringLiteral("disk")))
    {
        QDir().mkpath(m_path);
        m_why = mayMount ? mountTmpfs(m_path, kibibytes) : QStringLiteral("no private mount namespace");
        m_mounted = m_why.isEmpty();
        if (m_mounted)
            qInfo("full disk: a tmpfs of %d KiB at %s, in a private mount namespace", kibibytes,
                  qPrintable(m_path));
        else
            qInfo("full disk: writes fail as on a full disk, injected (no tmpfs: %s)", qPrintable(m_why));
    }
    ~SmallDisk()
    {
        empty();
        if (m_mounted)
            unmountTmpfs(m_path);
    }
    SmallDisk(const SmallDisk&) = delete;
    SmallDisk& operator=(const SmallDisk&) = delete;

    QString path() const { return m_path; }
    bool isTmpfs() const { return m_mounted; }

    // Takes every byte left (a tmpfs), or makes every write of the game fail with ENOSPC.
    bool fill()
    {
        if (!m_mounted) {
            failDataWritesForTests(ENOSPC);
            return true;
        }
        QFile filler(fillerPath());
        if (!filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            return false;
        const QByteArray block(4096, 'x');
        while (filler.write(block) == block.size()) {
        }
        filler.close();
        // One byte more must not fit anywhere.
        QFile probe(QDir(m_path).filePath(QStringLiteral("probe")));
        const bool full =
            !probe.open(QIODevice::WriteOnly | QIODevice::Unbuffered) || probe.write("x", 1) != 1;
        probe.remove();
        return full;
    }
    void empty()
    {
        failDataWritesForTests(0);
        QFile::remove(fillerPath());
    }
    // What the game put on the disk (the filler left out).
    QStringList files() const
    {
        QStringList names =
            QDir(m_path).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot | QDir::System);
        names.removeAll(QStringLiteral("filler"));
        return names;
    }

private:
    QString fillerPath() const { return QDir(m_path).filePath(QStringLiteral("filler")); }

    QTemporaryDir m_base;
    QString m_path;
    bool m_mounted = false;
    QString m_why;
};
