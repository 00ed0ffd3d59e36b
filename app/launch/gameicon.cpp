// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/launch/gameicon.h"

QIcon gameIcon()
{
    QIcon icon;
    // The sizes resources/CMakeLists.txt renders (SEABATTLE_ICON_SIZES).
    for (int size : {16, 22, 24, 32, 48, 64, 128, 256, 512})
        icon.addFile(QStringLiteral(":/icons/%1.png").arg(size), QSize(size, size));
    return icon;
}
