// SPDX-License-Identifier: GPL-3.0-or-later
// The pace of this machine, now: how long a fixed piece of work takes, timed in the same run as the
// figure it is a reference for. A time budget is then a multiple of it, so that a slower processor,
// a busy machine or a process held to one core slows the reference as much as the work measured,
// and no healthy build fails for the machine it runs on (issue 30). The work is plain C++ (sorting
// the same pseudo-random numbers: arithmetic, branches and memory, like the game's own work), the
// same on every run and every machine.
#pragma once

#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <thread>
#include <vector>

namespace machinepace {

// Processor time of the calling thread, in milliseconds.
inline double threadCpuMs()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

inline double wallMs()
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

// The fixed piece of work: about 10 ms on the 2-core machine the budgets were set on.
inline std::uint64_t referenceWork()
{
    std::vector<std::uint32_t> numbers(60'000);
    std::uint64_t sum = 0;
    for (int round = 0; round < 3; ++round) {
        std::uint32_t x = 2463534242u + std::uint32_t(round); // xorshift: the same numbers everywhere
        for (std::uint32_t& n : numbers) {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            n = x;
        }
        std::sort(numbers.begin(), numbers.end());
        sum += numbers[numbers.size() / 2];
    }
    return sum;
}

inline volatile std::uint64_t sink = 0;

struct Pace {
    double wallMs = 0; // the work's wall time, every thread's copy done
    double cpuMs = 0;  // the processor time of one copy
};

// The median of `runs` timings of the work, done on `threads` threads at once (as many as the
// figure it is a reference for uses: on one core they then take turns, as its threads do).
inline Pace measure(int threads = 1, int runs = 5)
{
    std::vector<double> walls;
    std::vector<double> cpus;
    for (int run = 0; run < runs; ++run) {
        std::vector<double> cpu(std::size_t(std::max(1, threads)));
        std::vector<std::uint64_t> sums(cpu.size());
        const double start = wallMs();
        std::vector<std::thread> workers;
        for (std::size_t t = 1; t < cpu.size(); ++t)
            workers.emplace_back([&, t] {
                const double before = threadCpuMs();
                sums[t] = referenceWork();
                cpu[t] = threadCpuMs() - before;
            });
        const double before = threadCpuMs();
        sums[0] = referenceWork();
        cpu[0] = threadCpuMs() - before;
        for (std::thread& worker : workers)
            worker.join();
        walls.push_back(wallMs() - start);
        cpus.push_back(*std::max_element(cpu.begin(), cpu.end()));
        for (const std::uint64_t sum : sums)
            sink = sink + sum; // the work's result is kept: the compiler cannot leave the work out
    }
    std::sort(walls.begin(), walls.end());
    std::sort(cpus.begin(), cpus.end());
    return {walls[walls.size() / 2], cpus[cpus.size() / 2]};
}

} // namespace machinepace
