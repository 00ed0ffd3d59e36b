// SPDX-License-Identifier: GPL-3.0-or-later
// PeerMatch, the local player's side of a match against a network peer whose fleet stays hidden:
// placement, our shots and the peer's answers (every answer no fleet could give is refused, and
// refused without a trace), the peer's shots answered truthfully, forfeits and convictions, and the
// check of the fleet the peer reveals. Fed by an honest peer it must agree with Match, the judge,
// shot for shot. Player::One is the local player. Fixtures are drawn in the layout text form of
// core/layouttext.h; cells are named as players name them ("G3").
#include "coretestsupport.h"

#include "core/answer.h"
#include "core/layouttext.h"
#include "core/peermatch.h"
#include "core/revealcheck.h"

#include <QTest>

#include <optional>
#include <string>
#include <vector>

using namespace seabattle;

// Printers for the types only this suite compares; the shared ones are in coretestsupport.h.
namespace seabattle {

namespace {

std::string textOf(Coord c)
{
    if (isOnBoard(c))
        return formatCoord(c);
    return "{" + std::to_string(c.column) + ", " + std::to_string(c.row) + "}";
}

std::string textOf(ShipId ship)
{
    return "ShipId{" + std::to_string(ship.shipClass) + ", " + std::to_string(ship.number) + "}";
}

} // namespace

char* toString(Coord c)
{
    return qstrdup(textOf(c).c_str());
}
char* toString(const std::optional<Coord>& c)
{
    return c ? toString(*c) : qstrdup("nullopt");
}
char* toString(ShipId ship)
{
    return qstrdup(textOf(ship).c_str());
}
char* toString(const std::optional<ShipId>& ship)
{
    return ship ? toString(*ship) : qstrdup("nullopt");
}
char* toString(ShotResult r)
{
    return nameOf(r, {"Miss", "Hit", "Sunk"});
}
char* toString(CellKnowledge k)
{
    return nameOf(k, {"Unknown", "Miss", "Hit", "Sunk", "MarkedEmpty"});
}
char* toString(ForfeitError e)
{
    return nameOf(e, {"MatchOver", "NotAForfeit"});
}

const char* const kImpossibleKindNames[] = {"NoShotPending", "WrongCell",  "SunkWithoutShip", "NotInFleet",
                                            "AlreadySunk",   "WrongCells", "FleetCannotHide", "UnsunkFleet"};

char* toString(ImpossibleAnswer::Kind k)
{
    return nameOf(k, kImpossibleKindNames);
}

char* toString(const ImpossibleAnswer& a)
{
    const auto i = std::size_t(a.kind);
    std::string text = std::string("{") +
                       (i < std::size(kImpossibleKindNames) ? kImpossibleKindNames[i] : "?") + ", " +
                       textOf(a.target) + ", " + (a.ship ? textOf(*a.ship) : std::string("nullopt")) + "}";
    return qstrdup(text.c_str());
}

template <class T> char* toString(const std::optional<T>& value)
{
    return value ? toString(*value) : qstrdup("nullopt");
}

char* toString(const std::vector<Coord>& cells)
{
    std::string text;
    for (Coord c : cells)
        text += (text.empty() ? "" : " ") + textOf(c);
    return qstrdup(("[" + text + "]").c_str());
}

} // namespace seabattle

Q_DECLARE_METATYPE(seabattle::Coord)
Q_DECLARE_METATYPE(seabattle::FleetLayout)
Q_DECLARE_METATYPE(seabattle::ShotResult)
Q_DECLARE_METATYPE(seabattle::ShotReport)
Q_DECLARE_METATYPE(seabattle::ImpossibleAnswer)
Q_DECLARE_METATYPE(std::optional<seabattle::MatchResult>)

