// SPDX-License-Identifier: GPL-3.0-or-later
// An idle game costs nothing: once a shot has landed and the computer has answered, the window
// (1366 × 900, mid-battle against the computer, animations on) receives no timer event and uses
// at most 1% of a core over 10 s, and the game takes at most 48 MiB of resident memory over what a
// plain window of the same size takes in the same process. Qt's own share differs by version (a
// plain window: 35 MiB with Qt 6.4, 44 MiB with 6.8), the game's does not (18 MiB over it with
// both; 22 MiB with Qt 6.4 since the deep sea and its ships' shadows, 24 MiB since the sea's light
// took a tile four times the size), so the bound is on the game's share.
#include "app/session/localgame.h"
#include "core/randomlayout.h"
#include "ui/battle/battleview.h"
#include "ui/board/boardview.h"
#include "ui/window/mainwindow.h"
#include "viewparts.h"

#include <QEventLoop>
#include <QFile>
#include <QLabel>
#include <QTest>
#include <QTimer>

#include <ctime>

using namespace seabattle;

namespace {

double processorSeconds()
{
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return double(now.tv_sec) + double(now.tv_nsec) / 1e9;
}

// VmRSS from /proc/self/status, in KiB; -1 where there is none.
long residentKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLong();
    return -1;
}

// What Qt itself takes here: a plain window as large as the game's, with a word on it, shown and
// painted (the platform plugin, fonts, the backing store); in KiB.
long plainWindowKiB()
{
    QWidget plain;
    plain.resize(1366, 900);
    QLabel word(QStringLiteral("Sea Battle"), &plain);
    plain.show();
    if (!QTest::qWaitForWindowExposed(&plain))
        return -1;
    QCoreApplication::processEvents();
    return residentKiB();
}

// Counts the timer events that reach anything but `own` (the test's own wake-up).
class TimerWatch : public QObject {
public:
    explicit TimerWatch(const QObject* own) : m_own(own) {}
    QStringList seen;

protected:
    bool eventFilter(QObject* receiver, QEvent* event) override
    {
        if (event->type() == QEvent::Timer && receiver != m_own)
            seen << QString::fromLatin1(receiver->metaObject()->className()) + u' ' + receiver->objectName();
        return false;
    }

private:
    const QObject* m_own;
};

} // namespace

class TestIdle : public QObject {
    Q_OBJECT

private slots:
    void idleGameUsesNothing();
};

void TestIdle::idleGameUsesNothing()
{
    const long plain = plainWindowKiB();
    QVERIFY(plain > 0);
    MainWindow window;
    window.resize(1366, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const Ruleset rules = Ruleset::standard();
    Rng rng(5);
    NewGameChoice choice{false, OpponentLevel::Hard, rules};
    choice.rules.firstShooter = FirstShooter::PlayerOne;
    LocalGame game(choice, *randomLayout(rules, rng), 17, window.battleView());
    window.showBattle();
    BattleView& battle = *window.battleView();
    for (const char* target : {"C3", "F6"}) {
        QVERIFY(QTest::qWaitFor([&] { return game.session().match().turn() == Player::One; }, 10000));
        const Coord c = *parseCoord(target);
        QTest::mouseClick(::enemyBoard(battle), Qt::LeftButton, {},
                          ::enemyBoard(battle)->cellRect(c).center());
    }
    QVERIFY(QTest::qWaitFor(
        [&] {
            return game.session().match().turn() == Player::One && !::enemyBoard(battle)->isAnimating() &&
                   !::ownBoard(battle)->isAnimating();
        },
        10000));
    ::enemyBoard(battle)->setFocus(); // where the player aims from: no text cursor blinking
    QCOMPARE(::enemyBoard(battle)->shots().shotsFired(), 2);

    QTimer wake;
    wake.setSingleShot(true);
    TimerWatch watch(&wake);
    qApp->installEventFilter(&watch);
    QEventLoop idle;
    connect(&wake, &QTimer::timeout, &idle, &QEventLoop::quit);
    const double start = processorSeconds();
    wake.start(10000);
    idle.exec();
    const double used = processorSeconds() - start;
    qApp->removeEventFilter(&watch);
    const long rss = residentKiB();
    qInfo("idle 10 s: %.1f ms of processor time (%.2f%% of a core), %lld timer events, resident %ld KiB, "
          "%ld KiB over a plain window's %ld KiB",
          used * 1e3, used * 10, qint64(watch.seen.size()), rss, rss - plain, plain);
    QVERIFY2(watch.seen.isEmpty(), qPrintable(watch.seen.join(QStringLiteral(", "))));
    QVERIFY2(used <= 0.1, qPrintable(QString::number(used)));
#ifndef SEABATTLE_SANITIZED
    QVERIFY2(rss > 0 && rss - plain <= 48 * 1024, qPrintable(QString::number(rss - plain)));
#endif
}

QTEST_MAIN(TestIdle)
#include "tst_idle.moc"
