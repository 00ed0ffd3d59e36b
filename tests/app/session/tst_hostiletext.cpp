// SPDX-License-Identifier: GPL-3.0-or-later
// Text that did not come from our translations is shown as typed in every window of the game,
// never read as markup, and never makes the game open a file (docs/PROTOCOL.md, section 12): a
// LAN peer's name, chat and Custom class names, a game heard on the network, a favourite layout's
// name and the games kept for replays, through the real windows on loopback. After each step
// every window is drawn and every label, button, tooltip, item, text box, chart and title walked:
// wherever hostile text shows, its characters must show as typed. Its <img> tags name a small
// PNG in a folder watched with inotify: any opening of it fails the test.
#include "lantestsupport.h"
#include "showntextsupport.h"
#include "viewparts.h"

#include "app/lanstart/lanwords.h"
#include "app/launch/languages.h"
#include "app/layouts/favouritelayouts.h"
#include "app/net/beacon.h"
#include "app/net/lancomputer.h"
#include "app/session/gameflow.h"
#include "app/storage/newgamesettings.h"
#include "core/layouttext.h"
#include "core/randomlayout.h"
#include "ui/battle/battleview.h"
#include "ui/battle/chatview.h"
#include "ui/battle/gameoverbanner.h"
#include "ui/dialogs/howtoplaydialog.h"
#include "ui/dialogs/newgamedialog.h"
#include "ui/lobby/joindialog.h"
#include "ui/lobby/lobbyview.h"
#include "ui/placement/loadlayoutdialog.h"
#include "ui/placement/placementview.h"
#include "ui/replay/replayview.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeWidget>
#include <QUdpSocket>

#include <functional>

using namespace seabattle;
using net::LanSession;
using State = LanSession::State;

namespace {

// Hostile text, each with a marker: wherever a marker shows, the whole text must show as typed, on
// one line (a line break as a space, no bidi control) and its "%1" not replaced. The <img> tags name
// kSentinel, relative to the working folder (names are at most 40 characters). kClassA is typed
// with keys: Latin-1 only, no line break; the beacon drops what would reshape a line itself.
const QString kSentinel = QStringLiteral("s.png");
const QString kPeer = QStringLiteral("Zq1<b>bold</b>\n%1[*]\u202E<img src=s.png>");
const QString kChat = QStringLiteral("Zq2<i>x</i>\t%2\u2067<a href=x>link</a> &amp; <img src=s.png>");
const QString kClassA = QStringLiteral("Zq3%1<img src=s.png>");
const QString kClassB = QStringLiteral("Zq4<b>b</b>\n%2\u202E&amp;");
const QString kLayout = QStringLiteral("Zq5<a href=x>link</a>\n%1<img src=s.png>\u2067");
const QString kHost = QStringLiteral("Zq6<i>i</i>\t%3&amp;\u200F<img src=s.png>");
const QString kBeacon = QStringLiteral("Zq7<u>u</u><img src=s.png>");
const QString kOwnName = QStringLiteral("Zq8<b>me</b>\u2028%1\u202E");
const QString kFolder = QStringLiteral("Zq9<i>"); // the home folder: in every path the game shows
const QStringList kHostile = {kPeer, kChat, kClassA, kClassB, kLayout, kHost, kBeacon, kOwnName, kFolder};

QString markerOf(const QString& hostile)
{
    return ShownText::markerOf(hostile);
}

// Custom rules naming both hostile classes; `touching` Allowed for the favourite layout.
Ruleset hostileRules(TouchingRule touching)
{
    Ruleset rules = Ruleset::standard();
    rules.preset = Preset::Custom;
    rules.fleet = {{kClassA.toStdString(), 2, 1}, {kClassB.toStdString(), 3, 1}};
    rules.touching = touching;
    rules.firstShooter = FirstShooter::PlayerTwo; // the guest (this desk) fires first
    return rules;
}

// Calls `act` on the first visible window of type T once it opens (a modal dialog, say).
template <typename T> void whenOpen(std::function<void(T*)> act, int attempts = 500)
{
    QTimer::singleShot(20, [=] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* found = qobject_cast<T*>(w); found && found->isVisible())
                return act(found);
        if (attempts > 0)
            whenOpen<T>(act, attempts - 1);
    });
}

