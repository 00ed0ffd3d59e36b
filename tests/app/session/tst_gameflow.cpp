// SPDX-License-Identifier: GPL-3.0-or-later
// Nothing lost, in the real window: a game against the computer is saved after every shot and
// offered back at the next start exactly where it stood; a damaged save is set aside with one
// message; a finished game goes into the statistics and the replays, and its save is gone.
#include "app/lanstart/accountname.h"
#include "app/session/gameflow.h"
#include "app/storage/settings.h"
#include "core/ai/fleethabits.h"
#include "core/match.h"
#include "ui/battle/battleview.h"
#include "ui/board/boardview.h"
#include "ui/placement/placementview.h"
#include "ui/welcome/welcomeview.h"
#include "ui/window/mainwindow.h"
#include "uitestsupport.h"
#include "viewparts.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolBar>

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
    // Starts a game against the computer (Hard unless said) with a random fleet; the person fires
    // first.
    bool startGame(const Ruleset& preset, OpponentLevel level = OpponentLevel::Hard)
    {
        NewGameChoice choice{false, level, preset};
        choice.rules.firstShooter = FirstShooter::PlayerOne;
        flow.start(choice);
        QTest::mouseClick(window.placementView()->randomButton(), Qt::LeftButton);
        QTest::mouseClick(window.placementView()->readyButton(), Qt::LeftButton);
        return flow.game() != nullptr;
    }
    bool fire(int shots)
    {
        for (int c = 0, fired = 0; fired < shots; ++c) {
            const Match& match = flow.game()->session().match();
            // Generous: a computer with shoot-again may fire many times, slower under sanitizers.
            if (!QTest::qWaitFor([&] { return match.turn() == Player::One || match.result(); }, 60000) ||
                match.result())
                return false;
            if (match.view(Player::One).canFireAt(coordAt((c * 37) % kCellCount))) {
                emit window.battleView()->fireRequested(coordAt((c * 37) % kCellCount));
                ++fired;
            }
        }
        return QTest::qWaitFor([&] { return !flow.game()->session().isComputerThinking(); }, 60000);
    }
};

// A game against Hard left after two shots, as a player closing the window leaves it: saved for
// the next start. `left`, when given, gets the match as it was.
bool leaveASavedGame(Match* left = nullptr)
{
    Desk desk;
    if (!desk.startGame(Ruleset::standard()) || !desk.fire(2))
        return false;
    if (left)
        *left = desk.flow.game()->session().match();
    return QFile::exists(desk.flow.saves().path());
}

} // namespace

class TestGameFlow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void aGameIsSavedAndResumed();
    void declinedResumeSetsTheSaveAside();
    void declinedTwiceMeansResume();
    void aDamagedSaveIsSetAsideWithOneMessage();
    void aFinishedGameIsRecordedAndItsSaveGone();
    void aFirstStartShowsTheWelcomePage();
    void playReachesABattleInOneClick();
    void placeYourFleetAgainstTheLevelChosen();
    void playStartsAgainstTheLevelChosen_data();
    void playStartsAgainstTheLevelChosen();
    void theLevelsLineFollowsTheChoice();
    void theNetworkEntryOffersHostAndJoin();
    void aSavedGameIsOfferedToContinue();
    void startingAnewAsksOnceThenSetsTheSaveAside();
    void keepingTheSaveStartsNothing();
    void aLanPlayerIsCalledByTheAccountsName();
    void theComputerLearnsFromFinishedGamesOnly();

private:
    QTemporaryDir m_settings;
};

void TestGameFlow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    qRegisterMetaType<ShotOutcome>();
}

void TestGameFlow::init()
{
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    QSettings().setValue(QStringLiteral("view/pace"), 200); // the quickest computer the menu offers
}

void TestGameFlow::aGameIsSavedAndResumed()
{
    Match before(Ruleset::standard(), Player::One);
    QString savePath;
    {
        Desk desk;
        QVERIFY(desk.startGame(Ruleset::classic()));
        QVERIFY(desk.fire(6));
        before = desk.flow.game()->session().match();
        savePath = desk.flow.saves().path();
        QVERIFY(QFile::exists(savePath));
    } // the window closes (or the machine stops): the save stays

    Desk desk; // the next start
    QString asked;
    answerMessageBox(QMessageBox::Yes, &asked);
    QVERIFY(desk.flow.offerResume());
    QVERIFY2(asked.contains(QStringLiteral("Resume the game")), qPrintable(asked));
    QVERIFY(desk.flow.game());
    QVERIFY(desk.flow.game()->session().match() == before);
    QCOMPARE(desk.flow.game()->session().level(), OpponentLevel::Hard);
    QCOMPARE(desk.window.currentPage(), QStringLiteral("battle"));
    // The last shot is highlighted and said again, as when the game was left.
    const Shot last = before.history().shots.back();
    BoardView* board = last.shooter == Player::One ? ::enemyBoard(desk.window.battleView())
                                                   : ::ownBoard(desk.window.battleView());
    QCOMPARE(board->lastShot(), std::optional(last.target));
    QVERIFY2(desk.window.battleView()->message().contains(QString::fromStdString(formatCoord(last.target))),
             qPrintable(desk.window.battleView()->message()));
    QVERIFY(desk.fire(2)); // and it goes on
}

