// SPDX-License-Identifier: GPL-3.0-or-later
// After the battle, in the real window: the game just over is reviewed while its banner says how
// far, then its summary; the review is kept with the game (replays and statistics, on disk) and
// "Review this game" opens it; an older game is reviewed when the replays ask; hints are off
// unless chosen, and a game with one is marked so everywhere, through a save and a resume.
#include "app/session/gameflow.h"
#include "core/match.h"
#include "ui/battle/battleview.h"
#include "ui/board/boardview.h"
#include "ui/placement/placementview.h"
#include "ui/replay/replayview.h"
#include "ui/replay/replaywindow.h"
#include "ui/window/mainwindow.h"
#include "uitestsupport.h"
#include "viewparts.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace seabattle;

namespace {

struct Desk {
    MainWindow window;
    GameFlow flow{window};
    Desk()
    {
        window.show();
        (void)QTest::qWaitForWindowExposed(&window);
    }
    bool startGame()
    {
        NewGameChoice choice{false, OpponentLevel::Hard, Ruleset::hasbro()};
        choice.rules.firstShooter = FirstShooter::PlayerOne;
        flow.start(choice);
        QTest::mouseClick(window.placementView()->randomButton(), Qt::LeftButton);
        QTest::mouseClick(window.placementView()->readyButton(), Qt::LeftButton);
        return flow.game() != nullptr;
    }
    bool yourTurn()
    {
        const Match& match = flow.game()->session().match();
        return QTest::qWaitFor([&] { return match.turn() == Player::One && !match.result(); }, 60000);
    }
    bool fire(int shots)
    {
        for (int c = 0, fired = 0; fired < shots; ++c) {
            if (!yourTurn())
                return false;
            if (flow.game()->session().match().view(Player::One).canFireAt(coordAt((c * 37) % kCellCount))) {
                emit window.battleView()->fireRequested(coordAt((c * 37) % kCellCount));
                ++fired;
            }
        }
        return yourTurn();
    }
    bool resign()
    {
        flow.game()->resign();
        return QTest::qWaitFor([&] { return flow.game()->session().match().result().has_value(); }, 10000);
    }
    QLabel* reviewLine() { return window.battleView()->findChild<QLabel*>(QStringLiteral("reviewLine")); }
    QPushButton* bannerButton(const char* name)
    {
        return window.battleView()->findChild<QPushButton*>(QLatin1String(name));
    }
};

QString archivePath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("games.json"));
}

} // namespace

class TestDebrief : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void theGameJustOverIsReviewedAndKept();
    void reviewThisGameOpensTheReplay();
    void anOlderGameIsReviewedOnDemand();
    void hintsAreOffUnlessChosen();
    void aHintedGameIsMarkedThroughSaveAndResume();

private:
    QTemporaryDir m_settings;
};

void TestDebrief::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
}

void TestDebrief::init()
{
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    QSettings().clear();
    QSettings().setValue(QStringLiteral("view/pace"), 0);
}

void TestDebrief::theGameJustOverIsReviewedAndKept()
{
    Desk desk;
    QVERIFY(desk.startGame());
    QVERIFY(desk.fire(12));
    QVERIFY(desk.resign());
    // The banner says the review's progress, then its summary.
    QTRY_VERIFY_WITH_TIMEOUT(desk.reviewLine()->text().contains(QLatin1String("Shot quality")), 20000);
    QVERIFY(desk.bannerButton("reviewButton")->isEnabled());
    const FinishedGame& kept = desk.flow.archive().games().front();
    QVERIFY(kept.review);
    QCOMPARE(*kept.review, *reviewShots(kept.history->rules, outcomesOf(*kept.history)));
    QVERIFY(desk.reviewLine()->text().contains(QString::number(kept.review->of(Player::One).quality)));
    const auto& results = desk.flow.statistics().record("hard").results;
    QCOMPARE(results.back().quality, std::optional(kept.review->of(Player::One).quality));
    QCOMPARE(results.back().luck, std::optional(kept.review->of(Player::One).luck));
    // On disk for the next start.
    Desk later;
    QVERIFY(later.flow.archive().games().front().review);
    QCOMPARE(*later.flow.archive().games().front().review, *kept.review);
    QCOMPARE(later.flow.statistics().record("hard").results.back().quality, results.back().quality);
}

