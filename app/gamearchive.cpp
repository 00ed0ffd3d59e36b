// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gamearchive.h"

#include "app/historyjson.h"
#include "app/setaside.h"
#include "core/ai/opponentlevel.h"
#include "core/grid.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

#include <array>
#include <cmath>
#include <utility>

using namespace seabattle;

namespace {

const QString kFormat = QStringLiteral("seabattle-games");
const QString kLan = QStringLiteral("lan");
// Far more than kCapacity games ever take (a few kilobytes each): a larger file is not ours.
constexpr qint64 kMaxFileSize = 32 * 1024 * 1024;

const std::array<std::pair<EndReason, const char*>, 4> kReasons = {{{EndReason::FleetSunk, "fleet-sunk"},
                                                                    {EndReason::Resignation, "resignation"},
                                                                    {EndReason::RuleViolation, "rule-violation"},
                                                                    {EndReason::Disconnection, "disconnection"}}};

QString playerKey(Player p) { return p == Player::One ? QStringLiteral("one") : QStringLiteral("two"); }

// A whole number in [low, high], written as a JSON number.
std::optional<int> intIn(const QJsonValue& v, int low, int high)
{
    if (!v.isDouble())
        return std::nullopt;
    const double d = v.toDouble();
    if (d != std::floor(d) || d < low || d > high)
        return std::nullopt;
    return int(d);
}

bool isOpponentKey(const QString& key)
{
    return key == kLan || opponentLevelFromKey(key.toStdString()).has_value();
}

QJsonObject gameToJson(const FinishedGame& game)
{
    QJsonObject o{{"endedAt", game.endedAt.isValid() ? QJsonValue(game.endedAt.toUTC().toString(Qt::ISODateWithMs)) : QJsonValue()},
                  {"opponent", game.opponent},
                  {"opponentName", game.opponentName},
                  {"winner", playerKey(game.result.winner)},
                  {"shots", game.shots},
                  {"hits", game.hits},
                  {"history", historyToJson(*game.history)}};
    for (const auto& [reason, key] : kReasons)
        if (reason == game.result.reason)
            o.insert(QStringLiteral("reason"), QLatin1String(key));
    return o;
}

std::optional<FinishedGame> gameFromJson(const QJsonValue& value)
{
    if (!value.isObject())
        return std::nullopt;
    const QJsonObject o = value.toObject();
    FinishedGame game;

    const QJsonValue endedAt = o.value(QStringLiteral("endedAt"));
    if (endedAt.isString()) {
        game.endedAt = QDateTime::fromString(endedAt.toString(), Qt::ISODateWithMs);
        if (!game.endedAt.isValid())
            return std::nullopt;
    } else if (!endedAt.isNull()) { // null: a game whose time was not known; missing: malformed
        return std::nullopt;
    }

    const QJsonValue opponent = o.value(QStringLiteral("opponent"));
    const QJsonValue name = o.value(QStringLiteral("opponentName"));
    if (!opponent.isString() || !isOpponentKey(opponent.toString()) || !name.isString())
        return std::nullopt;
    game.opponent = opponent.toString();
    game.opponentName = name.toString();

    const QJsonValue winner = o.value(QStringLiteral("winner"));
    if (winner == QJsonValue(QStringLiteral("one")))
        game.result.winner = Player::One;
    else if (winner == QJsonValue(QStringLiteral("two")))
        game.result.winner = Player::Two;
    else
        return std::nullopt;
    bool reasonKnown = false;
    for (const auto& [reason, key] : kReasons)
        if (o.value(QStringLiteral("reason")) == QJsonValue(QLatin1String(key))) {
            game.result.reason = reason;
            reasonKnown = true;
        }
    if (!reasonKnown)
        return std::nullopt;

    const auto shots = intIn(o.value(QStringLiteral("shots")), 0, kCellCount);
    const auto hits = shots ? intIn(o.value(QStringLiteral("hits")), 0, *shots) : std::nullopt;
    if (!shots || !hits)
        return std::nullopt;
    game.shots = *shots;
    game.hits = *hits;

    const QJsonValue history = o.value(QStringLiteral("history"));
    if (!history.isObject())
        return std::nullopt;
    auto parsed = historyFromJson(history.toObject()); // checked by the rules
    if (!parsed)
        return std::nullopt;
    game.history = *parsed;
    return game;
}

} // namespace