namespace {

using Kind = ImpossibleAnswer::Kind;

ShotReport miss(const char* target)
{
    return {cell(target), ShotResult::Miss, std::nullopt};
}
ShotReport hit(const char* target)
{
    return {cell(target), ShotResult::Hit, std::nullopt};
}
ShotReport sunk(const char* target, ShipId ship, const char* cells)
{
    return {cell(target), ShotResult::Sunk, SunkShip{ship, cellsNamed(cells)}};
}

ImpossibleAnswer impossible(Kind kind, const char* target, std::optional<ShipId> ship = std::nullopt)
{
    return {kind, cell(target), ship};
}

// Our fleet locked in and the peer ready: the battle has begun. The caller verifies phase().
PeerMatch battle(const Ruleset& rules, const char* ours, Player first = Player::One)
{
    PeerMatch match(rules, first);
    (void)match.placeFleet(layoutOf(rules, ours));
    match.peerReady();
    return match;
}

// The peer fires once at water of our fleet, the last such cell in reading order it may fire at,
// which hands the turn back to us under every ruleset.
bool peerMisses(PeerMatch& match)
{
    if (match.turn() != Player::Two)
        return false;
    for (int i = kCellCount - 1; i >= 0; --i) {
        const Coord c = coordAt(i);
        if (!match.fleet(Player::One)->shipAt(c) && match.view(Player::Two).canFireAt(c)) {
            const auto fired = match.receiveShot(c);
            return fired && fired->result == ShotResult::Miss && match.turn() == Player::One;
        }
    }
    return false;
}

// We fire at answer.target (the peer missing first if it is its turn) and the peer answers
// `answer`: true when the shot and the answer were both accepted.
bool exchange(PeerMatch& match, const ShotReport& answer)
{
    if (match.turn() == Player::Two && !peerMisses(match))
        return false;
    return match.fire(answer.target) && match.receiveAnswer(answer);
}

// The answer `fleet` truly gives to our shot at `target`, as far as we know its sea.
ShotReport honestAnswer(const PeerMatch& match, const FleetLayout& fleet, Coord target)
{
    const ShotOutcome truth =
        answerShot(fleet, match.view(Player::One), match.rules(), {Player::One, target});
    return {target, truth.result, truth.sunk};
}

int countCells(const ShotChart& view, CellKnowledge knowledge)
{
    int n = 0;
    for (int i = 0; i < kCellCount; ++i)
        n += view.at(coordAt(i)) == knowledge ? 1 : 0;
    return n;
}

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

// Why a call was refused; nullopt if it was accepted (where error() would throw).
template <class T, class E> std::optional<E> errorOf(const Expected<T, E>& done)
{
    return done ? std::nullopt : std::optional<E>(done.error());
}

// Everything the two judges show agrees, and PeerMatch awaits no answer.
bool agrees(const PeerMatch& peer, const Match& match)
{
    return peer.phase() == match.phase() && peer.turn() == match.turn() && peer.result() == match.result() &&
           peer.view(Player::One) == match.view(Player::One) &&
           peer.view(Player::Two) == match.view(Player::Two) &&
           peer.shipsAfloat(Player::One) == match.shipsAfloat(Player::One) &&
           peer.shipsAfloat(Player::Two) == match.shipsAfloat(Player::Two) && !peer.pendingShot() &&
           peer.fleet(Player::One) == match.fleet(Player::One) && peer.shots() == match.history().shots;
}

} // namespace

class TestPeerMatch : public QObject {
    Q_OBJECT

private slots:
    // Placement
    void placementRefusesShotsAndAnswers();
    void battleStartsWhenBothFleetsAreIn_data();
    void battleStartsWhenBothFleetsAreIn();
    void illegalFleetRejected_data();
    void illegalFleetRejected();
    void secondFleetRejected();

    // Our shots
    void ourShotAccepted();
    void ourShotRefused_data();
    void ourShotRefused();

    // The peer's answers
    void impossibleAnswerRefused_data();
    void impossibleAnswerRefused();
    void aTrueSunkIsAccepted();
    void missesEverywhereCannotHideTheFleet();
    void marksAroundASunkShipCanLeaveNoRoom();
    void everyCellHitButAShipAfloat();
    void answerPassesTheTurn_data();
    void answerPassesTheTurn();
    void marksAroundSunkUnderClassic();
    void lastShipSunkWins();

    // The peer's shots
    void peerShotRefused();
    void peerShotAnsweredTruthfully();
    void peerWinsWhenOurFleetIsSunk();

