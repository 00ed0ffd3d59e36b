// SPDX-License-Identifier: GPL-3.0-or-later
// LAN discovery: the beacon's wire form (strict, bounded), where beacons go, a beacon heard by a
// finder over loopback (updates, expiry, hostile datagrams, floods), and the "host:port" a player
// types. Every socket here sends to 127.0.0.1 only.
#include "app/net/beacon.h"
#include "app/net/beacondestinations.h"
#include "core/hostport.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QUdpSocket>

#include <algorithm>
#include <chrono>
#include <optional>

using namespace std::chrono_literals;
using seabattle::HostPort;
using seabattle::HostPortError;
using seabattle::parseHostPort;

Q_DECLARE_METATYPE(seabattle::HostPortError)

namespace {

constexpr int kDefaultPort = 47300;
constexpr int kMaxGames = 50; // GameFinder's bound on the games it keeps

// A UDP port nobody uses on loopback right now.
quint16 freeUdpPort()
{
    QUdpSocket probe;
    if (!probe.bind(QHostAddress::LocalHost, 0))
        qFatal("cannot bind a UDP socket on loopback");
    const quint16 port = probe.localPort();
    probe.close();
    return port;
}

QByteArray announcementJson(const QJsonObject& o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QJsonObject validObject()
{
    return QJsonObject{{"type", "seabattle-game"},
                       {"protocol", 1},
                       {"name", "Anaïs"},
                       {"rules", "classic"},
                       {"port", 47300}};
}

// Sets SEABATTLE_DISCOVERY_ADDRESS (or unsets it) for one scope, then puts back what was there.
class DiscoveryEnvironment {
public:
    explicit DiscoveryEnvironment(const std::optional<QByteArray>& value)
        : m_wasSet(qEnvironmentVariableIsSet(kName)), m_old(qgetenv(kName))
    {
        if (value)
            qputenv(kName, *value);
        else
            qunsetenv(kName);
    }
    ~DiscoveryEnvironment()
    {
        if (m_wasSet)
            qputenv(kName, m_old);
        else
            qunsetenv(kName);
    }
    DiscoveryEnvironment(const DiscoveryEnvironment&) = delete;
    DiscoveryEnvironment& operator=(const DiscoveryEnvironment&) = delete;

private:
    static constexpr const char* kName = "SEABATTLE_DISCOVERY_ADDRESS";
    bool m_wasSet;
    QByteArray m_old;
};

// A raw UDP sender on loopback, standing in for a hostile or careless program on the LAN.
class LoopbackSender {
public:
    explicit LoopbackSender(quint16 port) : m_port(port) {}
    void send(const QByteArray& datagram)
    {
        QCOMPARE_GE(m_socket.writeDatagram(datagram, QHostAddress(QHostAddress::LocalHost), m_port), 0);
    }
    void announce(const QString& name, const QString& rules, quint16 port)
    {
        send(net::encodeAnnouncement({name, rules, port}));
    }

private:
    QUdpSocket m_socket;
    quint16 m_port;
};

bool listsPort(const QList<net::FoundGame>& games, quint16 port)
{
    return std::any_of(games.begin(), games.end(),
                       [&](const net::FoundGame& g) { return g.announcement.port == port; });
}

} // namespace

// Readable failure messages: QCOMPARE finds this by argument-dependent lookup.
namespace seabattle {
inline char* toString(HostPortError e)
{
    static const char* const names[] = {"Empty", "MissingHost", "BadPort", "BadHost"};
    return qstrdup(names[int(e)]);
}
} // namespace seabattle

class TestDiscovery : public QObject {
    Q_OBJECT

private slots:
    void announcementsRoundTrip_data();
    void announcementsRoundTrip();
    void longNamesAreCutToFit();
    void refusesMalformedAnnouncements_data();
    void refusesMalformedAnnouncements();
    void discoveryAddressPrefersEnvironmentThenSetting();

