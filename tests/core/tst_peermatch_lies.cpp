// SPDX-License-Identifier: GPL-3.0-or-later
// PeerMatch, the local player's side (Player::One) of a match against a network peer whose fleet
// stays hidden, and the peer's lies: every answer no fleet could give is refused at once, and
// without a trace; a lie only its fleet can prove is named when the peer reveals it. Fixtures are
// drawn in the layout text form of core/layouttext.h; cells are named as players name them
// ("G3"). The other themes are the tst_peermatch_* beside it.
#include "matchsuites.h"

#include "core/answer.h"
#include "core/layouttext.h"
#include "core/peermatch.h"
#include "core/revealcheck.h"

#include <QTest>

#include <optional>
#include <vector>

using namespace seabattle;
using namespace peermatchsuite;

namespace {

// Hasbro (ships may touch, the turn passes every shot), our fleet kHasbroOne. The peer answered:
// Hit at A5, B5, C5, C6 and D6, Miss at E5, Hit at D3, then Sunk at D4 (its Destroyer, D3–D4).
// With `pending`, our shot at D5 awaits its answer: it may be the Submarine's last cell (B5–D5).
//
//        A B C D E
//     3  . . . S .
//     4  . . . S .
//     5  H H H ? M
//     6  . . H H .
PeerMatch hitsAroundD5(bool pending)
{
    const Ruleset rules = Ruleset::hasbro();
    PeerMatch match = battle(rules, kHasbroOne);
    for (const ShotReport& a : {hit("A5"), hit("B5"), hit("C5"), hit("C6"), hit("D6"), miss("E5"), hit("D3"),
                                sunk("D4", {4, 0}, "D3 D4")})
        if (!exchange(match, a))
            qFatal("the fixture's answers are refused");
    if (pending && !(peerMisses(match) && match.fire(cell("D5"))))
        qFatal("the fixture's shot at D5 is refused");
    return match;
}

// Custom, a fleet of two Torpedo boats; the cells a sunk one proves empty are marked.
Ruleset twoBoatsMarked()
{
    Ruleset rules = Ruleset::forPreset(Preset::Custom);
    rules.fleet = {{"Torpedo boat", 1, 2}};
    rules.markAroundSunk = true;
    return rules;
}

// Custom, a Destroyer and a Patrol boat: three cells.
Ruleset destroyerAndBoat()
{
    Ruleset rules = Ruleset::forPreset(Preset::Custom);
    rules.fleet = {{"Destroyer", 2, 1}, {"Patrol boat", 1, 1}};
    return rules;
}

constexpr const char* kTwoBoats = "A.B.......\n"
                                  "..........\n"
                                  "..........\n"
                                  "..........\n"
                                  "..........\n"
                                  "..........\n"
                                  "..........\n"
                                  "..........\n"
                                  "..........\n"
                                  "..........\n";
constexpr const char* kDestroyerAndBoat = "AA.B......\n"
                                          "..........\n"
                                          "..........\n"
                                          "..........\n"
                                          "..........\n"
                                          "..........\n"
                                          "..........\n"
                                          "..........\n"
                                          "..........\n"
                                          "..........\n";

} // namespace

class TestPeerMatchLies : public QObject {
    Q_OBJECT

private slots:
    // The peer's impossible answers
    void impossibleAnswerRefused_data();
    void impossibleAnswerRefused();
    void aTrueSunkIsAccepted();
    void missesEverywhereCannotHideTheFleet();
    void marksAroundASunkShipCanLeaveNoRoom();
    void everyCellHitButAShipAfloat();

    // The reveal
    void aLieIsNamedAtTheReveal();
};

// ---------------------------------------------------------------------------------------------
// The peer's impossible answers

