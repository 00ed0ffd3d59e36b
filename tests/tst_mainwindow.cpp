// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow.h"

#include <QAction>
#include <QMenuBar>
#include <QSignalSpy>
#include <QTest>

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void opensWithTitleAndNewGame();
    void newGameIsRequestedFromMenuAndShortcut();
    void quitClosesTheWindow();
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

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
