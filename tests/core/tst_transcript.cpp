// SPDX-License-Identifier: GPL-3.0-or-later
// The project's known answer: one seed gives one exact game, shot by shot. Two computers (Hard
// against Medium, then the Admiral against Easy) lay their fleets and play a whole Standard game
// from a fixed seed; the transcript must be the one pinned here. A change to the rules engine,
// the random generator or a computer's play that changes any game shows up here first, with
// the first shot that differs; a deliberate change pins the new transcript (print it with
// SEABATTLE_PRINT_TRANSCRIPT=1).
#include "core/ai/computeropponent.h"
#include "core/match.h"

#include <QTest>

#include <string>

using namespace seabattle;

namespace {

// "1:E5 hit", "2:A1 miss", "1:C3 sunk", … then "winner 1 after N shots".
QStringList playWhole(OpponentLevel first, OpponentLevel second, quint64 seed)
{
    Rng rng(seed);
    const Ruleset rules = Ruleset::standard();
    Match match(rules, chooseFirstShooter(rules.firstShooter, rng));
    const std::array levels{first, second};
    for (Player p : {Player::One, Player::Two})
        (void)match.submitFleet(p, *placeFleet(levels[std::size_t(indexOf(p))], rules, rng));
    QStringList lines;
    static const char* const kResults[] = {"miss", "hit", "sunk"};
    while (const auto shooter = match.turn()) {
        const Coord target =
            chooseShot(levels[std::size_t(indexOf(*shooter))], match.view(*shooter), rules, rng);
        const auto outcome = match.fire(*shooter, target);
        if (!outcome)
            return lines << QStringLiteral("refused");
        lines << QStringLiteral("%1:%2 %3")
                     .arg(*shooter == Player::One ? 1 : 2)
                     .arg(QString::fromStdString(formatCoord(target)))
                     .arg(QLatin1String(kResults[int(outcome->result)]));
    }
    lines << QStringLiteral("winner %1 after %2 shots")
                 .arg(match.result()->winner == Player::One ? 1 : 2)
                 .arg(match.history().shots.size());
    return lines;
}

// Pinned on 2026-12-01; GCC and clang builds play the same games (the engine has its own
// generator, core/rng.h).
const char* const kHardAgainstMedium =
    "1:A5 miss, 2:D9 miss, 1:F1 miss, 2:E2 hit, 1:F10 miss, 2:F2 hit, 1:J6 hit, 2:G2 miss, 1:J7 hit, "
    "2:D2 hit, 1:J8 miss, 2:C2 hit, 1:J5 hit, 2:B2 sunk, 1:J4 hit, 2:I9 hit, 1:J3 sunk, 2:H9 miss, "
    "1:H9 miss, 2:I10 hit, 1:H1 miss, 2:I8 sunk, 1:H5 miss, 2:H1 miss, 1:A8 miss, 2:J3 miss, "
    "1:C1 miss, 2:F5 miss, 1:C10 miss, 2:I2 miss, 1:D9 miss, 2:I1 miss, 1:E8 miss, 2:B6 miss, "
    "1:B7 hit, 2:G8 miss, 1:B8 miss, 2:C5 miss, 1:C7 hit, 2:C10 miss, 1:D7 hit, 2:G5 miss, "
    "1:A7 miss, 2:I5 miss, 1:E7 sunk, 2:A5 miss, 1:D5 hit, 2:A4 miss, 1:C5 miss, 2:B5 miss, "
    "1:E5 hit, 2:E4 miss, 1:F5 sunk, 2:E10 miss, 1:B3 miss, 2:D6 miss, 1:A2 miss, 2:G10 miss, "
    "1:E3 hit, 2:D10 miss, 1:D3 miss, 2:A9 miss, 1:E2 miss, 2:A8 miss, 1:F3 hit, 2:I4 miss, "
    "1:G3 sunk, 2:F7 miss, 1:B9 miss, 2:E6 miss, 1:H7 miss, 2:J4 miss, 1:I10 miss, 2:J2 miss, "
    "1:G8 miss, 2:J1 miss, 1:A10 miss, 2:F4 miss, 1:J9 miss, 2:G6 hit, 1:E10 miss, 2:G7 miss, "
    "1:B1 miss, 2:F6 hit, 1:G10 miss, 2:H6 hit, 1:F9 sunk, 2:I6 sunk, 1:A4 miss, 2:D8 miss, "
    "1:C2 hit, 2:I3 miss, 1:C3 miss, 2:F9 miss, 1:B2 sunk, winner 1 after 95 shots";
const char* const kAdmiralAgainstEasy =
    "2:F5 hit, 1:E10 hit, 2:H4 miss, 1:D10 miss, 2:A7 hit, 1:F10 miss, 2:A6 miss, 1:E9 hit, "
    "2:C1 miss, 1:E8 sunk, 2:B1 miss, 1:A6 hit, 2:H1 miss, 1:A7 hit, 2:F4 hit, 1:A8 hit, 2:I7 miss, "
    "1:A9 hit, 2:A1 miss, 1:A10 sunk, 2:C6 miss, 1:C6 hit, 2:F6 hit, 1:C7 miss, 2:A8 miss, "
    "1:D6 sunk, 2:I4 hit, 1:F4 miss, 2:A4 miss, 1:G3 miss, 2:D8 miss, 1:J4 miss, 2:H6 miss, "
    "1:D1 miss, 2:I8 miss, 1:J8 miss, 2:F7 miss, 1:H1 miss, 2:F3 hit, 1:H5 miss, 2:D7 miss, "
    "1:G6 hit, 2:F10 miss, 1:G7 hit, 2:H10 miss, 1:G8 hit, 2:A3 miss, 1:I4 miss, 2:E8 miss, "
    "1:H2 miss, 2:F2 sunk, 1:I7 hit, 2:B7 hit, 1:I5 miss, 2:G8 hit, 1:I8 hit, 2:D4 miss, 1:I6 sunk, "
    "2:C7 sunk, 1:G5 miss, 2:E10 miss, 1:G9 sunk, 2:A5 miss, 1:A1 miss, 2:I3 hit, 1:B1 miss, "
    "2:A2 miss, 1:C1 miss, 2:B10 miss, 1:E1 miss, 2:I6 miss, 1:F1 miss, 2:I2 hit, 1:G1 miss, "
    "2:I1 sunk, 1:I1 miss, 2:A9 miss, 1:J1 miss, 2:G9 hit, 1:A2 miss, 2:G10 sunk, 1:B2 miss, "
    "2:B9 miss, 1:C2 miss, 2:B4 miss, 1:D2 miss, 2:B3 miss, 1:E2 miss, 2:D3 miss, 1:F2 miss, "
    "2:C9 miss, 1:G2 miss, 2:B5 miss, 1:I2 miss, 2:C2 miss, 1:J2 miss, 2:C10 hit, 1:A3 miss, "
    "2:I10 miss, 1:B3 miss, 2:D10 sunk, 1:C3 miss, 2:C5 miss, 1:D3 miss, 2:D2 miss, 1:E3 miss, "
    "2:A10 miss, 1:F3 miss, 2:B2 miss, 1:H3 miss, 2:J8 miss, 1:I3 miss, 2:I9 miss, 1:J3 miss, "
    "2:J10 sunk, winner 2 after 115 shots";

void compareShotByShot(const QStringList& played, const QStringList& pinned)
{
    if (qEnvironmentVariableIsSet("SEABATTLE_PRINT_TRANSCRIPT"))
        qInfo().noquote() << played.join(QStringLiteral(", "));
    for (qsizetype i = 0; i < std::min(played.size(), pinned.size()); ++i)
        QVERIFY2(played[i] == pinned[i], qPrintable(QStringLiteral("shot %1: played \"%2\", pinned \"%3\"")
                                                        .arg(i + 1)
                                                        .arg(played[i], pinned[i])));
    QCOMPARE(played.size(), pinned.size());
}

} // namespace

class TestTranscript : public QObject {
    Q_OBJECT

private slots:
    void hardAgainstMedium();
    void admiralAgainstEasy();
    void sameSeedSameGame();
};

void TestTranscript::hardAgainstMedium()
{
    compareShotByShot(playWhole(OpponentLevel::Hard, OpponentLevel::Medium, 20261201),
                      QString::fromLatin1(kHardAgainstMedium).split(QStringLiteral(", ")));
}

void TestTranscript::admiralAgainstEasy()
{
    compareShotByShot(playWhole(OpponentLevel::Admiral, OpponentLevel::Easy, 47300),
                      QString::fromLatin1(kAdmiralAgainstEasy).split(QStringLiteral(", ")));
}

void TestTranscript::sameSeedSameGame()
{
    QCOMPARE(playWhole(OpponentLevel::Hard, OpponentLevel::Medium, 7),
             playWhole(OpponentLevel::Hard, OpponentLevel::Medium, 7));
    QVERIFY(playWhole(OpponentLevel::Hard, OpponentLevel::Medium, 7) !=
            playWhole(OpponentLevel::Hard, OpponentLevel::Medium, 8));
}

QTEST_GUILESS_MAIN(TestTranscript)
#include "tst_transcript.moc"
