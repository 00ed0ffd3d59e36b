// SPDX-License-Identifier: GPL-3.0-or-later
// The game left to continue, on the welcome page, says when as a person would: "today at 2:02 PM",
// "yesterday at …", "on December 1", and its year only when it is not this one; in the player's
// language and the language's order ("le 1 décembre", "a 1 de dezembro").
#include "app/launch/languages.h"
#include "ui/words/levelwords.h"

#include <QDateTime>
#include <QLocale>
#include <QTest>

using seabattle::OpponentLevel;

class TestLeftGameLine : public QObject {
    Q_OBJECT

private slots:
    void saysTheDayAsSpoken_data();
    void saysTheDayAsSpoken();
};

void TestLeftGameLine::saysTheDayAsSpoken_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QDateTime>("saved");
    QTest::addColumn<QString>("expected"); // "%t": the time as the language writes it
    const QDateTime today(QDate(2026, 12, 6), QTime(0, 5));
    const QDateTime lateYesterday(QDate(2026, 12, 5), QTime(23, 59));
    const QDateTime earlier(QDate(2026, 12, 1), QTime(14, 2));
    const QDateTime lastYear(QDate(2025, 3, 3), QTime(9, 15));
    QTest::newRow("en today") << "en" << today << "Against the computer (Medium), left today at %t";
    QTest::newRow("en yesterday, a minute before midnight")
        << "en" << lateYesterday << "Against the computer (Medium), left yesterday at %t";
    QTest::newRow("en this year") << "en" << earlier << "Against the computer (Medium), left on December 1";
    QTest::newRow("en another year") << "en" << lastYear
                                     << "Against the computer (Medium), left on March 3, 2025";
    QTest::newRow("fr today") << "fr" << today << "Contre l’ordinateur (Moyen), interrompue aujourd’hui à %t";
    QTest::newRow("fr this year") << "fr" << earlier
                                  << "Contre l’ordinateur (Moyen), interrompue le 1 décembre";
    QTest::newRow("pt yesterday") << "pt" << lateYesterday
                                  << "Contra o computador (Médio), interrompido ontem às %t";
    QTest::newRow("pt another year") << "pt" << lastYear
                                     << "Contra o computador (Médio), interrompido a 3 de março de 2025";
    QTest::newRow("it this year") << "it" << earlier
                                  << "Contro il computer (Medio), interrotta il 1 dicembre";
}

void TestLeftGameLine::saysTheDayAsSpoken()
{
    QFETCH(QString, language);
    QFETCH(QDateTime, saved);
    QFETCH(QString, expected);
    LanguageSwitch languages;
    QVERIFY(languages.apply(language));
    const QDateTime now(QDate(2026, 12, 6), QTime(0, 30));
    expected.replace(QStringLiteral("%t"), QLocale().toString(saved.time(), QLocale::ShortFormat));
    QCOMPARE(leftGameLine(OpponentLevel::Medium, saved, now), expected);
}

QTEST_MAIN(TestLeftGameLine)
#include "tst_leftgameline.moc"
