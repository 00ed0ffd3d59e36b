// SPDX-License-Identifier: GPL-3.0-or-later
// The battle view against the computer: firing by click, key and typed cell, refusals, turns, a whole game.
#include "coretestsupport.h"
#include "endingsupport.h"
#include "viewparts.h"

#include "app/session/localgame.h"
#include "ui/battle/battleview.h"
#include "ui/battle/gameoverbanner.h"
#include "ui/board/boardview.h"
#include "ui/board/legendview.h"

#include <QAccessible>
#include <QApplication>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>

#include <chrono>
#include <optional>

using namespace seabattle;

Q_DECLARE_METATYPE(seabattle::ShotOutcome)
Q_DECLARE_METATYPE(seabattle::OpponentLevel)

namespace {

constexpr int kTimeout = 10000; // ms: the longest any test waits for the computer

// The columns of a whole game: the rules, the person's fleet, the computer's level and the seed.
void addGameColumns()
{
    QTest::addColumn<Ruleset>("rules");
    QTest::addColumn<QByteArray>("fleet");
    QTest::addColumn<OpponentLevel>("level");
    QTest::addColumn<quint64>("seed");
}

Ruleset personFirst(Ruleset rules)
{
    rules.firstShooter = FirstShooter::PlayerOne;
    return rules;
}

// The next cell the person has not fired at, in reading order.
std::optional<Coord> nextTarget(const ShotChart& view)
{
    for (int i = 0; i < kCellCount; ++i)
        if (view.canFireAt(coordAt(i)))
            return coordAt(i);
    return std::nullopt;
}

// A shown battle view driven by a game against the computer; the person fires first.
struct Battle {
    BattleView view;
    LocalGame game;

    Battle(const Ruleset& rules, const char* fleet, OpponentLevel level = OpponentLevel::Easy,
           quint64 seed = 11)
        : game(NewGameChoice{false, level, personFirst(rules)}, layoutOf(rules, fleet), seed, &view)
    {
        game.session().setComputerDelay(std::chrono::milliseconds(0));
        view.resize(900, 500);
    }

    bool show()
    {
        view.show();
        view.activateWindow(); // keys then go where the focus is, as a person's would
        return QTest::qWaitForWindowExposed(&view) && QTest::qWaitForWindowActive(&view);
    }

    const Match& match() { return game.session().match(); }
    const ShotChart& mine() { return match().view(Player::One); }
    const FleetLayout& enemyFleet() { return *match().fleet(Player::Two); }
    BoardView* enemy() const { return ::enemyBoard(view); }

    void click(Coord cell)
    {
        QTest::mouseClick(enemy(), Qt::LeftButton, {}, enemy()->cellRect(cell).center());
    }
    // Types on Enemy waters as a player does: the first character opens the aiming box, the
    // rest goes into it, Enter aims. An empty text opens the box with a character and erases it.
    void type(const QString& text)
    {
        enemy()->setFocus();
        QTest::keyClicks(enemy(), text.isEmpty() ? QStringLiteral("x") : text.left(1));
        QLineEdit* box = ::coordinateBox(view);
        if (text.isEmpty())
            QTest::keyClick(box, Qt::Key_Backspace);
        QTest::keyClicks(box, text.mid(1));
        QTest::keyClick(box, Qt::Key_Return);
    }

    // Waits until the enemy board takes shots again (the computer has fired).
    bool waitForYourTurn()
    {
        return QTest::qWaitFor([this] { return enemy()->isTargetable(); }, kTimeout);
    }

    // An enemy cell with no ship, not fired at yet, in reading order.
    Coord water()
    {
        for (int i = 0; i < kCellCount; ++i)
            if (!enemyFleet().shipAt(coordAt(i)) && mine().canFireAt(coordAt(i)))
                return coordAt(i);
        qFatal("no water left");
    }

