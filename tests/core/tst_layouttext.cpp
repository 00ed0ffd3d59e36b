// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/layoutproblem.h"
#include "core/layouttext.h"
#include "core/randomlayout.h"
#include "coretestsupport.h"

#include <QTest>

using namespace seabattle;

Q_DECLARE_METATYPE(seabattle::LayoutTextError::Kind)

class TestLayoutText : public QObject {
    Q_OBJECT

private slots:
    void readsShipsByLetter();
    void formatsExactly();
    void roundTripsRandomLayouts();
    void acceptsWindowsLineEnds();
    void partialLayoutsParseAndCheckReportsThem();
    void rejectsMalformedText_data();
    void rejectsMalformedText();
};

void TestLayoutText::readsShipsByLetter()
{
    const Ruleset rules = Ruleset::standard();
    const auto layout = parseLayout(kStandardUpright, rules);
    QVERIFY(layout.has_value());
    QCOMPARE(layout->size(), 6);
    // 'A' is the first ship of the fleet (Carrier), 'C' the third (Cruiser), 'F' the Patrol boat.
    QCOMPARE(*layout->placementOf({0, 0}), (Placement{{0, 0}, {0, 0}, Orientation::Horizontal, 5}));
    QCOMPARE(*layout->placementOf({2, 0}), (Placement{{2, 0}, {6, 2}, Orientation::Vertical, 3}));
    QCOMPARE(*layout->placementOf({5, 0}), (Placement{{5, 0}, {9, 8}, Orientation::Horizontal, 1}));
    QVERIFY(checkLayout(*layout, rules).empty());
}

void TestLayoutText::formatsExactly()
{
    const Ruleset rules = Ruleset::standard();
    const auto layout = parseLayout(kStandardUpright, rules);
    QVERIFY(layout.has_value());
    QCOMPARE(QString::fromStdString(formatLayout(*layout, rules)), QString::fromLatin1(kStandardUpright));
}

void TestLayoutText::roundTripsRandomLayouts()
{
    Rng rng(7);
    for (const Ruleset& rules : {Ruleset::standard(), Ruleset::classic(), Ruleset::hasbro()}) {
        for (int i = 0; i < 300; ++i) {
            const auto layout = randomLayout(rules, rng);
            QVERIFY(layout.has_value());
            const std::string text = formatLayout(*layout, rules);
            QCOMPARE(int(text.size()), 10 * 11);
            const auto parsed = parseLayout(text, rules);
            QVERIFY(parsed.has_value());
            QCOMPARE(*parsed, *layout);
        }
    }
}

void TestLayoutText::acceptsWindowsLineEnds()
{
    const Ruleset rules = Ruleset::standard();
    QString text = QString::fromLatin1(kStandardUpright);
    text.replace(QLatin1String("\n"), QLatin1String("\r\n"));
    const auto crlf = parseLayout(text.toStdString(), rules);
    QVERIFY(crlf.has_value());
    std::string noFinalNewline = kStandardUpright;
    noFinalNewline.pop_back();
    const auto bare = parseLayout(noFinalNewline, rules);
    QVERIFY(bare.has_value());
    QCOMPARE(*crlf, *bare);
}

void TestLayoutText::partialLayoutsParseAndCheckReportsThem()
{
    // A layout being edited: only the Carrier, and a Battleship one cell short.
    const Ruleset rules = Ruleset::standard();
    const auto layout = parseLayout("AAAAA.....\n"
                                    "..........\n"
                                    "BBB.......\n"
                                    "..........\n"
                                    "..........\n"
                                    "..........\n"
                                    "..........\n"
                                    "..........\n"
                                    "..........\n"
                                    "..........\n",
                                    rules);
    QVERIFY(layout.has_value());
    QCOMPARE(layout->size(), 2);
    const auto problems = checkLayout(*layout, rules);
    QCOMPARE(problems.front().kind, LayoutProblem::Kind::WrongLength);
    QCOMPARE(problems.front().actual, 3);
    QCOMPARE(int(problems.size()), 1 + 4); // the wrong length, then the four classes with no ship
}

void TestLayoutText::rejectsMalformedText_data()
{
    using Kind = LayoutTextError::Kind;
    QTest::addColumn<QString>("text");
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");

    const QString water = QStringLiteral("..........\n");
    QTest::newRow("empty") << QString() << Kind::WrongLineCount << -1 << -1;
    QTest::newRow("nine lines") << water.repeated(9) << Kind::WrongLineCount << -1 << -1;
    QTest::newRow("eleven lines") << water.repeated(11) << Kind::WrongLineCount << -1 << -1;
    QTest::newRow("short line") << water.repeated(3) + QStringLiteral(".........\n") + water.repeated(6)
                                << Kind::WrongLineLength << 3 << -1;
    QTest::newRow("lower-case letter")
        << QStringLiteral("..a.......\n") + water.repeated(9) << Kind::UnexpectedCharacter << 0 << 2;
    QTest::newRow("hash") << water + QStringLiteral("....#.....\n") + water.repeated(8)
                          << Kind::UnexpectedCharacter << 1 << 4;
    QTest::newRow("letter past the fleet")
        << water.repeated(5) + QStringLiteral(".......G..\n") + water.repeated(4) << Kind::NotInFleet << 5
        << 7;
    QTest::newRow("bent ship") << QStringLiteral("CC........\n.C........\n") + water.repeated(8)
                               << Kind::NotStraight << 0 << 0;
    QTest::newRow("broken ship") << QStringLiteral("AA.AA.....\n") + water.repeated(9) << Kind::NotStraight
                                 << 0 << 0;
}

void TestLayoutText::rejectsMalformedText()
{
    QFETCH(QString, text);
    QFETCH(LayoutTextError::Kind, kind);
    QFETCH(int, line);
    QFETCH(int, column);
    const auto parsed = parseLayout(text.toStdString(), Ruleset::standard());
    QVERIFY(!parsed.has_value());
    QCOMPARE(parsed.error().kind, kind);
    if (line >= 0)
        QCOMPARE(parsed.error().line, line);
    if (column >= 0)
        QCOMPARE(parsed.error().column, column);
}

QTEST_APPLESS_MAIN(TestLayoutText)
#include "tst_layouttext.moc"
