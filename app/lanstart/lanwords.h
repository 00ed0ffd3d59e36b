// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/net/lansession.h"

#include <QCoreApplication>
#include <QString>

// The LAN session's problems and verdicts in the player's language. `peer` is the opponent's
// name (plain text), or empty before it is known ("Your opponent" then: every sentence starts
// with it, so that it reads right). What the peer sent (its name, its reasons, its class names)
// is quoted on one line (oneLine(), ui/words/plaintext.h), as typed.
class LanWords {
    Q_DECLARE_TR_FUNCTIONS(LanWords)

public:
    static QString problem(const net::LanProblem& problem, const QString& peer, quint16 port = 0);
    // Why the peer lost by breaking the rules: every false answer, one per line.
    static QString conviction(const net::Conviction& conviction, const seabattle::Ruleset& rules);

private:
    // What was wrong with the peer's salvo (`peer`: its name, on one line already).
    static QString badSalvo(const std::optional<seabattle::SalvoError>& error, const QString& peer);
};
