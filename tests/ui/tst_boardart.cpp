// SPDX-License-Identifier: GPL-3.0-or-later
// The board's art: every class's ship renders (both orientations, device pixel ratio 1 and 2,
// afloat and wrecked, a wreck broken in two), Enemy waters show a ship only once it is sunk, the art is drawn
// once and then blitted from the cache, and the board reads in a dark palette.
#include "coretestsupport.h"
#include "highcontrastpalette.h"

#include "core/answer.h"
#include "ui/board/boarddrawing.h"
#include "ui/board/boardview.h"
#include "ui/board/seatexture.h"
#include "ui/board/shipart.h"

#include <QApplication>
#include <QPainter>
#include <QTest>

using namespace seabattle;

namespace {

// The share of `image`'s pixels that are not transparent.
qreal coverage(const QImage& image)
{
    int opaque = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            opaque += qAlpha(image.pixel(x, y)) > 128;
    return qreal(opaque) / (image.width() * image.height());
}

// The mean lightness of the opaque pixels.
int meanLightness(const QImage& image)
{
    qint64 sum = 0;
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.alpha() > 128) {
                sum += c.lightness();
                ++count;
            }
        }
    return count ? int(sum / count) : -1;
}

// Transparent pixels on the hull's middle line, between 45% and 75% of its length (where a wreck
// breaks).
int gapsAcross(const QImage& image, Orientation orientation)
{
    const bool across = orientation == Orientation::Horizontal;
    const int along = across ? image.width() : image.height();
    const int middle = (across ? image.height() : image.width()) / 2;
    int gaps = 0;
    for (int i = along * 45 / 100; i < along * 75 / 100; ++i)
        gaps += qAlpha(across ? image.pixel(i, middle) : image.pixel(middle, i)) < 64;
    return gaps;
}

// Standard: the Cruiser (E1–E3, upright) and the Patrol boat (J10) sunk, the Submarine (G1–G3)
// hit once, a miss at B6; the Carrier (A1–A5) and the Battleship (C1–C4) untouched.
ShotChart midGame(const Ruleset& rules, const FleetLayout& fleet)
{
    ShotChart view;
    for (const char* target : {"E1", "E2", "E3", "G1", "J10", "B6"})
        view.record(answerShot(fleet, view, rules, {Player::One, cell(target)}));
    return view;
}

QImage boardImage(const ShotChart& shots, const FleetLayout& fleet, const Ruleset& rules,
                  Shooter shotsBy = Shooter::Player, bool targetable = false)
{
    BoardView board;
    board.resize(440, 440);
    board.setShipClasses(rules.fleet);
    board.setShotsBy(shotsBy);
    board.setShots(shots);
    board.setFleet(fleet);
    board.setTargetable(targetable);
    return board.grab().toImage();
}

QImage cellOf(const QImage& image, Coord c)
{
    BoardView sizing;
    sizing.resize(440, 440);
    return image.copy(sizing.cellRect(c));
}

} // namespace

class TestBoardArt : public QObject {
    Q_OBJECT

private slots:
    void everyClassHasArt_data();
    void everyClassHasArt();
    void classesPickTheirArt();
    void enemyWatersShowOnlySunkShips();
    void theEnemysSurvivorsAreRingedWithDashes();
    void theBoardToFireAtIsBracketed();
    void artIsDrawnOnceThenCached();
    void aFireSmokesIntoTheWaterAboveIt();
    void boardReadsInBothPalettes_data();
    void boardReadsInBothPalettes();
};

void TestBoardArt::everyClassHasArt_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("length");
    for (const ShipClass& c : Ruleset::standard().fleet)
        QTest::newRow(c.name.c_str()) << QString::fromStdString(c.name) << c.length;
    QTest::newRow("Torpedo boat") << QStringLiteral("Torpedo boat") << 1;
    for (int length = 1; length <= kMaxShipLength; ++length) // custom classes: a generic hull
        QTest::addRow("custom %d", length) << QStringLiteral("Frégate %1").arg(length) << length;
}

