// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gameflow.h"

#include "app/newgamesettings.h"
#include "ui/battleview.h"
#include "ui/boardview.h"
#include "ui/gameoverbanner.h"
#include "ui/howtoplaydialog.h"
#include "ui/levelnames.h"
#include "ui/mainwindow.h"
#include "ui/placementview.h"

#include <QAction>
#include <QEvent>
#include <QMessageBox>
#include <QSlider>
#include <QStatusBar>

#include <chrono>

GameFlow::GameFlow(MainWindow& window, QObject* parent)
    : QObject(parent), m_window(window), m_choice(loadNewGameChoice(m_settings))
{
    m_window.installEventFilter(this);
    connect(&m_window, &MainWindow::newGameRequested, this, &GameFlow::chooseNewGame);
    connect(&m_window, &MainWindow::resignRequested, this, &GameFlow::resign);
    connect(&m_window, &MainWindow::howToPlayRequested, this, [this] {
        HowToPlayDialog dialog(m_choice.rules, &m_window);
        dialog.exec();
    });
    connect(&m_window, &MainWindow::paceChosen, this, &GameFlow::applyPace);
    connect(&m_window, &MainWindow::animationsToggled, this, &GameFlow::applyAnimations);
    // The last pace and animation choices; anything unreadable keeps the defaults.
    bool paceOk = false;
    const int pace = m_settings.value(QStringLiteral("view/pace"), m_pace).toInt(&paceOk);
    for (QAction* action : m_window.paceActions())
        if (paceOk && action->data().toInt() == pace) {
            action->setChecked(true);
            m_pace = pace;
        }
    const bool animated = m_settings.value(QStringLiteral("view/animations"), true).toBool();
    m_window.animationsAction()->setChecked(animated);
    applyAnimations(animated);
    connect(m_window.placementView(), &PlacementView::ready, this, [this](const seabattle::FleetLayout& fleet) {
        m_game = std::make_unique<LocalGame>(m_choice, fleet, freshSeed(), m_window.battleView(), m_lastLoser);
        m_game->session().setComputerDelay(std::chrono::milliseconds(m_pace));
        connect(m_game.get(), &LocalGame::over, this, [this] {
            m_window.resignAction()->setEnabled(false);
            if (const auto result = m_game->session().match().result())
                m_lastLoser = seabattle::opponent(result->winner);
        });
        m_window.resignAction()->setEnabled(true);
        m_window.showBattle();
    });
    GameOverBanner* banner = m_window.battleView()->gameOverBanner();
    connect(banner, &GameOverBanner::rematchRequested, this, [this] { start(m_choice); });
    connect(banner, &GameOverBanner::newGameRequested, this, &GameFlow::chooseNewGame);
}

quint64 GameFlow::freshSeed() { return (quint64(m_entropy()) << 32) | m_entropy(); }

void GameFlow::chooseNewGame()
{
    NewGameDialog dialog(&m_window);
    dialog.setChoice(m_choice);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_choice = dialog.choice();
    saveNewGameChoice(m_settings, m_choice);
    start(m_choice);
}

void GameFlow::start(const NewGameChoice& choice)
{
    if (choice.watch != m_choice.watch || choice.level != m_choice.level)
        m_lastLoser.reset(); // "the loser of the last game" is between the same players
    m_choice = choice;
    m_game.reset(); // a new game abandons the one in progress
    m_window.resignAction()->setEnabled(false);
    m_window.statusBar()->showMessage(describe(choice));
    if (choice.watch) {
        m_window.battleView()->speedSlider()->setValue(m_pace); // the slider starts at the chosen pace
        m_game = std::make_unique<LocalGame>(choice, freshSeed(), m_window.battleView(), m_lastLoser);
        m_window.showBattle();
        return;
    }
    m_window.placementView()->start(choice.rules, freshSeed());
    m_window.showPlacement();
}

void GameFlow::resign()
{
    if (!m_game || m_game->session().match().result())
        return;
    const auto answer = QMessageBox::question(&m_window, tr("Resign"), tr("Give up this game? It counts as a loss."),
                                              QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer == QMessageBox::Yes)
        m_game->resign();
}

bool GameFlow::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == &m_window && event->type() == QEvent::LanguageChange && m_game)
        m_window.statusBar()->showMessage(describe(m_choice));
    return QObject::eventFilter(watched, event);
}

void GameFlow::applyPace(int milliseconds)
{
    m_pace = milliseconds;
    m_settings.setValue(QStringLiteral("view/pace"), milliseconds);
    if (m_game && m_game->session().isWatching())
        m_window.battleView()->speedSlider()->setValue(milliseconds); // the slider shows the pace
    if (m_game)
        m_game->session().setComputerDelay(std::chrono::milliseconds(milliseconds));
}

void GameFlow::applyAnimations(bool on)
{
    m_settings.setValue(QStringLiteral("view/animations"), on);
    m_window.battleView()->ownBoard()->setAnimated(on);
    m_window.battleView()->enemyBoard()->setAnimated(on);
}

QString GameFlow::describe(const NewGameChoice& choice) const
{
    const QString rules = choice.rules.preset == seabattle::Preset::Standard ? tr("Standard rules")
                          : choice.rules.preset == seabattle::Preset::Classic ? tr("Classic rules")
                          : choice.rules.preset == seabattle::Preset::Hasbro  ? tr("Hasbro rules")
                                                                               : tr("Custom rules");
    const QString level = opponentLevelName(choice.level);
    return choice.watch ? tr("%1 · watching two computers (%2)").arg(rules, level) : tr("%1 · against the computer (%2)").arg(rules, level);
}
