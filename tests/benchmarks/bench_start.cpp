// SPDX-License-Identifier: GPL-3.0-or-later
// How long a first start takes, as a new player has it: the real program, a home of its own with
// nothing in it, from the process starting to the welcome page on the screen (seabattle --smoke
// quits then). Prints the median and the slowest of the runs, in wall time and in the processor
// time the game itself used, and each as a multiple of a fixed piece of work timed before every
// start (tests/machinepace.h), so that the budget holds on any machine, slow or busy. Fails if the
// median processor time is over `budget` times the work's (20; 0: no budget), or the median wall
// time over twice that times the work's wall time. On the machine the budget was set on the work
// takes about 10 ms and a start about 60 ms of processor time (6 times the work): 20 times is
// about 200 ms there, under KDE Naval Battle's 270 ms on the same machine, and three times what a
// healthy build measures. CTest gives 60 (tests/CMakeLists.txt): a bare Debian 13 root measured
// 20.5. The wall bound still catches a start that waits on something.
// Usage: bench_start SEABATTLE [runs] [budget-in-works]   (defaults 9, 20)
#include "machinepace.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>

#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

// Processor time (user and system) of every child that has ended and been waited for.
double childrenCpuMs()
{
    rusage usage{};
    getrusage(RUSAGE_CHILDREN, &usage);
    const auto ms = [](const timeval& t) { return double(t.tv_sec) * 1e3 + double(t.tv_usec) / 1e3; };
    return ms(usage.ru_utime) + ms(usage.ru_stime);
}

double medianOf(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

// One first start, in a home of its own; false if the game did not show its window.
bool startOnce(const QString& program, double& wallMs, double& cpuMs)
{
    QTemporaryDir home;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char* variable : {"HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"})
        environment.insert(QLatin1String(variable), home.path() + u'/' + QLatin1String(variable));
    QProcess game;
    game.setProcessEnvironment(environment);
    const double cpuBefore = childrenCpuMs();
    QElapsedTimer clock;
    clock.start();
    game.start(program, {QStringLiteral("--smoke")});
    if (!game.waitForFinished(30000) || game.exitStatus() != QProcess::NormalExit || game.exitCode() != 0) {
        std::fprintf(stderr, "bench_start: the game did not show its window: %s\n",
                     game.readAllStandardError().constData());
        return false;
    }
    wallMs = double(clock.nsecsElapsed()) / 1e6;
    cpuMs = childrenCpuMs() - cpuBefore;
    return true;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (argc < 2)
        return 2;
    const QString program = QString::fromLocal8Bit(argv[1]);
    const int runs = argc > 2 ? std::max(1, std::atoi(argv[2])) : 9;
    const double budget = argc > 3 ? std::atof(argv[3]) : 20;
    std::vector<double> wall;
    std::vector<double> cpu;
    std::vector<double> workWall;
    std::vector<double> workCpu;
    for (int i = 0; i < runs; ++i) {
        const machinepace::Pace work = machinepace::measure(1, 1);
        workWall.push_back(work.wallMs);
        workCpu.push_back(work.cpuMs);
        double wallMs = 0;
        double cpuMs = 0;
        if (!startOnce(program, wallMs, cpuMs))
            return 1;
        wall.push_back(wallMs);
        cpu.push_back(cpuMs);
    }
    const double wallMedian = medianOf(wall);
    const double cpuMedian = medianOf(cpu);
    const double wallWork = medianOf(workWall);
    const double cpuWork = medianOf(workCpu);
    std::printf("first start to the welcome page, %d runs: median %.0f ms (processor %.0f ms), "
                "slowest %.0f ms (processor %.0f ms); the fixed work %.1f ms (processor %.1f ms): "
                "the start is %.1f works (processor %.1f); budget %.0f works processor, %.0f wall\n",
                runs, wallMedian, cpuMedian, *std::max_element(wall.begin(), wall.end()),
                *std::max_element(cpu.begin(), cpu.end()), wallWork, cpuWork, wallMedian / wallWork,
                cpuMedian / cpuWork, budget, 2 * budget);
    return budget <= 0 || (cpuMedian <= budget * cpuWork && wallMedian <= 2 * budget * wallWork) ? 0 : 1;
}
