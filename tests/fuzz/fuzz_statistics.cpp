// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the statistics file (statistics.json): each input is the file as
// StatisticsFile finds it. Whatever the bytes, load() must neither crash nor hang; a file it
// refuses must be set aside (renamed, never deleted); statistics it accepts must be saved and
// read back the same.
#include "app/storage/statisticsfile.h"
#include "tests/fuzz/fuzzsupport.h"

#include <QFileInfo>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    constexpr const char* kTarget = "fuzz_statistics";
    fuzz::ensureApplication();
    fuzz::Scratch& scratch = fuzz::Scratch::instance();
    const QString path = scratch.put(QStringLiteral("statistics.json"), data, size);
    const auto fixedClock = [] { return QDateTime(QDate(2024, 3, 12), QTime(14, 5, 9)); };
    StatisticsFile file(scratch.path(), fixedClock);
    const StatisticsLoad loaded = file.load();
    if (loaded.problem) {
        if (!loaded.problem->setAside() || QFileInfo::exists(path) ||
            !QFileInfo::exists(loaded.problem->setAsidePath))
            fuzz::fail(kTarget, "a refused file was not set aside");
        if (!loaded.statistics.isEmpty())
            fuzz::fail(kTarget, "a refused file left statistics behind");
        return 0;
    }
    if (!file.save(loaded.statistics))
        fuzz::fail(kTarget, "statistics that were read cannot be saved");
    const StatisticsLoad again = StatisticsFile(scratch.path(), fixedClock).load();
    if (again.problem)
        fuzz::fail(kTarget, "statistics that were read, saved again, do not read");
    if (!(again.statistics == loaded.statistics))
        fuzz::fail(kTarget, "statistics that were read do not round-trip");
    return 0;
}
