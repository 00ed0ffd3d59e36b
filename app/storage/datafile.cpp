// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/storage/datafile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStorageInfo>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <utility>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

using namespace seabattle;

namespace {

std::atomic<int> g_injectedError{0};
std::function<void(const QString&)> g_writtenHook; // tests only, from the test's thread

WriteFailure::Kind kindOf(int error)
{
    switch (error) {
    case ENOSPC:
#ifdef EDQUOT
    case EDQUOT:
#endif
        return WriteFailure::Kind::DiskFull;
    case EACCES:
    case EPERM:
    case EROFS:
        return WriteFailure::Kind::NotPermitted;
    default:
        return WriteFailure::Kind::Other;
    }
}

// `error` is errno as the failing call left it; Qt's own code (a ResourceError is ENOSPC on a
// write) and the space left decide when errno was lost on the way.
Unexpected<WriteFailure> failure(const QString& path, int error, const QString& detail,
                                 QFileDevice::FileError qtError = QFileDevice::NoError, qint64 needed = 0)
{
    WriteFailure::Kind kind = kindOf(error);
    if (kind == WriteFailure::Kind::Other && qtError == QFileDevice::ResourceError)
        kind = WriteFailure::Kind::DiskFull;
    if (kind == WriteFailure::Kind::Other) {
        const QStorageInfo disk(QFileInfo(path).absolutePath());
        if (disk.isValid() && !disk.isReadOnly() && disk.bytesAvailable() < needed + 4096)
            kind = WriteFailure::Kind::DiskFull;
    }
    return Unexpected{WriteFailure{kind, path, detail}};
}

QString systemWords(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

// All bytes to the disk before the rename: an error the kernel keeps for fsync() (a full disk
// under delayed allocation) must not be found after the old file is gone.
int syncToDisk([[maybe_unused]] QSaveFile& file)
{
#ifdef Q_OS_UNIX
    if (::fsync(file.handle()) != 0 && errno != EINVAL) // EINVAL: a file system that cannot sync
        return errno;
#endif
    return 0;
}

// What stands at `path` if it is neither nothing nor a regular file ("a link"), never following a
// link; empty otherwise, or when it cannot be told (then the open says why).
QString otherThanAFileAt(const QString& path)
{
#ifdef Q_OS_UNIX
    struct stat status = {};
    if (::lstat(QFile::encodeName(path).constData(), &status) != 0 || S_ISREG(status.st_mode))
        return {};
    return S_ISLNK(status.st_mode)    ? QStringLiteral("a link")
           : S_ISDIR(status.st_mode)  ? QStringLiteral("a folder")
           : S_ISFIFO(status.st_mode) ? QStringLiteral("a FIFO")
                                      : QStringLiteral("not a regular file");
#else
    const QFileInfo info(path);
    if (info.isSymLink() || info.isJunction())
        return QStringLiteral("a link");
    return info.exists() && !info.isFile() ? QStringLiteral("not a regular file") : QString();
#endif
}

Unexpected<WriteFailure> notAFile(const QString& path, const QString& what)
{
    return Unexpected{
        WriteFailure{WriteFailure::Kind::NotAFile, path, what + QStringLiteral(", left as it is")}};
}

} // namespace

Expected<void, WriteFailure> writeDataFile(const QString& path, const QByteArray& bytes)
{
    const QString folder = QFileInfo(path).absolutePath();
    errno = 0;
    if (!QDir().mkpath(folder))
        return failure(path, errno, QStringLiteral("cannot create %1").arg(folder), QFileDevice::NoError,
                       bytes.size());
    // QSaveFile would write a link's target (replacing a file anywhere, or creating one where a
    // dangling link points): a link planted since the load is refused here…
    if (const QString what = otherThanAFileAt(path); !what.isEmpty())
        return notAFile(path, what);
    QSaveFile file(path);
    errno = 0;
    // Unbuffered: a write that does not reach the file fails here, not silently at the commit.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return failure(path, errno, file.errorString(), file.error(), bytes.size());
    if (const int injected = g_injectedError.load()) {
        file.cancelWriting();
        return failure(path, injected, systemWords(injected) + QStringLiteral(" (test)"));
    }
    errno = 0;
    const qint64 written = file.write(bytes);
    if (written != bytes.size()) {
        const int error = errno;
        file.cancelWriting();
        return failure(path, error,
                       QStringLiteral("%1 of %2 bytes written: %3")
                           .arg(written)
                           .arg(bytes.size())
                           .arg(file.errorString()),
                       file.error(), bytes.size());
    }
    if (const int error = syncToDisk(file)) {
        file.cancelWriting();
        return failure(path, error, systemWords(error), QFileDevice::NoError, bytes.size());
    }
    if (g_writtenHook)
        g_writtenHook(path);
    // …and again at the last moment, so that one planted while open() resolved links is not
    // replaced either (the temporary file, wherever open() put it, is removed).
    if (const QString what = otherThanAFileAt(path); !what.isEmpty()) {
        file.cancelWriting();
        return notAFile(path, what);
    }
    errno = 0;
    if (!file.commit())
        return failure(path, errno, file.errorString(), file.error(), bytes.size());
    return {};
}

Expected<QByteArray, ReadFailure> readDataFile(const QString& path, qint64 maxBytes)
{
    using Kind = ReadFailure::Kind;
    const QFileInfo info(path);
    if (!info.exists() && !info.isSymLink())
        return Unexpected{ReadFailure{Kind::Missing, {}}};
    QString target = path;
    if (info.isSymLink()) {
        // A link is followed within the file's own folder only (never to /dev/zero, nor to a
        // file elsewhere that a write would then replace).
        const QString resolved = info.canonicalFilePath();
        const QString folder = QFileInfo(info.absolutePath()).canonicalFilePath();
        if (resolved.isEmpty() || !resolved.startsWith(folder + QLatin1Char('/')))
            return Unexpected{ReadFailure{Kind::NotAFile, QStringLiteral("a link out of %1").arg(folder)}};
        target = resolved;
    }
    QFile file;
#ifdef Q_OS_UNIX
    // Opened without blocking (a FIFO) and without following a link swapped in since.
    const int fd = ::open(QFile::encodeName(target).constData(),
                          O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
        return Unexpected{
            ReadFailure{errno == ELOOP ? Kind::NotAFile : Kind::Unreadable, systemWords(errno)}};
    struct stat status = {};
    if (::fstat(fd, &status) != 0 || !S_ISREG(status.st_mode)) {
        ::close(fd);
        return Unexpected{ReadFailure{Kind::NotAFile, QStringLiteral("not a regular file")}};
    }
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return Unexpected{ReadFailure{Kind::Unreadable, file.errorString()}};
    }
#else
    if (!QFileInfo(target).isFile())
        return Unexpected{ReadFailure{Kind::NotAFile, QStringLiteral("not a regular file")}};
    file.setFileName(target);
    if (!file.open(QIODevice::ReadOnly))
        return Unexpected{ReadFailure{Kind::Unreadable, file.errorString()}};
#endif
    if (file.size() > maxBytes)
        return Unexpected{ReadFailure{Kind::TooLarge, QStringLiteral("%1 bytes").arg(file.size())}};
    // Read to the end, but never past the bound: the file may have grown since.
    QByteArray bytes;
    while (bytes.size() <= maxBytes) {
        char chunk[64 * 1024];
        const qint64 got = file.read(chunk, sizeof chunk);
        if (got < 0)
            return Unexpected{ReadFailure{Kind::Unreadable, file.errorString()}};
        if (got == 0)
            return bytes;
        bytes.append(chunk, got);
    }
    return Unexpected{ReadFailure{Kind::TooLarge, QStringLiteral("more than %1 bytes").arg(maxBytes)}};
}

QString writeFailureReason(const WriteFailure& failure)
{
    switch (failure.kind) {
    case WriteFailure::Kind::DiskFull:
        return DataFileWords::tr("the disk is full");
    case WriteFailure::Kind::NotPermitted:
        return DataFileWords::tr("the game is not allowed to write in %1")
            .arg(QDir::toNativeSeparators(QFileInfo(failure.path).absolutePath()));
    case WriteFailure::Kind::NotAFile:
        return DataFileWords::tr("a link or something other than a plain file is in its place, and the game "
                                 "leaves it untouched");
    case WriteFailure::Kind::Other:
        break;
    }
    return DataFileWords::tr("the system reported: %1").arg(failure.detail);
}

void failDataWritesForTests(int error)
{
    g_injectedError = error;
}

void onDataWrittenForTests(std::function<void(const QString& path)> hook)
{
    g_writtenHook = std::move(hook);
}
