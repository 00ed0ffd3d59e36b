// SPDX-License-Identifier: GPL-3.0-or-later
// What a screen reader finds on the battle screen: each board a table of named cells whose focus
// follows the cursor, a press that fires, the herald that says each shot and turn without moving
// the focus, the keys that read the fleets and the score, and placement by keys, spoken.
// The events themselves (focus, name changes, the herald shown) reach a screen reader only through
// a live accessibility bridge, which the offscreen platform has not: the AT-SPI game (tests/ui/
// a11y) hears them there.
#include "coretestsupport.h"
#include "viewparts.h"

#include "app/session/localgame.h"
#include "ui/battle/battleview.h"
#include "ui/board/boardview.h"
#include "ui/placement/fleeteditor.h"
#include "ui/speech/herald.h"

#include <QAccessible>
#include <QAction>
#include <QSignalSpy>
#include <QTest>

#include <chrono>

using namespace seabattle;

namespace {

// A match of Standard rules where the person fires first, with the two fleets of coretestsupport.
Match startedMatch()
{
    Match match(Ruleset::standard(), Player::One);
    match.submitFleet(Player::One, layoutOf(Ruleset::standard(), kStandardOne));
    match.submitFleet(Player::Two, layoutOf(Ruleset::standard(), kStandardTwo));
    return match;
}

QAccessibleInterface* cellOf(QAccessibleInterface* board, const char* name)
{
    const Coord cell = *parseCoord(name);
    return board->tableInterface()->cellAt(cell.row, cell.column);
}

QString nameOf(QAccessibleInterface* board, const char* cell)
{
    return cellOf(board, cell)->text(QAccessible::Name);
}

// Every line the herald of `widget`'s window says from now on.
struct Heard {
    explicit Heard(QWidget* widget) : spy(Herald::of(widget), &Herald::said) {}
    QStringList lines() const
    {
        QStringList all;
        for (const QList<QVariant>& line : spy)
            all << line.value(0).toString();
        return all;
    }
    QSignalSpy spy;
};

} // namespace

class TestBoardAccess : public QObject {
    Q_OBJECT

private slots:
    void boardIsATableOfNamedCells();
    void cellsSayWhatIsKnownOfThem();
    void yourOwnShipsAreYours();
    void theCursorIsTheFocusedCell();
    void pressFiresOnlyWhereAShotMayGo();
    void heraldSaysEachShotAndTurnWithoutTakingTheFocus();
    void keysReadTheBattleAloud();
    void aWindowNotShownSaysNothing();
    void placementByKeysIsSpoken();
};

void TestBoardAccess::boardIsATableOfNamedCells()
{
    BoardView board;
    board.setAccessibleName(QStringLiteral("Enemy waters"));
    QAccessibleInterface* table = QAccessible::queryAccessibleInterface(&board);
    QVERIFY(table);
    QCOMPARE(table->role(), QAccessible::Table);
    QCOMPARE(table->text(QAccessible::Name), QStringLiteral("Enemy waters"));
    QAccessibleTableInterface* grid = table->tableInterface();
    QVERIFY(grid);
    QCOMPARE(grid->rowCount(), 10);
    QCOMPARE(grid->columnCount(), 10);
    QCOMPARE(grid->columnDescription(2), QStringLiteral("C"));
    QCOMPARE(grid->rowDescription(6), QStringLiteral("7"));
    QCOMPARE(table->childCount(), kCellCount);
    QAccessibleInterface* c7 = cellOf(table, "C7");
    QCOMPARE(c7->role(), QAccessible::Cell);
    QCOMPARE(c7->tableCellInterface()->rowIndex(), 6);
    QCOMPARE(c7->tableCellInterface()->columnIndex(), 2);
    QCOMPARE(c7->parent(), table);
    QCOMPARE(table->indexOfChild(c7), 6 * 10 + 2);
    QCOMPARE(table->child(6 * 10 + 2), c7); // the same object each time: a reader may keep it
    QCOMPARE(c7->text(QAccessible::Name), QStringLiteral("C7, not fired at"));
    QVERIFY(!table->child(kCellCount));
}