void TestBoardArt::everyClassHasArt()
{
    QFETCH(QString, name);
    QFETCH(int, length);
    const ShipClass shipClass{name.toStdString(), length, 1};
    const QString element = ShipArt::elementFor(&shipClass, length);
    for (const qreal dpr : {1.0, 2.0}) {
        for (const Orientation orientation : {Orientation::Horizontal, Orientation::Vertical}) {
            const qreal cell = 33.5; // fractional, as boards have
            const QPixmap afloat =
                ShipArt::ship(element, length, orientation, cell, dpr, ShipArt::Condition::Afloat);
            const QPixmap wreck =
                ShipArt::ship(element, length, orientation, cell, dpr, ShipArt::Condition::Wrecked);
            const int along = int(std::ceil(cell * length * dpr));
            const int across = int(std::ceil(cell * dpr));
            const QSize expected =
                orientation == Orientation::Horizontal ? QSize(along, across) : QSize(across, along);
            QCOMPARE(afloat.size(), expected);
            QCOMPARE(wreck.size(), expected);
            QCOMPARE(afloat.devicePixelRatio(), dpr);
            const QImage image = afloat.toImage();
            QVERIFY2(coverage(image) > 0.3,
                     qPrintable(QStringLiteral("%1: %2").arg(element).arg(coverage(image))));
            // The hull fills its cells lengthwise: opaque near the bow's end and the stern's end.
            const QImage bowHalf = orientation == Orientation::Horizontal
                                       ? image.copy(0, 0, along / 2, across)
                                       : image.copy(0, 0, across, along / 2);
            const QImage sternHalf = orientation == Orientation::Horizontal
                                         ? image.copy(along / 2, 0, along / 2, across)
                                         : image.copy(0, along / 2, across, along / 2);
            QVERIFY(coverage(bowHalf) > 0.2);
            QVERIFY(coverage(sternHalf) > 0.2);
            // A wreck is broken in two: a gap across the hull's middle line, where the ship afloat
            // is whole.
            QVERIFY2(gapsAcross(wreck.toImage(), orientation) > 0, qPrintable(element));
            QCOMPARE(gapsAcross(image, orientation), 0);
        }
    }
}

void TestBoardArt::classesPickTheirArt()
{
    const std::vector<ShipClass> fleet = Ruleset::standard().fleet;
    QStringList elements;
    for (const ShipClass& c : fleet)
        elements << ShipArt::elementFor(&c, c.length);
    // Every class of the standard fleet has art of its own.
    QCOMPARE(QSet<QString>(elements.begin(), elements.end()).size(), int(fleet.size()));
    // A known name at another length, or an unknown class, takes the generic hull of its length.
    const ShipClass longSubmarine{"Submarine", 4, 1};
    QCOMPARE(ShipArt::elementFor(&longSubmarine, 4), ShipArt::elementFor(nullptr, 4));
    QCOMPARE(ShipArt::elementFor(nullptr, 3), ShipArt::elementFor(&fleet[2], 3)); // the Cruiser's hull
}

void TestBoardArt::enemyWatersShowOnlySunkShips()
{
    const Ruleset rules = Ruleset::standard();
    const FleetLayout fleet = layoutOf(rules, kStandardTwo);
    const ShotChart shots = midGame(rules, fleet);
    QCOMPARE(int(shots.sunkShips().size()), 2);
    const QImage enemy = boardImage(shots, {}, rules);       // Enemy waters during the battle
    const QImage revealed = boardImage(shots, fleet, rules); // the same board with the fleet shown
    const QImage empty = boardImage({}, {}, rules);
    // A sunk ship is drawn, as its wreck, where it lies: as it would be with the fleet shown.
    for (const char* c : {"E1", "E2", "E3", "J10"}) {
        QVERIFY2(cellOf(enemy, cell(c)) == cellOf(revealed, cell(c)), c);
        QVERIFY2(cellOf(enemy, cell(c)) != cellOf(empty, cell(c)), c);
    }
    // A ship afloat is not: its cells not fired at are plain sea.
    for (const char* c : {"A1", "A3", "A5", "C1", "C4", "G2", "G3"}) {
        QVERIFY2(cellOf(enemy, cell(c)) == cellOf(empty, cell(c)), c);
        QVERIFY2(cellOf(revealed, cell(c)) != cellOf(empty, cell(c)), c); // the check can see a ship
    }
}