// "No" to resuming asks once more; "Yes, start without it" puts the save aside, renamed, whole.
void TestGameFlow::declinedResumeSetsTheSaveAside()
{
    QVERIFY(leaveASavedGame());
    QByteArray saved;
    {
        Desk desk;
        QFile file(desk.flow.saves().path());
        QVERIFY(file.open(QIODevice::ReadOnly));
        saved = file.readAll();
    }
    Desk desk;
    QStringList asked;
    answerMessageBoxes({QMessageBox::No, QMessageBox::Yes}, &asked);
    QVERIFY(!desk.flow.offerResume());
    QCOMPARE(asked.size(), 2);
    QVERIFY2(asked[1].contains(QStringLiteral("not deleted")), qPrintable(asked[1]));
    QVERIFY(!QFile::exists(desk.flow.saves().path()));
    QVERIFY(!desk.flow.game());
    const QFileInfo slot(desk.flow.saves().path());
    const QStringList aside =
        slot.dir().entryList({slot.fileName() + QStringLiteral(".declined-*")}, QDir::Files);
    QCOMPARE(aside.size(), 1);
    QFile kept(slot.dir().filePath(aside.front()));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), saved);
    QVERIFY2(desk.window.statusBar()->currentMessage().contains(aside.front()),
             qPrintable(desk.window.statusBar()->currentMessage()));
}

// "No", then "No" again: the player changed their mind, and the game resumes.
void TestGameFlow::declinedTwiceMeansResume()
{
    QVERIFY(leaveASavedGame());
    Desk desk;
    QStringList asked;
    answerMessageBoxes({QMessageBox::No, QMessageBox::No}, &asked);
    QVERIFY(desk.flow.offerResume());
    QCOMPARE(asked.size(), 2);
    QVERIFY(desk.flow.game());
    QVERIFY(QFile::exists(desk.flow.saves().path()));
    QCOMPARE(desk.window.currentPage(), QStringLiteral("battle"));
}

void TestGameFlow::aDamagedSaveIsSetAsideWithOneMessage()
{
    QString path;
    {
        Desk desk;
        path = desk.flow.saves().path();
    }
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"format\": \"seabattle-save\", \"version\": 1, \"lev");
    file.close();
    Desk desk;
    QString said;
    answerMessageBox(QMessageBox::Ok, &said);
    QVERIFY(!desk.flow.offerResume());
    QVERIFY2(said.contains(QStringLiteral("could not be read")) && said.contains(QStringLiteral(".damaged-")),
             qPrintable(said));
    QVERIFY(!QFile::exists(path));
    const QStringList aside =
        QFileInfo(path).absoluteDir().entryList({QFileInfo(path).fileName() + QStringLiteral(".damaged-*")});
    QCOMPARE(aside.size(), 1);
    QVERIFY(!desk.flow.offerResume()); // said once
}

void TestGameFlow::aFinishedGameIsRecordedAndItsSaveGone()
{
    Desk desk;
    QVERIFY(desk.startGame(Ruleset::hasbro()));
    QVERIFY(desk.fire(5));
    QVERIFY(QFile::exists(desk.flow.saves().path()));
    desk.flow.game()->resign();
    QTRY_VERIFY(desk.flow.game()->session().match().result().has_value());
    QVERIFY(!QFile::exists(desk.flow.saves().path()));
    const OpponentRecord& hard = desk.flow.statistics().record("hard");
    QCOMPARE(hard.games(), 1);
    QCOMPARE(hard.losses, 1);
    QCOMPARE(desk.flow.archive().games().size(), std::size_t(1));
    QVERIFY(desk.flow.archive().games().front().history.has_value());
    QCOMPARE(desk.flow.archive().games().front().shots, 5);
    // Both are on disk for the next start.
    Desk later;
    QCOMPARE(later.flow.statistics().record("hard").games(), 1);
    QCOMPARE(later.flow.archive().games().size(), std::size_t(1));
}

