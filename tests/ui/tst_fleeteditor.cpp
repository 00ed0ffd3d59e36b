// SPDX-License-Identifier: GPL-3.0-or-later
// Placing the fleet with the mouse and the keyboard: drags from the shipyard, refusals with their
// reason, rotation, moving and removing, Random, Clear and Ready.
#include "coretestsupport.h"
#include "uitestsupport.h"

#include "ui/placement/fleeteditor.h"
#include "ui/placement/placementview.h"
#include "ui/placement/shipyard.h"
#include "ui/words/shipwords.h"

#include <QAccessible>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace seabattle;

namespace {

QPoint centre(const QRect& r)
{
    return r.center();
}

// The board's cell, in pixels (cellRect() rounds outwards: a pixel more at most).
qreal cellSize(const FleetEditor& editor)
{
    return editor.cellRect(Coord{0, 0}).width();
}

// Pixels of a navy plate in the two rows below a horizontal ship of 3 at `bow` (none is drawn over
// the board: it would hide the cells the player is looking at).
int calloutBelow(FleetEditor& editor, const char* bow)
{
    const QImage image = editor.grab().toImage();
    const QRect first = editor.cellRect(cell(bow));
    const QRect area(first.left(), first.bottom() + 1, first.width() * 3, first.height() * 2);
    const QColor navy(0x10, 0x21, 0x3a);
    int count = 0;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x) {
            const QColor c = image.pixelColor(x, y);
            count += std::abs(c.red() - navy.red()) < 14 && std::abs(c.green() - navy.green()) < 14 &&
                     std::abs(c.blue() - navy.blue()) < 14;
        }
    return count;
}

// Every class's first ship in the shipyard is as long as its length in board cells and one cell
// high, lies beside the board, inside the editor, and its berth overlaps no other.
void checkTheShipyardAtBoardScale(const FleetEditor& editor)
{
    const qreal cell = cellSize(editor);
    const QRect grid = editor.cellRect(Coord{0, 0}).united(editor.cellRect(Coord{9, 9}));
    const auto& fleet = editor.rules().fleet;
    for (int c = 0; c < int(fleet.size()); ++c) {
        const QRectF hull = editor.shipyardHull(c);
        const QString what = QStringLiteral("class %1 at cell %2: hull %3×%4 at %5,%6")
                                 .arg(c)
                                 .arg(cell)
                                 .arg(hull.width())
                                 .arg(hull.height())
                                 .arg(hull.left())
                                 .arg(hull.top());
        QVERIFY2(std::abs(hull.width() - fleet[std::size_t(c)].length * cell) <= 1, qPrintable(what));
        QVERIFY2(std::abs(hull.height() - cell) <= 1, qPrintable(what));
        QVERIFY2(hull.left() > grid.right(), qPrintable(what));
        QVERIFY2(editor.rect().contains(hull.toAlignedRect()), qPrintable(what));
        for (int other = 0; other < c; ++other)
            QVERIFY2(!editor.shipyardRow(c).intersects(editor.shipyardRow(other)), qPrintable(what));
    }
}

} // namespace

class TestFleetEditor : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void dragFromTheShipyardOntoTheBoard();
    void invalidDropIsRefusedWithItsReason();
    void ghostShowsWhereTheShipWouldLand();
    void theWaterKeptClearIsHatchedWhileAShipIsHeld();
    void theHowToLiesUnderEveryBerth();
    void rotateWithRAndRightClickAndWheel();
    void doubleClickRotatesAPlacedShip();
    void moveAndRemoveAPlacedShip();
    void keyboardOnlyPlacement();
    void randomThenReady();
    void randomKeepsWhatWasPlaced();
    void clearEmptiesTheBoard();
    void grabbingAnotherShipPutsTheFirstBack();
    void theShipyardDrawsShipsAtTheBoardsScale();
    void theBoardGrowsWithTheWindow();
    void aBerthIsLabelledWithClassAndLength();
    void aShipIsHeldByTheCellGrabbed();
    void theWordsUnderTheShipsNameTheRealKeys();
    void aClassAllPlacedIsTickedAndStaysLegible();

