// SPDX-License-Identifier: GPL-3.0-or-later
// A LAN match as a player sees it, in the real main window: hosting (the lobby, a busy port),
// the guest's rules offer, placing, firing, chat shown as plain text, the peer leaving and the
// win claimed, a rematch, and a guest declining. The other side is a LanSession in the same
// process, over 127.0.0.1 only.
#include "endingsupport.h"
#include "lantestsupport.h"
#include "uitestsupport.h"
#include "viewparts.h"

#include "app/net/beacon.h"
#include "app/net/lancomputer.h"
#include "app/session/gameflow.h"
#include "ui/battle/battleview.h"
#include "ui/battle/chatview.h"
#include "ui/battle/gameoverbanner.h"
#include "ui/board/boardview.h"
#include "ui/lobby/lobbyview.h"
#include "ui/placement/placementview.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTimer>
#include <QUdpSocket>

using namespace seabattle;
using net::LanSession;
using State = LanSession::State;

namespace {

// The window of the person at the keyboard, with LAN settings fit for a test.
struct Desk {
    MainWindow window;
    GameFlow flow{window};

    Desk()
    {
        window.show();
        (void)QTest::qWaitForWindowExposed(&window);
    }
    LanSession* session() { return flow.lanGame() ? &flow.lanGame()->session() : nullptr; }
    BattleView* battle() { return window.battleView(); }
    // Lays a random fleet and says Ready.
    bool placeAndReady()
    {
        if (window.currentPage() != QLatin1String("placement"))
            return false;
        QTest::mouseClick(window.placementView()->randomButton(), Qt::LeftButton);
        if (!window.placementView()->readyButton()->isEnabled())
            return false;
        QTest::mouseClick(window.placementView()->readyButton(), Qt::LeftButton);
        return true;
    }
    // Fires at the first cell that may be fired at, as a click on the enemy board would.
    bool fireSomewhere()
    {
        const PeerMatch* match = session() ? session()->match() : nullptr;
        if (!match || match->turn() != Player::One || match->pendingShot())
            return false;
        BattleView* view = battle();
        for (int i = 0; i < kCellCount; ++i)
            if (match->view(Player::One).canFireAt(coordAt(i))) {
                emit view->fireRequested(coordAt(i));
                return true;
            }
        return false;
    }
    // Fires whenever it is our turn until the match is over (or `limit` ms pass).
    bool playToTheEnd(int limit = 20000)
    {
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < limit) {
            if (session()->state() == State::Over)
                return true;
            fireSomewhere();
            QTest::qWait(2);
        }
        return false;
    }
};

} // namespace

class TestLanGame : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void hostPlaysAWholeMatchWithChat();
    void hostPlaysASalvoMatchByTheBoard();
    void peerLeavesAndTheWinIsClaimed();
    void rematchWithTheSameGuest();
    void guestReadsTheOfferAndDeclines();
    void guestJoinsAndPlays();
    void busyPortIsReportedAndAnotherOffered();
    void unreachableHostIsReported();
    void hostIsAnnouncedOnLoopback();

private:
    QTemporaryDir m_settingsDir;
};

void TestLanGame::initTestCase()
{
    QVERIFY(m_settingsDir.isValid());
    QStandardPaths::setTestModeEnabled(true); // statistics, replays, layouts: never the player's own
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
}

void TestLanGame::init()
{
    QSettings settings;
    settings.clear();
    settings.setValue(QStringLiteral("lan/listenAddress"), QStringLiteral("127.0.0.1")); // loopback only
    settings.setValue(QStringLiteral("lan/name"), QStringLiteral("Anaïs"));
    settings.setValue(QStringLiteral("lan/heartbeatMs"), 50);
    settings.setValue(QStringLiteral("lan/timeoutMs"), 400);
    settings.setValue(QStringLiteral("lan/graceMs"), 300);
    settings.setValue(QStringLiteral("lan/revealMs"), 800);
    settings.setValue(QStringLiteral("lan/retryMs"), 100);
    settings.setValue(QStringLiteral("lan/discoveryPort"), 0); // no beacon listener needed here
    settings.sync();
}