// No question at a first start: the welcome page, with nothing to continue.
void TestGameFlow::aFirstStartShowsTheWelcomePage()
{
    Desk desk;
    QString asked;
    answerMessageBox(QMessageBox::Yes, &asked, 5);
    desk.flow.launch({});
    QTest::qWait(150);
    QVERIFY2(asked.isEmpty(), qPrintable(asked));
    QCOMPARE(desk.window.currentPage(), QStringLiteral("welcome"));
    WelcomeView* welcome = desk.window.welcomeView();
    QVERIFY(welcome->playButton()->isVisible());
    QVERIFY(welcome->playButton()->isDefault());
    QVERIFY(!welcome->continueButton()->isVisible());
    for (QPushButton* button : welcome->findChildren<QPushButton*>()) {
        QVERIFY2(button->text().contains(u'&'), qPrintable(button->text())); // a mnemonic each
        QVERIFY2(!button->toolTip().isEmpty(), qPrintable(button->text()));
    }
    QVERIFY(!welcome->levelButton(OpponentLevel::Admiral)->accessibleDescription().isEmpty());
}

// Play: the last rules and opponent, a fleet placed at random, and the battle, in one click.
void TestGameFlow::playReachesABattleInOneClick()
{
    Desk desk;
    desk.flow.launch({});
    QTest::mouseClick(desk.window.welcomeView()->playButton(), Qt::LeftButton);
    QCOMPARE(desk.window.currentPage(), QStringLiteral("battle"));
    QVERIFY(desk.flow.game());
    const Match& match = desk.flow.game()->session().match();
    QCOMPARE(match.phase(), MatchPhase::Battle);
    QVERIFY(match.fleet(Player::One).has_value());
    QVERIFY(!desk.flow.game()->session().isWatching());
    // The focus on Enemy waters: the arrows and Enter fire at once.
    QTRY_VERIFY2(::enemyBoard(desk.window.battleView())->hasFocus(),
                 qPrintable(QApplication::focusWidget() ? QApplication::focusWidget()->objectName()
                                                        : QStringLiteral("none")));
    QVERIFY(desk.fire(1)); // and it plays
}

// Place your fleet: the computer checked, the fleet placed by hand first, then the battle.
void TestGameFlow::placeYourFleetAgainstTheLevelChosen()
{
    Desk desk;
    desk.flow.launch({});
    WelcomeView* welcome = desk.window.welcomeView();
    QTest::mouseClick(welcome->levelButton(OpponentLevel::Hard), Qt::LeftButton);
    QTest::mouseClick(welcome->placeButton(), Qt::LeftButton);
    QCOMPARE(desk.window.currentPage(), QStringLiteral("placement"));
    QVERIFY(!desk.flow.game()); // nothing is played until the fleet is in
    // Who the fleet will meet, beside the title.
    QVERIFY(desk.window.placementView()
                ->findChild<QLabel*>(QStringLiteral("placementAgainst"))
                ->text()
                .contains(QStringLiteral("against the computer (Hard)")));
    QVERIFY(!desk.window.placementView()->readyButton()->isEnabled());
    QTest::mouseClick(desk.window.placementView()->randomButton(), Qt::LeftButton);
    QTest::mouseClick(desk.window.placementView()->readyButton(), Qt::LeftButton);
    QCOMPARE(desk.window.currentPage(), QStringLiteral("battle"));
    QVERIFY(desk.flow.game());
    QCOMPARE(desk.flow.game()->session().level(), OpponentLevel::Hard);
    QCOMPARE(desk.flow.game()->session().match().phase(), MatchPhase::Battle);
}

void TestGameFlow::playStartsAgainstTheLevelChosen_data()
{
    QTest::addColumn<OpponentLevel>("level");
    for (OpponentLevel level : kOpponentLevels)
        QTest::newRow(keyOf(level).data()) << level;
}

