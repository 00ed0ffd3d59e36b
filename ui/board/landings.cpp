// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/landings.h"

#include <algorithm>

Landings::Landings(std::vector<ShotEffect> effects) : m_effects(std::move(effects))
{
}

int Landings::startMs(std::size_t index) const
{
    if (m_effects.size() < 2)
        return 0;
    const int gap = std::min(kLongestGapMs, kSpreadMs / int(m_effects.size() - 1));
    return int(index) * gap;
}

int Landings::durationMs() const
{
    return m_effects.empty() ? 0 : startMs(m_effects.size() - 1) + ShotEffect::kDurationMs;
}

double Landings::progress(std::size_t index, int elapsedMs) const
{
    return double(elapsedMs - startMs(index)) / ShotEffect::kDurationMs;
}

bool Landings::noneLanded(int elapsedMs) const
{
    return !m_effects.empty() && progress(0, elapsedMs) < ShotEffect::kImpact;
}
