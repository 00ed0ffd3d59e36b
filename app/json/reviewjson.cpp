// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/json/reviewjson.h"

#include "app/json/fieldreader.h"

#include <QJsonArray>

#include <algorithm>
#include <array>
#include <cmath>

using namespace seabattle;

namespace {

constexpr std::array kResultKeys = {"miss", "hit", "sunk"};             // in ShotResult's order
constexpr std::array kVerdictKeys = {"best", "good", "weak", "wasted"}; // in ShotVerdict's order
constexpr std::array kReasonKeys = {"borders-sunk", "diagonal-to-hit", "touches-hit", "gap-too-small",
                                    "no-fleet-fits"}; // in EmptyReason's order
constexpr qsizetype kShotFields = 8;
// A chance is a share of fleets: a best chance this far below the chosen one is a rounding.
constexpr double kChanceSlack = 1e-9;

QString cellText(Coord c)
{
    return QString::fromStdString(formatCoord(c));
}

QJsonArray shotToJson(const ShotReview& s)
{
    return QJsonArray{s.index,
                      cellText(s.shot.target),
                      QLatin1String(kResultKeys[std::size_t(s.result)]),
                      s.chance,
                      s.bestChance,
                      cellText(s.bestCell),
                      QLatin1String(kVerdictKeys[std::size_t(s.verdict)]),
                      s.emptyReason ? QJsonValue(QLatin1String(kReasonKeys[std::size_t(*s.emptyReason)]))
                                    : QJsonValue()};
}

QJsonObject playerToJson(const PlayerReview& p)
{
    QJsonArray shots;
    for (const ShotReview& s : p.shots)
        shots.append(shotToJson(s));
    return {{"shots", shots},
            {"quality", p.quality},
            {"wasted", p.wasted},
            {"luck", p.luck},
            {"turn", QJsonObject{{"first", p.turningPoint.first}, {"length", p.turningPoint.length}}}};
}

// One of `names` in a JSON string, as its index.
template <std::size_t N>
int keyIn(const QJsonValue& v, const QString& field, const std::array<const char*, N>& names)
{
    if (!v.isString())
        json::refuse(json::FieldProblem::Kind::WrongType, field);
    for (std::size_t i = 0; i < N; ++i)
        if (v.toString() == QLatin1String(names[i]))
            return int(i);
    json::refuse(json::FieldProblem::Kind::OutOfRange, field);
}

// The shot at `where`, which must be the history's shot `expected` (an index into its shots).
ShotReview shotFrom(const QJsonValue& v, const QString& where, const MatchHistory& history, int expected,
                    const std::vector<ShotOutcome>& outcomes)
{
    const QJsonArray a = json::array(v, where, kShotFields);
    json::check(a.size() == kShotFields, where);
    const auto part = [&](int i) { return json::at(where, i); };
    ShotReview s;
    s.index = json::integer(a[0], part(0), 0, int(history.shots.size()) - 1);
    json::check(s.index == expected, part(0));
    s.shot = Shot{history.shots[std::size_t(s.index)].shooter, json::cell(a[1], part(1))};
    json::check(s.shot.target == history.shots[std::size_t(s.index)].target, part(1));
    s.result = ShotResult(keyIn(a[2], part(2), kResultKeys));
    if (!outcomes.empty()) // both fleets known: the rules announced the result
        json::check(s.result == outcomes[std::size_t(s.index)].result, part(2));
    s.chance = json::real(a[3], part(3), 0, 1);
    s.bestChance = json::real(a[4], part(4), 0, 1);
    json::check(s.chance <= s.bestChance + kChanceSlack, part(3));
    s.bestCell = json::cell(a[5], part(5));
    s.verdict = ShotVerdict(keyIn(a[6], part(6), kVerdictKeys));
    if (!a[7].isNull())
        s.emptyReason = EmptyReason(keyIn(a[7], part(7), kReasonKeys));
    json::check(s.emptyReason.has_value() == (s.verdict == ShotVerdict::Wasted), part(7));
    return s;
}

PlayerReview playerFrom(const QJsonValue& v, const QString& where, const MatchHistory& history,
                        Player shooter, const std::vector<ShotOutcome>& outcomes)
{
    const auto field = [&](const char* key) { return json::join(where, QLatin1String(key)); };
    const QJsonObject o = json::object(v, where);
    json::exactKeys(o, {"shots", "quality", "wasted", "luck", "turn"}, where);
    // Exactly the shooter's shots of the history, in order.
    std::vector<int> expected;
    for (std::size_t i = 0; i < history.shots.size(); ++i)
        if (history.shots[i].shooter == shooter)
            expected.push_back(int(i));
    PlayerReview p;
    const QJsonArray shots =
        json::array(o.value(QStringLiteral("shots")), field("shots"), qsizetype(expected.size()));
    json::check(shots.size() == qsizetype(expected.size()), field("shots"));
    for (qsizetype i = 0; i < shots.size(); ++i)
        p.shots.push_back(
            shotFrom(shots[i], json::at(field("shots"), i), history, expected[std::size_t(i)], outcomes));
    const int count = int(p.shots.size());
    p.quality = json::integer(o.value(QStringLiteral("quality")), field("quality"), 0, 100);
    p.wasted = json::integer(o.value(QStringLiteral("wasted")), field("wasted"), 0, count);
    json::check(p.wasted ==
                    std::count_if(p.shots.begin(), p.shots.end(),
                                  [](const ShotReview& s) { return s.verdict == ShotVerdict::Wasted; }),
                field("wasted"));
    // Luck is hits minus expected hits: never further from 0 than the shots fired.
    p.luck = json::real(o.value(QStringLiteral("luck")), field("luck"), -count, count);
    const QJsonObject turn = json::object(o.value(QStringLiteral("turn")), field("turn"));
    json::exactKeys(turn, {"first", "length"}, field("turn"));
    p.turningPoint.first =
        json::integer(turn.value(QStringLiteral("first")), field("turn.first"), 0, std::max(count - 1, 0));
    p.turningPoint.length = json::integer(turn.value(QStringLiteral("length")), field("turn.length"), 0,
                                          count - p.turningPoint.first);
    return p;
}

std::uint64_t seedFrom(const QJsonObject& o)
{
    const QString text = json::text(o, QStringLiteral("seed"), 20);
    bool ok = false;
    const std::uint64_t seed = text.toULongLong(&ok, 10);
    if (!ok || text != QString::number(seed)) // only the canonical form: no sign, no leading zero
        json::refuse(json::FieldProblem::Kind::OutOfRange, QStringLiteral("seed"));
    return seed;
}

} // namespace

QJsonObject reviewToJson(const GameReview& review)
{
    return {{"seed", QString::number(review.seed)},
            {"players", QJsonArray{playerToJson(review.players[0]), playerToJson(review.players[1])}}};
}

Expected<GameReview, ReviewProblem> reviewFromJson(const QJsonObject& json, const MatchHistory& history)
{
    auto read = json::readStrictly([&] {
        json::exactKeys(json, {"seed", "players"}, QString());
        GameReview review;
        review.seed = seedFrom(json);
        const QJsonArray players = json::array(json, QStringLiteral("players"), 2);
        json::check(players.size() == 2, QStringLiteral("players"));
        const std::vector<ShotOutcome> outcomes = outcomesOf(history);
        for (Player p : {Player::One, Player::Two}) {
            const int i = indexOf(p);
            review.players[std::size_t(i)] =
                playerFrom(players[i], json::at(QStringLiteral("players"), i), history, p, outcomes);
        }
        return review;
    });
    if (!read)
        return Unexpected{ReviewProblem{read.error().field}};
    return std::move(read).value();
}
