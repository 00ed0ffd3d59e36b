// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Shared by the discovery tests.

#include <QHostAddress>
#include <QUdpSocket>
#include <QtGlobal>

// A UDP port nobody uses on loopback right now.
inline quint16 freeUdpPort()
{
    QUdpSocket probe;
    if (!probe.bind(QHostAddress::LocalHost, 0))
        qFatal("cannot bind a UDP socket on loopback");
    const quint16 port = probe.localPort();
    probe.close();
    return port;
}