// A computer checked in the row, then Play: the battle is against that one, the row shows it
// checked alone, and the next start remembers it.
void TestGameFlow::playStartsAgainstTheLevelChosen()
{
    QFETCH(OpponentLevel, level);
    // Another level than the one to choose, remembered from before: the choice must change it.
    const OpponentLevel before =
        level == OpponentLevel::Medium ? OpponentLevel::Admiral : OpponentLevel::Medium;
    Settings().setNewGameChoice(NewGameChoice{false, before, Ruleset::classic()});
    {
        Desk desk;
        desk.flow.launch({});
        WelcomeView* welcome = desk.window.welcomeView();
        QVERIFY(welcome->levelButton(before)->isChecked());
        QTest::mouseClick(welcome->levelButton(level), Qt::LeftButton);
        QCOMPARE(desk.window.currentPage(), QStringLiteral("welcome")); // nothing starts yet
        for (OpponentLevel other : kOpponentLevels)
            QCOMPARE(welcome->levelButton(other)->isChecked(), other == level);
        QTest::mouseClick(welcome->playButton(), Qt::LeftButton);
        QCOMPARE(desk.window.currentPage(), QStringLiteral("battle"));
        QVERIFY(desk.flow.game());
        QCOMPARE(desk.flow.game()->session().level(), level);
        QCOMPARE(desk.flow.game()->choice().rules.preset, Preset::Classic); // the rules shown
        QVERIFY(!desk.flow.game()->session().isWatching());
    }
    Desk later;
    later.flow.launch({});
    QVERIFY(later.window.welcomeView()->levelButton(level)->isChecked());
}

// The line under the row says how the checked computer plays, and only that one.
void TestGameFlow::theLevelsLineFollowsTheChoice()
{
    Desk desk;
    desk.flow.launch({});
    WelcomeView* welcome = desk.window.welcomeView();
    QStringList lines;
    for (OpponentLevel level : kOpponentLevels) {
        QTest::mouseClick(welcome->levelButton(level), Qt::LeftButton);
        const QString line = welcome->levelLine()->text();
        QVERIFY(!line.isEmpty());
        // The level's own description, the one its button gives a screen reader.
        QCOMPARE(line, welcome->levelButton(level)->accessibleDescription());
        lines << line;
    }
    lines.removeDuplicates();
    QCOMPARE(lines.size(), int(kOpponentLevels.size()));
    // Set from outside (the flow's remembered choice), the line follows too.
    welcome->setLevel(OpponentLevel::Easy);
    QCOMPARE(welcome->levelLine()->text(), lines.front());
}

// The network offered once on the page: one button whose menu hosts or joins, the window's own
// actions; the tool bar, which offers them again, is not shown there.
void TestGameFlow::theNetworkEntryOffersHostAndJoin()
{
    Desk desk;
    desk.flow.launch({});
    QPushButton* network = desk.window.welcomeView()->networkButton();
    QVERIFY(network->isVisible());
    QVERIFY(network->isEnabled());
    QVERIFY(network->text().contains(u'&'));
    QVERIFY(!network->toolTip().isEmpty());
    QVERIFY(network->menu());
    QCOMPARE(network->menu()->actions(),
             (QList<QAction*>{desk.window.hostAction(), desk.window.joinAction()}));
    QSignalSpy host(&desk.window, &MainWindow::hostRequested);
    QSignalSpy join(&desk.window, &MainWindow::joinRequested);
    // The flow would open the host's dialog: the window's signal is what the button is for.
    disconnect(&desk.window, &MainWindow::hostRequested, &desk.flow, nullptr);
    disconnect(&desk.window, &MainWindow::joinRequested, &desk.flow, nullptr);
    network->menu()->actions().at(0)->trigger();
    network->menu()->actions().at(1)->trigger();
    QCOMPARE(host.size(), 1);
    QCOMPARE(join.size(), 1);
    auto* toolBar = desk.window.findChild<QToolBar*>(QStringLiteral("gameToolBar"));
    QVERIFY(toolBar);
    QVERIFY(!toolBar->isVisible());
    QVERIFY(desk.startGame(Ruleset::standard()));
    QVERIFY(toolBar->isVisible()); // in a game, the way out
}

// A game saved last time: Continue on the welcome page (no question), and it goes on.
void TestGameFlow::aSavedGameIsOfferedToContinue()
{
    Match before(Ruleset::standard(), Player::One);
    QVERIFY(leaveASavedGame(&before));
    Desk desk;
    QString asked;
    answerMessageBox(QMessageBox::Yes, &asked, 5);
    desk.flow.launch({});
    QTest::qWait(150);
    QVERIFY2(asked.isEmpty(), qPrintable(asked));
    WelcomeView* welcome = desk.window.welcomeView();
    QVERIFY(welcome->continueButton()->isVisible());
    QVERIFY(welcome->continueButton()->isDefault());
    QTest::mouseClick(welcome->continueButton(), Qt::LeftButton);
    QCOMPARE(desk.window.currentPage(), QStringLiteral("battle"));
    QVERIFY(desk.flow.game()->session().match() == before);
    QVERIFY(!welcome->continueButton()->isVisible()); // taken
}

