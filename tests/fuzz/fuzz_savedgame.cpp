// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the saved game (game-in-progress.json): each input is the file as SaveSlot
// finds it. Whatever the bytes, read() must neither crash nor hang; a damaged file must be set
// aside (the slot is empty afterwards); a save it accepts must encode to a save that decodes to
// the same game (encodeSavedGame() -> decodeSavedGame() -> encodeSavedGame() is stable).
#include "app/storage/savedgame.h"
#include "tests/fuzz/fuzzsupport.h"

#include <QFileInfo>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    constexpr const char* kTarget = "fuzz_savedgame";
    fuzz::ensureApplication();
    fuzz::Scratch& scratch = fuzz::Scratch::instance();
    const QString path = scratch.put(QStringLiteral("game-in-progress.json"), data, size);
    SaveSlot slot(scratch.path());
    const SaveSlot::Loaded loaded = slot.read();
    if (!loaded.game) {
        if (!loaded.problem)
            fuzz::fail(kTarget, "a file that is not a save, and no problem reported");
        if (QFileInfo::exists(path))
            fuzz::fail(kTarget, "a damaged save was not set aside");
        return 0;
    }
    const QByteArray once = encodeSavedGame(*loaded.game);
    const auto again = decodeSavedGame(once);
    if (!again)
        fuzz::fail(kTarget, "a save that was read, written again, does not read");
    if (encodeSavedGame(*again) != once)
        fuzz::fail(kTarget, "a save that was read does not round-trip");
    return 0;
}
