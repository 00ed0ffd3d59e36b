// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/net/allowance.h"

#include <algorithm>

namespace net {

Allowance::Allowance(QObject* context, std::function<void()> spent)
{
    m_timer.setSingleShot(true);
    // A coarse timer may fire up to 5 % early: the peer's time is up when it is over, never before.
    m_timer.setTimerType(Qt::PreciseTimer);
    QObject::connect(&m_timer, &QTimer::timeout, context, [this, spent = std::move(spent)] {
        m_left = std::chrono::milliseconds(0);
        m_set = false;
        spent();
    });
}

void Allowance::start(std::chrono::milliseconds total)
{
    m_left = total;
    m_set = true;
    m_timer.stop();
    resume();
}

void Allowance::pause()
{
    if (!m_timer.isActive())
        return;
    m_left = left();
    m_timer.stop();
}

void Allowance::resume()
{
    if (!m_set || m_timer.isActive())
        return;
    m_since.start();
    m_timer.start(std::max(m_left, std::chrono::milliseconds(0)));
}

void Allowance::stop()
{
    m_timer.stop();
    m_set = false;
}

std::chrono::milliseconds Allowance::left() const
{
    if (!m_timer.isActive())
        return m_set ? m_left : std::chrono::milliseconds(0);
    return std::max(m_left - std::chrono::milliseconds(m_since.elapsed()), std::chrono::milliseconds(0));
}

} // namespace net
