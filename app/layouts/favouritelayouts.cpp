// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/layouts/favouritelayouts.h"

#include "app/json/rulesjson.h"
#include "app/storage/datafile.h"
#include "app/storage/setaside.h"
#include "core/layoutproblem.h"
#include "core/layouttext.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QStandardPaths>

#include <algorithm>
#include <array>
#include <cmath>

using namespace seabattle;

namespace {

const QString kFormat = QStringLiteral("seabattle-layouts");
constexpr int kMaxClassNameLength = 64;
constexpr int kMaxTextLength = 256; // 10 lines of 10 cells and their line ends, with room for "\r\n"

// A trimmed, non-empty name of at most kMaxNameLength characters, or nothing.
std::optional<QString> cleanName(const QString& name)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty() || trimmed.size() > LayoutShelf::kMaxNameLength)
        return std::nullopt;
    return trimmed;
}

QJsonObject toJson(const ShelvedLayout& layout)
{
    return QJsonObject{
        {QStringLiteral("name"), layout.name},
        {QStringLiteral("preset"), QLatin1String(kPresetKeys[std::size_t(layout.rules.preset)])},
        {QStringLiteral("touching"), QLatin1String(json::kTouchingKeys[std::size_t(layout.rules.touching)])},
        {QStringLiteral("fleet"), json::fleetToJson(layout.rules.fleet)},
        {QStringLiteral("text"), QString::fromStdString(layout.text)},
    };
}

// A fleet as the Custom rules allow it, with named classes and from 1 to kMaxFleetShips ships.
std::vector<ShipClass> readShelvedFleet(const QJsonObject& o)
{
    const std::vector<ShipClass> fleet = json::readFleet(o, kMaxClassNameLength);
    int ships = 0;
    for (const ShipClass& c : fleet) {
        if (c.name.empty())
            json::refuse(json::FieldProblem::Kind::OutOfRange, QStringLiteral("name"));
        ships += c.count;
    }
    if (ships < 1 || ships > kMaxFleetShips)
        json::refuse(json::FieldProblem::Kind::OutOfRange, QStringLiteral("fleet"));
    return fleet;
}

// One entry of the file, if every part of it is sound: a clean name, known preset and touching
// rule, a fleet within the Custom limits (a preset's own fleet and touching rule for a preset),
// and a text that is a layout of that fleet.
std::optional<ShelvedLayout> fromJson(const QJsonValue& value)
{
    if (!value.isObject())
        return std::nullopt;
    const QJsonObject o = value.toObject();
    const auto read = json::readStrictly([&o] {
        const QString typed = json::text(o, QStringLiteral("name"), LayoutShelf::kMaxNameLength);
        if (cleanName(typed) != typed)
            json::refuse(json::FieldProblem::Kind::OutOfRange, QStringLiteral("name"));
        ShelvedLayout layout{
            typed, json::text(o, QStringLiteral("text"), kMaxTextLength).toStdString(),
            Ruleset::forPreset(Preset(json::choice(o, QStringLiteral("preset"), kPresetKeys)))};
        const auto touching = TouchingRule(json::choice(o, QStringLiteral("touching"), json::kTouchingKeys));
        const std::vector<ShipClass> fleet = readShelvedFleet(o);
        if (layout.rules.preset == Preset::Custom) {
            layout.rules.fleet = fleet;
            layout.rules.touching = touching;
        } else if (layout.rules.fleet != fleet || layout.rules.touching != touching) {
            // "classic" with another fleet: a hand edit, not what the game wrote
            json::refuse(json::FieldProblem::Kind::OutOfRange, QStringLiteral("fleet"));
        }
        return layout;
    });
    if (!read || !parseLayout(read->text, read->rules))
        return std::nullopt;
    return *read;
}

