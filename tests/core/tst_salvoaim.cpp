// SPDX-License-Identifier: GPL-3.0-or-later
// The computers under the Salvo rule (issue 34): every level fires exactly the salvo it is asked
// for, at cells the rules accept and the chart does not prove empty; Hard and the Admiral spread
// a salvo over the fleets it may hit instead of crowding one ship, and finish what they hit.
#include "coretestsupport.h"

#include "core/ai/computeropponent.h"
#include "core/ai/density.h"
#include "core/ai/seaknowledge.h"
#include "core/answer.h"
#include "core/randomlayout.h"

#include <QTest>

#include <algorithm>
#include <memory>
#include <set>

using namespace seabattle;

Q_DECLARE_METATYPE(seabattle::OpponentLevel)

namespace {

// A value as QVERIFY2's message, freed: QTest's toString() hands its char* to the caller, and only
// QCOMPARE frees it.
template <class T> QByteArray told(const T& value)
{
    const std::unique_ptr<char[]> text(toString(value));
    return QByteArray(text.get());
}

void addLevels()
{
    QTest::addColumn<OpponentLevel>("level");
    for (OpponentLevel level : kOpponentLevels)
        QTest::newRow(keyOf(level).data()) << level;
}

// What the attacker knows after firing at `targets` in turn, skipping the cells the chart
// already rules out, and stopping before the shot that would sink the whole fleet.
ShotChart viewAfter(const FleetLayout& fleet, const Ruleset& rules, const std::vector<Coord>& targets)
{
    ShotChart view;
    for (Coord target : targets) {
        if (!view.canFireAt(target))
            continue;
        const ShotOutcome outcome = answerShot(fleet, view, rules, {Player::One, target});
        if (outcome.fleetSunk)
            break;
        view.record(outcome);
    }
    return view;
}

std::vector<Coord> shuffledCells(Rng& rng)
{
    std::vector<Coord> cells;
    for (int i = 0; i < kCellCount; ++i)
        cells.push_back(coordAt(i));
    for (std::size_t k = cells.size(); k > 1; --k)
        std::swap(cells[k - 1], cells[randomBelow(rng, k)]);
    return cells;
}

int fireableCount(const ShotChart& view)
{
    int count = 0;
    for (int i = 0; i < kCellCount; ++i)
        count += view.canFireAt(coordAt(i)) ? 1 : 0;
    return count;
}

// The baseline a salvo must beat: the n cells of highest density, each taken as if alone.
std::vector<Coord> densestCells(const SeaKnowledge& sea, const Ruleset& rules, int n)
{
    const Grid<double> density = shipDensity(sea, rules);
    std::vector<Coord> cells;
    for (int i = 0; i < kCellCount; ++i)
        if (sea.open.test(std::size_t(i)))
            cells.push_back(coordAt(i));
    std::stable_sort(cells.begin(), cells.end(), [&](Coord a, Coord b) { return density[a] > density[b]; });
    cells.resize(std::size_t(n));
    return cells;
}

// How many different ships of `fleet` the salvo hits.
int shipsHit(const FleetLayout& fleet, const std::vector<Coord>& salvo)
{
    std::set<ShipId> ships;
    for (Coord c : salvo)
        if (const auto ship = fleet.shipAt(c))
            ships.insert(*ship);
    return int(ships.size());
}

// The mean of shipsHit() over `count` uniformly random fleets, the same ones for every salvo.
double meanShipsHit(const Ruleset& rules, const std::vector<Coord>& salvo, int count)
{
    double total = 0;
    for (int f = 0; f < count; ++f) {
        Rng rng(std::uint64_t(f) + 1000);
        total += shipsHit(*randomLayout(rules, rng), salvo);
    }
    return total / count;
}

} // namespace

class TestSalvoAim : public QObject {
    Q_OBJECT

private slots:
    void firesTheWholeSalvoAtOpenCells_data() { addLevels(); }
    void firesTheWholeSalvoAtOpenCells();
    void firesFewerOnlyWhenFewerCellsAreLeft_data() { addLevels(); }
    void firesFewerOnlyWhenFewerCellsAreLeft();
    void sameSeedSameSalvo_data() { addLevels(); }
    void sameSeedSameSalvo();
    void spreadsTheSalvoOverShips_data();
    void spreadsTheSalvoOverShips();
    void firesBesideAnOpenHit_data();
    void firesBesideAnOpenHit();
};

void TestSalvoAim::firesTheWholeSalvoAtOpenCells()
{
    QFETCH(OpponentLevel, level);
    for (const Ruleset& rules : {Ruleset::standard(), Ruleset::classic(), Ruleset::hasbro()})
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            Rng rng(seed);
            const FleetLayout fleet = *randomLayout(rules, rng);
            std::vector<Coord> targets = shuffledCells(rng);
            targets.resize(std::size_t(seed * 5)); // from an empty chart to 60 shots in
            const ShotChart view = viewAfter(fleet, rules, targets);
            const SeaKnowledge sea = readSea(view, rules);
            const int shots = rules.shipCount();
            QVERIFY(int(sea.open.count()) >= shots); // so the whole salvo fits on open cells
            const std::vector<Coord> salvo = chooseSalvo(level, view, rules, shots, rng);
            QCOMPARE(int(salvo.size()), shots);
            QCOMPARE(int(std::set<Coord>(salvo.begin(), salvo.end()).size()), shots);
            for (Coord c : salvo) {
                QVERIFY2(view.canFireAt(c), told(c).constData());
                QVERIFY2(sea.open.test(std::size_t(cellIndex(c))), told(c).constData()); // never proven empty
            }
        }
}

