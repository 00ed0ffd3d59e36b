// SPDX-License-Identifier: GPL-3.0-or-later
// The battle's hint (its button and key, the odds on Enemy waters until the next shot), the
// game-over banner's review row, and the heat map's words and colours.
#include "coretestsupport.h"
#include "viewparts.h"

#include "ui/battle/battleview.h"
#include "ui/battle/gameoverbanner.h"
#include "ui/board/boardview.h"
#include "ui/board/oddsdrawing.h"

#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

#include <cmath>
#include <cstdlib>

using namespace seabattle;

namespace {

// A standard match, both fleets down, `first` to fire.
Match startedMatch(Player first)
{
    const Ruleset rules = Ruleset::standard();
    Match match(rules, first);
    (void)match.submitFleet(Player::One, layoutOf(rules, kStandardOne));
    (void)match.submitFleet(Player::Two, layoutOf(rules, kStandardTwo));
    return match;
}

// Odds that differ on every cell, so that a grid shown is known for this one.
Grid<double> someOdds()
{
    Grid<double> odds(0.0);
    for (int i = 0; i < kCellCount; ++i)
        odds[coordAt(i)] = (i % 17) / 20.0;
    return odds;
}

QPushButton* hintButton(const BattleView& view)
{
    return namedPart<QPushButton>(&view, "hintButton");
}
QLabel* reviewLine(const GameOverBanner& banner)
{
    return namedPart<QLabel>(&banner, "reviewLine");
}
QPushButton* reviewButton(const GameOverBanner& banner)
{
    return namedPart<QPushButton>(&banner, "reviewButton");
}

// The lightness a reader sees (CIE L*, 0…100) of an sRGB colour.
double lightness(const QColor& colour)
{
    const auto linear = [](double c) {
        return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    const double y =
        0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) + 0.0722 * linear(colour.blueF());
    return y > 216.0 / 24389 ? 116 * std::cbrt(y) - 16 : y * 24389.0 / 27;
}

// How far apart two colours are, channel by channel (0…765).
int distance(QColor a, QColor b)
{
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue());
}

// A battle view on screen (keys reach it), showing `match`.
struct Battle {
    BattleView view;
    Match match;

    explicit Battle(Player first = Player::One) : match(startedMatch(first))
    {
        view.resize(900, 560);
        view.setAnimated(false);
        view.showMatch(match);
    }
    bool show()
    {
        view.show();
        view.activateWindow();
        return QTest::qWaitForWindowExposed(&view) && QTest::qWaitForWindowActive(&view);
    }
    // Ctrl+H: a plain H is the first letter of a cell typed on Enemy waters (H5).
    void pressH() { QTest::keyClick(::enemyBoard(view), Qt::Key_H, Qt::ControlModifier); }
    // Player One fires at `cell` (water or not), shown as the app shows it.
    void fire(const char* name)
    {
        const auto outcome = match.fire(Player::One, cell(name));
        QVERIFY(outcome);
        view.showShot(*outcome, pictureOf(match));
    }
};

} // namespace

class TestBattleHint : public QObject {
    Q_OBJECT

private slots:
    void hintButtonOnlyWhenOffered();
    void hintOnlyOnYourTurn();
    void buttonAndKeyAskForAHint();
    void showHintPutsTheOddsOnEnemyWaters();
    void theNextShotTakesTheHintAway();
    void pressingAgainTakesTheHintAway();
    void bannerReviewRowHiddenByDefault();
    void bannerShowsProgressThenSummary();
    void bannerReviewClearedForANewGame();
    void battleViewPassesTheReviewOn();
    void oddsTextNamesTheCellAndThePercent();
    void heatMapGrowsLighterWithTheOdds();
    void heatMapLeavesMarksAndFramesInSight();
};

void TestBattleHint::hintButtonOnlyWhenOffered()
{
    Battle b;
    QVERIFY(b.show());
    QVERIFY(!hintButton(b.view)->isVisible());
    QSignalSpy asked(&b.view, &BattleView::hintRequested);
    b.pressH(); // not offered: the key opens the aiming box as any letter does
    QCOMPARE(asked.count(), 0);
    b.view.setHintsOffered(true);
    QVERIFY(hintButton(b.view)->isVisible());
    QVERIFY(hintButton(b.view)->isEnabled());
    QVERIFY(hintButton(b.view)->toolTip().contains(QLatin1String("does not count for records")));
    // Offered, a plain H still starts a cell's name; only Ctrl+H asks.
    QTest::keyClick(enemyBoard(b.view), Qt::Key_H);
    QCOMPARE(asked.count(), 0);
    QVERIFY(coordinateBox(b.view)->text().startsWith(QLatin1Char('H'), Qt::CaseInsensitive));
    b.view.setHintsOffered(false);
    QVERIFY(!hintButton(b.view)->isVisible());
}

