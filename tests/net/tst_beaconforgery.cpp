// SPDX-License-Identifier: GPL-3.0-or-later
// LAN discovery against forgers (issue 36): beacon text held to the TCP protocol's strictness, and
// a finder whose listed games keep their words, their address and their place whatever else is
// heard: forged words under a real game's id, copycats repeating its beacon, floods of fake games.
// Forgers here are sockets bound to other loopback addresses (127.0.0.x, ::1); everything is sent
// to 127.0.0.1 or ::1 only.
#include "app/net/beacon.h"
#include "lantestsupport.h"
#include "udpsupport.h"

#include <QHostAddress>
#include <QSignalSpy>
#include <QTest>
#include <QUdpSocket>

#include <algorithm>
#include <chrono>
#include <memory>
#include <vector>

namespace {

constexpr int kMaxGames = 50;         // GameFinder's bound on the games it keeps
constexpr int kMaxSendersPerGame = 8; // … on the senders of one game
constexpr int kMaxGamesPerSender = 8; // … on the games one address may have listed

// A program on the LAN at `address` (a loopback address), sending to a finder on this machine.
class Forger {
public:
    Forger(const QString& address, quint16 finderPort) : m_finderPort(finderPort)
    {
        m_bound = m_socket.bind(QHostAddress(address), 0);
    }
    bool isBound() const { return m_bound; }
    QHostAddress address() const { return m_socket.localAddress(); }
    void send(const QByteArray& datagram)
    {
        const bool v6 = m_socket.localAddress().protocol() == QAbstractSocket::IPv6Protocol;
        const QHostAddress to(v6 ? QHostAddress::LocalHostIPv6 : QHostAddress::LocalHost);
        QCOMPARE_GE(m_socket.writeDatagram(datagram, to, m_finderPort), 0);
    }
    void announce(const net::GameAnnouncement& announcement) { send(net::encodeAnnouncement(announcement)); }

private:
    QUdpSocket m_socket;
    quint16 m_finderPort;
    bool m_bound = false;
};

// Forgers at 127.0.0.<first> to 127.0.0.<first + count - 1>, or none where those cannot be bound.
std::vector<std::unique_ptr<Forger>> forgersFrom(int first, int count, quint16 finderPort)
{
    std::vector<std::unique_ptr<Forger>> forgers;
    for (int i = first; i < first + count; ++i) {
        forgers.push_back(std::make_unique<Forger>(QStringLiteral("127.0.0.%1").arg(i), finderPort));
        if (!forgers.back()->isBound())
            return {};
    }
    return forgers;
}

bool listsPort(const QList<net::FoundGame>& games, quint16 port)
{
    return std::any_of(games.begin(), games.end(),
                       [&](const net::FoundGame& g) { return g.announcement.port == port; });
}

std::chrono::milliseconds scaled(std::chrono::milliseconds t)
{
    return t * testTimeScale();
}

// A beacon whose name is `rawName`, bytes as they stand inside the JSON string.
QByteArray beaconNamed(const QByteArray& rawName)
{
    return R"({"type":"seabattle-game","protocol":1,"name":")" + rawName +
           R"(","rules":"classic","port":47300,"game":"f00d"})";
}

