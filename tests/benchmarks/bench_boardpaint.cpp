// SPDX-License-Identifier: GPL-3.0-or-later
// Prints how long one board takes to paint, mid-game (ships, misses, hits, sunk ships), at the
// size it has in a 1366 × 900 window, at device pixel ratio 1 and 2: the whole picture (what a
// board redraws when a shot lands: the first time drawing the art from SVG into the cache, then
// only blitting it), and a repaint with nothing changed (one blit and the overlays).
// A benchmark, not a test: it prints figures; it fails only if a shot's frames miss their budget or a
// paint after the first renders art again (the cache not working). The frame budget is a multiple
// of a fixed piece of work timed in the same run (tests/machinepace.h), so that it holds on a slow
// or busy machine: 1.6 works is a frame at 60 frames a second (16 ms) on the 2-core machine where
// the work takes about 10 ms.
// Usage: bench_boardpaint [paints] [frame-budget-in-works]   (defaults 500, 1.6; 0: no budget)
#include "../machinepace.h"
#include "../viewparts.h"
#include "core/answer.h"
#include "core/battlepicture.h"
#include "core/randomlayout.h"
#include "ui/battle/battleview.h"
#include "ui/board/boarddrawing.h"
#include "ui/board/boardview.h"
#include "ui/board/landings.h"
#include "ui/board/seatexture.h"
#include "ui/board/shipart.h"
#include "ui/board/shoteffect.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QVariantAnimation>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <vector>

using namespace seabattle;
using Clock = std::chrono::steady_clock;

namespace {

// Shots at `fleet` until `sunkWanted` ships went down, walking the grid with a fixed stride.
ShotChart shotsAt(const FleetLayout& fleet, const Ruleset& rules, std::size_t sunkWanted, int start)
{
    ShotChart view;
    for (int i = 0; i < kCellCount && view.sunkShips().size() < sunkWanted; ++i) {
        const Coord target = coordAt((start + i * 37) % kCellCount);
        if (view.canFireAt(target))
            view.record(answerShot(fleet, view, rules, {Player::One, target}));
    }
    return view;
}

BattlePicture midGame()
{
    const Ruleset rules = Ruleset::standard();
    Rng rng(20261201);
    BattlePicture picture{.rules = rules};
    picture.fleets = {randomLayout(rules, rng), randomLayout(rules, rng)};
    picture.views = {shotsAt(*picture.fleets[1], rules, 2, 3), shotsAt(*picture.fleets[0], rules, 2, 11)};
    picture.turn = Player::One;
    return picture;
}

struct Figures {
    double median;
    double p99;
};

Figures summarise(std::vector<double> micros)
{
    std::sort(micros.begin(), micros.end());
    const auto at = [&](double q) {
        return micros[std::min(micros.size() - 1, std::size_t(q * double(micros.size())))];
    };
    return {at(0.5), at(0.99)};
}

// Wall time, and the processor time of every thread of the process (Qt's raster engine fills in a
// thread pool): on a busy machine the second says what a paint costs, the first what it waited.
struct Timing {
    double wall;
    double cpu;
};

template <typename Paint> Timing timed(Paint paint)
{
    timespec cpuStart{};
    timespec cpuEnd{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpuStart);
    const auto start = Clock::now();
    paint();
    const double wall = std::chrono::duration<double, std::micro>(Clock::now() - start).count();
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpuEnd);
    return {wall,
            double(cpuEnd.tv_sec - cpuStart.tv_sec) * 1e6 + double(cpuEnd.tv_nsec - cpuStart.tv_nsec) / 1e3};
}

int sprites()
{
    return ShipArt::renderCount() + SeaTexture::renderCount();
}

