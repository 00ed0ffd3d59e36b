// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/storage/statistics.h"

#include "core/ai/opponentlevel.h"

#include <QJsonArray>
#include <QJsonValue>

#include <algorithm>
#include <cmath>

using namespace seabattle;

namespace {

constexpr qint64 kMaxCount = Statistics::kMaxCount;

const QString kLan = QStringLiteral("lan");

// What one game adds to a record, once its numbers are believable.
struct GameFacts {
    QDateTime endedAt;
    bool won = false;
    bool fleetSunk = false;
    int shots = 0;
    int hits = 0;
};

template <class T> void appendBounded(QList<T>& list, T value)
{
    if (list.size() >= Statistics::kMaxKept)
        list.remove(0, list.size() - Statistics::kMaxKept + 1);
    list.append(std::move(value));
}

// Counters stop at kMaxCount rather than pass it: a file holding more would not be read back.
void add(qint64& counter, qint64 amount)
{
    counter = std::min(counter + amount, kMaxCount);
}

void apply(OpponentRecord& r, const GameFacts& game)
{
    add(r.shots, game.shots);
    add(r.hits, game.hits);
    if (game.won) {
        add(r.wins, 1);
        add(r.currentStreak, 1);
        r.bestStreak = std::max(r.bestStreak, r.currentStreak);
        if (game.fleetSunk) {
            add(r.fleetsSunk, 1);
            add(r.shotsToSinkFleets, game.shots);
            appendBounded(r.shotsToWin, game.shots);
            if (!r.best || game.shots < r.best->shots)
                r.best = BestGame{game.shots, game.endedAt};
        }
    } else {
        add(r.losses, 1);
        r.currentStreak = 0;
    }
    appendBounded(r.results, DatedResult{game.endedAt, game.won});
}

QString dateText(const QDateTime& at)
{
    return at.toUTC().toString(Qt::ISODateWithMs);
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

    qint64 count(const QJsonValue& value, const QString& where, qint64 max = kMaxCount)
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
        return qint64(number);
    }

    QDateTime date(const QJsonValue& value, const QString& where)
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
        return at.toUTC();
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
    in.check(r.shotsToWin.size() == std::min<qint64>(r.fleetsSunk, Statistics::kMaxKept),
             field("shotsToWin"));
    in.check(r.results.size() == std::min<qint64>(r.games(), Statistics::kMaxKept), field("results"));
    qint64 sum = 0;
    for (int shots : r.shotsToWin) {
        sum += shots;
        in.check(r.best && r.best->shots <= shots, field("shotsToWin"));
    }
    in.check(sum <= r.shotsToSinkFleets, field("shotsToWin"));
    const qint64 wonInList =
        std::count_if(r.results.begin(), r.results.end(), [](const DatedResult& d) { return d.won; });
    in.check(wonInList <= r.wins && r.results.size() - wonInList <= r.losses, field("results"));
    // The streak is the run of wins at the end of the list.
    const auto lastLoss =
        std::find_if(r.results.rbegin(), r.results.rend(), [](const DatedResult& d) { return !d.won; });
    in.check(std::distance(r.results.rbegin(), lastLoss) ==
                 std::min<qint64>(r.currentStreak, r.results.size()),
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
        r.shotsToWin.append(
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
        r.results.append(DatedResult{
            in.date(result.value(QStringLiteral("endedAt")), Reader::join(place, QStringLiteral("endedAt"))),
            won.toBool()});
    }
    if (!in.error)
        checkRecord(in, r, where);
    return r;
}

} // namespace

std::optional<double> OpponentRecord::averageShotsToWin() const
{
    if (fleetsSunk == 0)
        return std::nullopt;
    return double(shotsToSinkFleets) / double(fleetsSunk);
}

std::optional<double> OpponentRecord::accuracy() const
{
    if (shots == 0)
        return std::nullopt;
    return double(hits) / double(shots);
}

const QStringList& Statistics::opponents()
{
    static const QStringList keys = [] {
        QStringList list;
        for (OpponentLevel level : kOpponentLevels)
            list.append(QString::fromLatin1(keyOf(level).data(), qsizetype(keyOf(level).size())));
        list.append(kLan);
        return list;
    }();
    return keys;
}

