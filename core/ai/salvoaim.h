// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ai/berthodds.h"
#include "core/ai/seaknowledge.h"
#include "core/rng.h"

#include <vector>

namespace seabattle {

// How Hard and the Admiral aim a salvo: the set of cells worth most over the whole fleets the view
// still allows, not the cells of highest density one by one. The densest cells of an open sea lie
// side by side, mostly on one ship, and a salvo learns nothing between its shots; so the cells
// are chosen greedily over fleets drawn from the posterior (fleetsampler.h), each adding what it
// is worth given the cells already chosen: a first hit on a ship nobody has hit is worth 1.5 (a
// ship found is a ship the next salvo can finish), a further hit on it 0.5 (it says how the ship
// lies, but the next salvo would find that cheaply), and every hit on a ship already hit 1 (it is
// the way to sink it, and the fleets say which side it continues on), so a wounded ship gets as
// many shots as its odds are worth and the rest of the salvo hunts.
struct SalvoAim {
    int fleetsDrawn = 300;           // fleets drawn from the posterior for each salvo
    bool listEndgame = false;        // every possible fleet, exactly, once few enough remain (Admiral)
    const BerthOdds* odds = nullptr; // how the enemy lays its fleet; null: uniformly at random
};

// At most `shots` open cells, distinct, best first; fewer only when fewer cells are open. Cells
// no drawn fleet has a ship on come last, in order of the density (density.h).
std::vector<Coord> aimSalvo(const SeaKnowledge& sea, const Ruleset& rules, int shots, const SalvoAim& aim,
                            Rng& rng);

} // namespace seabattle
