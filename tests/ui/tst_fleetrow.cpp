// SPDX-License-Identifier: GPL-3.0-or-later
// The fleet under each board as pictures: each ship afloat, hit or sunk, told apart by shape as
// well as colour; said in words to a screen reader and in tooltips; wrapping, never cut.
#include "coretestsupport.h"

#include "core/answer.h"
#include "ui/board/fleetrow.h"
#include "ui/board/fleetstatusview.h"
#include "ui/board/shipstatus.h"

#include <QAccessible>
#include <QHelpEvent>
#include <QTest>
#include <QToolTip>

using namespace seabattle;

class TestFleetRow : public QObject {
    Q_OBJECT

private slots:
    void onlyTheOwnerKnowsWhereAShipWasHit();
    void aSunkShipIsStruckThrough();
    void theWordsStaySaid();
    void aLargeFleetWrapsAndFits_data();
    void aLargeFleetWrapsAndFits();
    void aClassNameShowsAsTypedInItsTooltip();
};

namespace {

// Classic's fleet as kClassicOne lays it, with `targets` fired at it.
ShotChart firedAt(const Ruleset& rules, const FleetLayout& fleet, std::initializer_list<const char*> targets)
{
    ShotChart view;
    for (const char* target : targets)
        view.record(answerShot(fleet, view, rules, {Player::One, cell(target)}));
    return view;
}

// The lightest grey level of `image` within a pixel above or below `point`, whatever its colour
// (a line's middle, wherever antialiasing puts it).
int greyAt(const QImage& image, QPointF point)
{
    int lightest = 0;
    for (const int dy : {-1, 0, 1})
        lightest = std::max(lightest, qGray(image.pixel(point.toPoint() + QPoint(0, dy))));
    return lightest;
}

QImage drawn(FleetRow& row, int width)
{
    row.resize(width, row.heightForWidth(width));
    QImage image(row.size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white); // a light sea behind: the plate must carry the ships on its own
    row.render(&image, QPoint(), QRegion(), QWidget::DrawChildren);
    return image;
}

} // namespace

void TestFleetRow::onlyTheOwnerKnowsWhereAShipWasHit()
{
    const Ruleset rules = Ruleset::classic();
    const FleetLayout fleet = layoutOf(rules, kClassicOne);
    const ShotChart view = firedAt(rules, fleet, {"B1", "D5"}); // the Battleship hit, a Torpedo boat sunk
    const std::vector<ShipStatus> owner = fleetStatus(rules, view, fleet);
    const std::vector<ShipStatus> enemy = fleetStatus(rules, view);
    QCOMPARE(owner.size(), std::size_t(10));
    QCOMPARE(owner[0].state, ShipStatus::State::Hit);
    QCOMPARE(owner[0].hitCells, std::vector<int>{1});    // B1: a cell from its bow
    QCOMPARE(enemy[0].state, ShipStatus::State::Afloat); // under Enemy waters, a hit is no one's yet
    QVERIFY(enemy[0].hitCells.empty());
    const auto sunk =
        std::ranges::count_if(enemy, [](const ShipStatus& s) { return s.state == ShipStatus::State::Sunk; });
    QCOMPARE(int(sunk), 1);
}

// Struck through: a light line over a dark halo along the hull, which an afloat ship has not.
void TestFleetRow::aSunkShipIsStruckThrough()
{
    Ruleset rules = Ruleset::classic();
    rules.fleet = {ShipClass::of(ShipKind::Battleship)};
    const FleetLayout fleet = layoutOf(Ruleset::classic(), kClassicOne); // the Battleship on A1–D1
    FleetRow row;
    row.setShips(fleetStatus(rules, {}, fleet));
    const QImage afloat = drawn(row, 300);
    row.setShips(fleetStatus(rules, firedAt(Ruleset::classic(), fleet, {"A1", "B1", "C1", "D1"}), fleet));
    QCOMPARE(row.ships().front().state, ShipStatus::State::Sunk);
    const QImage sunk = drawn(row, 300);
    const QRectF hull = row.hullsAt(300).front();
    const qreal width = std::max(1.5, hull.height() * 0.13); // the line's, from its stern low to its bow high
    const QPointF from(hull.left() + width, hull.bottom() - hull.height() * 0.2);
    const QPointF to(hull.right() - width, hull.top() + hull.height() * 0.2);
    int struck = 0;
    int light = 0;
    for (const qreal t : {0.2, 0.35, 0.5, 0.65, 0.8}) {
        const QPointF at = from + (to - from) * t;
        struck += greyAt(sunk, at) > 200;
        light += greyAt(afloat, at) > 200;
    }
    QCOMPARE(struck, 5);
    QVERIFY2(light < 3, qPrintable(QString::number(light)));
}

