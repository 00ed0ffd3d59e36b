// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/session/playsettings.h"

#include "app/session/localgame.h"
#include "app/storage/settings.h"
#include "ui/battle/battleview.h"
#include "ui/window/mainwindow.h"

#include <chrono>

PlaySettings::PlaySettings(MainWindow& window, Settings& settings, QObject* parent)
    : QObject(parent), m_window(window), m_settings(settings)
{
    // Anything unreadable keeps the defaults.
    if (m_window.showPace(m_settings.pace()))
        m_pace = m_settings.pace();
    connect(&m_window, &MainWindow::paceChosen, this, &PlaySettings::applyPace);
    m_window.showAnimations(m_settings.animations());
    m_window.battleView()->setAnimated(m_settings.animations());
    connect(&m_window, &MainWindow::animationsToggled, this, [this](bool on) {
        m_settings.setAnimations(on);
        m_window.battleView()->setAnimated(on);
    });
    m_window.showHints(m_settings.hints());
    connect(&m_window, &MainWindow::hintsToggled, this, [this](bool on) {
        m_settings.setHints(on);
        if (m_game)
            m_game->offerHints(on);
    });
}

void PlaySettings::follow(LocalGame* game)
{
    m_game = game;
    if (!game)
        return;
    game->offerHints(m_settings.hints());
    game->session().setComputerDelay(std::chrono::milliseconds(m_pace));
}

void PlaySettings::applyPace(int milliseconds)
{
    m_pace = milliseconds;
    m_settings.setPace(milliseconds);
    if (!m_game)
        return;
    if (m_game->session().isWatching())
        m_window.battleView()->setPace(milliseconds); // the slider shows the pace
    m_game->session().setComputerDelay(std::chrono::milliseconds(milliseconds));
}