// Paints `board`'s whole picture (labels, sea, ships, marks) into an image `count` times, as the
// board does when what it shows changes; false if a paint after the first drew art anew.
bool bench(const char* name, const BoardView& board, const std::vector<ShipClass>& classes, qreal dpr,
           int count)
{
    QImage image(board.size() * dpr, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(dpr);
    const auto paint = [&] {
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        drawBoard(painter, BoardGeometry(QRectF(board.rect())), board.palette(), board.font(), board.shots(),
                  board.fleet(), classes);
    };
    const int before = sprites();
    const Timing first = timed(paint);
    const int drawnFirst = sprites() - before;
    std::vector<double> wall;
    std::vector<double> cpu;
    for (int i = 0; i < count; ++i) {
        const Timing t = timed(paint);
        wall.push_back(t.wall);
        cpu.push_back(t.cpu);
    }
    const int drawnAgain = sprites() - before - drawnFirst;
    const Figures w = summarise(wall);
    const Figures c = summarise(cpu);
    std::printf(
        "%-12s %dx%d dpr %.0f: first paint %7.0f us (%2d sprites drawn) | x%d: median %5.0f us (cpu %5.0f)  "
        "p99 %6.0f us (cpu %5.0f)  %d sprites drawn again\n",
        name, board.width(), board.height(), dpr, first.wall, drawnFirst, count, w.median, c.median, w.p99,
        c.p99, drawnAgain);
    return drawnAgain == 0;
}

// A repaint of the widget with nothing changed (the cursor or the sight moved): one blit and the
// overlays.
void benchRepaint(const char* name, BoardView& board, int count)
{
    QImage image(board.size(), QImage::Format_ARGB32_Premultiplied);
    board.render(&image);
    std::vector<double> wall;
    std::vector<double> cpu;
    for (int i = 0; i < count; ++i) {
        const Timing t = timed([&] { board.render(&image); });
        wall.push_back(t.wall);
        cpu.push_back(t.cpu);
    }
    const Figures w = summarise(wall);
    const Figures c = summarise(cpu);
    std::printf("%-12s repaint x%d: median %5.0f us (cpu %5.0f)  p99 %6.0f us (cpu %5.0f)\n", name, count,
                w.median, c.median, w.p99, c.p99);
}

// Renders the landing just started on `board` frame by frame at 60 frames a second, for
// `durationMs`, its clock held still at each frame; each frame's times join `wall` and `cpu`.
void timeLanding(BoardView& board, int durationMs, std::vector<double>& wall, std::vector<double>& cpu)
{
    auto* clock = board.findChild<QVariantAnimation*>();
    QImage image(board.size(), QImage::Format_ARGB32_Premultiplied);
    clock->pause();
    for (int frame = 0; frame < durationMs * 60 / 1000; ++frame) {
        clock->setCurrentTime(frame * 1000 / 60);
        const Timing t = timed([&] { board.render(&image); });
        wall.push_back(t.wall);
        cpu.push_back(t.cpu);
    }
    clock->stop();
}

// The frames of a shot landing, at 60 frames a second, as the widget paints them (the layer, the
// effect, the overlays): the whole effect `rounds` times for each kind of result; false if a frame
// is over `budget` times the fixed work at the 99th percentile (0: no budget).
bool benchFrames(const char* name, BoardView& board, const BattlePicture& picture, int rounds, double budget)
{
    const double work = machinepace::measure().wallMs * 1000; // in us, as the frames
    const ShotChart& view = picture.view(Player::One);
    const auto first = [&](CellKnowledge state) {
        for (int i = 0; i < kCellCount; ++i)
            if (view.at(coordAt(i)) == state)
                return coordAt(i);
        return Coord{0, 0};
    };
    const Coord miss = first(CellKnowledge::Miss);
    const Coord hit = first(CellKnowledge::Hit);
    const SunkShip& sunk = view.sunkShips().front();
    const std::vector<ShotEffect> effects = {
        {.cell = miss, .result = ShotResult::Miss, .word = QStringLiteral("Miss")},
        {.cell = hit, .result = ShotResult::Hit, .word = QStringLiteral("Hit!")},
        {.cell = sunk.cells.front(),
         .result = ShotResult::Sunk,
         .sunkCells = sunk.cells,
         .word = QStringLiteral("Sunk!"),
         .detail = QStringLiteral("Cruiser")}};
    std::vector<double> wall;
    std::vector<double> cpu;
    for (int round = 0; round < rounds; ++round)
        for (const ShotEffect& effect : effects) {
            board.playShot(effect);
            timeLanding(board, ShotEffect::kDurationMs, wall, cpu);
        }
    const Figures w = summarise(wall);
    const Figures c = summarise(cpu);
    const double after = machinepace::measure().wallMs * 1000;
    const double reference = std::max(work, after); // timed before and after: the slower pace of the two
    std::printf("%-12s shot frames x%zu: median %5.0f us (cpu %5.0f)  p99 %6.0f us (cpu %5.0f); the fixed "
                "work %.0f us: p99 %.2f works (budget %.2f works)\n",
                name, wall.size(), w.median, c.median, w.p99, c.p99, reference, w.p99 / reference, budget);
    return budget <= 0 || w.p99 <= budget * reference;
}

// A Classic salvo's ten shells landing one after another on one board (the heaviest frames: up to
// ten effects painted at once): each frame's time over the whole salvo. The budget is the same,
// held by the processor time a frame takes: a salvo has fewer frames than the shots above, so its
// 99th percentile of wall time is nearly its slowest frame, which a busy machine decides.
bool benchSalvoFrames(const char* name, BoardView& board, int rounds, double budget)
{
    const double work = machinepace::measure().wallMs * 1000;
    std::vector<ShotEffect> salvo;
    for (int i = 0; i < 10; ++i)
        salvo.push_back({.cell = coordAt(i * 9 + 3),
                         .result = i % 3 == 0 ? ShotResult::Hit : ShotResult::Miss,
                         .word = i == 9 ? QStringLiteral("Hit!") : QString()});
    const int duration = Landings(salvo).durationMs();
    std::vector<double> wall;
    std::vector<double> cpu;
    for (int round = 0; round < rounds; ++round) {
        board.playSalvo(salvo);
        timeLanding(board, duration, wall, cpu);
    }
    const Figures w = summarise(wall);
    const Figures c = summarise(cpu);
    const double reference = std::max(work, machinepace::measure().wallMs * 1000);
    std::printf("%-12s salvo frames x%zu (10 shells, %d ms): median %5.0f us (cpu %5.0f)  p99 %6.0f us (cpu "
                "%5.0f); cpu p99 %.2f works (budget %.2f works)\n",
                name, wall.size(), duration, w.median, c.median, w.p99, c.p99, c.p99 / reference, budget);
    return budget <= 0 || c.p99 <= budget * reference;
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    const int count = argc > 1 ? std::max(1, std::atoi(argv[1])) : 500;
    MainWindow window;
    window.resize(1366, 900);
    window.show();
    window.showBattle();
    const BattlePicture picture = midGame();
    window.battleView()->showPicture(picture);
    QCoreApplication::processEvents();
    bool cached = true;
    BattleView& battle = *window.battleView();
    for (const qreal dpr : {1.0, 2.0}) {
        cached &= bench("own waters", *::ownBoard(battle), picture.rules.fleet, dpr, count);
        cached &= bench("enemy waters", *::enemyBoard(battle), picture.rules.fleet, dpr, count);
    }
    benchRepaint("own waters", *::ownBoard(battle), count);
    benchRepaint("enemy waters", *::enemyBoard(battle), count);
    const double frameBudget = argc > 2 ? std::atof(argv[2]) : 1.6;
    bool smooth =
        benchFrames("enemy waters", *::enemyBoard(battle), picture, std::max(1, count / 20), frameBudget);
    smooth &= benchSalvoFrames("enemy waters", *::enemyBoard(battle), std::max(3, count / 60), frameBudget);
    return cached && smooth ? EXIT_SUCCESS : EXIT_FAILURE;
}
