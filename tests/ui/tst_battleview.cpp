// SPDX-License-Identifier: GPL-3.0-or-later
// The battle view against the computer: firing by click, key and typed cell, refusals, turns,
// what a screen reader hears of a cell. Whole games and their end: tst_battleends.
#include "battleviewsupport.h"

using namespace battlesuite;

class TestBattleView : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void firesByClick();
    void firesByKeyboard();
    void firesByTypedCoordinate();
    void typedShotsKeepTheFocus();
    void refusesBadTypedCoordinate_data();
    void refusesBadTypedCoordinate();
    void refiringDoesNothing();
    void knownEmptyCellIsRefused();
    void targetableOnlyOnYourTurn();
    void shootAgainBadge_data();
    void shootAgainBadge();
    void accessibleNamesAndDescriptions();
};

void TestBattleView::initTestCase()
{
    qRegisterMetaType<ShotOutcome>();
}

void TestBattleView::firesByClick()
{
    Battle b(Ruleset::standard(), kStandardOne);
    QVERIFY(b.show());
    QSignalSpy shots(&b.game.session(), &ComputerSession::shotResolved);

    // A miss, then (once the computer has answered) a hit on the Carrier, then the Patrol boat sunk.
    const Coord water = b.water();
    const Coord carrier = b.ship(5).bow;
    const Coord patrol = b.ship(1).bow;
    const struct {
        Coord cell;
        CellKnowledge knowledge;
        const char* says;
    } steps[] = {{water, CellKnowledge::Miss, "Miss"},
                 {carrier, CellKnowledge::Hit, "Hit"},
                 {patrol, CellKnowledge::Sunk, "Sunk"}};

    int fired = 0;
    for (const auto& step : steps) {
        QVERIFY(b.waitForYourTurn());
        shots.clear();
        b.click(step.cell);
        QCOMPARE(b.mine().shotsFired(), ++fired);
        QCOMPARE(b.mine().at(step.cell), step.knowledge);
        QVERIFY(shots.count() >= 1);
        const auto outcome = shots.first().first().value<ShotOutcome>();
        QCOMPARE(outcome.shot.shooter, Player::One);
        QVERIFY(outcome.shot.target == step.cell);
        const QString message = b.view.message();
        QVERIFY2(message.startsWith(name(step.cell)), qPrintable(message));
        QVERIFY2(message.contains(QLatin1String(step.says)), qPrintable(message));
        for (const char* other : {"Miss", "Hit", "Sunk"})
            if (qstrcmp(other, step.says) != 0)
                QVERIFY2(!message.contains(QLatin1String(other)), qPrintable(message));
    }
    QVERIFY2(b.view.message().contains(QStringLiteral("Patrol boat")), qPrintable(b.view.message()));
}

void TestBattleView::firesByKeyboard()
{
    Battle b(Ruleset::standard(), kStandardOne);
    QVERIFY(b.show());
    BoardView* board = b.enemy();
    board->setFocus();
    QVERIFY(board->hasFocus());
    QVERIFY(!board->cursor().has_value());

    // The cursor starts from A1 on the first arrow press and stays inside the grid.
    QTest::keyClick(board, Qt::Key_Down);
    QCOMPARE(board->cursor(), std::optional(Coord{0, 1}));
    QTest::keyClick(board, Qt::Key_Left); // already in column A
    QCOMPARE(board->cursor(), std::optional(Coord{0, 1}));
    QTest::keyClick(board, Qt::Key_Up);
    QTest::keyClick(board, Qt::Key_Up); // already in row 1
    QCOMPARE(board->cursor(), std::optional(Coord{0, 0}));
    QTest::keyClick(board, Qt::Key_Right);
    QTest::keyClick(board, Qt::Key_Right);
    QTest::keyClick(board, Qt::Key_Down);
    const Coord first{2, 1}; // C2
    QCOMPARE(board->cursor(), std::optional(first));
    QCOMPARE(b.mine().shotsFired(), 0); // moving fires nothing

    QTest::keyClick(board, Qt::Key_Return);
    QCOMPARE(b.mine().shotsFired(), 1);
    QVERIFY(b.mine().at(first) != CellKnowledge::Unknown);
    QVERIFY2(b.view.message().startsWith(name(first)), qPrintable(b.view.message()));

    QVERIFY(b.waitForYourTurn());
    QVERIFY(board->hasFocus()); // the next shot is keyed straight away
    for (int i = 0; i < 9; ++i)
        QTest::keyClick(board, Qt::Key_Right); // stops at column J
    QTest::keyClick(board, Qt::Key_Down);
    const Coord second{9, 2}; // J3
    QCOMPARE(board->cursor(), std::optional(second));
    QTest::keyClick(board, Qt::Key_Space);
    QCOMPARE(b.mine().shotsFired(), 2);
    QVERIFY(b.mine().at(second) != CellKnowledge::Unknown);
    QVERIFY2(b.view.message().startsWith(name(second)), qPrintable(b.view.message()));

    QVERIFY(b.waitForYourTurn());
    QTest::keyClick(board, Qt::Key_Left);
    const Coord third{8, 2}; // I3, with the keypad's Enter
    QTest::keyClick(board, Qt::Key_Enter);
    QCOMPARE(b.mine().shotsFired(), 3);
    QVERIFY(b.mine().at(third) != CellKnowledge::Unknown);
}