void TestLanGame::hostPlaysAWholeMatchWithChat()
{
    Desk desk;
    QVERIFY(desk.flow.hostGame(0));
    QCOMPARE(desk.window.currentPage(), QStringLiteral("lobby"));
    QCOMPARE(desk.session()->state(), State::Listening);
    QVERIFY(desk.window.lobbyView()->title().contains(QStringLiteral("Waiting")));
    for (const QString& a : desk.window.lobbyView()->addresses()) // what a friend may type: never loopback
        QVERIFY2(!a.startsWith(QStringLiteral("127.")) && !a.startsWith(QStringLiteral("[::1]")),
                 qPrintable(a));

    LanSession guest(LanSession::Role::Guest, QStringLiteral("Bea"), fastTimings());
    net::LanComputer computer(guest, OpponentLevel::Easy, 7);
    guest.join(QStringLiteral("127.0.0.1"), desk.session()->port());
    QTRY_COMPARE(desk.window.currentPage(), QStringLiteral("placement"));
    QVERIFY(desk.window.resignAction()->isEnabled());
    QVERIFY(desk.placeAndReady());
    QCOMPARE(desk.window.currentPage(), QStringLiteral("battle"));
    QTRY_COMPARE(desk.session()->state(), State::Battle);
    QVERIFY(::chat(desk.battle())->isVisible());

    // Chat both ways, never read as markup.
    QSignalSpy heard(&guest, &LanSession::chatReceived);
    ::chat(desk.battle())->input()->setText(QStringLiteral("  good luck <b>Bea</b>  "));
    QTest::keyClick(::chat(desk.battle())->input(), Qt::Key_Return);
    QTRY_COMPARE(heard.size(), 1);
    QCOMPARE(heard.first().first().toString(), QStringLiteral("good luck <b>Bea</b>"));
    guest.sendChat(QStringLiteral("<a href='x'>you too</a>\nAnaïs: I resign"));
    QTRY_VERIFY(::chat(desk.battle())
                    ->transcript()
                    .contains(QStringLiteral("Bea: <a href='x'>you too</a> Anaïs: I resign")));
    QVERIFY(::chat(desk.battle())->transcript().contains(QStringLiteral("Anaïs: good luck <b>Bea</b>")));

    QVERIFY(desk.playToTheEnd());
    QTRY_COMPARE(guest.state(), State::Over);
    QVERIFY(::gameOverBanner(desk.battle())->isVisible());
    QVERIFY(!desk.window.resignAction()->isEnabled());
    const auto result = *desk.session()->match()->result();
    QCOMPARE(result.reason, EndReason::FleetSunk);
    QVERIFY(!desk.session()->conviction());
    // Both fleets are shown at the end: the guest's one as it revealed it.
    QVERIFY(desk.session()->match()->fleet(Player::Two).has_value());
    QCOMPARE(desk.battle()->turnText(),
             result.winner == Player::One ? QStringLiteral("You won!") : QStringLiteral("You lost."));
    // Reviewed from what this side was told and answered, and kept with the game.
    auto* reviewLine = desk.battle()->findChild<QLabel*>(QStringLiteral("reviewLine"));
    QVERIFY(reviewLine);
    QTRY_VERIFY_WITH_TIMEOUT(reviewLine->text().contains(QStringLiteral("Shot quality")), 20000);
    const FinishedGame& kept = desk.flow.archive().games().front();
    QVERIFY(kept.review);
    QCOMPARE(*kept.review,
             *reviewShots(desk.session()->match()->rules(), desk.session()->match()->outcomes()));
    QCOMPARE(int(kept.review->of(Player::One).shots.size()),
             desk.session()->match()->view(Player::One).shotsFired());
}