void TestBattleHint::hintOnlyOnYourTurn()
{
    Battle b(Player::Two);
    b.view.setHintsOffered(true);
    QVERIFY(b.show());
    QVERIFY(hintButton(b.view)->isVisible());
    QVERIFY(!hintButton(b.view)->isEnabled());
    QSignalSpy asked(&b.view, &BattleView::hintRequested);
    b.pressH();
    QCOMPARE(asked.count(), 0);
    b.view.showHint(someOdds(), cell("C4")); // odds of a turn not the person's: not shown
    QVERIFY(!b.view.hintShown());
    QVERIFY(!enemyBoard(b.view)->heatMap());
    // The enemy fires: the person's turn, and the hint is there to ask for.
    const auto outcome = b.match.fire(Player::Two, cell("J10"));
    QVERIFY(outcome);
    b.view.showShot(*outcome, pictureOf(b.match));
    QVERIFY(hintButton(b.view)->isEnabled());
}

void TestBattleHint::buttonAndKeyAskForAHint()
{
    Battle b;
    b.view.setHintsOffered(true);
    QVERIFY(b.show());
    QSignalSpy asked(&b.view, &BattleView::hintRequested);
    QTest::mouseClick(hintButton(b.view), Qt::LeftButton);
    QCOMPARE(asked.count(), 1);
    QVERIFY(!hintButton(b.view)->isChecked()); // down only once the odds are shown
    b.pressH();
    QCOMPARE(asked.count(), 2);
    QVERIFY(!b.view.hintShown()); // asked for, not given yet
}

void TestBattleHint::showHintPutsTheOddsOnEnemyWaters()
{
    Battle b;
    b.view.setHintsOffered(true);
    QVERIFY(b.show());
    b.pressH();
    const Grid<double> odds = someOdds();
    b.view.showHint(odds, cell("C4"));
    QVERIFY(b.view.hintShown());
    QCOMPARE(enemyBoard(b.view)->heatMap(), std::optional(odds));
    QCOMPARE(enemyBoard(b.view)->bestCell(), std::optional(cell("C4")));
    QVERIFY(hintButton(b.view)->isChecked());
    QVERIFY(!ownBoard(b.view)->heatMap()); // the person's fleet shows no odds
    QVERIFY(!ownBoard(b.view)->bestCell());
    // A picture of the same position (a redraw) keeps it.
    b.view.showMatch(b.match);
    QVERIFY(b.view.hintShown());
}

void TestBattleHint::theNextShotTakesTheHintAway()
{
    Battle b;
    b.view.setHintsOffered(true);
    QVERIFY(b.show());
    b.view.showHint(someOdds(), cell("C4"));
    QVERIFY(b.view.hintShown());
    b.fire("J10");
    QVERIFY(!b.view.hintShown());
    QVERIFY(!enemyBoard(b.view)->heatMap());
    QVERIFY(!enemyBoard(b.view)->bestCell());
    QVERIFY(!hintButton(b.view)->isChecked());

    // A picture with a new shot in it does the same.
    Battle c;
    c.view.setHintsOffered(true);
    QVERIFY(c.show());
    c.view.showHint(someOdds(), cell("C4"));
    QVERIFY(c.match.fire(Player::One, cell("J10")));
    c.view.showMatch(c.match);
    QVERIFY(!c.view.hintShown());
    QVERIFY(!enemyBoard(c.view)->heatMap());

    // A new game, even before a shot, starts without one.
    Battle d;
    d.view.setHintsOffered(true);
    QVERIFY(d.show());
    d.view.showHint(someOdds(), cell("C4"));
    d.view.setWatching(false); // what the app does for a new game
    d.view.showMatch(startedMatch(Player::One));
    QVERIFY(!d.view.hintShown());
    QVERIFY(!enemyBoard(d.view)->heatMap());
    QVERIFY(hintButton(d.view)->isEnabled()); // still offered, to ask again
}