    void beaconDestinations_data();
    void beaconDestinations();
    void machineInterfacesAreDescribed();
    void oneFailingDestinationIsLoggedOnceAndSpared();
    void heardOverIPv6WithItsAddress();
    void oneGameHeardFromTwoAddressesIsListedOnce();
    void linkLocalAddressKeepsItsInterface();

    void beaconIsHeardOnLoopback();
    void repeatedAnnouncementsUpdateOneEntry();
    void silentGamesExpire();
    void malformedDatagramsAreIgnored();
    void floodKeepsAtMostFiftyGames();

    void parsesHostPort_data();
    void parsesHostPort();
    void refusesBadHostPort_data();
    void refusesBadHostPort();
};

// --- The wire form ---------------------------------------------------------------------------

void TestDiscovery::announcementsRoundTrip_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("rules");
    QTest::addColumn<int>("port");
    QTest::newRow("standard") << QStringLiteral("Anaïs") << QStringLiteral("standard") << 47300;
    QTest::newRow("classic") << QStringLiteral("Bob") << QStringLiteral("classic") << 1;
    QTest::newRow("hasbro") << QString() << QStringLiteral("hasbro") << 65535;
    QTest::newRow("custom, markup, quotes")
        << QStringLiteral("<b>\"x\"</b> & \\") << QStringLiteral("custom") << 50000;
    QTest::newRow("40 characters") << QString(40, QChar(u'Ω')) << QStringLiteral("standard") << 47300;
}

void TestDiscovery::announcementsRoundTrip()
{
    QFETCH(QString, name);
    QFETCH(QString, rules);
    QFETCH(int, port);
    const net::GameAnnouncement announcement{name, rules, quint16(port)};
    const QByteArray wire = net::encodeAnnouncement(announcement);
    QVERIFY(wire.size() <= net::kMaxBeaconBytes);
    const auto decoded = net::decodeAnnouncement(wire);
    QVERIFY(decoded);
    QCOMPARE(*decoded, announcement);
}

void TestDiscovery::longNamesAreCutToFit()
{
    // A host whose name is too long is still heard: the beacon carries the first 40 characters.
    const QString longName(100, QChar(u'x'));
    const auto decoded =
        net::decodeAnnouncement(net::encodeAnnouncement({longName, QStringLiteral("standard"), 47300}));
    QVERIFY(decoded);
    QCOMPARE(decoded->name, longName.left(40));

    // Cut between the two halves of an emoji's surrogate pair, the name must still be heard.
    const QString emoji =
        QStringLiteral("a") + QString::fromUtf8("\xF0\x9F\x9A\xA2").repeated(20); // 41 UTF-16 units
    QCOMPARE(emoji.size(), 41);
    const QByteArray wire = net::encodeAnnouncement({emoji, QStringLiteral("standard"), 47300});
    const auto cut = net::decodeAnnouncement(wire);
    QVERIFY2(cut, wire.constData());
    QVERIFY(cut->name.size() <= 40);
    QVERIFY(cut->name.startsWith(emoji.left(39)));
}

