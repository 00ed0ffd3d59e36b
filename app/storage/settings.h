// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>

#include <optional>

namespace seabattle {
struct NewGameChoice;
}

// The player's settings, each with its type, its default and its bounds, in one place: "add a
// setting" starts here. They live in QSettings (the desktop's usual place); a value that cannot
// be read, or is out of bounds (a damaged file, a hand edit), reads as the default, and nothing
// else is lost. Writes go through at once. (A LAN game's settings are LanSettings', in app/lanstart.)
class Settings {
public:
    Settings() = default;

    // The view.
    bool animations() const;
    void setAnimations(bool on);
    // Hints against the computer (the odds on the board, on request): off unless chosen.
    bool hints() const;
    void setHints(bool on);
    // The computer's pause before a shot, from 0 to kMaxPace ms.
    static constexpr int kDefaultPace = 600;
    static constexpr int kMaxPace = 2000;
    int pace() const;
    void setPace(int milliseconds);
    // The language chosen last time (a code such as "fr"); empty if none.
    QString language() const;
    void setLanguage(const QString& code);
    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);

    // The sound: on or off, and its volume from 0 to 100 (none: the player never chose one).
    bool soundOn() const;
    void setSoundOn(bool on);
    std::optional<int> volume() const;
    void setVolume(int percent);

    // The last new game chosen (rules, opponent, watch mode); the default one if unplayable.
    seabattle::NewGameChoice newGameChoice();
    void setNewGameChoice(const seabattle::NewGameChoice& choice);

private:
    std::optional<qint64> integer(const QString& key, qint64 low, qint64 high) const;

    mutable QSettings m_store;
};

// `key`'s whole number, if it is one within [low, high].
std::optional<qint64> settingInteger(const QSettings& store, const QString& key, qint64 low, qint64 high);
