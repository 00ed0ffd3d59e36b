// SPDX-License-Identifier: GPL-3.0-or-later
// A game against the computer: the session applies the rules, the computer answers on a worker
// thread without blocking, and the game reaches its end.
#include "coretestsupport.h"

#include "app/session/computersession.h"

#include <QSignalSpy>
#include <QTest>

#include <chrono>
#include <optional>
#include <vector>

using namespace seabattle;

Q_DECLARE_METATYPE(seabattle::ShotOutcome)
Q_DECLARE_METATYPE(seabattle::MatchResult)
Q_DECLARE_METATYPE(std::vector<seabattle::ShotOutcome>)

namespace {

Ruleset personFirst(Ruleset rules)
{
    rules.firstShooter = FirstShooter::PlayerOne;
    return rules;
}

// A cell of the computer's sea with no ship: a sure miss.
Coord waterOf(const ComputerSession& session)
{
    for (int i = 0; i < kCellCount; ++i)
        if (!session.match().fleet(Player::Two)->shipAt(coordAt(i)))
            return coordAt(i);
    return {};
}

// The next cell the person has not fired at, in reading order.
std::optional<Coord> nextTarget(const ComputerSession& session)
{
    for (int i = 0; i < kCellCount; ++i)
        if (session.match().view(Player::One).canFireAt(coordAt(i)))
            return coordAt(i);
    return std::nullopt;
}

} // namespace

class TestComputerSession : public QObject {
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
    void theLoserOfTheLastGameStarts();
    void watchesAWholeGame_data();
    void watchesAWholeGame();
    void pauseHoldsTheComputers();
    void pauseHoldsAShotAlreadyChosen();
    void resignWhileTheComputerThinks_data();
    void resignWhileTheComputerThinks();
    void salvoIsFiredAndAnsweredWhole();
    void watchesAWholeSalvoGame();
};

void TestComputerSession::initTestCase()
{
    qRegisterMetaType<ShotOutcome>();
    qRegisterMetaType<MatchResult>();
    qRegisterMetaType<std::vector<ShotOutcome>>();
}

void TestComputerSession::startsTheBattle()
{
    ComputerSession session(personFirst(Ruleset::standard()), OpponentLevel::Medium, 1);
    QSignalSpy turns(&session, &ComputerSession::turnChanged);
    QVERIFY(session.start(layoutOf(Ruleset::standard(), kStandardOne)).has_value());
    QCOMPARE(session.match().phase(), MatchPhase::Battle);
    QCOMPARE(turns.count(), 1);
    QCOMPARE(turns.first().first().value<Player>(), Player::One);
    QVERIFY(session.match().fleet(Player::Two).has_value()); // the computer laid its fleet
}

void TestComputerSession::refusesAnIllegalFleet()
{
    ComputerSession session(Ruleset::standard(), OpponentLevel::Easy, 1);
    const auto started = session.start(layoutOf(Ruleset::standard(), kStandardTouching));
    QVERIFY(!started.has_value());
    QCOMPARE(started.error().kind, FleetRejection::Kind::IllegalLayout);
    QCOMPARE(session.match().phase(), MatchPhase::Placement);
}

void TestComputerSession::refusedShotChangesNothing()
{
    ComputerSession session(personFirst(withShootAgain(Ruleset::standard(), true)), OpponentLevel::Easy, 1);
    QVERIFY(session.start(layoutOf(Ruleset::standard(), kStandardOne)).has_value());
    QCOMPARE(session.fire({10, 3}), std::optional<ShotError>(ShotError::OutsideGrid));
    const Coord ship = session.match().fleet(Player::Two)->placements().front().bow;
    QVERIFY(!session.fire(ship).has_value()); // a hit: under shoot-again the person goes on
    QSignalSpy shots(&session, &ComputerSession::shotResolved);
    QCOMPARE(session.fire(ship), std::optional<ShotError>(ShotError::AlreadyFiredAt));
    QCOMPARE(shots.count(), 0);
    QCOMPARE(session.match().turn(), std::optional<Player>(Player::One));
}

