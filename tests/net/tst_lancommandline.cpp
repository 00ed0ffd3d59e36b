// SPDX-License-Identifier: GPL-3.0-or-later
// `seabattle --host [PORT]` and `seabattle --join HOST[:PORT]`, run as a player runs them: the game
// starts straight into hosting or joining (seen from a peer on 127.0.0.1), and a wrong value is
// refused before any window opens.
#include "lantestsupport.h"

#include "app/net/message.h"

#include <QProcess>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>

using net::LanSession;

namespace {

// The game with its own empty settings, offscreen.
struct Game {
    QTemporaryDir home;
    QProcess process;

    explicit Game(const QStringList& arguments)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.path());
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.path());
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("SEABATTLE_DISCOVERY_ADDRESS"), QStringLiteral("127.0.0.1"));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(SEABATTLE_PATH), arguments);
    }
    ~Game()
    {
        process.kill();
        process.waitForFinished(5000);
    }
};

quint16 freePort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

} // namespace

class TestLanCommandLine : public QObject {
    Q_OBJECT

private slots:
    void hostStartsListening();
    void joinReachesTheHost();
    void badValuesAreRefused_data();
    void badValuesAreRefused();
};

void TestLanCommandLine::hostStartsListening()
{
    const quint16 port = freePort();
    Game game({QStringLiteral("--host"), QString::number(port)});
    QVERIFY(game.process.waitForStarted());
    // A guest connecting gets the host's hello, with its session token.
    QTcpSocket guest;
    QTRY_VERIFY_WITH_TIMEOUT(([&] {
                                 if (guest.state() != QAbstractSocket::ConnectedState) {
                                     guest.abort();
                                     guest.connectToHost(QHostAddress::LocalHost, port);
                                     guest.waitForConnected(200);
                                 }
                                 return guest.state() == QAbstractSocket::ConnectedState;
                             }()),
                             15000);
    QTRY_VERIFY_WITH_TIMEOUT(guest.canReadLine(), 10000);
    const auto hello = net::decodeMessage(guest.readLine());
    QVERIFY(hello);
    const auto* h = std::get_if<net::Hello>(&*hello);
    QVERIFY(h);
    QCOMPARE(h->protocol, net::kProtocolVersion);
    QCOMPARE(h->app, QStringLiteral("seabattle"));
    QCOMPARE(h->token.size(), 32); // 128 random bits in hex
}

void TestLanCommandLine::joinReachesTheHost()
{
    LanSession host(LanSession::Role::Host, QStringLiteral("Bea"), fastTimings());
    QVERIFY(!host.host(seabattle::Ruleset::standard(), 0, QHostAddress::LocalHost));
    QSignalSpy arrived(&host, &LanSession::peerArrived);
    Game game({QStringLiteral("--join"), QStringLiteral("127.0.0.1:%1").arg(host.port())});
    QVERIFY(game.process.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(arrived.size() == 1, 15000);
    QCOMPARE(host.state(), LanSession::State::Considering); // the rules are offered to the game
}

void TestLanCommandLine::badValuesAreRefused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("says");
    QTest::newRow("host port zero") << QStringList{"--host", "0"}
                                    << QStringLiteral("--host takes a port number");
    QTest::newRow("host port too big")
        << QStringList{"--host", "70000"} << QStringLiteral("--host takes a port number");
    QTest::newRow("host port not a number")
        << QStringList{"--host", "http"} << QStringLiteral("--host takes a port number");
    QTest::newRow("join without a port number")
        << QStringList{"--join", "127.0.0.1:x"} << QStringLiteral("--join needs HOST or HOST:PORT");
    QTest::newRow("join nothing") << QStringList{"--join", ""}
                                  << QStringLiteral("--join needs HOST or HOST:PORT");
    QTest::newRow("both") << QStringList{"--host", "--join", "127.0.0.1:47300"} << QStringLiteral("not both");
    QTest::newRow("a port without --host") << QStringList{"47300"} << QStringLiteral("unexpected argument");
}

void TestLanCommandLine::badValuesAreRefused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, says);
    Game game(arguments);
    QVERIFY(game.process.waitForFinished(15000));
    QCOMPARE(game.process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(game.process.exitCode(), 2);
    const QString err = QString::fromLocal8Bit(game.process.readAllStandardError());
    QVERIFY2(err.contains(says), qPrintable(err));
}

QTEST_GUILESS_MAIN(TestLanCommandLine)
#include "tst_lancommandline.moc"
