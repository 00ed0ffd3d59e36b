// SPDX-License-Identifier: GPL-3.0-or-later
// The battle view against the computer, to the end: whole games by clicks, the game-over banner,
// resigning, watching two computers. Firing and refusals: tst_battleview.
#include "battleviewsupport.h"

using namespace battlesuite;

class TestBattleEnds : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void playsAWholeGame_data();
    void playsAWholeGame();
    void gameOverBanner_data();
    void gameOverBanner();
    void resignShowsDefeat();
    void watchesAGame();
    void watchKeepsTheChosenSpeed();
};

void TestBattleEnds::initTestCase()
{
    qRegisterMetaType<ShotOutcome>();
}

void TestBattleEnds::playsAWholeGame_data()
{
    addGameColumns();
    QTest::newRow("Classic, Easy") << Ruleset::classic() << QByteArray(kClassicOne) << OpponentLevel::Easy
                                   << quint64(5);
    QTest::newRow("Hasbro, Hard") << Ruleset::hasbro() << QByteArray(kHasbroOne) << OpponentLevel::Hard
                                  << quint64(9);
}

void TestBattleEnds::playsAWholeGame()
{
    QFETCH(Ruleset, rules);
    QFETCH(QByteArray, fleet);
    QFETCH(OpponentLevel, level);
    QFETCH(quint64, seed);
    Battle b(rules, fleet.constData(), level, seed);
    QVERIFY(b.show());
    QSignalSpy over(&b.game.session(), &ComputerSession::matchOver);
    const QSize own = ::ownBoard(b.view)->size();
    const QSize enemy = b.enemy()->size();

    playByClicks(b);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(over.count(), 1);
    const MatchResult result = *b.match().result();
    QCOMPARE(result.reason, EndReason::FleetSunk);
    QCOMPARE(b.match().view(result.winner).hits(), rules.fleetCells());
    QCOMPARE(b.view.turnText(),
             result.winner == Player::One ? QStringLiteral("You won!") : QStringLiteral("You lost."));
    const QString ending = endingProblems(b.view, own, enemy);
    QVERIFY2(ending.isEmpty(), qPrintable(ending));
    QCOMPARE(::gameOverBanner(b.view)->headline(),
             result.winner == Player::One ? QStringLiteral("Victory!") : QStringLiteral("Defeat"));
    QVERIFY(!b.enemy()->isTargetable());
    QVERIFY(!::coordinateBox(b.view)->isEnabled());

    // Nothing fires any more, by click, key or the computer.
    QSignalSpy shots(&b.game.session(), &ComputerSession::shotResolved);
    const int mine = b.mine().shotsFired();
    const int theirs = b.match().view(Player::Two).shotsFired();
    if (const auto target = nextTarget(b.mine())) {
        b.click(*target);
        QTest::keyClick(b.enemy(), Qt::Key_Return);
    }
    QTest::qWait(50);
    QVERIFY(shots.isEmpty());
    QCOMPARE(b.mine().shotsFired(), mine);
    QCOMPARE(b.match().view(Player::Two).shotsFired(), theirs);

    // The enemy's fleet is shown: an unfired ship cell reads "Cruiser, not hit" (the person lost),
    // and when the person won every ship cell reads "sunk, Cruiser".
    int checked = 0;
    for (const Placement& p : b.enemyFleet().placements())
        for (const Coord c : p.cells()) {
            b.click(c); // moves the cursor only
            QCOMPARE(b.enemy()->cursor(), std::optional(c));
            const QString ship = classAt(b.match(), Player::Two, c);
            const CellKnowledge known = b.mine().at(c);
            const QString expected = known == CellKnowledge::Unknown ? ship + QStringLiteral(", not hit")
                                     : known == CellKnowledge::Sunk  ? QStringLiteral("sunk, ") + ship
                                                                     : ship + QStringLiteral(", hit");
            QCOMPARE(cursorCell(b.enemy()), name(c) + QStringLiteral(", ") + expected);
            if (result.winner == Player::One)
                QCOMPARE(b.mine().at(c), CellKnowledge::Sunk);
            ++checked;
        }
    QCOMPARE(checked, rules.fleetCells());
    QVERIFY(shots.isEmpty());
}