void Statistics::record(const FinishedGame& game)
{
    const qsizetype index = opponents().indexOf(game.opponent);
    if (index < 0)
        return;
    GameFacts facts;
    facts.endedAt = (game.endedAt.isValid() ? game.endedAt : QDateTime::currentDateTimeUtc()).toUTC();
    facts.won = game.result.winner == Player::One;
    facts.fleetSunk = facts.won && game.result.reason == EndReason::FleetSunk;
    facts.shots = std::clamp(game.shots, 0, kMaxShotsPerGame);
    facts.hits = std::clamp(game.hits, 0, facts.shots);
    apply(m_records[std::size_t(index)], facts);
    apply(m_total, facts);
}

const OpponentRecord& Statistics::record(const QString& opponent) const
{
    static const OpponentRecord none;
    const qsizetype index = opponents().indexOf(opponent);
    return index < 0 ? none : m_records[std::size_t(index)];
}

QJsonObject Statistics::toJson() const
{
    QJsonObject records;
    for (qsizetype i = 0; i < opponents().size(); ++i)
        records.insert(opponents()[i], recordToJson(m_records[std::size_t(i)]));
    return {{QStringLiteral("opponents"), records}, {QStringLiteral("total"), recordToJson(m_total)}};
}

Expected<Statistics, StatisticsJsonError> Statistics::fromJson(const QJsonObject& json)
{
    Reader in;
    Statistics statistics;
    if (in.expectKeys(json, {QStringLiteral("opponents"), QStringLiteral("total")}, QString())) {
        const QJsonObject records =
            in.object(json.value(QStringLiteral("opponents")), QStringLiteral("opponents"));
        if (!in.error && in.expectKeys(records, opponents(), QStringLiteral("opponents")))
            for (qsizetype i = 0; i < opponents().size() && !in.error; ++i)
                statistics.m_records[std::size_t(i)] =
                    recordFromJson(in, records.value(opponents()[i]),
                                   Reader::join(QStringLiteral("opponents"), opponents()[i]));
        if (!in.error)
            statistics.m_total =
                recordFromJson(in, json.value(QStringLiteral("total")), QStringLiteral("total"));
    }
    if (!in.error) {
        // The total is the sum of the opponents, and its best game the best of theirs.
        OpponentRecord sum;
        std::optional<BestGame> best;
        for (const OpponentRecord& r : statistics.m_records) {
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
        const OpponentRecord& total = statistics.m_total;
        const auto same = [](qint64 value, qint64 sum) { return value == std::min(sum, kMaxCount); };
        in.check(same(total.wins, sum.wins) && same(total.losses, sum.losses) &&
                     same(total.shots, sum.shots) && same(total.hits, sum.hits) &&
                     same(total.fleetsSunk, sum.fleetsSunk) &&
                     same(total.shotsToSinkFleets, sum.shotsToSinkFleets),
                 QStringLiteral("total"));
        in.check(total.best.has_value() == best.has_value() && (!best || total.best->shots == best->shots),
                 QStringLiteral("total.best"));
    }
    if (in.error)
        return Unexpected(*in.error);
    return statistics;
}

QList<HistogramBin> shotsToWinHistogram(const QList<int>& shots, int maxBins)
{
    if (shots.isEmpty())
        return {};
    maxBins = std::max(maxBins, 1);
    const qint64 low = *std::min_element(shots.begin(), shots.end());
    const qint64 high = *std::max_element(shots.begin(), shots.end());
    // 1, 2, 5, 10, 20, 50, …: the narrowest round width that needs no more than maxBins bins.
    const auto binsOf = [&](qint64 width) { return high / width - low / width + 1; };
    qint64 width = 1;
    for (qint64 decade = 1; binsOf(width) > maxBins; decade *= 10)
        for (qint64 mantissa : {2, 5, 10})
            if (width = mantissa * decade; binsOf(width) <= maxBins)
                break;
    const qint64 first = low / width * width;
    const int count = int(binsOf(width));
    QList<HistogramBin> bins;
    for (int i = 0; i < count; ++i)
        bins.append(HistogramBin{int(first + i * width), int(first + (i + 1) * width - 1), 0});
    for (int value : shots)
        ++bins[qsizetype((qint64(value) - first) / width)].count;
    return bins;
}
