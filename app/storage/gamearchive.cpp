// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/storage/gamearchive.h"

#include "app/json/fieldreader.h"
#include "app/json/historyjson.h"
#include "app/json/reviewjson.h"
#include "app/json/utctime.h"
#include "app/storage/datafile.h"
#include "app/storage/setaside.h"
#include "core/ai/opponentlevel.h"
#include "core/grid.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

using namespace seabattle;

namespace {

const QString kFormat = QStringLiteral("seabattle-games");
const QString kLan = QStringLiteral("lan");

constexpr std::array kPlayerKeys = {"one", "two"}; // in Player's order
// How a game ended, as the file writes it.
constexpr std::array kReasons = {EndReason::FleetSunk, EndReason::Resignation, EndReason::RuleViolation,
                                 EndReason::Disconnection};
constexpr std::array kReasonKeys = {"fleet-sunk", "resignation", "rule-violation", "disconnection"};
// A LAN friend's name is at most 40 characters on the wire; a file may hold a longer one by hand.
constexpr qsizetype kMaxOpponentName = 4096;

QString playerKey(Player p)
{
    return p == Player::One ? QStringLiteral("one") : QStringLiteral("two");
}

bool isOpponentKey(const QString& key)
{
    return key == kLan || opponentLevelFromKey(key.toStdString()).has_value();
}

QJsonObject gameToJson(const FinishedGame& game)
{
    QJsonObject o{{"endedAt", game.endedAt ? QJsonValue(toDateTime(*game.endedAt).toString(Qt::ISODateWithMs))
                                           : QJsonValue()},
                  {"opponent", QString::fromStdString(game.opponent)},
                  {"opponentName", QString::fromStdString(game.opponentName)},
                  {"winner", playerKey(game.result.winner)},
                  {"shots", game.shots},
                  {"hits", game.hits},
                  {"history", historyToJson(*game.history)}};
    if (game.hinted)
        o.insert(QStringLiteral("hinted"), true);
    if (game.review)
        o.insert(QStringLiteral("review"), reviewToJson(*game.review));
    for (std::size_t i = 0; i < kReasons.size(); ++i)
        if (kReasons[i] == game.result.reason)
            o.insert(QStringLiteral("reason"), QLatin1String(kReasonKeys[i]));
    return o;
}

// The time a game ended: null for a game whose time was not known; missing is malformed.
std::optional<UtcTime> endedAtFrom(const QJsonObject& o)
{
    if (json::required(o, QStringLiteral("endedAt")).isNull())
        return std::nullopt;
    const QDateTime at =
        QDateTime::fromString(json::text(o, QStringLiteral("endedAt"), 64), Qt::ISODateWithMs);
    if (!at.isValid())
        json::refuse(json::FieldProblem::Kind::OutOfRange, QStringLiteral("endedAt"));
    return toUtcTime(at);
}

// One game of the file, every field checked (json::readStrictly names the first at fault).
FinishedGame readGame(const QJsonObject& o)
{
    using Kind = json::FieldProblem::Kind;
    FinishedGame game;
    game.endedAt = endedAtFrom(o);
    const QString opponent = json::text(o, QStringLiteral("opponent"), 20);
    if (!isOpponentKey(opponent))
        json::refuse(Kind::OutOfRange, QStringLiteral("opponent"));
    game.opponent = opponent.toStdString();
    game.opponentName = json::text(o, QStringLiteral("opponentName"), kMaxOpponentName).toStdString();
    game.result.winner = Player(json::choice(o, QStringLiteral("winner"), kPlayerKeys));
    game.result.reason = kReasons[std::size_t(json::choice(o, QStringLiteral("reason"), kReasonKeys))];
    game.shots =
        json::integer(json::required(o, QStringLiteral("shots")), QStringLiteral("shots"), 0, kCellCount);
    game.hits =
        json::integer(json::required(o, QStringLiteral("hits")), QStringLiteral("hits"), 0, game.shots);
    // The game keeps only matches both fleets were in (so a fleet proves that the rules' fleet
    // fits, with no search): a history without one is not the game's.
    const QJsonObject history = json::object(o, QStringLiteral("history"));
    const QJsonArray fleets = history.value(QStringLiteral("fleets")).toArray();
    if (std::none_of(fleets.begin(), fleets.end(), [](const QJsonValue& f) { return f.isString(); }))
        json::refuse(Kind::OutOfRange, QStringLiteral("history"));
    auto parsed = historyFromJson(history); // checked by the rules
    if (!parsed)
        json::refuse(Kind::OutOfRange, QStringLiteral("history"));
    game.history = *parsed;
    // Both added later: an older entry has neither.
    if (o.contains(QStringLiteral("hinted")))
        game.hinted = json::boolean(o, QStringLiteral("hinted"));
    if (o.contains(QStringLiteral("review"))) {
        auto review = reviewFromJson(json::object(o, QStringLiteral("review")), *game.history);
        if (!review)
            json::refuse(Kind::OutOfRange, json::join(QStringLiteral("review"), review.error().field));
        game.review = std::move(review).value();
    }
    return game;
}

std::optional<FinishedGame> gameFromJson(const QJsonValue& value)
{
    if (!value.isObject())
        return std::nullopt;
    auto game = json::readStrictly([o = value.toObject()] { return readGame(o); });
    return game ? std::optional(std::move(game).value()) : std::nullopt;
}

} // namespace