void TestBattleEnds::gameOverBanner_data()
{
    addGameColumns();
    // With these seeds the person wins the first game (65 shots) and loses the second.
    QTest::newRow("Hasbro, Easy") << Ruleset::hasbro() << QByteArray(kHasbroOne) << OpponentLevel::Easy
                                  << quint64(1);
    QTest::newRow("Classic, Hard") << Ruleset::classic() << QByteArray(kClassicOne) << OpponentLevel::Hard
                                   << quint64(9);
}

void TestBattleEnds::gameOverBanner()
{
    QFETCH(Ruleset, rules);
    QFETCH(QByteArray, fleet);
    QFETCH(OpponentLevel, level);
    QFETCH(quint64, seed);
    Battle b(rules, fleet.constData(), level, seed);
    QVERIFY(b.show());
    GameOverBanner* banner = ::gameOverBanner(b.view);
    QVERIFY(banner);
    QVERIFY(!banner->isVisible());
    QSignalSpy over(&b.game, &LocalGame::over);

    // Hidden while the game is on.
    b.click(b.water());
    QCOMPARE(b.mine().shotsFired(), 1);
    QVERIFY(!b.match().result());
    QVERIFY(!banner->isVisible());

    playByClicks(b);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(over.count(), 1);
    const MatchResult result = *b.match().result();
    const bool won = result.winner == Player::One;
    QVERIFY(banner->isVisible());
    QCOMPARE(banner->headline(), won ? QStringLiteral("Victory!") : QStringLiteral("Defeat"));
    const QString figures = banner->figuresText();
    const int shots = b.mine().shotsFired();
    QVERIFY2(figures.contains(QString::number(shots) + QStringLiteral(" shot")), qPrintable(figures));
    QVERIFY2(figures.contains(QString::number(b.mine().hits()) + QStringLiteral(" on target")),
             qPrintable(figures));
    QVERIFY2(figures.contains(QStringLiteral("accuracy")), qPrintable(figures));
    QVERIFY2(figures.contains(won ? QStringLiteral("You sank the whole enemy fleet.")
                                  : QStringLiteral("Your whole fleet is sunk.")),
             qPrintable(figures));
    // How close it was: the winner's ships still afloat, counted from the match.
    const Player loser = won ? Player::Two : Player::One;
    const int afloat = b.match().fleet(result.winner)->size() - int(b.match().view(loser).sunkShips().size());
    QVERIFY(afloat >= 1);
    QVERIFY2(
        figures.contains((won ? QStringLiteral("You still had ") : QStringLiteral("The enemy still had ")) +
                         QString::number(afloat) + QStringLiteral(" ship")),
        qPrintable(figures));

    // What next: each button asks for its own.
    QSignalSpy rematch(banner, &GameOverBanner::rematchRequested);
    QSignalSpy newGame(banner, &GameOverBanner::newGameRequested);
    QVERIFY(banner->rematchButton()->isVisible());
    QVERIFY(banner->newGameButton()->isVisible());
    QTest::mouseClick(banner->rematchButton(), Qt::LeftButton);
    QCOMPARE(rematch.count(), 1);
    QCOMPARE(newGame.count(), 0);
    QTest::mouseClick(banner->newGameButton(), Qt::LeftButton);
    QCOMPARE(rematch.count(), 1);
    QCOMPARE(newGame.count(), 1);
    QCOMPARE(over.count(), 1);
}

