// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/json/historyjson.h"

#include "app/json/rulesjson.h"
#include "core/layouttext.h"
#include "core/match.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace seabattle;

namespace {

QString playerKey(Player p)
{
    return p == Player::One ? QStringLiteral("one") : QStringLiteral("two");
}

std::optional<Player> playerFrom(const QJsonValue& v)
{
    if (v == QJsonValue(QStringLiteral("one")))
        return Player::One;
    if (v == QJsonValue(QStringLiteral("two")))
        return Player::Two;
    return std::nullopt;
}

const std::array<std::pair<EndReason, const char*>, 3> kForfeits = {
    {{EndReason::Resignation, "resignation"},
     {EndReason::RuleViolation, "rule-violation"},
     {EndReason::Disconnection, "disconnection"}}};

} // namespace

QJsonObject historyToJson(const MatchHistory& history)
{
    QJsonArray fleets;
    for (const auto& fleet : history.fleets)
        fleets.append(fleet ? QJsonValue(QString::fromStdString(formatLayout(*fleet, history.rules)))
                            : QJsonValue());
    QJsonArray shots;
    for (const Shot& shot : history.shots)
        shots.append(QStringLiteral("%1:%2").arg(playerKey(shot.shooter),
                                                 QString::fromStdString(formatCoord(shot.target))));
    QJsonObject o{{"rules", json::rulesToJson(history.rules)},
                  {"firstShooter", playerKey(history.firstShooter)},
                  {"fleets", fleets},
                  {"shots", shots}};
    if (history.forfeit)
        for (const auto& [reason, key] : kForfeits)
            if (reason == history.forfeit->reason)
                o.insert(QStringLiteral("forfeit"),
                         QJsonObject{{"loser", playerKey(history.forfeit->loser)}, {"reason", key}});
    return o;
}

Expected<MatchHistory, HistoryProblem> historyFromJson(const QJsonObject& o)
{
    const auto refuse = [](const char* field) {
        return Unexpected{HistoryProblem{QString::fromLatin1(field)}};
    };
    MatchHistory history;
    const auto rules = json::rulesFromJson(o.value(QStringLiteral("rules")).toObject());
    // The fit of the fleet is judged by Match::replay() below: proven by a fleet of the history
    // if it has one, searched for only if not.
    if (!o.value(QStringLiteral("rules")).isObject() || !rules || !checkRulesetForm(*rules).empty())
        return refuse("rules");
    history.rules = *rules;
    const auto first = playerFrom(o.value(QStringLiteral("firstShooter")));
    if (!first)
        return refuse("firstShooter");
    history.firstShooter = *first;

    const QJsonValue fleets = o.value(QStringLiteral("fleets"));
    if (!fleets.isArray() || fleets.toArray().size() != 2)
        return refuse("fleets");
    for (int i = 0; i < 2; ++i) {
        const QJsonValue fleet = fleets.toArray().at(i);
        if (fleet.isNull())
            continue;
        auto layout = fleet.isString() ? parseLayout(fleet.toString().toStdString(), history.rules)
                                       : Unexpected{LayoutTextError{}};
        if (!layout)
            return refuse("fleets");
        history.fleets[std::size_t(i)] = *layout;
    }

    const QJsonValue shots = o.value(QStringLiteral("shots"));
    if (!shots.isArray() || shots.toArray().size() > 2 * kCellCount)
        return refuse("shots");
    for (const QJsonValue& v : shots.toArray()) {
        const QStringList parts = v.toString().split(QLatin1Char(':'));
        const auto shooter = parts.size() == 2 ? playerFrom(parts[0]) : std::nullopt;
        const auto target = parts.size() == 2 && parts[1].size() <= 3
                                ? parseCoord(parts[1].toStdString())
                                : Unexpected{CoordError::NotACoordinate};
        if (!v.isString() || !shooter || !target)
            return refuse("shots");
        history.shots.push_back({*shooter, *target});
    }

    if (o.contains(QStringLiteral("forfeit"))) {
        const QJsonObject f = o.value(QStringLiteral("forfeit")).toObject();
        const auto loser = playerFrom(f.value(QStringLiteral("loser")));
        std::optional<EndReason> reason;
        for (const auto& [r, key] : kForfeits)
            if (f.value(QStringLiteral("reason")) == QJsonValue(QLatin1String(key)))
                reason = r;
        if (!loser || !reason)
            return refuse("forfeit");
        history.forfeit = Forfeit{*loser, *reason};
    }
    // The rules are the judge: a history they would not have played is not one.
    if (!Match::replay(history))
        return refuse("shots");
    return history;
}
