// SPDX-License-Identifier: GPL-3.0-or-later
// Writes the seed corpora of the file and beacon fuzz targets with the game's own writers, so
// that the fuzzers start from what the game really writes: saves of games in progress, statistics,
// archives of finished games and favourite layouts under every preset, and beacons.
//     build/tests/fuzz/fuzz_seeds tests/fuzz/corpus
// (re)writes corpus/{savedgame,statistics,gamearchive,layouts,beacon}/. Not a test.
#include "app/json/utctime.h"
#include "app/layouts/favouritelayouts.h"
#include "app/net/beacon.h"
#include "app/storage/gamearchive.h"
#include "app/storage/savedgame.h"
#include "app/storage/statisticsfile.h"
#include "core/match.h"
#include "core/randomlayout.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <cstdio>

using namespace seabattle;

namespace {

const QDateTime kWhen(QDate(2024, 3, 12), QTime(14, 5, 9), kUtc);

// A match under `rules` with `shots` shots fired (fewer if it ends first), fleets from `seed`.
Match playedMatch(const Ruleset& rules, std::uint64_t seed, int shots)
{
    Rng rng(seed);
    Match match(rules, Player::One);
    (void)match.submitFleet(Player::One, *randomLayout(rules, rng));
    (void)match.submitFleet(Player::Two, *randomLayout(rules, rng));
    for (int shot = 0; shot < shots && !match.result(); ++shot)
        for (int c = 0; c < kCellCount; ++c)
            if (match.turn() && match.fire(*match.turn(), coordAt((c * 37 + shot) % kCellCount)))
                break;
    return match;
}

FinishedGame finished(const Match& match, const std::string& opponent, int hoursAgo)
{
    FinishedGame game;
    game.endedAt = toUtcTime(kWhen.addSecs(-3600 * hoursAgo));
    game.opponent = opponent;
    game.opponentName = opponent == "lan" ? "Marée" : "";
    game.result = match.result() ? *match.result() : MatchResult{Player::One, EndReason::Resignation};
    for (const Shot& shot : match.history().shots)
        game.shots += shot.shooter == Player::One ? 1 : 0;
    game.hits = game.shots / 3;
    game.history = match.history();
    return game;
}

// Copies `file` to `corpus`/`target`/`name`.
void keep(const QString& file, const QString& corpus, const char* target, const QString& name)
{
    const QString dir = QDir(corpus).filePath(QString::fromLatin1(target));
    QDir().mkpath(dir);
    const QString to = QDir(dir).filePath(name);
    QFile::remove(to);
    if (!QFile::copy(file, to)) {
        std::fprintf(stderr, "fuzz_seeds: cannot write %s\n", qPrintable(to));
        std::exit(1);
    }
}

const std::array<Ruleset, 4> kPresets{Ruleset::standard(), Ruleset::classic(), Ruleset::hasbro(),
                                      Ruleset::forPreset(Preset::Custom)};

void writeSaves(const QString& scratch, const QString& corpus)
{
    for (std::size_t i = 0; i < kPresets.size(); ++i) {
        SaveSlot slot(scratch);
        const Match match = playedMatch(kPresets[i], i + 1, 10 + 15 * int(i));
        if (match.result())
            continue; // only a game in progress is saved
        if (!slot.write({OpponentLevel(i % 4), match.history(), Rng(i), kWhen}))
            std::exit(1);
        const std::string_view preset = keyOf(kPresets[i].preset);
        keep(slot.path(), corpus, "savedgame",
             QStringLiteral("save-%1").arg(QString::fromLatin1(preset.data(), qsizetype(preset.size()))));
    }
}

void writeStatisticsAndArchive(const QString& scratch, const QString& corpus)
{
    StatisticsFile file(scratch);
    Statistics statistics;
    if (!file.save(statistics))
        std::exit(1);
    keep(file.path(), corpus, "statistics", QStringLiteral("empty"));
    GameArchive archive(scratch);
    const std::vector<std::string> opponents = Statistics::opponents();
    for (std::size_t i = 0; i < kPresets.size(); ++i) {
        const FinishedGame game = finished(playedMatch(kPresets[i], 10 + i, 400), opponents[i], int(i));
        statistics.record(game);
        archive.add(game);
        if (!file.save(statistics) || !archive.save())
            std::exit(1);
        keep(file.path(), corpus, "statistics", QStringLiteral("games-%1").arg(i + 1));
        keep(archive.filePath(), corpus, "gamearchive", QStringLiteral("games-%1").arg(i + 1));
    }
    // A match that ended early, by resignation.
    Match resigned = playedMatch(Ruleset::classic(), 20, 12);
    (void)resigned.forfeit(Player::Two, EndReason::Resignation);
    archive.clear();
    archive.add(finished(resigned, opponents[4], 1));
    if (!archive.save())
        std::exit(1);
    keep(archive.filePath(), corpus, "gamearchive", QStringLiteral("resigned"));
}

void writeLayouts(const QString& scratch, const QString& corpus)
{
    FavouriteLayouts shelf(scratch);
    const char* const names[] = {"Corners", "Along the edge", "Éparpillés", "Custom 4"};
    for (std::size_t i = 0; i < kPresets.size(); ++i) {
        Rng rng(30 + i);
        if (!shelf.store(QString::fromUtf8(names[i]), *randomLayout(kPresets[i], rng), kPresets[i]))
            std::exit(1);
        keep(shelf.filePath(), corpus, "layouts", QStringLiteral("layouts-%1").arg(i + 1));
    }
}

void writeBeacons(const QString& scratch, const QString& corpus)
{
    const net::GameAnnouncement announcements[] = {
        {QStringLiteral("Ana"), QStringLiteral("standard"), 47300},
        {QStringLiteral("Capitaine Haddock"), QStringLiteral("classic"), 1},
        {QStringLiteral("Zé \"o marinheiro\" \u00e7\u00e3o"), QStringLiteral("hasbro"), 65535},
        {QString(40, QChar(u'\u00e9')), QStringLiteral("custom"), 50000},
    };
    int n = 0;
    for (const auto& announcement : announcements) {
        const QString file = QDir(scratch).filePath(QStringLiteral("beacon"));
        QFile out(file);
        if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
            out.write(net::encodeAnnouncement(announcement)) < 0)
            std::exit(1);
        out.close();
        keep(file, corpus, "beacon", QStringLiteral("beacon-%1").arg(++n));
    }
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: fuzz_seeds CORPUS_DIRECTORY\n");
        return 2;
    }
    const QString corpus = QString::fromLocal8Bit(argv[1]);
    QTemporaryDir saves, files, layouts, scratch;
    writeSaves(saves.path(), corpus);
    writeStatisticsAndArchive(files.path(), corpus);
    writeLayouts(layouts.path(), corpus);
    writeBeacons(scratch.path(), corpus);
    return 0;
}
