// SPDX-License-Identifier: GPL-3.0-or-later
// One Sea Battle at a time on the player's files, run as a player runs it (the real program,
// offscreen, its data in a folder of the test's own): a second start brings the first forward,
// says so in the player's language and leaves, touching no file; the first keeps running and
// records every game it finishes (a LAN game its guest, this test on 127.0.0.1, resigns); a game
// that crashed leaves no lock behind.
#include "lantestsupport.h"

#include "app/json/utctime.h"
#include "app/storage/statisticsfile.h"

#include <QDir>
#include <QFile>
#include <QLockFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>

namespace {

// The game on the test's folders, offscreen.
class Game {
public:
    Game(const QString& home, const QStringList& arguments)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home);
        env.insert(QStringLiteral("XDG_DATA_HOME"), home);
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
    QProcess process;
};

QString dataIn(const QString& home)
{
    return QDir(home).filePath(QStringLiteral("seabattle/seabattle"));
}

quint16 freePort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

// The process that holds the lock of `data`, 0 if none.
qint64 lockHolder(const QString& data)
{
    qint64 pid = 0;
    QString host;
    QString application;
    QLockFile lock(QDir(data).filePath(QStringLiteral("seabattle.lock")));
    return lock.getLockInfo(&pid, &host, &application) ? pid : 0;
}

// Every file in `data` and its bytes (the lock left out: its owner writes it).
QMap<QString, QByteArray> filesIn(const QString& data)
{
    QMap<QString, QByteArray> files;
    for (const QString& name : QDir(data).entryList(QDir::Files | QDir::Hidden)) {
        QFile file(QDir(data).filePath(name));
        if (name != QStringLiteral("seabattle.lock") && file.open(QIODevice::ReadOnly))
            files.insert(name, file.readAll());
    }
    return files;
}

seabattle::FinishedGame lanWin()
{
    return {toUtcTime(QDateTime::currentDateTimeUtc()),
            "lan",
            "Guest",
            {seabattle::Player::One, seabattle::EndReason::Resignation},
            3,
            1,
            std::nullopt};
}

} // namespace

class TestRunningGame : public QObject {
    Q_OBJECT

private slots:
    void aSecondStartLeavesAndNoGameIsLost();
    void aCrashedGameLeavesNoLock();
};

void TestRunningGame::aSecondStartLeavesAndNoGameIsLost()
{
    QTemporaryDir home;
    const QString data = dataIn(home.path());
    seabattle::Statistics earlier; // three games won in an earlier session
    for (int i = 0; i < 3; ++i)
        earlier.record(lanWin());
    QVERIFY(StatisticsFile(data).save(earlier));

    const quint16 port = freePort();
    Game first(home.path(), {QStringLiteral("--host"), QString::number(port)});
    QVERIFY(first.process.waitForStarted());
    net::LanSession guest(net::LanSession::Role::Guest, QStringLiteral("Guest"), fastTimings());
    QSignalSpy offered(&guest, &net::LanSession::rulesOffered);
    QTRY_VERIFY_WITH_TIMEOUT(([&] {
                                 if (guest.state() == net::LanSession::State::Idle ||
                                     guest.state() == net::LanSession::State::Closed)
                                     guest.join(QStringLiteral("127.0.0.1"), port);
                                 return offered.size() == 1;
                             }()),
                             20000);
    QCOMPARE(lockHolder(data), first.process.processId());
    const QMap<QString, QByteArray> before = filesIn(data);

    // A second start, in French: it says so, brings the first forward, and leaves.
    Game second(home.path(), {QStringLiteral("--lang"), QStringLiteral("fr")});
    QVERIFY(second.process.waitForFinished(30000));
    QCOMPARE(second.process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(second.process.exitCode(), 1);
    const QString said = QString::fromUtf8(second.process.readAllStandardError());
    QVERIFY2(said.contains(QStringLiteral("Bataille navale est déjà ouverte")) &&
                 said.contains(QString::number(first.process.processId())) &&
                 said.contains(QStringLiteral("premier plan")),
             qPrintable(said));
    QCOMPARE(first.process.state(), QProcess::Running);
    QCOMPARE(filesIn(data), before); // the second game wrote nothing

    // The first finishes a game (its guest resigns): it is recorded with the earlier three.
    QSignalSpy placing(&guest, &net::LanSession::placing);
    guest.acceptRules();
    QTRY_VERIFY_WITH_TIMEOUT(placing.size() == 1, 20000);
    guest.resign();
    QTRY_VERIFY_WITH_TIMEOUT(([&] {
                                 const StatisticsLoad loaded = StatisticsFile(data).load();
                                 return !loaded.problem && loaded.statistics.record("lan").wins == 4;
                             }()),
                             20000);
    QCOMPARE(first.process.state(), QProcess::Running);
}

void TestRunningGame::aCrashedGameLeavesNoLock()
{
    QTemporaryDir home;
    const QString data = dataIn(home.path());
    {
        Game crashed(home.path(), {});
        QVERIFY(crashed.process.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(lockHolder(data) == crashed.process.processId(), 20000);
        crashed.process.kill(); // SIGKILL: no clean-up at all
        QVERIFY(crashed.process.waitForFinished(5000));
    }
    QVERIFY(QFile::exists(QDir(data).filePath(QStringLiteral("seabattle.lock"))));
    Game next(home.path(), {});
    QVERIFY(next.process.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(lockHolder(data) == next.process.processId(), 20000);
    QVERIFY(!next.process.waitForFinished(1000)); // it runs
}

QTEST_GUILESS_MAIN(TestRunningGame)
#include "tst_runninggame.moc"
