// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/net/lanproblem.h"

#include <QHostAddress>
#include <QSettings>
#include <QString>
#include <QStringList>

// A LAN game's settings, beside the player's others (Settings) in the same place and read the
// same way: a value that cannot be read or is out of bounds reads as the default. The name given
// last time (trimmed, at most net::kMaxNameLength; may be empty), the port hosted on last time,
// the last addresses joined (newest first, at most kMaxRecent), where to listen (every address
// unless set), discovery's port (0: games are not announced) and address, and the time
// allowances (each bounded).
class LanSettings {
public:
    static constexpr int kMaxRecent = 8;
    QString name() const;
    void setName(const QString& name);
    quint16 port() const;
    void setPort(quint16 port);
    QStringList recentAddresses() const;
    void rememberAddress(const QString& address);
    QHostAddress listenAddress() const;
    quint16 discoveryPort() const;
    QString discoveryAddress() const;
    net::LanTimings timings() const;

private:
    mutable QSettings m_store;
};
