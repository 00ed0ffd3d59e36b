// SPDX-License-Identifier: GPL-3.0-or-later
// PeerMatch, the local player's side (Player::One) of a match against a network peer whose fleet
// stays hidden, shots both ways: ours await the peer's answer, whose truth passes the turn, marks
// around a sunk ship and ends the match; the peer's are answered truthfully. Fixtures are drawn in
// the layout text form of core/layouttext.h; cells are named as players name them ("G3"). The
// other themes are the tst_peermatch_* beside it.
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

class TestPeerMatchShots : public QObject {
    Q_OBJECT

private slots:
    // Our shots
    void ourShotAccepted();
    void ourShotRefused_data();
    void ourShotRefused();

    // The peer's answers, accepted
    void answerPassesTheTurn_data();
    void answerPassesTheTurn();
    void marksAroundSunkUnderClassic();
    void lastShipSunkWins();

    // The peer's shots
    void peerShotRefused();
    void peerShotAnsweredTruthfully();
    void peerWinsWhenOurFleetIsSunk();
};

// ---------------------------------------------------------------------------------------------
// Our shots

void TestPeerMatchShots::ourShotAccepted()
{
    PeerMatch match = battle(Ruleset::standard(), kStandardOne);
    const ShotChart before = match.view(Player::One);
    const auto fired = match.fire(cell("E10"));
    QVERIFY(fired);
    QCOMPARE(*fired, (Shot{Player::One, cell("E10")}));
    QCOMPARE(match.pendingShot(), std::optional<Coord>(cell("E10")));
    // Nothing is known until the answer comes: the turn stays ours, the view and records are untouched.
    QCOMPARE(match.turn(), std::optional<Player>(Player::One));
    QVERIFY(match.view(Player::One) == before);
    QVERIFY(match.shots().empty());
    QVERIFY(match.answers().empty());

    QVERIFY(match.receiveAnswer(miss("E10")));
    QCOMPARE(match.pendingShot(), std::optional<Coord>());
    QCOMPARE(match.shots(), (std::vector<Shot>{{Player::One, cell("E10")}}));
    QVERIFY(match.answers() == std::vector<ShotReport>{miss("E10")});
}

void TestPeerMatchShots::ourShotRefused_data()
{
    QTest::addColumn<Player>("first");
    QTest::addColumn<bool>("peerToFire");    // our last shot missed and the peer has not fired yet
    QTest::addColumn<QByteArray>("pending"); // a shot of ours awaiting its answer, if any
    QTest::addColumn<Coord>("target");
    QTest::addColumn<ShotError>("error");

    const Player one = Player::One;
    QTest::newRow("the peer fires first")
        << Player::Two << false << QByteArray() << cell("E10") << ShotError::NotYourTurn;
    QTest::newRow("the peer's turn after our Miss")
        << one << true << QByteArray() << cell("E10") << ShotError::NotYourTurn;
    QTest::newRow("an answer awaited")
        << one << false << QByteArray("E10") << cell("F10") << ShotError::NotYourTurn;
    QTest::newRow("the awaited cell again")
        << one << false << QByteArray("E10") << cell("E10") << ShotError::NotYourTurn;
    QTest::newRow("column 10") << one << false << QByteArray() << Coord{10, 0} << ShotError::OutsideGrid;
    QTest::newRow("column -1") << one << false << QByteArray() << Coord{-1, 3} << ShotError::OutsideGrid;
    QTest::newRow("row 10") << one << false << QByteArray() << Coord{0, 10} << ShotError::OutsideGrid;
    QTest::newRow("row -1") << one << false << QByteArray() << Coord{3, -1} << ShotError::OutsideGrid;
    QTest::newRow("far away") << one << false << QByteArray() << Coord{1000, -1000} << ShotError::OutsideGrid;
    QTest::newRow("our Miss") << one << false << QByteArray() << cell("J1") << ShotError::AlreadyFiredAt;
    QTest::newRow("our Hit") << one << false << QByteArray() << cell("A1") << ShotError::AlreadyFiredAt;
    QTest::newRow("our Sunk") << one << false << QByteArray() << cell("J10") << ShotError::AlreadyFiredAt;
}