void TestBoardAccess::cellsSayWhatIsKnownOfThem()
{
    Match match = startedMatch();
    // Player Two's Cruiser lies down E1–E3 (kStandardTwo): hit it twice around a miss, then sink it.
    const char* answers[] = {"J10", "J9", "J8"}; // Player Two's shots, into water
    for (int i = 0; const char* cell : {"E1", "F1", "E2"}) {
        QVERIFY(match.fire(Player::One, *parseCoord(cell)).has_value());
        if (match.turn() == Player::Two) // the turn passed: Player Two answers
            QVERIFY(match.fire(Player::Two, *parseCoord(answers[i++])).has_value());
    }
    BoardView board;
    board.setShipClasses(match.rules().fleet);
    board.setShots(match.view(Player::One));
    QAccessibleInterface* table = QAccessible::queryAccessibleInterface(&board);
    QCOMPARE(nameOf(table, "F1"), QStringLiteral("F1, miss"));
    QCOMPARE(nameOf(table, "E1"), QStringLiteral("E1, hit"));
    QCOMPARE(nameOf(table, "E3"), QStringLiteral("E3, not fired at"));
    QVERIFY(match.fire(Player::One, *parseCoord("E3")).has_value());
    board.setShots(match.view(Player::One));
    QCOMPARE(nameOf(table, "E1"), QStringLiteral("E1, sunk, Cruiser"));
    QCOMPARE(nameOf(table, "E3"), QStringLiteral("E3, sunk, Cruiser"));
    if (match.view(Player::One).at(*parseCoord("E4")) == CellKnowledge::MarkedEmpty)
        QCOMPARE(nameOf(table, "E4"), QStringLiteral("E4, empty, next to a sunk ship"));
}

void TestBoardAccess::yourOwnShipsAreYours()
{
    Match match = startedMatch();
    QVERIFY(match.fire(Player::One, *parseCoord("J10")).has_value()); // a miss: Two's turn
    QVERIFY(match.fire(Player::Two, *parseCoord("G5")).has_value());  // One's Destroyer, G5–H5
    BoardView board;
    board.setShipClasses(match.rules().fleet);
    board.setFleet(*match.fleet(Player::One));
    board.setShots(match.view(Player::Two));
    QAccessibleInterface* table = QAccessible::queryAccessibleInterface(&board);
    QCOMPARE(nameOf(table, "G5"), QStringLiteral("G5, Destroyer, hit")); // not yet the player's
    board.setYours(true);
    QCOMPARE(nameOf(table, "G5"), QStringLiteral("G5, your Destroyer, hit"));
    QCOMPARE(nameOf(table, "H5"), QStringLiteral("H5, your Destroyer"));
    QCOMPARE(nameOf(table, "J1"), QStringLiteral("J1, not fired at"));
}

void TestBoardAccess::theCursorIsTheFocusedCell()
{
    BoardView board;
    board.resize(300, 300);
    board.show();
    board.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&board));
    board.setFocus();
    QAccessibleInterface* table = QAccessible::queryAccessibleInterface(&board);
    QVERIFY(!table->focusChild()); // no cell chosen yet: the board itself says how to choose
    QVERIFY(!table->text(QAccessible::Description).isEmpty());
    QTest::keyClick(&board, Qt::Key_Right);
    QTest::keyClick(&board, Qt::Key_Down);
    QAccessibleInterface* b2 = cellOf(table, "B2");
    QCOMPARE(table->focusChild(), b2);
    QVERIFY(b2->state().focused);
    QVERIFY(!cellOf(table, "B1")->state().focused);
    // The cell's place on screen is the square drawn for it.
    QCOMPARE(b2->rect().center(), board.mapToGlobal(board.cellRect(*parseCoord("B2")).center()));
}