// Salvo over the LAN as a person plays it: each salvo aimed by clicks on Enemy waters and fired by
// the Fire button, the guest's salvos shown whole, to the end, and nobody accused.
void TestLanGame::hostPlaysASalvoMatchByTheBoard()
{
    QSettings().setValue(QStringLiteral("newGame/salvo"), true);
    Desk desk;
    QVERIFY(desk.flow.hostGame(0));
    LanSession guest(LanSession::Role::Guest, QStringLiteral("Bea"), fastTimings());
    net::LanComputer computer(guest, OpponentLevel::Medium, 5);
    guest.join(QStringLiteral("127.0.0.1"), desk.session()->port());
    QTRY_COMPARE(desk.window.currentPage(), QStringLiteral("placement"));
    QVERIFY(desk.placeAndReady());
    QTRY_COMPARE(desk.session()->state(), State::Battle);
    QVERIFY(desk.session()->match()->rules().salvo);
    QSignalSpy salvos(desk.session(), &MatchSession::salvoResolved);
    QSignalSpy shots(desk.session(), &MatchSession::shotResolved);
    BoardView* enemy = ::enemyBoard(desk.battle());
    auto* fire = desk.battle()->findChild<QPushButton*>(QStringLiteral("fireSalvo"));
    QElapsedTimer clock;
    clock.start();
    int fired = 0;
    while (desk.session()->state() != State::Over && clock.elapsed() < 30000) {
        const PeerMatch* match = desk.session()->match();
        if (!enemy->isTargetable()) {
            QTest::qWait(2);
            continue;
        }
        for (int i = 0; i < kCellCount && !fire->isEnabled(); ++i) {
            const Coord c = coordAt(i);
            if (match->view(Player::One).canFireAt(c) &&
                std::ranges::find(enemy->chosen(), c) == enemy->chosen().end())
                QTest::mouseClick(enemy, Qt::LeftButton, {}, enemy->cellRect(c).center());
        }
        QTest::mouseClick(fire, Qt::LeftButton);
        ++fired;
    }
    QCOMPARE(desk.session()->state(), State::Over);
    QTRY_COMPARE(guest.state(), State::Over);
    QCOMPARE(desk.session()->match()->result()->reason, EndReason::FleetSunk);
    QVERIFY(!desk.session()->conviction());
    QVERIFY(!guest.conviction());
    QVERIFY(fired > 0);
    QVERIFY(salvos.count() >= fired); // ours and the guest's, each whole
    QCOMPARE(shots.count(), 0);
    QVERIFY(::gameOverBanner(desk.battle())->isVisible());
}

void TestLanGame::peerLeavesAndTheWinIsClaimed()
{
    Desk desk;
    QVERIFY(desk.flow.hostGame(0));
    auto guest = std::make_unique<LanSession>(LanSession::Role::Guest, QStringLiteral("Bea"), fastTimings());
    net::LanComputer computer(*guest, OpponentLevel::Easy, 3);
    guest->join(QStringLiteral("127.0.0.1"), desk.session()->port());
    QTRY_COMPARE(desk.window.currentPage(), QStringLiteral("placement"));
    QVERIFY(desk.placeAndReady());
    QTRY_COMPARE(desk.session()->state(), State::Battle);
    const PeerMatch before = *desk.session()->match();
    const QSize own = ::ownBoard(desk.battle())->size();
    const QSize enemy = ::enemyBoard(desk.battle())->size();

    guest->leave(); // a goodbye: no need to wait the grace period
    QTRY_COMPARE(desk.session()->state(), State::Interrupted);
    QCOMPARE(*desk.session()->match(), before); // the match is kept
    QTRY_VERIFY(::claimButton(desk.battle())->isVisible());
    QVERIFY2(desk.battle()->notice().contains(QStringLiteral("Bea left the game")),
             qPrintable(desk.battle()->notice()));
    QVERIFY2(desk.battle()->notice().contains(QStringLiteral("claim the win")),
             qPrintable(desk.battle()->notice()));
    QTest::mouseClick(::claimButton(desk.battle()), Qt::LeftButton);
    QTRY_COMPARE(desk.session()->state(), State::Over);
    QCOMPARE(*desk.session()->match()->result(), (MatchResult{Player::One, EndReason::Disconnection}));
    QVERIFY(::gameOverBanner(desk.battle())->isVisible());
    QVERIFY(!::claimButton(desk.battle())->isVisible());
    // The peer gone: an ending like any other, said once.
    const QString ending = endingProblems(*desk.battle(), own, enemy);
    QVERIFY2(ending.isEmpty(), qPrintable(ending));
    QCOMPARE(::gameOverBanner(desk.battle())->headline(), QStringLiteral("Victory!"));
}