void TestPeerMatchShots::ourShotRefused()
{
    QFETCH(Player, first);
    QFETCH(bool, peerToFire);
    QFETCH(QByteArray, pending);
    QFETCH(Coord, target);
    QFETCH(ShotError, error);

    // Standard, the turn passes every shot; the peer's fleet is kStandardTwo, answered honestly:
    // a Miss at J1, a Hit at A1 (its Carrier), a Sunk at J10 (its Patrol boat).
    const Ruleset rules = Ruleset::standard();
    const FleetLayout theirs = layoutOf(rules, kStandardTwo);
    PeerMatch match = battle(rules, kStandardOne, first);
    if (first == Player::One) {
        for (const char* name : {"J1", "A1", "J10"})
            QVERIFY(exchange(match, honestAnswer(match, theirs, cell(name))));
        QCOMPARE(match.view(Player::One).at(cell("J10")), CellKnowledge::Sunk);
        if (peerToFire)
            QVERIFY(exchange(match, honestAnswer(match, theirs, cell("I1"))));
        else
            QVERIFY(peerMisses(match));
        if (!pending.isEmpty())
            QVERIFY(match.fire(cell(pending.constData())));
    }

    const PeerMatch before = match;
    const auto fired = match.fire(target);
    QVERIFY(!fired);
    QCOMPARE(fired.error(), error);
    QVERIFY(match == before);
    QCOMPARE(match.pendingShot(),
             pending.isEmpty() ? std::optional<Coord>() : std::optional<Coord>(cell(pending.constData())));
}

// ---------------------------------------------------------------------------------------------
// The peer's answers, accepted

void TestPeerMatchShots::answerPassesTheTurn_data()
{
    QTest::addColumn<bool>("shootAgain");
    QTest::addColumn<Coord>("target");
    QTest::addColumn<ShotResult>("result");
    QTest::addColumn<Player>("next");

    // The peer's fleet is kStandardTwo: water at J1, its Carrier at A1, its Patrol boat at J10.
    QTest::newRow("Miss") << false << cell("J1") << ShotResult::Miss << Player::Two;
    QTest::newRow("Hit") << false << cell("A1") << ShotResult::Hit << Player::Two;
    QTest::newRow("Sunk") << false << cell("J10") << ShotResult::Sunk << Player::Two;
    QTest::newRow("Miss, shoot again") << true << cell("J1") << ShotResult::Miss << Player::Two;
    QTest::newRow("Hit, shoot again") << true << cell("A1") << ShotResult::Hit << Player::One;
    QTest::newRow("Sunk, shoot again") << true << cell("J10") << ShotResult::Sunk << Player::One;
}

void TestPeerMatchShots::answerPassesTheTurn()
{
    QFETCH(bool, shootAgain);
    QFETCH(Coord, target);
    QFETCH(ShotResult, result);
    QFETCH(Player, next);

    const Ruleset rules = withShootAgain(Ruleset::standard(), shootAgain);
    PeerMatch match = battle(rules, kStandardOne);
    QVERIFY(match.fire(target));
    const ShotReport answer = honestAnswer(match, layoutOf(rules, kStandardTwo), target);
    QCOMPARE(answer.result, result);
    const auto received = match.receiveAnswer(answer);
    QVERIFY(received);
    QCOMPARE(received->shot, (Shot{Player::One, target}));
    QCOMPARE(received->result, result);
    QVERIFY(received->sunk == answer.sunk);
    QVERIFY(received->markedEmpty.empty()); // Standard marks nothing
    QVERIFY(!received->fleetSunk);
    QCOMPARE(received->nextShooter, std::optional<Player>(next));
    QCOMPARE(match.turn(), std::optional<Player>(next));
    QCOMPARE(match.pendingShot(), std::optional<Coord>());
    QVERIFY(match.answers() == std::vector<ShotReport>{answer});
    QCOMPARE(match.shots(), (std::vector<Shot>{{Player::One, target}}));
    QCOMPARE(match.view(Player::One).shotsFired(), 1);
    QCOMPARE(match.view(Player::One).at(target), result == ShotResult::Miss  ? CellKnowledge::Miss
                                                 : result == ShotResult::Hit ? CellKnowledge::Hit
                                                                             : CellKnowledge::Sunk);
    QCOMPARE(match.shipsAfloat(Player::Two), result == ShotResult::Sunk ? 5 : 6);
    QVERIFY(match.view(Player::Two) == ShotChart{}); // our own sea is untouched
}

