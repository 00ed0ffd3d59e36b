// SPDX-License-Identifier: GPL-3.0-or-later
#include "coord.h"

namespace seabattle {

namespace {

constexpr bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}
constexpr bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}
constexpr bool isAsciiLetter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
constexpr char toUpper(char c)
{
    return (c >= 'a' && c <= 'z') ? char(c - 'a' + 'A') : c;
}

std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && isSpace(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && isSpace(text.back()))
        text.remove_suffix(1);
    return text;
}

} // namespace

Expected<Coord, CoordError> parseCoord(std::string_view text)
{
    text = trimmed(text);
    if (text.empty())
        return Unexpected{CoordError::Empty};
    if (text.size() < 2 || !isAsciiLetter(text.front()))
        return Unexpected{CoordError::NotACoordinate};

    const std::string_view digits = text.substr(1);
    int row = 0;
    for (char c : digits) {
        if (!isDigit(c))
            return Unexpected{CoordError::NotACoordinate};
        // Saturate instead of overflowing: any row past 99 is out of range all the same.
        row = row > 99 ? row : row * 10 + (c - '0');
    }

    const int column = toUpper(text.front()) - 'A';
    if (column >= kBoardSize)
        return Unexpected{CoordError::ColumnOutOfRange};
    if (row < 1 || row > kBoardSize)
        return Unexpected{CoordError::RowOutOfRange};
    return Coord{column, row - 1};
}

std::string formatCoord(Coord c)
{
    return std::string(1, char('A' + c.column)) + std::to_string(c.row + 1);
}

} // namespace seabattle