void TestLanGame::rematchWithTheSameGuest()
{
    Desk desk;
    QVERIFY(desk.flow.hostGame(0));
    LanSession guest(LanSession::Role::Guest, QStringLiteral("Bea"), fastTimings());
    net::LanComputer computer(guest, OpponentLevel::Easy, 11);
    computer.setWantsRematch(true);
    guest.join(QStringLiteral("127.0.0.1"), desk.session()->port());
    QTRY_COMPARE(desk.window.currentPage(), QStringLiteral("placement"));
    QVERIFY(desk.placeAndReady());
    QTRY_COMPARE(desk.session()->state(), State::Battle);
    desk.window.resignAction()->setEnabled(true);
    desk.session()->resign(); // quicker than playing it out
    QTRY_COMPARE(desk.session()->state(), State::Over);
    QCOMPARE(desk.session()->match()->result()->reason, EndReason::Resignation);
    QTRY_VERIFY(desk.session()->peerWantsRematch());
    QTRY_VERIFY(desk.battle()->notice().contains(QStringLiteral("asks for a rematch")));
    QTest::mouseClick(::gameOverBanner(desk.battle())->rematchButton(), Qt::LeftButton);
    QTRY_COMPARE(desk.window.currentPage(), QStringLiteral("placement"));
    QCOMPARE(desk.session()->state(), State::Placing);
    QCOMPARE(guest.peerName(), QStringLiteral("Anaïs"));
    QVERIFY(desk.placeAndReady());
    QTRY_COMPARE(desk.session()->state(), State::Battle);
    QCOMPARE(desk.session()->match()->shots().size(), std::size_t(0)); // a fresh match
}

void TestLanGame::guestReadsTheOfferAndDeclines()
{
    LanSession host(LanSession::Role::Host, QStringLiteral("Bea"), fastTimings());
    Ruleset rules = Ruleset::classic();
    rules.firstShooter = FirstShooter::PlayerTwo; // the guest fires first
    QVERIFY(!host.host(rules, 0, QHostAddress::LocalHost));
    QSignalSpy declined(&host, &LanSession::rulesDeclined);

    Desk desk;
    desk.flow.joinGame({"127.0.0.1", host.port()});
    QCOMPARE(desk.window.currentPage(), QStringLiteral("lobby"));
    QTRY_VERIFY(desk.window.lobbyView()->acceptButton()->isVisible());
    QVERIFY(desk.window.lobbyView()->title().contains(QStringLiteral("Bea")));
    QTest::mouseClick(desk.window.lobbyView()->declineButton(), Qt::LeftButton);
    QTRY_COMPARE(declined.size(), 1);
    QTRY_COMPARE(desk.window.currentPage(), QStringLiteral("welcome"));
    QVERIFY(!desk.flow.lanGame());
    QCOMPARE(host.state(), State::Listening); // ready for another guest
}