// Beacons that TCP text would refuse, or whose name cannot be shown as one line of plain text.
QList<std::pair<const char*, QByteArray>> unsafeBeacons()
{
    return {
        {"escaped U+0000", beaconNamed(R"(A\u0000B)")},
        {"NUL byte after the object", beaconNamed("A") + QByteArray(1, '\0')},
        {"lone high surrogate", beaconNamed(R"(A\ud83dB)")},
        {"lone low surrogate", beaconNamed(R"(A\ude80B)")},
        {"surrogates reversed", beaconNamed(R"(\ude80\ud83d)")},
        {"invalid UTF-8", beaconNamed("A\xff")},
        {"overlong UTF-8 NUL", beaconNamed("A\xc0\x80")},
        {"byte order mark", "\xEF\xBB\xBF" + beaconNamed("A")},
        {"escaped newline", beaconNamed(R"(Ana\nMallory is hosting too)")},
        {"raw newline", beaconNamed("Ana\nB")},
        {"carriage return", beaconNamed(R"(A\rB)")},
        {"tab", beaconNamed(R"(A\tB)")},
        {"terminal escape", beaconNamed(R"(\u001b[31mA)")},
        {"DEL", beaconNamed(R"(A\u007f)")},
        {"C1 next line, escaped", beaconNamed(R"(A\u0085B)")},
        {"C1 next line, raw", beaconNamed("A\xc2\x85"
                                          "B")},
        {"C1 control sequence introducer", beaconNamed(R"(A\u009b)")},
        {"line separator", beaconNamed(R"(A\u2028B)")},
        {"paragraph separator", beaconNamed(R"(A\u2029B)")},
        {"right-to-left override, raw", beaconNamed("Ana\xe2\x80\xae"
                                                    "sd")},
        {"left-to-right embedding", beaconNamed(R"(\u202aAna)")},
        {"pop directional formatting", beaconNamed(R"(Ana\u202c)")},
        {"right-to-left isolate", beaconNamed(R"(\u2067Ana)")},
        {"pop directional isolate", beaconNamed(R"(Ana\u2069)")},
        {"right-to-left mark", beaconNamed(R"(Ana\u200f)")},
        {"left-to-right mark", beaconNamed(R"(Ana\u200e)")},
        {"Arabic letter mark", beaconNamed(R"(Ana\u061c)")},
    };
}

} // namespace

class TestBeaconForgery : public QObject {
    Q_OBJECT

private slots:
    void refusesUnsafeText_data();
    void refusesUnsafeText();
    void findersIgnoreUnsafeText();
    void keepsHonestNames_data();
    void keepsHonestNames();
    void hostNamesAreCleanedToBeHeard_data();
    void hostNamesAreCleanedToBeHeard();

    void forgedWordsDoNotRewriteAGame();
    void copycatsCannotTakeTheAddress();
    void floodDoesNotPushOutLiveGames();
    void oneAddressListsAtMostEightGames();
};

// --- Text: as strict as TCP's, and one line of plain text ---------------------------------------

void TestBeaconForgery::refusesUnsafeText_data()
{
    QTest::addColumn<QByteArray>("datagram");
    for (const auto& [name, datagram] : unsafeBeacons())
        QTest::newRow(name) << datagram;
}

void TestBeaconForgery::refusesUnsafeText()
{
    QFETCH(QByteArray, datagram);
    QVERIFY(net::decodeAnnouncement(beaconNamed("Ana")));
    QVERIFY2(!net::decodeAnnouncement(datagram), datagram.toHex().constData());
}

void TestBeaconForgery::findersIgnoreUnsafeText()
{
    const quint16 port = freeUdpPort();
    net::GameFinder finder(10s);
    QSignalSpy changed(&finder, &net::GameFinder::gamesChanged);
    QVERIFY(finder.listen(port));
    Forger forger(QStringLiteral("127.0.0.1"), port);
    QVERIFY(forger.isBound());
    for (const auto& [name, datagram] : unsafeBeacons())
        forger.send(datagram);
    // A sentinel: loopback keeps the order, so once it is listed every datagram before it was read.
    forger.announce({QStringLiteral("Sentinel"), QStringLiteral("standard"), 40000});
    QTRY_VERIFY_WITH_TIMEOUT(listsPort(finder.games(), 40000), 5000);
    QCOMPARE(finder.games().size(), 1);
    QCOMPARE(changed.count(), 1);
}

