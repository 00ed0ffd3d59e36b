// SPDX-License-Identifier: GPL-3.0-or-later
// The sea with depth and life: the open sea behind both boards is deep in a light theme and a
// night sea in a dark one, with texture; flat in high contrast, text light on it where it is
// deep. A ship afloat leaves a wake (none on a flat sea). A ship that has just gone down burns for
// a while, at most 30 frames a second, then its clock stops by itself and no timer is left; no
// fire in high contrast, with animations off, or for wrecks a jump through a game shows.
#include "coretestsupport.h"

#include "core/answer.h"
#include "ui/board/boarddrawing.h"
#include "ui/board/boardpair.h"
#include "ui/board/boardview.h"
#include "ui/board/wreckfire.h"

#include <QApplication>
#include <QLabel>
#include <QPainter>
#include <QSet>
#include <QTest>
#include <QTimer>
#include <QVBoxLayout>

using namespace seabattle;

namespace {

enum class Theme { Light, Dark, Contrast };

QPalette paletteOf(Theme theme)
{
    QPalette p = QApplication::palette();
    const bool dark = theme == Theme::Dark;
    p.setColor(QPalette::Window, dark ? QColor(0x2b, 0x2b, 0x2b) : QColor(0xef, 0xef, 0xef));
    p.setColor(QPalette::WindowText, dark ? QColor(0xee, 0xee, 0xee) : Qt::black);
    p.setColor(QPalette::Base, dark ? QColor(0x1e, 0x1e, 0x1e) : Qt::white);
    p.setColor(QPalette::Text, dark ? QColor(0xee, 0xee, 0xee) : Qt::black);
    if (theme == Theme::Contrast) {
        for (const auto role : {QPalette::Window, QPalette::Base})
            p.setColor(role, Qt::black);
        for (const auto role : {QPalette::WindowText, QPalette::Text})
            p.setColor(role, Qt::white);
    }
    return p;
}

// Both boards on their open sea, as the battle lays them out.
struct Pair {
    QWidget window;
    BoardView* left = new BoardView;
    BoardView* right = new BoardView;
    QLabel* title = new QLabel(QStringLiteral("Your fleet"));
    OpenSea* sea = nullptr;

    explicit Pair(Theme theme)
    {
        window.setPalette(paletteOf(theme));
        sea = boardPair(
            {title, left, new QLabel(QStringLiteral("Carrier"))},
            {new QLabel(QStringLiteral("Enemy waters")), right, new QLabel(QStringLiteral("Cruiser"))});
        auto* layout = new QVBoxLayout(&window);
        layout->addWidget(sea);
        window.resize(900, 520);
        window.show();
    }
};

struct Mean {
    double lightness = 0;
    double red = 0;
    double blue = 0;
};

// The sea's mean colour outside both grids (around them, under the titles and coordinates).
Mean meanAround(const Pair& pair)
{
    const QImage image = pair.sea->grab().toImage();
    QRect grids[2];
    int n = 0;
    for (const BoardView* board : {pair.left, pair.right}) {
        const QRect first = board->cellRect({0, 0});
        const QRect last = board->cellRect({kBoardSize - 1, kBoardSize - 1});
        grids[n++] =
            QRect(board->mapTo(pair.sea, first.topLeft()), board->mapTo(pair.sea, last.bottomRight()));
    }
    Mean mean;
    int count = 0;
    for (int y = 12; y < image.height() - 12; y += 2)
        for (int x = 12; x < image.width() - 12; x += 2) {
            if (grids[0].contains(x, y) || grids[1].contains(x, y))
                continue;
            const QColor c = image.pixelColor(x, y);
            mean.lightness += c.lightness();
            mean.red += c.red();
            mean.blue += c.blue();
            ++count;
        }
    return {mean.lightness / count, mean.red / count, mean.blue / count};
}

// Standard: the Cruiser (E1–E3) sunk by the last of `shots`.
ShotChart firedAt(const Ruleset& rules, const FleetLayout& fleet, std::initializer_list<const char*> shots)
{
    ShotChart view;
    for (const char* target : shots)
        view.record(answerShot(fleet, view, rules, {Player::One, cell(target)}));
    return view;
}

} // namespace

