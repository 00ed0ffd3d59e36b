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
    return leftGameLine(level, savedAt, QDateTime::currentDateTime());
}

QString leftGameLine(seabattle::OpponentLevel level, const QDateTime& savedAt, const QDateTime& now)
{
    const QDateTime when = savedAt.toLocalTime();
    const QDate today = now.toLocalTime().date();
    const QString name = opponentLevelName(level);
    const QString time = QLocale().toString(when.time(), QLocale::ShortFormat);
    if (when.date() == today)
        return QCoreApplication::translate("GameChoice", "Against the computer (%1), left today at %2")
            .arg(name, time);
    if (when.date() == today.addDays(-1))
        return QCoreApplication::translate("GameChoice", "Against the computer (%1), left yesterday at %2")
            .arg(name, time);
    //: A day of this year in QDate::toString()'s format, as a date is said in a sentence
    const QString thisYear = QCoreApplication::translate("GameChoice", "MMMM d");
    //: A day of another year in QDate::toString()'s format, as a date is said in a sentence
    const QString otherYear = QCoreApplication::translate("GameChoice", "MMMM d, yyyy");
    const QString day =
        QLocale().toString(when.date(), when.date().year() == today.year() ? thisYear : otherYear);
    return QCoreApplication::translate("GameChoice", "Against the computer (%1), left on %2").arg(name, day);
}
