// SPDX-License-Identifier: GPL-3.0-or-later
// GameFlow's part for the start: the welcome page and its choices, and the game saved last time
// (offered back, continued, or set aside when the player wants no more of it).
#include "app/session/gameflow.h"

#include "app/storage/savedgame.h"
#include "ui/welcome/welcomeview.h"
#include "ui/window/mainwindow.h"
#include "ui/words/levelwords.h"
#include "ui/words/plaintext.h"
#include "ui/words/rulessummary.h"

#include <QDir>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

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
        seabattle::NewGameChoice choice = m_choice;
        choice.watch = false;
        choice.level = level;
        m_settings.setNewGameChoice(choice);
        start(choice);
    });
    connect(welcome, &WelcomeView::watchRequested, this, [this] {
        seabattle::NewGameChoice choice = m_choice;
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
    seabattle::NewGameChoice play = m_choice;
    play.watch = false;
    m_window.welcomeView()->setPlayText(describe(play) + u'\n' + presetLine(play.rules.preset));
    m_window.welcomeView()->setContinueText(
        m_continuable
            ? tr("Against the computer (%1), left on %2")
                  .arg(opponentLevelName(m_continuable->level),
                       QLocale().toString(m_continuable->savedAt.toLocalTime(), QLocale::ShortFormat))
            : QString());
}

void GameFlow::playNow()
{
    seabattle::NewGameChoice choice = m_choice;
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

bool GameFlow::offerResume()
{
    const SaveSlot::Loaded loaded = m_saves.read();
    if (loaded.problem) {
        const QString where = loaded.setAsidePath.isEmpty() ? m_saves.path() : loaded.setAsidePath;
        askAsTyped(
            &m_window, QMessageBox::Warning, tr("Saved game"),
            tr("The game saved last time could not be read (%1). It was kept as %2; a new game starts.")
                .arg(SaveSlot::describe(*loaded.problem), QDir::toNativeSeparators(where)));
        return false;
    }
    if (!loaded.game)
        return false;
    const auto answer = QMessageBox::question(
        &m_window, tr("Saved game"),
        tr("Resume the game against the computer (%1) you left on %2?")
            .arg(opponentLevelName(loaded.game->level),
                 QLocale().toString(loaded.game->savedAt.toLocalTime(), QLocale::ShortFormat)),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer != QMessageBox::Yes && putAwaySave())
        return false;
    resume(*loaded.game);
    return true;
}

// Asked once more; then the save goes aside, renamed, never deleted (true). False: the player
// changed their mind, and the game is resumed.
bool GameFlow::putAwaySave()
{
    const auto again = QMessageBox::question(
        &m_window, tr("Saved game"),
        tr("Start without the saved game? It is not deleted: it is kept in a file of its own beside it."),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (again != QMessageBox::Yes)
        return false;
    const auto kept = m_saves.putAway();
    m_window.statusBar()->showMessage(
        kept ? tr("The saved game was kept as %1.").arg(QDir::toNativeSeparators(*kept))
             : tr("The saved game could not be put aside (%1); the next game will replace it.")
                   .arg(kept.error()));
    return true;
}
