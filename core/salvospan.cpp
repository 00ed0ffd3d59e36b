// SPDX-License-Identifier: GPL-3.0-or-later
#include "salvospan.h"

#include "salvo.h"
#include "shotchart.h"

#include <algorithm>
#include <array>

namespace seabattle {

std::vector<SalvoSpan> salvoSpans(const Ruleset& rules, const std::vector<ShotOutcome>& outcomes)
{
    std::vector<SalvoSpan> spans;
    std::array<ShotChart, 2> charts; // indexed by indexOf(shooter): what each was told
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
        const Player shooter = outcomes[i].shot.shooter;
        const bool goesOn =
            !spans.empty() && spans.back().shooter == shooter && spans.back().fired < spans.back().size;
        if (!goesOn) {
            // A shooter's ships afloat are its fleet less those its opponent's chart saw sink.
            const int afloat =
                rules.shipCount() - int(charts[std::size_t(indexOf(opponent(shooter)))].sunkShips().size());
            const int size = salvoSizeFor(rules, afloat, charts[std::size_t(indexOf(shooter))]);
            spans.push_back(SalvoSpan{shooter, int(i), 0, std::max(size, 1)});
        }
        ++spans.back().fired;
        charts[std::size_t(indexOf(shooter))].record(outcomes[i]);
    }
    return spans;
}

int spanOf(const std::vector<SalvoSpan>& spans, int shot)
{
    const auto found = std::partition_point(spans.begin(), spans.end(),
                                            [shot](const SalvoSpan& s) { return s.end() <= shot; });
    return found != spans.end() && found->holds(shot) ? int(found - spans.begin()) : -1;
}

} // namespace seabattle
