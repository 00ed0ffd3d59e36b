// SPDX-License-Identifier: GPL-3.0-or-later
// Salvo over the LAN (docs/PROTOCOL.md, "salvo", protocol version 2): one real LanSession against a
// scripted raw peer over 127.0.0.1. A salvo goes whole and is answered shot by shot, in order, and
// reported once; a wrong salvo, answers out of order and a lie inside a salvo end the link as a
// single shot's would; a peer of protocol version 1 is told plainly it cannot play Salvo, and plays
// the other rules as before. Then two sessions play whole Salvo games against each other.
#include "lanpeerfixtures.h"

using namespace lantest;

namespace {

Ruleset salvoRulesFor(Role role)
{
    Ruleset rules = rulesFor(role);
    rules.salvo = true;
    return rules;
}

// A version 1 hello: no "upTo".
net::Hello oldHello(const char* name, const QString& token = {})
{
    net::Hello hello = helloFrom(name, token);
    hello.upTo = 1;
    return hello;
}

std::vector<Coord> cellsOf(const char* names)
{
    return cellsNamed(names);
}

} // namespace

Q_DECLARE_METATYPE(SalvoError::Kind)

class TestLanPeerSalvo : public QObject {
    Q_OBJECT

private slots:
    void aSalvoIsAnsweredShotByShot_data();
    void aSalvoIsAnsweredShotByShot();
    void aWrongSalvoEndsTheLink_data();
    void aWrongSalvoEndsTheLink();
    void answersOutOfOrderEndTheLink();
    void aLieInsideASalvoConvicts();
    void anOldGuestIsToldItCannotPlaySalvo();
    void anOldGuestPlaysOtherRulesAsBefore();
    void anOldHostOfferingSalvoIsRefused();
    void wholeSalvoGamesOverLoopback_data();
    void wholeSalvoGamesOverLoopback();
};

namespace {

// The session fires `targets` as its salvo; the peer answers each truly, in order.
bool sessionSalvo(Game& g, const std::vector<Coord>& targets, QSignalSpy& salvos)
{
    const auto before = salvos.size();
    STEP(!g.session->fireSalvo(targets));
    const auto salvo = g.peer->next<net::SalvoMessage>();
    STEP(salvo);
    STEP(salvo->targets == targets);
    for (Coord target : targets)
        g.peer->send(g.answer(target));
    STEP_TRY(salvos.size() == before + 1);
    return true;
}

// The peer fires `targets` at the session's water; the session answers each truly, in order.
bool peerSalvo(Game& g, const std::vector<Coord>& targets, QSignalSpy& salvos)
{
    const auto before = salvos.size();
    g.peer->send(net::SalvoMessage{targets});
    for (Coord target : targets) {
        const auto result = g.peer->next<net::Result>();
        STEP(result);
        const ShotOutcome truth = answerShot(g.sessionFleet, g.seen, g.rules, {Player::Two, target});
        g.seen.record(truth);
        STEP(result->target == target && result->result == truth.result && result->sunk == truth.sunk);
    }
    STEP_TRY(salvos.size() == before + 1);
    return true;
}

} // namespace

void TestLanPeerSalvo::aSalvoIsAnsweredShotByShot_data()
{
    QTest::addColumn<Role>("role");
    QTest::newRow("host") << Role::Host;
    QTest::newRow("guest") << Role::Guest;
}