void TestComputerSession::computerAnswersWithoutBlocking()
{
    ComputerSession session(personFirst(Ruleset::standard()), OpponentLevel::Admiral, 3);
    session.setComputerDelay(std::chrono::milliseconds(50));
    QVERIFY(session.start(layoutOf(Ruleset::standard(), kStandardOne)).has_value());
    QSignalSpy shots(&session, &ComputerSession::shotResolved);
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

void TestComputerSession::playsAWholeGame_data()
{
    QTest::addColumn<Ruleset>("rules");
    QTest::newRow("Standard") << Ruleset::standard();
    QTest::newRow("Classic, shoot again") << Ruleset::classic();
    QTest::newRow("Hasbro") << Ruleset::hasbro();
}

void TestComputerSession::playsAWholeGame()
{
    QFETCH(Ruleset, rules);
    const char* fleet = rules.preset == Preset::Classic  ? kClassicOne
                        : rules.preset == Preset::Hasbro ? kHasbroOne
                                                         : kStandardOne;
    ComputerSession session(rules, OpponentLevel::Hard, 7);
    session.setComputerDelay(std::chrono::milliseconds(0));
    QSignalSpy over(&session, &ComputerSession::matchOver);
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

void TestComputerSession::resignationEndsTheGame()
{
    ComputerSession session(personFirst(Ruleset::standard()), OpponentLevel::Easy, 1);
    QVERIFY(session.start(layoutOf(Ruleset::standard(), kStandardOne)).has_value());
    QSignalSpy over(&session, &ComputerSession::matchOver);
    session.resign();
    QCOMPARE(over.count(), 1);
    const auto result = over.first().first().value<MatchResult>();
    QCOMPARE(result.winner, Player::Two);
    QCOMPARE(result.reason, EndReason::Resignation);
    QCOMPARE(session.fire({0, 0}), std::optional<ShotError>(ShotError::MatchOver));
}

void TestComputerSession::closingWhileTheComputerThinks()
{
    auto* session = new ComputerSession(Ruleset::classic(), OpponentLevel::Admiral, 5);
    Ruleset rules = Ruleset::classic();
    QVERIFY(session->start(layoutOf(rules, kClassicOne)).has_value());
    if (session->match().turn() == Player::One)
        (void)session->fire(waterOf(*session)); // a miss hands the turn over
    QVERIFY(session->isComputerThinking());
    delete session; // must neither crash nor leave the worker writing to freed memory
}

void TestComputerSession::watchesAWholeGame_data()
{
    QTest::addColumn<Ruleset>("rules");
    QTest::newRow("Standard") << Ruleset::standard();
    QTest::newRow("Classic, shoot again") << Ruleset::classic();
}

void TestComputerSession::watchesAWholeGame()
{
    QFETCH(Ruleset, rules);
    // Played twice from the same seed: a watched game is as reproducible as any other.
    std::vector<Shot> firstGame;
    for (int run = 0; run < 2; ++run) {
        ComputerSession session(rules, OpponentLevel::Medium, 21);
        session.setComputerDelay(std::chrono::milliseconds(0));
        QSignalSpy over(&session, &ComputerSession::matchOver);
        QSignalSpy turns(&session, &ComputerSession::turnChanged);
        std::vector<Shot> shots;
        connect(&session, &ComputerSession::shotResolved, &session,
                [&shots](const ShotOutcome& outcome) { shots.push_back(outcome.shot); });
        session.startWatching(OpponentLevel::Easy);

        QVERIFY(session.isWatching());
        QCOMPARE(session.level(), OpponentLevel::Medium);
        QCOMPARE(session.match().phase(), MatchPhase::Battle);
        QVERIFY(session.match().fleet(Player::One).has_value());
        QVERIFY(session.match().fleet(Player::Two).has_value());
        QCOMPARE(turns.count(), 1);
        QCOMPARE(std::optional(turns.first().first().value<Player>()), session.match().turn());
        QVERIFY(session.isComputerThinking()); // whoever fires first is a computer
        // The person only watches: no shot of theirs is taken, whoever's turn it is.
        QCOMPARE(session.fire({0, 0}), std::optional<ShotError>(ShotError::NotYourTurn));
        QCOMPARE(session.match().view(Player::One).shotsFired(), 0);
        QVERIFY(shots.empty());

        QTRY_VERIFY_WITH_TIMEOUT(!over.isEmpty(), 15000);
        QTest::qWait(20); // nothing more comes
        QCOMPARE(over.count(), 1);
        const auto result = over.first().first().value<MatchResult>();
        QCOMPARE(result.reason, EndReason::FleetSunk);
        QCOMPARE(std::optional(result), session.match().result());
        QCOMPARE(session.match().view(result.winner).hits(), rules.fleetCells());
        QVERIFY(session.match().view(opponent(result.winner)).hits() < rules.fleetCells());
        QCOMPARE(int(shots.size()), session.match().view(Player::One).shotsFired() +
                                        session.match().view(Player::Two).shotsFired());
        QVERIFY(session.match().view(Player::One).shotsFired() > 0); // both computers fired
        QVERIFY(session.match().view(Player::Two).shotsFired() > 0);
        QVERIFY(!session.isComputerThinking());
        QCOMPARE(session.fire({0, 0}), std::optional<ShotError>(ShotError::NotYourTurn));

        if (run == 0) {
            firstGame = shots;
        } else {
            QCOMPARE(shots.size(), firstGame.size());
            for (std::size_t i = 0; i < shots.size(); ++i) {
                QCOMPARE(shots[i].shooter, firstGame[i].shooter);
                QVERIFY2(shots[i].target == firstGame[i].target, qPrintable(QString::number(i)));
            }
        }
    }
}

void TestComputerSession::pauseHoldsTheComputers()
{
    ComputerSession session(Ruleset::standard(), OpponentLevel::Medium, 5);
    session.setComputerDelay(std::chrono::milliseconds(20));
    QSignalSpy shots(&session, &ComputerSession::shotResolved);
    session.startWatching(OpponentLevel::Easy);
    QVERIFY(!session.isPaused());

    // Paused before the first shot: the first computer's choice is held.
    session.setPaused(true);
    QVERIFY(session.isPaused());
    QTest::qWait(300);
    QCOMPARE(shots.count(), 0);
    QCOMPARE(session.match().view(Player::One).shotsFired() + session.match().view(Player::Two).shotsFired(),
             0);
    session.setPaused(false);
    QVERIFY(!session.isPaused());
    QTRY_VERIFY_WITH_TIMEOUT(shots.count() >= 3, 5000);

    // Paused mid-game, as a shot is announced: the count stops there.
    int pausedAt = -1;
    const auto pauser = connect(&session, &ComputerSession::shotResolved, &session, [&] {
        if (pausedAt < 0) {
            session.setPaused(true);
            pausedAt = session.match().view(Player::One).shotsFired() +
                       session.match().view(Player::Two).shotsFired();
        }
    });
    QTRY_VERIFY_WITH_TIMEOUT(pausedAt >= 0, 5000);
    disconnect(pauser);
    const int counted = shots.count();
    QTest::qWait(300);
    QCOMPARE(shots.count(), counted);
    QCOMPARE(session.match().view(Player::One).shotsFired() + session.match().view(Player::Two).shotsFired(),
             pausedAt);
    QVERIFY(!session.match().result());

    // Resumed: the shots go on.
    session.setPaused(false);
    QTRY_VERIFY_WITH_TIMEOUT(shots.count() >= counted + 3, 5000);
}

void TestComputerSession::pauseHoldsAShotAlreadyChosen()
{
    // A person presses Pause at any moment, most often while the computer's chosen shot waits
    // out the delay between shots: that shot is held too.
    ComputerSession session(Ruleset::standard(), OpponentLevel::Medium, 5);
    session.setComputerDelay(std::chrono::milliseconds(200));
    QSignalSpy shots(&session, &ComputerSession::shotResolved);
    session.startWatching(OpponentLevel::Easy);
    QVERIFY(shots.wait(5000));
    QTest::qWait(100); // the next shot is chosen (in microseconds) and waits for its 200 ms
    QVERIFY(session.isComputerThinking());
    QVERIFY(!session.match().result());
    const int counted = shots.count();
    session.setPaused(true);
    QTest::qWait(400);
    QCOMPARE(shots.count(), counted);

    session.setPaused(false);
    QTRY_VERIFY_WITH_TIMEOUT(shots.count() > counted, 5000);
}

void TestComputerSession::resignWhileTheComputerThinks_data()
{
    QTest::addColumn<int>("waitBefore"); // ms between handing the turn over and resigning
    QTest::newRow("choosing its shot") << 0;
    QTest::newRow("waiting to fire it") << 100;
}

void TestComputerSession::resignWhileTheComputerThinks()
{
    QFETCH(int, waitBefore);
    ComputerSession session(personFirst(Ruleset::standard()), OpponentLevel::Medium, 4);
    session.setComputerDelay(std::chrono::milliseconds(200));
    QVERIFY(session.start(layoutOf(Ruleset::standard(), kStandardOne)).has_value());
    QVERIFY(!session.fire(waterOf(session)).has_value()); // a miss: the computer fires next
    QCOMPARE(session.match().turn(), std::optional<Player>(Player::Two));
    QVERIFY(session.isComputerThinking());
    QSignalSpy shots(&session, &ComputerSession::shotResolved);
    QSignalSpy over(&session, &ComputerSession::matchOver);
    if (waitBefore > 0)
        QTest::qWait(waitBefore);
    QVERIFY(shots.isEmpty());

    session.resign();
    QCOMPARE(over.count(), 1);
    const auto result = over.first().first().value<MatchResult>();
    QCOMPARE(result.winner, Player::Two);
    QCOMPARE(result.reason, EndReason::Resignation);

    // The computer's shot, chosen or not, is never fired.
    QTest::qWait(400);
    QCOMPARE(over.count(), 1);
    QVERIFY(shots.isEmpty());
    QCOMPARE(session.match().view(Player::Two).shotsFired(), 0);
    QCOMPARE(session.match().view(Player::One).shotsFired(), 1);
    QCOMPARE(session.match().phase(), MatchPhase::Over);
    QVERIFY(!session.isComputerThinking()); // the game is over: nobody thinks any more
}

void TestComputerSession::theLoserOfTheLastGameStarts()
{
    Ruleset rules = Ruleset::standard();
    rules.firstShooter = FirstShooter::LoserOfLastGame;
    for (quint64 seed = 1; seed <= 8; ++seed) {
        ComputerSession person(rules, OpponentLevel::Easy, seed, Player::One);
        QCOMPARE(person.match().firstShooter(), Player::One);
        ComputerSession computer(rules, OpponentLevel::Easy, seed, Player::Two);
        QCOMPARE(computer.match().firstShooter(), Player::Two);
    }
}

namespace {

Ruleset salvo(Ruleset rules)
{
    rules.shootAgainAfterHit = false;
    rules.salvo = true;
    return rules;
}

// The person's open cells in reading order, `count` of them.
std::vector<Coord> openCells(const ComputerSession& session, int count)
{
    std::vector<Coord> cells;
    for (int i = 0; i < kCellCount && int(cells.size()) < count; ++i)
        if (session.match().view(Player::One).canFireAt(coordAt(i)))
            cells.push_back(coordAt(i));
    return cells;
}

} // namespace

// Under Salvo the person's salvo goes whole or not at all, and the computer answers with a salvo of
// its own, one shot per ship afloat, each reported once as a whole.
void TestComputerSession::salvoIsFiredAndAnsweredWhole()
{
    const Ruleset rules = personFirst(salvo(Ruleset::standard()));
    ComputerSession session(rules, OpponentLevel::Hard, 5);
    session.setComputerDelay(std::chrono::milliseconds(0));
    QVERIFY(session.start(layoutOf(rules, kStandardOne)).has_value());
    QSignalSpy salvos(&session, &MatchSession::salvoResolved);
    QSignalSpy shots(&session, &MatchSession::shotResolved);

    auto five = openCells(session, 5);
    QCOMPARE(session.fireSalvo(five), std::optional(SalvoError{SalvoError::Kind::WrongCount, -1, 6}));
    five.push_back(five.front());
    QCOMPARE(session.fireSalvo(five), std::optional(SalvoError{SalvoError::Kind::DuplicateTarget, 5, 6}));
    QCOMPARE(session.match().view(Player::One).shotsFired(), 0); // refused: nothing fired
    QVERIFY(salvos.isEmpty());

    QCOMPARE(session.fireSalvo(openCells(session, 6)), std::nullopt);
    QTRY_COMPARE_WITH_TIMEOUT(salvos.count(), 2, 10000);
    QVERIFY(shots.isEmpty());
    const auto mine = salvos.first().first().value<std::vector<ShotOutcome>>();
    const auto theirs = salvos.last().first().value<std::vector<ShotOutcome>>();
    QCOMPARE(mine.size(), 6u);
    QCOMPARE(theirs.size(), 6u);
    for (const ShotOutcome& outcome : theirs)
        QCOMPARE(outcome.shot.shooter, Player::Two);
    QCOMPARE(theirs.back().nextShooter, std::optional(Player::One));
    QCOMPARE(session.match().turn(), std::optional(Player::One));
    QCOMPARE(session.match().shotsLeftInSalvo(), session.match().shipsAfloat(Player::One));
}

// Two computers play Salvo to the end, the same game from the same seed, every salvo whole.
void TestComputerSession::watchesAWholeSalvoGame()
{
    std::vector<std::size_t> firstGame;
    for (int run = 0; run < 2; ++run) {
        ComputerSession session(salvo(Ruleset::classic()), OpponentLevel::Admiral, 8);
        session.setComputerDelay(std::chrono::milliseconds(0));
        QSignalSpy over(&session, &ComputerSession::matchOver);
        std::vector<std::size_t> sizes;
        connect(&session, &MatchSession::salvoResolved, &session,
                [&](const std::vector<ShotOutcome>& outcomes) {
                    // Whole: as many shots as ships afloat, unless the last ship sank first.
                    const Player shooter = outcomes.front().shot.shooter;
                    if (!session.match().result())
                        QCOMPARE(int(outcomes.size()), session.match().shipsAfloat(shooter));
                    sizes.push_back(outcomes.size());
                });
        session.startWatching(OpponentLevel::Hard);
        QTRY_VERIFY_WITH_TIMEOUT(!over.isEmpty(), 20000);
        QVERIFY(sizes.size() > 2);
        QCOMPARE(sizes.front(), 10u); // Classic: ten ships, ten shots
        if (run == 0)
            firstGame = sizes;
        else
            QCOMPARE(sizes, firstGame);
    }
}

QTEST_GUILESS_MAIN(TestComputerSession)
#include "tst_computersession.moc"
