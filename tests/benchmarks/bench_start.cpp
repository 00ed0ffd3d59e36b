// SPDX-License-Identifier: GPL-3.0-or-later
// How long a first start takes, as a new player has it: the real program, a home of its own with
// nothing in it, from the process starting to the welcome page on the screen (seabattle --smoke
// quits then). Prints the median and the slowest of the runs; fails if the median is over the
// budget (108 ms: 0.4 times KDE Naval Battle's 270 ms on the same machine; 0: no budget).
// Usage: bench_start SEABATTLE [runs] [budget-ms]   (defaults 9, 108)
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (argc < 2)
        return 2;
    const QString program = QString::fromLocal8Bit(argv[1]);
    const int runs = argc > 2 ? std::max(1, std::atoi(argv[2])) : 9;
    const int budget = argc > 3 ? std::atoi(argv[3]) : 108;
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        QTemporaryDir home;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        for (const char* variable : {"HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"})
            environment.insert(QLatin1String(variable), home.path() + u'/' + QLatin1String(variable));
        QProcess game;
        game.setProcessEnvironment(environment);
        QElapsedTimer clock;
        clock.start();
        game.start(program, {QStringLiteral("--smoke")});
        if (!game.waitForFinished(30000) || game.exitStatus() != QProcess::NormalExit ||
            game.exitCode() != 0) {
            std::fprintf(stderr, "bench_start: the game did not show its window: %s\n",
                         game.readAllStandardError().constData());
            return 1;
        }
        ms.push_back(double(clock.nsecsElapsed()) / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    const double median = ms[ms.size() / 2];
    std::printf("first start to the welcome page, %d runs: median %.0f ms, slowest %.0f ms (budget %d ms)\n",
                runs, median, ms.back(), budget);
    return budget <= 0 || median <= budget ? 0 : 1;
}