private:
    PlacementView* m_view = nullptr;
    FleetEditor* m_editor = nullptr;
};

void TestFleetEditor::init()
{
    m_view = new PlacementView;
    m_view->resize(900, 560);
    m_view->start(Ruleset::standard(), 1);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
    m_editor = m_view->editor();
}

void TestFleetEditor::cleanup()
{
    delete m_view;
    m_view = nullptr;
}

void TestFleetEditor::dragFromTheShipyardOntoTheBoard()
{
    QSignalSpy changed(m_editor, &FleetEditor::layoutChanged);
    QVERIFY(!m_editor->shipyardRow(0).isEmpty());
    drag(m_editor, shipyardGrip(*m_editor, 0), centre(m_editor->cellRect(cell("B2"))));
    const auto carrier = m_editor->layout().placementOf({0, 0});
    QVERIFY(carrier.has_value());
    QCOMPARE(carrier->bow, cell("B2"));
    QCOMPARE(carrier->orientation, Orientation::Horizontal);
    QCOMPARE(changed.count(), 1);
    QVERIFY(m_editor->shipyardRow(0).isEmpty()); // no Carrier left in the shipyard
    QVERIFY(!m_view->readyButton()->isEnabled());
    // Until the fleet is whole the button says what is left to do.
    QCOMPARE(m_view->readyButton()->text().replace(QChar(0xa0), u' '), QStringLiteral("Place 5 more ships"));
}

void TestFleetEditor::invalidDropIsRefusedWithItsReason()
{
    drag(m_editor, shipyardGrip(*m_editor, 0), centre(m_editor->cellRect(cell("A1"))));
    // The Battleship right under the Carrier: they would share sides.
    drag(m_editor, shipyardGrip(*m_editor, 1), centre(m_editor->cellRect(cell("A2"))));
    QVERIFY(!m_editor->layout().isPlaced({1, 0}));
    QVERIFY2(m_view->status().contains(QStringLiteral("touches the Carrier")), qPrintable(m_view->status()));
    QVERIFY(!m_editor->shipyardRow(1).isEmpty()); // back in the shipyard
    // Over the edge: the Battleship from H5 would end past J.
    drag(m_editor, shipyardGrip(*m_editor, 1), centre(m_editor->cellRect(cell("H5"))));
    QVERIFY(!m_editor->layout().isPlaced({1, 0}));
    QVERIFY2(m_view->status().contains(QStringLiteral("outside the grid")), qPrintable(m_view->status()));
}

void TestFleetEditor::ghostShowsWhereTheShipWouldLand()
{
    drag(m_editor, shipyardGrip(*m_editor, 0), centre(m_editor->cellRect(cell("A1"))));
    drag(m_editor, shipyardGrip(*m_editor, 2), centre(m_editor->cellRect(cell("C2"))), false);
    auto ghost = m_editor->ghost();
    QVERIFY(ghost.has_value());
    QCOMPARE(ghost->bow, cell("C2"));
    QVERIFY(m_view->status().contains(QStringLiteral("cannot go there"))); // red, and why
    // Said once, under the board, in bold at the page's size (quiet: the hatched water showed the
    // rule first); nothing laid over the cells around the ship.
    const auto* said = m_view->findChild<QLabel*>(QStringLiteral("placementStatus"));
    QVERIFY(said->font().bold());
    QCOMPARE(said->font().pointSizeF(), m_view->font().pointSizeF());
    QVERIFY(said->mapTo(m_view, QPoint(0, 0)).y() >
            m_editor->mapTo(m_view, m_editor->cellRect(cell("A10")).bottomLeft()).y());
    QCOMPARE(calloutBelow(*m_editor, "C2"), 0);
    QTest::mouseMove(m_editor, centre(m_editor->cellRect(cell("C4"))));
    QCOMPARE(m_editor->ghost()->bow, cell("C4"));
    QVERIFY(m_view->status().isEmpty()); // green: nothing to say
    QVERIFY(!said->font().bold());
    QTest::mouseRelease(m_editor, Qt::LeftButton, Qt::NoModifier, centre(m_editor->cellRect(cell("C4"))));
    QCOMPARE(m_editor->layout().placementOf({2, 0})->bow, cell("C4"));
    QVERIFY(!m_editor->ghost().has_value());
}