void TestDiscovery::refusesMalformedAnnouncements_data()
{
    QTest::addColumn<QByteArray>("datagram");
    const auto with = [](const char* key, const QJsonValue& value) {
        QJsonObject o = validObject();
        o.insert(QLatin1String(key), value);
        return announcementJson(o);
    };
    const auto without = [](const char* key) {
        QJsonObject o = validObject();
        o.remove(QLatin1String(key));
        return announcementJson(o);
    };
    // Sanity: the base object itself is accepted (checked in the test function below).
    QTest::newRow("oversized") << announcementJson(validObject()) + QByteArray(net::kMaxBeaconBytes, ' ');
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("not JSON") << QByteArray("hello, is anyone there?");
    QTest::newRow("truncated JSON") << announcementJson(validObject()).chopped(1);
    QTest::newRow("array") << QByteArray("[1,2,3]");
    QTest::newRow("wrong type") << with("type", "seabattle-chat");
    QTest::newRow("type not a string") << with("type", 1);
    QTest::newRow("protocol 2") << with("protocol", 2);
    QTest::newRow("protocol as text") << with("protocol", "1");
    QTest::newRow("name of 41 characters") << with("name", QString(41, QChar(u'n')));
    QTest::newRow("name not a string") << with("name", 7);
    QTest::newRow("unknown rules") << with("rules", "salvo");
    QTest::newRow("rules in capitals") << with("rules", "Classic");
    QTest::newRow("port 0") << with("port", 0);
    QTest::newRow("port 65536") << with("port", 65536);
    QTest::newRow("port -1") << with("port", -1);
    QTest::newRow("port 1.5") << with("port", 1.5);
    QTest::newRow("port as text") << with("port", "47300");
    QTest::newRow("port huge") << with("port", 1e300);
    QTest::newRow("no type") << without("type");
    QTest::newRow("no protocol") << without("protocol");
    QTest::newRow("no name") << without("name");
    QTest::newRow("no rules") << without("rules");
    QTest::newRow("no port") << without("port");
    QTest::newRow("game id empty") << with("game", "");
    QTest::newRow("game id of 33 characters") << with("game", QString(33, QChar(u'a')));
    QTest::newRow("game id with a space") << with("game", "ab cd");
    QTest::newRow("game id not ASCII") << with("game", "caf\u00e9");
    QTest::newRow("game id a number") << with("game", 12);
}

void TestDiscovery::refusesMalformedAnnouncements()
{
    QFETCH(QByteArray, datagram);
    QVERIFY(net::decodeAnnouncement(announcementJson(validObject())));
    QVERIFY(!net::decodeAnnouncement(datagram));
}

void TestDiscovery::discoveryAddressPrefersEnvironmentThenSetting()
{
    // Only computed here: nothing is ever sent. Loopback addresses only, the setting and the
    // environment told apart by their family (127.0.0.1 against ::1).
    {
        const DiscoveryEnvironment env(QByteArray("127.0.0.1"));
        QCOMPARE(net::discoveryAddress(QStringLiteral("::1")), QHostAddress(QHostAddress::LocalHost));
        QCOMPARE(net::discoveryAddress(QString()), QHostAddress(QHostAddress::LocalHost));
    }
    {
        const DiscoveryEnvironment env(QByteArray("::1"));
        QCOMPARE(net::discoveryAddress(QStringLiteral("127.0.0.1")),
                 QHostAddress(QHostAddress::LocalHostIPv6));
    }
    {
        const DiscoveryEnvironment env(QByteArray("not an address"));
        QCOMPARE(net::discoveryAddress(QStringLiteral("::1")), QHostAddress(QHostAddress::LocalHostIPv6));
        QCOMPARE(net::discoveryAddress(QString()), std::nullopt);
    }
    {
        const DiscoveryEnvironment env(QByteArray(""));
        QCOMPARE(net::discoveryAddress(QStringLiteral("127.0.0.1")), QHostAddress(QHostAddress::LocalHost));
    }
    {
        const DiscoveryEnvironment env(std::nullopt);
        QCOMPARE(net::discoveryAddress(QStringLiteral("::1")), QHostAddress(QHostAddress::LocalHostIPv6));
        // Players' games are heard on every network (beaconDestinations()), not at one address.
        QCOMPARE(net::discoveryAddress(QString()), std::nullopt);
        QCOMPARE(net::discoveryAddress(QStringLiteral("my router")), std::nullopt);
    }
}

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

void TestDiscovery::beaconDestinations_data()
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

void TestDiscovery::beaconDestinations()
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

void TestDiscovery::machineInterfacesAreDescribed()
{
    // Only read: loopback is there, and is never a destination.
    const auto interfaces = net::describeInterfaces();
    QVERIFY(std::any_of(interfaces.begin(), interfaces.end(),
                        [](const net::InterfaceDescription& i) { return i.loopback; }));
    for (const net::BeaconDestination& d : net::beaconDestinations(interfaces))
        QVERIFY(!d.address.isLoopback());
}

void TestDiscovery::oneFailingDestinationIsLoggedOnceAndSpared()
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
    QTest::qWait(200); // both families heard many times by now
    QCOMPARE(finder.games().size(), 1);
    QCOMPARE(finder.games().constFirst().address,
             QHostAddress(QHostAddress::LocalHost)); // IPv4 offered first
}

