// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/net/lansession.h"
#include "core/ai/opponentlevel.h"
#include "core/rng.h"

#include <QObject>
#include <QTimer>

namespace net {

// The computer playing the local side of a LAN session: it accepts the host's rules, lays a
// fleet and fires whenever it is its turn, with the same opponents as the desktop game. It
// knows only what the session knows (its own fleet and the peer's answers). Each move waits
// for the event loop, so many sessions can run at once and heartbeats keep flowing.
class LanComputer : public QObject {
    Q_OBJECT

public:
    LanComputer(LanSession& session, seabattle::OpponentLevel level, quint64 seed, QObject* parent = nullptr);

    // Asks for a rematch whenever a match ends (for serving many matches on one connection).
    void setWantsRematch(bool wants) { m_rematch = wants; }

private:
    void moveIfDue();

    LanSession& m_session;
    seabattle::OpponentLevel m_level;
    seabattle::Rng m_rng;
    bool m_rematch = false;
    QTimer m_move;
};

} // namespace net