void TestPeerMatchLies::impossibleAnswerRefused_data()
{
    QTest::addColumn<bool>("pending"); // our shot at D5 awaits its answer (see hitsAroundD5())
    QTest::addColumn<ShotReport>("answer");
    QTest::addColumn<ImpossibleAnswer>("refusal");

    const ShipId submarine{3, 0};
    QTest::newRow("no shot fired") << false << miss("D5") << impossible(Kind::NoShotPending, "D5");
    QTest::newRow("a second answer to an answered shot")
        << false << hit("C6") << impossible(Kind::NoShotPending, "C6");
    QTest::newRow("a Sunk with no shot fired")
        << false << sunk("D5", submarine, "B5 C5 D5") << impossible(Kind::NoShotPending, "D5", submarine);

    QTest::newRow("another cell") << true << miss("D6") << impossible(Kind::WrongCell, "D6");
    QTest::newRow("a cell answered before") << true << hit("A5") << impossible(Kind::WrongCell, "A5");

    QTest::newRow("Sunk naming no ship") << true << ShotReport{cell("D5"), ShotResult::Sunk, std::nullopt}
                                         << impossible(Kind::SunkWithoutShip, "D5");
    QTest::newRow("Hit naming a ship")
        << true << ShotReport{cell("D5"), ShotResult::Hit, SunkShip{submarine, cellsNamed("B5 C5 D5")}}
        << impossible(Kind::SunkWithoutShip, "D5", submarine);
    QTest::newRow("Miss naming a ship")
        << true << ShotReport{cell("D5"), ShotResult::Miss, SunkShip{submarine, cellsNamed("B5 C5 D5")}}
        << impossible(Kind::SunkWithoutShip, "D5", submarine);

    // Hasbro has five classes of one ship each.
    QTest::newRow("a sixth class") << true << sunk("D5", {5, 0}, "D5")
                                   << impossible(Kind::NotInFleet, "D5", ShipId{5, 0});
    QTest::newRow("a second Carrier")
        << true << sunk("D5", {0, 1}, "A5 B5 C5 D5 E5") << impossible(Kind::NotInFleet, "D5", ShipId{0, 1});
    QTest::newRow("class -1") << true << sunk("D5", {-1, 0}, "D5")
                              << impossible(Kind::NotInFleet, "D5", ShipId{-1, 0});
    QTest::newRow("number -1") << true << sunk("D5", {3, -1}, "B5 C5 D5")
                               << impossible(Kind::NotInFleet, "D5", ShipId{3, -1});

    // Cells that would fit the Destroyer, but it sank at D3–D4.
    QTest::newRow("the Destroyer again")
        << true << sunk("D5", {4, 0}, "C5 D5") << impossible(Kind::AlreadySunk, "D5", ShipId{4, 0});

    // The Submarine is three cells long: B5 C5 D5 would be true.
    QTest::newRow("too short") << true << sunk("D5", submarine, "C5 D5")
                               << impossible(Kind::WrongCells, "D5", submarine);
    QTest::newRow("too long") << true << sunk("D5", submarine, "A5 B5 C5 D5")
                              << impossible(Kind::WrongCells, "D5", submarine);
    QTest::newRow("the Battleship in three cells")
        << true << sunk("D5", {1, 0}, "B5 C5 D5") << impossible(Kind::WrongCells, "D5", ShipId{1, 0});
    QTest::newRow("not straight") << true << sunk("D5", submarine, "C5 C6 D5")
                                  << impossible(Kind::WrongCells, "D5", submarine);
    QTest::newRow("a gap in the line")
        << true << sunk("D5", submarine, "A5 B5 D5") << impossible(Kind::WrongCells, "D5", submarine);
    QTest::newRow("a cell twice") << true << sunk("D5", submarine, "C5 D5 D5")
                                  << impossible(Kind::WrongCells, "D5", submarine);
    QTest::newRow("not through the target")
        << true << sunk("D5", submarine, "A5 B5 C5") << impossible(Kind::WrongCells, "D5", submarine);
    QTest::newRow("a cell never fired at")
        << true << sunk("D5", submarine, "D5 D6 D7") << impossible(Kind::WrongCells, "D5", submarine);
    QTest::newRow("cells never fired at")
        << true << sunk("D5", {1, 0}, "D5 D6 D7 D8") << impossible(Kind::WrongCells, "D5", ShipId{1, 0});
    QTest::newRow("a cell answered Miss")
        << true << sunk("D5", submarine, "C5 D5 E5") << impossible(Kind::WrongCells, "D5", submarine);
    QTest::newRow("cells of the sunk Destroyer")
        << true << sunk("D5", submarine, "D3 D4 D5") << impossible(Kind::WrongCells, "D5", submarine);
    QTest::newRow("off the grid")
        << true
        << ShotReport{cell("D5"), ShotResult::Sunk,
                      SunkShip{{0, 0}, {Coord{-1, 4}, cell("A5"), cell("B5"), cell("C5"), cell("D5")}}}
        << impossible(Kind::WrongCells, "D5", ShipId{0, 0});
}

