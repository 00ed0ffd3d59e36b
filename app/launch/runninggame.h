// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QLocalServer>
#include <QLockFile>
#include <QObject>
#include <QString>

// The one Sea Battle that owns the player's data folder. The game reads the player's files
// (statistics, replays, layouts, the saved game) once at start and writes them from memory, so
// two games on one folder would overwrite each other's games: the first takes a lock file in
// the folder, and a later start finds it, asks the running game to show its window (through a
// local socket the running game listens on), says so, and leaves. A lock left by a game that
// crashed (its process is gone) is taken over.
class RunningGame : public QObject {
    Q_OBJECT

public:
    enum class Claim {
        Owned,         // this game owns the folder
        HeldByAnother, // another game, still running, owns it
        NotLockable,   // the lock could not be made (a read-only folder…): the game runs without it
    };

    explicit RunningGame(const QString& dataDirectory, QObject* parent = nullptr);

    // Takes the folder (creating it), then listens for later starts.
    Claim claim();
    // Asks the game that owns the folder to show its window; true once it has answered.
    // Blocks for at most `timeoutMs`: called before this game has a window.
    bool askToShow(int timeoutMs = 5000) const;

    // Where the lock is, and the local socket's name (one per folder).
    QString lockPath() const;
    QString serverName() const;

    // For the player: another game runs on the same files; `shown` if its window came forward.
    QString alreadyRunningText(bool shown) const;
    // For the player: the lock could not be made, so nothing stops a second game on the files.
    QString notLockableText() const;

signals:
    // A later start asked for the window.
    void showRequested();

private:
    void listen();

    QString m_directory;
    QLockFile m_lock;
    QLocalServer m_server;
};
