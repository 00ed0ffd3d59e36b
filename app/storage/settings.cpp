// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/storage/settings.h"

#include "app/storage/newgamesettings.h"

#include <algorithm>

namespace {

// The keys, as the settings file spells them (kept as they were: old files still read).
const QString kAnimations = QStringLiteral("view/animations");
const QString kHints = QStringLiteral("view/hints");
const QString kPace = QStringLiteral("view/pace");
const QString kLanguage = QStringLiteral("view/language");
const QString kGeometry = QStringLiteral("view/geometry");
const QString kSoundOn = QStringLiteral("sound/on");
const QString kVolume = QStringLiteral("sound/volume");

} // namespace

std::optional<qint64> settingInteger(const QSettings& store, const QString& key, qint64 low, qint64 high)
{
    bool ok = false;
    const qint64 value = store.value(key).toLongLong(&ok);
    return ok && value >= low && value <= high ? std::optional(value) : std::nullopt;
}

std::optional<qint64> Settings::integer(const QString& key, qint64 low, qint64 high) const
{
    return settingInteger(m_store, key, low, high);
}

bool Settings::animations() const
{
    return m_store.value(kAnimations, true).toBool();
}
void Settings::setAnimations(bool on)
{
    m_store.setValue(kAnimations, on);
}

bool Settings::hints() const
{
    return m_store.value(kHints, false).toBool();
}
void Settings::setHints(bool on)
{
    m_store.setValue(kHints, on);
}

int Settings::pace() const
{
    return int(integer(kPace, 0, kMaxPace).value_or(kDefaultPace));
}
void Settings::setPace(int milliseconds)
{
    m_store.setValue(kPace, std::clamp(milliseconds, 0, kMaxPace));
}

QString Settings::language() const
{
    return m_store.value(kLanguage).toString();
}
void Settings::setLanguage(const QString& code)
{
    m_store.setValue(kLanguage, code);
}

QByteArray Settings::windowGeometry() const
{
    return m_store.value(kGeometry).toByteArray();
}
void Settings::setWindowGeometry(const QByteArray& geometry)
{
    m_store.setValue(kGeometry, geometry);
}

bool Settings::soundOn() const
{
    return m_store.value(kSoundOn, true).toBool();
}
void Settings::setSoundOn(bool on)
{
    m_store.setValue(kSoundOn, on);
}

std::optional<int> Settings::volume() const
{
    const auto percent = integer(kVolume, 0, 100);
    return percent ? std::optional(int(*percent)) : std::nullopt;
}
void Settings::setVolume(int percent)
{
    m_store.setValue(kVolume, std::clamp(percent, 0, 100));
}

seabattle::NewGameChoice Settings::newGameChoice()
{
    return loadNewGameChoice(m_store);
}
void Settings::setNewGameChoice(const seabattle::NewGameChoice& choice)
{
    saveNewGameChoice(m_store, choice);
}
