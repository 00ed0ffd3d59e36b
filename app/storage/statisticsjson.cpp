// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/storage/statisticsjson.h"

#include "ui/utctime.h"

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

// Reads JSON values, remembering the first thing wrong and where; later reads are ignored.
class Reader {
public:
    std::optional<StatisticsJsonError> error;

    void fail(StatisticsJsonError::Kind kind, const QString& where)
    {
        if (!error)
            error = StatisticsJsonError{kind, where};
    }

    // `object` must hold exactly `keys`.
    bool expectKeys(const QJsonObject& object, const QStringList& keys, const QString& where)
    {
        for (const QString& key : keys)
            if (!object.contains(key)) {
                fail(StatisticsJsonError::Kind::Missing, join(where, key));
                return false;
            }
        for (auto it = object.begin(); it != object.end(); ++it)
            if (!keys.contains(it.key())) {
                fail(StatisticsJsonError::Kind::Unknown, join(where, it.key()));
                return false;
            }
        return true;
    }

    std::int64_t count(const QJsonValue& value, const QString& where, std::int64_t max = kMaxCount)
    {
        if (!value.isDouble()) {
            fail(StatisticsJsonError::Kind::WrongType, where);
            return 0;
        }
        const double number = value.toDouble();
        // A counter past its bound (written before counters stopped there) is clamped, not refused;
        // beyond 2^53, where a double no longer counts one by one, it is no count at all.
        if (max == kMaxCount && number > double(max) && number <= 9007199254740992.0 &&
            std::floor(number) == number)
            return max;
        if (!(number >= 0 && number <= double(max)) || std::floor(number) != number) {
            fail(StatisticsJsonError::Kind::OutOfRange, where);
            return 0;
        }
        return std::int64_t(number);
    }

    UtcTime date(const QJsonValue& value, const QString& where)
    {
        if (!value.isString()) {
            fail(StatisticsJsonError::Kind::WrongType, where);
            return {};
        }
        const QDateTime at = QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
        if (!at.isValid()) {
            fail(StatisticsJsonError::Kind::OutOfRange, where);
            return {};
        }
        return toUtcTime(at);
    }

    QJsonObject object(const QJsonValue& value, const QString& where)
    {
        if (!value.isObject())
            fail(StatisticsJsonError::Kind::WrongType, where);
        return value.toObject();
    }

    QJsonArray array(const QJsonValue& value, const QString& where, qsizetype maxSize)
    {
        if (!value.isArray()) {
            fail(StatisticsJsonError::Kind::WrongType, where);
            return {};
        }
        QJsonArray array = value.toArray();
        if (array.size() > maxSize) {
            fail(StatisticsJsonError::Kind::TooMany, where);
            return {};
        }
        return array;
    }

    void check(bool consistent, const QString& where)
    {
        if (!consistent)
            fail(StatisticsJsonError::Kind::Inconsistent, where);
    }

    static QString join(const QString& where, const QString& key)
    {
        return where.isEmpty() ? key : where + QLatin1Char('.') + key;
    }
    static QString at(const QString& where, qsizetype index)
    {
        return where + QStringLiteral("[%1]").arg(index);
    }
};

const QStringList kRecordKeys = {
    QStringLiteral("wins"),          QStringLiteral("losses"),
    QStringLiteral("currentStreak"), QStringLiteral("bestStreak"),
    QStringLiteral("shots"),         QStringLiteral("hits"),
    QStringLiteral("fleetsSunk"),    QStringLiteral("shotsToSinkFleets"),
    QStringLiteral("best"),          QStringLiteral("shotsToWin"),
    QStringLiteral("results"),
};

QJsonObject recordToJson(const OpponentRecord& r)
{
    QJsonArray shotsToWin;
    for (int shots : r.shotsToWin)
        shotsToWin.append(shots);
    QJsonArray results;
    for (const DatedResult& result : r.results)
        results.append(QJsonObject{{QStringLiteral("endedAt"), dateText(result.endedAt)},
                                   {QStringLiteral("won"), result.won}});
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
        {QStringLiteral("best"), best},
        {QStringLiteral("shotsToWin"), shotsToWin},
        {QStringLiteral("results"), results},
    };
}

// Checks everything record() keeps true, so that a hand-edited or damaged file cannot show
// impossible figures.
void checkRecord(Reader& in, const OpponentRecord& r, const QString& where)
{
    const auto field = [&](const char* key) { return Reader::join(where, QLatin1String(key)); };
    in.check(r.bestStreak <= r.wins, field("bestStreak"));
    in.check(r.currentStreak <= r.bestStreak, field("currentStreak"));
    in.check(r.hits <= r.shots, field("hits"));
    in.check(r.fleetsSunk <= r.wins, field("fleetsSunk"));
    in.check(r.shotsToSinkFleets <= r.shots &&
                 r.shotsToSinkFleets <= r.fleetsSunk * Statistics::kMaxShotsPerGame,
             field("shotsToSinkFleets"));
    in.check(r.best.has_value() == (r.fleetsSunk > 0), field("best"));
    if (r.best && r.shotsToSinkFleets < kMaxCount) // a clamped sum no longer holds every game
        in.check(r.best->shots * r.fleetsSunk <= r.shotsToSinkFleets, field("best"));
    // The lists are cut only once full.
    in.check(std::int64_t(r.shotsToWin.size()) == std::min<std::int64_t>(r.fleetsSunk, Statistics::kMaxKept),
             field("shotsToWin"));
    in.check(std::int64_t(r.results.size()) == std::min<std::int64_t>(r.games(), Statistics::kMaxKept),
             field("results"));
    std::int64_t sum = 0;
    for (int shots : r.shotsToWin) {
        sum += shots;
        in.check(r.best && r.best->shots <= shots, field("shotsToWin"));
    }
    in.check(sum <= r.shotsToSinkFleets, field("shotsToWin"));
    const std::int64_t wonInList =
        std::count_if(r.results.begin(), r.results.end(), [](const DatedResult& d) { return d.won; });
    in.check(wonInList <= r.wins && std::int64_t(r.results.size()) - wonInList <= r.losses, field("results"));
    // The streak is the run of wins at the end of the list.
    const auto lastLoss =
        std::find_if(r.results.rbegin(), r.results.rend(), [](const DatedResult& d) { return !d.won; });
    in.check(std::distance(r.results.rbegin(), lastLoss) ==
                 std::min<std::int64_t>(r.currentStreak, std::int64_t(r.results.size())),
             field("currentStreak"));
}

