// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <chrono>
#include <functional>

namespace net {

// The time a peer is given for one step of the match (its reveal, its move), spent only while it is
// connected: paused while it is away and resumed, not restarted, when it comes back, so that
// leaving and returning never buys more time (docs/PROTOCOL.md, section 9).
class Allowance {
public:
    // `spent` is called, from the event loop, when the allowance runs out while running.
    Allowance(QObject* context, std::function<void()> spent);

    // A fresh allowance of `total`, running.
    void start(std::chrono::milliseconds total);
    // Stops spending it; resume() goes on with what is left.
    void pause();
    // Spends what is left; at once if nothing is (on the next pass of the event loop, after the
    // lines already received).
    void resume();
    // The step was taken: nothing more to spend.
    void stop();
    bool isRunning() const { return m_timer.isActive(); }
    std::chrono::milliseconds left() const;

private:
    QTimer m_timer;
    QElapsedTimer m_since; // since it last resumed
    std::chrono::milliseconds m_left{0};
    bool m_set = false; // started and not stopped
};

} // namespace net