void TestDiscovery::heardOverIPv6WithItsAddress()
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

void TestDiscovery::oneGameHeardFromTwoAddressesIsListedOnce()
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
    LoopbackSender first(discoveryPort);
    const QByteArray beaconWire = net::encodeAnnouncement(
        {QStringLiteral("Anaïs"), QStringLiteral("standard"), 47300, QStringLiteral("c0ffee")});
    first.send(beaconWire);
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

void TestDiscovery::linkLocalAddressKeepsItsInterface()
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

// --- Beacons heard over loopback ---------------------------------------------------------------

void TestDiscovery::beaconIsHeardOnLoopback()
{
    const quint16 discoveryPort = freeUdpPort();
    net::GameFinder finder(10s);
    QSignalSpy changed(&finder, &net::GameFinder::gamesChanged);
    QVERIFY(finder.listen(discoveryPort));
    QVERIFY(finder.games().isEmpty());

    const net::GameAnnouncement announcement{QStringLiteral("Anaïs"), QStringLiteral("hasbro"), 47312};
    net::GameBeacon beacon(announcement, QHostAddress(QHostAddress::LocalHost), discoveryPort, 50ms);
    QVERIFY(!beacon.isActive());
    beacon.start();
    QVERIFY(beacon.isActive());
    QTRY_COMPARE_WITH_TIMEOUT(finder.games().size(), 1, 5000);
    QVERIFY(changed.count() >= 1);
    const net::FoundGame game = finder.games().constFirst();
    QCOMPARE(game.address, QHostAddress(QHostAddress::LocalHost));
    QCOMPARE(game.address.protocol(), QAbstractSocket::IPv4Protocol); // typed as 127.0.0.1, never ::ffff:…
    QCOMPARE(game.announcement.name, announcement.name);
    QCOMPARE(game.announcement.rules, announcement.rules);
    QCOMPARE(game.announcement.port, announcement.port);
    QVERIFY(!game.announcement.game.isEmpty()); // the beacon gave its game an id

    // The same beacon again and again: one game, and no change to announce.
    const int changes = changed.count();
    QTest::qWait(300);
    QCOMPARE(finder.games().size(), 1);
    QCOMPARE(changed.count(), changes);
    beacon.stop();
    QVERIFY(!beacon.isActive());
}

void TestDiscovery::repeatedAnnouncementsUpdateOneEntry()
{
    const quint16 discoveryPort = freeUdpPort();
    net::GameFinder finder(10s);
    QSignalSpy changed(&finder, &net::GameFinder::gamesChanged);
    QVERIFY(finder.listen(discoveryPort));
    LoopbackSender sender(discoveryPort);

    sender.announce(QStringLiteral("Anaïs"), QStringLiteral("standard"), 47300);
    QTRY_COMPARE_WITH_TIMEOUT(finder.games().size(), 1, 5000);
    QCOMPARE(changed.count(), 1);

    // The same host and game port with new details: updated in place, not listed twice.
    sender.announce(QStringLiteral("Anaïs B."), QStringLiteral("classic"), 47300);
    QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 2, 5000);
    QCOMPARE(finder.games().size(), 1);
    QCOMPARE(finder.games().constFirst().announcement.name, QStringLiteral("Anaïs B."));
    QCOMPARE(finder.games().constFirst().announcement.rules, QStringLiteral("classic"));

    // Another game port from the same host is another game, listed first (newest first).
    sender.announce(QStringLiteral("Bob"), QStringLiteral("hasbro"), 47301);
    QTRY_COMPARE_WITH_TIMEOUT(finder.games().size(), 2, 5000);
    QCOMPARE(finder.games().constFirst().announcement.port, quint16(47301));
    QCOMPARE(finder.games().constLast().announcement.port, quint16(47300));

    // Heard again, the older game moves to the front.
    sender.announce(QStringLiteral("Anaïs B."), QStringLiteral("classic"), 47300);
    QTRY_COMPARE_WITH_TIMEOUT(finder.games().constFirst().announcement.port, quint16(47300), 5000);
    QCOMPARE(finder.games().size(), 2);
}

