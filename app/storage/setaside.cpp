// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/storage/setaside.h"

#include "app/storage/datafile.h"

#include <QDir>
#include <QFileInfo>

using namespace seabattle;

namespace {

// The first name beside `path` that nothing (not even a dangling link) holds.
Expected<QString, QString> freeNameBeside(const QString& path, const QDateTime& when,
                                          const QString& why = QStringLiteral("damaged"))
{
    const QString stem = path + u'.' + why + u'-' + when.toString(QStringLiteral("yyyyMMdd-HHmmss"));
    for (int attempt = 1; attempt <= kSetAsideNames; ++attempt) {
        const QString target = attempt == 1 ? stem : stem + QLatin1Char('-') + QString::number(attempt);
        if (!QFileInfo::exists(target) && !QFileInfo(target).isSymLink())
            return target;
    }
    return Unexpected{QStringLiteral("no free name beside %1").arg(path)};
}

} // namespace

Expected<QString, QString> setAsideDamaged(const QString& path, const QDateTime& when)
{
    return setAside(path, QStringLiteral("damaged"), when);
}

Expected<QString, QString> setAside(const QString& path, const QString& why, const QDateTime& when)
{
    const auto target = freeNameBeside(path, when, why);
    if (!target)
        return target;
    // QFile::rename() would copy and delete a file it cannot rename; QDir::rename() only renames.
    if (QDir().rename(path, *target))
        return *target;
    return Unexpected{QStringLiteral("cannot rename %1 to %2").arg(path, *target)};
}

Expected<QString, QString> keepCopyAside(const QString& path, const QByteArray& bytes, const QDateTime& when)
{
    const auto target = freeNameBeside(path, when);
    if (!target)
        return target;
    if (const auto written = writeDataFile(*target, bytes); !written)
        return Unexpected{QStringLiteral("cannot write %1: %2").arg(*target, written.error().detail)};
    return *target;
}
