// SPDX-License-Identifier: GPL-3.0-or-later
// A Salvo game's replay (issue 34): it steps by shot and by whole salvo (buttons with their
// names, Page Up and Page Down), says "Salvo 3 of 14, shot 2 of 4", and in review shows every
// shot of a salvo the odds its shooter faced when the salvo began. Other games keep their shot
// steps alone.
#include "coretestsupport.h"
#include "playedgame.h"
#include "viewparts.h"

#include "core/review/hitodds.h"
#include "core/salvospan.h"
#include "ui/board/boardview.h"
#include "ui/replay/replayreview.h"
#include "ui/replay/replayview.h"

#include <QPushButton>
#include <QTest>

using namespace seabattle;

namespace {

Ruleset standardSalvo()
{
    Ruleset rules = Ruleset::standard();
    rules.salvo = true;
    return rules;
}

} // namespace

class TestSalvoReplay : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void stepsBySalvoAndByShot();
    void salvoButtonsAreNamedAndStep();
    void otherGamesHaveNoSalvoSteps();
    void reviewShowsTheOddsOfTheSalvosStart();

private:
    MatchHistory m_game;
    std::vector<SalvoSpan> m_spans;
};

void TestSalvoReplay::initTestCase()
{
    m_game = testing::playedSalvoGame(standardSalvo(), 4, OpponentLevel::Hard, OpponentLevel::Medium);
    m_spans = salvoSpans(m_game.rules, outcomesOf(m_game));
    QVERIFY(m_spans.size() > 6);
    QCOMPARE(m_spans[0].fired, 6);
}

void TestSalvoReplay::stepsBySalvoAndByShot()
{
    ReplayView view;
    QVERIFY(view.setGame(m_game, QString()));
    const QString salvos = QString::number(m_spans.size());
    QCOMPARE(view.stepText(), QStringLiteral("Before the first of %1 salvos").arg(salvos));
    QTest::keyClick(&view, Qt::Key_PageDown); // the whole first salvo
    QCOMPARE(view.step(), m_spans[0].end());
    QCOMPARE(view.stepText(), QStringLiteral("Salvo 1 of %1, shot 6 of 6").arg(salvos));
    QTest::keyClick(&view, Qt::Key_Right); // one shot into the second
    QCOMPARE(view.step(), m_spans[0].end() + 1);
    QCOMPARE(view.stepText(),
             QStringLiteral("Salvo 2 of %1, shot 1 of %2").arg(salvos, QString::number(m_spans[1].fired)));
    QTest::keyClick(&view, Qt::Key_PageDown); // the rest of the second
    QCOMPARE(view.step(), m_spans[1].end());
    QTest::keyClick(&view, Qt::Key_PageDown);
    QCOMPARE(view.step(), m_spans[2].end());
    QTest::keyClick(&view, Qt::Key_Left);   // a shot back: the third salvo's last but one
    QTest::keyClick(&view, Qt::Key_PageUp); // back to the end of the second
    QCOMPARE(view.step(), m_spans[1].end());
    QTest::keyClick(&view, Qt::Key_PageUp);
    QTest::keyClick(&view, Qt::Key_PageUp);
    QCOMPARE(view.step(), 0);
    QTest::keyClick(&view, Qt::Key_End);
    QTest::keyClick(&view, Qt::Key_PageDown); // nothing after the last salvo
    QCOMPARE(view.step(), view.shotCount());
    QCOMPARE(
        view.stepText(),
        QStringLiteral("Salvo %1 of %1, shot %2 of %2").arg(salvos, QString::number(m_spans.back().fired)));
    QVERIFY(view.accessibleDescription().contains(QStringLiteral("Page Up and Page Down")));
}

void TestSalvoReplay::salvoButtonsAreNamedAndStep()
{
    ReplayView view;
    QVERIFY(view.setGame(m_game, QString()));
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto* previous = namedPart<QPushButton>(&view, "replayPreviousSalvo");
    auto* next = namedPart<QPushButton>(&view, "replayNextSalvo");
    QVERIFY(previous->isVisibleTo(&view) && next->isVisibleTo(&view));
    QCOMPARE(previous->accessibleName(), QStringLiteral("Previous salvo"));
    QCOMPARE(next->accessibleName(), QStringLiteral("Next salvo"));
    QVERIFY(!previous->isEnabled()); // nothing before the start
    QTest::mouseClick(next, Qt::LeftButton);
    QTest::mouseClick(next, Qt::LeftButton);
    QCOMPARE(view.step(), m_spans[1].end());
    QVERIFY(previous->isEnabled());
    QTest::mouseClick(previous, Qt::LeftButton);
    QCOMPARE(view.step(), m_spans[0].end());
    view.last();
    QVERIFY(!next->isEnabled());
}

void TestSalvoReplay::otherGamesHaveNoSalvoSteps()
{
    const MatchHistory game =
        testing::playedGame(Ruleset::standard(), 4, OpponentLevel::Hard, OpponentLevel::Medium);
    ReplayView view;
    QVERIFY(view.setGame(game, QString()));
    QVERIFY(!namedPart<QPushButton>(&view, "replayNextSalvo")->isVisibleTo(&view));
    QTest::keyClick(&view, Qt::Key_PageDown);
    QCOMPARE(view.step(), 0);
    QTest::keyClick(&view, Qt::Key_Right);
    QCOMPARE(view.stepText(), QStringLiteral("Shot 1 of %1").arg(game.shots.size()));
    QVERIFY(!view.accessibleDescription().contains(QStringLiteral("Page Up")));
    // Another game after a Salvo one: the salvo steps go.
    QVERIFY(view.setGame(m_game, QString()));
    QVERIFY(namedPart<QPushButton>(&view, "replayNextSalvo")->isVisibleTo(&view));
    QVERIFY(view.setGame(game, QString()));
    QVERIFY(!namedPart<QPushButton>(&view, "replayNextSalvo")->isVisibleTo(&view));
}

void TestSalvoReplay::reviewShowsTheOddsOfTheSalvosStart()
{
    const auto review = reviewShots(m_game.rules, outcomesOf(m_game));
    QVERIFY(review);
    ReplayView view;
    QVERIFY(view.setGame(m_game, QString()));
    QVERIFY(view.setReview(review));
    QTest::keyClick(&view, Qt::Key_H);
    const auto outcomes = outcomesOf(m_game);
    const SalvoSpan& third = m_spans[2];
    const HitOdds odds = hitOdds(chartBefore(outcomes, third.first, third.shooter), m_game.rules,
                                 positionSeed(review->seed, third.first));
    BoardView* firedAt = third.shooter == Player::One ? opponentBoard(view) : ownBoard(view);
    for (int step = third.first + 1; step <= third.end(); ++step) {
        view.goToStep(step);
        QVERIFY(firedAt->heatMap());
        QVERIFY(*firedAt->heatMap() == odds.chance);
        // The words judge the salvo whole, whichever of its shots is shown.
        QVERIFY2(view.reviewPanel()->shotText().contains(QStringLiteral("Salvo judged “")),
                 qPrintable(view.reviewPanel()->shotText()));
        QVERIFY(view.reviewPanel()->shotText().contains(QStringLiteral("hits expected")));
    }
}

QTEST_MAIN(TestSalvoReplay)
#include "tst_salvoreplay.moc"