// The window of the person at the keyboard.
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
    bool placeAndReady()
    {
        QTest::mouseClick(window.placementView()->randomButton(), Qt::LeftButton);
        QTest::mouseClick(window.placementView()->readyButton(), Qt::LeftButton);
        return window.currentPage() == QLatin1String("battle");
    }
    void fireSomewhere()
    {
        const PeerMatch* match = session() ? session()->match() : nullptr;
        BattleView* view = battle();
        if (match && match->turn() == Player::One && !match->pendingShot())
            for (int i = 0; i < kCellCount; ++i)
                if (match->view(Player::One).canFireAt(coordAt(i)))
                    return emit view->fireRequested(coordAt(i));
    }
    bool playToTheEnd()
    {
        return QTest::qWaitFor(
            [&] {
                fireSomewhere();
                return session()->state() == State::Over && ::gameOverBanner(battle())->isVisible();
            },
            30000);
    }
};

// A LAN player who accepts the rules and lays a random fleet, and fires only when told.
struct Peer {
    LanSession session;
    Rng rng{42};

    Peer(LanSession::Role role, const QString& name) : session(role, name, fastTimings())
    {
        QObject::connect(&session, &LanSession::placing, &session, [this](const Ruleset& rules) {
            (void)session.placeFleet(*randomLayout(rules, rng));
        });
    }
    // Fires at the first cell it may fire at, if it is its turn.
    void fireSomewhere()
    {
        const PeerMatch* match = session.match();
        if (match && match->turn() == Player::One && !match->pendingShot())
            for (int i = 0; i < kCellCount; ++i)
                if (match->view(Player::One).canFireAt(coordAt(i)))
                    return (void)session.fire(coordAt(i));
    }
};

} // namespace

class TestHostileText : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void theWatchSeesAnImageLoaded();
    void hostingAHostileGuest();
    void joiningAHostileHostWithCustomClasses();
    void aHostileFleetFromTheSettings();
    void aHostileGameHeardOnTheNetwork();
    void aCheatExplainedWithHostileClasses();
    void aDamagedSaveInAHostileFolder();

private:
    // Draws every window, then walks them; fails on hostile text shown as markup, a sentinel
    // opened, or a marker of `mustSee` shown nowhere.
    // Returns the markers shown.
    QStringList look(const QString& where, const QStringList& mustSee = {});
    void grabIfAsked(QWidget* window, const QString& name);

    QTemporaryDir m_home;
    QTemporaryDir m_sentinelDir{QDir::tempPath() + QStringLiteral("/hostile-XXXXXX")};
    std::unique_ptr<OpenWatch> m_watch;
    QStringList m_problems; // found in callbacks of modal dialogs
};

void TestHostileText::initTestCase()
{
    QVERIFY(m_home.isValid() && m_sentinelDir.isValid());
    QVERIFY(QDir(m_home.path()).mkdir(kFolder));
    qputenv("HOME", QFile::encodeName(m_home.path() + QLatin1Char('/') + kFolder));
    QStandardPaths::setTestModeEnabled(true); // under $HOME/.qttest
    QVERIFY(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation).contains(kFolder));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_home.path());
    QVERIFY(QDir::setCurrent(m_sentinelDir.path())); // where <img src=s.png> points
    QImage image(4, 4, QImage::Format_RGB32);
    image.fill(Qt::red);
    QVERIFY(image.save(kSentinel));
    m_watch = std::make_unique<OpenWatch>(m_sentinelDir.path());
    QVERIFY(m_watch->isWatching());
}

void TestHostileText::init()
{
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    QSettings settings;
    settings.clear();
    settings.setValue(QStringLiteral("lan/listenAddress"), QStringLiteral("127.0.0.1")); // loopback only
    settings.setValue(QStringLiteral("lan/name"), kOwnName);
    settings.setValue(QStringLiteral("lan/discoveryPort"), 0);
    const int scale = testTimeScale(); // as the peer's fastTimings()
    for (const auto& [key, ms] : {std::pair{"heartbeatMs", 50},
                                  {"timeoutMs", 400},
                                  {"graceMs", 600},
                                  {"revealMs", 800},
                                  {"retryMs", 100}})
        settings.setValue(QStringLiteral("lan/") + QLatin1String(key), ms * scale);
    settings.setValue(QStringLiteral("view/pace"), 200);
    m_problems.clear();
    (void)m_watch->opened(kSentinel);
}