void TestDiscovery::silentGamesExpire()
{
    const quint16 discoveryPort = freeUdpPort();
    const auto expiry = 300ms;
    net::GameFinder finder(expiry);
    QSignalSpy changed(&finder, &net::GameFinder::gamesChanged);
    QVERIFY(finder.listen(discoveryPort));
    net::GameBeacon beacon({QStringLiteral("Anaïs"), QStringLiteral("standard"), 47300},
                           QHostAddress(QHostAddress::LocalHost), discoveryPort, 50ms);
    beacon.start();
    QTRY_COMPARE_WITH_TIMEOUT(finder.games().size(), 1, 5000);

    // While the beacon keeps sending, the game stays well past the expiry.
    QTest::qWait(int(expiry.count()) * 2);
    QCOMPARE(finder.games().size(), 1);

    beacon.stop();
    QElapsedTimer sinceStop;
    sinceStop.start();
    QCOMPARE(finder.games().size(), 1);
    const int changes = changed.count();
    QTRY_VERIFY_WITH_TIMEOUT(finder.games().isEmpty(), 5000);
    // Gone only once silent for about the expiry (the last beacon left at most an interval
    // before the stop), and announced.
    QCOMPARE_GE(sinceStop.elapsed(), qint64(expiry.count()) - 50 - 50);
    QCOMPARE(changed.count(), changes + 1);
}

void TestDiscovery::malformedDatagramsAreIgnored()
{
    const quint16 discoveryPort = freeUdpPort();
    net::GameFinder finder(10s);
    QSignalSpy changed(&finder, &net::GameFinder::gamesChanged);
    QVERIFY(finder.listen(discoveryPort));
    LoopbackSender sender(discoveryPort);

    QJsonObject otherProtocol = validObject();
    otherProtocol.insert(QStringLiteral("protocol"), 2);
    QJsonObject badPort = validObject();
    badPort.insert(QStringLiteral("port"), 0);
    sender.send(QByteArray("garbage"));
    sender.send(QByteArray());
    sender.send(QByteArray(4000, '\xff'));
    sender.send(announcementJson(otherProtocol));
    sender.send(announcementJson(badPort));
    // Valid JSON, but longer than a beacon may be: the finder must not accept it truncated or whole.
    sender.send(announcementJson(validObject()) + QByteArray(600, ' '));
    // A sentinel: loopback keeps the order, so once it is listed every datagram before it was read.
    sender.announce(QStringLiteral("Sentinel"), QStringLiteral("standard"), 40000);
    QTRY_VERIFY_WITH_TIMEOUT(listsPort(finder.games(), 40000), 5000);
    QCOMPARE(finder.games().size(), 1);
    QCOMPARE(finder.games().constFirst().announcement.name, QStringLiteral("Sentinel"));
    QCOMPARE(changed.count(), 1);
}

void TestDiscovery::floodKeepsAtMostFiftyGames()
{
    const quint16 discoveryPort = freeUdpPort();
    net::GameFinder finder(10s);
    qsizetype most = 0;
    connect(&finder, &net::GameFinder::gamesChanged, this,
            [&] { most = std::max(most, finder.games().size()); });
    QVERIFY(finder.listen(discoveryPort));
    LoopbackSender sender(discoveryPort);

    constexpr int kFlood = 80;
    constexpr quint16 kFirstPort = 20000;
    for (int i = 0; i < kFlood; ++i) {
        sender.announce(QStringLiteral("Fake %1").arg(i), QStringLiteral("standard"),
                        quint16(kFirstPort + i));
        if (i % 20 == 19)
            QTest::qWait(10); // let the finder read: the socket's buffer is no part of this test
    }
    const quint16 last = quint16(kFirstPort + kFlood - 1);
    QTRY_VERIFY_WITH_TIMEOUT(listsPort(finder.games(), last), 5000);
    const QList<net::FoundGame> games = finder.games();
    QCOMPARE(games.size(), kMaxGames);
    QCOMPARE_LE(most, qsizetype(kMaxGames));
    QCOMPARE(games.constFirst().announcement.port, last); // the newest are kept
    QVERIFY(!listsPort(games, kFirstPort));               // the oldest are dropped
}