void TestLanGame::guestJoinsAndPlays()
{
    LanSession host(LanSession::Role::Host, QStringLiteral("Bea"), fastTimings());
    net::LanComputer computer(host, OpponentLevel::Easy, 5);
    QVERIFY(!host.host(Ruleset::hasbro(), 0, QHostAddress::LocalHost));
    Desk desk;
    desk.flow.joinGame({"127.0.0.1", host.port()});
    QVERIFY(desk.window.lobbyView()->title().contains(QStringLiteral("127.0.0.1:%1").arg(host.port())));
    QTRY_VERIFY(desk.window.lobbyView()->acceptButton()->isVisible());
    QTest::mouseClick(desk.window.lobbyView()->acceptButton(), Qt::LeftButton);
    QTRY_COMPARE(desk.window.currentPage(), QStringLiteral("placement"));
    QVERIFY(desk.placeAndReady());
    QVERIFY(desk.playToTheEnd());
    QTRY_COMPARE(host.state(), State::Over);
    QCOMPARE(desk.session()->match()->result()->reason, EndReason::FleetSunk);
    QVERIFY(!desk.session()->conviction());
    QVERIFY(!host.conviction());
}

void TestLanGame::busyPortIsReportedAndAnotherOffered()
{
    QTcpServer squatter;
    QVERIFY(squatter.listen(QHostAddress::LocalHost, 0));
    Desk desk;
    QString said;
    answerMessageBox(QMessageBox::Ok, &said);
    QVERIFY(!desk.flow.hostGame(squatter.serverPort()));
    QVERIFY2(said.contains(QStringLiteral("already in use")) &&
                 said.contains(QString::number(squatter.serverPort())),
             qPrintable(said));
    QVERIFY(!desk.flow.lanGame());
    QCOMPARE(desk.window.currentPage(), QStringLiteral("welcome"));
    QVERIFY(desk.flow.hostGame(0)); // another port works
}

void TestLanGame::unreachableHostIsReported()
{
    quint16 closedPort = 0;
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        closedPort = probe.serverPort();
    }
    Desk desk;
    desk.flow.joinGame({"127.0.0.1", closedPort});
    QTRY_COMPARE(desk.session()->state(), State::Closed);
    QVERIFY2(desk.window.lobbyView()->note().contains(QStringLiteral("Cannot reach the game")),
             qPrintable(desk.window.lobbyView()->note()));
    QTest::mouseClick(desk.window.lobbyView()->cancelButton(), Qt::LeftButton);
    QTRY_COMPARE(desk.window.currentPage(), QStringLiteral("welcome"));
}

// The host's beacon, where the settings and the environment say (127.0.0.1 here), is heard by a
// finder as the join dialog uses it; it stops once a guest has joined.
void TestLanGame::hostIsAnnouncedOnLoopback()
{
    quint16 port = 0;
    {
        QUdpSocket probe;
        QVERIFY(probe.bind(QHostAddress::LocalHost, 0));
        port = probe.localPort();
    }
    {
        QSettings settings;
        settings.setValue(QStringLiteral("lan/discoveryPort"), port);
        settings.setValue(QStringLiteral("lan/discoveryAddress"), QStringLiteral("127.0.0.1"));
    }
    QCOMPARE(qEnvironmentVariable("SEABATTLE_DISCOVERY_ADDRESS"),
             QStringLiteral("127.0.0.1")); // CTest sets it
    net::GameFinder finder(std::chrono::milliseconds(1500));
    QVERIFY(finder.listen(port));
    Desk desk;
    QVERIFY(desk.flow.hostGame(0));
    QTRY_COMPARE(finder.games().size(), 1);
    const net::FoundGame found = finder.games().first();
    QCOMPARE(found.announcement.name, QStringLiteral("Anaïs"));
    QCOMPARE(found.announcement.port, desk.session()->port());
    QCOMPARE(found.announcement.rules, QStringLiteral("standard"));
    QCOMPARE(found.address, QHostAddress(QHostAddress::LocalHost));

    LanSession guest(LanSession::Role::Guest, QStringLiteral("Bea"), fastTimings());
    net::LanComputer computer(guest, OpponentLevel::Easy, 1);
    guest.join(found.address.toString(), found.announcement.port);
    QTRY_COMPARE(desk.window.currentPage(), QStringLiteral("placement"));
    QTRY_VERIFY_WITH_TIMEOUT(finder.games().isEmpty(), 5000); // no longer announced: it has its guest
}

QTEST_MAIN(TestLanGame)
#include "tst_langame.moc"
