// SPDX-License-Identifier: GPL-3.0-or-later
// The battle view against the computer, as tst_battleview (firing, refusals, turns) and
// tst_battleends (whole games, the end, watching) drive it: a shown view with its game, and what
// they ask of it.
#pragma once

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

namespace battlesuite {

inline constexpr int kTimeout = 10000; // ms: the longest any test waits for the computer

// The columns of a whole game: the rules, the person's fleet, the computer's level and the seed.
inline void addGameColumns()
{
    QTest::addColumn<Ruleset>("rules");
    QTest::addColumn<QByteArray>("fleet");
    QTest::addColumn<OpponentLevel>("level");
    QTest::addColumn<quint64>("seed");
}

inline Ruleset personFirst(Ruleset rules)
{
    rules.firstShooter = FirstShooter::PlayerOne;
    return rules;
}

// The next cell the person has not fired at, in reading order.
inline std::optional<Coord> nextTarget(const ShotChart& view)
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

inline QString name(Coord c)
{
    return QString::fromStdString(formatCoord(c));
}

// Widgets only: clicks the next cell in reading order whenever the enemy board takes a shot,
// until the game ends. The caller checks QTest::currentTestFailed() afterwards.
inline void playByClicks(Battle& b)
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
inline int shotsSoFar(const Match& match)
{
    return match.view(Player::One).shotsFired() + match.view(Player::Two).shotsFired();
}

// A ship cell of `owner` not fired at yet.
inline std::optional<Coord> unfiredShipCell(const Match& match, Player owner)
{
    for (const Placement& p : match.fleet(owner)->placements())
        for (const Coord c : p.cells())
            if (match.view(opponent(owner)).at(c) == CellKnowledge::Unknown)
                return c;
    return std::nullopt;
}

inline QString focusName()
{
    const QWidget* focus = QApplication::focusWidget();
    return focus ? focus->objectName() + QStringLiteral(" (") + focus->metaObject()->className() + u')'
                 : QStringLiteral("nothing");
}

// What a screen reader hears of the board's cursor cell, through Qt's accessibility (the cell's
// name in the board's table).
inline QString cursorCell(BoardView* board)
{
    const auto cell = board->cursor();
    QAccessibleInterface* table = QAccessible::queryAccessibleInterface(board);
    return cell && table ? table->tableInterface()->cellAt(cell->row, cell->column)->text(QAccessible::Name)
                         : QString();
}

// The English name of the class of `owner`'s ship at `cell`.
inline QString classAt(const Match& match, Player owner, Coord cell)
{
    const auto ship = match.fleet(owner)->shipAt(cell);
    return ship ? QString::fromStdString(match.rules().fleet[std::size_t(ship->shipClass)].name) : QString();
}

// What a board's cell says of a fired cell, without a ship known there.
inline QString stateText(CellKnowledge k)
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

} // namespace battlesuite