void TestDebrief::reviewThisGameOpensTheReplay()
{
    Desk desk;
    QVERIFY(desk.startGame());
    QVERIFY(desk.fire(6));
    QVERIFY(desk.resign());
    QTRY_VERIFY_WITH_TIMEOUT(desk.bannerButton("reviewButton")->isEnabled(), 20000);
    QTest::mouseClick(desk.bannerButton("reviewButton"), Qt::LeftButton);
    auto* replays = desk.window.findChild<ReplayWindow*>();
    QVERIFY(replays);
    QTRY_VERIFY(replays->isVisible());
    QCOMPARE(replays->currentGame(), 0);
    QVERIFY(replays->replayView()->review());
    QCOMPARE(*replays->replayView()->review(), *desk.flow.archive().games().front().review);
}

// A game kept before reviews existed: no review in the file, reviewed once asked, then kept.
void TestDebrief::anOlderGameIsReviewedOnDemand()
{
    {
        Desk desk;
        QVERIFY(desk.startGame());
        QVERIFY(desk.fire(6));
        QVERIFY(desk.resign());
        QTRY_VERIFY_WITH_TIMEOUT(desk.flow.archive().games().front().review.has_value(), 20000);
    }
    QFile file(archivePath());
    QVERIFY(file.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    file.close();
    QJsonArray games = root.value(QStringLiteral("games")).toArray();
    QJsonObject game = games.at(0).toObject();
    QVERIFY(game.contains(QStringLiteral("review")));
    game.remove(QStringLiteral("review"));
    games[0] = game;
    root.insert(QStringLiteral("games"), games);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QVERIFY(file.write(QJsonDocument(root).toJson()) > 0);
    file.close();

    Desk desk;
    QVERIFY(!desk.flow.archive().games().front().review);
    emit desk.window.replaysRequested();
    auto* replays = desk.window.findChild<ReplayWindow*>();
    QVERIFY(replays);
    replays->showGame(0);
    auto* review = replays->findChild<QPushButton*>(QStringLiteral("reviewButton"));
    QVERIFY(review && review->isEnabled());
    QTest::mouseClick(review, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(replays->replayView()->review().has_value(), 20000);
    QVERIFY(desk.flow.archive().games().front().review);
    Desk later;
    QVERIFY(later.flow.archive().games().front().review);
}

void TestDebrief::hintsAreOffUnlessChosen()
{
    Desk desk;
    QVERIFY(!desk.window.hintsAction()->isChecked());
    QVERIFY(desk.startGame());
    QVERIFY(desk.yourTurn());
    QVERIFY(!desk.bannerButton("hintButton")->isVisible());
    desk.window.hintsAction()->setChecked(true);
    QVERIFY(desk.bannerButton("hintButton")->isVisible());
    QVERIFY(QSettings().value(QStringLiteral("view/hints")).toBool());
    desk.window.hintsAction()->setChecked(false);
    QVERIFY(!desk.bannerButton("hintButton")->isVisible());
}

void TestDebrief::aHintedGameIsMarkedThroughSaveAndResume()
{
    QSettings().setValue(QStringLiteral("view/hints"), true);
    {
        Desk desk;
        QVERIFY(desk.startGame());
        QVERIFY(desk.fire(3));
        BoardView* enemy = enemyBoard(*desk.window.battleView());
        QVERIFY(!enemy->heatMap());
        QTest::mouseClick(desk.bannerButton("hintButton"), Qt::LeftButton);
        QTRY_VERIFY(enemy->heatMap().has_value());
        // The odds shown are those of the position, as the review will see them.
        const Match& match = desk.flow.game()->session().match();
        const HitOdds odds = hitOdds(match.view(Player::One), match.rules(),
                                     positionSeed(kReviewSeed, int(match.history().shots.size())));
        QCOMPARE(*enemy->heatMap(), odds.chance);
        QVERIFY(desk.flow.game()->hinted());
        QVERIFY(desk.fire(1));
        QVERIFY(!enemy->heatMap()); // gone with the next shot
    }
    // Left mid-game: the save keeps the mark, and the resumed game has it.
    Desk desk;
    QString asked;
    answerMessageBox(QMessageBox::Yes, &asked);
    QVERIFY(desk.flow.offerResume());
    QVERIFY(desk.flow.game());
    QVERIFY(desk.flow.game()->hinted());
    QVERIFY(desk.yourTurn());
    QVERIFY(desk.resign());
    QVERIFY(desk.flow.archive().games().front().hinted);
    const OpponentRecord& hard = desk.flow.statistics().record("hard");
    QCOMPARE(hard.hintedGames, std::int64_t(1));
    QVERIFY(hard.results.back().hinted);
    QVERIFY(!hard.best); // never a record
}

QTEST_MAIN(TestDebrief)
#include "tst_debrief.moc"