void TestSalvoAim::firesFewerOnlyWhenFewerCellsAreLeft()
{
    QFETCH(OpponentLevel, level);
    const Ruleset rules = Ruleset::hasbro();
    const FleetLayout fleet = layoutOf(rules, kHasbroOne);
    // Everything fired at but the carrier's last cell and two cells of water.
    std::vector<Coord> targets;
    for (int i = 0; i < kCellCount; ++i)
        if (const Coord c = coordAt(i); c != cell("E1") && c != cell("J10") && c != cell("A10"))
            targets.push_back(c);
    const ShotChart view = viewAfter(fleet, rules, targets);
    QCOMPARE(fireableCount(view), 3);
    Rng rng(5);
    std::vector<Coord> salvo = chooseSalvo(level, view, rules, 5, rng);
    std::sort(salvo.begin(), salvo.end());
    std::vector<Coord> left = cellsNamed("E1 J10 A10");
    std::sort(left.begin(), left.end());
    QCOMPARE(salvo, left);
    // And exactly as many as asked when that many are left.
    QCOMPARE(int(chooseSalvo(level, view, rules, 2, rng).size()), 2);
}

void TestSalvoAim::sameSeedSameSalvo()
{
    QFETCH(OpponentLevel, level);
    const Ruleset rules = Ruleset::classic();
    const ShotChart view = viewAfter(layoutOf(rules, kClassicOne), rules, cellsNamed("E5 A1 B1 J10 F6 C3"));
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        Rng a(seed);
        Rng b(seed);
        QCOMPARE(chooseSalvo(level, view, rules, 10, a), chooseSalvo(level, view, rules, 10, b));
    }
}

void TestSalvoAim::spreadsTheSalvoOverShips_data()
{
    QTest::addColumn<OpponentLevel>("level");
    QTest::addColumn<Ruleset>("rules");
    for (OpponentLevel level : {OpponentLevel::Hard, OpponentLevel::Admiral}) {
        QTest::addRow("%s hasbro", keyOf(level).data()) << level << Ruleset::hasbro();
        QTest::addRow("%s standard", keyOf(level).data()) << level << Ruleset::standard();
    }
}

void TestSalvoAim::spreadsTheSalvoOverShips()
{
    // On an empty sea the densest cells lie side by side in the middle, mostly on one ship; a
    // salvo spread over the fleets finds more ships in one go.
    QFETCH(OpponentLevel, level);
    QFETCH(Ruleset, rules);
    constexpr int kFleets = 400;
    constexpr int kSalvos = 8;
    const int shots = rules.shipCount();
    const double densest =
        meanShipsHit(rules, densestCells(readSea(ShotChart{}, rules), rules, shots), kFleets);
    double spread = 0;
    for (int s = 0; s < kSalvos; ++s) {
        Rng rng(std::uint64_t(s) + 1);
        spread += meanShipsHit(rules, chooseSalvo(level, ShotChart{}, rules, shots, rng), kFleets) / kSalvos;
    }
    qInfo("ships hit by one salvo of %d on an empty sea: %.3f, the %d densest cells %.3f", shots, spread,
          shots, densest);
    QVERIFY2(spread > densest * 1.05, qPrintable(QStringLiteral("%1 against %2").arg(spread).arg(densest)));
}

void TestSalvoAim::firesBesideAnOpenHit_data()
{
    QTest::addColumn<OpponentLevel>("level");
    QTest::addColumn<int>("beside"); // the least number of shots beside the hit
    QTest::newRow("medium") << OpponentLevel::Medium << 3;
    QTest::newRow("hard") << OpponentLevel::Hard << 2;
    QTest::newRow("admiral") << OpponentLevel::Admiral << 2;
}

void TestSalvoAim::firesBesideAnOpenHit()
{
    QFETCH(OpponentLevel, level);
    QFETCH(int, beside);
    const Ruleset rules = Ruleset::hasbro();
    const FleetLayout fleet = layoutOf(rules, kHasbroOne);
    const ShotChart view = viewAfter(fleet, rules, cellsNamed("C1 F5 H8 B7"));
    QCOMPARE(view.at(cell("C1")), CellKnowledge::Hit);
    const std::vector<Coord> sides = cellsNamed("B1 D1 C2");
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        Rng rng(seed);
        const std::vector<Coord> salvo = chooseSalvo(level, view, rules, 5, rng);
        const auto near = std::count_if(salvo.begin(), salvo.end(), [&](Coord c) {
            return std::find(sides.begin(), sides.end(), c) != sides.end();
        });
        QVERIFY2(near >= beside, told(salvo).constData());
        QVERIFY2(near < 5, told(salvo).constData()); // and the rest of the salvo hunts
    }
}

QTEST_APPLESS_MAIN(TestSalvoAim)
#include "tst_salvoaim.moc"
