// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for a hostile peer's answers and reveal (core/peermatch, core/revealcheck):
// the peer's true fleet is hidden, it answers our shots truthfully or lies as the input says,
// fires at our fleet, and at the end reveals its true fleet or any text at all.
//
// Input: byte 0 picks the rules (bits 0-1 preset, bit 2 the peer fires first, bit 3 "shoot again
// after a hit" flipped), byte 1 the peer's fleet (one of 16 drawn by randomLayout). Then, turn by
// turn: on our turn one byte is the cell we fire at (the first cell from it we may fire at) and
// one byte the answer: truthful unless its low three bits are 0, then a lie: (bits 3-4) Miss, Hit,
// Sunk naming a ship (next byte) with that ship's true cells, or Sunk naming a ship with a line of
// its length through the target (next byte: where along it, and which way). On the peer's turn
// one byte is the cell it fires at. A byte 0xff where a turn starts, the first refused answer,
// the first accepted lie or the end of the match ends the battle; then a byte with bit 0 set
// reveals the rest of the input as layout text, else the true fleet is revealed.
//
// Findings besides crashes: an honest answer refused, a legal shot refused, an honest peer
// accused by its reveal, or a lie that the reveal of the true fleet does not catch at its answer.
#include "core/answer.h"
#include "core/layouttext.h"
#include "core/peermatch.h"
#include "core/randomlayout.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <optional>
#include <string_view>

using namespace seabattle;

namespace {

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz_reveal: %s\n", what);
    std::fflush(stderr);
    std::abort();
}

struct Input {
    const std::uint8_t* data;
    std::size_t size;
    std::size_t at = 0;
    bool more() const { return at < size; }
    std::uint8_t next() { return at < size ? data[at++] : 0; }
};

const FleetLayout& fleetFor(const Ruleset& rules, std::uint8_t seed)
{
    static std::map<std::pair<int, int>, FleetLayout> cache;
    const auto key = std::make_pair(int(rules.preset), int(seed));
    auto it = cache.find(key);
    if (it == cache.end()) {
        Rng rng(std::uint64_t(seed) + 1);
        const auto layout = randomLayout(rules, rng);
        if (!layout)
            fail("harness: no random layout for a preset");
        it = cache.emplace(key, *layout).first;
    }
    return it->second;
}

// The first cell from `from` (row by row, wrapping) that `view` may fire at.
std::optional<Coord> cellFrom(const ShotChart& view, std::uint8_t from)
{
    for (int i = 0; i < kCellCount; ++i)
        if (const Coord c = coordAt((from + i) % kCellCount); view.canFireAt(c))
            return c;
    return std::nullopt;
}

std::vector<Coord> sorted(std::vector<Coord> cells)
{
    std::sort(cells.begin(), cells.end(), [](Coord a, Coord b) { return cellIndex(a) < cellIndex(b); });
    return cells;
}

bool isTrue(const ShotReport& given, const ShotOutcome& truth)
{
    if (given.result != truth.result)
        return false;
    if (given.result != ShotResult::Sunk)
        return !given.sunk;
    return given.sunk && truth.sunk && given.sunk->ship == truth.sunk->ship &&
           sorted(given.sunk->cells) == sorted(truth.sunk->cells);
}

// A lie about the shot at `target`, as the input says.
ShotReport lie(Input& in, std::uint8_t kind, Coord target, const FleetLayout& fleet)
{
    ShotReport answer{target, ShotResult::Miss, std::nullopt};
    switch (kind & 3) {
    case 0:
        break;
    case 1:
        answer.result = ShotResult::Hit;
        break;
    default: {
        const auto& ships = fleet.placements();
        const Placement& named = ships[std::size_t(in.next()) % ships.size()];
        answer.result = ShotResult::Sunk;
        answer.sunk = SunkShip{named.ship, named.cells()};
        if ((kind & 3) == 3) {
            const std::uint8_t how = in.next();
            Placement line = named;
            line.orientation = (how & 0x80) ? Orientation::Vertical : Orientation::Horizontal;
            const int back = (how & 0x7f) % named.length;
            line.bow = line.orientation == Orientation::Horizontal ? offset(target, -back, 0)
                                                                   : offset(target, 0, -back);
            answer.sunk->cells = line.cells();
        }
    }
    }
    return answer;
}

struct Battle {
    std::optional<std::size_t> firstLie; // index into the answers of the first accepted lie
};

// Our turn: fire, and the peer answers. False when the battle ends here.
bool ourTurn(Input& in, PeerMatch& match, const Ruleset& rules, const FleetLayout& truthFleet, Battle& battle)
{
    const auto target = cellFrom(match.view(Player::One), in.next());
    if (!target)
        fail("a match in battle with no cell left to fire at");
    if (!match.fire(*target))
        fail("a shot at a cell we may fire at was refused");
    const ShotOutcome truth = answerShot(truthFleet, match.view(Player::One), rules, {Player::One, *target});
    const std::uint8_t how = in.next();
    const ShotReport answer =
        (how & 7) ? ShotReport{*target, truth.result, truth.sunk} : lie(in, how >> 3, *target, truthFleet);
    const bool honest = isTrue(answer, truth);
    const std::size_t index = match.answers().size();
    if (!match.receiveAnswer(answer)) {
        if (honest)
            fail("an honest answer was refused");
        return false;
    }
    if (!honest) {
        battle.firstLie = index;
        return false;
    }
    return true;
}

bool peerTurn(Input& in, PeerMatch& match)
{
    const auto target = cellFrom(match.view(Player::Two), in.next());
    if (!target)
        fail("a match in battle with no cell left for the peer");
    if (!match.receiveShot(*target))
        fail("the peer's shot at a cell it may fire at was refused");
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    Input in{data, size};
    const std::uint8_t selector = in.next();
    Ruleset rules = Ruleset::forPreset(Preset(selector & 3));
    if (selector & 8)
        rules.shootAgainAfterHit = !rules.shootAgainAfterHit;
    const FleetLayout& ours = fleetFor(rules, 0);
    const FleetLayout& theirs = fleetFor(rules, std::uint8_t(1 + in.next() % 16)); // never ours (0)
    PeerMatch match(rules, (selector & 4) ? Player::Two : Player::One);
    if (!match.placeFleet(ours))
        fail("harness: our fleet was refused");
    match.peerReady();

    Battle battle;
    while (in.more() && match.phase() == MatchPhase::Battle) {
        if (in.data[in.at] == 0xff) {
            ++in.at;
            break;
        }
        const bool going =
            match.turn() == Player::One ? ourTurn(in, match, rules, theirs, battle) : peerTurn(in, match);
        if (!going)
            break;
    }

    if (in.next() & 1) { // a reveal of anything at all
        const std::string_view text(reinterpret_cast<const char*>(data + in.at), size - in.at);
        if (const auto revealed = parseLayout(text, rules))
            (void)match.checkPeerFleet(*revealed);
        return 0;
    }
    const std::vector<Violation> violations = match.checkPeerFleet(theirs);
    if (!battle.firstLie && !violations.empty())
        fail("an honest peer was accused by its reveal");
    if (battle.firstLie && (violations.empty() || violations.front().answer != int(*battle.firstLie)))
        fail("a lie was not caught at its answer by the reveal of the true fleet");
    return 0;
}
