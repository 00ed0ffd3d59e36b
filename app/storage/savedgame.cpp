// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/storage/savedgame.h"

#include "app/json/fieldreader.h"
#include "app/json/historyjson.h"
#include "app/storage/datafile.h"
#include "app/storage/setaside.h"
#include "core/match.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <sstream>

using namespace seabattle;

namespace {

const QString kFormat = QStringLiteral("seabattle-save");

std::string rngText(const Rng& rng)
{
    std::ostringstream out;
    out << rng;
    return out.str();
}

std::optional<Rng> rngFrom(const QString& text)
{
    std::istringstream in(text.toStdString());
    Rng rng;
    in >> rng;
    if (in.fail())
        return std::nullopt;
    in >> std::ws;
    return in.eof() ? std::optional(rng) : std::nullopt; // nothing after the state
}

// The fields of a save, each checked (by json::readStrictly, which names the first at fault).
SavedGame readSave(const QJsonObject& o)
{
    using json::FieldProblem;
    SavedGame game;
    const auto level = opponentLevelFromKey(json::text(o, QStringLiteral("level"), 20).toStdString());
    if (!level)
        json::refuse(FieldProblem::Kind::OutOfRange, QStringLiteral("level"));
    game.level = *level;
    const auto rng = rngFrom(json::text(o, QStringLiteral("rng"), 16384)); // 312 numbers of 64 bits: ~6,600
    if (!rng)
        json::refuse(FieldProblem::Kind::OutOfRange, QStringLiteral("rng"));
    game.rng = *rng;
    game.savedAt = QDateTime::fromString(json::text(o, QStringLiteral("savedAt"), 64), Qt::ISODate);
    if (!game.savedAt.isValid())
        json::refuse(FieldProblem::Kind::OutOfRange, QStringLiteral("savedAt"));
    auto history = historyFromJson(json::object(o, QStringLiteral("match")));
    // Only a game both fleets are in and that is not over is worth resuming.
    if (!history || !history->fleets[0] || !history->fleets[1])
        json::refuse(FieldProblem::Kind::OutOfRange, QStringLiteral("match"));
    if (const auto match = Match::replay(*history); !match || match->result())
        json::refuse(FieldProblem::Kind::OutOfRange, QStringLiteral("match"));
    game.history = std::move(history).value();
    if (o.contains(QStringLiteral("hinted")))
        game.hinted = json::boolean(o, QStringLiteral("hinted"));
    return game;
}

} // namespace

QByteArray encodeSavedGame(const SavedGame& game)
{
    return QJsonDocument(QJsonObject{{"format", kFormat},
                                     {"version", kSaveVersion},
                                     {"savedAt", game.savedAt.toUTC().toString(Qt::ISODate)},
                                     {"level", QString::fromLatin1(keyOf(game.level).data())},
                                     {"rng", QString::fromStdString(rngText(game.rng))},
                                     {"match", historyToJson(game.history)},
                                     {"hinted", game.hinted}})
        .toJson(QJsonDocument::Indented);
}

Expected<SavedGame, SaveProblem> decodeSavedGame(const QByteArray& bytes)
{
    using Kind = SaveProblem::Kind;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return Unexpected{SaveProblem{Kind::NotJson}};
    const QJsonObject o = doc.object();
    if (o.value(QStringLiteral("format")) != QJsonValue(kFormat) ||
        !o.value(QStringLiteral("version")).isDouble())
        return Unexpected{SaveProblem{Kind::NotASave}};
    const int version = o.value(QStringLiteral("version")).toInt();
    if (version > kSaveVersion)
        return Unexpected{SaveProblem{Kind::FutureVersion, version}};
    if (version < 1)
        return Unexpected{SaveProblem{Kind::Invalid, 0, QStringLiteral("version")}};
    auto game = json::readStrictly([&o] { return readSave(o); });
    if (!game)
        return Unexpected{SaveProblem{Kind::Invalid, 0, game.error().field}};
    return std::move(game).value();
}

SaveSlot::SaveSlot(QString directory)
    : m_path(QDir(directory).filePath(QStringLiteral("game-in-progress.json")))
{
}

Expected<void, WriteFailure> SaveSlot::write(const SavedGame& game)
{
    return writeDataFile(m_path, encodeSavedGame(game));
}

SaveSlot::Loaded SaveSlot::read()
{
    using Kind = SaveProblem::Kind;
    Loaded loaded;
    const auto bytes = readDataFile(m_path, kMaxSaveBytes);
    if (!bytes && bytes.error().kind == ReadFailure::Kind::Missing)
        return loaded;
    Expected<SavedGame, SaveProblem> game = Unexpected{SaveProblem{Kind::Unreadable}};
    if (bytes)
        game = decodeSavedGame(*bytes);
    else if (bytes.error().kind == ReadFailure::Kind::TooLarge)
        game = Unexpected{SaveProblem{Kind::NotASave}};
    if (game) {
        loaded.game = std::move(game).value();
        return loaded;
    }
    loaded.problem = game.error();
    if (const auto aside = setAsideDamaged(m_path))
        loaded.setAsidePath = *aside;
    return loaded;
}

void SaveSlot::clear()
{
    QFile::remove(m_path);
}

seabattle::Expected<QString, QString> SaveSlot::putAway()
{
    return setAside(m_path, QStringLiteral("declined"));
}

QString SaveSlot::describe(const SaveProblem& problem)
{
    switch (problem.kind) {
    case SaveProblem::Kind::Unreadable:
        return tr("the file cannot be opened");
    case SaveProblem::Kind::NotJson:
        return tr("the file is empty or damaged");
    case SaveProblem::Kind::NotASave:
        return tr("the file is not a saved game");
    case SaveProblem::Kind::FutureVersion:
        return tr("it was saved by a newer version of Sea Battle");
    case SaveProblem::Kind::Invalid:
        return tr("its game does not follow the rules");
    }
    return {};
}
