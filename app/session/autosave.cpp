// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/session/autosave.h"

#include "app/session/localgame.h"
#include "ui/window/mainwindow.h"
#include "ui/words/levelwords.h"
#include "ui/words/plaintext.h"

#include <QDir>
#include <QLocale>
#include <QMessageBox>

Autosave::Autosave(MainWindow& window, QObject* parent) : QObject(parent), m_window(window)
{
}

void Autosave::keep(const LocalGame& game)
{
    connect(&game.session(), &ComputerSession::shotResolved, this, [this, &game] { write(game); });
    // A salvo fired whole is said once, after its last shot: saved then too.
    connect(&game.session(), &MatchSession::salvoResolved, this, [this, &game] { write(game); });
    connect(&game, &LocalGame::over, this, [this] { clear(); });
    write(game);
}

void Autosave::write(const LocalGame& game)
{
    const ComputerSession& session = game.session();
    if (session.isWatching() || session.match().result())
        return;
    const auto saved = m_slot.write({session.level(), session.match().history(), session.rng(),
                                     QDateTime::currentDateTime(), game.hinted()});
    if (!saved && !m_failed) // said once: the game goes on unsaved
        m_window.showStatus(
            tr("This game cannot be saved to %1: %2.")
                .arg(QDir::toNativeSeparators(m_slot.path()), writeFailureReason(saved.error())));
    m_failed = !saved;
}

std::optional<SavedGame> Autosave::read()
{
    const SaveSlot::Loaded loaded = m_slot.read();
    if (loaded.problem) {
        const QString where = loaded.setAsidePath.isEmpty() ? m_slot.path() : loaded.setAsidePath;
        askAsTyped(
            &m_window, QMessageBox::Warning, tr("Saved game"),
            tr("The game saved last time could not be read (%1). It was kept as %2; a new game starts.")
                .arg(SaveSlot::describe(*loaded.problem), QDir::toNativeSeparators(where)));
    }
    return loaded.game;
}

std::optional<SavedGame> Autosave::offerBack()
{
    const std::optional<SavedGame> saved = read();
    if (!saved)
        return std::nullopt;
    const auto answer = QMessageBox::question(
        &m_window, tr("Saved game"),
        tr("Resume the game against the computer (%1) you left on %2?")
            .arg(opponentLevelName(saved->level),
                 QLocale().toString(saved->savedAt.toLocalTime(), QLocale::ShortFormat)),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer != QMessageBox::Yes && putAway())
        return std::nullopt;
    return saved;
}

bool Autosave::putAway()
{
    const auto again = QMessageBox::question(
        &m_window, tr("Saved game"),
        tr("Start without the saved game? It is not deleted: it is kept in a file of its own beside it."),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (again != QMessageBox::Yes)
        return false;
    const auto kept = m_slot.putAway();
    m_window.showStatus(kept
                            ? tr("The saved game was kept as %1.").arg(QDir::toNativeSeparators(*kept))
                            : tr("The saved game could not be put aside (%1); the next game will replace it.")
                                  .arg(kept.error()));
    return true;
}