void TestPeerMatchLies::impossibleAnswerRefused()
{
    QFETCH(bool, pending);
    QFETCH(ShotReport, answer);
    QFETCH(ImpossibleAnswer, refusal);

    PeerMatch match = hitsAroundD5(pending);
    QCOMPARE(match.pendingShot(), pending ? std::optional<Coord>(cell("D5")) : std::optional<Coord>());
    const PeerMatch before = match;
    const auto received = match.receiveAnswer(answer);
    QVERIFY(!received);
    QCOMPARE(received.error(), refusal);
    // Nothing changed: the shot still awaits its answer, and a possible one is still accepted.
    QVERIFY(match == before);
    if (pending) {
        QVERIFY(match.receiveAnswer(miss("D5")));
        QCOMPARE(match.view(Player::One).at(cell("D5")), CellKnowledge::Miss);
    }
}

void TestPeerMatchLies::aTrueSunkIsAccepted()
{
    // The control of impossibleAnswerRefused(): the Submarine sunk at B5–D5, in any order, is possible.
    for (const char* cells : {"B5 C5 D5", "D5 B5 C5"}) {
        PeerMatch match = hitsAroundD5(true);
        const auto received = match.receiveAnswer(sunk("D5", {3, 0}, cells));
        QVERIFY(received);
        QCOMPARE(received->result, ShotResult::Sunk);
        QCOMPARE(match.view(Player::One).sunkShips().size(), std::size_t(2));
        for (const char* name : {"B5", "C5", "D5"})
            QCOMPARE(match.view(Player::One).at(cell(name)), CellKnowledge::Sunk);
        QCOMPARE(match.view(Player::One).at(cell("A5")), CellKnowledge::Hit);
        QCOMPARE(match.shipsAfloat(Player::Two), 3);
    }
}

void TestPeerMatchLies::missesEverywhereCannotHideTheFleet()
{
    // Standard: 17 ship cells. The peer answers Miss to every shot in reading order: 83 Misses leave
    // exactly 17 unknown cells, the 84th would leave 16.
    const Ruleset rules = Ruleset::standard();
    PeerMatch match = battle(rules, kStandardOne);
    for (int i = 0; i < kCellCount - rules.fleetCells(); ++i)
        QVERIFY2(exchange(match, {coordAt(i), ShotResult::Miss, std::nullopt}),
                 formatCoord(coordAt(i)).c_str());
    QCOMPARE(countCells(match.view(Player::One), CellKnowledge::Unknown), rules.fleetCells());

    const Coord last = coordAt(kCellCount - rules.fleetCells());
    QVERIFY(peerMisses(match));
    QVERIFY(match.fire(last));
    const PeerMatch before = match;
    const auto received = match.receiveAnswer({last, ShotResult::Miss, std::nullopt});
    QVERIFY(!received);
    QCOMPARE(received.error(), (ImpossibleAnswer{Kind::FleetCannotHide, last, std::nullopt}));
    QVERIFY(match == before);
    // A Hit there leaves the 17 cells the fleet needs (16 unknown and the hit).
    QVERIFY(match.receiveAnswer({last, ShotResult::Hit, std::nullopt}));
}

void TestPeerMatchLies::marksAroundASunkShipCanLeaveNoRoom()
{
    // Two Torpedo boats, no contact, marks. Every cell but E5 and its eight neighbours answered
    // Miss, then E5 answered Sunk: its marks leave no cell for the other boat.
    const Ruleset rules = twoBoatsMarked();
    QVERIFY(checkRuleset(rules).empty());
    PeerMatch match = battle(rules, kTwoBoats);
    QCOMPARE(match.phase(), MatchPhase::Battle);
    const Coord e5 = cell("E5");
    for (int i = 0; i < kCellCount; ++i) {
        const Coord c = coordAt(i);
        if (c != e5 && contactBetween(c, e5) == Contact::None)
            QVERIFY2(exchange(match, {c, ShotResult::Miss, std::nullopt}), formatCoord(c).c_str());
    }
    QCOMPARE(countCells(match.view(Player::One), CellKnowledge::Unknown), 9);
    QVERIFY(peerMisses(match));
    QVERIFY(match.fire(e5));
    const PeerMatch before = match;
    const auto received = match.receiveAnswer(sunk("E5", {0, 0}, "E5"));
    QVERIFY(!received);
    QCOMPARE(received.error(), impossible(Kind::FleetCannotHide, "E5", ShipId{0, 0}));
    QVERIFY(match == before);
    // A Miss there leaves the eight neighbours unknown: room enough for two boats.
    QVERIFY(match.receiveAnswer(miss("E5")));
}

