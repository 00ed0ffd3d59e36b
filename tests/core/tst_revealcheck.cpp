// SPDX-License-Identifier: GPL-3.0-or-later
// The end-of-match check of a network peer: its revealed fleet must be legal and agree with
// every answer it gave. Each kind of lie is caught; an honest peer is never accused.
#include "coretestsupport.h"

#include "core/answer.h"
#include "core/revealcheck.h"

#include <QTest>

using namespace seabattle;

Q_DECLARE_METATYPE(seabattle::Violation::Kind)

namespace {

// The honest answers `fleet` gives to `targets`, as the shooter would receive them.
std::vector<ShotReport> honestAnswers(const FleetLayout& fleet, const Ruleset& rules,
                                      const std::vector<Coord>& targets)
{
    std::vector<ShotReport> answers;
    ShotChart view;
    for (Coord target : targets) {
        if (!view.canFireAt(target))
            continue;
        const ShotOutcome outcome = answerShot(fleet, view, rules, {Player::One, target});
        answers.push_back({target, outcome.result, outcome.sunk});
        view.record(outcome);
    }
    return answers;
}

} // namespace

class TestRevealCheck : public QObject {
    Q_OBJECT

private slots:
    void honestPeersAreNeverAccused();
    void everyLieIsCaught_data();
    void everyLieIsCaught();
    void aShipMovedAfterTheAnswersIsCaught();
    void illegalRevealedFleets_data();
    void illegalRevealedFleets();
};

void TestRevealCheck::honestPeersAreNeverAccused()
{
    Rng rng(2026);
    for (const Ruleset& rules :
         {Ruleset::standard(), Ruleset::classic(), Ruleset::hasbro(), sideContactMarked()}) {
        for (int game = 0; game < 150; ++game) {
            const FleetLayout fleet = *randomLayout(rules, rng);
            std::vector<Coord> order;
            for (int i = 0; i < kCellCount; ++i)
                order.push_back(coordAt(i));
            for (std::size_t i = order.size(); i > 1; --i)
                std::swap(order[i - 1], order[randomBelow(rng, i)]);
            order.resize(std::size_t(randomBelow(rng, kCellCount + 1))); // games end at any point
            const auto violations = checkReveal(rules, fleet, honestAnswers(fleet, rules, order));
            QVERIFY2(violations.empty(), formatLayout(fleet, rules).c_str());
        }
    }
}

void TestRevealCheck::everyLieIsCaught_data()
{
    QTest::addColumn<int>("lieAt");   // which answer is falsified
    QTest::addColumn<QString>("lie"); // how
    QTest::addColumn<Violation::Kind>("kind");
    // kStandardOne: Carrier A1–E1, Battleship A3–D3, Cruiser G3–I3, Submarine A5–C5,
    // Destroyer G5–H5, Patrol boat J7. Shots: J10 (water), G5, H5 (sinks the Destroyer), A1.
    QTest::newRow("a false miss") << 1 << "miss" << Violation::Kind::FalseMiss;
    QTest::newRow("a false hit") << 0 << "hit" << Violation::Kind::FalseHit;
    QTest::newRow("a hit that sank, called a hit") << 2 << "hit" << Violation::Kind::MissedSunk;
    QTest::newRow("a sunk ship, wrong class") << 2 << "wrong class" << Violation::Kind::FalseSunk;
    QTest::newRow("a sunk ship, wrong cells") << 2 << "wrong cells" << Violation::Kind::FalseSunk;
    QTest::newRow("sunk too early") << 1 << "sunk" << Violation::Kind::FalseSunk;
}

void TestRevealCheck::everyLieIsCaught()
{
    QFETCH(int, lieAt);
    QFETCH(QString, lie);
    QFETCH(Violation::Kind, kind);
    const Ruleset rules = Ruleset::standard();
    const FleetLayout fleet = layoutOf(rules, kStandardOne);
    std::vector<ShotReport> answers = honestAnswers(fleet, rules, cellsNamed("J10 G5 H5 A1"));
    QCOMPARE(int(answers.size()), 4);
    ShotReport& a = answers[std::size_t(lieAt)];
    if (lie == QLatin1String("miss")) {
        a = {a.target, ShotResult::Miss, std::nullopt};
    } else if (lie == QLatin1String("hit")) {
        a = {a.target, ShotResult::Hit, std::nullopt};
    } else if (lie == QLatin1String("wrong class")) {
        a.sunk->ship = {5, 0}; // "you sank my Patrol boat"
    } else if (lie == QLatin1String("wrong cells")) {
        a.sunk->cells = cellsNamed("H5 I5");
    } else if (lie == QLatin1String("sunk")) {
        a = {a.target, ShotResult::Sunk, SunkShip{{4, 0}, cellsNamed("G5 H5")}};
    }
    const auto violations = checkReveal(rules, fleet, answers);
    QVERIFY(!violations.empty());
    QCOMPARE(violations.front().kind, kind);
    QCOMPARE(violations.front().answer, lieAt);
    QCOMPARE(violations.front().target, a.target);
    if (kind == Violation::Kind::FalseMiss)
        QCOMPARE(violations.front().ship,
                 std::optional<ShipId>(ShipId{4, 0})); // "but their Destroyer was there"
    if (lie == QLatin1String("wrong class"))
        QCOMPARE(violations.front().claimed, std::optional<ShipId>(ShipId{5, 0}));
}

void TestRevealCheck::aShipMovedAfterTheAnswersIsCaught()
{
    // Answers given with one fleet, a different (legal) fleet revealed: some answer disagrees.
    const Ruleset rules = Ruleset::standard();
    const FleetLayout answered = layoutOf(rules, kStandardOne);
    FleetLayout revealed = answered;
    revealed.place({{5, 0}, cell("J9"), Orientation::Horizontal, 1}); // the Patrol boat moved from J7
    QVERIFY(checkLayout(revealed, rules).empty());
    const auto answers = honestAnswers(answered, rules, cellsNamed("J7 J9 A1"));
    const auto violations = checkReveal(rules, revealed, answers);
    QCOMPARE(int(violations.size()), 2);
    QCOMPARE(violations[0].kind, Violation::Kind::FalseHit);  // "Sunk" at J7: only water there now
    QCOMPARE(violations[1].kind, Violation::Kind::FalseMiss); // "Miss" at J9: the Patrol boat is there
}

void TestRevealCheck::illegalRevealedFleets_data()
{
    QTest::addColumn<QByteArray>("fleet");
    QTest::newRow("touching ships") << QByteArray(kStandardTouching);
    QTest::newRow("a ship missing") << QByteArray("AAAAA.....\n..........\nBBBB..CCC.\n..........\n"
                                                  "DDD...EE..\n..........\n..........\n..........\n"
                                                  "..........\n..........\n");
    QTest::newRow("a ship too short") << QByteArray("AAAA......\n..........\nBBBB..CCC.\n..........\n"
                                                    "DDD...EE..\n..........\n.........F\n..........\n"
                                                    "..........\n..........\n");
}

void TestRevealCheck::illegalRevealedFleets()
{
    QFETCH(QByteArray, fleet);
    const Ruleset rules = Ruleset::standard();
    const auto violations = checkReveal(rules, layoutOf(rules, fleet.constData()), {});
    QCOMPARE(int(violations.size()), 1);
    QCOMPARE(violations.front().kind, Violation::Kind::IllegalFleet);
    QVERIFY(!violations.front().problems.empty());
}

QTEST_APPLESS_MAIN(TestRevealCheck)
#include "tst_revealcheck.moc"
