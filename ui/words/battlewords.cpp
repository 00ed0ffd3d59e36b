// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/words/battlewords.h"

#include "ui/words/shotsentences.h"

using namespace seabattle;

QString BattleWords::said(const ShotOutcome& outcome, const Ruleset& rules)
{
    const QString cell = QString::fromStdString(formatCoord(outcome.shot.target));
    const bool mine = outcome.shot.shooter == Player::One;
    switch (outcome.result) {
    case ShotResult::Miss:
        return mine ? tr("%1: Miss.").arg(cell) : tr("The enemy fired at %1: Miss.").arg(cell);
    case ShotResult::Hit:
        return mine ? tr("%1: Hit!").arg(cell) : tr("The enemy fired at %1: Hit!").arg(cell);
    case ShotResult::Sunk: {
        const ShipClass& ship = rules.fleet[std::size_t(outcome.sunk->ship.shipClass)];
        return mine ? youSank(ship, cell) : enemySankYours(ship, cell);
    }
    }
    return {};
}

namespace {

// One shot of a salvo as an item of its list: "E5 miss", "E6 hit", "F2 hit, Cruiser sunk".
QString salvoItem(const ShotOutcome& outcome, const Ruleset& rules)
{
    const QString cell = QString::fromStdString(formatCoord(outcome.shot.target));
    if (outcome.result == ShotResult::Miss)
        //: a shot of a salvo in its list; %1 its cell
        return BattleWords::tr("%1 miss").arg(cell);
    //: a shot of a salvo in its list; %1 its cell
    const QString hit = BattleWords::tr("%1 hit").arg(cell);
    if (outcome.result == ShotResult::Hit || !outcome.sunk)
        return hit;
    //: a shot of a salvo that sank a ship: %1 "E6 hit", %2 "Cruiser sunk"
    return BattleWords::tr("%1, %2").arg(
        hit, shipSunkLabel(rules.fleet[std::size_t(outcome.sunk->ship.shipClass)]));
}

} // namespace

QString BattleWords::salvoSaid(const std::vector<ShotOutcome>& salvo, const Ruleset& rules)
{
    if (salvo.size() == 1)
        return said(salvo.front(), rules);
    if (salvo.empty())
        return {};
    QStringList items;
    for (const ShotOutcome& outcome : salvo)
        items << salvoItem(outcome, rules);
    const int n = int(salvo.size());
    return salvo.front().shot.shooter == Player::One
               ? tr("Salvo of %n: %1.", nullptr, n).arg(items.join(QStringLiteral(", ")))
               : tr("The enemy's salvo of %n: %1.", nullptr, n).arg(items.join(QStringLiteral(", ")));
}

QString BattleWords::salvoLanding(const std::vector<ShotOutcome>& salvo)
{
    ShotResult best = ShotResult::Miss;
    for (const ShotOutcome& outcome : salvo)
        best = std::max(best, outcome.result); // Miss < Hit < Sunk
    return landing(best);
}

QString BattleWords::salvoChosen(int chosen, int size)
{
    if (chosen < size)
        return tr("%1 of %n shots chosen", nullptr, size).arg(chosen);
    return tr("%1 of %n shots chosen: Enter or Fire sends the salvo", nullptr, size).arg(chosen);
}

QString BattleWords::salvoRefusal(const SalvoError& error)
{
    using Kind = SalvoError::Kind;
    switch (error.kind) {
    case Kind::NotInBattle:
    case Kind::MatchOver:
        return refusal(ShotError::MatchOver);
    case Kind::NotYourTurn:
        return refusal(ShotError::NotYourTurn);
    case Kind::WrongCount:
        return tr("Choose %n cells for the salvo.", nullptr, error.shotsLeft);
    case Kind::OutsideGrid:
        return refusal(ShotError::OutsideGrid);
    case Kind::AlreadyFiredAt:
        return refusal(ShotError::AlreadyFiredAt);
    case Kind::KnownEmpty:
        return refusal(ShotError::KnownEmpty);
    case Kind::DuplicateTarget:
        return tr("That cell is already chosen for the salvo.");
    }
    return {};
}

QString BattleWords::landing(ShotResult result)
{
    switch (result) {
    case ShotResult::Miss:
        return tr("Miss");
    case ShotResult::Hit:
        return tr("Hit!");
    case ShotResult::Sunk:
        return tr("Sunk!");
    }
    return {};
}

QString BattleWords::refusal(ShotError error)
{
    switch (error) {
    case ShotError::AlreadyFiredAt:
        return tr("You have already fired at that cell.");
    case ShotError::KnownEmpty:
        return tr("That cell is known to be empty.");
    case ShotError::NotYourTurn:
        return tr("Wait for your turn.");
    case ShotError::OutsideGrid:
        return tr("That cell is outside the grid.");
    case ShotError::NotInBattle:
    case ShotError::MatchOver:
        return tr("The battle is not on.");
    }
    return {};
}

QString BattleWords::stillAfloat(bool youWon, int ships)
{
    //: at the end, after "You sank the whole enemy fleet.": how many of your ships were left
    return youWon ? tr("You still had %n ship(s) afloat.", nullptr, ships)
                  //: at the end, after "Your whole fleet is sunk.": how close you came
                  : tr("The enemy still had %n ship(s) afloat.", nullptr, ships);
}

QString BattleWords::ending(const MatchResult& result, bool watching)
{
    switch (result.reason) {
    case EndReason::FleetSunk:
        return watching ? tr("Every ship of a fleet is sunk.")
                        : (result.winner == Player::One ? tr("You sank the whole enemy fleet.")
                                                        : tr("Your whole fleet is sunk."));
    case EndReason::Resignation:
        return result.winner == Player::One ? tr("Your opponent resigned.") : tr("You resigned.");
    case EndReason::RuleViolation:
        return tr("A rule was broken.");
    case EndReason::Disconnection:
        return tr("The connection was lost.");
    }
    return {};
}
