// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

class LocalGame;
class MainWindow;
class Settings;

// The Settings menu's choices for play: the computer's pace, the animations and the hints. Shown
// as they were kept, kept when changed, and applied at once to the game against the computer on
// screen (a LAN game has no pace, and no hints).
class PlaySettings : public QObject {
    Q_OBJECT

public:
    PlaySettings(MainWindow& window, Settings& settings, QObject* parent = nullptr);

    // The game that follows the menu from now on (null: none), given the choices now.
    void follow(LocalGame* game);
    int pace() const { return m_pace; }

private:
    void applyPace(int milliseconds);

    MainWindow& m_window;
    Settings& m_settings;
    QPointer<LocalGame> m_game;
    int m_pace = 600; // ms the computer pauses before a shot
};