    // The first enemy ship of `length`.
    Placement ship(int length)
    {
        for (const Placement& p : enemyFleet().placements())
            if (p.length == length)
                return p;
        qFatal("no enemy ship of that length");
    }
};

QString name(Coord c)
{
    return QString::fromStdString(formatCoord(c));
}

// Widgets only: clicks the next cell in reading order whenever the enemy board takes a shot,
// until the game ends. The caller checks QTest::currentTestFailed() afterwards.
void playByClicks(Battle& b)
{
    QElapsedTimer clock;
    clock.start();
    while (!b.match().result() && clock.elapsed() < kTimeout) {
        if (b.enemy()->isTargetable()) {
            const auto target = nextTarget(b.mine());
            QVERIFY(target);
            const int before = b.mine().shotsFired();
            b.click(*target);
            QCOMPARE(b.mine().shotsFired(), before + 1);
        } else {
            QTest::qWait(1); // the computer's turn
        }
    }
    QVERIFY2(b.match().result().has_value(), "the game did not end in time");
}

// Shots fired so far by both sides.
int shotsSoFar(const Match& match)
{
    return match.view(Player::One).shotsFired() + match.view(Player::Two).shotsFired();
}

// A ship cell of `owner` not fired at yet.
std::optional<Coord> unfiredShipCell(const Match& match, Player owner)
{
    for (const Placement& p : match.fleet(owner)->placements())
        for (const Coord c : p.cells())
            if (match.view(opponent(owner)).at(c) == CellKnowledge::Unknown)
                return c;
    return std::nullopt;
}

QString focusName()
{
    const QWidget* focus = QApplication::focusWidget();
    return focus ? focus->objectName() + QStringLiteral(" (") + focus->metaObject()->className() + u')'
                 : QStringLiteral("nothing");
}

// What a screen reader hears of the board's cursor cell, through Qt's accessibility (the cell's
// name in the board's table).
QString cursorCell(BoardView* board)
{
    const auto cell = board->cursor();
    QAccessibleInterface* table = QAccessible::queryAccessibleInterface(board);
    return cell && table ? table->tableInterface()->cellAt(cell->row, cell->column)->text(QAccessible::Name)
                         : QString();
}

// The English name of the class of `owner`'s ship at `cell`.
QString classAt(const Match& match, Player owner, Coord cell)
{
    const auto ship = match.fleet(owner)->shipAt(cell);
    return ship ? QString::fromStdString(match.rules().fleet[std::size_t(ship->shipClass)].name) : QString();
}

// What a board's cell says of a fired cell, without a ship known there.
QString stateText(CellKnowledge k)
{
    switch (k) {
    case CellKnowledge::Unknown:
        return QStringLiteral("not fired at");
    case CellKnowledge::Miss:
        return QStringLiteral("miss");
    case CellKnowledge::Hit:
        return QStringLiteral("hit");
    case CellKnowledge::Sunk:
        return QStringLiteral("sunk");
    case CellKnowledge::MarkedEmpty:
        return QStringLiteral("empty, next to a sunk ship");
    }
    return {};
}

} // namespace

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
    void playsAWholeGame_data();
    void playsAWholeGame();
    void shootAgainBadge_data();
    void shootAgainBadge();
    void accessibleNamesAndDescriptions();
    void gameOverBanner_data();
    void gameOverBanner();
    void resignShowsDefeat();
    void watchesAGame();
    void watchKeepsTheChosenSpeed();
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

void TestBattleView::playsAWholeGame_data()
{
    addGameColumns();
    QTest::newRow("Classic, Easy") << Ruleset::classic() << QByteArray(kClassicOne) << OpponentLevel::Easy
                                   << quint64(5);
    QTest::newRow("Hasbro, Hard") << Ruleset::hasbro() << QByteArray(kHasbroOne) << OpponentLevel::Hard
                                  << quint64(9);
}

void TestBattleView::playsAWholeGame()
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

void TestBattleView::gameOverBanner_data()
{
    addGameColumns();
    // With these seeds the person wins the first game (65 shots) and loses the second.
    QTest::newRow("Hasbro, Easy") << Ruleset::hasbro() << QByteArray(kHasbroOne) << OpponentLevel::Easy
                                  << quint64(1);
    QTest::newRow("Classic, Hard") << Ruleset::classic() << QByteArray(kClassicOne) << OpponentLevel::Hard
                                   << quint64(9);
}

void TestBattleView::gameOverBanner()
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

void TestBattleView::resignShowsDefeat()
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

void TestBattleView::watchesAGame()
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

void TestBattleView::watchKeepsTheChosenSpeed()
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

QTEST_MAIN(TestBattleView)
#include "tst_battleview.moc"