// The no-touching rule shown before the mistake: with a ship in hand, the cells around the ships
// already down are hatched; nothing else changes, and nothing is hatched once it is put down, nor
// where ships may touch.
void TestFleetEditor::theWaterKeptClearIsHatchedWhileAShipIsHeld()
{
    drag(m_editor, shipyardGrip(*m_editor, 0), centre(m_editor->cellRect(cell("B2")))); // B2–F2
    const QImage calm = m_editor->grab().toImage();
    drag(m_editor, shipyardGrip(*m_editor, 2), centre(m_editor->cellRect(cell("H8"))), false);
    const QImage held = m_editor->grab().toImage();
    for (const char* kept : {"A1", "G3", "C3", "D1"})
        QVERIFY2(cellChange(calm, held, m_editor->cellRect(cell(kept))) > 12, kept);
    for (const char* open : {"A5", "D6", "J1", "B2"}) // open water, and the Carrier's own cells
        QVERIFY2(cellChange(calm, held, m_editor->cellRect(cell(open))) < 2, open);
    QTest::mouseRelease(m_editor, Qt::LeftButton, Qt::NoModifier, centre(m_editor->cellRect(cell("H8"))));
    const QImage down = m_editor->grab().toImage();
    QVERIFY(cellChange(calm, down, m_editor->cellRect(cell("A1"))) < 2);

    m_view->start(Ruleset::forPreset(Preset::Hasbro), 1); // ships may touch: no water kept clear
    drag(m_editor, shipyardGrip(*m_editor, 0), centre(m_editor->cellRect(cell("B2"))));
    const QImage hasbro = m_editor->grab().toImage();
    drag(m_editor, shipyardGrip(*m_editor, 2), centre(m_editor->cellRect(cell("H8"))), false);
    QVERIFY(cellChange(hasbro, m_editor->grab().toImage(), m_editor->cellRect(cell("A1"))) < 2);
    QTest::mouseRelease(m_editor, Qt::LeftButton, Qt::NoModifier, centre(m_editor->cellRect(cell("H8"))));
}

// The how-to is written right under the ships, clear of every berth, in one column or in two of
// unequal length (Classic's five classes), and inside the shipyard.
void TestFleetEditor::theHowToLiesUnderEveryBerth()
{
    for (const Preset preset : {Preset::Standard, Preset::Classic, Preset::Hasbro}) {
        const auto& fleet = Ruleset::forPreset(preset).fleet;
        for (const QSizeF area : {QSizeF(900, 460), QSizeF(1260, 640), QSizeF(700, 520)}) {
            const Shipyard yard(area, fleet, QApplication::font(), FleetEditor::howToPlaceBriefly());
            const QRectF howTo = yard.howToRect();
            const QString what =
                QStringLiteral("preset %1, %2×%3").arg(int(preset)).arg(area.width()).arg(area.height());
            QVERIFY2(!howTo.isEmpty() && howTo.bottom() <= area.height() + 0.5, qPrintable(what));
            qreal lowest = 0;
            for (int c = 0; c < int(fleet.size()); ++c) {
                QVERIFY2(!yard.berth(c).intersects(howTo),
                         qPrintable(what + QStringLiteral(", class %1").arg(c)));
                lowest = std::max(lowest, yard.berth(c).bottom());
            }
            QVERIFY2(howTo.top() >= lowest, qPrintable(what));
            QVERIFY2(howTo.top() - lowest < yard.board().cellSize() * 1.5,
                     qPrintable(what)); // right under them
        }
    }
}

