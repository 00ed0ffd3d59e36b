// SPDX-License-Identifier: GPL-3.0-or-later
// The presenter between any match session and the battle view: each change shown once, refused
// shots said, a shot in flight shown with no one's turn, the end with its banner, and the sound
// of each decided here.
#include "coretestsupport.h"
#include "viewparts.h"

#include "app/session/battlescreen.h"

#include <QSignalSpy>
#include <QTest>

using namespace seabattle;

Q_DECLARE_METATYPE(Sound)

namespace {

// A session over a real core match, Player::One's shots answered at once (the computer's way)
// or held until answer() (a LAN peer's way). It counts the pictures taken of it.
class ScriptedSession : public MatchSession {
public:
    explicit ScriptedSession(const Ruleset& rules) : m_match(rules, Player::One)
    {
        (void)m_match.submitFleet(Player::One, layoutOf(rules, kStandardOne));
        (void)m_match.submitFleet(Player::Two, layoutOf(rules, kStandardTwo));
    }

    std::optional<ShotError> fire(Coord target) override
    {
        if (const auto refused = m_match.shotError(Player::One, target))
            return refused;
        if (holdAnswers) {
            m_held = target;
            return std::nullopt;
        }
        answer(Player::One, target);
        return std::nullopt;
    }
    void resign() override
    {
        if (m_match.forfeit(Player::One, EndReason::Resignation))
            emit matchOver(*m_match.result());
    }
    std::optional<BattlePicture> picture() const override
    {
        ++pictures;
        BattlePicture picture = pictureOf(m_match);
        if (m_held)
            picture.turn.reset(); // awaiting the answer
        return picture;
    }
    void answer(Player shooter, Coord target)
    {
        m_held.reset();
        const auto fired = m_match.fire(shooter, target);
        QVERIFY(fired.has_value());
        emit shotResolved(*fired);
        if (fired->nextShooter)
            emit turnChanged(*fired->nextShooter);
        if (m_match.result())
            emit matchOver(*m_match.result());
    }
    void answerHeld() { answer(Player::One, *m_held); }

    bool holdAnswers = false;
    mutable int pictures = 0;

private:
    Match m_match;
    std::optional<Coord> m_held;
};

} // namespace

class TestBattleScreen : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { qRegisterMetaType<Sound>(); }
    void aShotIsShownOnceWithItsSound();
    void aRefusedShotIsSaidAndSilent();
    void aShotInFlightShowsNoTurn();
    void aTurnIsShownOnlyWhenItChanged();
    void theEndIsShownOnceWithItsSound();
};

void TestBattleScreen::aShotIsShownOnceWithItsSound()
{
    ScriptedSession session(withShootAgain(Ruleset::standard(), false));
    BattleView view;
    BattleScreen screen(session, view);
    QSignalSpy cues(&screen, &BattleScreen::cue);
    screen.refresh();
    QCOMPARE(session.pictures, 1);
    QCOMPARE(view.turnText(), QStringLiteral("Your turn"));

    emit view.fireRequested(cell("A1")); // the Carrier's bow: a hit, and the turn passes
    QCOMPARE(session.pictures, 2);       // the shot's picture said whose turn it is: no second
    QCOMPARE(cues.size(), 1);
    QCOMPARE(cues.at(0).at(0).value<Sound>(), Sound::Hit);
    QVERIFY2(view.message().contains(QStringLiteral("A1")), qPrintable(view.message()));
    QVERIFY(enemyBoard(view)->shots().hits() == 1);

    session.answer(Player::Two, cell("J10")); // the enemy's miss
    QCOMPARE(session.pictures, 3);
    QCOMPARE(cues.size(), 2);
    QCOMPARE(cues.at(1).at(0).value<Sound>(), Sound::Miss);
    QCOMPARE(ownBoard(view)->shots().shotsFired(), 1);
}

void TestBattleScreen::aRefusedShotIsSaidAndSilent()
{
    ScriptedSession session(withShootAgain(Ruleset::standard(), false));
    BattleView view;
    BattleScreen screen(session, view);
    QSignalSpy cues(&screen, &BattleScreen::cue);
    screen.refresh();
    emit view.fireRequested(cell("J9")); // water
    session.answer(Player::Two, cell("J10"));
    const int shown = session.pictures;

    emit view.fireRequested(cell("J9")); // again
    QCOMPARE(view.message(), QStringLiteral("You have already fired at that cell."));
    QCOMPARE(session.pictures, shown);
    QCOMPARE(cues.size(), 2);
}

void TestBattleScreen::aShotInFlightShowsNoTurn()
{
    ScriptedSession session(withShootAgain(Ruleset::standard(), false));
    session.holdAnswers = true;
    BattleView view;
    BattleScreen screen(session, view);
    QSignalSpy cues(&screen, &BattleScreen::cue);
    screen.refresh();
    emit view.fireRequested(cell("J9"));
    QCOMPARE(session.pictures, 2); // shown in flight, once
    QCOMPARE(view.turnText(), QString());
    QCOMPARE(cues.size(), 0);

    session.answerHeld();
    QCOMPARE(session.pictures, 3);
    QCOMPARE(cues.size(), 1);
    QVERIFY(view.turnText().contains(QStringLiteral("enemy")));
}

void TestBattleScreen::aTurnIsShownOnlyWhenItChanged()
{
    ScriptedSession session(withShootAgain(Ruleset::standard(), false));
    BattleView view;
    BattleScreen screen(session, view);
    screen.refresh();
    emit session.turnChanged(Player::One); // already shown
    QCOMPARE(session.pictures, 1);
    emit session.turnChanged(Player::Two); // not what the view shows: shown again
    QCOMPARE(session.pictures, 2);
}

void TestBattleScreen::theEndIsShownOnceWithItsSound()
{
    ScriptedSession session(withShootAgain(Ruleset::standard(), false));
    BattleView view;
    BattleScreen screen(session, view);
    screen.setExplanation([] { return QStringLiteral("<b>plain</b> words"); });
    QSignalSpy cues(&screen, &BattleScreen::cue);
    QSignalSpy over(&screen, &BattleScreen::over);
    screen.refresh();
    session.resign();
    QCOMPARE(over.size(), 1);
    QCOMPARE(cues.size(), 1);
    QCOMPARE(cues.at(0).at(0).value<Sound>(), Sound::Defeat);
    QVERIFY(!gameOverBanner(view)->isHidden());
    QCOMPARE(gameOverBanner(view)->headline(), QStringLiteral("Defeat"));
    QCOMPARE(view.turnText(), QStringLiteral("You lost."));
}

QTEST_MAIN(TestBattleScreen)
#include "tst_battlescreen.moc"