// At the end, Enemy waters shows the enemy's fleet: a ship still afloat is ringed with dashes, told
// apart from the wrecks (no dashes: their own solid ring) and from your own ships (none).
void TestBoardArt::theEnemysSurvivorsAreRingedWithDashes()
{
    const Ruleset rules = Ruleset::standard();
    const FleetLayout fleet = layoutOf(rules, kStandardTwo);
    const ShotChart shots = midGame(rules, fleet);
    const QImage revealed = boardImage(shots, fleet, rules, Shooter::Player);
    const QImage yours = boardImage(shots, fleet, rules, Shooter::Enemy); // your own board
    for (const char* afloat : {"A1", "A5", "C1", "G3"})
        QVERIFY2(cellOf(revealed, cell(afloat)) != cellOf(yours, cell(afloat)), afloat);
    for (const char* wreck : {"E1", "E3", "J10"})
        QVERIFY2(cellOf(revealed, cell(wreck)) == cellOf(yours, cell(wreck)), wreck);
}

// On the player's turn the board to fire at wears a sight's corner brackets; nothing else changes.
void TestBoardArt::theBoardToFireAtIsBracketed()
{
    const Ruleset rules = Ruleset::standard();
    const ShotChart shots = midGame(rules, layoutOf(rules, kStandardTwo));
    const QImage waiting = boardImage(shots, {}, rules, Shooter::Player, false);
    const QImage aiming = boardImage(shots, {}, rules, Shooter::Player, true);
    for (const char* corner : {"A1", "J1", "A10"})
        QVERIFY2(cellOf(waiting, cell(corner)) != cellOf(aiming, cell(corner)), corner);
    for (const char* inside : {"E5", "B6", "E1", "F8"})
        QVERIFY2(cellOf(waiting, cell(inside)) == cellOf(aiming, cell(inside)), inside);
}