void TestFleetEditor::rotateWithRAndRightClickAndWheel()
{
    drag(m_editor, shipyardGrip(*m_editor, 1), centre(m_editor->cellRect(cell("E5"))), false);
    QCOMPARE(m_editor->ghost()->orientation, Orientation::Horizontal);
    QTest::keyClick(m_editor, Qt::Key_R);
    QCOMPARE(m_editor->ghost()->orientation, Orientation::Vertical);
    QCOMPARE(m_editor->ghost()->bow, cell("E5")); // turned about the cell under the pointer
    QTest::mousePress(m_editor, Qt::RightButton, Qt::NoModifier, centre(m_editor->cellRect(cell("E5"))));
    QCOMPARE(m_editor->ghost()->orientation, Orientation::Horizontal);
    QWheelEvent wheel(QPointF(centre(m_editor->cellRect(cell("E5")))),
                      m_editor->mapToGlobal(QPointF(centre(m_editor->cellRect(cell("E5"))))), QPoint(),
                      QPoint(0, 120), Qt::LeftButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(m_editor, &wheel);
    QCOMPARE(m_editor->ghost()->orientation, Orientation::Vertical);
    QTest::mouseRelease(m_editor, Qt::LeftButton, Qt::NoModifier, centre(m_editor->cellRect(cell("E5"))));
    const auto battleship = m_editor->layout().placementOf({1, 0});
    QVERIFY(battleship.has_value());
    QCOMPARE(battleship->orientation, Orientation::Vertical);
    QCOMPARE(battleship->cells().back(), cell("E8"));
}

void TestFleetEditor::doubleClickRotatesAPlacedShip()
{
    drag(m_editor, shipyardGrip(*m_editor, 2), centre(m_editor->cellRect(cell("D4"))));
    QCOMPARE(m_editor->layout().placementOf({2, 0})->orientation, Orientation::Horizontal);
    // Double-click the middle cell (E4): the Cruiser turns about it, to E3–E5.
    const QPoint middle = centre(m_editor->cellRect(cell("E4")));
    QTest::mouseDClick(m_editor, Qt::LeftButton, Qt::NoModifier, middle);
    const auto cruiser = m_editor->layout().placementOf({2, 0});
    QCOMPARE(cruiser->orientation, Orientation::Vertical);
    QCOMPARE(cruiser->bow, cell("E3"));
    // Against the top edge it cannot turn: it stays, and the reason is given.
    drag(m_editor, shipyardGrip(*m_editor, 4), centre(m_editor->cellRect(cell("H1"))));
    QTest::mouseDClick(m_editor, Qt::LeftButton, Qt::NoModifier, centre(m_editor->cellRect(cell("I1"))));
    QCOMPARE(m_editor->layout().placementOf({4, 0})->orientation, Orientation::Horizontal);
    QVERIFY2(m_view->status().contains(QStringLiteral("outside the grid")), qPrintable(m_view->status()));
}

void TestFleetEditor::moveAndRemoveAPlacedShip()
{
    drag(m_editor, shipyardGrip(*m_editor, 3), centre(m_editor->cellRect(cell("B2"))));
    // Grab it by its middle cell and move it: it stays held by that cell.
    drag(m_editor, centre(m_editor->cellRect(cell("C2"))), centre(m_editor->cellRect(cell("G8"))));
    QCOMPARE(m_editor->layout().placementOf({3, 0})->bow, cell("F8"));
    // Dragged back onto the shipyard: removed.
    drag(m_editor, centre(m_editor->cellRect(cell("G8"))), shipyardGrip(*m_editor, 0));
    QVERIFY(!m_editor->layout().isPlaced({3, 0}));
    QVERIFY(!m_editor->shipyardRow(3).isEmpty());
    // Delete removes the ship in hand.
    drag(m_editor, shipyardGrip(*m_editor, 4), centre(m_editor->cellRect(cell("A10"))));
    QVERIFY(m_editor->layout().isPlaced({4, 0}));
    QTest::mousePress(m_editor, Qt::LeftButton, Qt::NoModifier, centre(m_editor->cellRect(cell("A10"))));
    QTest::keyClick(m_editor, Qt::Key_Delete);
    QTest::mouseRelease(m_editor, Qt::LeftButton, Qt::NoModifier, centre(m_editor->cellRect(cell("A10"))));
    QVERIFY(!m_editor->layout().isPlaced({4, 0}));
}

void TestFleetEditor::keyboardOnlyPlacement()
{
    // kStandardOne, placed with the keyboard alone: N picks the next ship, arrows move its bow,
    // R turns it, Enter places it.
    const FleetLayout target = layoutOf(Ruleset::standard(), kStandardOne);
    m_editor->setFocus();
    for (const Placement& p : target.placements()) {
        QTest::keyClick(m_editor, Qt::Key_N);
        QVERIFY(m_editor->ghost().has_value());
        QCOMPARE(m_editor->ghost()->ship, p.ship);
        if (m_editor->ghost()->orientation != p.orientation)
            QTest::keyClick(m_editor, Qt::Key_R);
        for (int i = 0; i < p.bow.column; ++i)
            QTest::keyClick(m_editor, Qt::Key_Right);
        for (int i = 0; i < p.bow.row; ++i)
            QTest::keyClick(m_editor, Qt::Key_Down);
        QCOMPARE(m_editor->ghost()->bow, p.bow);
        QTest::keyClick(m_editor, Qt::Key_Return);
        QCOMPARE(m_editor->layout().placementOf(p.ship), std::optional<Placement>(p));
    }
    QCOMPARE(m_editor->layout(), target);
    QVERIFY(m_view->readyButton()->isEnabled());

    // Enter on a square the rules refuse keeps the ship in hand, with the reason.
    QTest::keyClick(m_editor, Qt::Key_N); // the Carrier again, at its place A1
    QTest::keyClick(m_editor, Qt::Key_Down);
    QTest::keyClick(m_editor, Qt::Key_Return); // A2 touches the Battleship at A3
    QVERIFY(m_editor->ghost().has_value());
    QVERIFY(m_view->status().contains(QStringLiteral("cannot go there")));
    QTest::keyClick(m_editor, Qt::Key_Escape); // back where it was
    QCOMPARE(m_editor->layout(), target);
}

void TestFleetEditor::randomThenReady()
{
    QSignalSpy ready(m_view, &PlacementView::ready);
    QVERIFY(!m_view->readyButton()->isEnabled());
    QCOMPARE(m_view->readyButton()->text().replace(QChar(0xa0), u' '), QStringLiteral("Place 6 more ships"));
    QTest::mouseClick(m_view->randomButton(), Qt::LeftButton);
    QVERIFY(m_editor->isComplete());
    QVERIFY(m_view->readyButton()->isEnabled());
    QCOMPARE(m_view->readyButton()->text(), QStringLiteral("Rea&dy"));
    QTest::mouseClick(m_view->readyButton(), Qt::LeftButton);
    QCOMPARE(ready.count(), 1);
    const auto fleet = ready.first().first().value<FleetLayout>();
    QVERIFY(checkLayout(fleet, Ruleset::standard()).empty());
    QCOMPARE(fleet, m_editor->layout());
}

void TestFleetEditor::randomKeepsWhatWasPlaced()
{
    drag(m_editor, shipyardGrip(*m_editor, 0), centre(m_editor->cellRect(cell("F10"))));
    const auto carrier = m_editor->layout().placementOf({0, 0});
    QVERIFY(carrier.has_value());
    QTest::mouseClick(m_view->randomButton(), Qt::LeftButton);
    QVERIFY(m_editor->isComplete());
    QCOMPARE(m_editor->layout().placementOf({0, 0}), carrier);
}

void TestFleetEditor::clearEmptiesTheBoard()
{
    QTest::mouseClick(m_view->randomButton(), Qt::LeftButton);
    QVERIFY(!m_editor->layout().isEmpty());
    QTest::mouseClick(m_view->clearButton(), Qt::LeftButton);
    QVERIFY(m_editor->layout().isEmpty());
    QVERIFY(!m_view->readyButton()->isEnabled());
    for (int c = 0; c < int(Ruleset::standard().fleet.size()); ++c)
        QVERIFY(!m_editor->shipyardRow(c).isEmpty());
}

void TestFleetEditor::grabbingAnotherShipPutsTheFirstBack()
{
    m_editor->setLayout(layoutOf(Ruleset::standard(), kStandardOne));
    m_editor->setFocus();
    QTest::keyClick(m_editor, Qt::Key_N); // picks up a placed ship with the keyboard
    QVERIFY(m_editor->ghost().has_value());
    drag(m_editor, centre(m_editor->cellRect(cell("J7"))), centre(m_editor->cellRect(cell("J9"))));
    QCOMPARE(m_editor->layout().size(), 6); // the ship in hand went back, none was lost
    QVERIFY(m_editor->isComplete());
}

void TestFleetEditor::theShipyardDrawsShipsAtTheBoardsScale()
{
    checkTheShipyardAtBoardScale(*m_editor);
    m_view->resize(1280, 800);
    QTRY_VERIFY(m_editor->height() > 600);
    checkTheShipyardAtBoardScale(*m_editor);
    // The Classic fleet, several ships to a class, at the smallest size the view allows.
    m_view->start(Ruleset::classic(), 1);
    m_view->resize(m_view->minimumSizeHint());
    QTRY_VERIFY(m_editor->height() < 600);
    checkTheShipyardAtBoardScale(*m_editor);
    QCOMPARE(m_editor->shipsLeft(3), 4); // the four Torpedo boats
    drag(m_editor, shipyardGrip(*m_editor, 3), centre(m_editor->cellRect(cell("A1"))));
    QCOMPARE(m_editor->shipsLeft(3), 3);
}

void TestFleetEditor::theBoardGrowsWithTheWindow()
{
    // The board takes the height the editor has, less than a cell spare: no band left empty.
    const qreal small = cellSize(*m_editor);
    QVERIFY2(11 * small >= m_editor->height() - small, qPrintable(QString::number(small)));
    m_view->resize(1280, 800);
    QTRY_VERIFY(m_editor->height() > 600);
    const qreal large = cellSize(*m_editor);
    QVERIFY2(large > small * 1.3, qPrintable(QStringLiteral("%1 then %2").arg(small).arg(large)));
    QVERIFY2(11 * large >= m_editor->height() - large, qPrintable(QString::number(large)));
    QCOMPARE(m_editor->cellRect(cell("A1")).height(), m_editor->cellRect(cell("A1")).width()); // square
    // Drags still land where they are aimed at the new size.
    drag(m_editor, shipyardGrip(*m_editor, 2), centre(m_editor->cellRect(cell("F7"))));
    QCOMPARE(m_editor->layout().placementOf({2, 0})->bow, cell("F7"));
}

void TestFleetEditor::aBerthIsLabelledWithClassAndLength()
{
    const QChar nbsp(0x00A0);
    QCOMPARE(shipClassWithLength(ShipClass::of(ShipKind::Cruiser)),
             QStringLiteral("Cruiser") + nbsp + u'·' + nbsp + u'3');
    QCOMPARE(shipClassWithLength(ShipClass::of(ShipKind::PatrolBoat)), // a name of two words
             QStringLiteral("Patrol boat") + nbsp + u'·' + nbsp + u'1');
    QCOMPARE(shipsLeftWords(4), QString(u'×') + nbsp + u'4');
}

void TestFleetEditor::aShipIsHeldByTheCellGrabbed()
{
    // The Carrier taken by its third cell and let go over E5 lies from C5: the ship stays under
    // the pointer as it was in the shipyard.
    const QRectF hull = m_editor->shipyardHull(0);
    const qreal cell = cellSize(*m_editor);
    const QPoint third(int(hull.left() + cell * 2.5), int(hull.center().y()));
    drag(m_editor, third, centre(m_editor->cellRect(::cell("E5"))));
    QCOMPARE(m_editor->layout().placementOf({0, 0})->bow, ::cell("C5"));
}

void TestFleetEditor::theWordsUnderTheShipsNameTheRealKeys()
{
    const QString howTo = FleetEditor::howToPlace();
    QVERIFY(m_editor->accessibleDescription().contains(howTo.section(u'\n', 0, 0)));
    QVERIFY(m_editor->accessibleDescription().contains(howTo.section(u'\n', 2, 2)));
    QCOMPARE(m_editor->toolTip(), howTo); // the whole, where the shipyard shows one line
    QVERIFY(FleetEditor::howToPlaceBriefly().count(u'\n') == 0);
    // "R, right-click or the mouse wheel" turn the ship in hand.
    QVERIFY(howTo.contains(QStringLiteral("R, right-click or the mouse wheel")));
    drag(m_editor, shipyardGrip(*m_editor, 1), centre(m_editor->cellRect(cell("E5"))), false);
    QTest::keyClick(m_editor, Qt::Key_R);
    QCOMPARE(m_editor->ghost()->orientation, Orientation::Vertical);
    QTest::mousePress(m_editor, Qt::RightButton, Qt::NoModifier, centre(m_editor->cellRect(cell("E5"))));
    QCOMPARE(m_editor->ghost()->orientation, Orientation::Horizontal);
    QTest::mouseRelease(m_editor, Qt::LeftButton, Qt::NoModifier, centre(m_editor->cellRect(cell("E5"))));
    // "N takes the next ship, arrow keys move it, Enter puts it down, Delete takes it off".
    QVERIFY(howTo.contains(QStringLiteral("N takes the next ship, arrow keys move it, Enter puts it down, "
                                          "Delete takes it off")));
    m_editor->setFocus();
    QTest::keyClick(m_editor, Qt::Key_N);
    QCOMPARE(m_editor->ghost()->ship, (ShipId{0, 0}));
    QTest::keyClick(m_editor, Qt::Key_Down);
    QTest::keyClick(m_editor, Qt::Key_Return);
    QCOMPARE(m_editor->layout().placementOf({0, 0})->bow, cell("A2"));
    QTest::keyClick(m_editor, Qt::Key_N); // the Cruiser: the Battleship is in place
    QTest::keyClick(m_editor, Qt::Key_Delete);
    QVERIFY(!m_editor->ghost().has_value());
    // "Double-click a placed ship to turn it": covered by doubleClickRotatesAPlacedShip.
    QVERIFY(howTo.contains(QStringLiteral("Double-click a placed ship")));
}

// Once a class is all placed, a tick comes before its label (a shape, not a shade); the label stays
// legible. In the view's picture: the words lie over the sea behind the editor.
void TestFleetEditor::aClassAllPlacedIsTickedAndStaysLegible()
{
    const int line = m_editor->fontMetrics().height();
    const QRect berth = m_editor->shipyardRow(0).translated(m_editor->mapTo(m_view, QPoint(0, 0)));
    const QRect tick(berth.topLeft(), QSize(line, line)), words = tick.translated(line * 6 / 5, 0);
    const QImage before = m_view->grab().toImage();
    drag(m_editor, shipyardGrip(*m_editor, 0), centre(m_editor->cellRect(cell("B2"))), false);
    const int held = ink(m_view->grab().toImage(), tick).second; // in hand: not placed yet
    QTest::mouseRelease(m_editor, Qt::LeftButton, Qt::NoModifier, centre(m_editor->cellRect(cell("B2"))));
    QCOMPARE(m_editor->shipsLeft(0), 0);
    const QImage after = m_view->grab().toImage();
    const QString seen = QStringLiteral("tick %1, %2, %3; words %4, %5")
                             .arg(ink(before, tick).second)
                             .arg(held)
                             .arg(ink(after, tick).second)
                             .arg(ink(before, words).first)
                             .arg(ink(after, words).first);
    QVERIFY2(held <= ink(before, tick).second && ink(after, tick).second > ink(before, tick).second * 3 / 2,
             qPrintable(seen));
    QVERIFY2(ink(after, words).first >= ink(before, words).first * 3 / 4, qPrintable(seen));
    // Its berth keeps the ship's faint ghost: not an empty slot, nor a ship still to place.
    const Shipyard yard(QSizeF(700, 420), m_editor->rules().fleet, m_editor->font(), QString());
    const auto coverOf = [&](int left) {
        QImage image(700, 420, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        std::vector<int> ships(m_editor->rules().fleet.size(), 1);
        ships[0] = left;
        yard.draw(painter, ships, -1, m_editor->palette(), QString());
        return qAlpha(image.pixel(yard.hull(0, 0).center().toPoint()));
    };
    QVERIFY2(coverOf(0) > 40 && coverOf(0) < 140 && coverOf(1) > 220,
             qPrintable(QStringLiteral("%1 %2").arg(coverOf(0)).arg(coverOf(1))));
}

QTEST_MAIN(TestFleetEditor)
#include "tst_fleeteditor.moc"
