// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/review/shotreview.h"

namespace seabattle {

ShotVerdict verdictOf(double chance, double best)
{
    if (best <= 0 || chance >= kBestShare * best)
        return ShotVerdict::Best;
    return chance >= kGoodShare * best ? ShotVerdict::Good : ShotVerdict::Weak;
}

} // namespace seabattle
