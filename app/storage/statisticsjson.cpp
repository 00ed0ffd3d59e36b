// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/storage/statisticsjson.h"

#include "app/json/fieldreader.h"
#include "app/json/utctime.h"

#include <QJsonArray>
#include <QJsonValue>
#include <QStringList>

#include <algorithm>
#include <cmath>

using namespace seabattle;

namespace {

constexpr std::int64_t kMaxCount = Statistics::kMaxCount;

QString keyText(const std::string& key)
{
    return QString::fromStdString(key);
}

// Statistics::opponents(), as the JSON keys of "opponents".
const QStringList& opponentKeys()
{
    static const QStringList keys = [] {
        QStringList list;
        for (const std::string& key : Statistics::opponents())
            list.append(keyText(key));
        return list;
    }();
    return keys;
}

QString dateText(UtcTime at)
{
    return toDateTime(at).toString(Qt::ISODateWithMs);
}

// A counter: a whole number up to kMaxCount, or `max`. A counter past kMaxCount (written before
// counters stopped there) is clamped, not refused; beyond 2^53, where a double no longer counts
// one by one, it is no count at all.
std::int64_t countIn(const QJsonValue& value, const QString& where, std::int64_t max = kMaxCount)
{
    const double number = value.toDouble();
    if (max == kMaxCount && value.isDouble() && number > double(max) && number <= 9007199254740992.0 &&
        std::floor(number) == number)
        return max;
    return json::count(value, where, max);
}

UtcTime dateIn(const QJsonValue& value, const QString& where)
{
    if (!value.isString())
        json::refuse(json::FieldProblem::Kind::WrongType, where);
    const QDateTime at = QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
    if (!at.isValid())
        json::refuse(json::FieldProblem::Kind::OutOfRange, where);
    return toUtcTime(at);
}

bool flagIn(const QJsonValue& value, const QString& where)
{
    if (!value.isBool())
        json::refuse(json::FieldProblem::Kind::WrongType, where);
    return value.toBool();
}

StatisticsJsonError errorOf(const json::FieldProblem& problem)
{
    using Kind = StatisticsJsonError::Kind;
    switch (problem.kind) {
    case json::FieldProblem::Kind::Missing:
        return {Kind::Missing, problem.field};
    case json::FieldProblem::Kind::WrongType:
        return {Kind::WrongType, problem.field};
    case json::FieldProblem::Kind::TooMany:
        return {Kind::TooMany, problem.field};
    case json::FieldProblem::Kind::Inconsistent:
        return {Kind::Inconsistent, problem.field};
    case json::FieldProblem::Kind::Unknown:
        return {Kind::Unknown, problem.field};
    case json::FieldProblem::Kind::OutOfRange:
        break;
    }
    return {Kind::OutOfRange, problem.field};
}

const QStringList kRecordKeys = {
    QStringLiteral("wins"),          QStringLiteral("losses"),
    QStringLiteral("currentStreak"), QStringLiteral("bestStreak"),
    QStringLiteral("shots"),         QStringLiteral("hits"),
    QStringLiteral("fleetsSunk"),    QStringLiteral("shotsToSinkFleets"),
    QStringLiteral("best"),          QStringLiteral("shotsToWin"),
    QStringLiteral("results"),
};
// Added in version 2; a version-1 file has none of them.
const QStringList kLaterRecordKeys = {QStringLiteral("hintedGames")};
const QStringList kResultKeys = {QStringLiteral("endedAt"), QStringLiteral("won")};
const QStringList kLaterResultKeys = {QStringLiteral("hinted"), QStringLiteral("quality"),
                                      QStringLiteral("luck")};

// {"endedAt", "won"}, then "hinted": true for a hinted game only, and "quality" and "luck" once
// reviewed: the thousands of results stay as small as they were.
QJsonObject resultToJson(const DatedResult& result)
{
    QJsonObject o{{QStringLiteral("endedAt"), dateText(result.endedAt)}, {QStringLiteral("won"), result.won}};
    if (result.hinted)
        o.insert(QStringLiteral("hinted"), true);
    if (result.quality && result.luck) {
        o.insert(QStringLiteral("quality"), *result.quality);
        o.insert(QStringLiteral("luck"), *result.luck);
    }
    return o;
}

QJsonObject recordToJson(const OpponentRecord& r)
{
    QJsonArray shotsToWin;
    for (int shots : r.shotsToWin)
        shotsToWin.append(shots);
    QJsonArray results;
    for (const DatedResult& result : r.results)
        results.append(resultToJson(result));
    QJsonValue best = QJsonValue::Null;
    if (r.best)
        best = QJsonObject{{QStringLiteral("shots"), r.best->shots},
                           {QStringLiteral("endedAt"), dateText(r.best->endedAt)}};
    return {
        {QStringLiteral("wins"), double(r.wins)},
        {QStringLiteral("losses"), double(r.losses)},
        {QStringLiteral("currentStreak"), double(r.currentStreak)},
        {QStringLiteral("bestStreak"), double(r.bestStreak)},
        {QStringLiteral("shots"), double(r.shots)},
        {QStringLiteral("hits"), double(r.hits)},
        {QStringLiteral("fleetsSunk"), double(r.fleetsSunk)},
        {QStringLiteral("shotsToSinkFleets"), double(r.shotsToSinkFleets)},
        {QStringLiteral("hintedGames"), double(r.hintedGames)},
        {QStringLiteral("best"), best},
        {QStringLiteral("shotsToWin"), shotsToWin},
        {QStringLiteral("results"), results},
    };
}

// Hinted games are games; while the list holds every game, it holds every hinted one.
void checkHinted(const OpponentRecord& r, const QString& where)
{
    const std::int64_t inList =
        std::count_if(r.results.begin(), r.results.end(), [](const DatedResult& d) { return d.hinted; });
    const QString field = json::join(where, QStringLiteral("hintedGames"));
    json::check(r.hintedGames <= r.games() && inList <= r.hintedGames, field);
    if (r.games() <= Statistics::kMaxKept)
        json::check(inList == r.hintedGames, field);
}

// Checks everything record() keeps true, so that a hand-edited or damaged file cannot show
// impossible figures.
void checkRecord(const OpponentRecord& r, const QString& where)
{
    const auto field = [&](const char* key) { return json::join(where, QLatin1String(key)); };
    json::check(r.bestStreak <= r.wins, field("bestStreak"));
    json::check(r.currentStreak <= r.bestStreak, field("currentStreak"));
    json::check(r.hits <= r.shots, field("hits"));
    json::check(r.fleetsSunk <= r.wins, field("fleetsSunk"));
    json::check(r.shotsToSinkFleets <= r.shots &&
                    r.shotsToSinkFleets <= r.fleetsSunk * Statistics::kMaxShotsPerGame,
                field("shotsToSinkFleets"));
    json::check(r.best.has_value() == (r.fleetsSunk > 0), field("best"));
    if (r.best && r.shotsToSinkFleets < kMaxCount) // a clamped sum no longer holds every game
        json::check(r.best->shots * r.fleetsSunk <= r.shotsToSinkFleets, field("best"));
    // The lists are cut only once full.
    json::check(std::int64_t(r.shotsToWin.size()) ==
                    std::min<std::int64_t>(r.fleetsSunk, Statistics::kMaxKept),
                field("shotsToWin"));
    json::check(std::int64_t(r.results.size()) == std::min<std::int64_t>(r.games(), Statistics::kMaxKept),
                field("results"));
    std::int64_t sum = 0;
    for (int shots : r.shotsToWin) {
        sum += shots;
        json::check(r.best && r.best->shots <= shots, field("shotsToWin"));
    }
    json::check(sum <= r.shotsToSinkFleets, field("shotsToWin"));
    const std::int64_t wonInList =
        std::count_if(r.results.begin(), r.results.end(), [](const DatedResult& d) { return d.won; });
    json::check(wonInList <= r.wins && std::int64_t(r.results.size()) - wonInList <= r.losses,
                field("results"));
    checkHinted(r, where);
    // The streak is the run of wins at the end of the list, hinted games left out.
    const auto lastLoss = std::find_if(r.results.rbegin(), r.results.rend(),
                                       [](const DatedResult& d) { return !d.won && !d.hinted; });
    const auto counted = [](auto from, auto to) {
        return std::count_if(from, to, [](const DatedResult& d) { return !d.hinted; });
    };
    json::check(counted(r.results.rbegin(), lastLoss) ==
                    std::min<std::int64_t>(r.currentStreak, counted(r.results.begin(), r.results.end())),
                field("currentStreak"));
}

// One result: {"endedAt", "won"}, and those of kLaterResultKeys it has.
DatedResult resultFromJson(const QJsonValue& value, const QString& place)
{
    const auto field = [&](const char* key) { return json::join(place, QLatin1String(key)); };
    const QJsonObject o = json::object(value, place);
    json::exactKeys(o, kResultKeys, kLaterResultKeys, place);
    DatedResult result;
    result.endedAt = dateIn(o.value(QStringLiteral("endedAt")), field("endedAt"));
    result.won = flagIn(o.value(QStringLiteral("won")), field("won"));
    if (o.contains(QStringLiteral("hinted")))
        result.hinted = flagIn(o.value(QStringLiteral("hinted")), field("hinted"));
    if (o.contains(QStringLiteral("quality")))
        result.quality = json::integer(o.value(QStringLiteral("quality")), field("quality"), 0, 100);
    if (o.contains(QStringLiteral("luck")))
        result.luck = json::real(o.value(QStringLiteral("luck")), field("luck"), -100, 100);
    // A review gives both.
    json::check(result.quality.has_value() == result.luck.has_value(),
                field(result.quality ? "luck" : "quality"));
    return result;
}

// The results kept, oldest first.
std::vector<DatedResult> resultsIn(const QJsonValue& value, const QString& where)
{
    std::vector<DatedResult> results;
    const QJsonArray entries = json::array(value, where, Statistics::kMaxKept);
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const QString place = json::at(where, i);
        results.push_back(resultFromJson(entries[i], place));
    }
    return results;
}

