// SPDX-License-Identifier: GPL-3.0-or-later
// The smaller views: How to play for each preset, the fleet status, the legend, the board's
// animation switch, and the main window's menus.
#include "coretestsupport.h"

#include "core/answer.h"
#include "ui/board/boardview.h"
#include "ui/board/fleetstatusview.h"
#include "ui/board/legendview.h"
#include "ui/dialogs/howtoplaydialog.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QMenuBar>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>

using namespace seabattle;

class TestViews : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void howToPlayFollowsTheRules_data();
    void howToPlayFollowsTheRules();
    void fleetStatusCountsShipsAndShots();
    void legendNamesEveryMark();
    void aNarrowLegendWrapsBetweenEntries();
    void animationsCanBeTurnedOff();
    void menusOfferHelpAndSettings();

private:
    QTranslator m_english;
};

void TestViews::initTestCase()
{
    // English as a player sees it: plurals come from the English translation.
    QVERIFY(m_english.load(QStringLiteral(SEABATTLE_QM_DIR "/seabattle_en.qm")));
    QCoreApplication::installTranslator(&m_english);
}

void TestViews::howToPlayFollowsTheRules_data()
{
    QTest::addColumn<Ruleset>("rules");
    QTest::addColumn<QStringList>("mentions");
    QTest::addColumn<QStringList>("omits");
    QTest::newRow("Standard") << Ruleset::standard()
                              << QStringList{"18 cells to hit", "Patrol boat: 1 ship of 1 cell",
                                             "not even by a corner", "turn passes"}
                              << QStringList{"shoot again", "marked as water"};
    QTest::newRow("Classic") << Ruleset::classic()
                             << QStringList{"20 cells to hit", "Torpedo boat: 4 ships of 1 cell",
                                            "Cruiser: 2 ships of 3 cells", "shoot again", "marked as water"}
                             << QStringList{"turn passes"};
    QTest::newRow("Hasbro") << Ruleset::hasbro() << QStringList{"17 cells to hit", "may touch each other"}
                            << QStringList{"Patrol boat", "not even by a corner", "1 cells", "1 ships"};
}

void TestViews::howToPlayFollowsTheRules()
{
    QFETCH(Ruleset, rules);
    QFETCH(QStringList, mentions);
    QFETCH(QStringList, omits);
    HowToPlayDialog dialog(rules);
    const QString text = dialog.text();
    for (const QString& m : mentions)
        QVERIFY2(text.contains(m), qPrintable(m));
    for (const QString& o : omits)
        QVERIFY2(!text.contains(o), qPrintable(o));
    QVERIFY(text.contains(QStringLiteral("violation")));
}

void TestViews::fleetStatusCountsShipsAndShots()
{
    const Ruleset rules = Ruleset::classic();
    const FleetLayout fleet = layoutOf(rules, kClassicOne);
    ShotChart view;
    for (const char* target : {"D5", "J10", "A1"}) // a Torpedo boat sunk, a miss, a Battleship hit
        view.record(answerShot(fleet, view, rules, {Player::One, cell(target)}));
    FleetStatusView status;
    status.showFleet(rules, view);
    const QString text = status.text();
    // A line breaks between ships, never inside one: its spaces do not break.
    QVERIFY2(text.contains(QStringLiteral("Torpedo\u00a0boat\u00a03/4")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Cruiser\u00a02/2")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("3\u00a0shots received, 2 on target (67%)")), qPrintable(text));
    // Under Enemy waters, the same figures are the shots you fired.
    status.setShots(FleetStatusView::Shots::YouFired);
    QVERIFY2(status.text().contains(QStringLiteral("You fired 3\u00a0shots, 2 on target (67%)")),
             qPrintable(status.text()));
}

void TestViews::legendNamesEveryMark()
{
    LegendView legend;
    const QStringList entries = legend.entries();
    QCOMPARE(entries.size(), 8);
    QVERIFY(entries.contains(QStringLiteral("Miss")));
    // The frames around the last shots, whose shapes tell whose shot it was.
    QCOMPARE(entries.mid(6),
             (QStringList{QStringLiteral("Your last shot"), QStringLiteral("Enemy's last shot")}));
    legend.setWatching(true);
    QCOMPARE(legend.entries().mid(6), (QStringList{QStringLiteral("Computer 1's last shot"),
                                                   QStringLiteral("Computer 2's last shot")}));
    legend.setWatching(false);
    QVERIFY(entries.contains(QStringLiteral("Hit")));
    QVERIFY(entries.contains(QStringLiteral("Sunk")));
    // Wide enough for every name: nothing is cut.
    int needed = 0;
    for (const QString& e : entries)
        needed += legend.fontMetrics().horizontalAdvance(e);
    QVERIFY(legend.sizeHint().width() > needed);
}

// At the window's narrowest the legend takes more rows, not less room: it asks for height, and
// its narrowest is its widest entry, so no entry is ever cut.
void TestViews::aNarrowLegendWrapsBetweenEntries()
{
    LegendView legend;
    const int oneRow = legend.sizeHint().height();
    QVERIFY(legend.hasHeightForWidth());
    QCOMPARE(legend.heightForWidth(legend.sizeHint().width()), oneRow);
    QVERIFY(legend.minimumSizeHint().width() < legend.sizeHint().width() / 2);
    const int narrow = legend.heightForWidth(legend.minimumSizeHint().width());
    QVERIFY2(narrow > 2 * oneRow && narrow <= int(legend.entries().size()) * oneRow,
             qPrintable(QString::number(narrow)));
    QVERIFY(legend.heightForWidth(legend.sizeHint().width() / 2) > oneRow);
}

void TestViews::animationsCanBeTurnedOff()
{
    BoardView board;
    board.resize(300, 300);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    board.setLastShot(cell("C3"));
    QVERIFY(board.isAnimating());
    QTRY_VERIFY_WITH_TIMEOUT(!board.isAnimating(), 2000); // short: it ends by itself
    board.setAnimated(false);
    board.setLastShot(cell("D4"));
    QVERIFY(!board.isAnimating());
}

void TestViews::menusOfferHelpAndSettings()
{
    MainWindow window;
    QCOMPARE(window.howToPlayAction()->shortcut(), QKeySequence(QKeySequence::HelpContents));
    QSignalSpy help(&window, &MainWindow::howToPlayRequested);
    window.howToPlayAction()->trigger();
    QCOMPARE(help.count(), 1);
    QSignalSpy pace(&window, &MainWindow::paceChosen);
    window.paceActions().front()->trigger();
    QCOMPARE(pace.count(), 1);
    QCOMPARE(pace.first().first().toInt(), 200);
    QVERIFY(window.paceActions().front()->isChecked());
    QSignalSpy animations(&window, &MainWindow::animationsToggled);
    window.animationsAction()->trigger();
    QCOMPARE(animations.count(), 1);
    QCOMPARE(animations.first().first().toBool(), false);
    QVERIFY(!window.resignAction()->isEnabled()); // no game in progress yet
    QCOMPARE(window.menuBar()->actions().size(), 3);
}

QTEST_MAIN(TestViews)
#include "tst_views.moc"
