// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/berth.h"
#include "core/grid.h"

#include <array>
#include <utility>
#include <vector>

namespace seabattle {

// How much likelier than in a uniformly random layout a fleet is: the product, over its ships,
// of exp(the sum of the log-odds its cells carry for a ship of its length). One set of numbers
// serves both sides of a tilt: the Admiral lays its fleet with them (admiralfleet.h), and an
// attacker that knows them weighs every berth by them (density.h), which is the exact posterior
// of such fleets up to the density's own approximation. Empty odds are the uniform layout.
// An attacker's odds may also say how likely a ship is to lie side by side with a ship already
// found (a person's habit, fleethabits.h): that part depends on what the attacker has seen, so
// only oddsBeside() applies it.
class BerthOdds {
public:
    // The log-odds each cell adds to a ship `length` long lying on it (replacing earlier ones).
    void setLength(int length, const Grid<double>& cellLogOdds);
    // The log-odds of a ship `length` long on berth `b`: 0 for a length with no odds set.
    double logOdds(int length, const Berth& b) const;
    // exp(logOdds(length, b)).
    double odds(int length, const Berth& b) const;
    // The log-odds of a ship lying side by side with a ship already found.
    void setContact(double logOdds) { m_contact = logOdds; }
    double contact() const { return m_contact; }
    // odds(length, b), times exp(contact()) when the berth lies side by side with a cell of `found`.
    double oddsBeside(int length, const Berth& b, const CellSet& found) const;
    // Nothing set: every fleet is as likely as under a uniform layout.
    bool isUniform() const { return m_lengths.empty() && m_contact == 0; }
    // The cell log-odds of `length`; nullptr when none are set.
    const Grid<double>* cellsOf(int length) const;

private:
    std::vector<std::pair<int, Grid<double>>> m_lengths;
    double m_contact = 0;
};

// The cells side by side with berth `b` of a ship `length` long: along both its sides and just
// past either end.
CellSet sidesOf(int length, const Berth& b);

// The cells of the grid in the orbits of its symmetries (the 8 rotations and reflections of the
// square): 15 orbits on a 10 × 10 grid, numbered row by row over the upper triangle of one
// quadrant, folded onto it: (0,0) the corners, (0,1), …, (0,4), (1,1), …, (4,4) the four centre
// cells. A table of one value per orbit spreads over the grid with gridOfOrbits().
inline constexpr int kCellOrbits = 15;
int orbitOf(Coord c);
Grid<double> gridOfOrbits(const std::array<double, kCellOrbits>& values);

} // namespace seabattle