    // Forfeits and convictions
    void forfeitEndsMatch_data();
    void forfeitEndsMatch();
    void forfeitRefused();
    void convictPeer_data();
    void convictPeer();

    // The reveal
    void aLieIsNamedAtTheReveal();

    // Property: with an honest peer, PeerMatch is Match seen from Player One
    void agreesWithMatch_data();
    void agreesWithMatch();
};

// ---------------------------------------------------------------------------------------------
// Placement

void TestPeerMatch::placementRefusesShotsAndAnswers()
{
    const Ruleset rules = Ruleset::standard();
    PeerMatch match(rules, Player::One);
    QCOMPARE(match.phase(), MatchPhase::Placement);
    QCOMPARE(match.turn(), std::optional<Player>());
    QCOMPARE(match.result(), std::optional<MatchResult>());
    QVERIFY(!match.fleet(Player::One) && !match.fleet(Player::Two));
    QVERIFY(!match.isPeerReady());

    // Our fleet in, the peer not ready: still nothing may be fired or answered.
    QVERIFY(match.placeFleet(layoutOf(rules, kStandardOne)));
    QCOMPARE(match.phase(), MatchPhase::Placement);
    QCOMPARE(match.turn(), std::optional<Player>());
    const PeerMatch before = match;
    const auto fired = match.fire(cell("A1"));
    QVERIFY(!fired);
    QCOMPARE(fired.error(), ShotError::NotInBattle);
    const auto received = match.receiveShot(cell("A1"));
    QVERIFY(!received);
    QCOMPARE(received.error(), ShotError::NotInBattle);
    const auto answered = match.receiveAnswer(miss("A1"));
    QVERIFY(!answered);
    QCOMPARE(answered.error(), impossible(Kind::NoShotPending, "A1"));
    QVERIFY(match == before);
    QCOMPARE(match.pendingShot(), std::optional<Coord>());
}

void TestPeerMatch::battleStartsWhenBothFleetsAreIn_data()
{
    QTest::addColumn<Player>("first");
    QTest::addColumn<bool>("fleetFirst"); // our fleet is placed before the peer is ready

    QTest::newRow("we fire first, our fleet first") << Player::One << true;
    QTest::newRow("we fire first, the peer ready first") << Player::One << false;
    QTest::newRow("the peer fires first, our fleet first") << Player::Two << true;
    QTest::newRow("the peer fires first, the peer ready first") << Player::Two << false;
}

void TestPeerMatch::battleStartsWhenBothFleetsAreIn()
{
    QFETCH(Player, first);
    QFETCH(bool, fleetFirst);
    const Ruleset rules = Ruleset::standard();
    const FleetLayout ours = layoutOf(rules, kStandardOne);
    PeerMatch match(rules, first);
    QCOMPARE(match.firstShooter(), first);

    if (fleetFirst)
        QVERIFY(match.placeFleet(ours));
    else
        match.peerReady();
    QCOMPARE(match.isPeerReady(), !fleetFirst);
    QCOMPARE(match.fleet(Player::One).has_value(), fleetFirst);
    // Half way: the battle waits for the other side.
    QCOMPARE(match.phase(), MatchPhase::Placement);
    QCOMPARE(match.turn(), std::optional<Player>());
    QCOMPARE(errorOf(match.fire(cell("E10"))), std::optional(ShotError::NotInBattle));
    QCOMPARE(errorOf(match.receiveShot(cell("E10"))), std::optional(ShotError::NotInBattle));

    if (fleetFirst)
        match.peerReady();
    else
        QVERIFY(match.placeFleet(ours));
    QCOMPARE(match.phase(), MatchPhase::Battle);
    QCOMPARE(match.turn(), std::optional<Player>(first));
    QVERIFY(match.isPeerReady());
    QCOMPARE(*match.fleet(Player::One), ours);
    QVERIFY(!match.fleet(Player::Two)); // hidden until revealed

    // A second "ready" changes nothing.
    const PeerMatch before = match;
    match.peerReady();
    QVERIFY(match == before);

    // The first shooter may fire, the other may not.
    if (first == Player::One) {
        QCOMPARE(errorOf(match.receiveShot(cell("E10"))), std::optional(ShotError::NotYourTurn));
        QVERIFY(match.fire(cell("E10")));
    } else {
        QCOMPARE(errorOf(match.fire(cell("E10"))), std::optional(ShotError::NotYourTurn));
        QVERIFY(match.receiveShot(cell("E10")));
    }
}

