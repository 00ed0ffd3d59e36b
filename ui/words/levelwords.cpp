// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/words/levelwords.h"

#include "core/newgamechoice.h"
#include "ui/words/rulessummary.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>

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

QString choiceLine(const seabattle::NewGameChoice& choice)
{
    const QString rules = rulesTitle(choice.rules);
    const QString level = opponentLevelName(choice.level);
    return choice.watch ? QCoreApplication::translate("GameChoice", "%1 · watching two computers (%2)")
                              .arg(rules, level)
                        : QCoreApplication::translate("GameChoice", "%1 · against the computer (%2)")
                              .arg(rules, level);
}

QString leftGameLine(seabattle::OpponentLevel level, const QDateTime& savedAt)
{
    return QCoreApplication::translate("GameChoice", "Against the computer (%1), left on %2")
        .arg(opponentLevelName(level), QLocale().toString(savedAt.toLocalTime(), QLocale::ShortFormat));
}
