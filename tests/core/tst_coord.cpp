// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/coord.h"

#include <QTest>

using namespace seabattle;

Q_DECLARE_METATYPE(seabattle::CoordError)

class TestCoord : public QObject {
    Q_OBJECT

private slots:
    void parsesValidCoordinates_data();
    void parsesValidCoordinates();
    void rejectsWithReason_data();
    void rejectsWithReason();
    void formatsEveryCellAndRoundTrips();
    void cellIndexIsRowMajor();
    void boardEdges_data();
    void boardEdges();
};

void TestCoord::parsesValidCoordinates_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("row");

    QTest::newRow("A1, top left") << "A1" << 0 << 0;
    QTest::newRow("J10, bottom right") << "J10" << 9 << 9;
    QTest::newRow("B3 from RULES.md") << "B3" << 1 << 2;
    QTest::newRow("lower case") << "b3" << 1 << 2;
    QTest::newRow("surrounding spaces") << " B3 " << 1 << 2;
    QTest::newRow("tabs and newline") << "\tc7\n" << 2 << 6;
    QTest::newRow("leading zero") << "B03" << 1 << 2;
    QTest::newRow("many leading zeros") << "j0010" << 9 << 9;
    QTest::newRow("C10") << "C10" << 2 << 9;
}

void TestCoord::parsesValidCoordinates()
{
    QFETCH(QString, text);
    QFETCH(int, column);
    QFETCH(int, row);
    const auto parsed = parseCoord(text.toStdString());
    QVERIFY(parsed.has_value());
    QCOMPARE(parsed->column, column);
    QCOMPARE(parsed->row, row);
}

void TestCoord::rejectsWithReason_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<CoordError>("reason");

    QTest::newRow("empty") << "" << CoordError::Empty;
    QTest::newRow("only spaces") << "   " << CoordError::Empty;
    QTest::newRow("K1: column after J") << "K1" << CoordError::ColumnOutOfRange;
    QTest::newRow("z5") << "z5" << CoordError::ColumnOutOfRange;
    QTest::newRow("A0: row zero") << "A0" << CoordError::RowOutOfRange;
    QTest::newRow("A11: row past 10") << "A11" << CoordError::RowOutOfRange;
    QTest::newRow("A00") << "A00" << CoordError::RowOutOfRange;
    QTest::newRow("huge row does not overflow") << "A99999999999999999999" << CoordError::RowOutOfRange;
    QTest::newRow("3B: number first") << "3B" << CoordError::NotACoordinate;
    QTest::newRow("AA1: two letters") << "AA1" << CoordError::NotACoordinate;
    QTest::newRow("letter alone") << "A" << CoordError::NotACoordinate;
    QTest::newRow("space inside") << "A 1" << CoordError::NotACoordinate;
    QTest::newRow("sign") << "A-1" << CoordError::NotACoordinate;
    QTest::newRow("trailing letter") << "A1B" << CoordError::NotACoordinate;
    QTest::newRow("digits only") << "11" << CoordError::NotACoordinate;
    QTest::newRow("non-ASCII letter") << QString::fromUtf8("É1") << CoordError::NotACoordinate;
}

void TestCoord::rejectsWithReason()
{
    QFETCH(QString, text);
    QFETCH(CoordError, reason);
    const auto parsed = parseCoord(text.toStdString());
    QVERIFY(!parsed.has_value());
    QCOMPARE(parsed.error(), reason);
}

void TestCoord::formatsEveryCellAndRoundTrips()
{
    QCOMPARE(QString::fromStdString(formatCoord({0, 0})), QStringLiteral("A1"));
    QCOMPARE(QString::fromStdString(formatCoord({9, 9})), QStringLiteral("J10"));
    QCOMPARE(QString::fromStdString(formatCoord({2, 6})), QStringLiteral("C7"));
    for (int i = 0; i < kCellCount; ++i) {
        const Coord c = coordAt(i);
        const auto parsed = parseCoord(formatCoord(c));
        QVERIFY2(parsed.has_value(), formatCoord(c).c_str());
        QCOMPARE(*parsed, c);
    }
}

void TestCoord::cellIndexIsRowMajor()
{
    QCOMPARE(cellIndex({0, 0}), 0);
    QCOMPARE(cellIndex({9, 0}), 9);
    QCOMPARE(cellIndex({0, 1}), 10);
    QCOMPARE(cellIndex({9, 9}), 99);
    for (int i = 0; i < kCellCount; ++i)
        QCOMPARE(cellIndex(coordAt(i)), i);
}

void TestCoord::boardEdges_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("row");
    QTest::addColumn<bool>("onBoard");
    QTest::newRow("A1") << 0 << 0 << true;
    QTest::newRow("J10") << 9 << 9 << true;
    QTest::newRow("left of A") << -1 << 0 << false;
    QTest::newRow("right of J") << 10 << 5 << false;
    QTest::newRow("above 1") << 3 << -1 << false;
    QTest::newRow("below 10") << 3 << 10 << false;
}

void TestCoord::boardEdges()
{
    QFETCH(int, column);
    QFETCH(int, row);
    QFETCH(bool, onBoard);
    QCOMPARE(isOnBoard({column, row}), onBoard);
}

QTEST_APPLESS_MAIN(TestCoord)
#include "tst_coord.moc"