void TestBoardAccess::pressFiresOnlyWhereAShotMayGo()
{
    Match match = startedMatch();
    QVERIFY(match.fire(Player::One, *parseCoord("A1")).has_value()); // a hit on the Carrier
    BoardView board;
    board.setShots(match.view(Player::One));
    board.setTargetable(true);
    QSignalSpy fired(&board, &BoardView::cellActivated);
    QAccessibleInterface* table = QAccessible::queryAccessibleInterface(&board);
    QAccessibleActionInterface* a1 = cellOf(table, "A1")->actionInterface();
    QVERIFY(!a1->actionNames().contains(QAccessibleActionInterface::pressAction()));
    a1->doAction(QAccessibleActionInterface::pressAction());
    QCOMPARE(fired.count(), 0);
    QAccessibleActionInterface* d4 = cellOf(table, "D4")->actionInterface();
    QVERIFY(d4->actionNames().contains(QAccessibleActionInterface::pressAction()));
    d4->doAction(QAccessibleActionInterface::pressAction());
    QCOMPARE(fired.count(), 1);
    QCOMPARE(fired.at(0).at(0).value<Coord>(), *parseCoord("D4"));
    board.setTargetable(false); // not your turn: nothing fires
    d4->doAction(QAccessibleActionInterface::pressAction());
    QCOMPARE(fired.count(), 1);
}

void TestBoardAccess::heraldSaysEachShotAndTurnWithoutTakingTheFocus()
{
    BattleView view;
    Ruleset rules = Ruleset::standard();
    rules.firstShooter = FirstShooter::PlayerOne;
    LocalGame game(NewGameChoice{false, OpponentLevel::Easy, rules}, layoutOf(rules, kStandardOne), 7, &view);
    game.session().setComputerDelay(std::chrono::milliseconds(0));
    view.resize(900, 500);
    view.show();
    view.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&view));
    BoardView* enemy = enemyBoard(&view);
    QTRY_VERIFY(enemy->hasFocus());
    Heard heard(&view);
    // By the arrows to a cell of the computer's first ship, as a blind player walks the table; fire.
    const Coord target = game.session().match().fleet(Player::Two)->placements().front().bow;
    QTest::keyClick(enemy, Qt::Key_Right);
    QTest::keyClick(enemy, Qt::Key_Left); // A1
    for (int i = 0; i < target.column; ++i)
        QTest::keyClick(enemy, Qt::Key_Right);
    for (int i = 0; i < target.row; ++i)
        QTest::keyClick(enemy, Qt::Key_Down);
    QCOMPARE(enemy->cursor(), target);
    QTest::keyClick(enemy, Qt::Key_Return);
    QTRY_VERIFY(!heard.lines().isEmpty());
    QCOMPARE(heard.lines().front(),
             QStringLiteral("%1: Hit!").arg(QString::fromStdString(formatCoord(target))));
    // A hit keeps the turn only under shoot-again; here it passes, and the enemy's shot follows.
    QTRY_VERIFY(heard.lines().filter(QStringLiteral("The enemy fired at")).size() == 1);
    QTRY_VERIFY(heard.lines().contains(QStringLiteral("Your turn")));
    QVERIFY(heard.lines().contains(QStringLiteral("The enemy is firing…")));
    QVERIFY(enemy->hasFocus()); // said, not shown: the focus stayed on Enemy waters
    // Each line is a notification of its own, still named as it was said once the next has come:
    // a screen reader reads the name after the event, and a shot and the turn come together.
    Herald* herald = Herald::of(&view);
    const auto spoken = herald->findChildren<SpokenLine*>(QString(), Qt::FindDirectChildrenOnly);
    QVERIFY(spoken.size() >= heard.lines().size());
    const auto newest = spoken.mid(spoken.size() - heard.lines().size());
    for (qsizetype i = 0; i < newest.size(); ++i) {
        QAccessibleInterface* notification = QAccessible::queryAccessibleInterface(newest[i]);
        QCOMPARE(notification->role(), QAccessible::Notification);
        QCOMPARE(notification->text(QAccessible::Name), heard.lines().at(i));
        QCOMPARE(newest[i]->size(), QSize(0, 0)); // in the tree, never in the way
    }
    QCOMPARE(herald->size(), QSize(0, 0));
    for (int i = 0; i < 2 * Herald::kKeptLines; ++i) // and no more lines kept than a reader needs
        herald->say(QString::number(i));
    QCOMPARE(herald->findChildren<SpokenLine*>().size(), Herald::kKeptLines);
    QCOMPARE(herald->findChildren<SpokenLine*>().back()->accessibleName(),
             QString::number(2 * Herald::kKeptLines - 1));
}

