// SPDX-License-Identifier: GPL-3.0-or-later
// Every window and page of the game, made as the game makes it and filled as a player finds it,
// by name: for the tests that look at all of them at once (tst_accessiblenames, tst_mnemonics).
#pragma once

#include "core/review/gamereview.h"
#include "playedgame.h"
#include "ui/battle/battleview.h"
#include "ui/dialogs/howtoplaydialog.h"
#include "ui/dialogs/newgamedialog.h"
#include "ui/lobby/joindialog.h"
#include "ui/lobby/lobbyview.h"
#include "ui/placement/loadlayoutdialog.h"
#include "ui/placement/placementview.h"
#include "ui/replay/replayview.h"
#include "ui/replay/replaywindow.h"
#include "ui/statistics/statisticswindow.h"
#include "ui/welcome/welcomeview.h"
#include "ui/window/mainwindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDialog>
#include <QTest>
#include <QTimer>

#include <functional>
#include <map>
#include <memory>

using namespace seabattle;

// A finished game against Medium, whole, and reviewed.
inline FinishedGame finishedGame()
{
    FinishedGame game;
    game.opponent = "medium";
    game.history = testing::playedGame(Ruleset::standard(), 7, OpponentLevel::Hard, OpponentLevel::Medium);
    game.result = Match::replay(*game.history).value().result().value();
    game.shots = int(game.history->shots.size() / 2);
    game.review = reviewShots(game.history->rules, outcomesOf(*game.history));
    return game;
}

inline Statistics someStatistics()
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
// (a LAN battle with its chat and hint, two computers watched, then over, with its banner and
// review).
inline WindowMaker mainWindowOn(const std::function<void(MainWindow&)>& show)
{
    return maker<MainWindow>([show](MainWindow& window) {
        // The game's four, each named in itself, as app/launch lists them (not linked here).
        window.setLanguages({{QStringLiteral("en"), QStringLiteral("English")},
                             {QStringLiteral("fr"), QStringLiteral("Français")},
                             {QStringLiteral("pt"), QStringLiteral("Português")},
                             {QStringLiteral("it"), QStringLiteral("Italiano")}},
                            QStringLiteral("en"));
        window.welcomeView()->setRulesText(QStringLiteral("Standard rules · 6 ships"),
                                           QStringLiteral("Standard rules · against the computer (Medium)"));
        window.welcomeView()->setContinueText(QStringLiteral("against Hard, left on 1/12/26 14:02"));
        show(window);
    });
}

// The battle part-way (`over`: to its end), against a LAN opponent with its chat, hints offered.
inline void showBattle(MainWindow& window, bool over)
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

// Two computers part-way through their game, with the Pause button (`paused`: pressed).
inline void showWatching(MainWindow& window, bool paused)
{
    const MatchHistory history =
        testing::playedGame(Ruleset::standard(), 3, OpponentLevel::Medium, OpponentLevel::Medium, 12);
    BattleView* battle = window.battleView();
    battle->setWatching(true);
    battle->showMatch(Match::replay(history).value());
    if (paused)
        battle->findChild<QAbstractButton*>(QStringLiteral("pauseButton"))->setChecked(true);
    window.showBattle();
}

// The main window's pages in each state that shows other controls.
inline void addPages(std::map<QString, WindowMaker>& all)
{
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
    all["battle, watching two computers"] = mainWindowOn([](MainWindow& w) { showWatching(w, false); });
    all["battle, watching, paused"] = mainWindowOn([](MainWindow& w) { showWatching(w, true); });
    all["battle over"] = mainWindowOn([](MainWindow& w) { showBattle(w, true); });
    all["battle, the opponent away"] = mainWindowOn([](MainWindow& w) {
        showBattle(w, false);
        w.battleView()->setNotice(QStringLiteral("Anaïs has been away for 2 minutes."), true);
    });
}

inline std::map<QString, WindowMaker> gameWindows()
{
    std::map<QString, WindowMaker> all;
    addPages(all);
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
        static const FinishedGame game = finishedGame(); // its review takes a while: once
        w.setGames({game});
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

// The window `name` of `windows`, made and shown.
inline std::unique_ptr<QWidget> shownWindow(const QString& name,
                                            const std::map<QString, WindowMaker>& windows = gameWindows())
{
    std::unique_ptr<QWidget> window = windows.at(name)();
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        qFatal("%s was not shown", qPrintable(name));
    return window;
}

// Calls `look` on the first modal dialog shown (a message box, an input dialog), within
// `attempts` × 20 ms, then closes it as Escape would: for the dialogs the game opens with exec().
inline void whenDialogShows(const std::function<void(QDialog*)>& look, int attempts = 250)
{
    QTimer::singleShot(20, [=] {
        if (auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
            dialog && dialog->isVisible()) {
            look(dialog);
            return dialog->reject();
        }
        if (attempts > 0)
            whenDialogShows(look, attempts - 1);
    });
}
