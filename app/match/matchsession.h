// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/battlepicture.h"

#include <QObject>

#include <optional>
#include <vector>

// One match, whoever the opponent is (the computer, or a friend over the network): the seam
// between a session and the battle on screen. The person at the keyboard is Player::One of the
// picture. Each signal carries what changed; picture() is the whole of what may be shown after it.
class MatchSession : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;
    ~MatchSession() override;

    // The person's shot; the rules' reason when refused (nothing changes then).
    virtual std::optional<seabattle::ShotError> fire(seabattle::Coord target) = 0;
    // The person's salvo under Salvo: one target per shot left in it, fired together, answered by
    // salvoResolved(); the rules' reason when refused (nothing changes then). By default, the
    // one-shot salvo of the other rules, fired as fire() would.
    virtual std::optional<seabattle::SalvoError> fireSalvo(const std::vector<seabattle::Coord>& targets);
    // The person gives up; the opponent wins.
    virtual void resign() = 0;
    // What the person may see now; none before the match has begun.
    virtual std::optional<seabattle::BattlePicture> picture() const = 0;

signals:
    // A shot was answered (either side's); the picture shows it.
    void shotResolved(const seabattle::ShotOutcome& outcome);
    // A whole salvo was answered (either side's, under Salvo): its shots in the order fired, the
    // picture showing them all. A salvo's shots are never also reported one by one.
    void salvoResolved(const std::vector<seabattle::ShotOutcome>& outcomes);
    // Whose turn it is now, when that changed without a shot being answered (the start, a
    // resumed game, a shot kept in flight…) or after one; the picture says it too.
    void turnChanged(seabattle::Player shooter);
    void matchOver(const seabattle::MatchResult& result);
};
