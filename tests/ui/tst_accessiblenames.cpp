// SPDX-License-Identifier: GPL-3.0-or-later
// A screen reader can play (issue 31): every window and page of the game names each control it
// offers and each chart it draws, as QAccessible reports them to assistive technology, and Tab
// visits its controls in the order they stand on the screen.
#include "accessiblesupport.h"
#include "core/review/gamereview.h"
#include "playedgame.h"
#include "ui/battle/battleview.h"
#include "ui/dialogs/aboutbox.h"
#include "ui/dialogs/howtoplaydialog.h"
#include "ui/dialogs/newgamedialog.h"
#include "ui/lobby/joindialog.h"
#include "ui/lobby/lobbyview.h"
#include "ui/placement/loadlayoutdialog.h"
#include "ui/placement/placementview.h"
#include "ui/replay/replayview.h"
#include "ui/replay/replaywindow.h"
#include "ui/statistics/qualitychart.h"
#include "ui/statistics/statisticswindow.h"
#include "ui/welcome/welcomeview.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QTest>
#include <QTimer>
#include <QTranslator>

#include <functional>
#include <map>
#include <memory>

using namespace seabattle;

namespace {

// A finished game against Medium, whole, and reviewed.
FinishedGame finishedGame()
{
    FinishedGame game;
    game.opponent = "medium";
    game.history = testing::playedGame(Ruleset::standard(), 7, OpponentLevel::Hard, OpponentLevel::Medium);
    game.result = Match::replay(*game.history).value().result().value();
    game.shots = int(game.history->shots.size() / 2);
    game.review = reviewShots(game.history->rules, outcomesOf(*game.history));
    return game;
}

Statistics someStatistics()
{
    Statistics statistics;
    for (int i = 0; i < 5; ++i) {
        FinishedGame game;
        game.endedAt = UtcTime{} + std::chrono::hours(24 * i);
        game.opponent = i % 2 ? "hard" : "medium";
        game.result = MatchResult{i % 3 ? Player::One : Player::Two, EndReason::FleetSunk};
        game.shots = 40 + 5 * i;
        game.hits = 17;
        statistics.record(game);
    }
    return statistics;
}

// Favourite layouts kept in memory: one that fits the Standard rules.
class MemoryShelf : public LayoutShelf {
public:
    std::vector<ShelvedLayout> layouts() const override { return m_layouts; }
    Expected<void, ShelfError> store(const QString& name, const FleetLayout& layout,
                                     const Ruleset& rules) override
    {
        m_layouts.push_back({name, formatLayout(layout, rules), rules});
        return {};
    }
    Expected<void, ShelfError> remove(const QString&) override { return {}; }

private:
    std::vector<ShelvedLayout> m_layouts;
};

// A window of the game, made as the game makes it and filled as a player finds it.
using WindowMaker = std::function<std::unique_ptr<QWidget>()>;

template <class Window, class Fill> WindowMaker maker(Fill fill)
{
    return [fill] {
        auto window = std::make_unique<Window>();
        fill(*window);
        return std::unique_ptr<QWidget>(std::move(window));
    };
}

// The main window on one page: the welcome, the lobby at each stage, the placement, the battle
// (a LAN battle with its chat and hint, then over, with its banner and review).
WindowMaker mainWindowOn(const std::function<void(MainWindow&)>& show)
{
    return maker<MainWindow>([show](MainWindow& window) {
        window.setLanguages({{QStringLiteral("en"), QStringLiteral("English")},
                             {QStringLiteral("fr"), QStringLiteral("Français")}},
                            QStringLiteral("en"));
        window.welcomeView()->setPlayText(QStringLiteral("Standard rules · against the computer (Medium)"));
        window.welcomeView()->setContinueText(QStringLiteral("against Hard, left on 1/12/26 14:02"));
        show(window);
    });
}

void showBattle(MainWindow& window, bool over)
{
    const MatchHistory history = testing::playedGame(Ruleset::standard(), 3, OpponentLevel::Medium,
                                                     OpponentLevel::Medium, over ? 500 : 12);
    const Match match = Match::replay(history).value();
    BattleView* battle = window.battleView();
    battle->setOpponent(QStringLiteral("Anaïs"));
    battle->setHintsOffered(!over);
    battle->showMatch(match);
    battle->addChatMessage(QStringLiteral("Anaïs"), QStringLiteral("Good luck!"));
    if (over) {
        battle->showGameOver(match, 300);
        battle->showReviewSummary(QStringLiteral("Shot quality 70"));
    }
    window.showBattle();
}

std::map<QString, WindowMaker> windows()
{
    std::map<QString, WindowMaker> all;
    all["welcome page"] = mainWindowOn([](MainWindow& w) { w.showWelcome(); });
    all["lobby, hosting"] = mainWindowOn([](MainWindow& w) {
        w.lobbyView()->showWaiting({QStringLiteral("192.168.1.5:47300")});
        w.showLobby();
    });
    all["lobby, an offer"] = mainWindowOn([](MainWindow& w) {
        w.lobbyView()->showOffer(QStringLiteral("Anaïs"), Ruleset::standard(), true);
        w.showLobby();
    });
    all["placement"] = mainWindowOn([](MainWindow& w) {
        w.placementView()->setShelf(std::make_shared<MemoryShelf>());
        w.placementView()->start(Ruleset::standard(), 1);
        w.showPlacement();
    });
    all["battle"] = mainWindowOn([](MainWindow& w) { showBattle(w, false); });
    all["battle over"] = mainWindowOn([](MainWindow& w) { showBattle(w, true); });
    all["new game"] = maker<NewGameDialog>([](NewGameDialog&) {});
    all["new game, custom rules"] = maker<NewGameDialog>([](NewGameDialog& d) {
        NewGameChoice choice;
        choice.rules = Ruleset::forPreset(Preset::Custom);
        d.setChoice(choice);
    });
    all["host a LAN game"] = maker<NewGameDialog>([](NewGameDialog& d) { d.setHosting(true); });
    all["join a LAN game"] = [] {
        auto dialog = std::make_unique<JoinDialog>(47300);
        dialog->setGames({{QStringLiteral("Anaïs"), Preset::Standard, QStringLiteral("192.168.1.5"), 47300}});
        dialog->setRecent({QStringLiteral("192.168.1.9:47300")});
        return std::unique_ptr<QWidget>(std::move(dialog));
    };
    all["statistics, none"] = maker<StatisticsWindow>([](StatisticsWindow&) {});
    all["statistics"] =
        maker<StatisticsWindow>([](StatisticsWindow& w) { w.setStatistics(someStatistics()); });
    all["replays, none"] = maker<ReplayWindow>([](ReplayWindow&) {});
    all["replays with a review"] = maker<ReplayWindow>([](ReplayWindow& w) {
        w.setGames({finishedGame()});
        w.replayView()->goToStep(20);
    });
    all["how to play"] = [] {
        return std::unique_ptr<QWidget>(std::make_unique<HowToPlayDialog>(Ruleset::standard()));
    };
    all["load a layout"] = [] {
        static MemoryShelf shelf; // outlives every dialog made on it
        Rng rng(5);
        if (shelf.layouts().empty())
            (void)shelf.store(QStringLiteral("Corners"), randomLayout(Ruleset::standard(), rng).value(),
                              Ruleset::standard());
        return std::unique_ptr<QWidget>(std::make_unique<LoadLayoutDialog>(shelf, Ruleset::standard()));
    };
    return all;
}

std::unique_ptr<QWidget> shown(const QString& name)
{
    std::unique_ptr<QWidget> window = windows().at(name)();
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        qFatal("%s was not shown", qPrintable(name));
    return window;
}

// Calls `look` on the first message box shown, within `attempts` × 20 ms, then closes it.
void whenBoxShows(const std::function<void(QMessageBox*)>& look, int attempts = 250)
{
    QTimer::singleShot(20, [=] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* box = qobject_cast<QMessageBox*>(w); box && box->isVisible()) {
                look(box);
                return box->accept();
            }
        if (attempts > 0)
            whenBoxShows(look, attempts - 1);
    });
}

