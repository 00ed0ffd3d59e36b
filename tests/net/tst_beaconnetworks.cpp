// SPDX-License-Identifier: GPL-3.0-or-later
// LAN discovery on every network: the destinations chosen from made-up interfaces (nothing is sent
// to them), a failing destination logged once and spared, and a game heard over IPv4 and IPv6
// and from several addresses listed once. Every socket here sends to 127.0.0.1 or ::1 only;
// tests/lan/ sends beacons for real, between network namespaces.
#include "udpsupport.h"

#include "app/net/beacon.h"
#include "app/net/beacondestinations.h"
#include "core/hostport.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QRegularExpression>
#include <QTest>
#include <QUdpSocket>

#include <algorithm>
#include <chrono>
#include <optional>

using namespace std::chrono_literals;
using seabattle::parseHostPort;

namespace {

constexpr int kDefaultPort = 47300;

} // namespace

class TestBeaconNetworks : public QObject {
    Q_OBJECT

private slots:
    void beaconDestinations_data();
    void beaconDestinations();
    void machineInterfacesAreDescribed();
    void oneFailingDestinationIsLoggedOnceAndSpared();
    void heardOverIPv6WithItsAddress();
    void oneGameHeardFromTwoAddressesIsListedOnce();
    void linkLocalAddressKeepsItsInterface();
};

// --- Where beacons go: every network, chosen from made-up interfaces (nothing is sent) ----------

namespace {

// Addresses of made-up networks, built from numbers: these tests never send to them.
QHostAddress ipv4(quint8 a, quint8 b, quint8 c, quint8 d)
{
    return QHostAddress(quint32(a) << 24 | quint32(b) << 16 | quint32(c) << 8 | d);
}

QHostAddress linkLocal(quint8 last)
{
    Q_IPV6ADDR bytes{};
    bytes[0] = 0xfe;
    bytes[1] = 0x80;
    bytes[15] = last;
    return QHostAddress(bytes);
}

net::InterfaceDescription ethernet(const QString& name, QList<net::InterfaceDescription::Entry> entries)
{
    return {name, true, true, false, true, true, std::move(entries)};
}

net::BeaconDestination allNodesOn(const QString& name)
{
    QHostAddress group(QStringLiteral("ff02::1"));
    group.setScopeId(name);
    return {group, name};
}

} // namespace

using Interfaces = QList<net::InterfaceDescription>;
using Destinations = QList<net::BeaconDestination>;

void TestBeaconNetworks::beaconDestinations_data()
{
    QTest::addColumn<Interfaces>("interfaces");
    QTest::addColumn<Destinations>("expected");
    const QHostAddress a1 = ipv4(10, 77, 0, 1), a255 = ipv4(10, 77, 0, 255);
    const QHostAddress b1 = ipv4(172, 16, 5, 9), b255 = ipv4(172, 16, 255, 255);
    const net::InterfaceDescription::Entry v4{a1, a255}, v6{linkLocal(1), {}};

    QTest::newRow("none") << Interfaces{} << Destinations{};
    QTest::newRow("IPv4 and IPv6") << Interfaces{ethernet("eth0", {v4, v6})}
                                   << Destinations{{a255, "eth0"}, allNodesOn("eth0")};
    QTest::newRow("IPv4 only") << Interfaces{ethernet("eth0", {v4})} << Destinations{{a255, "eth0"}};
    QTest::newRow("IPv6 only") << Interfaces{ethernet("eth0", {v6})} << Destinations{allNodesOn("eth0")};
    QTest::newRow("two networks")
        << Interfaces{ethernet("eth0", {v4, v6}), ethernet("wlan0", {{b1, b255}, {linkLocal(2), {}}})}
        << Destinations{{a255, "eth0"}, allNodesOn("eth0"), {b255, "wlan0"}, allNodesOn("wlan0")};
    QTest::newRow("two addresses, one network")
        << Interfaces{ethernet("eth0", {v4, {ipv4(10, 77, 0, 7), a255}})} << Destinations{{a255, "eth0"}};
    auto down = ethernet("eth0", {v4, v6});
    down.up = false;
    QTest::newRow("down") << Interfaces{down, ethernet("eth1", {{b1, b255}})} << Destinations{{b255, "eth1"}};
    auto unplugged = ethernet("eth0", {v4, v6});
    unplugged.running = false;
    QTest::newRow("no carrier") << Interfaces{unplugged} << Destinations{};
    QTest::newRow("loopback") << Interfaces{{"lo",
                                             true,
                                             true,
                                             true,
                                             false,
                                             false,
                                             {{QHostAddress(QHostAddress::LocalHost), {}},
                                              {QHostAddress(QHostAddress::LocalHostIPv6), {}}}}}
                              << Destinations{};
    auto pointToPoint = ethernet("tun0", {{a1, {}}, v6});
    pointToPoint.canBroadcast = false;
    QTest::newRow("no broadcast: IPv6 only") << Interfaces{pointToPoint} << Destinations{allNodesOn("tun0")};
    auto noMulticast = ethernet("eth0", {v4, v6});
    noMulticast.canMulticast = false;
    QTest::newRow("no multicast: IPv4 only") << Interfaces{noMulticast} << Destinations{{a255, "eth0"}};
    QTest::newRow("no broadcast address") << Interfaces{ethernet("eth0", {{a1, {}}})} << Destinations{};
    QTest::newRow("limited broadcast refused")
        << Interfaces{ethernet("eth0", {{a1, QHostAddress(QHostAddress::Broadcast)}})} << Destinations{};
}

