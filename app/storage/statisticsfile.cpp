// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/storage/statisticsfile.h"

#include "app/storage/datafile.h"
#include "app/storage/setaside.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

#include <cmath>

using namespace seabattle;

namespace {

const QString kFormat = QStringLiteral("seabattle-statistics");

StatisticsProblem problem(StatisticsProblem::Kind kind, const QString& detail, const QString& path = {})
{
    return StatisticsProblem{.kind = kind, .path = path, .detail = detail};
}

QString jsonErrorText(const StatisticsJsonError& error)
{
    static const char* const kinds[] = {"missing",  "wrong type",   "out of range",
                                        "too many", "inconsistent", "unknown key"};
    return QStringLiteral("%1 at %2").arg(QLatin1String(kinds[int(error.kind)]), error.where);
}

} // namespace

QString StatisticsFile::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

StatisticsFile::StatisticsFile(QString directory, std::function<QDateTime()> clock)
    : m_directory(std::move(directory)), m_clock(std::move(clock))
{
    if (!m_clock)
        m_clock = [] { return QDateTime::currentDateTime(); };
}

QString StatisticsFile::path() const
{
    return QDir(m_directory).filePath(QStringLiteral("statistics.json"));
}

StatisticsLoad StatisticsFile::load()
{
    StatisticsLoad result;
    m_blocked = false;
    if (!QFileInfo::exists(path()) && !QFileInfo(path()).isSymLink())
        return result;
    Statistics statistics;
    std::optional<StatisticsProblem> problem = read(statistics);
    if (!problem) {
        result.statistics = std::move(statistics);
        return result;
    }
    problem->path = path();
    problem->setAsidePath = setAside(problem->detail);
    m_blocked = !problem->setAside();
    result.problem = std::move(problem);
    return result;
}

std::optional<StatisticsProblem> StatisticsFile::read(Statistics& statistics) const
{
    const auto damaged = [](const QString& detail) {
        return problem(StatisticsProblem::Kind::Damaged, detail);
    };
    const auto read = readDataFile(path(), kMaxBytes);
    if (!read && read.error().kind == ReadFailure::Kind::TooLarge)
        return damaged(QStringLiteral("more bytes than statistics ever take: %1").arg(read.error().detail));
    if (!read)
        return problem(StatisticsProblem::Kind::Unreadable, read.error().detail);
    const QByteArray& bytes = *read;
    if (bytes.isEmpty())
        return damaged(QStringLiteral("empty file"));
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return damaged(
            QStringLiteral("not JSON: %1 at byte %2").arg(parseError.errorString()).arg(parseError.offset));
    const QJsonObject json = document.object();
    if (!document.isObject() || json.value(QStringLiteral("format")).toString() != kFormat)
        return damaged(QStringLiteral("not a statistics file"));
    const QJsonValue version = json.value(QStringLiteral("version"));
    if (version.isDouble() && version.toDouble() > kVersion)
        return problem(StatisticsProblem::Kind::FutureVersion,
                       QStringLiteral("version %1, newer than %2").arg(version.toDouble()).arg(kVersion));
    if (!version.isDouble() || version.toDouble() < kOldestVersion ||
        version.toDouble() != std::floor(version.toDouble()))
        return damaged(QStringLiteral("unknown version"));
    if (json.size() != 3 || !json.value(QStringLiteral("statistics")).isObject())
        return damaged(QStringLiteral("unexpected layout"));
    auto parsed = statisticsFromJson(json.value(QStringLiteral("statistics")).toObject());
    if (!parsed)
        return damaged(jsonErrorText(parsed.error()));
    statistics = std::move(parsed).value();
    return std::nullopt;
}

// Renames the file beside itself; the new name, or empty (and `detail` says why) if it stays.
QString StatisticsFile::setAside(QString& detail) const
{
    const auto aside = setAsideDamaged(path(), m_clock());
    if (aside)
        return *aside;
    detail += QStringLiteral("; not set aside: %1").arg(aside.error());
    return {};
}

Expected<void, StatisticsProblem> StatisticsFile::save(const Statistics& statistics)
{
    if (m_blocked && (QFileInfo::exists(path()) || QFileInfo(path()).isSymLink()))
        return Unexpected(problem(StatisticsProblem::Kind::InTheWay,
                                  QStringLiteral("an unreadable file is kept in place"), path()));
    m_blocked = false;
    const QJsonObject json{{QStringLiteral("format"), kFormat},
                           {QStringLiteral("version"), kVersion},
                           {QStringLiteral("statistics"), statisticsToJson(statistics)}};
    if (auto written = writeDataFile(path(), QJsonDocument(json).toJson(QJsonDocument::Compact)); !written) {
        StatisticsProblem failed =
            problem(StatisticsProblem::Kind::NotWritten, written.error().detail, path());
        failed.writeFailure = written.error();
        return Unexpected(std::move(failed));
    }
    return {};
}

QString statisticsProblemText(const StatisticsProblem& problem)
{
    const QString path = QDir::toNativeSeparators(problem.path);
    const QString aside = QDir::toNativeSeparators(problem.setAsidePath);
    QString what;
    switch (problem.kind) {
    case StatisticsProblem::Kind::Unreadable:
        what = QCoreApplication::translate("StatisticsFile",
                                           "Your statistics could not be read, so they start afresh.");
        break;
    case StatisticsProblem::Kind::Damaged:
        what = QCoreApplication::translate(
            "StatisticsFile", "Your statistics file is damaged, so your statistics start afresh.");
        break;
    case StatisticsProblem::Kind::FutureVersion:
        what = QCoreApplication::translate(
            "StatisticsFile",
            "Your statistics were saved by a newer version of Sea Battle, so they start afresh in this one.");
        break;
    case StatisticsProblem::Kind::NotWritten:
        return QCoreApplication::translate("StatisticsFile",
                                           "Your statistics could not be saved in %1: %2. The file keeps "
                                           "the statistics saved before.")
            .arg(path, problem.writeFailure ? writeFailureReason(*problem.writeFailure) : problem.detail);
    case StatisticsProblem::Kind::InTheWay:
        return QCoreApplication::translate("StatisticsFile",
                                           "Your statistics were not saved: the old file %1 could not be "
                                           "read or moved, and it is not overwritten. "
                                           "Move it elsewhere to save your statistics again.")
            .arg(path);
    }
    const QString kept =
        problem.setAside()
            ? QCoreApplication::translate("StatisticsFile", "The old file was kept as %1.").arg(aside)
            : QCoreApplication::translate("StatisticsFile",
                                          "The old file could not be moved, so it was left as it is in %1; "
                                          "new statistics will not be saved over it.")
                  .arg(path);
    return what + QLatin1Char(' ') + kept;
}