void TestBattleEnds::resignShowsDefeat()
{
    Battle b(Ruleset::standard(), kStandardOne);
    QVERIFY(b.show());
    GameOverBanner* banner = ::gameOverBanner(b.view);
    b.click(b.water());
    QVERIFY(b.waitForYourTurn());
    QCOMPARE(b.view.turnText(), QStringLiteral("Your turn"));
    QVERIFY(!banner->isVisible());
    QSignalSpy over(&b.game, &LocalGame::over);
    QSignalSpy shots(&b.game.session(), &ComputerSession::shotResolved);
    const QSize own = ::ownBoard(b.view)->size();
    const QSize enemy = b.enemy()->size();

    b.game.resign();
    const QString ending = endingProblems(b.view, own, enemy);
    QVERIFY2(ending.isEmpty(), qPrintable(ending));
    QCOMPARE(over.count(), 1);
    QCOMPARE(b.match().result(), std::optional(MatchResult{Player::Two, EndReason::Resignation}));
    QVERIFY(banner->isVisible());
    QCOMPARE(banner->headline(), QStringLiteral("Defeat"));
    QVERIFY2(banner->figuresText().contains(QStringLiteral("You resigned.")),
             qPrintable(banner->figuresText()));
    QVERIFY2(banner->figuresText().contains(QStringLiteral("1 shot")), qPrintable(banner->figuresText()));
    QCOMPARE(b.view.turnText(), QStringLiteral("You lost."));
    QVERIFY(!b.enemy()->isTargetable());

    // Nothing fires any more; the enemy's fleet is revealed.
    const auto hidden = unfiredShipCell(b.match(), Player::Two);
    QVERIFY(hidden);
    b.click(*hidden);
    QCOMPARE(cursorCell(b.enemy()), name(*hidden) + QStringLiteral(", ") +
                                        classAt(b.match(), Player::Two, *hidden) +
                                        QStringLiteral(", not hit"));
    QTest::qWait(50);
    QVERIFY(shots.isEmpty());
    QCOMPARE(over.count(), 1);
}