void TestBeaconNetworks::beaconDestinations()
{
    QFETCH(Interfaces, interfaces);
    QFETCH(Destinations, expected);
    const Destinations got = net::beaconDestinations(interfaces);
    QCOMPARE(got, expected);
    for (const net::BeaconDestination& d : got) {
        QVERIFY(!d.address.isLoopback());
        QCOMPARE(d.address != QHostAddress(QHostAddress::Broadcast), true); // never the limited broadcast
        if (d.address.protocol() == QAbstractSocket::IPv6Protocol)
            QCOMPARE(d.address.scopeId(), d.interfaceName); // link-local: the interface says where
    }
}

void TestBeaconNetworks::machineInterfacesAreDescribed()
{
    // Only read: loopback is there, and is never a destination.
    const auto interfaces = net::describeInterfaces();
    QVERIFY(std::any_of(interfaces.begin(), interfaces.end(),
                        [](const net::InterfaceDescription& i) { return i.loopback; }));
    for (const net::BeaconDestination& d : net::beaconDestinations(interfaces))
        QVERIFY(!d.address.isLoopback());
}

void TestBeaconNetworks::oneFailingDestinationIsLoggedOnceAndSpared()
{
    // Three destinations a round: 127.0.0.1, a link-local address on the loopback interface
    // (which has no such network: the system refuses it, and loopback is all it could reach) and
    // ::1. The refusal is logged once, however many rounds, and the others are still sent: the
    // game is heard, once, over IPv4 and IPv6.
    const auto interfaces = net::describeInterfaces();
    const auto lo = std::find_if(interfaces.begin(), interfaces.end(),
                                 [](const net::InterfaceDescription& i) { return i.loopback; });
    if (lo == interfaces.end())
        QSKIP("no loopback interface");
    QHostAddress refused = linkLocal(1);
    refused.setScopeId(lo->name);
    const quint16 discoveryPort = freeUdpPort();
    net::GameFinder finder(10s);
    QVERIFY(finder.listen(discoveryPort));
    net::GameBeacon beacon({QStringLiteral("Anaïs"), QStringLiteral("standard"), 47300}, std::nullopt,
                           discoveryPort, 30ms);
    int rounds = 0;
    beacon.setDestinations([&] {
        ++rounds;
        return QList<QHostAddress>{QHostAddress(QHostAddress::LocalHost), refused,
                                   QHostAddress(QHostAddress::LocalHostIPv6)};
    });
    QTest::ignoreMessage(QtWarningMsg,
                         QRegularExpression(QStringLiteral("^seabattle: the game cannot be announced to %1: ")
                                                .arg(QRegularExpression::escape(refused.toString()))));
    beacon.start();
    QTRY_VERIFY_WITH_TIMEOUT(rounds >= 10, 5000);
    QCOMPARE(beacon.failures().size(), 1);
    QVERIFY(beacon.failures().constFirst().startsWith(refused.toString() + QStringLiteral(": ")));
    QTRY_COMPARE_WITH_TIMEOUT(finder.games().size(), 1, 5000);
    // The address offered is the one heard first (the finder's IPv4 and IPv6 sockets are read in
    // no set order), and it stays: a later sender never takes it while the first is heard.
    const QHostAddress first = finder.games().constFirst().address;
    QVERIFY2(first == QHostAddress(QHostAddress::LocalHost) ||
                 first == QHostAddress(QHostAddress::LocalHostIPv6),
             qPrintable(first.toString()));
    QTest::qWait(200); // both families heard many times by now
    QCOMPARE(finder.games().size(), 1);
    QCOMPARE(finder.games().constFirst().address, first);
}