OpponentRecord recordFromJson(const QJsonValue& value, const QString& where)
{
    OpponentRecord r;
    const QJsonObject json = json::object(value, where);
    json::exactKeys(json, kRecordKeys, kLaterRecordKeys, where);
    const auto field = [&](const char* key) { return json::join(where, QLatin1String(key)); };
    const auto count = [&](const char* key) { return countIn(json.value(QLatin1String(key)), field(key)); };
    r.wins = count("wins");
    r.losses = count("losses");
    r.currentStreak = count("currentStreak");
    r.bestStreak = count("bestStreak");
    r.shots = count("shots");
    r.hits = count("hits");
    r.fleetsSunk = count("fleetsSunk");
    r.shotsToSinkFleets = count("shotsToSinkFleets");
    if (json.contains(QStringLiteral("hintedGames")))
        r.hintedGames = count("hintedGames");
    if (const QJsonValue best = json.value(QStringLiteral("best")); !best.isNull()) {
        const QJsonObject bestJson = json::object(best, field("best"));
        json::exactKeys(bestJson, {QStringLiteral("shots"), QStringLiteral("endedAt")}, field("best"));
        r.best = BestGame{int(countIn(bestJson.value(QStringLiteral("shots")), field("best.shots"),
                                      Statistics::kMaxShotsPerGame)),
                          dateIn(bestJson.value(QStringLiteral("endedAt")), field("best.endedAt"))};
    }
    const QJsonArray shotsToWin =
        json::array(json.value(QStringLiteral("shotsToWin")), field("shotsToWin"), Statistics::kMaxKept);
    for (qsizetype i = 0; i < shotsToWin.size(); ++i)
        r.shotsToWin.push_back(
            int(countIn(shotsToWin[i], json::at(field("shotsToWin"), i), Statistics::kMaxShotsPerGame)));
    r.results = resultsIn(json.value(QStringLiteral("results")), field("results"));
    checkRecord(r, where);
    return r;
}