class TestOpenSea : public QObject {
    Q_OBJECT

private slots:
    void seaIsDeepAroundTheBoards_data();
    void seaIsDeepAroundTheBoards();
    void contrastSeaIsFlat();
    void theEndsLightFollowsTheOutcome();
    void shipsLeaveAWakeOnWavesOnly();
    void wreckBurnsThenStopsByItself();
    void noFireWhenNothingMayMove();
};

void TestOpenSea::seaIsDeepAroundTheBoards_data()
{
    QTest::addColumn<int>("theme");
    QTest::addColumn<int>("darkest");
    QTest::newRow("light: a deep sea by day") << int(Theme::Light) << 110;
    QTest::newRow("dark: a night sea") << int(Theme::Dark) << 60;
}

void TestOpenSea::seaIsDeepAroundTheBoards()
{
    QFETCH(int, theme);
    QFETCH(int, darkest);
    Pair pair{Theme(theme)};
    QVERIFY(QTest::qWaitForWindowExposed(&pair.window));
    const Mean mean = meanAround(pair);
    QVERIFY2(mean.lightness < darkest, qPrintable(QString::number(mean.lightness)));
    QVERIFY2(mean.blue > mean.red + 30,
             qPrintable(QStringLiteral("%1 %2").arg(mean.blue).arg(mean.red))); // sea, not grey
    // The titles turn light on it.
    QVERIFY(pair.title->palette().color(QPalette::WindowText).lightness() > 200);
    // Water, not a painted wall: the light varies (in the margin, left of the rows' numbers).
    const QImage patch = pair.sea->grab(QRect(1, pair.sea->height() / 2, 6, 80)).toImage();
    QSet<QRgb> shades;
    for (int y = 0; y < patch.height(); ++y)
        for (int x = 0; x < patch.width(); ++x)
            shades.insert(patch.pixel(x, y));
    QVERIFY2(shades.size() > 8, qPrintable(QString::number(shades.size())));
}

void TestOpenSea::contrastSeaIsFlat()
{
    Pair pair(Theme::Contrast);
    QVERIFY(QTest::qWaitForWindowExposed(&pair.window));
    const QImage patch = pair.sea->grab(QRect(1, pair.sea->height() / 2, 6, 80)).toImage();
    for (int y = 0; y < patch.height(); ++y)
        for (int x = 0; x < patch.width(); ++x)
            QCOMPARE(patch.pixel(x, y), qRgb(0, 0, 0));
    QCOMPARE(pair.title->palette().color(QPalette::WindowText), QColor(Qt::white)); // the theme's own
}

void TestOpenSea::theEndsLightFollowsTheOutcome()
{
    Pair pair(Theme::Light);
    QVERIFY(QTest::qWaitForWindowExposed(&pair.window));
    const Mean calm = meanAround(pair);
    pair.sea->setMood(OpenSea::Mood::Victory);
    const Mean won = meanAround(pair);
    pair.sea->setMood(OpenSea::Mood::Defeat);
    const Mean lost = meanAround(pair);
    QVERIFY2(won.red > calm.red + 10, qPrintable(QStringLiteral("%1 %2").arg(won.red).arg(calm.red)));
    QVERIFY2(lost.lightness < calm.lightness - 6,
             qPrintable(QStringLiteral("%1 %2").arg(lost.lightness).arg(calm.lightness)));
    pair.sea->setMood(OpenSea::Mood::Calm);
    QCOMPARE(meanAround(pair).lightness, calm.lightness);

    Pair flat(Theme::Contrast); // the theme's flat sea, whatever the end
    QVERIFY(QTest::qWaitForWindowExposed(&flat.window));
    flat.sea->setMood(OpenSea::Mood::Defeat);
    const QImage patch = flat.sea->grab(QRect(1, flat.sea->height() / 2, 6, 80)).toImage();
    for (int y = 0; y < patch.height(); ++y)
        for (int x = 0; x < patch.width(); ++x)
            QCOMPARE(patch.pixel(x, y), qRgb(0, 0, 0));
}