void TestBeaconNetworks::heardOverIPv6WithItsAddress()
{
    const quint16 discoveryPort = freeUdpPort();
    net::GameFinder finder(10s);
    QVERIFY(finder.listen(discoveryPort));
    net::GameBeacon beacon({QStringLiteral("Zoë"), QStringLiteral("classic"), 47305},
                           QHostAddress(QHostAddress::LocalHostIPv6), discoveryPort, 50ms);
    beacon.start();
    QTRY_COMPARE_WITH_TIMEOUT(finder.games().size(), 1, 5000);
    QCOMPARE(finder.games().constFirst().address, QHostAddress(QHostAddress::LocalHostIPv6));
    QCOMPARE(finder.games().constFirst().announcement.port, quint16(47305));
}

void TestBeaconNetworks::oneGameHeardFromTwoAddressesIsListedOnce()
{
    // The same game id from 127.0.0.1 and from 127.0.0.2: one game; it stays while either is
    // heard, and follows the address still heard when the other falls silent.
    const quint16 discoveryPort = freeUdpPort();
    const auto expiry = 400ms;
    net::GameFinder finder(expiry);
    QVERIFY(finder.listen(discoveryPort));
    QUdpSocket second;
    if (!second.bind(QHostAddress(QStringLiteral("127.0.0.2")), 0))
        QSKIP("127.0.0.2 is not usable here");
    QUdpSocket first;
    const QByteArray beaconWire = net::encodeAnnouncement(
        {QStringLiteral("Anaïs"), QStringLiteral("standard"), 47300, QStringLiteral("c0ffee")});
    QCOMPARE_GE(first.writeDatagram(beaconWire, QHostAddress(QHostAddress::LocalHost), discoveryPort), 0);
    QTRY_COMPARE_WITH_TIMEOUT(finder.games().size(), 1, 5000);
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < 3 * expiry.count()) { // the first falls silent, the second goes on
        QCOMPARE_GE(second.writeDatagram(beaconWire, QHostAddress(QHostAddress::LocalHost), discoveryPort),
                    0);
        QTest::qWait(50);
        QCOMPARE(finder.games().size(), 1);
    }
    QCOMPARE(finder.games().constFirst().address, QHostAddress(QStringLiteral("127.0.0.2")));
    QCOMPARE(finder.games().constFirst().announcement.game, QStringLiteral("c0ffee"));
    QTRY_VERIFY_WITH_TIMEOUT(finder.games().isEmpty(), 5000);
}

void TestBeaconNetworks::linkLocalAddressKeepsItsInterface()
{
    // A game heard at a link-local address is offered as "[fe80::…%eth0]:port"; what the player
    // joins must still name the interface, or the connection cannot leave the machine.
    QHostAddress heard = linkLocal(7);
    heard.setScopeId(QStringLiteral("eth0"));
    const QString offered = QStringLiteral("[%1]:%2").arg(heard.toString()).arg(47300);
    const auto parsed = parseHostPort(offered.toStdString(), kDefaultPort);
    QVERIFY2(parsed, qPrintable(offered));
    QCOMPARE(parsed->port, 47300);
    const QHostAddress joined(QString::fromStdString(parsed->host));
    QCOMPARE(joined, heard);
    QCOMPARE(joined.scopeId(), QStringLiteral("eth0"));

    // The beacon's game id crosses the wire; a beacon carries one even when none was given.
    const net::GameAnnouncement withId{QStringLiteral("Anaïs"), QStringLiteral("standard"), 47300,
                                       QStringLiteral("0123abcDEF")};
    QCOMPARE(net::decodeAnnouncement(net::encodeAnnouncement(withId)), withId);
}

QTEST_GUILESS_MAIN(TestBeaconNetworks)
#include "tst_beaconnetworks.moc"