void TestPeerMatch::illegalFleetRejected_data()
{
    QTest::addColumn<Ruleset>("rules");
    QTest::addColumn<FleetLayout>("fleet");
    QTest::addColumn<std::vector<LayoutProblem>>("problems");
    QTest::addColumn<QByteArray>("legal");

    using PKind = LayoutProblem::Kind;
    const Ruleset standard = Ruleset::standard();
    QTest::newRow("side contact under Standard") << standard << layoutOf(standard, kStandardTouching)
                                                 << std::vector<LayoutProblem>{{.kind = PKind::Touching,
                                                                                .ships = {{2, 0}, {3, 0}},
                                                                                .cells = {cell("F3")},
                                                                                .contact = Contact::Side}}
                                                 << QByteArray(kStandardOne);

    FleetLayout noPatrolBoat = layoutOf(standard, kStandardOne);
    noPatrolBoat.remove({5, 0});
    QTest::newRow("no Patrol boat")
        << standard << noPatrolBoat
        << std::vector<LayoutProblem>{{.kind = PKind::WrongCount, .shipClass = 5, .expected = 1, .actual = 0}}
        << QByteArray(kStandardOne);

    const Ruleset hasbro = Ruleset::hasbro();
    FleetLayout overlap = layoutOf(hasbro, kHasbroOne);
    overlap.place({{4, 0}, cell("E1"), Orientation::Horizontal, 2});
    QTest::newRow("overlap under Hasbro") << hasbro << overlap
                                          << std::vector<LayoutProblem>{{.kind = PKind::Overlap,
                                                                         .ships = {{0, 0}, {4, 0}},
                                                                         .cells = {cell("E1")}}}
                                          << QByteArray(kHasbroOne);
}

void TestPeerMatch::illegalFleetRejected()
{
    QFETCH(Ruleset, rules);
    QFETCH(FleetLayout, fleet);
    QFETCH(std::vector<LayoutProblem>, problems);
    QFETCH(QByteArray, legal);

    PeerMatch match(rules, Player::One);
    match.peerReady(); // even with the peer ready, an illegal fleet does not start the battle
    const PeerMatch before = match;
    const auto placed = match.placeFleet(fleet);
    QVERIFY(!placed);
    QCOMPARE(placed.error().kind, FleetRejection::Kind::IllegalLayout);
    QCOMPARE(placed.error().problems.size(), problems.size());
    QVERIFY(placed.error().problems == problems);
    QVERIFY(match == before);
    QCOMPARE(match.phase(), MatchPhase::Placement);
    QVERIFY(!match.fleet(Player::One));

    // The player may try again.
    QVERIFY(match.placeFleet(layoutOf(rules, legal.constData())));
    QCOMPARE(match.phase(), MatchPhase::Battle);
}

void TestPeerMatch::secondFleetRejected()
{
    const Ruleset rules = Ruleset::standard();
    PeerMatch match(rules, Player::One);
    QVERIFY(match.placeFleet(layoutOf(rules, kStandardOne)));

    // Locked in, even while the peer is not ready, even for another legal fleet.
    PeerMatch before = match;
    auto again = match.placeFleet(layoutOf(rules, kStandardTwo));
    QVERIFY(!again);
    QCOMPARE(again.error().kind, FleetRejection::Kind::AlreadySubmitted);
    QVERIFY(again.error().problems.empty());
    QVERIFY(match == before);

    // In battle.
    match.peerReady();
    before = match;
    again = match.placeFleet(layoutOf(rules, kStandardTwo));
    QVERIFY(!again);
    QCOMPARE(again.error().kind, FleetRejection::Kind::NotInPlacement);
    QVERIFY(match == before);

    // Once the match ended in placement, no fleet comes in.
    PeerMatch ended(rules, Player::One);
    QVERIFY(ended.forfeit(Player::Two, EndReason::Disconnection));
    before = ended;
    again = ended.placeFleet(layoutOf(rules, kStandardOne));
    QVERIFY(!again);
    QCOMPARE(again.error().kind, FleetRejection::Kind::NotInPlacement);
    ended.peerReady();
    QVERIFY(ended == before);
    QVERIFY(!ended.isPeerReady());
    QCOMPARE(ended.phase(), MatchPhase::Over);
}