// The total is the sum of the opponents, and its best game the best of theirs.
void checkTotal(const Statistics::Records& records, const OpponentRecord& total)
{
    OpponentRecord sum;
    std::optional<BestGame> best;
    for (const OpponentRecord& r : records) {
        sum.wins += r.wins;
        sum.losses += r.losses;
        sum.shots += r.shots;
        sum.hits += r.hits;
        sum.fleetsSunk += r.fleetsSunk;
        sum.shotsToSinkFleets += r.shotsToSinkFleets;
        sum.hintedGames += r.hintedGames;
        if (r.best && (!best || r.best->shots < best->shots))
            best = r.best;
    }
    // (The total stops at the bound on its own: the sum may pass it.)
    const auto same = [](std::int64_t value, std::int64_t sum) { return value == std::min(sum, kMaxCount); };
    json::check(
        same(total.wins, sum.wins) && same(total.losses, sum.losses) && same(total.shots, sum.shots) &&
            same(total.hits, sum.hits) && same(total.fleetsSunk, sum.fleetsSunk) &&
            same(total.shotsToSinkFleets, sum.shotsToSinkFleets) && same(total.hintedGames, sum.hintedGames),
        QStringLiteral("total"));
    json::check(total.best.has_value() == best.has_value() && (!best || total.best->shots == best->shots),
                QStringLiteral("total.best"));
}

} // namespace

