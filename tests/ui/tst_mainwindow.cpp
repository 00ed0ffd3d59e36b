// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/mainwindow.h"
#include "uitestsupport.h"

#include "core/match.h"
#include "core/randomlayout.h"
#include "core/rng.h"
#include "ui/battle/battleview.h"
#include "ui/board/boardview.h"
#include "ui/dialogs/aboutbox.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace seabattle;

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void opensWithTitleAndNewGame();
    void newGameIsRequestedFromMenuAndShortcut();
    void quitClosesTheWindow();
    void titleSaysWhereTheGameIs();
    void aboutSaysVersionAndLicence();
    void soundSettingsInTheMenu();
    void boardsFollowTheDesktopPalette();
};

void TestMainWindow::opensWithTitleAndNewGame()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.windowTitle(), QStringLiteral("Sea Battle"));
    QVERIFY(window.newGameAction()->isEnabled());
    QCOMPARE(window.newGameAction()->text(), QStringLiteral("&New game"));
    // The action is reachable from the Game menu.
    const QList<QAction*> menus = window.menuBar()->actions();
    QVERIFY(!menus.isEmpty());
    QVERIFY(menus.first()->menu()->actions().contains(window.newGameAction()));
}

void TestMainWindow::newGameIsRequestedFromMenuAndShortcut()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy requested(&window, &MainWindow::newGameRequested);
    window.newGameAction()->trigger();
    QCOMPARE(requested.count(), 1);
    QCOMPARE(window.newGameAction()->shortcut(), QKeySequence(QKeySequence::New));
}

void TestMainWindow::quitClosesTheWindow()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.quitAction()->trigger();
    QVERIFY(!window.isVisible());
}

void TestMainWindow::titleSaysWhereTheGameIs()
{
    MainWindow window;
    window.show();
    QCOMPARE(window.windowTitle(), QStringLiteral("Sea Battle"));
    window.showPlacement();
    QCOMPARE(window.windowTitle(), QStringLiteral("Place your fleet")); // Qt adds " — Sea Battle"
    window.showLobby();
    QCOMPARE(window.windowTitle(), QStringLiteral("Waiting for a player"));

    Match match(Ruleset::standard(), Player::One);
    Rng rng(5);
    QVERIFY(match.submitFleet(Player::One, *randomLayout(match.rules(), rng)));
    QVERIFY(match.submitFleet(Player::Two, *randomLayout(match.rules(), rng)));
    window.battleView()->showMatch(match);
    window.showBattle();
    QCOMPARE(window.windowTitle(), QStringLiteral("Your turn"));
    QVERIFY(match.fire(Player::One, coordAt(0)));
    window.battleView()->showMatch(match);
    if (match.turn() == Player::Two)
        QCOMPARE(window.windowTitle(), QStringLiteral("The enemy is firing…"));
    QVERIFY(match.forfeit(Player::One, EndReason::Resignation));
    window.battleView()->showMatch(match);
    QCOMPARE(window.windowTitle(), QStringLiteral("You lost."));
    window.showWelcome();
    QCOMPARE(window.windowTitle(), QStringLiteral("Sea Battle"));
}

void TestMainWindow::aboutSaysVersionAndLicence()
{
    QCoreApplication::setApplicationVersion(QStringLiteral("9.8.7"));
    const QString text = aboutText();
    for (const char* words :
         {"Sea Battle 9.8.7", "GNU General Public License", "version 3", "https://", QT_VERSION_STR})
        QVERIFY2(text.contains(QLatin1String(words)), words);
    MainWindow window;
    window.show();
    // Help → About Sea Battle opens the box; it closes with OK.
    QVERIFY(window.menuBar()->actions().last()->menu()->actions().contains(window.aboutAction()));
    QString shown;
    answerMessageBox(QMessageBox::Ok, &shown);
    window.aboutAction()->trigger();
    QCOMPARE(shown, text);
}

void TestMainWindow::soundSettingsInTheMenu()
{
    MainWindow window;
    QSignalSpy toggled(&window, &MainWindow::soundToggled);
    QSignalSpy volume(&window, &MainWindow::volumeChosen);
    QVERIFY(window.soundAction()->isCheckable());
    QVERIFY(window.soundAction()->isChecked()); // on by default
    window.soundAction()->trigger();
    QCOMPARE(toggled.size(), 1);
    QCOMPARE(toggled.front().front().toBool(), false);
    QList<int> levels;
    for (QAction* action : window.volumeActions())
        levels << action->data().toInt();
    QCOMPARE(levels, (QList<int>{25, 50, 75, 100}));
    QCOMPARE(window.volumeActions().at(1)->text(), QStringLiteral("50%"));
    window.volumeActions().at(3)->trigger();
    QCOMPARE(volume.size(), 1);
    QCOMPARE(volume.front().front().toInt(), 100);
    window.showVolume(30); // a hand-edited setting: the nearest level is shown
    QVERIFY(window.volumeActions().at(0)->isChecked());
}

void TestMainWindow::boardsFollowTheDesktopPalette()
{
    BoardView board;
    board.resize(300, 300);
    board.show();
    const auto seaLightness = [&] {
        // The mean over a cell: the sea's streaks and glints vary it a little from pixel to pixel.
        const QImage image = board.grab(board.cellRect(coordAt(55))).toImage();
        int sum = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                sum += image.pixelColor(x, y).lightness();
        return sum / (image.width() * image.height());
    };
    const QPalette before = QApplication::palette();
    QPalette dark = before;
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    QPalette light = before;
    light.setColor(QPalette::Base, Qt::white);
    light.setColor(QPalette::Text, Qt::black);
    QApplication::setPalette(light);
    QCoreApplication::processEvents(); // the change reaches widgets as an event
    const int inLight = seaLightness();
    QApplication::setPalette(dark); // the desktop switched to a dark theme, the game running
    QCoreApplication::processEvents();
    const int inDark = seaLightness();
    QApplication::setPalette(before);
    // A deep sea by day, a darker night sea once the desktop turns dark.
    QVERIFY2(inLight - inDark > 25 && inDark < 60,
             qPrintable(QStringLiteral("%1 %2").arg(inLight).arg(inDark)));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
