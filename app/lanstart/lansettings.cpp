// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/lanstart/lansettings.h"

#include "app/net/beacon.h"
#include "app/storage/settings.h"

#include <algorithm>
#include <chrono>

namespace {

// The keys, as the settings file spells them (kept as they were: old files still read).
const QString kLanName = QStringLiteral("lan/name");
const QString kLanPort = QStringLiteral("lan/port");
const QString kRecent = QStringLiteral("lan/recent");
const QString kListenAddress = QStringLiteral("lan/listenAddress");
const QString kDiscoveryPort = QStringLiteral("lan/discoveryPort");
const QString kDiscoveryAddress = QStringLiteral("lan/discoveryAddress");

} // namespace

QString LanSettings::name() const
{
    return m_store.value(kLanName).toString().trimmed().left(net::kMaxNameLength);
}
void LanSettings::setName(const QString& name)
{
    m_store.setValue(kLanName, name.trimmed().left(net::kMaxNameLength));
}

quint16 LanSettings::port() const
{
    return quint16(settingInteger(m_store, kLanPort, 1, 65535).value_or(net::kDefaultPort));
}
void LanSettings::setPort(quint16 port)
{
    m_store.setValue(kLanPort, port);
}

QStringList LanSettings::recentAddresses() const
{
    return m_store.value(kRecent).toStringList().mid(0, kMaxRecent);
}
void LanSettings::rememberAddress(const QString& address)
{
    QStringList recent = m_store.value(kRecent).toStringList();
    recent.removeAll(address);
    recent.prepend(address);
    m_store.setValue(kRecent, recent.mid(0, kMaxRecent));
}

QHostAddress LanSettings::listenAddress() const
{
    const QHostAddress address(m_store.value(kListenAddress).toString());
    return address.isNull() ? QHostAddress(QHostAddress::Any) : address;
}

quint16 LanSettings::discoveryPort() const
{
    return quint16(settingInteger(m_store, kDiscoveryPort, 0, 65535).value_or(net::kDefaultDiscoveryPort));
}

QString LanSettings::discoveryAddress() const
{
    return m_store.value(kDiscoveryAddress).toString();
}

net::LanTimings LanSettings::timings() const
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