// Six ships afloat: a salvo of six each way, each reported once as a whole, never shot by shot.
void TestLanPeerSalvo::aSalvoIsAnsweredShotByShot()
{
    QFETCH(Role, role);
    Game g(role);
    g.rules = salvoRulesFor(role);
    QVERIFY(g.open());
    QSignalSpy salvos(g.session.get(), &LanSession::salvoResolved);
    QSignalSpy shots(g.session.get(), &LanSession::shotResolved);
    QCOMPARE(g.session->picture()->salvoShots, 6);
    QCOMPARE(g.session->fire(cell("A1")), std::optional(ShotError::NotYourTurn)); // fired whole only
    QVERIFY(sessionSalvo(g, cellsOf("A6 B6 C6 D6 E6 J10"), salvos));              // sinks the Patrol boat
    const auto ours = salvos.at(0).at(0).value<std::vector<ShotOutcome>>();
    QCOMPARE(ours.size(), std::size_t(6));
    QCOMPARE(ours.back().result, ShotResult::Sunk);
    QCOMPARE(g.session->match()->turn(), std::optional(Player::Two));
    QCOMPARE(g.session->picture()->salvoShots, 5); // the peer's, one ship fewer
    QVERIFY(peerSalvo(g, cellsOf("A8 B8 C8 D8 E8"), salvos));
    QCOMPARE(salvos.at(1).at(0).value<std::vector<ShotOutcome>>().size(), std::size_t(5));
    QCOMPARE(g.session->match()->turn(), std::optional(Player::One));
    QCOMPARE(shots.size(), 0);
}

void TestLanPeerSalvo::aWrongSalvoEndsTheLink_data()
{
    QTest::addColumn<QByteArray>("targets");
    QTest::addColumn<SalvoError::Kind>("kind");
    QTest::addColumn<int>("index");
    // The peer's second salvo, five ships afloat; it fired at A8 to E8 before.
    QTest::newRow("too few") << QByteArray("A9 B9 C9 D9") << SalvoError::Kind::WrongCount << -1;
    QTest::newRow("too many") << QByteArray("A9 B9 C9 D9 E9 F9") << SalvoError::Kind::WrongCount << -1;
    QTest::newRow("a cell twice") << QByteArray("A9 B9 A9 D9 E9") << SalvoError::Kind::DuplicateTarget << 2;
    QTest::newRow("a cell fired at") << QByteArray("A9 B9 C9 C8 E9") << SalvoError::Kind::AlreadyFiredAt << 3;
}

void TestLanPeerSalvo::aWrongSalvoEndsTheLink()
{
    QFETCH(QByteArray, targets);
    QFETCH(SalvoError::Kind, kind);
    QFETCH(int, index);
    Game g(Role::Host);
    g.rules = salvoRulesFor(Role::Host);
    QVERIFY(g.open());
    QSignalSpy salvos(g.session.get(), &LanSession::salvoResolved);
    QVERIFY(sessionSalvo(g, cellsOf("A6 B6 C6 D6 E6 J10"), salvos));
    QVERIFY(peerSalvo(g, cellsOf("A8 B8 C8 D8 E8"), salvos));
    QVERIFY(sessionSalvo(g, cellsOf("F6 G6 H6 I6 A9 B9"), salvos));
    QSignalSpy problems(g.session.get(), &LanSession::problem);
    const std::size_t shots = g.session->match()->shots().size();
    g.peer->send(net::SalvoMessage{cellsOf(targets.constData())});
    QCOMPARE(g.peer->farewell(), QStringLiteral("salvo not allowed"));
    QTRY_COMPARE_WITH_TIMEOUT(problems.size(), 1, kWait);
    const auto problem = problems.at(0).at(0).value<LanProblem>();
    const LanProblem expected{.kind = LanProblem::Kind::BadSalvo, .salvoError = SalvoError{kind, index, 5}};
    QVERIFY2(sameProblem(problem, expected), describe(problem).constData());
    QCOMPARE(g.session->match()->shots().size(), shots); // nothing of it fired
    QCOMPARE(g.session->state(), State::Interrupted);    // the match is kept
}

