// SPDX-License-Identifier: GPL-3.0-or-later
// PeerMatch, the local player's side (Player::One) of a match against a network peer whose fleet
// stays hidden, and its ends: forfeits, the peer convicted, and whole games against an honest peer,
// which must agree with Match, the judge, shot for shot. Fixtures are drawn in the layout text form
// of core/layouttext.h; cells are named as players name them ("G3"). The other themes are the
// tst_peermatch_* beside it.
#include "matchsuites.h"

#include "core/answer.h"
#include "core/layouttext.h"
#include "core/match.h"
#include "core/peermatch.h"
#include "core/revealcheck.h"

#include <QTest>

#include <optional>
#include <vector>

using namespace seabattle;
using namespace peermatchsuite;

namespace {

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

class TestPeerMatchEndings : public QObject {
    Q_OBJECT

private slots:
    // Forfeits and convictions
    void forfeitEndsMatch_data();
    void forfeitEndsMatch();
    void forfeitRefused();
    void convictPeer_data();
    void convictPeer();

    // Property: with an honest peer, PeerMatch is Match seen from Player One
    void agreesWithMatch_data();
    void agreesWithMatch();
};

// ---------------------------------------------------------------------------------------------
// Forfeits and convictions

void TestPeerMatchEndings::forfeitEndsMatch_data()
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

void TestPeerMatchEndings::forfeitEndsMatch()
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

void TestPeerMatchEndings::forfeitRefused()
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

void TestPeerMatchEndings::convictPeer_data()
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

void TestPeerMatchEndings::convictPeer()
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
// Property: with an honest peer, PeerMatch is Match seen from Player One

void TestPeerMatchEndings::agreesWithMatch_data()
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

void TestPeerMatchEndings::agreesWithMatch()
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

QTEST_APPLESS_MAIN(TestPeerMatchEndings)
#include "tst_peermatch_endings.moc"