void TestBattleView::firesByTypedCoordinate()
{
    Battle b(Ruleset::standard(), kStandardOne);
    QVERIFY(b.show());
    QLineEdit* box = ::coordinateBox(b.view);
    // No form on screen: the box shows only while a cell is typed.
    QVERIFY(!box->isVisible());
    QVERIFY(box->isEnabled());

    b.enemy()->setFocus();
    QTest::keyClick(b.enemy(), Qt::Key_C);
    QVERIFY(box->isVisible());
    QVERIFY(box->hasFocus());
    QCOMPARE(box->text(), QStringLiteral("c"));
    QTest::keyClicks(box, QStringLiteral("7"));
    QTest::keyClick(box, Qt::Key_Return);
    QCOMPARE(b.mine().shotsFired(), 1);
    QVERIFY(b.mine().at(cell("C7")) != CellKnowledge::Unknown);
    QVERIFY(!box->isVisible());
    QVERIFY(b.enemy()->hasFocus()); // back on the board, for the next shot
    QVERIFY2(b.view.message().startsWith(QStringLiteral("C7: ")), qPrintable(b.view.message()));
    QVERIFY(!box->isEnabled()); // the computer's turn

    // Spaces and leading zeros are accepted.
    QVERIFY(b.waitForYourTurn());
    QVERIFY(box->isEnabled());
    b.type(QStringLiteral("d04 "));
    QCOMPARE(b.mine().shotsFired(), 2);
    QVERIFY(b.mine().at(cell("D4")) != CellKnowledge::Unknown);
    QVERIFY(box->text().isEmpty());

    // Escape closes the box and fires nothing.
    QVERIFY(b.waitForYourTurn());
    QTest::keyClick(b.enemy(), Qt::Key_E);
    QVERIFY(box->isVisible());
    QTest::keyClick(box, Qt::Key_Escape);
    QVERIFY(!box->isVisible());
    QVERIFY(b.enemy()->hasFocus());
    QCOMPARE(b.mine().shotsFired(), 2);
}

void TestBattleView::typedShotsKeepTheFocus()
{
    // A person who fires by typing types the next cell as soon as the computer has answered.
    Battle b(Ruleset::standard(), kStandardOne);
    QVERIFY(b.show());
    b.type(QStringLiteral("c7"));
    QCOMPARE(b.mine().shotsFired(), 1);
    QVERIFY(b.waitForYourTurn());
    QTRY_VERIFY2_WITH_TIMEOUT(b.enemy()->hasFocus(), qPrintable("the focus is on " + focusName()), 1000);
    for (const QChar c : QStringLiteral("d4"))
        QTest::keyClicks(QApplication::focusWidget(), QString(c));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(b.mine().shotsFired(), 2);
    QVERIFY(b.mine().at(cell("D4")) != CellKnowledge::Unknown);
}

void TestBattleView::refusesBadTypedCoordinate_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("column past J") << QStringLiteral("K1");
    QTest::newRow("number first") << QStringLiteral("3B");
    QTest::newRow("nothing") << QString();
    QTest::newRow("row past 10") << QStringLiteral("A11");
}

