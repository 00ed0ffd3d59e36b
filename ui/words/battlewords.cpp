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