void TestOpenSea::shipsLeaveAWakeOnWavesOnly()
{
    const Ruleset rules = Ruleset::standard();
    const FleetLayout fleet = layoutOf(rules, kStandardTwo);
    for (const Theme theme : {Theme::Light, Theme::Contrast}) {
        const auto cellA6 = [&](const FleetLayout& shown) {
            QImage image(QSize(440, 440), QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::transparent);
            QPainter painter(&image);
            const BoardGeometry geometry(QRectF(0, 0, 440, 440));
            drawBoard(painter, geometry, paletteOf(theme), QApplication::font(), {}, shown, rules.fleet);
            painter.end();
            return image.copy(geometry.cellRect(cell("A6")).toAlignedRect());
        };
        // The Carrier stands A1–A5, its stern at A5: its foam spills into A6.
        const bool foam = cellA6(fleet) != cellA6({});
        QCOMPARE(foam, theme == Theme::Light);
    }
}

void TestOpenSea::wreckBurnsThenStopsByItself()
{
    const Ruleset rules = Ruleset::standard();
    const FleetLayout fleet = layoutOf(rules, kStandardTwo);
    Pair pair(Theme::Light);
    QVERIFY(QTest::qWaitForWindowExposed(&pair.window));
    BoardView& board = *pair.right;
    board.setShipClasses(rules.fleet);
    board.setShots(firedAt(rules, fleet, {"E1", "E2"}));
    QVERIFY(!board.isBurning());
    auto* clock = board.findChild<QTimer*>(QStringLiteral("burningWrecksClock"));
    QVERIFY(clock);
    QVERIFY(!clock->isActive());
    board.setShots(firedAt(rules, fleet, {"E1", "E2", "E3"})); // the Cruiser goes down
    QVERIFY(board.isBurning());
    QVERIFY(clock->isActive());
    QVERIFY(clock->interval() >= 1000 / 30); // at most 30 frames a second
    QTRY_VERIFY_WITH_TIMEOUT(!board.isBurning(), WreckFire::kBurnMs + 3000);
    QVERIFY(!clock->isActive());
    for (const QTimer* timer : pair.window.findChildren<QTimer*>())
        QVERIFY2(!timer->isActive(), qPrintable(timer->objectName()));
}

void TestOpenSea::noFireWhenNothingMayMove()
{
    const Ruleset rules = Ruleset::standard();
    const FleetLayout fleet = layoutOf(rules, kStandardTwo);
    const ShotChart before = firedAt(rules, fleet, {"E1", "E2"});
    const ShotChart sunk = firedAt(rules, fleet, {"E1", "E2", "E3"});
    {
        Pair pair(Theme::Light);
        QVERIFY(QTest::qWaitForWindowExposed(&pair.window));
        pair.right->setShots(before);
        pair.right->setAnimated(false);
        pair.right->setShots(sunk);
        QVERIFY(!pair.right->isBurning());
        // A game jumped through: its old wrecks do not burn.
        pair.left->setShots(firedAt(rules, fleet, {"E1", "E2", "E3", "B6", "B7", "B8", "I1", "I2", "I3"}));
        QVERIFY(!pair.left->isBurning());
    }
    Pair pair(Theme::Contrast); // a flat sea: no fire
    QVERIFY(QTest::qWaitForWindowExposed(&pair.window));
    pair.right->setShots(before);
    pair.right->setShots(sunk);
    QVERIFY(!pair.right->isBurning());
}

QTEST_MAIN(TestOpenSea)
#include "tst_opensea.moc"