void TestPeerMatchShots::marksAroundSunkUnderClassic()
{
    // Classic: shoot again, marks. The peer's fleet is kClassicTwo, answered honestly: a Torpedo
    // boat in the corner A10, the Battleship A1–D1.
    const Ruleset rules = Ruleset::classic();
    const FleetLayout theirs = layoutOf(rules, kClassicTwo);
    PeerMatch match = battle(rules, kClassicOne);
    const auto answerAt = [&](const char* name) -> Expected<ShotOutcome, ImpossibleAnswer> {
        if (!match.fire(cell(name)))
            qFatal("shot at %s refused", name);
        return match.receiveAnswer(honestAnswer(match, theirs, cell(name)));
    };

    auto received = answerAt("B9");
    QVERIFY(received && received->result == ShotResult::Miss);
    QVERIFY(peerMisses(match));
    received = answerAt("A10");
    QVERIFY(received);
    QCOMPARE(received->result, ShotResult::Sunk);
    QCOMPARE(received->sunk->ship, (ShipId{3, 0}));
    QCOMPARE(received->markedEmpty, cellsNamed("A9 B10")); // B9 was fired at already
    QCOMPARE(match.view(Player::One).at(cell("A9")), CellKnowledge::MarkedEmpty);
    QCOMPARE(match.view(Player::One).at(cell("B10")), CellKnowledge::MarkedEmpty);
    QCOMPARE(match.view(Player::One).at(cell("B9")), CellKnowledge::Miss);
    QCOMPARE(match.turn(), std::optional<Player>(Player::One));

    // A marked cell may not be fired at.
    const PeerMatch before = match;
    const auto fired = match.fire(cell("A9"));
    QVERIFY(!fired);
    QCOMPARE(fired.error(), ShotError::KnownEmpty);
    QVERIFY(match == before);

    for (const char* name : {"A1", "B1", "C1"}) {
        received = answerAt(name);
        QVERIFY(received && received->result == ShotResult::Hit && received->markedEmpty.empty());
        QCOMPARE(match.turn(), std::optional<Player>(Player::One));
    }
    received = answerAt("D1");
    QVERIFY(received);
    QCOMPARE(received->sunk->ship, (ShipId{0, 0}));
    QCOMPARE(received->markedEmpty, cellsNamed("E1 A2 B2 C2 D2 E2"));
    for (Coord c : cellsNamed("E1 A2 B2 C2 D2 E2"))
        QCOMPARE(match.view(Player::One).at(c), CellKnowledge::MarkedEmpty);
    QCOMPARE(countCells(match.view(Player::One), CellKnowledge::MarkedEmpty), 8);
}