void TestBattleEnds::watchesAGame()
{
    BattleView view;
    const NewGameChoice choice{true, OpponentLevel::Easy, Ruleset::standard()};
    LocalGame game(choice, 17, &view);
    game.session().setComputerDelay(std::chrono::milliseconds(0));
    view.resize(900, 500);
    QVERIFY(game.session().isWatching());
    QVERIFY2(view.turnText().contains(QStringLiteral("Computer 1")) ||
                 view.turnText().contains(QStringLiteral("Computer 2")),
             qPrintable(view.turnText()));
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const Match& match = game.session().match();
    QSignalSpy shots(&game.session(), &ComputerSession::shotResolved);
    QSignalSpy fired(&view, &BattleView::fireRequested);
    QSignalSpy over(&game, &LocalGame::over);

    QVERIFY(::pauseButton(view)->isVisible());
    QVERIFY(::pauseButton(view)->isCheckable());
    QVERIFY(::speedSlider(view)->isVisible());
    QVERIFY(!::coordinateBox(view)->isVisible());
    QVERIFY(!::gameOverBanner(view)->isVisible());
    QVERIFY(!::enemyBoard(view)->isTargetable());
    QVERIFY(!::ownBoard(view)->isTargetable());

    // Pause: no shot while paused. (A shot already waiting out its delay still lands just after
    // the click, as tst_computersession's pauseHoldsAShotAlreadyChosen shows; let it settle first.)
    QTest::mouseClick(::pauseButton(view), Qt::LeftButton);
    QVERIFY(::pauseButton(view)->isChecked());
    QVERIFY(game.session().isPaused());
    QTest::qWait(50);
    const int pausedAt = shotsSoFar(match);
    QVERIFY(!match.result());
    QTest::qWait(300);
    QCOMPARE(shotsSoFar(match), pausedAt);
    QVERIFY2(view.turnText().contains(QStringLiteral("Computer 1")) ||
                 view.turnText().contains(QStringLiteral("Computer 2")),
             qPrintable(view.turnText()));

    // Both fleets are shown; clicking or keying on the right-hand board fires nothing.
    const auto theirs = unfiredShipCell(match, Player::Two);
    const auto ours = unfiredShipCell(match, Player::One);
    QVERIFY(theirs && ours);
    const int leftShots = match.view(Player::One).shotsFired();
    QTest::mouseClick(::enemyBoard(view), Qt::LeftButton, {}, ::enemyBoard(view)->cellRect(*theirs).center());
    QCOMPARE(::enemyBoard(view)->cursor(), theirs);
    // Neither fleet is the watcher's: a ship is named, not "your" ship.
    QCOMPARE(cursorCell(::enemyBoard(view)), name(*theirs) + QStringLiteral(", ") +
                                                 classAt(match, Player::Two, *theirs) +
                                                 QStringLiteral(", not hit"));
    ::enemyBoard(view)->setFocus();
    QTest::keyClick(::enemyBoard(view), Qt::Key_Return);
    QTest::mouseClick(::ownBoard(view), Qt::LeftButton, {}, ::ownBoard(view)->cellRect(*ours).center());
    QCOMPARE(cursorCell(::ownBoard(view)), name(*ours) + QStringLiteral(", ") +
                                               classAt(match, Player::One, *ours) +
                                               QStringLiteral(", not hit"));
    QVERIFY(fired.isEmpty());
    QCOMPARE(match.view(Player::One).shotsFired(), leftShots);
    QVERIFY(!view.message().contains(QStringLiteral("Wait for your turn")));

    // Resume: the shots go on.
    QTest::mouseClick(::pauseButton(view), Qt::LeftButton);
    QVERIFY(!::pauseButton(view)->isChecked());
    QVERIFY(!game.session().isPaused());
    QTRY_VERIFY_WITH_TIMEOUT(shotsSoFar(match) >= pausedAt + 3 || match.result(), kTimeout);

    // The speed slider sets the pause between shots: slow, then as fast as it goes.
    if (!match.result()) {
        ::speedSlider(view)->setValue(1000);
        QTest::qWait(50); // a shot already waiting out the old delay lands
        const int slowFrom = shotsSoFar(match);
        QTest::qWait(400);
        QCOMPARE(shotsSoFar(match), slowFrom);
    }
    const QSize own = ::ownBoard(view)->size();
    const QSize enemy = ::enemyBoard(view)->size();
    ::speedSlider(view)->setValue(0);
    QTRY_VERIFY_WITH_TIMEOUT(match.result().has_value(), 15000);
    const QString ending = endingProblems(view, own, enemy);
    QVERIFY2(ending.isEmpty(), qPrintable(ending));

    QCOMPARE(over.count(), 1);
    const MatchResult result = *match.result();
    QCOMPARE(result.reason, EndReason::FleetSunk);
    QCOMPARE(match.view(result.winner).hits(), choice.rules.fleetCells());
    QVERIFY(::gameOverBanner(view)->isVisible());
    const bool leftWon = result.winner == Player::One;
    // The banner names the winning computer (nobody watching won or lost), and Pause is over.
    QCOMPARE(::gameOverBanner(view)->headline(),
             leftWon ? QStringLiteral("Computer 1 won") : QStringLiteral("Computer 2 won"));
    QVERIFY(!::pauseButton(view)->isEnabled());
    QVERIFY(::legend(view)->entries().contains(QStringLiteral("Ship")));
    QVERIFY(!::legend(view)->entries().contains(QStringLiteral("Your ship")));
    QVERIFY2(::gameOverBanner(view)->figuresText().contains(
                 QString::number(match.view(Player::One).shotsFired()) + QStringLiteral(" shot")),
             qPrintable(::gameOverBanner(view)->figuresText()));
    QCOMPARE(view.turnText(),
             leftWon ? QStringLiteral("Computer 1 won.") : QStringLiteral("Computer 2 won."));
    QVERIFY(fired.isEmpty());
}

void TestBattleEnds::watchKeepsTheChosenSpeed()
{
    // The battle view outlives its games (the main window keeps one): a watched game runs at the
    // pause between shots its slider shows, here the one chosen during an earlier game.
    BattleView view;
    ::speedSlider(view)->setValue(0);
    const NewGameChoice choice{true, OpponentLevel::Easy, Ruleset::standard()};
    LocalGame game(choice, 17, &view);
    QCOMPARE(::speedSlider(view)->value(), 0);
    QSignalSpy shots(&game.session(), &ComputerSession::shotResolved);
    QTest::qWait(1500); // at 0 ms a game is over in about a second; at the default 600 ms, 2 or 3 shots
    QVERIFY2(shots.count() >= 10 || game.session().match().result(),
             qPrintable(QStringLiteral("%1 shots in 1.5 s").arg(shots.count())));
}

QTEST_MAIN(TestBattleEnds)
#include "tst_battleends.moc"