void TestLanPeerSalvo::answersOutOfOrderEndTheLink()
{
    Game g(Role::Guest);
    g.rules = salvoRulesFor(Role::Guest);
    QVERIFY(g.open());
    QSignalSpy problems(g.session.get(), &LanSession::problem);
    QSignalSpy salvos(g.session.get(), &LanSession::salvoResolved);
    QVERIFY(!g.session->fireSalvo(cellsOf("A1 A2 A3 A4 A5 A6")));
    QVERIFY(g.peer->next<net::SalvoMessage>());
    g.peer->send(said("A1", ShotResult::Hit));
    g.peer->send(said("A3", ShotResult::Hit)); // A2's answer is due
    QCOMPARE(g.peer->farewell(), QStringLiteral("result for a shot never made"));
    QTRY_COMPARE_WITH_TIMEOUT(problems.size(), 1, kWait);
    const auto problem = problems.at(0).at(0).value<LanProblem>();
    QVERIFY2(
        sameProblem(problem, {.kind = LanProblem::Kind::OutOfOrder, .messageType = QStringLiteral("result")}),
        describe(problem).constData());
    QCOMPARE(salvos.size(), 0); // never reported half answered
    QCOMPARE(g.session->match()->answers().size(), std::size_t(1));
}

// The second answer names a Sunk whose cells were never hit: no fleet could say it.
void TestLanPeerSalvo::aLieInsideASalvoConvicts()
{
    Game g(Role::Host);
    g.rules = salvoRulesFor(Role::Host);
    QVERIFY(g.open());
    QSignalSpy over(g.session.get(), &LanSession::matchOver);
    QVERIFY(!g.session->fireSalvo(cellsOf("A1 A2 A3 A4 A5 A6")));
    QVERIFY(g.peer->next<net::SalvoMessage>());
    g.peer->send(g.answer(cell("A1")));
    g.peer->send(said("A2", ShotResult::Sunk, kCarrier, "A2 A3 A4 A5 A6"));
    QCOMPARE(g.peer->farewell(), QStringLiteral("rule violation: impossible answer"));
    QTRY_COMPARE_WITH_TIMEOUT(over.size(), 1, kWait);
    QVERIFY(g.session->conviction());
    QCOMPARE(g.session->conviction()->kind, Conviction::Kind::ImpossibleAnswer);
    QCOMPARE(g.session->match()->result()->winner, Player::One);
}

// A guest of protocol version 1 hears why in plain words; the host says it in the player's language
// and waits for another guest, whom it offers its rules.
void TestLanPeerSalvo::anOldGuestIsToldItCannotPlaySalvo()
{
    LanSession session(Role::Host, QStringLiteral("Session"), fastTimings());
    QVERIFY(!session.host(salvoRulesFor(Role::Host), 0, QHostAddress::LocalHost));
    QSignalSpy problems(&session, &LanSession::problem);
    ScriptedPeer old;
    QVERIFY(old.connectTo(session.port()));
    const auto hello = old.next<net::Hello>();
    QVERIFY(hello);
    QCOMPARE(hello->protocol, 1); // what version 1 requires
    QCOMPARE(hello->upTo, net::kSalvoProtocol);
    old.send(oldHello("Old"));
    QCOMPARE(old.farewell(), net::goodbye(net::GoodbyeReason::SalvoUnsupported).reason);
    QTRY_COMPARE_WITH_TIMEOUT(problems.size(), 1, kWait);
    const auto problem = problems.at(0).at(0).value<LanProblem>();
    QVERIFY2(sameProblem(problem, {.kind = LanProblem::Kind::SalvoOverLan, .number = 1}),
             describe(problem).constData());
    QCOMPARE(session.state(), State::Listening);
    ScriptedPeer next;
    QVERIFY(next.connectTo(session.port()));
    QVERIFY(next.next<net::Hello>());
    next.send(helloFrom("Next"));
    const auto offer = next.next<net::RulesOffer>();
    QVERIFY(offer);
    QVERIFY(offer->rules.salvo);
}

void TestLanPeerSalvo::anOldGuestPlaysOtherRulesAsBefore()
{
    LanSession session(Role::Host, QStringLiteral("Session"), fastTimings());
    QVERIFY(!session.host(rulesFor(Role::Host), 0, QHostAddress::LocalHost));
    ScriptedPeer old;
    QVERIFY(old.connectTo(session.port()));
    QVERIFY(old.next<net::Hello>());
    old.send(oldHello("Old"));
    const auto offer = old.next<net::RulesOffer>();
    QVERIFY(offer);
    QVERIFY(!offer->rules.salvo);
    old.send(net::Accept{});
    QTRY_COMPARE_WITH_TIMEOUT(session.state(), State::Placing, kWait);
}