void TestBeaconForgery::keepsHonestNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("accents") << QStringLiteral("Anaïs Ñúñez");
    QTest::newRow("Arabic") << QStringLiteral("مريم");
    QTest::newRow("Hebrew and digits") << QStringLiteral("דנה 2");
    QTest::newRow("Persian, zero-width non-joiner") << QStringLiteral("می\u200cخواهم");
    QTest::newRow("emoji joined") << QStringLiteral("👩\u200d👩\u200d👧 crew");
    QTest::newRow("flag") << QStringLiteral("🇫🇷 Zoë");
    QTest::newRow("combining accent") << QStringLiteral("Zoe\u0308");
    QTest::newRow("markup, as plain text") << QStringLiteral("<b>O'Brien</b> & \"co\"");
    QTest::newRow("spaces") << QStringLiteral("  two  spaces ");
}

void TestBeaconForgery::keepsHonestNames()
{
    QFETCH(QString, name);
    QVERIFY(net::isShowableName(name));
    const net::GameAnnouncement announcement{name, QStringLiteral("standard"), 47300, QStringLiteral("a1")};
    QCOMPARE(net::decodeAnnouncement(net::encodeAnnouncement(announcement)), announcement);
}

void TestBeaconForgery::hostNamesAreCleanedToBeHeard_data()
{
    // A host whose own name holds what finders refuse is still heard, without it.
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("heard");
    QTest::newRow("newline") << QStringLiteral("Ana\nB") << QStringLiteral("AnaB");
    QTest::newRow("tab and escape") << QStringLiteral("\tA\u001b[1m") << QStringLiteral("A[1m");
    QTest::newRow("bidi override") << QStringLiteral("Ana\u202esd") << QStringLiteral("Anasd");
    QTest::newRow("lone surrogate") << QStringLiteral("A") + QChar(0xd83d) + QStringLiteral("B")
                                    << QStringLiteral("AB");
    QTest::newRow("only controls") << QStringLiteral("\r\n\u2028") << QString();
    // Cut to 40 units, a pair of surrogates is kept whole or left out, never halved.
    QTest::newRow("emoji at the cut")
        << QStringLiteral("x").repeated(39) + QStringLiteral("🚢") << QStringLiteral("x").repeated(39);
    QTest::newRow("controls do not count")
        << QStringLiteral("\n").repeated(10) + QStringLiteral("y").repeated(40)
        << QStringLiteral("y").repeated(40);
}

void TestBeaconForgery::hostNamesAreCleanedToBeHeard()
{
    QFETCH(QString, name);
    QFETCH(QString, heard);
    const auto decoded =
        net::decodeAnnouncement(net::encodeAnnouncement({name, QStringLiteral("hasbro"), 47300}));
    QVERIFY(decoded);
    QCOMPARE(decoded->name, heard);
}

// --- What is listed stays as first heard ---------------------------------------------------------

void TestBeaconForgery::forgedWordsDoNotRewriteAGame()
{
    // A real host at 127.0.0.1; a forger at ::1 and one spoofing the host's own address send its
    // game id with other words. Each is another game; the host's keeps its name, rules and port.
    const quint16 port = freeUdpPort();
    net::GameFinder finder(10s);
    QVERIFY(finder.listen(port));
    const net::GameAnnouncement real{QStringLiteral("Anaïs"), QStringLiteral("standard"), 47300,
                                     QStringLiteral("c0ffee")};
    net::GameBeacon beacon(real, QHostAddress(QHostAddress::LocalHost), port, 50ms);
    beacon.start();
    QTRY_COMPARE_WITH_TIMEOUT(finder.games().size(), 1, 5000);

    Forger v6(QStringLiteral("::1"), port), spoofer(QStringLiteral("127.0.0.1"), port);
    if (!v6.isBound())
        QSKIP("::1 is not usable here");
    v6.announce({QStringLiteral("Mallory"), QStringLiteral("standard"), 6666, real.game});
    QTRY_COMPARE_WITH_TIMEOUT(finder.games().size(), 2, 5000);
    spoofer.announce({real.name, QStringLiteral("custom"), 6667, real.game});
    QTRY_COMPARE_WITH_TIMEOUT(finder.games().size(), 3, 5000);
    QTest::qWait(200); // the real beacon heard again, several times

    const QList<net::FoundGame> games = finder.games();
    QCOMPARE(games.size(), 3);
    QCOMPARE(games.constLast(), (net::FoundGame{real, QHostAddress(QHostAddress::LocalHost)}));
    QCOMPARE(games.at(1).announcement.name, QStringLiteral("Mallory"));
    QCOMPARE(games.at(1).address, QHostAddress(QHostAddress::LocalHostIPv6));
    QCOMPARE(games.constFirst().announcement.port, quint16(6667));

    // Without an id, the words are fixed too: other words from the same address and port are
    // another game, the first listed as it was.
    Forger old(QStringLiteral("127.0.0.1"), port);
    old.announce({QStringLiteral("Bob"), QStringLiteral("classic"), 40000});
    QTRY_COMPARE_WITH_TIMEOUT(finder.games().size(), 4, 5000);
    old.announce({QStringLiteral("Bob B."), QStringLiteral("classic"), 40000});
    QTRY_COMPARE_WITH_TIMEOUT(finder.games().size(), 5, 5000);
    QCOMPARE(finder.games().at(1).announcement.name, QStringLiteral("Bob"));
    QCOMPARE(finder.games().at(0).announcement.name, QStringLiteral("Bob B."));
}