GameArchive::GameArchive(QString directory) : m_directory(std::move(directory)) {}

QString GameArchive::defaultDirectory() { return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation); }

QString GameArchive::filePath() const { return QDir(m_directory).filePath(QStringLiteral("games.json")); }

void GameArchive::add(const FinishedGame& game)
{
    if (!game.history)
        return;
    m_games.insert(m_games.begin(), game);
    if (m_games.size() > std::size_t(kCapacity))
        m_games.resize(std::size_t(kCapacity));
}

ArchiveLoad GameArchive::load()
{
    m_games.clear();
    m_keepFile = false;
    ArchiveLoad report;
    const QString path = filePath();
    const QFileInfo info(path);
    if (!info.exists() && !info.isSymLink())
        return report; // no game finished yet

    QFile file(path);
    if (!info.isFile() || !file.open(QIODevice::ReadOnly)) {
        report.problem = setAside(ArchiveProblem::Kind::Unreadable);
        return report;
    }
    if (file.size() > kMaxFileSize) {
        file.close();
        report.problem = setAside(ArchiveProblem::Kind::Damaged);
        return report;
    }
    const QByteArray bytes = file.readAll();
    const bool readWell = file.error() == QFileDevice::NoError;
    file.close();
    if (!readWell) {
        report.problem = setAside(ArchiveProblem::Kind::Unreadable);
        return report;
    }

    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    const QJsonObject o = document.object();
    if (error.error != QJsonParseError::NoError || !document.isObject() || o.value(QStringLiteral("format")) != QJsonValue(kFormat)) {
        report.problem = setAside(ArchiveProblem::Kind::Damaged);
        return report;
    }
    // A whole number: 1 is this version's, a greater one a newer version's, anything else is not ours.
    const QJsonValue version = o.value(QStringLiteral("version"));
    const double v = version.toDouble(0);
    if (!version.isDouble() || v != std::floor(v) || v < 1) {
        report.problem = setAside(ArchiveProblem::Kind::Damaged);
        return report;
    }
    if (v > kVersion) {
        report.problem = setAside(ArchiveProblem::Kind::FutureVersion);
        return report;
    }
    const QJsonValue games = o.value(QStringLiteral("games"));
    if (!games.isArray()) {
        report.problem = setAside(ArchiveProblem::Kind::Damaged);
        return report;
    }
    for (const QJsonValue& entry : games.toArray()) {
        if (m_games.size() >= std::size_t(kCapacity))
            break;
        if (auto game = gameFromJson(entry))
            m_games.push_back(std::move(*game));
        else
            ++report.skippedEntries;
    }
    return report;
}

ArchiveProblem GameArchive::setAside(ArchiveProblem::Kind kind)
{
    ArchiveProblem problem{kind, filePath(), {}};
    if (const auto aside = setAsideDamaged(filePath()))
        problem.setAsidePath = *aside;
    m_keepFile = problem.setAsidePath.isEmpty();
    return problem;
}

Expected<void, ArchiveProblem> GameArchive::save() const
{
    const auto failed = [this] { return Unexpected{ArchiveProblem{ArchiveProblem::Kind::NotWritable, filePath(), {}}}; };
    if (m_keepFile || !QDir().mkpath(m_directory))
        return failed();
    QJsonArray games;
    for (const FinishedGame& game : m_games)
        games.append(gameToJson(game));
    const QJsonObject o{{"format", kFormat}, {"version", kVersion}, {"games", games}};
    QSaveFile file(filePath());
    if (!file.open(QIODevice::WriteOnly))
        return failed();
    file.write(QJsonDocument(o).toJson(QJsonDocument::Indented));
    if (!file.commit())
        return failed();
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
        return GameArchive::tr("Your replays could not be saved to %1.").arg(path);
    }
    const QString then = problem.setAsidePath.isEmpty()
                             ? GameArchive::tr("It was left as it is, and new games will not be kept until it is moved away.")
                             : GameArchive::tr("It was kept as %1, and the replays start afresh.")
                                   .arg(QDir::toNativeSeparators(problem.setAsidePath));
    return what + QLatin1Char(' ') + then;
}