QStringList TestHostileText::look(const QString& where, const QStringList& mustSee)
{
    QCoreApplication::processEvents();
    ShownText walk(kHostile);
    for (QWidget* top : QApplication::topLevelWidgets())
        if (top->isVisible()) {
            (void)top->grab(); // lays out and paints: where rich text would load its images
            walk.window(top);
        }
    if (m_watch->opened(kSentinel))
        walk.problems << QStringLiteral("%1 was opened").arg(kSentinel);
    for (const QString& marker : mustSee)
        if (!walk.seen.contains(marker))
            walk.problems << QStringLiteral("%1 is shown nowhere").arg(marker);
    for (const QString& problem : walk.problems)
        m_problems << where + QStringLiteral(": ") + problem;
    return walk.seen;
}

void TestHostileText::grabIfAsked(QWidget* window, const QString& name)
{
    // For a person to look at: SEABATTLE_GRAB_DIR=/tmp/x build/tests/tst_hostiletext
    const QString dir = qEnvironmentVariable("SEABATTLE_GRAB_DIR");
    if (dir.isEmpty())
        return;
    QTest::qWait(200); // laid out anew after a change of language
    window->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

// The test's own check: a label that reads its text as rich text opens the sentinel.
void TestHostileText::theWatchSeesAnImageLoaded()
{
    QLabel label(kPeer);
    label.show();
    (void)label.grab();
    QVERIFY(m_watch->opened(kSentinel));
    look(QStringLiteral("a rich label"));
    QVERIFY(!m_problems.isEmpty()); // the walk sees it too
    label.setTextFormat(Qt::PlainText);
    label.setText(asOneLine(kPeer)); // as the game shows it
    m_problems.clear();
    look(QStringLiteral("a plain label"), {markerOf(kPeer)});
    QVERIFY2(m_problems.isEmpty(), qPrintable(m_problems.join(QLatin1Char('\n'))));
}

// Hosting: the guest's name in the lobby, the status line, the turn and the window title, its
// chat; then the game kept for the replays and the statistics.
void TestHostileText::hostingAHostileGuest()
{
    Desk desk;
    QVERIFY(desk.flow.hostGame(0));
    Peer guest(LanSession::Role::Guest, kPeer);
    guest.session.join(QStringLiteral("127.0.0.1"), desk.session()->port());
    QTRY_COMPARE(guest.session.state(), State::Considering);
    QTRY_VERIFY(desk.window.lobbyView()->title().contains(asOneLine(kPeer)));
    look(QStringLiteral("lobby, the guest reading the rules"), {markerOf(kPeer)});
    guest.session.acceptRules();
    QTRY_COMPARE(desk.window.currentPage(), QStringLiteral("placement"));
    look(QStringLiteral("placement"), {markerOf(kPeer)});
    QVERIFY(desk.placeAndReady());
    QTRY_COMPARE(desk.session()->state(), State::Battle);
    guest.session.sendChat(kChat);
    QTRY_VERIFY(::chat(desk.battle())->transcript().contains(asOneLine(kChat)));
    ::chat(desk.battle())->input()->setText(QStringLiteral("hi")); // said under this desk's name
    QTest::keyClick(::chat(desk.battle())->input(), Qt::Key_Return);
    desk.fireSomewhere(); // should this desk fire first: then it is the guest's turn
    QTRY_VERIFY(desk.session()->match()->turn() == Player::Two && !desk.session()->match()->pendingShot());
    QTRY_VERIFY(desk.battle()->turnText().contains(asOneLine(kPeer)));
    look(QStringLiteral("battle, the guest's turn"), {markerOf(kPeer), markerOf(kChat), markerOf(kOwnName)});
    grabIfAsked(&desk.window, QStringLiteral("battle-en"));
    LanguageSwitch language;
    QVERIFY(language.apply(QStringLiteral("fr")));
    look(QStringLiteral("battle in French"), {markerOf(kPeer), markerOf(kChat)});
    grabIfAsked(&desk.window, QStringLiteral("battle-fr"));
    QVERIFY(language.apply(QStringLiteral("en")));

    net::LanComputer computer(guest.session, OpponentLevel::Easy, 7);
    guest.fireSomewhere(); // the computer goes on from there
    QVERIFY(desk.playToTheEnd());
    look(QStringLiteral("game over"), {markerOf(kChat)});
    emit desk.window.replaysRequested();
    look(QStringLiteral("replays"), {markerOf(kPeer)});
    emit desk.window.statisticsRequested();
    look(QStringLiteral("statistics"));
    QVERIFY2(m_problems.isEmpty(), qPrintable(m_problems.join(QLatin1Char('\n'))));
}

// Joining: the host's name and Custom class names in the rules offer, a favourite layout these
// rules refuse (its name, the reason, its tooltip, the question before deleting it), the battle
// and its end; then the replay read back from the file by a new window.
void TestHostileText::joiningAHostileHostWithCustomClasses()
{
    {
        const Ruleset touching = hostileRules(TouchingRule::Allowed);
        const auto layout = parseLayout("AA........\nBBB.......\n..........\n..........\n..........\n"
                                        "..........\n..........\n..........\n..........\n..........\n",
                                        touching);
        QVERIFY(layout);
        FavouriteLayouts shelf(FavouriteLayouts::defaultDirectory());
        QVERIFY(shelf.load().isClean());
        QVERIFY(shelf.store(kLayout, *layout, touching));
    }
    Peer host(LanSession::Role::Host, kHost);
    QVERIFY(!host.session.host(hostileRules(TouchingRule::NoContact), 0, QHostAddress::LocalHost));
    {
        Desk desk;
        desk.flow.joinGame({"127.0.0.1", host.session.port()});
        QTRY_VERIFY(desk.window.lobbyView()->acceptButton()->isVisible());
        look(QStringLiteral("rules offer"), {markerOf(kHost), markerOf(kClassA), markerOf(kClassB)});
        QTest::mouseClick(desk.window.lobbyView()->acceptButton(), Qt::LeftButton);
        QTRY_COMPARE(desk.window.currentPage(), QStringLiteral("placement"));
        look(QStringLiteral("placement"), {markerOf(kHost)});
        bool loadOpened = false, questionOpened = false;
        whenOpen<LoadLayoutDialog>([&](LoadLayoutDialog* dialog) {
            loadOpened = true;
            look(QStringLiteral("load a layout"), {markerOf(kLayout), markerOf(kClassA)});
            whenOpen<QMessageBox>([&](QMessageBox* box) {
                questionOpened = true;
                look(QStringLiteral("delete a layout?"), {markerOf(kLayout)});
                box->button(QMessageBox::No)->click();
            });
            dialog->deleteButton()->click();
            dialog->reject();
        });
        QTest::mouseClick(desk.window.placementView()->loadLayoutButton(), Qt::LeftButton);
        QVERIFY(loadOpened && questionOpened);
        QVERIFY(desk.placeAndReady());
        net::LanComputer computer(host.session, OpponentLevel::Easy, 3);
        QVERIFY(desk.playToTheEnd());
        look(QStringLiteral("game over"), {markerOf(kClassA), markerOf(kClassB)});
    }
    Desk desk; // the next start: the replays as the file keeps them
    emit desk.window.replaysRequested();
    auto* list = desk.window.findChild<QTreeWidget*>(QStringLiteral("replayList"));
    QVERIFY(list && list->topLevelItemCount() == 1);
    auto* replay = desk.window.findChild<ReplayView*>();
    QVERIFY(replay);
    QTest::keyClick(replay, Qt::Key_End); // the last shot: it sank a ship
    const QStringList seen = look(QStringLiteral("replay from the file"), {markerOf(kHost)});
    QVERIFY2(seen.contains(markerOf(kClassA)) || seen.contains(markerOf(kClassB)),
             qPrintable(seen.join(QLatin1Char(' '))));
    QVERIFY2(m_problems.isEmpty(), qPrintable(m_problems.join(QLatin1Char('\n'))));
}

// A Custom fleet read back from the settings: the rules to read (How to play), and the
// new-game dialog saying what is wrong with it.
void TestHostileText::aHostileFleetFromTheSettings()
{
    {
        QSettings settings;
        saveNewGameChoice(settings,
                          NewGameChoice{false, OpponentLevel::Easy, hostileRules(TouchingRule::NoContact)});
    }
    Desk desk;
    bool read = false, chosen = false;
    whenOpen<HowToPlayDialog>([&](HowToPlayDialog* dialog) {
        read = true;
        look(QStringLiteral("how to play"), {markerOf(kClassA), markerOf(kClassB)});
        dialog->reject();
    });
    emit desk.window.howToPlayRequested();
    QVERIFY(read);
    whenOpen<NewGameDialog>([&](NewGameDialog* dialog) {
        auto* table = dialog->findChild<QTableWidget*>();
        auto* second = table ? qobject_cast<QLineEdit*>(table->cellWidget(1, 0)) : nullptr;
        if (!second)
            return dialog->reject();
        chosen = true;
        second->selectAll();
        QTest::keyClicks(second, kClassA); // two kinds of ship of that name
        look(QStringLiteral("new game"), {markerOf(kClassA)});
        dialog->reject();
    });
    desk.flow.chooseNewGame();
    QVERIFY(chosen);
    QVERIFY2(m_problems.isEmpty(), qPrintable(m_problems.join(QLatin1Char('\n'))));
}

// The join dialog lists a game heard on loopback under its host's hostile name.
void TestHostileText::aHostileGameHeardOnTheNetwork()
{
    quint16 port = 0;
    {
        QUdpSocket probe;
        QVERIFY(probe.bind(QHostAddress::LocalHost, 0));
        port = probe.localPort();
    }
    QSettings().setValue(QStringLiteral("lan/discoveryPort"), port);
    net::GameBeacon beacon({kBeacon, QStringLiteral("custom"), 47300}, QHostAddress::LocalHost, port, 100ms);
    beacon.start();
    Desk desk;
    bool heard = false;
    whenOpen<JoinDialog>([&](JoinDialog* dialog) {
        heard = QTest::qWaitFor([&] { return dialog->gameList()->count() > 0; }, 5000);
        look(QStringLiteral("join dialog"), {markerOf(kBeacon)});
        dialog->reject();
    });
    desk.flow.chooseJoinGame();
    QVERIFY(heard);
    QVERIFY2(m_problems.isEmpty(), qPrintable(m_problems.join(QLatin1Char('\n'))));
}

// The words for a caught cheat name the peer's Custom classes: in the banner, as typed.
void TestHostileText::aCheatExplainedWithHostileClasses()
{
    const Ruleset rules = hostileRules(TouchingRule::NoContact);
    net::Conviction lie{net::Conviction::Kind::FalseAnswers, std::nullopt, {}};
    lie.violations.push_back({Violation::Kind::FalseMiss, 0, {4, 4}, ShipId{0, 0}});
    lie.violations.push_back({Violation::Kind::FalseSunk, 1, {5, 5}, ShipId{1, 0}, ShipId{0, 0}});
    GameOverBanner banner;
    banner.present(GameOverBanner::Outcome::Victory, LanWords::conviction(lie, rules), {10, 4, 60});
    banner.show();
    look(QStringLiteral("a cheat explained"), {markerOf(kClassA), markerOf(kClassB)});
    QVERIFY2(m_problems.isEmpty(), qPrintable(m_problems.join(QLatin1Char('\n'))));
}

// A message box quoting a path: the home folder's name is shown as typed.
void TestHostileText::aDamagedSaveInAHostileFolder()
{
    Desk desk;
    QVERIFY(QDir().mkpath(QFileInfo(desk.flow.saves().path()).absolutePath()));
    QFile save(desk.flow.saves().path());
    QVERIFY(save.open(QIODevice::WriteOnly) && save.write("not a saved game") > 0);
    save.close();
    bool told = false;
    whenOpen<QMessageBox>([&](QMessageBox* box) {
        told = true;
        look(QStringLiteral("a damaged save"), {markerOf(kFolder)});
        box->accept();
    });
    QVERIFY(!desk.flow.offerResume());
    QVERIFY(told);
    QVERIFY2(m_problems.isEmpty(), qPrintable(m_problems.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestHostileText)
#include "tst_hostiletext.moc"
