// SPDX-License-Identifier: GPL-3.0-or-later
// Work put off until the window's first paint: not before, once after, never for a window gone.
#include "app/launch/firstpaint.h"

#include <QPointer>
#include <QTest>
#include <QWidget>

class TestFirstPaint : public QObject {
    Q_OBJECT

private slots:
    void waitsForTheFirstPaint();
    void nothingForAWindowNeverPainted();
};

void TestFirstPaint::waitsForTheFirstPaint()
{
    QWidget window;
    int done = 0;
    bool paintedFirst = false;
    afterFirstPaint(window, [&] {
        ++done;
        paintedFirst = window.isVisible();
    });
    QTest::qWait(50);
    QCOMPARE(done, 0); // a hidden window is never painted
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_COMPARE(done, 1);
    QVERIFY(paintedFirst);
    window.repaint();
    window.hide();
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::qWait(50);
    QCOMPARE(done, 1); // once, however often it is painted again
}

void TestFirstPaint::nothingForAWindowNeverPainted()
{
    int done = 0;
    {
        auto* window = new QWidget;
        afterFirstPaint(*window, [&] { ++done; });
        delete window;
    }
    QTest::qWait(50);
    QCOMPARE(done, 0);
}

QTEST_MAIN(TestFirstPaint)
#include "tst_firstpaint.moc"
