// SPDX-License-Identifier: GPL-3.0-or-later
// GameFlow's part for the welcome page: its choices, and the saved game it offers to continue.
#include "app/gameflow.h"

#include "app/newgamesettings.h"
#include "ui/levelnames.h"
#include "ui/mainwindow.h"
#include "ui/welcomeview.h"

#include <QLocale>
#include <QPushButton>

void GameFlow::connectWelcome()
{
    WelcomeView* welcome = m_window.welcomeView();
    connect(welcome, &WelcomeView::playRequested, this, &GameFlow::playNow);
    connect(welcome, &WelcomeView::continueRequested, this, [this] {
        if (!m_continuable)
            return;
        const SavedGame saved = *std::exchange(m_continuable, std::nullopt);
        sayWelcome();
        resume(saved);
    });
    connect(welcome, &WelcomeView::levelChosen, this, [this](seabattle::OpponentLevel level) {
        NewGameChoice choice = m_choice;
        choice.watch = false;
        choice.level = level;
        saveNewGameChoice(m_settings, choice);
        start(choice);
    });
    connect(welcome, &WelcomeView::watchRequested, this, [this] {
        NewGameChoice choice = m_choice;
        choice.watch = true;
        start(choice);
    });
    connect(welcome, &WelcomeView::hostRequested, this, &GameFlow::chooseHostGame);
    connect(welcome, &WelcomeView::joinRequested, this, &GameFlow::chooseJoinGame);
    connect(welcome, &WelcomeView::rulesRequested, this, &GameFlow::chooseNewGame);
    sayWelcome();
}

void GameFlow::sayWelcome()
{
    NewGameChoice play = m_choice;
    play.watch = false;
    m_window.welcomeView()->setPlayText(describe(play));
    m_window.welcomeView()->setContinueText(
        m_continuable ? tr("Against the computer (%1), left on %2")
                            .arg(opponentLevelName(m_continuable->level),
                                 QLocale().toString(m_continuable->savedAt.toLocalTime(), QLocale::ShortFormat))
                      : QString());
}

void GameFlow::playNow()
{
    NewGameChoice choice = m_choice;
    choice.watch = false;
    start(choice, true);
}

bool GameFlow::leaveSavedGame()
{
    if (!m_continuable)
        return true;
    if (!putAwaySave())
        return false;
    m_continuable.reset();
    sayWelcome();
    return true;
}