void TestBoardArt::artIsDrawnOnceThenCached()
{
    const Ruleset rules = Ruleset::standard();
    const FleetLayout fleet = layoutOf(rules, kStandardTwo);
    const ShotChart shots = midGame(rules, fleet);
    QImage image(QSize(900, 900), QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(2);
    const auto paint = [&] {
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        drawBoard(painter, BoardGeometry(QRectF(0, 0, 450, 450)), QApplication::palette(),
                  QApplication::font(), shots, fleet, rules.fleet);
    };
    const int shipsBefore = ShipArt::renderCount();
    const int seasBefore = SeaTexture::renderCount();
    paint();
    QVERIFY(ShipArt::renderCount() > shipsBefore);
    QVERIFY(SeaTexture::renderCount() > seasBefore);
    const QImage first = image.copy();
    const int ships = ShipArt::renderCount();
    const int seas = SeaTexture::renderCount();
    paint();
    QCOMPARE(ShipArt::renderCount(), ships); // the second paint only blits
    QCOMPARE(SeaTexture::renderCount(), seas);
    QCOMPARE(image, first);
}

// A hit burns on: its smoke drifts into the water above it (not below), on the deep sea; none on a
// high-contrast theme's flat sea, where it would only blur the marks.
void TestBoardArt::aFireSmokesIntoTheWaterAboveIt()
{
    const Ruleset rules = Ruleset::standard();
    const FleetLayout fleet = layoutOf(rules, kStandardTwo);
    ShotChart shots;
    shots.record(answerShot(fleet, shots, rules, {Player::One, cell("G3")})); // the Submarine, G1–G3
    QCOMPARE(shots.at(cell("G3")), CellKnowledge::Hit);
    const BoardGeometry geometry(QRectF(0, 0, 440, 440));
    const auto inkAround = [&](const QPalette& palette) {
        QImage image(QSize(440, 440), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        // Enemy waters on the open sea: no water, no ship afloat, only the marks over the lines.
        drawBoard(painter, geometry, palette, QApplication::font(), shots, FleetLayout(), rules.fleet,
                  Backdrop::OpenSea);
        painter.end();
        const auto inside = [&](const char* at) {
            const QRect c = geometry.cellRect(cell(at)).toAlignedRect().adjusted(3, 3, -3, -3);
            qint64 alpha = 0; // the mean cover, as smoke is thin
            for (int y = c.top(); y <= c.bottom(); ++y)
                for (int x = c.left(); x <= c.right(); ++x)
                    alpha += qAlpha(image.pixel(x, y));
            return int(alpha / (qint64(c.width()) * c.height()));
        };
        return std::pair(inside("G2"), inside("G4"));
    };
    const auto [above, below] = inkAround(QApplication::palette());
    QVERIFY2(above > 8 && below == 0, qPrintable(QStringLiteral("%1 %2").arg(above).arg(below)));
    QCOMPARE(inkAround(highContrastPalette()), std::pair(0, 0));
}

void TestBoardArt::boardReadsInBothPalettes_data()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("light") << false;
    QTest::newRow("dark") << true;
}

void TestBoardArt::boardReadsInBothPalettes()
{
    QFETCH(bool, dark);
    QPalette palette = QApplication::palette();
    palette.setColor(QPalette::Base, dark ? QColor(0x1e, 0x1e, 0x1e) : Qt::white);
    palette.setColor(QPalette::Text, dark ? QColor(0xee, 0xee, 0xee) : Qt::black);
    palette.setColor(QPalette::Window, dark ? QColor(0x2b, 0x2b, 0x2b) : QColor(0xef, 0xef, 0xef));
    palette.setColor(QPalette::WindowText, dark ? QColor(0xee, 0xee, 0xee) : Qt::black);
    const Ruleset rules = Ruleset::standard();
    const FleetLayout fleet = layoutOf(rules, kStandardTwo);
    BoardView board;
    board.setPalette(palette);
    board.resize(440, 440);
    board.setShipClasses(rules.fleet);
    board.setShots(midGame(rules, fleet));
    const QImage image = board.grab().toImage();
    const QImage sea = cellOf(image, cell("I5"));
    // A deep sea by day, a night sea in the dark.
    QVERIFY2(meanLightness(sea) < (dark ? 60 : 110), qPrintable(QString::number(meanLightness(sea))));
    // The miss's ring is drawn in the marks' light ink (a little softened on the sea), which stands
    // out from the deep sea.
    const QImage miss = cellOf(image, cell("B6"));
    const QColor inkColour = BoardColours(palette).ink;
    QVERIFY(inkColour.lightness() - meanLightness(sea) > 120);
    int ink = 0;
    for (int y = 0; y < miss.height(); ++y)
        for (int x = 0; x < miss.width(); ++x)
            ink += miss.pixelColor(x, y).lightness() - meanLightness(sea) > 90;
    QVERIFY2(ink > miss.width(), qPrintable(QString::number(ink)));
    // A hit shows its red cross.
    const QImage hit = cellOf(image, cell("G1"));
    int red = 0;
    for (int y = 0; y < hit.height(); ++y)
        for (int x = 0; x < hit.width(); ++x) {
            const QColor c = hit.pixelColor(x, y);
            red += c.red() > 180 && c.green() < 80 && c.blue() < 80;
        }
    QVERIFY2(red > hit.width(), qPrintable(QString::number(red)));
}

QTEST_MAIN(TestBoardArt)
#include "tst_boardart.moc"
