// SPDX-License-Identifier: GPL-3.0-or-later
// A shot as it lands on a board: until the impact the board shows what it showed before (the
// result appears when the shell strikes), then the word is said over the board, then the effect
// ends by itself and leaves exactly the picture a board without animations shows; with animations
// off nothing moves and every change shows at once. Driven frame by frame (the effect's clock
// paused and set), so nothing here depends on the machine's pace.
#include "coretestsupport.h"

#include "core/answer.h"
#include "ui/board/boardview.h"
#include "ui/board/shoteffect.h"
#include "ui/board/wreckfire.h"

#include <QApplication>
#include <QTest>
#include <QVariantAnimation>

using namespace seabattle;

namespace {

// Pixels of `image` inside `area` for which `wanted` holds.
template <typename Wanted> int count(const QImage& image, const QRect& area, Wanted wanted)
{
    int n = 0;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x)
            n += wanted(image.pixelColor(x, y));
    return n;
}

bool red(const QColor& c)
{
    return c.red() > 180 && c.green() < 80 && c.blue() < 80;
}
bool white(const QColor& c)
{
    return c.red() > 245 && c.green() > 245 && c.blue() > 245;
}

struct Landing {
    ShotChart before;
    ShotChart after;
    ShotEffect effect;
};

// Standard fleet kStandardTwo: a miss at B6, a hit on the Submarine at G1, or the Cruiser's
// last cell E3 after E1 and E2.
Landing landing(ShotResult result)
{
    const Ruleset rules = Ruleset::standard();
    const FleetLayout fleet = layoutOf(rules, kStandardTwo);
    Landing l;
    if (result == ShotResult::Sunk)
        for (const char* c : {"E1", "E2"})
            l.before.record(answerShot(fleet, l.before, rules, {Player::One, cell(c)}));
    const char* target = result == ShotResult::Miss ? "B6" : result == ShotResult::Hit ? "G1" : "E3";
    l.after = l.before;
    const ShotOutcome outcome = answerShot(fleet, l.after, rules, {Player::One, cell(target)});
    l.after.record(outcome);
    l.effect = {.cell = cell(target), .result = outcome.result, .word = QStringLiteral("Word")};
    if (outcome.sunk)
        l.effect.sunkCells = outcome.sunk->cells;
    return l;
}

class Board {
public:
    explicit Board(bool animated)
    {
        view.resize(440, 440);
        view.setShipClasses(Ruleset::standard().fleet);
        view.setAnimated(animated);
        view.show();
        (void)QTest::qWaitForWindowExposed(&view);
    }
    QImage image() { return view.grab().toImage(); }
    QVariantAnimation* clock() { return view.findChild<QVariantAnimation*>(); }
    // The effect held at `progress` of its length.
    QImage at(double progress)
    {
        clock()->pause();
        clock()->setCurrentTime(int(progress * ShotEffect::kDurationMs));
        return image();
    }
    BoardView view;
};

} // namespace

class TestShotEffect : public QObject {
    Q_OBJECT

private slots:
    void resultAppearsAtTheImpact_data();
    void resultAppearsAtTheImpact();
    void wordIsSaidOverTheBoard();
    void endsByItselfAsIfInstant_data();
    void endsByItselfAsIfInstant();
    void animationsOffShowAtOnce();
    void switchingOffStopsAnEffect();
};

void TestShotEffect::resultAppearsAtTheImpact_data()
{
    QTest::addColumn<ShotResult>("result");
    QTest::newRow("hit") << ShotResult::Hit;
    QTest::newRow("sunk") << ShotResult::Sunk;
}

// Before the shell strikes, the hit's red cross is not on the cell yet; after, it is.
void TestShotEffect::resultAppearsAtTheImpact()
{
    QFETCH(ShotResult, result);
    const Landing l = landing(result);
    Board board(true);
    board.view.setShots(l.before);
    const QImage before = board.image();
    board.view.playShot(l.effect);
    board.view.setShots(l.after);
    QVERIFY(board.view.isAnimating());
    const QRect target = board.view.cellRect(l.effect.cell);
    const int redBefore = count(before, target, red);
    const int falling = count(board.at(ShotEffect::kImpact * 0.5), target, red);
    QVERIFY2(falling <= redBefore + target.width() / 4,
             qPrintable(QStringLiteral("%1 > %2").arg(falling).arg(redBefore)));
    // Far from the cell, the picture is the one from before the shot.
    const QRect far = board.view.cellRect(cell("J10"));
    QCOMPARE(board.at(ShotEffect::kImpact * 0.5).copy(far), before.copy(far));
    board.clock()->stop();
    const int after = count(board.image(), target, red);
    QVERIFY2(after > redBefore + target.width(),
             qPrintable(QStringLiteral("%1, before %2").arg(after).arg(redBefore)));
}

