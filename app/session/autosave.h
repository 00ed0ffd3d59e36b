// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/storage/savedgame.h"

#include <QObject>
#include <QStandardPaths>

#include <optional>

class LocalGame;
class MainWindow;

// The game against the computer in progress, saved after every shot, and offered back at the
// next start. A save that cannot be read is set aside and said; a save the player declines is
// put aside, never deleted.
class Autosave : public QObject {
    Q_OBJECT

public:
    explicit Autosave(MainWindow& window, QObject* parent = nullptr);

    // Saves `game` now and after every shot, and forgets it once over.
    void keep(const LocalGame& game);
    // Saves `game` unless it is over or two computers play. A failure is said once; the game
    // goes on unsaved.
    void write(const LocalGame& game);
    // The game is over or abandoned: nothing to offer back.
    void clear() { m_slot.clear(); }
    // The game saved last time, or nothing (a save that cannot be read is said, set aside).
    std::optional<SavedGame> read();
    // Asks whether to resume the game saved last time: the game to resume, or nothing (none
    // saved, unreadable, or the player put it aside).
    std::optional<SavedGame> offerBack();
    // Asked once more; then the save goes aside, renamed, never deleted (true). False: the
    // player changed their mind and keeps it.
    bool putAway();
    const SaveSlot& slot() const { return m_slot; }

private:
    MainWindow& m_window;
    SaveSlot m_slot{QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)};
    bool m_failed = false;
};