GameArchive::GameArchive(QString directory) : m_directory(std::move(directory))
{
}

QString GameArchive::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString GameArchive::filePath() const
{
    return QDir(m_directory).filePath(QStringLiteral("games.json"));
}

void GameArchive::add(const FinishedGame& game)
{
    if (!game.history)
        return;
    m_games.insert(m_games.begin(), game);
    if (m_games.size() > std::size_t(kCapacity))
        m_games.resize(std::size_t(kCapacity));
}

std::optional<int> GameArchive::indexOf(UtcTime endedAt) const
{
    const auto found = std::find_if(m_games.begin(), m_games.end(),
                                    [&](const FinishedGame& game) { return game.endedAt == endedAt; });
    return found == m_games.end() ? std::nullopt : std::optional(int(found - m_games.begin()));
}

bool GameArchive::attachReview(UtcTime endedAt, const GameReview& review)
{
    const auto index = indexOf(endedAt);
    if (index)
        m_games[std::size_t(*index)].review = review;
    return index.has_value();
}

ArchiveLoad GameArchive::load()
{
    m_games.clear();
    m_keepFile = false;
    ArchiveLoad report;
    const auto bytes = readDataFile(filePath(), kMaxFileBytes);
    if (!bytes) {
        if (bytes.error().kind != ReadFailure::Kind::Missing) // missing: no game finished yet
            report.problem = setAside(bytes.error().kind == ReadFailure::Kind::TooLarge
                                          ? ArchiveProblem::Kind::Damaged
                                          : ArchiveProblem::Kind::Unreadable);
        return report;
    }
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(*bytes, &error);
    const QJsonObject o = document.object();
    if (error.error != QJsonParseError::NoError || !document.isObject() ||
        o.value(QStringLiteral("format")) != QJsonValue(kFormat)) {
        report.problem = setAside(ArchiveProblem::Kind::Damaged);
        return report;
    }
    // A whole number: 1 is this version's, a greater one a newer version's, anything else is not ours.
    const QJsonValue version = o.value(QStringLiteral("version"));
    const double v = version.toDouble(0);
    const QJsonValue games = o.value(QStringLiteral("games"));
    if (!version.isDouble() || v != std::floor(v) || v < 1 || (v <= kVersion && !games.isArray())) {
        report.problem = setAside(ArchiveProblem::Kind::Damaged);
        return report;
    }
    if (v > kVersion) {
        report.problem = setAside(ArchiveProblem::Kind::FutureVersion);
        return report;
    }
    readGames(games.toArray(), report);
    if (report.skippedEntries > 0)
        keepSkipped(*bytes, report);
    return report;
}

