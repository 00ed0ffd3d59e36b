// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the file-format fuzz targets share: a Qt application, a scratch directory that holds one
// input as the file the game would read, and a way to report a finding.

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>

namespace fuzz {

[[noreturn]] inline void fail(const char* target, const char* what)
{
    std::fprintf(stderr, "%s: %s\n", target, what);
    std::fflush(stderr);
    std::abort();
}

// Readers use QStandardPaths, tr() and QSaveFile, which want an application object.
inline void ensureApplication()
{
    static QCoreApplication* app = [] {
        static int argc = 1;
        static char name[] = "seabattle-fuzz";
        static char* argv[] = {name, nullptr};
        return new QCoreApplication(argc, argv); // never destroyed: libFuzzer exits without returning
    }();
    (void)app;
}

// A directory of its own for the process (in memory under /dev/shm when there is one: millions of
// inputs are written there), emptied before each input.
class Scratch {
public:
    Scratch()
        : m_dir(std::make_unique<QTemporaryDir>(
              (QDir(QStringLiteral("/dev/shm")).exists() ? QStringLiteral("/dev/shm") : QDir::tempPath()) +
              QStringLiteral("/seabattle-fuzz-XXXXXX")))
    {
        if (!m_dir->isValid())
            fail("fuzz", "cannot make a scratch directory");
    }
    QString path() const { return m_dir->path(); }

    // Empties the directory and writes `data` as `name` in it; the file's path.
    QString put(const QString& name, const std::uint8_t* data, std::size_t size)
    {
        QDir dir(path());
        for (const QString& entry : dir.entryList(QDir::Files | QDir::Hidden | QDir::System))
            dir.remove(entry);
        const QString file = dir.filePath(name);
        QFile out(file);
        if (!out.open(QIODevice::WriteOnly) ||
            out.write(reinterpret_cast<const char*>(data), qint64(size)) != qint64(size))
            fail("fuzz", "cannot write the input to the scratch directory");
        return file;
    }

    // The one scratch directory of the process.
    static Scratch& instance()
    {
        static Scratch* scratch = new Scratch; // never destroyed; its directory goes at exit
        static const bool cleaned = [] {
            std::atexit([] { QDir(scratch->path()).removeRecursively(); });
            return true;
        }();
        (void)cleaned;
        return *scratch;
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
};

} // namespace fuzz
