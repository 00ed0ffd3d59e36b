// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/localgame.h"

#include <QObject>
#include <QSettings>

#include <memory>
#include <random>

class MainWindow;

// The way from choosing a game to its end, in the main window: the new-game dialog (remembering
// the last choice), placing the fleet, the battle, resigning, and a rematch or a new game.
class GameFlow : public QObject {
    Q_OBJECT

public:
    explicit GameFlow(MainWindow& window, QObject* parent = nullptr);

    // Opens the new-game dialog; starts the game chosen.
    void chooseNewGame();
    // Starts a game as `choice` says: fleet placement first, or straight to watching.
    void start(const NewGameChoice& choice);
    LocalGame* game() const { return m_game.get(); }

protected:
    // Says the game's description again in a new language.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void resign();
    void applyPace(int milliseconds);
    void applyAnimations(bool on);
    QString describe(const NewGameChoice& choice) const;
    quint64 freshSeed();

    MainWindow& m_window;
    QSettings m_settings;
    NewGameChoice m_choice;
    std::unique_ptr<LocalGame> m_game;
    int m_pace = 600; // ms the computer pauses before a shot
    std::optional<seabattle::Player> m_lastLoser; // of the last game finished in this window
    std::random_device m_entropy;
};
