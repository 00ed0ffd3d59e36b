// SPDX-License-Identifier: GPL-3.0-or-later
// PeerMatch under Salvo (docs/RULES.md, Salvo; docs/PROTOCOL.md, "salvo"): the two sides of a LAN
// match, each its own PeerMatch, play salvo for salvo exactly as Match plays them (sizes, turns,
// marks at the salvo's end, the end mid-salvo); a wrong salvo of the peer is refused whole; our
// salvo's answers are checked one by one, in order, a lie inside a salvo refused like any other.
#include "matchsuites.h"

#include "core/ai/computeropponent.h"
#include "core/battlepicture.h"
#include "core/randomlayout.h"

#include <QTest>

using namespace seabattle;
using namespace peermatchsuite;

namespace {

Ruleset salvoOf(Ruleset rules)
{
    rules.salvo = true;
    rules.shootAgainAfterHit = false; // Salvo excludes it
    return rules;
}

std::vector<Coord> cellsOf(const char* names)
{
    return cellsNamed(names);
}

// What an outcome says whoever fired it: the same from both sides of the wire.
bool sameAnswer(const ShotOutcome& a, const ShotOutcome& b, bool sameShooter)
{
    const auto turn = [&](std::optional<Player> p) {
        return sameShooter || !p ? p : std::optional(opponent(*p));
    };
    return a.shot.target == b.shot.target && a.result == b.result && a.sunk == b.sunk &&
           a.markedEmpty == b.markedEmpty && a.fleetSunk == b.fleetSunk &&
           turn(a.nextShooter) == b.nextShooter;
}

} // namespace

Q_DECLARE_METATYPE(SalvoError::Kind)

class TestPeerMatchSalvo : public QObject {
    Q_OBJECT

private slots:
    void bothSidesPlayAsMatchDoes_data();
    void bothSidesPlayAsMatchDoes();
    void aWrongSalvoIsRefusedWhole_data();
    void aWrongSalvoIsRefusedWhole();
    void aSalvoIsFiredWhole();
    void answersComeInTheSalvosOrder();
    void aLieInsideASalvoIsRefused();
    void theGameEndsMidSalvo();
};

void TestPeerMatchSalvo::bothSidesPlayAsMatchDoes_data()
{
    QTest::addColumn<Ruleset>("rules");
    QTest::addColumn<quint64>("seed");
    for (quint64 seed : {1u, 2u, 3u}) {
        QTest::newRow(qPrintable(QStringLiteral("Standard, seed %1").arg(seed)))
            << salvoOf(Ruleset::standard()) << seed;
        QTest::newRow(qPrintable(QStringLiteral("Classic (marks around sunk), seed %1").arg(seed)))
            << salvoOf(Ruleset::classic()) << seed;
    }
}

