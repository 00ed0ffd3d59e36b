// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "expected.h"

#include <compare>
#include <string>
#include <string_view>

namespace seabattle {

// Every preset plays on a 10 × 10 grid: columns A–J, rows 1–10.
inline constexpr int kBoardSize = 10;
inline constexpr int kCellCount = kBoardSize * kBoardSize;

// One cell of a grid, zero-based: column 0 is "A", row 0 is "1". A Coord may lie outside the
// grid (a ship hanging over the edge); isOnBoard() tells.
struct Coord {
    int column = 0;
    int row = 0;

    friend constexpr bool operator==(Coord, Coord) = default;
    friend constexpr auto operator<=>(Coord, Coord) = default;
};

constexpr bool isOnBoard(Coord c)
{
    return c.column >= 0 && c.column < kBoardSize && c.row >= 0 && c.row < kBoardSize;
}

// Row-major index in [0, kCellCount). Precondition: isOnBoard(c).
constexpr int cellIndex(Coord c)
{
    return c.row * kBoardSize + c.column;
}

// Inverse of cellIndex(). Precondition: 0 <= index < kCellCount.
constexpr Coord coordAt(int index)
{
    return {index % kBoardSize, index / kBoardSize};
}

constexpr Coord offset(Coord c, int dColumn, int dRow)
{
    return {c.column + dColumn, c.row + dRow};
}

// Why a text is not a coordinate.
enum class CoordError {
    Empty,            // nothing but spaces
    NotACoordinate,   // not a letter followed by a number ("3B", "AA1", "B-3")
    ColumnOutOfRange, // a letter after J ("K1")
    RowOutOfRange,    // a row number outside 1–10 ("A0", "A11")
};

// Parses "B3": a column letter then a row number, case-insensitive, with surrounding spaces and
// leading zeros in the row accepted (" b3 ", "B03").
Expected<Coord, CoordError> parseCoord(std::string_view text);

// "A1" … "J10". Precondition: isOnBoard(c).
std::string formatCoord(Coord c);

} // namespace seabattle