// Mid-effect, the word stands in white over the middle of the grid; at the end it is gone.
void TestShotEffect::wordIsSaidOverTheBoard()
{
    const Landing l = landing(ShotResult::Miss);
    Board board(true);
    board.view.setShots(l.before);
    (void)board.image();
    board.view.playShot(l.effect);
    board.view.setShots(l.after);
    const QRect middle = board.view.cellRect(cell("D5")).united(board.view.cellRect(cell("G6")));
    const int saying = count(board.at(0.5), middle, white);
    board.clock()->stop();
    const int said = count(board.image(), middle, white);
    QVERIFY2(saying > said + middle.width() * 2,
             qPrintable(QStringLiteral("%1 against %2").arg(saying).arg(said)));
}

void TestShotEffect::endsByItselfAsIfInstant_data()
{
    QTest::addColumn<ShotResult>("result");
    QTest::newRow("miss") << ShotResult::Miss;
    QTest::newRow("hit") << ShotResult::Hit;
    QTest::newRow("sunk") << ShotResult::Sunk;
}

// Left to run, the effect stops within its length (a sunk ship's fire within its own), and the
// board is then exactly what a board with animations off shows: nothing of the effect lingers.
void TestShotEffect::endsByItselfAsIfInstant()
{
    QFETCH(ShotResult, result);
    const Landing l = landing(result);
    Board animated(true);
    Board instant(false);
    for (Board* board : {&animated, &instant}) {
        board->view.setShots(l.before);
        (void)board->image();
        board->view.playShot(l.effect);
        board->view.setShots(l.after);
    }
    QVERIFY(animated.view.isAnimating());
    QVERIFY(!instant.view.isAnimating());
    QVERIFY(QTest::qWaitFor([&] { return !animated.view.isAnimating(); }, ShotEffect::kDurationMs * 3));
    // A ship sunk burns a while longer, then it too is out by itself.
    QCOMPARE(animated.view.isBurning(), result == ShotResult::Sunk);
    QVERIFY(QTest::qWaitFor([&] { return !animated.view.isBurning(); }, WreckFire::kBurnMs + 3000));
    QVERIFY(!instant.view.isBurning());
    QCOMPARE(animated.image(), instant.image());
    QCOMPARE(animated.view.lastShot(), std::optional(l.effect.cell));
}

// With animations off, the new mark is there at once and no clock runs.
void TestShotEffect::animationsOffShowAtOnce()
{
    const Landing l = landing(ShotResult::Hit);
    Board board(false);
    board.view.setShots(l.before);
    const int redBefore = count(board.image(), board.view.cellRect(l.effect.cell), red);
    board.view.playShot(l.effect);
    board.view.setShots(l.after);
    QVERIFY(!board.view.isAnimating());
    QCOMPARE(board.clock()->state(), QAbstractAnimation::Stopped);
    QVERIFY(count(board.image(), board.view.cellRect(l.effect.cell), red) > redBefore + 20);
}

// Turning animations off mid-effect ends it at once.
void TestShotEffect::switchingOffStopsAnEffect()
{
    const Landing l = landing(ShotResult::Sunk);
    Board board(true);
    Board instant(false);
    for (Board* b : {&board, &instant}) {
        b->view.setShots(l.before);
        (void)b->image();
        b->view.playShot(l.effect);
        b->view.setShots(l.after);
    }
    QVERIFY(board.view.isAnimating());
    board.view.setAnimated(false);
    QVERIFY(!board.view.isAnimating());
    QCOMPARE(board.image(), instant.image());
}

QTEST_MAIN(TestShotEffect)
#include "tst_shoteffect.moc"