// ---------------------------------------------------------------------------------------------
// Our shots

void TestPeerMatch::ourShotAccepted()
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

void TestPeerMatch::ourShotRefused_data()
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

void TestPeerMatch::ourShotRefused()
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
// The peer's answers

void TestPeerMatch::impossibleAnswerRefused_data()
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

void TestPeerMatch::impossibleAnswerRefused()
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

void TestPeerMatch::aTrueSunkIsAccepted()
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

void TestPeerMatch::missesEverywhereCannotHideTheFleet()
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

void TestPeerMatch::marksAroundASunkShipCanLeaveNoRoom()
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

void TestPeerMatch::everyCellHitButAShipAfloat()
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

void TestPeerMatch::answerPassesTheTurn_data()
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

void TestPeerMatch::answerPassesTheTurn()
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

void TestPeerMatch::marksAroundSunkUnderClassic()
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

void TestPeerMatch::lastShipSunkWins()
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

void TestPeerMatch::peerShotRefused()
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

void TestPeerMatch::peerShotAnsweredTruthfully()
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

void TestPeerMatch::peerWinsWhenOurFleetIsSunk()
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

// ---------------------------------------------------------------------------------------------
// Forfeits and convictions

void TestPeerMatch::forfeitEndsMatch_data()
{
    QTest::addColumn<QString>("when"); // placement, battle, or pending (our shot awaits its answer)
    QTest::addColumn<Player>("loser");
    QTest::addColumn<EndReason>("reason");

    QTest::newRow("we resign") << "battle" << Player::One << EndReason::Resignation;
    QTest::newRow("the peer resigns") << "battle" << Player::Two << EndReason::Resignation;
    QTest::newRow("the peer leaves while our shot awaits its answer")
        << "pending" << Player::Two << EndReason::Disconnection;
    QTest::newRow("we resign while our shot awaits its answer")
        << "pending" << Player::One << EndReason::Resignation;
    QTest::newRow("the peer breaks a rule") << "battle" << Player::Two << EndReason::RuleViolation;
    QTest::newRow("we leave in placement") << "placement" << Player::One << EndReason::Disconnection;
}

void TestPeerMatch::forfeitEndsMatch()
{
    QFETCH(QString, when);
    QFETCH(Player, loser);
    QFETCH(EndReason, reason);

    const Ruleset rules = Ruleset::standard();
    PeerMatch match(rules, Player::One);
    if (when != QLatin1String("placement")) {
        match = battle(rules, kStandardOne);
        QVERIFY(exchange(match, miss("J1")));
        QVERIFY(peerMisses(match));
    }
    if (when == QLatin1String("pending"))
        QVERIFY(match.fire(cell("J2")));

    QVERIFY(match.forfeit(loser, reason));
    QCOMPARE(match.result(), std::optional<MatchResult>(MatchResult{opponent(loser), reason}));
    QCOMPARE(match.phase(), MatchPhase::Over);
    QCOMPARE(match.turn(), std::optional<Player>());
    QCOMPARE(match.pendingShot(), std::optional<Coord>());

    // Over: nothing more is fired, answered, placed or forfeited.
    const PeerMatch before = match;
    QCOMPARE(errorOf(match.fire(cell("J3"))), std::optional(ShotError::MatchOver));
    QCOMPARE(errorOf(match.receiveShot(cell("J3"))), std::optional(ShotError::MatchOver));
    QCOMPARE(errorOf(match.receiveAnswer(miss("J2"))), std::optional(impossible(Kind::NoShotPending, "J2")));
    const auto placed = match.placeFleet(layoutOf(rules, kStandardTwo));
    QVERIFY(!placed);
    QCOMPARE(placed.error().kind, FleetRejection::Kind::NotInPlacement);
    QCOMPARE(errorOf(match.forfeit(opponent(loser), EndReason::Resignation)),
             std::optional(ForfeitError::MatchOver));
    QVERIFY(match == before);
}

