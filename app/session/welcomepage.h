// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/storage/savedgame.h"
#include "core/newgamechoice.h"

#include <QObject>

#include <optional>

class Autosave;
class Settings;
class WelcomeView;

// The welcome page, at start and after a LAN game: Play (the last choice, a random fleet, the
// battle at once) against the computer checked under it, watching, and Continue for the game saved
// last time, each said on the page. What to start goes to the flow (startWanted(),
// resumeWanted()), and so does another computer chosen (choiceChanged()).
class WelcomePage : public QObject {
    Q_OBJECT

public:
    WelcomePage(WelcomeView& view, Autosave& autosave, Settings& settings, QObject* parent = nullptr);

    // Says the page for the last choice (again in a new language).
    void say(const seabattle::NewGameChoice& last);
    // Continue offers `saved` (nothing: no Continue).
    void offer(std::optional<SavedGame> saved);
    // Before anything new while Continue is offered: asked once, the save goes aside (true), or
    // the player keeps it for later (false: nothing starts).
    bool leaveSavedGame();

signals:
    void startWanted(const seabattle::NewGameChoice& choice, bool randomFleet);
    void resumeWanted(const SavedGame& saved);
    // The player chose another computer: the last choice now, kept in the settings.
    void choiceChanged(const seabattle::NewGameChoice& choice);

private:
    void play();
    void place();
    void watch();

    WelcomeView& m_view;
    Autosave& m_autosave;
    Settings& m_settings;
    seabattle::NewGameChoice m_last;
    std::optional<SavedGame> m_continuable;
};