void TestBeaconForgery::copycatsCannotTakeTheAddress()
{
    // The host is heard at ::1; copycats at 127.0.0.2 to .11 repeat its beacon byte for byte, more
    // of them than a game keeps senders. The address offered stays the host's while it beacons;
    // once it falls silent the earliest-heard copycat still heard takes over, never a later one.
    const quint16 port = freeUdpPort();
    const auto expiry = scaled(500ms), interval = expiry / 8;
    net::GameFinder finder(expiry);
    QVERIFY(finder.listen(port));
    const net::GameAnnouncement real{QStringLiteral("Anaïs"), QStringLiteral("standard"), 47300,
                                     QStringLiteral("c0ffee")};
    net::GameBeacon beacon(real, QHostAddress(QHostAddress::LocalHostIPv6), port, interval);
    beacon.start();
    QTRY_COMPARE_WITH_TIMEOUT(finder.games().size(), 1, 5000);
    const auto copycats = forgersFrom(2, kMaxSendersPerGame + 2, port);
    if (copycats.empty())
        QSKIP("127.0.0.2 to .11 are not usable here");
    QSignalSpy changed(&finder, &net::GameFinder::gamesChanged);
    for (int round = 0; round < 12; ++round) {
        for (const auto& copycat : copycats)
            copycat->announce(real);
        QTest::qWait(int(interval.count()));
        QCOMPARE(finder.games().size(), 1);
        QCOMPARE(finder.games().constFirst().address, QHostAddress(QHostAddress::LocalHostIPv6));
    }
    QCOMPARE(changed.count(), 0); // a copycat changes nothing the player sees

    beacon.stop();
    const auto fallenBack = [&] {
        return finder.games().constFirst().address != QHostAddress::LocalHostIPv6;
    };
    for (int round = 0; round < 100 && !fallenBack(); ++round) {
        for (const auto& copycat : copycats)
            copycat->announce(real);
        QTest::qWait(int(interval.count()));
    }
    QCOMPARE(finder.games().size(), 1);
    QCOMPARE(finder.games().constFirst().address, copycats.front()->address());
    QCOMPARE(finder.games().constFirst().announcement, real);
}