QString describeFileProblem(const FavouriteLayouts::FileProblem& problem)
{
    using Kind = FavouriteLayouts::FileProblem::Kind;
    const QString path = QDir::toNativeSeparators(problem.path);
    switch (problem.kind) {
    case Kind::Unreadable:
        return FavouriteLayouts::tr("The saved layouts in %1 could not be read.").arg(path);
    case Kind::Empty:
        return FavouriteLayouts::tr("The file of saved layouts %1 was empty.").arg(path);
    case Kind::TooLarge:
        return FavouriteLayouts::tr("The file of saved layouts %1 is too large to be one.").arg(path);
    case Kind::Damaged:
        return FavouriteLayouts::tr("The file of saved layouts %1 is damaged.").arg(path);
    case Kind::WrongFormat:
        return FavouriteLayouts::tr("The file %1 does not hold saved layouts this game can read.").arg(path);
    case Kind::FutureVersion:
        return FavouriteLayouts::tr("The saved layouts in %1 were written by a newer version of the game.")
            .arg(path);
    }
    return {};
}

} // namespace

FavouriteLayouts::FavouriteLayouts(const QString& directory)
    : m_path(QDir(directory).filePath(QStringLiteral("layouts.json")))
{
}

QString FavouriteLayouts::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

FavouriteLayouts::LoadReport FavouriteLayouts::load()
{
    m_layouts.clear();
    m_blocked = false;
    const auto bytes = readDataFile(m_path, kMaxFileBytes);
    if (!bytes) {
        switch (bytes.error().kind) {
        case ReadFailure::Kind::Missing:
            return {};
        case ReadFailure::Kind::TooLarge:
            return setAside(FileProblem::Kind::TooLarge);
        case ReadFailure::Kind::NotAFile:
        case ReadFailure::Kind::Unreadable:
            break;
        }
        return setAside(FileProblem::Kind::Unreadable);
    }
    if (bytes->isEmpty())
        return setAside(FileProblem::Kind::Empty);

    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(*bytes, &error);
    if (error.error != QJsonParseError::NoError)
        return setAside(FileProblem::Kind::Damaged);
    if (!document.isObject())
        return setAside(FileProblem::Kind::WrongFormat);
    const QJsonObject root = document.object();
    const QJsonValue version = root.value(QStringLiteral("version"));
    if (root.value(QStringLiteral("format")).toString() != kFormat || !version.isDouble() ||
        version.toDouble() != std::floor(version.toDouble()) || version.toDouble() < 1)
        return setAside(FileProblem::Kind::WrongFormat);
    if (version.toDouble() > kVersion)
        return setAside(FileProblem::Kind::FutureVersion);
    if (!root.value(QStringLiteral("layouts")).isArray())
        return setAside(FileProblem::Kind::WrongFormat);

    LoadReport report = readLayouts(root.value(QStringLiteral("layouts")).toArray());
    // What could not be read is not lost: the file as read is kept beside it, then written again
    // without it (said once, not at every start); if the copy fails, nothing is written over it.
    if (report.skippedEntries > 0) {
        if (const auto kept = keepCopyAside(m_path, *bytes)) {
            report.skippedKeptAs = *kept;
            (void)write(m_layouts);
        } else {
            m_blocked = true;
        }
    }
    return report;
}

// At most kMaxLayouts entries are examined, good or not; any beyond are skipped unread.
FavouriteLayouts::LoadReport FavouriteLayouts::readLayouts(const QJsonArray& entries)
{
    LoadReport report;
    QSet<QString> names;
    const qsizetype examined = std::min<qsizetype>(entries.size(), kMaxLayouts);
    for (qsizetype i = 0; i < examined; ++i) {
        auto layout = fromJson(entries.at(i));
        if (!layout || names.contains(layout->name)) {
            ++report.skippedEntries;
            continue;
        }
        names.insert(layout->name);
        m_layouts.push_back(std::move(*layout));
    }
    report.skippedEntries += int(entries.size() - examined);
    return report;
}

FavouriteLayouts::LoadReport FavouriteLayouts::setAside(FileProblem::Kind kind)
{
    FileProblem problem{kind, m_path, {}};
    if (const auto aside = setAsideDamaged(m_path))
        problem.setAsidePath = *aside;
    else
        m_blocked = true; // keep it where it is, untouched: nothing is written over it
    return {problem, 0};
}