void TestPeerMatch::forfeitRefused()
{
    PeerMatch match = battle(Ruleset::standard(), kStandardOne);
    QVERIFY(match.fire(cell("J1")));
    const PeerMatch before = match;
    for (Player p : {Player::One, Player::Two}) {
        const auto forfeited = match.forfeit(p, EndReason::FleetSunk);
        QVERIFY(!forfeited);
        QCOMPARE(forfeited.error(), ForfeitError::NotAForfeit);
    }
    QVERIFY(match == before);
    QCOMPARE(match.pendingShot(), std::optional<Coord>(cell("J1")));
}

void TestPeerMatch::convictPeer_data()
{
    QTest::addColumn<QString>("when");
    QTest::addColumn<std::optional<MatchResult>>("resultBefore");

    using R = std::optional<MatchResult>;
    QTest::newRow("in placement") << "placement" << R();
    QTest::newRow("while our shot awaits its answer") << "pending" << R();
    QTest::newRow("after we resigned") << "resigned" << R(MatchResult{Player::Two, EndReason::Resignation});
    QTest::newRow("after the peer sank our fleet")
        << "lost" << R(MatchResult{Player::Two, EndReason::FleetSunk});
    QTest::newRow("after we sank its fleet") << "won" << R(MatchResult{Player::One, EndReason::FleetSunk});
}

void TestPeerMatch::convictPeer()
{
    QFETCH(QString, when);
    QFETCH(std::optional<MatchResult>, resultBefore);

    const Ruleset rules = oneBoat();
    PeerMatch match(rules, Player::One);
    if (when != QLatin1String("placement"))
        match = battle(rules, kBoatAtE4, when == QLatin1String("lost") ? Player::Two : Player::One);
    if (when == QLatin1String("pending"))
        QVERIFY(match.fire(cell("A1")));
    else if (when == QLatin1String("resigned"))
        QVERIFY(match.forfeit(Player::One, EndReason::Resignation));
    else if (when == QLatin1String("lost"))
        QVERIFY(match.receiveShot(cell("E4")));
    else if (when == QLatin1String("won"))
        QVERIFY(exchange(match, sunk("A1", {0, 0}, "A1")));
    QCOMPARE(match.result(), resultBefore);

    match.convictPeer();
    QCOMPARE(match.result(), std::optional<MatchResult>(MatchResult{Player::One, EndReason::RuleViolation}));
    QCOMPARE(match.phase(), MatchPhase::Over);
    QCOMPARE(match.turn(), std::optional<Player>());
    QCOMPARE(match.pendingShot(), std::optional<Coord>());
    QCOMPARE(errorOf(match.fire(cell("B1"))), std::optional(ShotError::MatchOver));
}

// ---------------------------------------------------------------------------------------------
// The reveal

void TestPeerMatch::aLieIsNamedAtTheReveal()
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

// ---------------------------------------------------------------------------------------------
// Property: with an honest peer, PeerMatch is Match seen from Player One

void TestPeerMatch::agreesWithMatch_data()
{
    QTest::addColumn<Ruleset>("rules");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<int>("games");

    QTest::newRow("Standard") << Ruleset::standard() << quint64(7001) << 200;
    QTest::newRow("Standard, shoot again")
        << withShootAgain(Ruleset::standard(), true) << quint64(7002) << 200;
    QTest::newRow("Classic") << Ruleset::classic() << quint64(7003) << 200;
    QTest::newRow("Classic, no shoot again")
        << withShootAgain(Ruleset::classic(), false) << quint64(7004) << 200;
    QTest::newRow("Hasbro") << Ruleset::hasbro() << quint64(7005) << 200;
    QTest::newRow("Hasbro, shoot again") << withShootAgain(Ruleset::hasbro(), true) << quint64(7006) << 200;
    QTest::newRow("Custom, side contact only, marked") << sideContactMarked() << quint64(7007) << 100;
}

