// SPDX-License-Identifier: GPL-3.0-or-later
// The battle view under the Salvo rule against the computer: a salvo aimed by click, key and typed
// cell, taken back, refused when full, fired by Enter or Fire; both sides' salvos shown whole and
// said in one sentence; whole games against every level.
#include "battleviewsupport.h"

#include "ui/board/landings.h"

using namespace battlesuite;

Q_DECLARE_METATYPE(std::vector<seabattle::ShotOutcome>)

namespace {

Ruleset salvoRules(Ruleset rules)
{
    rules.shootAgainAfterHit = false;
    rules.salvo = true;
    return rules;
}

QPushButton* fireButton(const BattleView& view)
{
    return view.findChild<QPushButton*>(QStringLiteral("fireSalvo"));
}

// The cells the person may still fire at, in reading order, `count` of them.
std::vector<Coord> openCells(const ShotChart& view, std::size_t count)
{
    std::vector<Coord> cells;
    for (int i = 0; i < kCellCount && cells.size() < count; ++i)
        if (view.canFireAt(coordAt(i)))
            cells.push_back(coordAt(i));
    return cells;
}

} // namespace

class TestSalvoBattle : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void aimsByClickAndTakesBack();
    void aimsByKeysAndFiresWithEnter();
    void aimsByTypedCells();
    void aFullSalvoTakesNoMoreCells();
    void aCellNoLongerOpenLeavesTheSalvo();
    void theEnemysSalvoIsShownWhole();
    void chosenCellsAreSaidToAScreenReader();
    void shellsLandInAboutOneShotsTime();
    void aHintOutlinesTheSalvosBestCells();
    void wholeGameAgainstEachLevel_data();
    void wholeGameAgainstEachLevel();
};

void TestSalvoBattle::initTestCase()
{
    qRegisterMetaType<ShotOutcome>();
    qRegisterMetaType<std::vector<ShotOutcome>>();
}

void TestSalvoBattle::aimsByClickAndTakesBack()
{
    Battle b(salvoRules(Ruleset::standard()), kStandardOne);
    QVERIFY(b.show());
    QVERIFY(b.waitForYourTurn());
    QCOMPARE(b.view.turnText(), QStringLiteral("Your turn: a salvo of 6 shots"));
    QCOMPARE(b.view.salvoLine(), QStringLiteral("0 of 6 shots chosen"));
    QVERIFY(!fireButton(b.view)->isEnabled());

    const auto cells = openCells(b.mine(), 6);
    b.click(cells[0]);
    b.click(cells[1]);
    QCOMPARE(b.view.salvoLine(), QStringLiteral("2 of 6 shots chosen"));
    QCOMPARE(b.enemy()->chosen(), (std::vector{cells[0], cells[1]}));
    QCOMPARE(b.mine().shotsFired(), 0); // nothing leaves before the salvo is fired
    b.click(cells[0]);                  // taken back
    QCOMPARE(b.enemy()->chosen(), (std::vector{cells[1]}));
    for (std::size_t i : {0u, 2u, 3u, 4u, 5u})
        b.click(cells[i]);
    QCOMPARE(b.view.salvoLine(), QStringLiteral("6 of 6 shots chosen: Enter or Fire sends the salvo"));
    QVERIFY(fireButton(b.view)->isEnabled());

    QSignalSpy salvos(&b.game.session(), &MatchSession::salvoResolved);
    QSignalSpy shots(&b.game.session(), &MatchSession::shotResolved);
    QTest::mouseClick(fireButton(b.view), Qt::LeftButton);
    QVERIFY(salvos.count() >= 1);
    QCOMPARE(shots.count(), 0); // a salvo is never also told shot by shot
    const auto mine = salvos.first().first().value<std::vector<ShotOutcome>>();
    QCOMPARE(mine.size(), 6u);
    QCOMPARE(mine.front().shot.target, cells[1]); // in the order chosen
    QCOMPARE(b.mine().shotsFired(), 6);
    QVERIFY(b.enemy()->chosen().empty());
    QCOMPARE(b.enemy()->lastSalvo().size(), 6u);
}

void TestSalvoBattle::aimsByKeysAndFiresWithEnter()
{
    Battle b(salvoRules(Ruleset::hasbro()), kHasbroOne);
    QVERIFY(b.show());
    QVERIFY(b.waitForYourTurn());
    b.enemy()->setFocus();
    b.enemy()->moveCursor({0, 0});
    // Enter and Space choose while shots are left; the cursor walks along the top row.
    for (int i = 0; i < 5; ++i) {
        QTest::keyClick(b.enemy(), i % 2 ? Qt::Key_Space : Qt::Key_Return);
        QTest::keyClick(b.enemy(), Qt::Key_Right);
    }
    QCOMPARE(b.enemy()->chosen().size(), 5u);
    QCOMPARE(b.mine().shotsFired(), 0);
    QTest::keyClick(b.enemy(), Qt::Key_Return); // every shot has its cell: Enter fires
    QCOMPARE(b.mine().shotsFired(), 5);
    for (int column = 0; column < 5; ++column)
        QVERIFY(b.mine().at({column, 0}) != CellKnowledge::Unknown);
    QVERIFY(b.view.message().startsWith(QStringLiteral("Salvo of 5: A1 ")));
}

