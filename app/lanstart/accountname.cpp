// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/lanstart/accountname.h"

#ifdef Q_OS_UNIX
#include <pwd.h>
#include <unistd.h>
#endif

QString accountName()
{
#ifdef Q_OS_UNIX
    if (const passwd* account = ::getpwuid(::getuid())) {
        // The GECOS field: the full name first, then office, phone… after commas.
        const QString full =
            QString::fromLocal8Bit(account->pw_gecos ? account->pw_gecos : "").section(u',', 0, 0).trimmed();
        if (!full.isEmpty())
            return full;
        if (account->pw_name && *account->pw_name)
            return QString::fromLocal8Bit(account->pw_name);
    }
#endif
    return qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME")).trimmed();
}