void TestFleetRow::theWordsStaySaid()
{
    const Ruleset rules = Ruleset::classic();
    const FleetLayout fleet = layoutOf(rules, kClassicOne);
    FleetStatusView status;
    status.showFleet(rules, firedAt(rules, fleet, {"A1", "B1", "C1", "D1", "J10"}), fleet);
    QVERIFY2(status.shipsText().startsWith(QStringLiteral("Battleship\u00a0sunk · Cruiser\u00a02/2")),
             qPrintable(status.shipsText()));
    QVERIFY(status.text().contains(QStringLiteral("on target")));
    auto* row = status.findChild<FleetRow*>();
    QVERIFY(row);
    QAccessibleInterface* said = QAccessible::queryAccessibleInterface(row);
    QVERIFY(said);
    QCOMPARE(said->text(QAccessible::Name), status.shipsText());
    QVERIFY2(said->text(QAccessible::Description)
                 .startsWith(QStringLiteral("Battleship sunk, Cruiser afloat, Cruiser afloat")),
             qPrintable(said->text(QAccessible::Description)));
}

void TestFleetRow::aLargeFleetWrapsAndFits_data()
{
    QTest::addColumn<int>("width");
    QTest::newRow("beside a board") << 320;
    QTest::newRow("the window at its narrowest") << 180;
    QTest::newRow("narrower than the longest ship") << 40;
}

// The largest Custom fleet, 26 ships of every length: rows, each ship whole and inside the width.
void TestFleetRow::aLargeFleetWrapsAndFits()
{
    QFETCH(int, width);
    Ruleset rules = Ruleset::standard();
    rules.fleet.clear();
    for (int c = 0; c < 13; ++c)
        rules.fleet.push_back({"Class " + std::string(1, char('A' + c)), 1 + c % kMaxShipLength, 2});
    FleetRow row;
    row.setShips(fleetStatus(rules, {}));
    QCOMPARE(row.ships().size(), std::size_t(kMaxFleetShips));
    const std::vector<QRectF> hulls = row.hullsAt(width);
    const int height = row.heightForWidth(width);
    QVERIFY(height > row.sizeHint().height()); // wrapped
    for (std::size_t i = 0; i < hulls.size(); ++i) {
        QVERIFY2(hulls[i].left() >= 0 && hulls[i].right() <= width && hulls[i].bottom() <= height,
                 qPrintable(QString::number(i)));
        QCOMPARE(hulls[i].width(), hulls[i].height() * row.ships()[i].shipClass.length);
        for (std::size_t j = 0; j < i; ++j)
            QVERIFY(!hulls[i].intersects(hulls[j]));
    }
}

void TestFleetRow::aClassNameShowsAsTypedInItsTooltip()
{
    Ruleset rules = Ruleset::standard();
    rules.fleet = {{"<b>x</b>", 3, 1}};
    FleetRow row;
    row.setShips(fleetStatus(rules, {}));
    row.resize(200, row.heightForWidth(200));
    row.show();
    QVERIFY(QTest::qWaitForWindowExposed(&row));
    QCOMPARE(row.shipWords(0), QStringLiteral("<b>x</b> afloat"));
    const QPoint over = row.hullsAt(200).front().center().toPoint();
    QHelpEvent help(QEvent::ToolTip, over, row.mapToGlobal(over));
    QCoreApplication::sendEvent(&row, &help);
    QTRY_VERIFY(QToolTip::isVisible());
    // Rich text that reads as the name typed: its brackets escaped, no bold.
    QVERIFY2(QToolTip::text().contains(QStringLiteral("&lt;b&gt;x&lt;/b&gt;")), qPrintable(QToolTip::text()));
    QVERIFY(!QToolTip::text().contains(QStringLiteral("<b>")));
}

QTEST_MAIN(TestFleetRow)
#include "tst_fleetrow.moc"
