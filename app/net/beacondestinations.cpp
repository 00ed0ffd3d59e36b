// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/net/beacondestinations.h"

#include <QNetworkInterface>

#include <algorithm>

namespace net {

namespace {

const QHostAddress kAllNodes(QStringLiteral("ff02::1"));

bool hasIPv6(const InterfaceDescription& i)
{
    return std::any_of(i.entries.begin(), i.entries.end(), [](const InterfaceDescription::Entry& e) {
        return e.ip.protocol() == QAbstractSocket::IPv6Protocol;
    });
}

} // namespace

QList<BeaconDestination> beaconDestinations(const QList<InterfaceDescription>& interfaces)
{
    QList<BeaconDestination> destinations;
    const auto add = [&destinations](const BeaconDestination& d) {
        if (!destinations.contains(d))
            destinations.append(d);
    };
    for (const InterfaceDescription& i : interfaces) {
        if (!i.up || !i.running || i.loopback)
            continue;
        if (i.canBroadcast) {
            for (const InterfaceDescription::Entry& e : i.entries) {
                if (e.ip.protocol() == QAbstractSocket::IPv4Protocol &&
                    e.broadcast.protocol() == QAbstractSocket::IPv4Protocol && !e.broadcast.isLoopback() &&
                    e.broadcast != QHostAddress(QHostAddress::Broadcast))
                    add({e.broadcast, i.name});
            }
        }
        if (i.canMulticast && hasIPv6(i) && !i.name.isEmpty()) {
            QHostAddress group = kAllNodes;
            group.setScopeId(i.name);
            add({group, i.name});
        }
    }
    return destinations;
}

QList<InterfaceDescription> describeInterfaces()
{
    QList<InterfaceDescription> described;
    for (const QNetworkInterface& n : QNetworkInterface::allInterfaces()) {
        const auto flags = n.flags();
        InterfaceDescription d{n.name(),
                               flags.testFlag(QNetworkInterface::IsUp),
                               flags.testFlag(QNetworkInterface::IsRunning),
                               flags.testFlag(QNetworkInterface::IsLoopBack),
                               flags.testFlag(QNetworkInterface::CanBroadcast),
                               flags.testFlag(QNetworkInterface::CanMulticast),
                               {}};
        for (const QNetworkAddressEntry& e : n.addressEntries())
            d.entries.append({e.ip(), e.broadcast()});
        described.append(d);
    }
    return described;
}

} // namespace net