// A's PeerMatch and B's, linked by nothing but the targets and answers the wire would carry, and
// one Match with both fleets: every salvo's size, every answer and every turn agree.
void TestPeerMatchSalvo::bothSidesPlayAsMatchDoes()
{
    QFETCH(Ruleset, rules);
    QFETCH(quint64, seed);
    Rng rng(seed);
    const FleetLayout fleetA = *randomLayout(rules, rng);
    const FleetLayout fleetB = *randomLayout(rules, rng);
    Match match(rules, Player::One);
    QVERIFY(match.submitFleet(Player::One, fleetA) && match.submitFleet(Player::Two, fleetB));
    PeerMatch a(rules, Player::One), b(rules, Player::Two);
    QVERIFY(a.placeFleet(fleetA) && b.placeFleet(fleetB));
    a.peerReady();
    b.peerReady();
    int salvos = 0;
    while (!match.result()) {
        const Player shooter = *match.turn();
        PeerMatch& firing = shooter == Player::One ? a : b;
        PeerMatch& answering = shooter == Player::One ? b : a;
        const int left = match.shotsLeftInSalvo();
        QCOMPARE(firing.shotsLeftInSalvo(), left);
        QCOMPARE(answering.shotsLeftInSalvo(), left);
        QCOMPARE(pictureOf(firing).salvoShots, left);
        const auto targets = chooseSalvo(OpponentLevel::Medium, match.view(shooter), rules, left, rng);
        const auto fired = match.fireSalvo(shooter, targets);
        QVERIFY(fired);
        QVERIFY(firing.fireSalvo(targets));
        QCOMPARE(pictureOf(firing).salvoShots, 0); // nobody fires while the answers travel
        const auto answered = answering.receiveSalvo(targets);
        QVERIFY(answered);
        QCOMPARE(answered->size(), fired->size());
        for (std::size_t i = 0; i < answered->size(); ++i) {
            const ShotOutcome& truth = (*answered)[i];
            const auto taken = firing.receiveAnswer({truth.shot.target, truth.result, truth.sunk});
            QVERIFY(taken);
            QVERIFY(sameAnswer(*taken, truth, false));
            QVERIFY(sameAnswer((*fired)[i], *taken, shooter == Player::One));
        }
        QVERIFY(firing.pendingShots().empty());
        ++salvos;
    }
    QVERIFY(salvos > 2);
    QCOMPARE(a.result()->winner, match.result()->winner);
    QCOMPARE(b.result()->winner, opponent(match.result()->winner));
    QVERIFY(a.checkPeerFleet(fleetB).empty()); // every answer true
    QVERIFY(b.checkPeerFleet(fleetA).empty());
}

void TestPeerMatchSalvo::aWrongSalvoIsRefusedWhole_data()
{
    QTest::addColumn<QByteArray>("targets");
    QTest::addColumn<SalvoError::Kind>("kind");
    QTest::addColumn<int>("index");
    // Standard: 6 ships afloat, J1 to J6 of our sea fired at by the peer's first salvo.
    QTest::newRow("too few") << QByteArray("H1 H2 H3 H4 H5") << SalvoError::Kind::WrongCount << -1;
    QTest::newRow("too many") << QByteArray("H1 H2 H3 H4 H5 H6 H7") << SalvoError::Kind::WrongCount << -1;
    QTest::newRow("a cell twice") << QByteArray("H1 H2 H3 H2 H5 H6") << SalvoError::Kind::DuplicateTarget
                                  << 3;
    QTest::newRow("a cell fired at") << QByteArray("H1 H2 J3 H4 H5 H6") << SalvoError::Kind::AlreadyFiredAt
                                     << 2;
}

void TestPeerMatchSalvo::aWrongSalvoIsRefusedWhole()
{
    QFETCH(QByteArray, targets);
    QFETCH(SalvoError::Kind, kind);
    QFETCH(int, index);
    PeerMatch match = battle(salvoOf(Ruleset::standard()), kStandardOne, Player::Two);
    QVERIFY(match.receiveSalvo(cellsOf("J1 J2 J3 J4 J5 J6")));
    QVERIFY(match.fireSalvo(cellsOf("A1 A2 A3 A4 A5 A6")));
    for (const char* c : {"A1", "A2", "A3", "A4", "A5", "A6"})
        QVERIFY(match.receiveAnswer(miss(c)));
    QCOMPARE(match.turn(), std::optional(Player::Two));
    const PeerMatch before = match;
    const auto refused = match.receiveSalvo(cellsOf(targets.constData()));
    QVERIFY(!refused);
    QCOMPARE(refused.error().kind, kind);
    QCOMPARE(refused.error().index, index);
    QVERIFY(match == before);
}

void TestPeerMatchSalvo::aSalvoIsFiredWhole()
{
    PeerMatch match = battle(salvoOf(Ruleset::standard()), kStandardOne);
    QCOMPARE(errorOf(match.fire(cell("A1"))), std::optional(ShotError::NotYourTurn));
    QCOMPARE(errorOf(match.fireSalvo(cellsOf("A1 A2"))).value().kind, SalvoError::Kind::WrongCount);
    QVERIFY(match.fireSalvo(cellsOf("A1 A2 A3 A4 A5 A6")));
    QCOMPARE(match.pendingShots(), cellsOf("A1 A2 A3 A4 A5 A6"));
    // Our salvo awaits its answers: nobody fires, not the peer either.
    QCOMPARE(errorOf(match.receiveSalvo(cellsOf("J1 J2 J3 J4 J5 J6"))).value().kind,
             SalvoError::Kind::NotYourTurn);
}

