// SPDX-License-Identifier: GPL-3.0-or-later
// LAN discovery: the beacon's wire form (strict, bounded), where beacons go, a beacon heard by a
// finder over loopback (repeats, expiry, hostile datagrams), and the "host:port" a player types.
// Forgers and floods: tst_beaconforgery. Every socket here sends to 127.0.0.1 only.
#include "udpsupport.h"

#include "app/net/beacon.h"
#include "core/hostport.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QJsonDocument>
#include <QJsonObject>
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

    void beaconIsHeardOnLoopback();
    void repeatedAnnouncementsKeepTheirPlace();
    void silentGamesExpire();
    void malformedDatagramsAreIgnored();

    void parsesHostPort_data();
    void parsesHostPort();
    void refusesBadHostPort_data();
    void refusesBadHostPort();
    void writesAddressText_data();
    void writesAddressText();
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

void TestDiscovery::repeatedAnnouncementsKeepTheirPlace()
{
    const quint16 discoveryPort = freeUdpPort();
    net::GameFinder finder(10s);
    QSignalSpy changed(&finder, &net::GameFinder::gamesChanged);
    QVERIFY(finder.listen(discoveryPort));
    LoopbackSender sender(discoveryPort);

    sender.announce(QStringLiteral("Anaïs"), QStringLiteral("standard"), 47300);
    QTRY_COMPARE_WITH_TIMEOUT(finder.games().size(), 1, 5000);
    QCOMPARE(changed.count(), 1);

    // Another game port from the same host is another game, listed first (newest first).
    sender.announce(QStringLiteral("Bob"), QStringLiteral("hasbro"), 47301);
    QTRY_COMPARE_WITH_TIMEOUT(finder.games().size(), 2, 5000);
    QCOMPARE(finder.games().constFirst().announcement.port, quint16(47301));
    QCOMPARE(finder.games().constLast().announcement.port, quint16(47300));
    QCOMPARE(changed.count(), 2);

    // Heard again, the older game keeps its place: the list never re-sorts under the mouse, and
    // nothing changed. A sentinel (loopback keeps the order) shows the repeats were read.
    for (int i = 0; i < 3; ++i)
        sender.announce(QStringLiteral("Anaïs"), QStringLiteral("standard"), 47300);
    sender.announce(QStringLiteral("Sentinel"), QStringLiteral("custom"), 47302);
    QTRY_COMPARE_WITH_TIMEOUT(finder.games().size(), 3, 5000);
    QCOMPARE(changed.count(), 3);
    QCOMPARE(finder.games().at(0).announcement.port, quint16(47302));
    QCOMPARE(finder.games().at(1).announcement.port, quint16(47301));
    QCOMPARE(finder.games().at(2).announcement.port, quint16(47300));
    QCOMPARE(finder.games().at(2).announcement.name, QStringLiteral("Anaïs"));
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
    // What the game writes of it reads back the same.
    const auto again = parseHostPort(seabattle::addressText(*parsed), kDefaultPort + 1);
    QVERIFY2(again, seabattle::addressText(*parsed).c_str());
    QCOMPARE(*again, *parsed);
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

void TestDiscovery::writesAddressText_data()
{
    QTest::addColumn<QString>("host");
    QTest::addColumn<int>("port");
    QTest::addColumn<QString>("text");
    QTest::newRow("IPv4") << "127.0.0.1" << 47300 << "127.0.0.1:47300";
    QTest::newRow("name") << "my-pc.local" << 1 << "my-pc.local:1";
    QTest::newRow("IPv6") << "::1" << 65535 << "[::1]:65535";
    // A scope names an interface by number too: "%2" must stay as typed, not become the port.
    QTest::newRow("IPv6, scope by number") << "fe80::1%2" << 47300 << "[fe80::1%2]:47300";
    QTest::newRow("IPv6, scope by name") << "fe80::1%eth0" << 47301 << "[fe80::1%eth0]:47301";
}

void TestDiscovery::writesAddressText()
{
    QFETCH(QString, host);
    QFETCH(int, port);
    QFETCH(QString, text);
    QCOMPARE(QString::fromStdString(seabattle::addressText(HostPort{host.toStdString(), port})), text);
}

QTEST_GUILESS_MAIN(TestDiscovery)
#include "tst_discovery.moc"
