// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/replay/replaywords.h"

#include <QCoreApplication>

using namespace seabattle;

QString replayResultText(const MatchResult& result)
{
    const bool won = result.winner == Player::One;
    switch (result.reason) {
    case EndReason::FleetSunk:
        return won ? QCoreApplication::translate("ReplayView", "You won: you sank the whole enemy fleet.")
                   : QCoreApplication::translate("ReplayView", "You lost: your whole fleet is sunk.");
    case EndReason::Resignation:
        return won ? QCoreApplication::translate("ReplayView", "You won: your opponent resigned.")
                   : QCoreApplication::translate("ReplayView", "You lost: you resigned.");
    case EndReason::RuleViolation:
        return won ? QCoreApplication::translate("ReplayView", "You won: your opponent broke a rule.")
                   : QCoreApplication::translate("ReplayView", "You lost: a rule was broken.");
    case EndReason::Disconnection:
        return won ? QCoreApplication::translate("ReplayView", "You won: your opponent left.")
                   : QCoreApplication::translate("ReplayView", "You lost: the connection was lost.");
    }
    return QString();
}