void TestSalvoBattle::aimsByTypedCells()
{
    Battle b(salvoRules(Ruleset::hasbro()), kHasbroOne);
    QVERIFY(b.show());
    QVERIFY(b.waitForYourTurn());
    for (const char* cell : {"J10", "J9", "J8"})
        b.type(QString::fromLatin1(cell));
    QCOMPARE(b.view.salvoLine(), QStringLiteral("3 of 5 shots chosen"));
    b.type(QStringLiteral("J9")); // typed again: taken back
    QCOMPARE(b.enemy()->chosen(), (std::vector<Coord>{{9, 9}, {9, 7}}));
    QCOMPARE(b.mine().shotsFired(), 0);
    // A cell already fired at is refused at once, with its reason, and the rest stays chosen.
    for (const char* cell : {"A1", "B1", "C1"})
        b.type(QString::fromLatin1(cell));
    QTest::keyClick(b.enemy(), Qt::Key_Return);
    QVERIFY(b.waitForYourTurn());
    b.type(QStringLiteral("J7"));
    b.type(QStringLiteral("A1"));
    QCOMPARE(b.view.message(), QStringLiteral("You have already fired at that cell."));
    QCOMPARE(b.enemy()->chosen(), (std::vector<Coord>{{9, 6}}));
}

void TestSalvoBattle::aFullSalvoTakesNoMoreCells()
{
    Battle b(salvoRules(Ruleset::hasbro()), kHasbroOne);
    QVERIFY(b.show());
    QVERIFY(b.waitForYourTurn());
    const auto cells = openCells(b.mine(), 6);
    for (std::size_t i = 0; i < 6; ++i)
        b.click(cells[i]);
    QCOMPARE(b.enemy()->chosen().size(), 5u);
    QCOMPARE(b.view.message(),
             QStringLiteral("Every shot of the salvo has its cell: take one back, or fire."));
    QCOMPARE(b.mine().shotsFired(), 0);
}

// A picture shown anew while aiming keeps the cells chosen, but not one it shows fired at.
void TestSalvoBattle::aCellNoLongerOpenLeavesTheSalvo()
{
    Battle b(salvoRules(Ruleset::hasbro()), kHasbroOne);
    QVERIFY(b.show());
    QVERIFY(b.waitForYourTurn());
    const auto cells = openCells(b.mine(), 3);
    for (const Coord cell : cells)
        b.click(cell);
    BattlePicture picture = pictureOf(b.match());
    picture.views[0].record(ShotOutcome{.shot = {Player::One, cells[1]}});
    b.view.showPicture(picture);
    QCOMPARE(b.enemy()->chosen(), (std::vector{cells[0], cells[2]}));
    QCOMPARE(b.view.salvoLine(), QStringLiteral("2 of 5 shots chosen"));
}

void TestSalvoBattle::theEnemysSalvoIsShownWhole()
{
    Battle b(salvoRules(Ruleset::standard()), kStandardOne);
    QVERIFY(b.show());
    QVERIFY(b.waitForYourTurn());
    QSignalSpy salvos(&b.game.session(), &MatchSession::salvoResolved);
    for (const Coord cell : openCells(b.mine(), 6))
        b.click(cell);
    QTest::mouseClick(fireButton(b.view), Qt::LeftButton);
    QVERIFY(b.waitForYourTurn());
    QCOMPARE(salvos.count(), 2);
    const auto theirs = salvos.last().first().value<std::vector<ShotOutcome>>();
    QCOMPARE(int(theirs.size()), 6); // the computer fires as many shots as it has ships afloat
    QCOMPARE(theirs.front().shot.shooter, Player::Two);
    QCOMPARE(b.match().view(Player::Two).shotsFired(), 6);
    QVERIFY2(b.view.message().startsWith(QStringLiteral("The enemy's salvo of 6: ")),
             qPrintable(b.view.message()));
    QCOMPARE(::ownBoard(b.view)->lastSalvo().size(), 6u);
    // Mine moved down the log, whole.
    QVERIFY(b.view.lastShotsWords().contains(QStringLiteral("Salvo of 6: ")));
}