void TestLanPeerSalvo::anOldHostOfferingSalvoIsRefused()
{
    LanSession session(Role::Guest, QStringLiteral("Session"), fastTimings());
    QSignalSpy problems(&session, &LanSession::problem);
    QSignalSpy offered(&session, &LanSession::rulesOffered);
    ScriptedPeer peer;
    const quint16 port = peer.listen();
    QVERIFY(port);
    session.join(QStringLiteral("127.0.0.1"), port);
    QVERIFY(peer.accept());
    QVERIFY(peer.next<net::Hello>());
    peer.send(oldHello("Host", QStringLiteral("5ea8a771e5e55104a11ce0b0b0000001")));
    peer.send(net::RulesOffer{salvoRulesFor(Role::Guest)});
    QCOMPARE(peer.farewell(), QStringLiteral("rules that cannot be played"));
    QTRY_COMPARE_WITH_TIMEOUT(problems.size(), 1, kWait);
    const auto problem = problems.at(0).at(0).value<LanProblem>();
    QVERIFY2(sameProblem(problem, {.kind = LanProblem::Kind::SalvoOverLan, .number = 1}),
             describe(problem).constData());
    QCOMPARE(offered.size(), 0);
    QVERIFY(!session.match());
}

void TestLanPeerSalvo::wholeSalvoGamesOverLoopback_data()
{
    QTest::addColumn<Ruleset>("rules");
    for (Preset preset : {Preset::Standard, Preset::Classic, Preset::Hasbro}) {
        Ruleset rules = Ruleset::forPreset(preset);
        rules.salvo = true;
        rules.shootAgainAfterHit = false;
        QTest::newRow(keyOf(preset).data()) << rules;
    }
}

// Two sessions, each played by a computer firing whole salvos (chooseSalvo), to the end: every
// shot reported in a salvo, never alone; both sides agree on every shot; nobody is accused.
void TestLanPeerSalvo::wholeSalvoGamesOverLoopback()
{
    QFETCH(Ruleset, rules);
    auto [host, guest] = hostAndJoin(rules);
    net::LanComputer hostPlayer(*host, OpponentLevel::Hard, 1);
    net::LanComputer guestPlayer(*guest, OpponentLevel::Medium, 2);
    QSignalSpy hostOver(host.get(), &LanSession::matchOver);
    QSignalSpy guestOver(guest.get(), &LanSession::matchOver);
    QSignalSpy salvos(host.get(), &LanSession::salvoResolved);
    QSignalSpy shots(host.get(), &LanSession::shotResolved);
    QSignalSpy problems(host.get(), &LanSession::problem);
    QTRY_VERIFY_WITH_TIMEOUT(hostOver.size() == 1 && guestOver.size() == 1, 20000);
    QVERIFY(!host->conviction());
    QVERIFY(!guest->conviction());
    QCOMPARE(problems.size(), 0);
    QCOMPARE(host->match()->result()->reason, EndReason::FleetSunk);
    QVERIFY(host->match()->result()->winner != guest->match()->result()->winner);
    QCOMPARE(shots.size(), 0);
    std::size_t reported = 0;
    for (const auto& salvo : salvos)
        reported += salvo.at(0).value<std::vector<ShotOutcome>>().size();
    QCOMPARE(reported, host->match()->shots().size());
    QCOMPARE(host->match()->shots().size(), guest->match()->shots().size());
    QCOMPARE(host->match()->view(Player::One), guest->match()->view(Player::Two));
    QCOMPARE(guest->match()->fleet(Player::Two), host->match()->fleet(Player::One));
}

QTEST_GUILESS_MAIN(TestLanPeerSalvo)
#include "tst_lanpeer_salvo.moc"
