// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHostAddress>
#include <QList>
#include <QString>

// Where a host's beacon goes when nothing names one address: every network the machine is on.
// Chosen from plain descriptions of the interfaces, so that the choice is tested with made-up
// interfaces and never sends anything.
namespace net {

// What discovery needs to know of one network interface.
struct InterfaceDescription {
    struct Entry {
        QHostAddress ip;
        QHostAddress broadcast; // IPv4 on a broadcast network: its directed broadcast address
    };
    QString name;
    bool up = false;
    bool running = false;
    bool loopback = false;
    bool canBroadcast = false;
    bool canMulticast = false;
    QList<Entry> entries;
};

// One copy of a beacon: to `address` (ff02::1 carries the interface as its scope id), out of
// the interface `interfaceName` (empty when the address alone says where).
struct BeaconDestination {
    QHostAddress address;
    QString interfaceName;

    friend bool operator==(const BeaconDestination&, const BeaconDestination&) = default;
};

// The directed broadcast address of each IPv4 network on every interface that is up, running and
// can broadcast, and the IPv6 link-local all-nodes group (ff02::1) on each such interface that
// has IPv6 and can multicast; loopback is left out (local listeners hear the broadcasts too).
// Each destination once, in the interfaces' order.
QList<BeaconDestination> beaconDestinations(const QList<InterfaceDescription>& interfaces);

// The machine's interfaces now (QNetworkInterface).
QList<InterfaceDescription> describeInterfaces();

} // namespace net
