// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the archive of finished games (games.json, the replays, each with its
// whole match history): each input is the file as GameArchive finds it. Whatever the bytes, load()
// must neither crash nor hang; a file it refuses must be set aside (renamed, never deleted); the
// games it keeps must be saved and read back whole: the same games, the same bytes.
#include "app/storage/gamearchive.h"
#include "tests/fuzz/fuzzsupport.h"

#include <QFileInfo>

namespace {

constexpr const char* kTarget = "fuzz_gamearchive";

QByteArray contents(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        fuzz::fail(kTarget, "the archive just saved cannot be opened");
    return file.readAll();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    fuzz::ensureApplication();
    fuzz::Scratch& scratch = fuzz::Scratch::instance();
    const QString path = scratch.put(QStringLiteral("games.json"), data, size);
    GameArchive archive(scratch.path());
    const ArchiveLoad loaded = archive.load();
    if (loaded.problem) {
        if (loaded.problem->setAsidePath.isEmpty() || QFileInfo::exists(path) ||
            !QFileInfo::exists(loaded.problem->setAsidePath))
            fuzz::fail(kTarget, "a refused archive was not set aside");
        if (!archive.games().empty())
            fuzz::fail(kTarget, "a refused archive left games behind");
        return 0;
    }
    if (archive.games().size() > std::size_t(GameArchive::kCapacity))
        fuzz::fail(kTarget, "more games kept than the archive holds");
    for (const seabattle::FinishedGame& game : archive.games())
        if (!game.history)
            fuzz::fail(kTarget, "a game without a history was kept");
    if (!archive.save())
        fuzz::fail(kTarget, "the games that were read cannot be saved");
    const QByteArray once = contents(path);
    GameArchive again(scratch.path());
    const ArchiveLoad reloaded = again.load();
    if (reloaded.problem || reloaded.skippedEntries != 0 || again.games().size() != archive.games().size())
        fuzz::fail(kTarget, "the games that were read, saved again, do not all read");
    if (!again.save() || contents(path) != once)
        fuzz::fail(kTarget, "the games that were read do not round-trip");
    return 0;
}
