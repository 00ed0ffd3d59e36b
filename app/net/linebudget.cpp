// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/net/linebudget.h"

#include <algorithm>

namespace net {

LineBudget::LineBudget(double perSecond, double burst) : m_perSecond(perSecond), m_burst(burst), m_left(burst)
{
    m_clock.start();
}

bool LineBudget::spend()
{
    const qint64 now = m_clock.elapsed();
    m_left = std::min(m_burst, m_left + double(now - m_refilled) * m_perSecond / 1000);
    m_refilled = now;
    if (m_left < 1)
        return false;
    m_left -= 1;
    return true;
}

} // namespace net
