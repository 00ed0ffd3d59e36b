// SPDX-License-Identifier: GPL-3.0-or-later
// A helper of tst_savedgame: writes saved games into DIRECTORY as fast as it can, alternating two
// different games, until it is killed. The test kills it with SIGKILL at random moments and
// checks that the save there is always one of the two whole games.
#include "app/storage/savedgame.h"
#include "core/match.h"
#include "core/randomlayout.h"

#include <QCoreApplication>

#include <cstdio>

using namespace seabattle;

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    if (argc != 2)
        return 2;
    SaveSlot slot(QString::fromLocal8Bit(argv[1]));
    std::array<SavedGame, 2> games;
    for (int i = 0; i < 2; ++i) {
        Rng rng(std::uint64_t(i) + 1);
        const Ruleset rules = i == 0 ? Ruleset::standard() : Ruleset::classic();
        Match match(rules, Player::One);
        (void)match.submitFleet(Player::One, *randomLayout(rules, rng));
        (void)match.submitFleet(Player::Two, *randomLayout(rules, rng));
        for (int shot = 0; shot < 30 + 20 * i && !match.result(); ++shot)
            for (int c = 0; c < kCellCount; ++c)
                if (match.turn() && match.fire(*match.turn(), coordAt((c * 37 + shot) % kCellCount)))
                    break;
        games[std::size_t(i)] = {OpponentLevel::Hard, match.history(), rng, QDateTime::currentDateTime()};
    }
    // One whole save before the test may kill it: each save is synced to disk, and on a busy
    // machine the first can take longer than the test's shortest wait.
    if (!slot.write(games[0]))
        return 1;
    std::printf("writing\n");
    std::fflush(stdout);
    for (std::uint64_t n = 1;; ++n)
        slot.write(games[n % 2]);
}