void TestBoardAccess::keysReadTheBattleAloud()
{
    BattleView view;
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.showMatch(startedMatch());
    Heard heard(&view);
    const QList<QAction*> keys = view.readingKeys();
    QCOMPARE(keys.size(), 3);
    QCOMPARE(keys.at(0)->shortcut(), QKeySequence(Qt::Key_F2));
    for (QAction* key : keys) {
        QVERIFY(key->isEnabled());
        QVERIFY(!key->text().isEmpty());
        key->trigger();
    }
    QCOMPARE(heard.lines().size(), 3);
    QVERIFY2(heard.lines().at(0).startsWith(QStringLiteral("Your fleet: Carrier, Battleship")),
             qPrintable(heard.lines().at(0)));
    QVERIFY(heard.lines().at(0).contains(QStringLiteral("Enemy waters: Carrier")));
    QCOMPARE(heard.lines().at(1), QStringLiteral("No shot yet."));
    QVERIFY2(heard.lines().at(2).startsWith(QStringLiteral("Your turn. You fired 0 shot")),
             qPrintable(heard.lines().at(2)));
    view.hide(); // another page: the keys rest
    QVERIFY(!keys.at(0)->isEnabled());
}

void TestBoardAccess::aWindowNotShownSaysNothing()
{
    // The main window sets its pages up before it shows: none of them may talk at start.
    BattleView view;
    Heard heard(&view);
    view.showMatch(startedMatch());
    QCOMPARE(view.turnText(), QStringLiteral("Your turn"));
    QVERIFY(heard.lines().isEmpty());
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.readingKeys().at(2)->trigger();
    QCOMPARE(heard.lines().size(), 1);
}

void TestBoardAccess::placementByKeysIsSpoken()
{
    FleetEditor editor;
    editor.setRules(Ruleset::standard());
    editor.resize(700, 420);
    editor.show();
    editor.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&editor));
    editor.setFocus();
    Heard heard(&editor);
    QTest::keyClick(&editor, Qt::Key_N);
    QCOMPARE(heard.lines().last(), QStringLiteral("Carrier, A1 to E1, across"));
    QTest::keyClick(&editor, Qt::Key_R);
    QCOMPARE(heard.lines().last(), QStringLiteral("Carrier, A1 to A5, down"));
    QTest::keyClick(&editor, Qt::Key_Right);
    QCOMPARE(heard.lines().last(), QStringLiteral("Carrier, B1 to B5, down"));
    QTest::keyClick(&editor, Qt::Key_Return);
    QVERIFY2(heard.lines().last().startsWith(QStringLiteral("Placed: Carrier, B1 to B5, down.")),
             qPrintable(heard.lines().last()));
    // The next ship over the first: said with the reason it cannot go there, and kept in hand.
    QTest::keyClick(&editor, Qt::Key_N);
    QTest::keyClick(&editor, Qt::Key_Right);
    QTest::keyClick(&editor, Qt::Key_Return);
    QVERIFY2(heard.lines().last().startsWith(
                 QStringLiteral("Battleship, B1 to E1, across. The Battleship cannot go there")),
             qPrintable(heard.lines().last()));
}

QTEST_MAIN(TestBoardAccess)
#include "tst_boardaccess.moc"