namespace {

// One firing's records: {"opponents": {…}, "total": {…}}.
QJsonObject bookToJson(const Statistics& statistics, Firing firing)
{
    QJsonObject records;
    for (const std::string& opponent : Statistics::opponents())
        records.insert(keyText(opponent), recordToJson(statistics.record(opponent, firing)));
    return {{QStringLiteral("opponents"), records},
            {QStringLiteral("total"), recordToJson(statistics.total(firing))}};
}

struct Book {
    Statistics::Records records;
    OpponentRecord total;
};

// One firing's records under `where` ("" for one shot a turn, "salvo."), checked whole.
Book bookFromJson(const QJsonObject& json, const QString& where, const QStringList& keys)
{
    Book book;
    const auto field = [&](const char* key) { return where + QLatin1String(key); };
    json::exactKeys(json, keys, where.chopped(where.isEmpty() ? 0 : 1));
    const QJsonObject perOpponent = json::object(json.value(QStringLiteral("opponents")), field("opponents"));
    json::exactKeys(perOpponent, opponentKeys(), field("opponents"));
    for (std::size_t i = 0; i < book.records.size(); ++i) {
        const QString key = opponentKeys()[qsizetype(i)];
        book.records[i] = recordFromJson(perOpponent.value(key), json::join(field("opponents"), key));
    }
    book.total = recordFromJson(json.value(QStringLiteral("total")), field("total"));
    checkTotal(book.records, book.total);
    return book;
}

} // namespace

QJsonObject statisticsToJson(const Statistics& statistics)
{
    QJsonObject json = bookToJson(statistics, Firing::OneShot);
    if (statistics.total(Firing::Salvo).games() > 0)
        json.insert(QStringLiteral("salvo"), bookToJson(statistics, Firing::Salvo));
    return json;
}

Expected<Statistics, StatisticsJsonError> statisticsFromJson(const QJsonObject& json)
{
    auto read = json::readStrictly([&json] {
        const QStringList book{QStringLiteral("opponents"), QStringLiteral("total")};
        const bool salvo = json.contains(QStringLiteral("salvo")); // absent before version 3, or none
        const Book oneShot =
            bookFromJson(json, QString(), salvo ? book + QStringList{QStringLiteral("salvo")} : book);
        if (!salvo)
            return Statistics(oneShot.records, oneShot.total);
        const Book salvos =
            bookFromJson(json::object(json.value(QStringLiteral("salvo")), QStringLiteral("salvo")),
                         QStringLiteral("salvo."), book);
        return Statistics(oneShot.records, oneShot.total, salvos.records, salvos.total);
    });
    if (!read)
        return Unexpected(errorOf(read.error()));
    return std::move(read).value();
}
