// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/records/statistics.h"

#include <algorithm>
#include <cmath>

namespace seabattle {

namespace {

constexpr std::int64_t kMaxCount = Statistics::kMaxCount;

// What one game adds to a record, once its numbers are believable.
struct GameFacts {
    UtcTime endedAt;
    bool won = false;
    bool fleetSunk = false;
    bool hinted = false;
    int shots = 0;
    int hits = 0;
    std::optional<int> quality;
    std::optional<double> luck;
};

template <class T> void appendBounded(std::vector<T>& list, T value)
{
    if (list.size() >= std::size_t(Statistics::kMaxKept))
        list.erase(list.begin(), list.begin() + std::ptrdiff_t(list.size() - Statistics::kMaxKept + 1));
    list.push_back(std::move(value));
}

// Counters stop at kMaxCount rather than pass it: a file holding more would not be read back.
void add(std::int64_t& counter, std::int64_t amount)
{
    counter = std::min(counter + amount, kMaxCount);
}

void apply(OpponentRecord& r, const GameFacts& game)
{
    add(r.shots, game.shots);
    add(r.hits, game.hits);
    appendBounded(r.results, DatedResult{game.endedAt, game.won, game.hinted, game.quality, game.luck});
    if (game.hinted) {
        add(r.hintedGames, 1);
        add(game.won ? r.wins : r.losses, 1);
        return;
    }
    if (game.won) {
        add(r.wins, 1);
        add(r.currentStreak, 1);
        r.bestStreak = std::max(r.bestStreak, r.currentStreak);
        if (game.fleetSunk) {
            add(r.fleetsSunk, 1);
            add(r.shotsToSinkFleets, game.shots);
            appendBounded(r.shotsToWin, game.shots);
            if (!r.best || game.shots < r.best->shots)
                r.best = BestGame{game.shots, game.endedAt};
        }
    } else {
        add(r.losses, 1);
        r.currentStreak = 0;
    }
}

// Luck is a count of hits, far below ±100 on any board the rules allow; a value past that (or
// not a number) is not kept, so that the file's bounds always hold.
double tamedLuck(double luck)
{
    return std::isfinite(luck) ? std::clamp(luck, -100.0, 100.0) : 0.0;
}

bool attachTo(OpponentRecord& r, UtcTime endedAt, int quality, double luck)
{
    // The newest first: the review follows its game by a second.
    const auto found = std::find_if(r.results.rbegin(), r.results.rend(),
                                    [&](const DatedResult& d) { return d.endedAt == endedAt; });
    if (found == r.results.rend())
        return false;
    found->quality = quality;
    found->luck = luck;
    return true;
}

std::optional<std::size_t> indexOfOpponent(std::string_view key)
{
    const auto& keys = Statistics::opponents();
    const auto found = std::find(keys.begin(), keys.end(), key);
    if (found == keys.end())
        return std::nullopt;
    return std::size_t(found - keys.begin());
}

} // namespace

std::optional<double> OpponentRecord::averageShotsToWin() const
{
    if (fleetsSunk == 0)
        return std::nullopt;
    return double(shotsToSinkFleets) / double(fleetsSunk);
}

std::optional<double> OpponentRecord::accuracy() const
{
    if (shots == 0)
        return std::nullopt;
    return double(hits) / double(shots);
}

Firing firingOf(const FinishedGame& game)
{
    return game.salvo || (game.history && game.history->rules.salvo) ? Firing::Salvo : Firing::OneShot;
}

Statistics::Statistics(const Records& perOpponent, const OpponentRecord& total,
                       const Records& salvoPerOpponent, const OpponentRecord& salvoTotal)
    : m_books{Book{perOpponent, total}, Book{salvoPerOpponent, salvoTotal}}
{
}

const std::vector<std::string>& Statistics::opponents()
{
    static const std::vector<std::string> keys = [] {
        std::vector<std::string> list;
        for (OpponentLevel level : kOpponentLevels)
            list.emplace_back(keyOf(level));
        list.emplace_back("lan");
        return list;
    }();
    return keys;
}

bool Statistics::isOpponent(std::string_view key)
{
    return indexOfOpponent(key).has_value();
}

void Statistics::record(const FinishedGame& game)
{
    const auto index = indexOfOpponent(game.opponent);
    if (!index)
        return;
    GameFacts facts;
    facts.endedAt = game.endedAt.value_or(
        std::chrono::time_point_cast<std::chrono::milliseconds>(std::chrono::system_clock::now()));
    facts.won = game.result.winner == Player::One;
    facts.fleetSunk = facts.won && game.result.reason == EndReason::FleetSunk;
    facts.shots = std::clamp(game.shots, 0, kMaxShotsPerGame);
    facts.hits = std::clamp(game.hits, 0, facts.shots);
    facts.hinted = game.hinted;
    if (game.review) {
        const PlayerReview& mine = game.review->of(Player::One);
        facts.quality = std::clamp(mine.quality, 0, 100);
        facts.luck = tamedLuck(mine.luck);
    }
    Book& book = m_books[bookOf(firingOf(game))];
    apply(book.records[*index], facts);
    apply(book.total, facts);
}

bool Statistics::attachReview(std::string_view opponent, UtcTime endedAt, int quality, double luck)
{
    const auto index = indexOfOpponent(opponent);
    if (!index)
        return false;
    quality = std::clamp(quality, 0, 100);
    luck = tamedLuck(luck);
    for (Book& book : m_books)
        if (attachTo(book.records[*index], endedAt, quality, luck)) {
            attachTo(book.total, endedAt, quality, luck);
            return true;
        }
    return false;
}

const OpponentRecord& Statistics::record(std::string_view opponent, Firing firing) const
{
    static const OpponentRecord none;
    const auto index = indexOfOpponent(opponent);
    return index ? m_books[bookOf(firing)].records[*index] : none;
}

std::vector<HistogramBin> shotsToWinHistogram(const std::vector<int>& shots, int maxBins)
{
    if (shots.empty())
        return {};
    maxBins = std::max(maxBins, 1);
    const std::int64_t low = *std::min_element(shots.begin(), shots.end());
    const std::int64_t high = *std::max_element(shots.begin(), shots.end());
    // 1, 2, 5, 10, 20, 50, …: the narrowest round width that needs no more than maxBins bins.
    const auto binsOf = [&](std::int64_t width) { return high / width - low / width + 1; };
    std::int64_t width = 1;
    for (std::int64_t decade = 1; binsOf(width) > maxBins; decade *= 10)
        for (std::int64_t mantissa : {2, 5, 10})
            if (width = mantissa * decade; binsOf(width) <= maxBins)
                break;
    const std::int64_t first = low / width * width;
    const int count = int(binsOf(width));
    std::vector<HistogramBin> bins;
    for (int i = 0; i < count; ++i)
        bins.push_back(HistogramBin{int(first + i * width), int(first + (i + 1) * width - 1), 0});
    for (int value : shots)
        ++bins[std::size_t((std::int64_t(value) - first) / width)].count;
    return bins;
}

} // namespace seabattle