void TestPeerMatch::agreesWithMatch()
{
    // Each game of Match, the judge, is mirrored into a PeerMatch from Player One's side: our
    // shots are answered with answerShot() on Player Two's fleet, as an honest peer would. At every
    // step both show the same views, turn, phase and result, every outcome is the same, no honest
    // answer is ever refused, and at the end the revealed fleet agrees with every answer.
    forEachRandomGame([](Match& match, const Ruleset& rules, Rng& rng, const char* where) {
        const FleetLayout ours = *match.fleet(Player::One);
        const FleetLayout theirs = *match.fleet(Player::Two);
        PeerMatch peer(rules, match.firstShooter());
        // Either side may be ready first.
        if (randomChance(rng, 1, 2)) {
            QVERIFY2(peer.placeFleet(ours), where);
            QVERIFY2(peer.phase() == MatchPhase::Placement, where);
            peer.peerReady();
        } else {
            peer.peerReady();
            QVERIFY2(peer.phase() == MatchPhase::Placement, where);
            QVERIFY2(peer.placeFleet(ours), where);
        }
        QVERIFY2(agrees(peer, match), where);

        std::vector<Coord> open;
        while (match.phase() == MatchPhase::Battle) {
            const Player shooter = *match.turn();

            // Now and then a shot that Match refuses: PeerMatch refuses it alike, unchanged, and
            // refuses the player not to fire whatever the cell.
            if (randomChance(rng, 1, 4)) {
                const Coord any = coordAt(int(randomBelow(rng, kCellCount)));
                const PeerMatch before = peer;
                const auto wrongPlayer =
                    shooter == Player::One ? errorOf(peer.receiveShot(any)) : errorOf(peer.fire(any));
                QVERIFY2(wrongPlayer == ShotError::NotYourTurn, where);
                if (const auto error = match.shotError(shooter, any)) {
                    const auto refused =
                        shooter == Player::One ? errorOf(peer.fire(any)) : errorOf(peer.receiveShot(any));
                    QVERIFY2(refused == error, where);
                }
                QVERIFY2(peer == before, where);
            }

            open.clear();
            for (int i = 0; i < kCellCount; ++i)
                if (match.view(shooter).canFireAt(coordAt(i)))
                    open.push_back(coordAt(i));
            QVERIFY2(!open.empty(), where);
            const Coord target = open[std::size_t(randomBelow(rng, open.size()))];

            if (shooter == Player::One) {
                const auto shot = peer.fire(target);
                QVERIFY2(shot && *shot == (Shot{Player::One, target}) && peer.pendingShot() == target, where);
                const ShotOutcome truth =
                    answerShot(theirs, peer.view(Player::One), rules, {Player::One, target});
                const auto received = peer.receiveAnswer({target, truth.result, truth.sunk});
                if (!received) {
                    char* kind = toString(received.error().kind);
                    const QByteArray why = QByteArray(where) + ": an honest answer refused as " + kind;
                    delete[] kind;
                    QFAIL(why.constData());
                }
                const auto fired = match.fire(Player::One, target);
                QVERIFY2(fired && *received == *fired, where);
            } else {
                const auto received = peer.receiveShot(target);
                const auto fired = match.fire(Player::Two, target);
                QVERIFY2(received && fired && *received == *fired, where);
            }
            QVERIFY2(agrees(peer, match), where);
        }

        QVERIFY2(match.result() && match.result()->reason == EndReason::FleetSunk, where);
        QVERIFY2(peer.result() == match.result(), where);
        QVERIFY2(int(peer.answers().size()) == match.view(Player::One).shotsFired(), where);
        QVERIFY2(peer.checkPeerFleet(theirs).empty(), where);
        QVERIFY2(peer.fleet(Player::Two) == theirs, where);
    });
}

QTEST_APPLESS_MAIN(TestPeerMatch)
#include "tst_peermatch.moc"