void TestPeerMatchSalvo::answersComeInTheSalvosOrder()
{
    PeerMatch match = battle(salvoOf(Ruleset::standard()), kStandardOne);
    QVERIFY(match.fireSalvo(cellsOf("A1 A2 A3 A4 A5 A6")));
    QCOMPARE(errorOf(match.receiveAnswer(miss("A2"))), std::optional(impossible(Kind::WrongCell, "A2")));
    QVERIFY(match.receiveAnswer(miss("A1")));
    QCOMPARE(match.turn(), std::optional(Player::One)); // the salvo is not answered whole yet
    for (const char* c : {"A2", "A3", "A4", "A5"})
        QVERIFY(match.receiveAnswer(miss(c)));
    QCOMPARE(match.turn(), std::optional(Player::One));
    QVERIFY(match.receiveAnswer(miss("A6")));
    QCOMPARE(match.turn(), std::optional(Player::Two));
    QCOMPARE(errorOf(match.receiveAnswer(miss("A7"))), std::optional(impossible(Kind::NoShotPending, "A7")));
}

// A Sunk naming cells never hit, second of the salvo: refused, nothing of it taken.
void TestPeerMatchSalvo::aLieInsideASalvoIsRefused()
{
    PeerMatch match = battle(salvoOf(Ruleset::standard()), kStandardOne);
    QVERIFY(match.fireSalvo(cellsOf("A1 A2 A3 A4 A5 A6")));
    QVERIFY(match.receiveAnswer(hit("A1")));
    const PeerMatch before = match;
    const ShipId destroyer{4, 0};
    QCOMPARE(errorOf(match.receiveAnswer(sunk("A2", destroyer, "A2 A3"))),
             std::optional(impossible(Kind::WrongCells, "A2", destroyer)));
    QVERIFY(match == before);
    QVERIFY(match.receiveAnswer(sunk("A2", destroyer, "A1 A2"))); // the truth goes on
}

// A boat and a destroyer each: a salvo is one shot per ship of the shooter's afloat; ours sinks
// the peer's last ship with its first shot, and the second is never fired.
void TestPeerMatchSalvo::theGameEndsMidSalvo()
{
    Ruleset rules = Ruleset::forPreset(Preset::Custom);
    rules.fleet = {{"Patrol boat", 1, 1}, {"Destroyer", 2, 1}};
    rules.salvo = true;
    PeerMatch match = battle(rules, "A.BB......\n..........\n..........\n..........\n..........\n"
                                    "..........\n..........\n..........\n..........\n..........\n");
    QCOMPARE(match.shotsLeftInSalvo(), 2);
    QVERIFY(match.fireSalvo(cellsOf("J1 J2")));
    QVERIFY(match.receiveAnswer(hit("J1")));
    QVERIFY(match.receiveAnswer(sunk("J2", ShipId{1, 0}, "J1 J2")));
    QCOMPARE(match.shotsLeftInSalvo(), 1); // the peer's: one ship afloat
    QCOMPARE(pictureOf(match).salvoShots, 1);
    QVERIFY(match.receiveSalvo(cellsOf("E5")));
    QCOMPARE(match.shotsLeftInSalvo(), 2); // ours: both afloat
    QVERIFY(match.fireSalvo(cellsOf("E10 F10")));
    QVERIFY(match.receiveAnswer(sunk("E10", ShipId{0, 0}, "E10")));
    QCOMPARE(match.result()->winner, Player::One);
    QVERIFY(match.pendingShots().empty());
    QCOMPARE(match.shots().size(), std::size_t(4)); // F10 never fired
    QCOMPARE(errorOf(match.receiveAnswer(miss("F10"))),
             std::optional(impossible(Kind::NoShotPending, "F10")));
}

QTEST_APPLESS_MAIN(TestPeerMatchSalvo)
#include "tst_peermatch_salvo.moc"