// English plurals for the charts' words, as the English translation gives them.
class EnglishPlurals : public QTranslator {
public:
    QString translate(const char* context, const char* source, const char*, int n) const override
    {
        if (qstrcmp(context, "ChartSummary") != 0 || !QByteArray(source).contains("(s)"))
            return {};
        return QString::fromUtf8(source).replace(QStringLiteral("(s)"),
                                                 n == 1 ? QString() : QStringLiteral("s"));
    }
    bool isEmpty() const override { return false; }
};

} // namespace

class TestAccessibleNames : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void everyControlIsNamed_data();
    void everyControlIsNamed();
    void tabFollowsTheScreen_data() { everyControlIsNamed_data(); }
    void tabFollowsTheScreen();
    void theAboutBoxIsNamed();
    void chartsSayTheirFigures();
    void disabledButtonsSayWhy();
    void theChecksFindWhatIsMissing();
};

// Nothing to switch on: without a screen reader (offscreen, in CI) Qt still answers every
// query; only its events wait for one.
void TestAccessibleNames::initTestCase()
{
    static EnglishPlurals plurals;
    QCoreApplication::installTranslator(&plurals);
    QPushButton button(QStringLiteral("&Fire"));
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(&button);
    QVERIFY(iface);
    QCOMPARE(iface->role(), QAccessible::Button);
    QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Fire"));
}

void TestAccessibleNames::everyControlIsNamed_data()
{
    QTest::addColumn<QString>("window");
    for (const auto& [name, make] : windows())
        QTest::newRow(qPrintable(name)) << name;
}