// At most kCapacity entries are examined, read or not: the rest is skipped unread, so that no
// file, however crafted, costs more than kCapacity histories to check.
void GameArchive::readGames(const QJsonArray& games, ArchiveLoad& report)
{
    const qsizetype examined = std::min<qsizetype>(games.size(), kCapacity);
    for (qsizetype i = 0; i < examined; ++i) {
        if (auto game = gameFromJson(games.at(i)))
            m_games.push_back(std::move(*game));
        else
            ++report.skippedEntries;
    }
    report.skippedEntries += int(games.size() - examined);
}

// Entries that could not be read are not lost: the file as read is kept beside it, then written
// again without them (so that they are said once, not at every start); if the copy cannot be
// made, the file is kept as it is and never replaced.
void GameArchive::keepSkipped(const QByteArray& bytes, ArchiveLoad& report)
{
    if (const auto kept = keepCopyAside(filePath(), bytes)) {
        report.skippedKeptAs = *kept;
        (void)save(); // if it fails, the next start keeps another copy and says so again
    } else {
        m_keepFile = true;
    }
}

ArchiveProblem GameArchive::setAside(ArchiveProblem::Kind kind)
{
    ArchiveProblem problem{kind, filePath(), {}, {}};
    if (const auto aside = setAsideDamaged(filePath()))
        problem.setAsidePath = *aside;
    m_keepFile = problem.setAsidePath.isEmpty();
    return problem;
}

Expected<void, ArchiveProblem> GameArchive::save() const
{
    if (m_keepFile)
        return Unexpected{ArchiveProblem{ArchiveProblem::Kind::NotWritable, filePath(), {}, {}}};
    QJsonArray games;
    for (const FinishedGame& game : m_games)
        games.append(gameToJson(game));
    const QJsonObject o{{"format", kFormat}, {"version", kVersion}, {"games", games}};
    if (auto written = writeDataFile(filePath(), QJsonDocument(o).toJson(QJsonDocument::Compact)); !written)
        return Unexpected{ArchiveProblem{ArchiveProblem::Kind::NotWritable, filePath(), {}, written.error()}};
    return {};
}

QString archiveProblemText(const ArchiveProblem& problem)
{
    const QString path = QDir::toNativeSeparators(problem.path);
    QString what;
    switch (problem.kind) {
    case ArchiveProblem::Kind::Unreadable:
        what = GameArchive::tr("Your replays could not be read from %1.").arg(path);
        break;
    case ArchiveProblem::Kind::Damaged:
        what = GameArchive::tr("The file of your replays, %1, is damaged.").arg(path);
        break;
    case ArchiveProblem::Kind::FutureVersion:
        what = GameArchive::tr("Your replays in %1 were saved by a newer version of Sea Battle.").arg(path);
        break;
    case ArchiveProblem::Kind::NotWritable:
        if (problem.writeFailure)
            return GameArchive::tr(
                       "Your replays could not be saved to %1: %2. The file keeps the replays saved before.")
                .arg(path, writeFailureReason(*problem.writeFailure));
        return GameArchive::tr(
                   "Your replays could not be saved to %1: it is kept as it is until it is moved away.")
            .arg(path);
    }
    const QString then =
        problem.setAsidePath.isEmpty()
            ? GameArchive::tr("It was left as it is, and new games will not be kept until it is moved away.")
            : GameArchive::tr("It was kept as %1, and the replays start afresh.")
                  .arg(QDir::toNativeSeparators(problem.setAsidePath));
    return what + QLatin1Char(' ') + then;
}

QString archiveLoadText(const ArchiveLoad& load)
{
    QStringList sentences;
    if (load.problem)
        sentences << archiveProblemText(*load.problem);
    if (load.skippedEntries > 0)
        sentences << (load.skippedKeptAs.isEmpty()
                          ? GameArchive::tr(
                                "%n replay(s) could not be read. The file is kept as it is, and new games "
                                "will not be added to it until it is moved away.",
                                nullptr, load.skippedEntries)
                          : GameArchive::tr(
                                "%n replay(s) could not be read; the file as it was is kept as %1.", nullptr,
                                load.skippedEntries)
                                .arg(QDir::toNativeSeparators(load.skippedKeptAs)));
    return sentences.join(QLatin1Char(' '));
}
