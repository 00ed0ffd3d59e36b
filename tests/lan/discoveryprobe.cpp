// SPDX-License-Identifier: GPL-3.0-or-later
// lan_discovery_probe: the two ends of LAN discovery as the game has them, for tests/lan/ (run
// only inside network namespaces the suite made; SEABATTLE_DISCOVERY_ADDRESS unset there).
//   lan_discovery_probe announce NAME GAME_PORT SECONDS   announces a game for SECONDS
//   lan_discovery_probe listen SECONDS [once]             prints the games heard; "once": stops
//                                                         at the first one
// "listen" prints "heard <ms> <name> <host:port>" when a game first appears, "gone <ms> <name>"
// when it falls silent, and at the end "games <n>" then one "game <name> <host:port>" each;
// its exit status is 0 when a game was heard, 1 otherwise.
#include "app/net/beacon.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSet>
#include <QTextStream>
#include <QTimer>

#include <cstdio>

namespace {

QString where(const net::FoundGame& game)
{
    const QString host = game.address.toString();
    return host.contains(QLatin1Char(':')) ? QStringLiteral("[%1]:%2").arg(host).arg(game.announcement.port)
                                           : QStringLiteral("%1:%2").arg(host).arg(game.announcement.port);
}

void say(const QString& line)
{
    QTextStream(stdout) << line << Qt::endl;
}

int announce(const QString& name, quint16 gamePort, int seconds)
{
    // As the game does with no setting: the address below is what a player's machine uses.
    const auto target = net::discoveryAddress(QString());
    net::GameBeacon beacon({name, QStringLiteral("standard"), gamePort}, target, net::kDefaultDiscoveryPort);
    beacon.start();
    QTimer::singleShot(seconds * 1000, qApp, &QCoreApplication::quit);
    return QCoreApplication::exec();
}

int listen(int seconds, bool once)
{
    net::GameFinder finder;
    if (!finder.listen(net::kDefaultDiscoveryPort)) {
        say(QStringLiteral("cannot listen on UDP port %1").arg(net::kDefaultDiscoveryPort));
        return 2;
    }
    QElapsedTimer clock;
    clock.start();
    QSet<QString> present;
    bool heard = false;
    QObject::connect(&finder, &net::GameFinder::gamesChanged, &finder, [&] {
        QSet<QString> now;
        for (const net::FoundGame& g : finder.games()) {
            now.insert(g.announcement.name);
            if (!present.contains(g.announcement.name))
                say(QStringLiteral("heard %1 %2 %3").arg(clock.elapsed()).arg(g.announcement.name, where(g)));
        }
        for (const QString& name : present)
            if (!now.contains(name))
                say(QStringLiteral("gone %1 %2").arg(clock.elapsed()).arg(name));
        present = now;
        heard = heard || !now.isEmpty();
        if (once && heard)
            QCoreApplication::quit();
    });
    QTimer::singleShot(seconds * 1000, qApp, &QCoreApplication::quit);
    QCoreApplication::exec();
    say(QStringLiteral("games %1").arg(finder.games().size()));
    for (const net::FoundGame& g : finder.games())
        say(QStringLiteral("game %1 %2").arg(g.announcement.name, where(g)));
    return heard ? 0 : 1;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() == 5 && args[1] == QLatin1String("announce"))
        return announce(args[2], quint16(args[3].toUInt()), args[4].toInt());
    if ((args.size() == 3 || args.size() == 4) && args[1] == QLatin1String("listen"))
        return listen(args[2].toInt(), args.size() == 4 && args[3] == QLatin1String("once"));
    std::fputs("usage: lan_discovery_probe announce NAME GAME_PORT SECONDS | listen SECONDS [once]\n",
               stderr);
    return 2;
}