void TestAccessibleNames::everyControlIsNamed()
{
    QFETCH(QString, window);
    const std::unique_ptr<QWidget> shownWindow = shown(window);
    const QStringList problems = unnamedControls(shownWindow.get());
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

// Top to bottom, then left to right, but for the exceptions above (kTabExceptions).
void TestAccessibleNames::tabFollowsTheScreen()
{
    QFETCH(QString, window);
    const std::unique_ptr<QWidget> shownWindow = shown(window);
    const QStringList problems = tabOrderProblems(shownWindow.get());
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

// Help → About: Qt's own box, with our words in it.
void TestAccessibleNames::theAboutBoxIsNamed()
{
    QStringList problems;
    bool found = false;
    whenBoxShows([&](QMessageBox* box) {
        found = true;
        problems = unnamedControls(box) + tabOrderProblems(box);
    });
    QWidget parent;
    showAboutBox(&parent);
    QVERIFY(found);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestAccessibleNames::chartsSayTheirFigures()
{
    QualityChart quality;
    quality.retranslate();
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(&quality);
    QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Shot quality and luck over time"));
    QCOMPARE(iface->text(QAccessible::Description), QStringLiteral("No reviewed games yet."));
    std::vector<DatedResult> results(4);
    const int qualities[] = {40, 70, 0, 62};
    for (std::size_t i = 0; i < results.size(); ++i)
        if (qualities[i] > 0) { // the third game was not reviewed: not drawn, not said
            results[i].quality = qualities[i];
            results[i].luck = 1.26;
            results[i].hinted = i == 1;
        }
    quality.setResults(results);
    QCOMPARE(
        iface->text(QAccessible::Description),
        QStringLiteral("Shot quality over the last 3 reviewed games: from 40 to 62, best 70. Luck in the "
                       "last game: +1.3. With hints: 1 game."));

    StatisticsWindow statistics;
    statistics.setStatistics(someStatistics());
    const auto said = [&](const char* name) {
        auto* view = statistics.findChild<QWidget*>(QLatin1String(name));
        return QAccessible::queryAccessibleInterface(view)->text(QAccessible::Description);
    };
    QVERIFY2(said("histogramView")
                 .startsWith(QStringLiteral("Over 3 wins: 45 shots at best, 60 at worst, most "
                                            "often ")),
             qPrintable(said("histogramView")));
    QCOMPARE(said("overTimeView"), QStringLiteral("Won 3, lost 2."));
    statistics.selectOpponent(QStringLiteral("hard"));
    QCOMPARE(said("overTimeView"), QStringLiteral("Won 1, lost 1."));
}

// A screen reader lands on a dimmed OK without seeing the line that says why: the button says it.
void TestAccessibleNames::disabledButtonsSayWhy()
{
    JoinDialog join(47300);
    join.setRecent({QStringLiteral("192.168.1.5:")});
    QPushButton* ok = join.buttons()->button(QDialogButtonBox::Ok);
    QVERIFY(!ok->isEnabled());
    QVERIFY(!join.problem().isEmpty());
    QCOMPARE(QAccessible::queryAccessibleInterface(ok)->text(QAccessible::Description), join.problem());

    NewGameDialog rules;
    NewGameChoice choice;
    choice.rules = Ruleset::forPreset(Preset::Custom);
    choice.rules.fleet = {};
    rules.setChoice(choice);
    QVERIFY(!rules.okButton()->isEnabled());
    QCOMPARE(QAccessible::queryAccessibleInterface(rules.okButton())->text(QAccessible::Description),
             rules.problem());
}

// The checks above can fail: a button without words, a list without a name, and Tab going up.
void TestAccessibleNames::theChecksFindWhatIsMissing()
{
    QDialog dialog;
    auto* below = new QPushButton(QStringLiteral("Below"), &dialog);
    below->setGeometry(10, 100, 80, 30);
    auto* above = new QPushButton(&dialog);
    above->setObjectName(QStringLiteral("unnamed"));
    above->setGeometry(10, 10, 80, 30);
    auto* list = new QListWidget(&dialog);
    list->setGeometry(10, 150, 80, 80);
    dialog.resize(200, 260);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const QStringList unnamed = unnamedControls(&dialog);
    QCOMPARE(unnamed.size(), 2);
    QVERIFY2(unnamed[0].contains(QStringLiteral("QPushButton#unnamed")), qPrintable(unnamed[0]));
    QVERIFY2(unnamed[1].contains(QStringLiteral("QListWidget")), qPrintable(unnamed[1]));
    list->setAccessibleName(QStringLiteral("Things"));
    above->setText(QStringLiteral("Above"));
    QVERIFY(unnamedControls(&dialog).isEmpty());
    const QStringList order = tabOrderProblems(&dialog);
    QCOMPARE(order.size(), 1);
    QVERIFY2(order[0].contains(QStringLiteral("to QPushButton#unnamed")), qPrintable(order[0]));
    QWidget::setTabOrder(above, below);
    QWidget::setTabOrder(below, list);
    QVERIFY(tabOrderProblems(&dialog).isEmpty());
}

QTEST_MAIN(TestAccessibleNames)
#include "tst_accessiblenames.moc"
