// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/words/levelwords.h"

#include <QCoreApplication>

QString opponentLevelName(seabattle::OpponentLevel level)
{
    switch (level) {
    case seabattle::OpponentLevel::Easy:
        return QCoreApplication::translate("OpponentLevel", "Easy");
    case seabattle::OpponentLevel::Medium:
        return QCoreApplication::translate("OpponentLevel", "Medium");
    case seabattle::OpponentLevel::Hard:
        return QCoreApplication::translate("OpponentLevel", "Hard");
    case seabattle::OpponentLevel::Admiral:
        break;
    }
    return QCoreApplication::translate("OpponentLevel", "Admiral");
}
