// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ai/opponentlevel.h"
#include "core/records/finishedgame.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace seabattle {

// How a game's turns fire. Salvo games are counted apart from those of one shot a turn, even
// under the same preset: a salvo fires several shots before it learns anything, so its shots to
// win, accuracy and best games measure something else.
enum class Firing { OneShot, Salvo };
inline constexpr std::array kFirings = {Firing::OneShot, Firing::Salvo};

// Salvo when the game says so or its history's rules do; one shot a turn otherwise.
Firing firingOf(const FinishedGame& game);

// One game as the charts over time need it.
struct DatedResult {
    UtcTime endedAt;
    bool won = false;
    bool hinted = false; // the person asked for a hint: counted, but for no record
    // Once the game was reviewed: the person's shot quality (0…100) and luck (core/review).
    std::optional<int> quality;
    std::optional<double> luck;

    friend bool operator==(const DatedResult&, const DatedResult&) = default;
};

// The game won in the fewest shots.
struct BestGame {
    int shots = 0;
    UtcTime endedAt;

    friend bool operator==(const BestGame&, const BestGame&) = default;
};

// Everything kept about the games against one opponent (or against all of them).
// Shots to win (the average, the best game, the histogram) count only wins by sinking the whole
// fleet: a win handed over by a resignation, a disconnection or a rule violation is a win (games,
// streaks, accuracy) but says nothing about how many shots a fleet takes to sink.
// A hinted game (the person asked for the odds) counts as a game (wins, losses, shots, hits,
// its result) but for no record: not for shots to win, the best game nor the streaks.
struct OpponentRecord {
    std::int64_t wins = 0;
    std::int64_t losses = 0;
    std::int64_t currentStreak = 0; // wins since the last loss
    std::int64_t bestStreak = 0;
    std::int64_t shots = 0;             // the person's shots over every game
    std::int64_t hits = 0;              // of which on a ship
    std::int64_t fleetsSunk = 0;        // wins by sinking the fleet
    std::int64_t shotsToSinkFleets = 0; // the shots of those wins, summed
    std::int64_t hintedGames = 0;       // games (won or lost) the person asked for a hint in
    std::optional<BestGame> best;
    std::vector<int> shotsToWin;      // the last kMaxKept wins by sinking, oldest first
    std::vector<DatedResult> results; // the last kMaxKept games, oldest first

    std::int64_t games() const { return wins + losses; }
    // nullopt before the first win by sinking / before the first shot.
    std::optional<double> averageShotsToWin() const;
    std::optional<double> accuracy() const; // 0…1

    friend bool operator==(const OpponentRecord&, const OpponentRecord&) = default;
};

// The player's statistics, per opponent and over all of them: a plain value, changed only by
// record(); app/storage keeps it on disk and the statistics window shows it.
class Statistics {
public:
    // Bounds of the dated lists, per record: old entries give way to new ones.
    static constexpr int kMaxKept = 1000;
    // More shots than any board has cells: a game claiming more is not believed.
    static constexpr int kMaxShotsPerGame = 10000;
    // Counters (games, shots…) stop here: far beyond what a person plays, and exact in a JSON
    // double. A file holding more is clamped to it.
    static constexpr std::int64_t kMaxCount = 1'000'000'000'000;
    // The computer levels and the LAN friend.
    static constexpr std::size_t kOpponentCount = kOpponentLevels.size() + 1;
    using Records = std::array<OpponentRecord, kOpponentCount>; // in the order of opponents()

    Statistics() = default;
    // Statistics read back from a file, of one shot a turn and of Salvo. Whoever read them checked
    // that they are what record() could have made (app/storage/statisticsjson.cpp).
    Statistics(const Records& perOpponent, const OpponentRecord& total, const Records& salvoPerOpponent = {},
               const OpponentRecord& salvoTotal = {});

    // "easy", "medium", "hard", "admiral" (keyOf()) and "lan", in that order.
    static const std::vector<std::string>& opponents();
    static bool isOpponent(std::string_view key);

    // Counts a finished game for its opponent and for the total of its firing (firingOf()), apart
    // from the other firing's: won if Player::One won, for
    // whatever reason, lost otherwise. A game whose opponent is not one of opponents() is not
    // counted. Shots and hits are clamped to what a game can hold; an unknown date becomes now.
    // A hinted game counts for no record (see OpponentRecord); a reviewed one keeps Player::One's
    // quality and luck.
    void record(const FinishedGame& game);
    // The review of a game recorded before (it finishes after the game ended): sets the quality
    // and luck of the result that ended at `endedAt`, against `opponent` and in the total of its
    // firing. False if no result kept ended then.
    bool attachReview(std::string_view opponent, UtcTime endedAt, int quality, double luck);

    // The record of `firing`'s games against `opponent` (one of opponents()); an empty record for
    // any other key.
    const OpponentRecord& record(std::string_view opponent, Firing firing = Firing::OneShot) const;
    // Every game of `firing`, against every opponent, in the order played.
    const OpponentRecord& total(Firing firing = Firing::OneShot) const
    {
        return m_books[bookOf(firing)].total;
    }
    bool isEmpty() const { return total(Firing::OneShot).games() == 0 && total(Firing::Salvo).games() == 0; }

    friend bool operator==(const Statistics&, const Statistics&) = default;

private:
    // One firing's records.
    struct Book {
        Records records;
        OpponentRecord total;
        friend bool operator==(const Book&, const Book&) = default;
    };
    static std::size_t bookOf(Firing firing) { return firing == Firing::Salvo ? 1 : 0; }

    std::array<Book, 2> m_books; // by bookOf()
};

// A histogram's bar: how many wins took from `low` to `high` shots (both included).
struct HistogramBin {
    int low = 0;
    int high = 0;
    int count = 0;

    friend bool operator==(const HistogramBin&, const HistogramBin&) = default;
};

// Shots-to-win values in at most `maxBins` bins of a round width (1, 2, 5, 10, 20, 50, …),
// from the bin of the fewest shots to that of the most, empty bins between them included.
std::vector<HistogramBin> shotsToWinHistogram(const std::vector<int>& shots, int maxBins = 12);

} // namespace seabattle