void TestPeerMatchShots::lastShipSunkWins()
{
    // Standard: our shots at every cell of the peer's fleet (kStandardTwo) in reading order,
    // answered honestly, the peer missing in between. Only the sixth Sunk ends the match.
    const Ruleset rules = Ruleset::standard();
    const FleetLayout theirs = layoutOf(rules, kStandardTwo);
    PeerMatch match = battle(rules, kStandardOne);
    int sunkShips = 0;
    for (int i = 0; i < kCellCount && match.phase() == MatchPhase::Battle; ++i) {
        const Coord c = coordAt(i);
        if (!theirs.shipAt(c))
            continue;
        if (match.turn() == Player::Two)
            QVERIFY(peerMisses(match));
        QVERIFY(match.fire(c));
        const auto received = match.receiveAnswer(honestAnswer(match, theirs, c));
        QVERIFY(received);
        sunkShips += received->result == ShotResult::Sunk ? 1 : 0;
        const bool last = sunkShips == rules.shipCount();
        QCOMPARE(received->fleetSunk, last);
        QCOMPARE(received->nextShooter, last ? std::optional<Player>() : std::optional<Player>(Player::Two));
        QCOMPARE(match.shipsAfloat(Player::Two), rules.shipCount() - sunkShips);
    }
    QCOMPARE(sunkShips, 6);
    QCOMPARE(match.view(Player::One).hits(), rules.fleetCells());
    QCOMPARE(match.result(), std::optional<MatchResult>(MatchResult{Player::One, EndReason::FleetSunk}));
    QCOMPARE(match.phase(), MatchPhase::Over);
    QCOMPARE(match.turn(), std::optional<Player>());
    QCOMPARE(match.pendingShot(), std::optional<Coord>());

    // Over: no more shots either way, and no answer is awaited.
    const PeerMatch before = match;
    QCOMPARE(errorOf(match.fire(cell("J1"))), std::optional(ShotError::MatchOver));
    QCOMPARE(errorOf(match.receiveShot(cell("J1"))), std::optional(ShotError::MatchOver));
    QCOMPARE(errorOf(match.receiveAnswer(miss("J1"))), std::optional(impossible(Kind::NoShotPending, "J1")));
    QVERIFY(match == before);
    QVERIFY(match.checkPeerFleet(theirs).empty());
}

// ---------------------------------------------------------------------------------------------
// The peer's shots

void TestPeerMatchShots::peerShotRefused()
{
    const Ruleset rules = Ruleset::standard();
    PeerMatch match = battle(rules, kStandardOne);
    const auto refuses = [&match](Coord target, ShotError error) {
        const PeerMatch before = match;
        const auto received = match.receiveShot(target);
        return !received && received.error() == error && match == before;
    };

    QVERIFY(refuses(cell("J10"), ShotError::NotYourTurn)); // our turn
    QVERIFY(match.fire(cell("E10")));
    QVERIFY(refuses(cell("J10"), ShotError::NotYourTurn)); // our shot awaits its answer
    QVERIFY(match.receiveAnswer(miss("E10")));

    QVERIFY(refuses(Coord{10, 0}, ShotError::OutsideGrid));
    QVERIFY(refuses(Coord{-1, 9}, ShotError::OutsideGrid));
    QVERIFY(refuses(Coord{4, 10}, ShotError::OutsideGrid));
    QVERIFY(match.receiveShot(cell("J10")));
    QVERIFY(exchange(match, miss("F10")));
    QVERIFY(refuses(cell("J10"), ShotError::AlreadyFiredAt));
    QVERIFY(match.receiveShot(cell("A1"))); // our Carrier hit
    QVERIFY(exchange(match, miss("G10")));
    QVERIFY(refuses(cell("A1"), ShotError::AlreadyFiredAt));

    // Classic: the peer sinks our Torpedo boat at D5 and may not fire around it.
    PeerMatch classic = battle(Ruleset::classic(), kClassicOne, Player::Two);
    const auto received = classic.receiveShot(cell("D5"));
    QVERIFY(received && received->result == ShotResult::Sunk);
    QCOMPARE(received->markedEmpty, cellsNamed("C4 D4 E4 C5 E5 C6 D6 E6"));
    QCOMPARE(classic.turn(), std::optional<Player>(Player::Two)); // shoot again
    const PeerMatch before = classic;
    const auto refused = classic.receiveShot(cell("C4"));
    QVERIFY(!refused);
    QCOMPARE(refused.error(), ShotError::KnownEmpty);
    QVERIFY(classic == before);
}