QString FavouriteLayouts::describe(const LoadReport& report)
{
    QStringList sentences;
    if (report.problem) {
        sentences << describeFileProblem(*report.problem);
        sentences << (report.problem->setAsidePath.isEmpty()
                          ? tr("It could not be moved aside, so no layout will be saved in this session.")
                          : tr("It was kept as %1, and the list of saved layouts starts empty.")
                                .arg(QDir::toNativeSeparators(report.problem->setAsidePath)));
    }
    if (report.skippedEntries > 0)
        sentences
            << (report.skippedKeptAs.isEmpty()
                    ? tr("%n saved layout(s) could not be read. The file is kept as it is, so no layout will "
                         "be saved in this session.",
                         nullptr, report.skippedEntries)
                    : tr("%n saved layout(s) could not be read; the file as it was is kept as %1.", nullptr,
                         report.skippedEntries)
                          .arg(QDir::toNativeSeparators(report.skippedKeptAs)));
    return sentences.join(QLatin1Char(' '));
}

Expected<void, ShelfError> FavouriteLayouts::store(const QString& name, const FleetLayout& layout,
                                                   const Ruleset& rules)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return Unexpected{ShelfError{ShelfError::Kind::EmptyName, {}}};
    if (trimmed.size() > kMaxNameLength)
        return Unexpected{ShelfError{ShelfError::Kind::NameTooLong, {}}};
    if (rules.shipCount() < 1 || rules.shipCount() > kMaxFleetShips || !checkLayout(layout, rules).empty())
        return Unexpected{ShelfError{ShelfError::Kind::IllegalLayout, {}}};
    ShelvedLayout shelved{trimmed, formatLayout(layout, rules), Ruleset::forPreset(rules.preset)};
    shelved.rules.fleet = rules.fleet;
    shelved.rules.touching = rules.touching;
    // What is written must read back: the same checks as load(), on the entry itself.
    if (!fromJson(toJson(shelved)))
        return Unexpected{ShelfError{ShelfError::Kind::IllegalLayout, {}}};

    std::vector<ShelvedLayout> next = m_layouts;
    const auto same =
        std::find_if(next.begin(), next.end(), [&](const ShelvedLayout& l) { return l.name == trimmed; });
    if (same != next.end()) {
        *same = std::move(shelved);
    } else {
        if (int(next.size()) >= kMaxLayouts)
            return Unexpected{ShelfError{ShelfError::Kind::Full, {}}};
        next.push_back(std::move(shelved));
    }
    if (auto written = write(next); !written)
        return written;
    m_layouts = std::move(next);
    return {};
}

Expected<void, ShelfError> FavouriteLayouts::remove(const QString& name)
{
    const QString trimmed = name.trimmed();
    std::vector<ShelvedLayout> next = m_layouts;
    const auto gone =
        std::remove_if(next.begin(), next.end(), [&](const ShelvedLayout& l) { return l.name == trimmed; });
    if (gone == next.end())
        return Unexpected{ShelfError{ShelfError::Kind::NoSuchName, trimmed}};
    next.erase(gone, next.end());
    if (auto written = write(next); !written)
        return written;
    m_layouts = std::move(next);
    return {};
}

Expected<void, ShelfError> FavouriteLayouts::write(const std::vector<ShelvedLayout>& layouts)
{
    const QString where = QDir::toNativeSeparators(m_path);
    if (m_blocked)
        return Unexpected{ShelfError{
            ShelfError::Kind::WriteFailed,
            tr("%1 holds what could not be read nor kept aside, so it is kept as it is.").arg(where)}};
    QJsonArray array;
    for (const ShelvedLayout& layout : layouts)
        array.append(toJson(layout));
    const QJsonObject root{{QStringLiteral("format"), kFormat},
                           {QStringLiteral("version"), kVersion},
                           {QStringLiteral("layouts"), array}};
    if (const auto written = writeDataFile(m_path, QJsonDocument(root).toJson(QJsonDocument::Indented));
        !written)
        return Unexpected{
            ShelfError{ShelfError::Kind::WriteFailed, tr("%1. The saved layouts in %2 are as they were.")
                                                          .arg(writeFailureReason(written.error()), where)}};
    return {};
}
