// SPDX-License-Identifier: GPL-3.0-or-later
// The review worked out off the window's thread: the same review as core's, progress after
// every shot, the event loop free meanwhile, and a task deleted midway stops without a word.
#include "app/review/reviewtask.h"
#include "playedgame.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace seabattle;

namespace {

std::vector<ShotOutcome> hardGame(const Ruleset& rules, std::uint64_t seed)
{
    return outcomesOf(testing::playedGame(rules, seed, OpponentLevel::Hard, OpponentLevel::Hard));
}

} // namespace

class TestReviewTask : public QObject {
    Q_OBJECT

private slots:
    void reviewsAsCoreDoes();
    void theWindowStaysLive();
    void deletedMidwayItStops();
};

void TestReviewTask::reviewsAsCoreDoes()
{
    const Ruleset rules = Ruleset::classic();
    const auto outcomes = hardGame(rules, 4);
    ReviewTask task(rules, outcomes);
    QSignalSpy progress(&task, &ReviewTask::progressed);
    QSignalSpy done(&task, &ReviewTask::reviewed);
    QVERIFY(done.wait(10000));
    const auto review = done.takeFirst().at(0).value<GameReview>();
    QCOMPARE(review, *reviewShots(rules, outcomes));
    QVERIFY(!progress.isEmpty());
    QCOMPARE(progress.last().at(0).toInt(), int(outcomes.size()));
    QCOMPARE(progress.last().at(1).toInt(), int(outcomes.size()));
    QVERIFY(!task.isRunning());
}

// While the review works, a timer of the window's thread still fires at once, again and again.
void TestReviewTask::theWindowStaysLive()
{
    const Ruleset rules = Ruleset::hasbro();
    ReviewTask task(rules, hardGame(rules, 9));
    QSignalSpy done(&task, &ReviewTask::reviewed);
    qint64 longest = 0;
    QElapsedTimer since;
    since.start();
    QTimer tick;
    tick.setInterval(5);
    connect(&tick, &QTimer::timeout, this, [&] { longest = std::max(longest, since.restart()); });
    tick.start();
    QVERIFY(done.wait(10000));
    tick.stop();
    qInfo("longest gap between two ticks while reviewing: %lld ms", longest);
    QVERIFY(longest < 100);
}

void TestReviewTask::deletedMidwayItStops()
{
    const Ruleset rules = Ruleset::classic();
    auto* task = new ReviewTask(rules, hardGame(rules, 2));
    QSignalSpy done(task, &ReviewTask::reviewed);
    QElapsedTimer clock;
    clock.start();
    delete task;
    qInfo("stopped in %lld ms", clock.elapsed());
    QVERIFY(clock.elapsed() < 200);
    QTest::qWait(50);
    QCOMPARE(done.count(), 0);
}

QTEST_GUILESS_MAIN(TestReviewTask)
#include "tst_reviewtask.moc"