OpponentRecord recordFromJson(Reader& in, const QJsonValue& value, const QString& where)
{
    OpponentRecord r;
    const QJsonObject json = in.object(value, where);
    if (in.error || !in.expectKeys(json, kRecordKeys, where))
        return r;
    const auto field = [&](const char* key) { return Reader::join(where, QLatin1String(key)); };
    const auto count = [&](const char* key) { return in.count(json.value(QLatin1String(key)), field(key)); };
    r.wins = count("wins");
    r.losses = count("losses");
    r.currentStreak = count("currentStreak");
    r.bestStreak = count("bestStreak");
    r.shots = count("shots");
    r.hits = count("hits");
    r.fleetsSunk = count("fleetsSunk");
    r.shotsToSinkFleets = count("shotsToSinkFleets");
    const QJsonValue best = json.value(QStringLiteral("best"));
    if (!best.isNull()) {
        const QJsonObject bestJson = in.object(best, field("best"));
        if (!in.error &&
            in.expectKeys(bestJson, {QStringLiteral("shots"), QStringLiteral("endedAt")}, field("best")))
            r.best = BestGame{int(in.count(bestJson.value(QStringLiteral("shots")), field("best.shots"),
                                           Statistics::kMaxShotsPerGame)),
                              in.date(bestJson.value(QStringLiteral("endedAt")), field("best.endedAt"))};
    }
    const QJsonArray shotsToWin =
        in.array(json.value(QStringLiteral("shotsToWin")), field("shotsToWin"), Statistics::kMaxKept);
    for (qsizetype i = 0; i < shotsToWin.size() && !in.error; ++i)
        r.shotsToWin.push_back(
            int(in.count(shotsToWin[i], Reader::at(field("shotsToWin"), i), Statistics::kMaxShotsPerGame)));
    const QJsonArray results =
        in.array(json.value(QStringLiteral("results")), field("results"), Statistics::kMaxKept);
    for (qsizetype i = 0; i < results.size() && !in.error; ++i) {
        const QString place = Reader::at(field("results"), i);
        const QJsonObject result = in.object(results[i], place);
        if (in.error || !in.expectKeys(result, {QStringLiteral("endedAt"), QStringLiteral("won")}, place))
            break;
        const QJsonValue won = result.value(QStringLiteral("won"));
        if (!won.isBool())
            in.fail(StatisticsJsonError::Kind::WrongType, Reader::join(place, QStringLiteral("won")));
        r.results.push_back(DatedResult{
            in.date(result.value(QStringLiteral("endedAt")), Reader::join(place, QStringLiteral("endedAt"))),
            won.toBool()});
    }
    if (!in.error)
        checkRecord(in, r, where);
    return r;
}

// The total is the sum of the opponents, and its best game the best of theirs.
void checkTotal(Reader& in, const Statistics::Records& records, const OpponentRecord& total)
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
        if (r.best && (!best || r.best->shots < best->shots))
            best = r.best;
    }
    // (The total stops at the bound on its own: the sum may pass it.)
    const auto same = [](std::int64_t value, std::int64_t sum) { return value == std::min(sum, kMaxCount); };
    in.check(same(total.wins, sum.wins) && same(total.losses, sum.losses) && same(total.shots, sum.shots) &&
                 same(total.hits, sum.hits) && same(total.fleetsSunk, sum.fleetsSunk) &&
                 same(total.shotsToSinkFleets, sum.shotsToSinkFleets),
             QStringLiteral("total"));
    in.check(total.best.has_value() == best.has_value() && (!best || total.best->shots == best->shots),
             QStringLiteral("total.best"));
}

} // namespace

QJsonObject statisticsToJson(const Statistics& statistics)
{
    QJsonObject records;
    for (const std::string& opponent : Statistics::opponents())
        records.insert(keyText(opponent), recordToJson(statistics.record(opponent)));
    return {{QStringLiteral("opponents"), records},
            {QStringLiteral("total"), recordToJson(statistics.total())}};
}

Expected<Statistics, StatisticsJsonError> statisticsFromJson(const QJsonObject& json)
{
    Reader in;
    Statistics::Records records;
    OpponentRecord total;
    if (in.expectKeys(json, {QStringLiteral("opponents"), QStringLiteral("total")}, QString())) {
        const QJsonObject perOpponent =
            in.object(json.value(QStringLiteral("opponents")), QStringLiteral("opponents"));
        if (!in.error && in.expectKeys(perOpponent, opponentKeys(), QStringLiteral("opponents")))
            for (std::size_t i = 0; i < records.size() && !in.error; ++i) {
                const QString key = opponentKeys()[qsizetype(i)];
                records[i] = recordFromJson(in, perOpponent.value(key),
                                            Reader::join(QStringLiteral("opponents"), key));
            }
        if (!in.error)
            total = recordFromJson(in, json.value(QStringLiteral("total")), QStringLiteral("total"));
    }
    if (!in.error)
        checkTotal(in, records, total);
    if (in.error)
        return Unexpected(*in.error);
    return Statistics(records, total);
}
