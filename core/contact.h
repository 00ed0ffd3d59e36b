// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "coord.h"

#include <vector>

namespace seabattle {

// How close two ships of a fleet may lie.
enum class TouchingRule {
    Allowed,       // ships may touch; only overlap is forbidden (Hasbro)
    NoSideContact, // no two ships share a side; corners may touch
    NoContact,     // no two ships share a side or a corner (Standard, Classic)
};

// How two distinct cells touch.
enum class Contact { None, Side, Corner };

constexpr Contact contactBetween(Coord a, Coord b)
{
    const int dc = a.column > b.column ? a.column - b.column : b.column - a.column;
    const int dr = a.row > b.row ? a.row - b.row : b.row - a.row;
    if (dc + dr == 1)
        return Contact::Side;
    if (dc == 1 && dr == 1)
        return Contact::Corner;
    return Contact::None;
}

constexpr bool forbids(TouchingRule rule, Contact contact)
{
    switch (rule) {
    case TouchingRule::Allowed:
        return false;
    case TouchingRule::NoSideContact:
        return contact == Contact::Side;
    case TouchingRule::NoContact:
        return contact != Contact::None;
    }
    return false;
}

// The on-grid cells that `rule` proves empty once a ship occupies `shipCells`: its side
// neighbours under NoSideContact, its side and corner neighbours under NoContact, none under
// Allowed. In reading order (row by row), without duplicates, never one of `shipCells`.
std::vector<Coord> cellsProvenEmptyAround(const std::vector<Coord>& shipCells, TouchingRule rule);

} // namespace seabattle
