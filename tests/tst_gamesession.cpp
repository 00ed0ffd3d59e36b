// SPDX-License-Identifier: GPL-3.0-or-later
// A game against the computer: the session applies the rules, the computer answers on a worker
// thread without blocking, and the game reaches its end.
#include "coretestsupport.h"

#include "app/gamesession.h"

#include <QSignalSpy>
#include <QTest>

#include <chrono>

using namespace seabattle;

Q_DECLARE_METATYPE(seabattle::ShotOutcome)
Q_DECLARE_METATYPE(seabattle::MatchResult)

namespace {

Ruleset personFirst(Ruleset rules)
{
    rules.firstShooter = FirstShooter::PlayerOne;
    return rules;
}

// A cell of the computer's sea with no ship: a sure miss.
Coord waterOf(const GameSession& session)
{
    for (int i = 0; i < kCellCount; ++i)
        if (!session.match().fleet(Player::Two)->shipAt(coordAt(i)))
            return coordAt(i);
    return {};
}

// The next cell the person has not fired at, in reading order.
std::optional<Coord> nextTarget(const GameSession& session)
{
    for (int i = 0; i < kCellCount; ++i)
        if (session.match().view(Player::One).canFireAt(coordAt(i)))
            return coordAt(i);
    return std::nullopt;
}

} // namespace

class TestGameSession : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void startsTheBattle();
    void refusesAnIllegalFleet();
    void refusedShotChangesNothing();
    void computerAnswersWithoutBlocking();
    void playsAWholeGame_data();
    void playsAWholeGame();
    void resignationEndsTheGame();
    void closingWhileTheComputerThinks();
};

void TestGameSession::initTestCase()
{
    qRegisterMetaType<ShotOutcome>();
    qRegisterMetaType<MatchResult>();
}

void TestGameSession::startsTheBattle()
{
    GameSession session(personFirst(Ruleset::standard()), OpponentLevel::Medium, 1);
    QSignalSpy turns(&session, &GameSession::turnChanged);
    QVERIFY(session.start(layoutOf(Ruleset::standard(), kStandardOne)).has_value());
    QCOMPARE(session.match().phase(), MatchPhase::Battle);
    QCOMPARE(turns.count(), 1);
    QCOMPARE(turns.first().first().value<Player>(), Player::One);
    QVERIFY(session.match().fleet(Player::Two).has_value()); // the computer laid its fleet
}

void TestGameSession::refusesAnIllegalFleet()
{
    GameSession session(Ruleset::standard(), OpponentLevel::Easy, 1);
    const auto started = session.start(layoutOf(Ruleset::standard(), kStandardTouching));
    QVERIFY(!started.has_value());
    QCOMPARE(started.error().kind, FleetRejection::Kind::IllegalLayout);
    QCOMPARE(session.match().phase(), MatchPhase::Placement);
}

void TestGameSession::refusedShotChangesNothing()
{
    GameSession session(personFirst(withShootAgain(Ruleset::standard(), true)), OpponentLevel::Easy, 1);
    QVERIFY(session.start(layoutOf(Ruleset::standard(), kStandardOne)).has_value());
    QCOMPARE(session.fire({10, 3}), std::optional<ShotError>(ShotError::OutsideGrid));
    const Coord ship = session.match().fleet(Player::Two)->placements().front().bow;
    QVERIFY(!session.fire(ship).has_value()); // a hit: under shoot-again the person goes on
    QSignalSpy shots(&session, &GameSession::shotResolved);
    QCOMPARE(session.fire(ship), std::optional<ShotError>(ShotError::AlreadyFiredAt));
    QCOMPARE(shots.count(), 0);
    QCOMPARE(session.match().turn(), std::optional<Player>(Player::One));
}

void TestGameSession::computerAnswersWithoutBlocking()
{
    GameSession session(personFirst(Ruleset::standard()), OpponentLevel::Admiral, 3);
    session.setComputerDelay(std::chrono::milliseconds(50));
    QVERIFY(session.start(layoutOf(Ruleset::standard(), kStandardOne)).has_value());
    QSignalSpy shots(&session, &GameSession::shotResolved);
    const Coord water = waterOf(session);
    QVERIFY(!session.fire(water).has_value());
    // fire() returned at once: the person's miss is announced, the computer is still thinking.
    QCOMPARE(shots.count(), 1);
    QVERIFY(session.isComputerThinking());
    QCOMPARE(session.match().turn(), std::optional<Player>(Player::Two));
    QCOMPARE(session.fire(water), std::optional<ShotError>(ShotError::NotYourTurn));
    QTRY_COMPARE_WITH_TIMEOUT(shots.count(), 2, 5000);
    const auto computerShot = shots.last().first().value<ShotOutcome>();
    QCOMPARE(computerShot.shot.shooter, Player::Two);
    QCOMPARE(session.match().view(Player::Two).shotsFired(), 1);
}

void TestGameSession::playsAWholeGame_data()
{
    QTest::addColumn<Ruleset>("rules");
    QTest::newRow("Standard") << Ruleset::standard();
    QTest::newRow("Classic, shoot again") << Ruleset::classic();
    QTest::newRow("Hasbro") << Ruleset::hasbro();
}

void TestGameSession::playsAWholeGame()
{
    QFETCH(Ruleset, rules);
    const char* fleet = rules.preset == Preset::Classic ? kClassicOne
                        : rules.preset == Preset::Hasbro ? kHasbroOne
                                                          : kStandardOne;
    GameSession session(rules, OpponentLevel::Hard, 7);
    session.setComputerDelay(std::chrono::milliseconds(0));
    QSignalSpy over(&session, &GameSession::matchOver);
    QVERIFY(session.start(layoutOf(rules, fleet)).has_value());
    while (over.isEmpty()) {
        if (session.match().turn() == Player::One)
            QVERIFY(!session.fire(*nextTarget(session)).has_value());
        else
            QTest::qWait(1); // the computer's turn: let its worker and timer run
        QVERIFY(session.match().view(Player::One).shotsFired() <= kCellCount);
    }
    QCOMPARE(over.count(), 1);
    const auto result = over.first().first().value<MatchResult>();
    QCOMPARE(result.reason, EndReason::FleetSunk);
    QCOMPARE(session.match().view(result.winner).hits(), rules.fleetCells());
    QVERIFY(!session.isComputerThinking());
}

void TestGameSession::resignationEndsTheGame()
{
    GameSession session(personFirst(Ruleset::standard()), OpponentLevel::Easy, 1);
    QVERIFY(session.start(layoutOf(Ruleset::standard(), kStandardOne)).has_value());
    QSignalSpy over(&session, &GameSession::matchOver);
    session.resign();
    QCOMPARE(over.count(), 1);
    const auto result = over.first().first().value<MatchResult>();
    QCOMPARE(result.winner, Player::Two);
    QCOMPARE(result.reason, EndReason::Resignation);
    QCOMPARE(session.fire({0, 0}), std::optional<ShotError>(ShotError::MatchOver));
}

void TestGameSession::closingWhileTheComputerThinks()
{
    auto* session = new GameSession(Ruleset::classic(), OpponentLevel::Admiral, 5);
    Ruleset rules = Ruleset::classic();
    QVERIFY(session->start(layoutOf(rules, kClassicOne)).has_value());
    if (session->match().turn() == Player::One)
        (void)session->fire(waterOf(*session)); // a miss hands the turn over
    QVERIFY(session->isComputerThinking());
    delete session; // must neither crash nor leave the worker writing to freed memory
}

QTEST_GUILESS_MAIN(TestGameSession)
#include "tst_gamesession.moc"
