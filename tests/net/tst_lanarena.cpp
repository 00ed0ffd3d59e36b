// SPDX-License-Identifier: GPL-3.0-or-later
// seabattle-arena as a LAN peer, against a raw peer written line by line on 127.0.0.1: a guest
// arena refuses a host whose session token is not of the protocol's form (and says so in its
// report and exit status), and a serving arena given --grace takes its guest back after a drop.
#include "arenatestsupport.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

#include <memory>
#include <optional>

namespace {

constexpr int kWait = 10'000; // ms: the longest one step may take on a loaded machine

// One connection, line by line: JSON objects out, the arena's JSON objects in.
class RawPeer {
public:
    explicit RawPeer(QTcpSocket* socket) : m_socket(socket) {}

    void send(const QJsonObject& message)
    {
        m_socket->write(QJsonDocument(message).toJson(QJsonDocument::Compact) + '\n');
        m_socket->flush();
    }
    // The arena's next message of `type`, heartbeats skipped; a goodbye is returned whatever is asked.
    std::optional<QJsonObject> next(const QString& type)
    {
        for (;;) {
            while (!m_socket->canReadLine())
                if (!m_socket->waitForReadyRead(kWait))
                    return std::nullopt;
            const QJsonObject o = QJsonDocument::fromJson(m_socket->readLine()).object();
            const QString got = o.value(QStringLiteral("type")).toString();
            if (got == type || got == QLatin1String("goodbye"))
                return o;
            if (got != QLatin1String("heartbeat")) {
                qWarning("expected a %s, got %s", qPrintable(type), qPrintable(got));
                return std::nullopt;
            }
        }
    }
    QTcpSocket& socket() { return *m_socket; }

private:
    QTcpSocket* m_socket;
};

QJsonObject hello(const QString& token = {})
{
    QJsonObject o{{"type", "hello"}, {"protocol", 1}, {"app", "test"}, {"version", "1"}, {"name", "Raw"}};
    if (!token.isEmpty())
        o.insert(QStringLiteral("token"), token);
    return o;
}

QString typeOf(const std::optional<QJsonObject>& o)
{
    return o ? o->value(QStringLiteral("type")).toString() : QStringLiteral("(nothing)");
}

// Starts `arena --serve` on a free loopback port with `extra` arguments; its port, or 0.
quint16 serve(QProcess& arena, const QStringList& extra)
{
    for (int attempt = 0; attempt < 20; ++attempt) {
        const quint16 port = quint16(47900 + (QCoreApplication::applicationPid() + attempt * 11) % 90);
        arena.start(QStringLiteral(ARENA_PATH),
                    QStringList{QStringLiteral("--serve"), QString::number(port), QStringLiteral("--address"),
                                QStringLiteral("127.0.0.1"), QStringLiteral("--attacker"),
                                QStringLiteral("easy")} +
                        extra);
        if (!arena.waitForStarted(kWait))
            return 0;
        if (!arena.waitForFinished(300)) // still there: it listens
            return port;
    }
    return 0;
}

} // namespace

class TestLanArena : public QObject {
    Q_OBJECT

private slots:
    void theGuestChecksTheHostsToken();
    void graceLetsTheGuestComeBack_data();
    void graceLetsTheGuestComeBack();
};

// A "host" whose hello carries a token that no host of the protocol would draw.
void TestLanArena::theGuestChecksTheHostsToken()
{
    QTcpServer server;
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    QProcess arena;
    arena.start(QStringLiteral(ARENA_PATH),
                {QStringLiteral("--connect"), QStringLiteral("127.0.0.1:%1").arg(server.serverPort()),
                 QStringLiteral("--attacker"), QStringLiteral("easy"), QStringLiteral("--json")});
    QVERIFY(server.waitForNewConnection(kWait));
    RawPeer host(server.nextPendingConnection());
    QCOMPARE(typeOf(host.next(QStringLiteral("hello"))), QStringLiteral("hello"));
    host.send(hello(QStringLiteral("Z").repeated(32)));
    const auto goodbye = host.next(QStringLiteral("goodbye"));
    QVERIFY(goodbye);
    QCOMPARE(goodbye->value(QStringLiteral("reason")).toString(),
             QStringLiteral("host hello with a malformed session token"));
    QVERIFY(arena.waitForFinished(kWait));
    QCOMPARE(arena.exitCode(), 1); // reached, but the host broke the protocol
    const QJsonObject report = QJsonDocument::fromJson(arena.readAllStandardOutput().trimmed()).object();
    QCOMPARE(report.value(QStringLiteral("result")).toString(), QStringLiteral("unfinished"));
    QCOMPARE(report.value(QStringLiteral("protocol_errors")).toVariant().toStringList(),
             QStringList{QStringLiteral("out-of-order hello")});
}

void TestLanArena::graceLetsTheGuestComeBack_data()
{
    QTest::addColumn<QStringList>("grace");
    QTest::addColumn<bool>("resumed");
    QTest::newRow("--grace 5000: the match is kept")
        << QStringList{QStringLiteral("--grace"), QStringLiteral("5000")} << true;
    QTest::newRow("no --grace: claimed at once") << QStringList{} << false;
}

// The guest accepts the rules, the arena commits its fleet, the connection drops; the guest comes
// back with the session token.
void TestLanArena::graceLetsTheGuestComeBack()
{
    QFETCH(QStringList, grace);
    QFETCH(bool, resumed);
    QProcess arena;
    const quint16 port = serve(arena, grace + QStringList{QStringLiteral("--matches"), QStringLiteral("2")});
    QVERIFY(port != 0);
    auto first = std::make_unique<QTcpSocket>();
    first->connectToHost(QHostAddress::LocalHost, port);
    QVERIFY(first->waitForConnected(kWait));
    RawPeer guest(first.get());
    const auto hostHello = guest.next(QStringLiteral("hello"));
    QCOMPARE(typeOf(hostHello), QStringLiteral("hello"));
    const QString token = hostHello->value(QStringLiteral("token")).toString();
    guest.send(hello());
    QCOMPARE(typeOf(guest.next(QStringLiteral("rules"))), QStringLiteral("rules"));
    guest.send({{"type", "accept"}});
    QCOMPARE(typeOf(guest.next(QStringLiteral("commit"))), QStringLiteral("commit"));
    first->abort(); // a network failure: no goodbye

    QTest::qWait(200); // the arena notices the drop
    QTcpSocket second;
    second.connectToHost(QHostAddress::LocalHost, port);
    QVERIFY(second.waitForConnected(kWait));
    RawPeer back(&second);
    back.send(hello(token));
    const auto answer = back.next(QStringLiteral("hello"));
    QCOMPARE(typeOf(answer), QStringLiteral("hello"));
    if (resumed) { // the same session: its token, and its commitment said again
        QCOMPARE(answer->value(QStringLiteral("token")).toString(), token);
        QCOMPARE(typeOf(back.next(QStringLiteral("commit"))), QStringLiteral("commit"));
    } else { // the match was claimed: a new session, which has never heard of the token
        QVERIFY(answer->value(QStringLiteral("token")).toString() != token);
        const auto refusal = back.next(QStringLiteral("goodbye"));
        QCOMPARE(refusal ? refusal->value(QStringLiteral("reason")).toString() : QString(),
                 QStringLiteral("unknown session"));
    }
    arena.kill();
    arena.waitForFinished(kWait);
}

QTEST_GUILESS_MAIN(TestLanArena)
#include "tst_lanarena.moc"