void TestBattleHint::pressingAgainTakesTheHintAway()
{
    Battle b;
    b.view.setHintsOffered(true);
    QVERIFY(b.show());
    QSignalSpy asked(&b.view, &BattleView::hintRequested);
    b.pressH();
    b.view.showHint(someOdds(), cell("C4"));
    b.pressH();
    QCOMPARE(asked.count(), 1);
    QVERIFY(!b.view.hintShown());
    QVERIFY(!enemyBoard(b.view)->heatMap());
    QVERIFY(!enemyBoard(b.view)->bestCell());

    QTest::mouseClick(hintButton(b.view), Qt::LeftButton);
    QCOMPARE(asked.count(), 2);
    b.view.showHint(someOdds(), std::nullopt);
    QVERIFY(b.view.hintShown());
    QVERIFY(!enemyBoard(b.view)->bestCell());
    QTest::mouseClick(hintButton(b.view), Qt::LeftButton);
    QCOMPARE(asked.count(), 2);
    QVERIFY(!b.view.hintShown());
    QVERIFY(!hintButton(b.view)->isChecked());
}

void TestBattleHint::bannerReviewRowHiddenByDefault()
{
    QWidget window;
    GameOverBanner banner(&window);
    window.resize(600, 300);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    banner.present(GameOverBanner::Outcome::Victory, QStringLiteral("All ships sunk."), {40, 18, 300});
    QVERIFY(!reviewLine(banner)->isVisible());
    QVERIFY(!reviewButton(banner)->isVisible());
    QVERIFY(banner.reviewText().isEmpty());
}

void TestBattleHint::bannerShowsProgressThenSummary()
{
    QWidget window;
    GameOverBanner banner(&window);
    window.resize(600, 300);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    banner.present(GameOverBanner::Outcome::Victory, QStringLiteral("All ships sunk."), {40, 18, 300});
    banner.showReviewProgress(16, 40);
    QVERIFY(reviewLine(banner)->isVisible());
    QCOMPARE(reviewLine(banner)->text(), QStringLiteral("Reviewing your shots… 40%"));
    QVERIFY(reviewButton(banner)->isVisible());
    QVERIFY(!reviewButton(banner)->isEnabled());
    banner.showReviewProgress(40, 40);
    QCOMPARE(banner.reviewText(), QStringLiteral("Reviewing your shots… 100%"));

    const QString summary = QStringLiteral("Shot quality 87, 2 wasted shots, luck +2.6 <b>not bold</b>");
    banner.showReviewSummary(summary);
    QCOMPARE(reviewLine(banner)->text(), summary);
    QCOMPARE(reviewLine(banner)->textFormat(), Qt::PlainText);
    QVERIFY(reviewButton(banner)->isEnabled());
    QSignalSpy asked(&banner, &GameOverBanner::reviewRequested);
    QTest::mouseClick(reviewButton(banner), Qt::LeftButton);
    QCOMPARE(asked.count(), 1);
}

void TestBattleHint::bannerReviewClearedForANewGame()
{
    QWidget window;
    GameOverBanner banner(&window);
    window.resize(600, 300);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    banner.present(GameOverBanner::Outcome::Defeat, QStringLiteral("All ships sunk."), {40, 18, 300});
    banner.showReviewSummary(QStringLiteral("Shot quality 87"));
    banner.clearReview();
    QVERIFY(!reviewLine(banner)->isVisible());
    QVERIFY(!reviewButton(banner)->isVisible());
    QVERIFY(banner.reviewText().isEmpty());

    banner.showReviewProgress(1, 4);
    banner.present(GameOverBanner::Outcome::Victory, QStringLiteral("All ships sunk."), {40, 18, 300});
    QVERIFY(!reviewLine(banner)->isVisible());
    QVERIFY(!reviewButton(banner)->isVisible());
    QVERIFY(banner.reviewText().isEmpty());
}