void TestBeaconForgery::floodDoesNotPushOutLiveGames()
{
    // A real game is listed; then more fake games than the list holds, from 8 addresses. The list
    // fills and stops; the real game stays throughout, refreshed, and keeps its place (the oldest,
    // last). Once the flood falls silent its games expire, and a new game gets in again.
    const quint16 port = freeUdpPort();
    const auto expiry = scaled(600ms);
    net::GameFinder finder(expiry);
    QVERIFY(finder.listen(port));
    net::GameBeacon beacon({QStringLiteral("Anaïs"), QStringLiteral("standard"), 47300},
                           QHostAddress(QHostAddress::LocalHost), port, expiry / 8);
    beacon.start();
    QTRY_COMPARE_WITH_TIMEOUT(finder.games().size(), 1, 5000);
    auto forgers = forgersFrom(2, kMaxGamesPerSender, port);
    if (forgers.empty())
        QSKIP("127.0.0.2 to .9 are not usable here");
    bool realAlwaysListed = true;
    qsizetype most = 0;
    connect(&finder, &net::GameFinder::gamesChanged, this, [&] {
        realAlwaysListed = realAlwaysListed && listsPort(finder.games(), 47300);
        most = std::max(most, finder.games().size());
    });
    const auto flood = [&] {
        int n = 0;
        for (const auto& forger : forgers)
            for (int i = 0; i < kMaxGamesPerSender; ++i, ++n) {
                forger->announce({QStringLiteral("Fake %1").arg(n), QStringLiteral("standard"),
                                  quint16(20000 + n), QStringLiteral("fake%1").arg(n)});
                if (n % 16 == 15)
                    QTest::qWait(5); // let the finder read: the socket's buffer is no part of this test
            }
    };
    flood(); // 64 fake games for the 49 places left
    QTRY_COMPARE_WITH_TIMEOUT(finder.games().size(), kMaxGames, 5000);
    for (int round = 0; round < 16; ++round) { // twice the expiry: the flood goes on
        flood();
        QTest::qWait(int(expiry.count() / 8));
    }
    QVERIFY(realAlwaysListed);
    QCOMPARE(most, qsizetype(kMaxGames));
    QCOMPARE(finder.games().size(), kMaxGames);
    QCOMPARE(finder.games().constLast().announcement.port, quint16(47300));
    QVERIFY(listsPort(finder.games(), 20000));       // the first fakes got the room there was
    QVERIFY(!listsPort(finder.games(), 20000 + 63)); // and the last none

    forgers.clear();
    QTRY_COMPARE_WITH_TIMEOUT(finder.games().size(), 1, 5000 * testTimeScale());
    Forger newcomer(QStringLiteral("127.0.0.1"), port);
    newcomer.announce({QStringLiteral("Zoë"), QStringLiteral("classic"), 47301});
    QTRY_COMPARE_WITH_TIMEOUT(finder.games().size(), 2, 5000);
    QCOMPARE(finder.games().constFirst().announcement.port, quint16(47301));
}

void TestBeaconForgery::oneAddressListsAtMostEightGames()
{
    // One address announcing 20 games has its first 8 listed; another address still gets in.
    const quint16 port = freeUdpPort();
    net::GameFinder finder(10s);
    QVERIFY(finder.listen(port));
    Forger forger(QStringLiteral("127.0.0.1"), port);
    for (int i = 0; i < 20; ++i)
        forger.announce({QStringLiteral("Fake %1").arg(i), QStringLiteral("standard"), quint16(20000 + i),
                         i % 2 ? QStringLiteral("fake%1").arg(i) : QString()});
    const auto other = forgersFrom(2, 1, port);
    if (other.empty())
        QSKIP("127.0.0.2 is not usable here");
    other.front()->announce({QStringLiteral("Sentinel"), QStringLiteral("standard"), 40000});
    QTRY_VERIFY_WITH_TIMEOUT(listsPort(finder.games(), 40000), 5000); // loopback keeps the order
    const QList<net::FoundGame> games = finder.games();
    QCOMPARE(games.size(), kMaxGamesPerSender + 1);
    for (int i = 0; i < kMaxGamesPerSender; ++i)
        QCOMPARE(games.at(games.size() - 1 - i).announcement.port, quint16(20000 + i)); // oldest last
}

QTEST_GUILESS_MAIN(TestBeaconForgery)
#include "tst_beaconforgery.moc"