void TestPeerMatchLies::everyCellHitButAShipAfloat()
{
    // One boat of one cell: a mere Hit would hit every cell of the fleet without sinking it.
    {
        PeerMatch match = battle(oneBoat(), kBoatAtE4);
        QVERIFY(match.fire(cell("J10")));
        const PeerMatch before = match;
        const auto received = match.receiveAnswer(hit("J10"));
        QVERIFY(!received);
        QCOMPARE(received.error(), impossible(Kind::UnsunkFleet, "J10"));
        QVERIFY(match == before);
        QVERIFY(match.receiveAnswer(sunk("J10", {0, 0}, "J10")));
        QCOMPARE(match.result(), std::optional<MatchResult>(MatchResult{Player::One, EndReason::FleetSunk}));
    }
    // A Destroyer and a Patrol boat (three cells): two Hits apart, then the Patrol boat "sunk"
    // elsewhere makes three cells hit with the Destroyer still afloat.
    {
        const Ruleset rules = destroyerAndBoat();
        PeerMatch match = battle(rules, kDestroyerAndBoat);
        QVERIFY(exchange(match, hit("A1")));
        QVERIFY(exchange(match, hit("C3")));
        QVERIFY(peerMisses(match));
        QVERIFY(match.fire(cell("E5")));
        const PeerMatch before = match;
        for (const ShotReport& answer : {sunk("E5", {1, 0}, "E5"), hit("E5")}) {
            const auto received = match.receiveAnswer(answer);
            QVERIFY(!received);
            QCOMPARE(
                received.error(),
                (ImpossibleAnswer{Kind::UnsunkFleet, cell("E5"),
                                  answer.sunk ? std::optional<ShipId>(answer.sunk->ship) : std::nullopt}));
            QVERIFY(match == before);
        }
        QVERIFY(match.receiveAnswer(miss("E5")));
    }
}

// ---------------------------------------------------------------------------------------------
// The reveal

void TestPeerMatchLies::aLieIsNamedAtTheReveal()
{
    // Standard; the peer's fleet is kStandardOne. It answers Miss at G5, where its Destroyer lies,
    // then truly at A1 and J10.
    const Ruleset rules = Ruleset::standard();
    const FleetLayout theirs = layoutOf(rules, kStandardOne);
    PeerMatch match = battle(rules, kStandardTwo);
    QVERIFY(exchange(match, miss("G5"))); // the lie: nothing proves it yet
    QVERIFY(exchange(match, honestAnswer(match, theirs, cell("A1"))));
    QVERIFY(exchange(match, honestAnswer(match, theirs, cell("J10"))));
    QCOMPARE(match.answers().size(), std::size_t(3));
    QVERIFY(match.forfeit(Player::Two, EndReason::Resignation));

    // The reveal shows it: one violation, naming the answer, the cell and the ship.
    const auto violations = match.checkPeerFleet(theirs);
    QCOMPARE(violations.size(), std::size_t(1));
    const Violation expected{
        .kind = Violation::Kind::FalseMiss, .answer = 0, .target = cell("G5"), .ship = ShipId{4, 0}};
    QVERIFY(violations.front() == expected);
    QCOMPARE(violations.front().ship, std::optional<ShipId>(ShipId{4, 0}));
    QCOMPARE(*match.fleet(Player::Two), theirs); // kept, to be shown

    // The same answers with the truth at G5 accuse no one.
    PeerMatch honest = battle(rules, kStandardTwo);
    for (const char* name : {"G5", "A1", "J10"})
        QVERIFY(exchange(honest, honestAnswer(honest, theirs, cell(name))));
    QVERIFY(honest.checkPeerFleet(theirs).empty());

    // The lie proven, the peer's resignation becomes our win by its violation.
    match.convictPeer();
    QCOMPARE(match.result(), std::optional<MatchResult>(MatchResult{Player::One, EndReason::RuleViolation}));
}

QTEST_APPLESS_MAIN(TestPeerMatchLies)
#include "tst_peermatch_lies.moc"
