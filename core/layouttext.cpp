// SPDX-License-Identifier: GPL-3.0-or-later
#include "layouttext.h"

#include "grid.h"

#include <algorithm>
#include <array>
#include <optional>
#include <vector>

namespace seabattle {

namespace {

using Kind = LayoutTextError::Kind;

std::vector<std::string_view> splitLines(std::string_view text)
{
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        std::string_view line = text.substr(0, end);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        lines.push_back(line);
        if (end == std::string_view::npos)
            break;
        text.remove_prefix(end + 1);
    }
    return lines;
}

// The placement covering exactly `cells` (listed in reading order), if they form one straight,
// unbroken line.
std::optional<Placement> straightLine(ShipId ship, const std::vector<Coord>& cells)
{
    const Coord bow = cells.front();
    const int length = int(cells.size());
    for (Orientation o : {Orientation::Horizontal, Orientation::Vertical}) {
        const Placement p{ship, bow, o, length};
        bool matches = true;
        for (int i = 0; i < length && matches; ++i)
            matches = p.cell(i) == cells[std::size_t(i)];
        if (matches)
            return p;
    }
    return std::nullopt;
}

} // namespace

std::string formatLayout(const FleetLayout& layout, const Ruleset& rules)
{
    const std::vector<ShipId> ships = rules.ships();
    Grid<char> grid('.');
    for (const Placement& p : layout.placements()) {
        const auto letter = char('A' + (std::find(ships.begin(), ships.end(), p.ship) - ships.begin()));
        for (Coord c : p.cells())
            if (isOnBoard(c))
                grid[c] = letter;
    }
    std::string text;
    for (int row = 0; row < kBoardSize; ++row) {
        for (int column = 0; column < kBoardSize; ++column)
            text += grid[{column, row}];
        text += '\n';
    }
    return text;
}

Expected<FleetLayout, LayoutTextError> parseLayout(std::string_view text, const Ruleset& rules)
{
    const std::vector<std::string_view> lines = splitLines(text);
    if (int(lines.size()) != kBoardSize)
        return Unexpected{LayoutTextError{Kind::WrongLineCount}};

    const std::vector<ShipId> ships = rules.ships();
    std::array<std::vector<Coord>, 26> cellsOf;
    for (int row = 0; row < kBoardSize; ++row) {
        const std::string_view line = lines[std::size_t(row)];
        if (int(line.size()) != kBoardSize)
            return Unexpected{LayoutTextError{Kind::WrongLineLength, row}};
        for (int column = 0; column < kBoardSize; ++column) {
            const char ch = line[std::size_t(column)];
            if (ch == '.')
                continue;
            if (ch < 'A' || ch > 'Z')
                return Unexpected{LayoutTextError{Kind::UnexpectedCharacter, row, column, ch}};
            if (ch - 'A' >= int(ships.size()))
                return Unexpected{LayoutTextError{Kind::NotInFleet, row, column, ch}};
            cellsOf[std::size_t(ch - 'A')].push_back({column, row});
        }
    }

    FleetLayout layout;
    for (std::size_t i = 0; i < std::min(ships.size(), cellsOf.size()); ++i) {
        if (cellsOf[i].empty())
            continue;
        const auto placement = straightLine(ships[i], cellsOf[i]);
        if (!placement) {
            const Coord first = cellsOf[i].front();
            return Unexpected{LayoutTextError{Kind::NotStraight, first.row, first.column, char('A' + i)}};
        }
        layout.place(*placement);
    }
    return layout;
}

} // namespace seabattle
