// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/setaside.h"

#include <QDir>
#include <QFileInfo>

seabattle::Expected<QString, QString> setAsideDamaged(const QString& path, const QDateTime& when)
{
    const QString stem = path + QStringLiteral(".damaged-") + when.toString(QStringLiteral("yyyyMMdd-HHmmss"));
    for (int attempt = 1; attempt <= kSetAsideNames; ++attempt) {
        const QString target = attempt == 1 ? stem : stem + QLatin1Char('-') + QString::number(attempt);
        if (QFileInfo::exists(target) || QFileInfo(target).isSymLink())
            continue;
        // QFile::rename() would copy and delete a file it cannot rename; QDir::rename() only renames.
        if (QDir().rename(path, target))
            return target;
        return seabattle::Unexpected{QStringLiteral("cannot rename %1 to %2").arg(path, target)};
    }
    return seabattle::Unexpected{QStringLiteral("no free name beside %1").arg(path)};
}
