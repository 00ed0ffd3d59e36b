// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/board/shoteffect.h"

#include <vector>

// The shells landing on a board now: one shot, or a salvo's shells one after another. Together
// they take about one shot's time and a half, however many they are, so that a salvo of five
// does not keep the player waiting five times as long; each plays whole, overlapping the next.
class Landings {
public:
    Landings() = default;
    explicit Landings(std::vector<ShotEffect> effects);

    bool empty() const { return m_effects.empty(); }
    const std::vector<ShotEffect>& effects() const { return m_effects; }
    // From the first shell's start to the end of the last one's effect, in milliseconds.
    int durationMs() const;
    // When the `index`th shell starts, in milliseconds after the first.
    int startMs(std::size_t index) const;
    // How far the `index`th effect is at `elapsedMs`: below 0 not started, above 1 over.
    double progress(std::size_t index, int elapsedMs) const;
    // Whether no shell has landed yet at `elapsedMs`: the board still shows what it showed before.
    bool noneLanded(int elapsedMs) const;

    // Between two shells' starts at most (a salvo of two), and the time they all take to start.
    static constexpr int kLongestGapMs = 280;
    static constexpr int kSpreadMs = ShotEffect::kDurationMs / 2;

private:
    std::vector<ShotEffect> m_effects;
};