void TestBattleView::refusesBadTypedCoordinate()
{
    QFETCH(QString, text);
    Battle b(Ruleset::standard(), kStandardOne);
    QVERIFY(b.show());
    b.click(b.water()); // a message to replace
    QVERIFY(b.waitForYourTurn());
    const QString before = b.view.message();
    QVERIFY(!before.isEmpty());
    const int mine = b.mine().shotsFired();
    const int theirs = b.match().view(Player::Two).shotsFired();
    QSignalSpy shots(&b.game.session(), &ComputerSession::shotResolved);

    b.type(text);
    QCOMPARE(shots.count(), 0);
    QCOMPARE(b.mine().shotsFired(), mine);
    QCOMPARE(b.match().turn(), std::optional(Player::One));
    QVERIFY(!b.view.message().isEmpty());
    QVERIFY2(b.view.message() != before, qPrintable(b.view.message()));
    QCOMPARE(::coordinateBox(b.view)->text(), text); // kept for correction
    QVERIFY(::coordinateBox(b.view)->isVisible());
    QTest::qWait(20);
    QCOMPARE(b.match().view(Player::Two).shotsFired(), theirs); // the turn did not pass
}

void TestBattleView::refiringDoesNothing()
{
    Battle b(Ruleset::standard(), kStandardOne);
    QVERIFY(b.show());
    const Coord water = b.water();
    b.click(water);
    QCOMPARE(b.mine().shotsFired(), 1);

    // While the computer is to fire, the enemy board takes no shot at all.
    QVERIFY(!b.enemy()->isTargetable());
    QSignalSpy shots(&b.game.session(), &ComputerSession::shotResolved);
    const Coord other = b.water();
    b.click(other);
    QTest::keyClick(b.enemy(), Qt::Key_Return);
    QCOMPARE(b.mine().shotsFired(), 1);
    QCOMPARE(b.mine().at(other), CellKnowledge::Unknown);
    QVERIFY(shots.isEmpty());

    // Back on the person's turn: the same cell again, by click, by key, then typed.
    QVERIFY(b.waitForYourTurn());
    shots.clear();
    const QString before = b.view.message();
    b.click(water);
    QTest::keyClick(b.enemy(), Qt::Key_Space); // the click left the cursor on it
    QCOMPARE(b.mine().shotsFired(), 1);
    QVERIFY(shots.isEmpty());
    QCOMPARE(b.view.message(), before);
    QVERIFY(b.enemy()->isTargetable());

    b.type(name(water));
    QCOMPARE(b.mine().shotsFired(), 1);
    QVERIFY(shots.isEmpty());
    QCOMPARE(b.view.message(), QStringLiteral("You have already fired at that cell."));
    QCOMPARE(b.match().turn(), std::optional(Player::One));
    QVERIFY(b.enemy()->isTargetable());
}

void TestBattleView::knownEmptyCellIsRefused()
{
    // Classic marks the water around a sunk ship, and a hit gives another shot.
    Battle b(Ruleset::classic(), kClassicOne);
    QVERIFY(b.show());
    const Coord boat = b.ship(1).bow;
    b.click(boat);
    QCOMPARE(b.mine().at(boat), CellKnowledge::Sunk);
    QVERIFY(b.enemy()->isTargetable()); // shoot again

    std::optional<Coord> marked;
    for (int dc = -1; dc <= 1 && !marked; ++dc)
        for (int dr = -1; dr <= 1 && !marked; ++dr)
            if (const Coord c = offset(boat, dc, dr);
                isOnBoard(c) && b.mine().at(c) == CellKnowledge::MarkedEmpty)
                marked = c;
    QVERIFY(marked);

    QSignalSpy shots(&b.game.session(), &ComputerSession::shotResolved);
    const QString before = b.view.message();
    b.click(*marked);
    QVERIFY(shots.isEmpty());
    QCOMPARE(b.view.message(), before);
    b.type(name(*marked));
    QVERIFY(shots.isEmpty());
    QCOMPARE(b.mine().shotsFired(), 1);
    QCOMPARE(b.view.message(), QStringLiteral("That cell is known to be empty."));
    QCOMPARE(b.match().turn(), std::optional(Player::One));
}

void TestBattleView::targetableOnlyOnYourTurn()
{
    Battle b(Ruleset::standard(), kStandardOne);
    QVERIFY(b.show());
    QVERIFY(b.enemy()->isTargetable());
    QVERIFY(!::ownBoard(b.view)->isTargetable());
    QCOMPARE(b.view.turnText(), QStringLiteral("Your turn"));

    for (int round = 0; round < 3; ++round) {
        b.click(b.water()); // a miss passes the turn
        QVERIFY(!b.enemy()->isTargetable());
        QVERIFY(!::coordinateBox(b.view)->isEnabled());
        QVERIFY(!b.view.turnText().isEmpty());
        QVERIFY(b.view.turnText() != QStringLiteral("Your turn"));
        QTRY_VERIFY_WITH_TIMEOUT(b.enemy()->isTargetable(), kTimeout);
        QCOMPARE(b.match().view(Player::Two).shotsFired(), round + 1);
        QCOMPARE(b.view.turnText(), QStringLiteral("Your turn"));
        QVERIFY(::coordinateBox(b.view)->isEnabled());
        QVERIFY(!::ownBoard(b.view)->isTargetable());
    }
}