// --- "host:port" as typed ----------------------------------------------------------------------

void TestDiscovery::parsesHostPort_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("host");
    QTest::addColumn<int>("port");
    QTest::newRow("IPv4, default port") << "127.0.0.1"
                                        << "127.0.0.1" << kDefaultPort;
    QTest::newRow("IPv4 and port") << "127.0.0.1:47310"
                                   << "127.0.0.1" << 47310;
    QTest::newRow("name and port") << "host:47300"
                                   << "host" << 47300;
    QTest::newRow("name") << "my-pc.local"
                          << "my-pc.local" << kDefaultPort;
    QTest::newRow("bracketed IPv6 and port") << "[::1]:47300"
                                             << "::1" << 47300;
    QTest::newRow("bracketed IPv6, no port") << "[::1%lo]"
                                             << "::1%lo" << kDefaultPort;
    QTest::newRow("bare IPv6") << "::1"
                               << "::1" << kDefaultPort;
    QTest::newRow("bare IPv6, long") << "0:0:0:0:0:0:0:1"
                                     << "0:0:0:0:0:0:0:1" << kDefaultPort;
    QTest::newRow("spaces around") << " b:1 "
                                   << "b" << 1;
    QTest::newRow("tabs and newline around") << "\t127.0.0.1:65535\n"
                                             << "127.0.0.1" << 65535;
    QTest::newRow("leading zeros") << "h:00080"
                                   << "h" << 80;
}

void TestDiscovery::parsesHostPort()
{
    QFETCH(QString, text);
    QFETCH(QString, host);
    QFETCH(int, port);
    const auto parsed = parseHostPort(text.toStdString(), kDefaultPort);
    QVERIFY2(parsed, qPrintable(text));
    QCOMPARE(*parsed, (HostPort{host.toStdString(), port}));
}

void TestDiscovery::refusesBadHostPort_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<HostPortError>("error");
    QTest::newRow("empty") << "" << HostPortError::Empty;
    QTest::newRow("only spaces") << "   " << HostPortError::Empty;
    QTest::newRow("port only") << ":47300" << HostPortError::MissingHost;
    QTest::newRow("brackets, no host") << "[]:47300" << HostPortError::MissingHost;
    QTest::newRow("colon, no port") << "h:" << HostPortError::BadPort;
    QTest::newRow("port 0") << "h:0" << HostPortError::BadPort;
    QTest::newRow("port 65536") << "h:65536" << HostPortError::BadPort;
    QTest::newRow("port letters") << "h:abc" << HostPortError::BadPort;
    QTest::newRow("port too long") << "h:123456" << HostPortError::BadPort;
    QTest::newRow("port negative") << "h:-1" << HostPortError::BadPort;
    QTest::newRow("bracketed, colon, no port") << "[::1]:" << HostPortError::BadPort;
    QTest::newRow("bracketed, bad port") << "[::1]:99999" << HostPortError::BadPort;
    QTest::newRow("space inside") << "a b" << HostPortError::BadHost;
    QTest::newRow("unclosed bracket") << "[::1" << HostPortError::BadHost;
    QTest::newRow("junk after bracket") << "[::1]x" << HostPortError::BadHost;
    QTest::newRow("slash") << "h/x" << HostPortError::BadHost;
    QTest::newRow("too long") << QString(254, QChar(u'a')) << HostPortError::BadHost;
}

void TestDiscovery::refusesBadHostPort()
{
    QFETCH(QString, text);
    QFETCH(HostPortError, error);
    const auto parsed = parseHostPort(text.toStdString(), kDefaultPort);
    QVERIFY2(!parsed, qPrintable(text));
    QCOMPARE(parsed.error(), error);
}

QTEST_GUILESS_MAIN(TestDiscovery)
#include "tst_discovery.moc"