void TestSalvoBattle::chosenCellsAreSaidToAScreenReader()
{
    Battle b(salvoRules(Ruleset::standard()), kStandardOne);
    QVERIFY(b.show());
    QVERIFY(b.waitForYourTurn());
    b.click({2, 3});
    b.click({4, 5});
    QCOMPARE(b.enemy()->cellNotes({4, 5}), QStringLiteral("chosen for the salvo, shot 2"));
    QVERIFY(b.enemy()->cellNotes({0, 0}).isEmpty());
    QCOMPARE(fireButton(b.view)->text().remove(u'&'), QStringLiteral("Fire the salvo"));
    QCOMPARE(fireButton(b.view)->accessibleDescription(), QStringLiteral("2 of 6 shots chosen"));
}

// A salvo of five lands in about one shot's time and a half, each shell one after the other.
void TestSalvoBattle::shellsLandInAboutOneShotsTime()
{
    std::vector<ShotEffect> five(5);
    const Landings salvo(five);
    QCOMPARE(Landings({ShotEffect{}}).durationMs(), ShotEffect::kDurationMs);
    QVERIFY(salvo.durationMs() <= ShotEffect::kDurationMs * 3 / 2);
    for (std::size_t i = 1; i < five.size(); ++i)
        QVERIFY(salvo.startMs(i) > salvo.startMs(i - 1));
    QVERIFY(salvo.noneLanded(0));
    QVERIFY(!salvo.noneLanded(salvo.durationMs()));
    QCOMPARE(salvo.progress(4, salvo.durationMs()), 1.0);
    QVERIFY(Landings(std::vector<ShotEffect>(2)).startMs(1) <= Landings::kLongestGapMs);
}

// Under Salvo a hint outlines as many cells as the salvo has shots: those of the best chance, the
// set a salvo's review measures it against.
void TestSalvoBattle::aHintOutlinesTheSalvosBestCells()
{
    Battle b(salvoRules(Ruleset::standard()), kStandardOne);
    b.game.offerHints(true);
    QVERIFY(b.show());
    QVERIFY(b.waitForYourTurn());
    b.click({0, 0}); // a cell chosen before the hint stays chosen
    b.view.findChild<QPushButton*>(QStringLiteral("hintButton"))->click();
    QVERIFY(QTest::qWaitFor([&] { return b.view.hintShown(); }, kTimeout));
    const auto best = b.enemy()->bestCells();
    QCOMPARE(best.size(), 6u);
    const Grid<double> odds = *b.enemy()->heatMap();
    double lowestOutlined = 1;
    for (const Coord c : best)
        lowestOutlined = std::min(lowestOutlined, odds[c]);
    for (int i = 0; i < kCellCount; ++i)
        if (std::ranges::find(best, coordAt(i)) == best.end())
            QVERIFY2(odds[coordAt(i)] <= lowestOutlined, qPrintable(name(coordAt(i))));
    QCOMPARE(b.enemy()->cellNotes(best.back()).contains(QStringLiteral("the best chance")), true);
    QCOMPARE(b.enemy()->chosen(), (std::vector<Coord>{{0, 0}}));
}

void TestSalvoBattle::wholeGameAgainstEachLevel_data()
{
    QTest::addColumn<OpponentLevel>("level");
    for (OpponentLevel level :
         {OpponentLevel::Easy, OpponentLevel::Medium, OpponentLevel::Hard, OpponentLevel::Admiral})
        QTest::newRow(keyOf(level).data()) << level;
}

// Widgets only: each turn, the open cells in reading order, as many as the salvo takes, then Fire.
void TestSalvoBattle::wholeGameAgainstEachLevel()
{
    QFETCH(OpponentLevel, level);
    Battle b(salvoRules(Ruleset::standard()), kStandardOne, level, 23);
    QVERIFY(b.show());
    QElapsedTimer clock;
    clock.start();
    int salvos = 0;
    while (!b.match().result() && clock.elapsed() < 4 * kTimeout) {
        if (!b.enemy()->isTargetable()) {
            QTest::qWait(1); // the computer's salvo
            continue;
        }
        const int size = b.match().salvoSize(Player::One);
        QCOMPARE(size, b.match().shipsAfloat(Player::One));
        for (const Coord cell : openCells(b.mine(), std::size_t(size)))
            b.click(cell);
        const int before = b.mine().shotsFired();
        QTest::mouseClick(fireButton(b.view), Qt::LeftButton);
        QVERIFY(b.mine().shotsFired() > before);
        ++salvos;
    }
    QVERIFY2(b.match().result().has_value(), "the game did not end in time");
    QVERIFY(salvos > 0);
    QVERIFY(::gameOverBanner(b.view)->isVisible());
}

QTEST_MAIN(TestSalvoBattle)
#include "tst_salvobattle.moc"
