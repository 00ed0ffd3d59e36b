// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/storage/settings.h"

#include "app/net/beacon.h"
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
const QString kLanName = QStringLiteral("lan/name");
const QString kLanPort = QStringLiteral("lan/port");
const QString kRecent = QStringLiteral("lan/recent");
const QString kListenAddress = QStringLiteral("lan/listenAddress");
const QString kDiscoveryPort = QStringLiteral("lan/discoveryPort");
const QString kDiscoveryAddress = QStringLiteral("lan/discoveryAddress");

} // namespace

std::optional<qint64> Settings::integer(const QString& key, qint64 low, qint64 high) const
{
    bool ok = false;
    const qint64 value = m_store.value(key).toLongLong(&ok);
    return ok && value >= low && value <= high ? std::optional(value) : std::nullopt;
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

QString Settings::lanName() const
{
    return m_store.value(kLanName).toString().trimmed().left(net::kMaxNameLength);
}
void Settings::setLanName(const QString& name)
{
    m_store.setValue(kLanName, name.trimmed().left(net::kMaxNameLength));
}

quint16 Settings::lanPort() const
{
    return quint16(integer(kLanPort, 1, 65535).value_or(net::kDefaultPort));
}
void Settings::setLanPort(quint16 port)
{
    m_store.setValue(kLanPort, port);
}

QStringList Settings::recentAddresses() const
{
    return m_store.value(kRecent).toStringList().mid(0, kMaxRecent);
}
void Settings::rememberAddress(const QString& address)
{
    QStringList recent = m_store.value(kRecent).toStringList();
    recent.removeAll(address);
    recent.prepend(address);
    m_store.setValue(kRecent, recent.mid(0, kMaxRecent));
}

QHostAddress Settings::listenAddress() const
{
    const QHostAddress address(m_store.value(kListenAddress).toString());
    return address.isNull() ? QHostAddress(QHostAddress::Any) : address;
}

quint16 Settings::discoveryPort() const
{
    return quint16(integer(kDiscoveryPort, 0, 65535).value_or(net::kDefaultDiscoveryPort));
}

QString Settings::discoveryAddress() const
{
    return m_store.value(kDiscoveryAddress).toString();
}

net::LanTimings Settings::lanTimings() const
{
    // Hand-edited values are bounded: a heartbeat from 50 ms to 1 min, the rest from 100 ms to 1 h.
    const auto ms = [this](const char* key, std::chrono::milliseconds fallback, qint64 low, qint64 high) {
        bool ok = false;
        const qint64 v = m_store.value(QLatin1String(key)).toLongLong(&ok);
        return std::chrono::milliseconds(ok ? std::clamp(v, low, high) : fallback.count());
    };
    net::LanTimings t;
    t.link.heartbeat = ms("lan/heartbeatMs", t.link.heartbeat, 50, 60'000);
    t.link.peerTimeout = ms("lan/timeoutMs", t.link.peerTimeout, 100, 3'600'000);
    t.retry = ms("lan/retryMs", t.retry, 100, 3'600'000);
    t.grace = ms("lan/graceMs", t.grace, 100, 3'600'000);
    t.reveal = ms("lan/revealMs", t.reveal, 100, 3'600'000);
    return t;
}