void TestPeerMatchShots::peerShotAnsweredTruthfully()
{
    // Standard with shoot again, our fleet kStandardOne; the peer fires first. Each outcome is
    // answerShot()'s on our fleet and what the peer knows, and only the peer's view learns it.
    const Ruleset rules = withShootAgain(Ruleset::standard(), true);
    const FleetLayout ours = layoutOf(rules, kStandardOne);
    PeerMatch match = battle(rules, kStandardOne, Player::Two);
    const struct {
        const char* target;
        ShotResult result;
        std::optional<SunkShip> sunk;
        Player next;
    } shots[] = {
        {"J10", ShotResult::Miss, std::nullopt, Player::One},
        {"J7", ShotResult::Sunk, SunkShip{{5, 0}, cellsNamed("J7")}, Player::Two},
        {"H5", ShotResult::Hit, std::nullopt, Player::Two},
        {"G5", ShotResult::Sunk, SunkShip{{4, 0}, cellsNamed("G5 H5")}, Player::Two},
        {"C3", ShotResult::Hit, std::nullopt, Player::Two},
        {"C4", ShotResult::Miss, std::nullopt, Player::One},
    };
    int n = 0;
    for (const auto& s : shots) {
        if (match.turn() == Player::One)
            QVERIFY(exchange(match, {coordAt(n++), ShotResult::Miss, std::nullopt}));
        const Shot shot{Player::Two, cell(s.target)};
        const ShotOutcome truth = answerShot(ours, match.view(Player::Two), rules, shot);
        const ShotChart ourView = match.view(Player::One);
        const auto received = match.receiveShot(shot.target);
        QVERIFY(received);
        QVERIFY(*received == truth);
        QCOMPARE(received->result, s.result);
        QVERIFY(received->sunk == s.sunk);
        QCOMPARE(received->nextShooter, std::optional<Player>(s.next));
        QCOMPARE(match.turn(), std::optional<Player>(s.next));
        QCOMPARE(match.shots().back(), shot);
        QVERIFY(match.view(Player::One) == ourView);
        QCOMPARE(match.view(Player::Two).at(shot.target), s.result == ShotResult::Miss ? CellKnowledge::Miss
                                                          : s.result == ShotResult::Hit
                                                              ? CellKnowledge::Hit
                                                              : CellKnowledge::Sunk);
    }
    QCOMPARE(match.shipsAfloat(Player::One), 4);
    QCOMPARE(match.view(Player::Two).hits(), 4);       // J7, H5, G5, C3
    QVERIFY(match.answers().size() == std::size_t(n)); // only our shots have answers
}

void TestPeerMatchShots::peerWinsWhenOurFleetIsSunk()
{
    // One boat: the peer's first shot at it wins.
    {
        PeerMatch match = battle(oneBoat(), kBoatAtE4, Player::Two);
        const auto received = match.receiveShot(cell("E4"));
        QVERIFY(received && received->fleetSunk && !received->nextShooter);
        QCOMPARE(match.result(), std::optional<MatchResult>(MatchResult{Player::Two, EndReason::FleetSunk}));
        QCOMPARE(match.phase(), MatchPhase::Over);
        QCOMPARE(match.shipsAfloat(Player::One), 0);
        QCOMPARE(errorOf(match.fire(cell("A1"))), std::optional(ShotError::MatchOver));
    }
    // Standard: the peer fires at every cell of our fleet in reading order while we miss; the
    // seventeenth hit, and only it, wins.
    const Ruleset rules = Ruleset::standard();
    PeerMatch match = battle(rules, kStandardOne, Player::Two);
    int hits = 0;
    int ours = 0;
    for (int i = 0; i < kCellCount; ++i) {
        const Coord c = coordAt(i);
        if (!match.fleet(Player::One)->shipAt(c))
            continue;
        if (match.turn() == Player::One)
            QVERIFY(exchange(match, {coordAt(kCellCount - 1 - ours++), ShotResult::Miss, std::nullopt}));
        const auto received = match.receiveShot(c);
        QVERIFY(received);
        ++hits;
        QCOMPARE(received->fleetSunk, hits == rules.fleetCells());
        QCOMPARE(match.result().has_value(), hits == rules.fleetCells());
    }
    QCOMPARE(match.result(), std::optional<MatchResult>(MatchResult{Player::Two, EndReason::FleetSunk}));
    QCOMPARE(match.shipsAfloat(Player::One), 0);
    QCOMPARE(match.shipsAfloat(Player::Two), 6);
}

QTEST_APPLESS_MAIN(TestPeerMatchShots)
#include "tst_peermatch_shots.moc"