void TestBattleView::shootAgainBadge_data()
{
    QTest::addColumn<Ruleset>("rules");
    QTest::addColumn<QByteArray>("fleet");
    QTest::addColumn<bool>("shown");
    QTest::newRow("Standard") << Ruleset::standard() << QByteArray(kStandardOne) << false;
    QTest::newRow("Standard, shoot again")
        << withShootAgain(Ruleset::standard(), true) << QByteArray(kStandardOne) << true;
    QTest::newRow("Classic") << Ruleset::classic() << QByteArray(kClassicOne) << true;
    QTest::newRow("Hasbro") << Ruleset::hasbro() << QByteArray(kHasbroOne) << false;
}

void TestBattleView::shootAgainBadge()
{
    QFETCH(Ruleset, rules);
    QFETCH(QByteArray, fleet);
    QFETCH(bool, shown);
    Battle b(rules, fleet.constData());
    QVERIFY(b.show());
    auto* badge = b.view.findChild<QLabel*>(QStringLiteral("shootAgainBadge"));
    QVERIFY(badge);
    QCOMPARE(badge->isVisible(), shown);
    QVERIFY(!badge->text().isEmpty());
}

void TestBattleView::accessibleNamesAndDescriptions()
{
    Battle b(Ruleset::standard(), kStandardOne);
    QVERIFY(b.show());
    BoardView* own = ::ownBoard(b.view);
    BoardView* enemy = b.enemy();
    QCOMPARE(own->accessibleName(), QStringLiteral("Your fleet"));
    QCOMPARE(enemy->accessibleName(), QStringLiteral("Enemy waters"));
    QVERIFY(!enemy->accessibleDescription().isEmpty()); // a hint before any cursor

    enemy->setFocus();
    QTest::keyClick(enemy, Qt::Key_Left); // from A1, already in column A
    QCOMPARE(enemy->cursor(), std::optional(Coord{0, 0}));
    QCOMPARE(cursorCell(enemy), QStringLiteral("A1, not fired at"));
    QTest::keyClick(enemy, Qt::Key_Return);
    QCOMPARE(b.mine().shotsFired(), 1);
    const CellKnowledge a1 = b.mine().at({0, 0});
    QVERIFY(a1 == CellKnowledge::Miss || a1 == CellKnowledge::Hit || a1 == CellKnowledge::Sunk);
    QVERIFY(cursorCell(enemy).startsWith(QStringLiteral("A1, ") + stateText(a1))); // "sunk, " and a class
    QTest::keyClick(enemy, Qt::Key_Right);
    QCOMPARE(cursorCell(enemy), QStringLiteral("B1, not fired at"));

    // The person's own board: ships show, and so do the computer's shots.
    own->setFocus();
    QTest::keyClick(own, Qt::Key_Left);
    QCOMPARE(cursorCell(own), QStringLiteral("A1, your Carrier")); // the Carrier of kStandardOne
    QTest::keyClick(own, Qt::Key_Down);
    QCOMPARE(cursorCell(own), QStringLiteral("A2, not fired at"));
    QVERIFY(b.waitForYourTurn());
    std::optional<Coord> hitByComputer;
    for (int i = 0; i < kCellCount && !hitByComputer; ++i)
        if (b.match().view(Player::Two).at(coordAt(i)) != CellKnowledge::Unknown)
            hitByComputer = coordAt(i);
    QVERIFY(hitByComputer);
    QTest::mouseClick(own, Qt::LeftButton, {}, own->cellRect(*hitByComputer).center());
    QCOMPARE(own->cursor(), hitByComputer);
    const CellKnowledge struck = b.match().view(Player::Two).at(*hitByComputer);
    const QString yours = QStringLiteral("your ") + classAt(b.match(), Player::One, *hitByComputer);
    QCOMPARE(cursorCell(own),
             name(*hitByComputer) + QStringLiteral(", ") +
                 (struck == CellKnowledge::Miss ? stateText(struck)
                                                : yours + QStringLiteral(", ") + stateText(struck)));
    QCOMPARE(b.mine().shotsFired(), 1); // a click on your own fleet fires nothing
}

QTEST_MAIN(TestBattleView)
#include "tst_battleview.moc"
