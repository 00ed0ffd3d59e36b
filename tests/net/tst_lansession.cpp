// SPDX-License-Identifier: GPL-3.0-or-later
// Two LAN sessions over 127.0.0.1 play whole matches: every preset, with and without shoot-again,
// computer against computer through the real protocol; and many matches at machine pace, every
// level, every preset and a 26-ship Custom fleet, none cut off and nobody convicted.
#include "lantestsupport.h"

#include "app/net/lancomputer.h"
#include "core/ai/opponentlevel.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QThread>

using namespace seabattle;
using net::LanSession;
using State = LanSession::State;

Q_DECLARE_METATYPE(seabattle::Ruleset)
Q_DECLARE_METATYPE(seabattle::OpponentLevel)

class TestLanSession : public QObject {
    Q_OBJECT

private slots:
    void completeMatches_data();
    void completeMatches();
    void machinePaceMatchesAreNeverCutOff_data();
    void machinePaceMatchesAreNeverCutOff();
    void ourOwnStallIsNotThePeersSilence();
};

namespace {

// The Custom fleet of a tester's report: 26 ships, 59 cells, ships may touch, shoot again.
Ruleset customFleet()
{
    Ruleset rules;
    rules.preset = Preset::Custom;
    rules.touching = TouchingRule::Allowed;
    rules.shootAgainAfterHit = true;
    rules.fleet = {{"Six", 6, 1},   {"Five", 5, 1}, {"Four", 4, 3},
                   {"Three", 3, 3}, {"Two", 2, 9},  {"One", 1, 9}};
    return rules;
}

// Matches per row: SEABATTLE_LAN_MATCHES, or a few (16 rows: 63 each make the 1,000 of the benchmark).
int matchesPerRow()
{
    bool ok = false;
    const int n = qEnvironmentVariableIntValue("SEABATTLE_LAN_MATCHES", &ok);
    return ok && n > 0 ? n : 2;
}

} // namespace

void TestLanSession::completeMatches_data()
{
    QTest::addColumn<Ruleset>("rules");
    for (Preset preset : {Preset::Standard, Preset::Classic, Preset::Hasbro})
        for (bool again : {false, true}) {
            Ruleset rules = Ruleset::forPreset(preset);
            rules.shootAgainAfterHit = again;
            const char* names[] = {"standard", "classic", "hasbro"};
            QTest::addRow("%s%s", names[int(preset)], again ? " shoot-again" : "") << rules;
        }
}

void TestLanSession::completeMatches()
{
    QFETCH(Ruleset, rules);
    auto [host, guest] = hostAndJoin(rules);
    net::LanComputer hostPlayer(*host, OpponentLevel::Hard, 1);
    net::LanComputer guestPlayer(*guest, OpponentLevel::Medium, 2);
    QSignalSpy hostOver(host.get(), &LanSession::matchOver);
    QSignalSpy guestOver(guest.get(), &LanSession::matchOver);
    QSignalSpy problems(host.get(), &LanSession::problem);
    QTRY_VERIFY_WITH_TIMEOUT(hostOver.size() == 1 && guestOver.size() == 1, 20000);
    QCOMPARE(host->state(), State::Over);
    QCOMPARE(guest->state(), State::Over);
    QVERIFY(!host->conviction());
    QVERIFY(!guest->conviction());
    QCOMPARE(problems.size(), 0);
    const auto hostResult = *host->match()->result();
    const auto guestResult = *guest->match()->result();
    QCOMPARE(hostResult.reason, EndReason::FleetSunk);
    QCOMPARE(guestResult.reason, EndReason::FleetSunk);
    QVERIFY(hostResult.winner != guestResult.winner); // each says it from its own side
    // Both saw the same shots, each from its own side, and both fleets were revealed and checked.
    QCOMPARE(host->match()->shots().size(), guest->match()->shots().size());
    for (std::size_t i = 0; i < host->match()->shots().size(); ++i) {
        QCOMPARE(host->match()->shots()[i].target, guest->match()->shots()[i].target);
        QVERIFY(host->match()->shots()[i].shooter != guest->match()->shots()[i].shooter);
    }
    QCOMPARE(host->match()->fleet(Player::Two), guest->match()->fleet(Player::One));
    QCOMPARE(guest->match()->fleet(Player::Two), host->match()->fleet(Player::One));
    QCOMPARE(host->match()->view(Player::One), guest->match()->view(Player::Two));
}