void TestBattleHint::battleViewPassesTheReviewOn()
{
    Battle b;
    QVERIFY(b.show());
    BattlePicture over = pictureOf(b.match);
    over.result = MatchResult{Player::One, EndReason::FleetSunk};
    b.view.showPicture(over);
    b.view.showGameOver(over, 300);
    GameOverBanner* banner = gameOverBanner(b.view);
    QVERIFY(!reviewButton(*banner)->isVisible());
    b.view.showReviewProgress(1, 2);
    QCOMPARE(banner->reviewText(), QStringLiteral("Reviewing your shots… 50%"));
    b.view.showReviewSummary(QStringLiteral("Shot quality 87"));
    QCOMPARE(banner->reviewText(), QStringLiteral("Shot quality 87"));
    QSignalSpy asked(&b.view, &BattleView::reviewRequested);
    QTest::mouseClick(reviewButton(*banner), Qt::LeftButton);
    QCOMPARE(asked.count(), 1);
    b.view.clearReview();
    QVERIFY(!reviewButton(*banner)->isVisible());
    QVERIFY(!hintButton(b.view)->isVisible()); // no hint once the game is over
}

void TestBattleHint::oddsTextNamesTheCellAndThePercent()
{
    BoardView board;
    QVERIFY(board.oddsText(cell("C4")).isEmpty());
    Grid<double> odds(0.0);
    odds[cell("C4")] = 0.34;
    odds[cell("J10")] = 1.0;
    board.setHeatMap(odds);
    QCOMPARE(board.oddsText(cell("C4")), QStringLiteral("C4: 34% chance of a ship"));
    QCOMPARE(board.oddsText(cell("J10")), QStringLiteral("J10: 100% chance of a ship"));
    QCOMPARE(board.oddsText(cell("A1")), QStringLiteral("A1: 0% chance of a ship"));
    board.setHeatMap(std::nullopt);
    QVERIFY(board.oddsText(cell("C4")).isEmpty());
}

void TestBattleHint::heatMapGrowsLighterWithTheOdds()
{
    double before = lightness(oddsColour(0.0));
    for (int step = 1; step <= 100; ++step) {
        const double now = lightness(oddsColour(step / 100.0));
        QVERIFY2(now > before, qPrintable(QStringLiteral("at %1%").arg(step)));
        before = now;
    }
    QVERIFY(lightness(oddsColour(1.0)) - lightness(oddsColour(0.0)) > 50); // far apart, in grey too
    QCOMPARE(oddsColour(-1), oddsColour(0));
    QCOMPARE(oddsColour(2), oddsColour(1));
}

void TestBattleHint::heatMapLeavesMarksAndFramesInSight()
{
    Match match = startedMatch(Player::One);
    QVERIFY(match.fire(Player::One, cell("J10"))); // water: a miss
    BoardView board;
    board.setAnimated(false);
    board.resize(330, 330);
    board.setShots(match.view(Player::One));
    board.markLastShot(cell("J10"));
    const QImage plain = board.grab().toImage();
    Grid<double> odds(0.2);
    odds[cell("J10")] = 0; // fired at: no ship can be there, as the odds say
    odds[cell("A1")] = 0.6;
    board.setHeatMap(odds);
    board.setBestCell(cell("A1"));
    const QImage hinted = board.grab().toImage();
    const qreal dpr = hinted.devicePixelRatio();
    const auto pixel = [dpr](const QImage& image, QPoint at) { return image.pixelColor(at * dpr); };

    const QRect miss = board.cellRect(cell("J10"));
    QCOMPARE(pixel(hinted, miss.center()), pixel(plain, miss.center())); // the mark as it was
    const QPoint frame(miss.left() + 5, miss.top() + 2);                 // on the top left corner's bracket
    QVERIFY(distance(pixel(hinted, frame), QColor(0xf5, 0xa6, 0x23)) < 60); // the last shot's orange
    const QRect open = board.cellRect(cell("E5"));
    QVERIFY(distance(pixel(hinted, open.center()), pixel(plain, open.center())) > 30); // the odds drawn
    const QRect best = board.cellRect(cell("A1"));
    const QPoint outline(best.center().x(), best.top() + 7); // inside the last shot's frame's place
    QVERIFY(distance(pixel(hinted, outline), QColor(0xf5, 0xa6, 0x23)) > 150); // not the last shot's frame
    QVERIFY(distance(pixel(hinted, outline), oddsColour(1.0)) > 150);          // nor the best odds' yellow
}

QTEST_MAIN(TestBattleHint)
#include "tst_battlehint.moc"