// Something new while a game is offered: asked once; yes, and the save goes aside, whole.
void TestGameFlow::startingAnewAsksOnceThenSetsTheSaveAside()
{
    QVERIFY(leaveASavedGame());
    Desk desk;
    desk.flow.launch({});
    QStringList asked;
    answerMessageBoxes({QMessageBox::Yes}, &asked);
    QTest::mouseClick(desk.window.welcomeView()->levelButton(OpponentLevel::Easy), Qt::LeftButton);
    QVERIFY(asked.isEmpty()); // choosing a computer starts nothing, so asks nothing
    QTest::mouseClick(desk.window.welcomeView()->playButton(), Qt::LeftButton);
    QCOMPARE(asked.size(), 1);
    QCOMPARE(desk.window.currentPage(), QStringLiteral("battle"));
    QCOMPARE(desk.flow.game()->session().level(), OpponentLevel::Easy); // the save left was Hard's
    const QFileInfo slot(desk.flow.saves().path());
    QCOMPARE(slot.dir().entryList({slot.fileName() + QStringLiteral(".declined-*")}, QDir::Files).size(), 1);
    QVERIFY(!desk.window.welcomeView()->continueButton()->isVisible());
}

// No: nothing starts, the save stays where it is, still offered.
void TestGameFlow::keepingTheSaveStartsNothing()
{
    QVERIFY(leaveASavedGame());
    Desk desk;
    desk.flow.launch({});
    QStringList asked;
    answerMessageBoxes({QMessageBox::No}, &asked);
    QTest::mouseClick(desk.window.welcomeView()->playButton(), Qt::LeftButton);
    QCOMPARE(asked.size(), 1);
    QCOMPARE(desk.window.currentPage(), QStringLiteral("welcome"));
    QVERIFY(!desk.flow.game());
    QVERIFY(QFile::exists(desk.flow.saves().path()));
    QVERIFY(desk.window.welcomeView()->continueButton()->isVisible());
}

// Not "Player": a LAN player is called as their account is, until they type another name.
void TestGameFlow::aLanPlayerIsCalledByTheAccountsName()
{
    Desk desk;
    QSettings().remove(QStringLiteral("lan/name"));
    QVERIFY(!accountName().isEmpty());
    QCOMPARE(desk.flow.playerName(), accountName());
    QVERIFY(desk.flow.playerName() != QStringLiteral("Player"));
    QSettings().setValue(QStringLiteral("lan/name"), QStringLiteral("Anaïs"));
    QCOMPARE(desk.flow.playerName(), QStringLiteral("Anaïs"));
    QSettings().remove(QStringLiteral("lan/name"));
}

// What the Admiral learns of the person's habits comes from the fleets of the games already over
// in this window, with the same fleet: never from the game being played.
void TestGameFlow::theComputerLearnsFromFinishedGamesOnly()
{
    Desk desk;
    const Ruleset hasbro = Ruleset::hasbro();
    QVERIFY(desk.startGame(hasbro, OpponentLevel::Admiral));
    QCOMPARE(desk.flow.game()->session().enemyHabits().fleets, 0); // nothing finished yet
    const FleetLayout first = *desk.flow.game()->session().match().fleet(Player::One);
    desk.flow.game()->resign();
    QTRY_VERIFY(desk.flow.game()->session().match().result().has_value());

    QVERIFY(desk.startGame(hasbro, OpponentLevel::Admiral));
    const ComputerSession& second = desk.flow.game()->session();
    QCOMPARE(second.enemyHabits(), learnHabits(second.match().rules(), {first}));
    QVERIFY(*second.match().fleet(Player::One) != first); // the fleet now fired at is not in it
    desk.flow.game()->resign();
    QTRY_VERIFY(desk.flow.game()->session().match().result().has_value());
    QVERIFY(desk.startGame(hasbro, OpponentLevel::Admiral));
    QCOMPARE(desk.flow.game()->session().enemyHabits().fleets, 2);
    desk.flow.game()->resign();
    QTRY_VERIFY(desk.flow.game()->session().match().result().has_value());

    // Only the Admiral is given them (the other levels do not use them).
    QVERIFY(desk.startGame(hasbro, OpponentLevel::Hard));
    QCOMPARE(desk.flow.game()->session().enemyHabits().fleets, 0);
    desk.flow.game()->resign();
    QTRY_VERIFY(desk.flow.game()->session().match().result().has_value());

    // Another fleet, other habits: nothing learned yet for it.
    QVERIFY(desk.startGame(Ruleset::classic(), OpponentLevel::Admiral));
    QCOMPARE(desk.flow.game()->session().enemyHabits().fleets, 0);
}

QTEST_MAIN(TestGameFlow)
#include "tst_gameflow.moc"