void TestLanSession::machinePaceMatchesAreNeverCutOff_data()
{
    QTest::addColumn<Ruleset>("rules");
    QTest::addColumn<OpponentLevel>("level");
    const std::pair<const char*, Ruleset> rulesets[] = {{"standard", Ruleset::standard()},
                                                        {"classic", Ruleset::classic()},
                                                        {"hasbro", Ruleset::hasbro()},
                                                        {"custom 26 ships", customFleet()}};
    for (const auto& [name, rules] : rulesets)
        for (OpponentLevel level :
             {OpponentLevel::Easy, OpponentLevel::Medium, OpponentLevel::Hard, OpponentLevel::Admiral})
            QTest::addRow("%s, %s", name, keyOf(level).data()) << rules << level;
}

// Two computers play match after match on one connection (a rematch as soon as one is over),
// with no pacing at all: every line is legal progress, so none may count as a flood, and
// nobody is ever convicted.
void TestLanSession::machinePaceMatchesAreNeverCutOff()
{
    QFETCH(Ruleset, rules);
    QFETCH(OpponentLevel, level);
    const int matches = matchesPerRow();
    net::LanTimings timings; // the game's own: a slow move on a loaded machine is no time-out here
    timings.retry = 50ms;
    auto [host, guest] = hostAndJoin(rules, timings);
    net::LanComputer hostPlayer(*host, level, 1);
    net::LanComputer guestPlayer(*guest, level, 2);
    hostPlayer.setWantsRematch(true);
    guestPlayer.setWantsRematch(true);
    int played[2] = {0, 0};
    int fair[2] = {0, 0};
    QStringList trouble;
    for (LanSession* session : {host.get(), guest.get()}) {
        const int side = session == host.get() ? 0 : 1;
        connect(session, &LanSession::matchOver, this, [&, session, side](const MatchResult& result) {
            ++played[side];
            fair[side] += result.reason == EndReason::FleetSunk && !session->conviction();
        });
        connect(session, &LanSession::problem, this, [&, side](const net::LanProblem& p) {
            trouble << QStringLiteral("%1: problem %2 %3")
                           .arg(side ? "guest" : "host")
                           .arg(int(p.kind))
                           .arg(p.detail);
        });
    }
    QElapsedTimer clock;
    clock.start();
    QTRY_VERIFY_WITH_TIMEOUT((played[0] >= matches && played[1] >= matches) || !trouble.isEmpty(),
                             std::max(60000, 10000 * matches) * testTimeScale());
    QVERIFY2(trouble.isEmpty(), qPrintable(trouble.join(u'\n')));
    QCOMPARE(fair[0], played[0]);
    QCOMPARE(fair[1], played[1]);
    host->disconnect(this);
    guest->disconnect(this);
    qInfo("%d matches in %lld ms, none cut off, no conviction", played[0], clock.elapsed());
}

// Our own event loop stands still for three peer time-outs (a loaded machine, a laptop waking up)
// while both players place their fleets: the silence was ours, so nobody is lost or blamed.
void TestLanSession::ourOwnStallIsNotThePeersSilence()
{
    const net::LanTimings timings = fastTimings();
    auto [host, guest] = hostAndJoin(Ruleset::standard(), timings);
    QTRY_COMPARE(guest->state(), State::Considering);
    guest->acceptRules();
    QTRY_COMPARE(host->state(), State::Placing);
    QSignalSpy hostLost(host.get(), &LanSession::peerLost);
    QSignalSpy guestLost(guest.get(), &LanSession::peerLost);
    QSignalSpy hostProblems(host.get(), &LanSession::problem);
    QSignalSpy guestProblems(guest.get(), &LanSession::problem);

    QThread::msleep(3 * timings.link.peerTimeout.count()); // nothing runs: no heartbeat, no reading
    QTest::qWait(2 * timings.link.peerTimeout.count());    // both hear each other again
    QCOMPARE(hostLost.size() + hostProblems.size(), 0);
    QCOMPARE(guestLost.size() + guestProblems.size(), 0);
    QCOMPARE(host->state(), State::Placing);
    QCOMPARE(guest->state(), State::Placing);
}

QTEST_GUILESS_MAIN(TestLanSession)
#include "tst_lansession.moc"
