// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>

namespace net {

// How many lines of a kind a peer may send: `burst` at once, refilled at `perSecond` (a token
// bucket). The limits are set from the largest honest use, with a margin (docs/PROTOCOL.md,
// section 2).
class LineBudget {
public:
    LineBudget(double perSecond, double burst);
    // Spends one line; false when none is left (nothing is spent then).
    bool spend();

private:
    double m_perSecond;
    double m_burst;
    double m_left;
    QElapsedTimer m_clock;
    qint64 m_refilled = 0; // m_clock's reading when the budget was last refilled
};

} // namespace net
