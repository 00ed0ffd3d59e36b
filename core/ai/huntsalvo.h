// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ai/seaknowledge.h"
#include "core/rng.h"

#include <vector>

namespace seabattle {

// Easy's and Medium's salvos: their single-shot habits (huntandtarget.h) spread over the salvo.
// A salvo's cells are chosen before any is answered, so a habit that reacts to a hit reacts only
// to the hits already on the chart.

// Easy: each shot at a random open cell, but for one in six, while a hit ship's neighbours are
// left, at one of them (it finishes a wounded ship only now and then, as with single shots).
std::vector<Coord> easySalvo(const SeaKnowledge& sea, int shots, Rng& rng);

// Medium: every cell that may finish a ship already hit first (past the ends of a line of hits,
// or beside a lone hit), then its parity class for the hunt, then any open cell.
std::vector<Coord> mediumSalvo(const SeaKnowledge& sea, const Ruleset& rules, int shots, Rng& rng);

// Up to `shots` cells in all: `salvo` topped up from `cells` in a random order, skipping cells
// it already holds.
void topUpSalvo(std::vector<Coord>& salvo, std::vector<Coord> cells, int shots, Rng& rng);

} // namespace seabattle
