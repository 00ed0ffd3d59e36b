// SPDX-License-Identifier: GPL-3.0-or-later
// PeerMatch, the local player's side (Player::One) of a match against a network peer whose fleet
// stays hidden, before the first shot: our fleet locked in, legal or refused, and the peer ready.
// Fixtures are drawn in the layout text form of core/layouttext.h; cells are named as players name
// them ("G3"). The other themes are the tst_peermatch_* beside it.
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

class TestPeerMatchPlacement : public QObject {
    Q_OBJECT

private slots:
    // Placement
    void placementRefusesShotsAndAnswers();
    void battleStartsWhenBothFleetsAreIn_data();
    void battleStartsWhenBothFleetsAreIn();
    void illegalFleetRejected_data();
    void illegalFleetRejected();
    void secondFleetRejected();
};

// ---------------------------------------------------------------------------------------------
// Placement

void TestPeerMatchPlacement::placementRefusesShotsAndAnswers()
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

void TestPeerMatchPlacement::battleStartsWhenBothFleetsAreIn_data()
{
    QTest::addColumn<Player>("first");
    QTest::addColumn<bool>("fleetFirst"); // our fleet is placed before the peer is ready

    QTest::newRow("we fire first, our fleet first") << Player::One << true;
    QTest::newRow("we fire first, the peer ready first") << Player::One << false;
    QTest::newRow("the peer fires first, our fleet first") << Player::Two << true;
    QTest::newRow("the peer fires first, the peer ready first") << Player::Two << false;
}

void TestPeerMatchPlacement::battleStartsWhenBothFleetsAreIn()
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

void TestPeerMatchPlacement::illegalFleetRejected_data()
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

void TestPeerMatchPlacement::illegalFleetRejected()
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

void TestPeerMatchPlacement::secondFleetRejected()
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

QTEST_APPLESS_MAIN(TestPeerMatchPlacement)
#include "tst_peermatch_placement.moc"
