// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the favourite layouts (layouts.json): each input is the file as
// FavouriteLayouts finds it. Whatever the bytes, load() must neither crash nor hang; a file it
// refuses must be set aside (renamed, never deleted); the layouts it keeps must be clean (at most
// LayoutShelf::kMaxLayouts, trimmed non-empty distinct names, each a legal layout of its rules),
// and when one is removed the file written must read back as exactly the others.
#include "app/layouts/favouritelayouts.h"
#include "core/layouttext.h"
#include "tests/fuzz/fuzzsupport.h"

#include <QFileInfo>
#include <QSet>

namespace {

constexpr const char* kTarget = "fuzz_layouts";

void checkClean(const std::vector<ShelvedLayout>& layouts)
{
    if (layouts.size() > std::size_t(LayoutShelf::kMaxLayouts))
        fuzz::fail(kTarget, "more layouts kept than the shelf holds");
    QSet<QString> names;
    for (const ShelvedLayout& layout : layouts) {
        if (layout.name.isEmpty() || layout.name != layout.name.trimmed() ||
            layout.name.size() > LayoutShelf::kMaxNameLength)
            fuzz::fail(kTarget, "a layout kept under a name the shelf would refuse");
        if (names.contains(layout.name))
            fuzz::fail(kTarget, "two layouts kept under one name");
        names.insert(layout.name);
        if (!seabattle::parseLayout(layout.text, layout.rules))
            fuzz::fail(kTarget, "a layout kept that is not one of its rules");
    }
}

bool sameLayouts(const std::vector<ShelvedLayout>& a, const std::vector<ShelvedLayout>& b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                      [](const ShelvedLayout& x, const ShelvedLayout& y) {
                          return x.name == y.name && x.text == y.text && x.rules == y.rules;
                      });
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    fuzz::ensureApplication();
    fuzz::Scratch& scratch = fuzz::Scratch::instance();
    const QString path = scratch.put(QStringLiteral("layouts.json"), data, size);
    FavouriteLayouts shelf(scratch.path());
    const FavouriteLayouts::LoadReport report = shelf.load();
    if (report.problem) {
        if (report.problem->setAsidePath.isEmpty() || QFileInfo::exists(path) ||
            !QFileInfo::exists(report.problem->setAsidePath))
            fuzz::fail(kTarget, "a refused file was not set aside");
        if (!shelf.layouts().empty())
            fuzz::fail(kTarget, "a refused file left layouts behind");
        return 0;
    }
    std::vector<ShelvedLayout> layouts = shelf.layouts();
    checkClean(layouts);
    if (layouts.empty())
        return 0;
    if (!shelf.remove(layouts.front().name))
        fuzz::fail(kTarget, "a layout that was read cannot be removed");
    layouts.erase(layouts.begin());
    FavouriteLayouts again(scratch.path());
    const FavouriteLayouts::LoadReport reread = again.load();
    if (!reread.isClean() || !sameLayouts(again.layouts(), layouts))
        fuzz::fail(kTarget, "the layouts written after a removal do not read back as the others");
    return 0;
}
