// SPDX-License-Identifier: GPL-3.0-or-later
// One real LanSession against a scripted raw peer over 127.0.0.1: a plain socket driven by the test
// that writes hand-made lines (well-formed messages, or any bytes at all) and reads back what the
// session says. Strangers and session tokens: a connection that never says hello is dropped,
// every new guest gets a new token, and chat goes only to the proven peer.
#include "lanpeerfixtures.h"

using namespace lantest;

class TestLanPeer : public QObject {
    Q_OBJECT

private slots:
    void aConnectionWithoutHelloIsDropped();
    void anInterruptedHostDropsAConnectionWithoutHello();
    void eachNewGuestGetsANewToken();
    void chatGoesOnlyToTheProvenPeer();
};

// ---------------------------------------------------------------------------------------------
// Strangers and session tokens

// A connection that keeps the link alive but never says hello is dropped after the peer time-out,
// with a goodbye; the host waits for the next guest, under a new token.
void TestLanPeer::aConnectionWithoutHelloIsDropped()
{
    LanSession session(Role::Host, QStringLiteral("Session"), fastTimings());
    QVERIFY(!session.host(rulesFor(Role::Host), 0, QHostAddress::LocalHost));
    QSignalSpy problems(&session, &LanSession::problem);
    QElapsedTimer clock;
    clock.start();

    ScriptedPeer mute; // heartbeats only
    QVERIFY(mute.connectTo(session.port()));
    const auto hello = mute.next<net::Hello>();
    QVERIFY(hello);
    QCOMPARE(session.state(), State::Greeting);
    QCOMPARE(mute.farewell(), QStringLiteral("no hello"));
    QVERIFY(clock.elapsed() >= fastTimings().link.peerTimeout.count() * 9 / 10); // a coarse timer: 5 %
    QCOMPARE(mute.inbox().size(), std::size_t(1)); // the goodbye, after the hello taken above
    QTRY_COMPARE_WITH_TIMEOUT(problems.size(), 1, kWait);
    const auto problem = problems.at(0).at(0).value<LanProblem>();
    QVERIFY2(sameProblem(problem, {LanProblem::Kind::TimedOut}), describe(problem).constData());
    QCOMPARE(session.state(), State::Listening);
    QVERIFY(session.peerName().isEmpty());

    ScriptedPeer next; // the next guest is welcome, under another token
    QVERIFY(next.connectTo(session.port()));
    const auto nextHello = next.next<net::Hello>();
    QVERIFY(nextHello);
    QCOMPARE(nextHello->token.size(), 32);
    QVERIFY(nextHello->token != hello->token);
    next.send(helloFrom("Next"));
    QVERIFY(next.next<net::RulesOffer>());
    QCOMPARE(session.state(), State::Considering);
    QCOMPARE(problems.size(), 1);
}

// The same while the game is interrupted: the mute connection is dropped without learning the token,
// the match waits on, and the peer resumes it.
void TestLanPeer::anInterruptedHostDropsAConnectionWithoutHello()
{
    net::LanTimings timings = fastTimings();
    timings.grace = std::chrono::milliseconds(60000); // no claim in this test but one a stranger would cause
    Game g(Role::Host, timings);
    QVERIFY(g.open());
    QVERIFY(g.round(cell("J1")));
    QSignalSpy lost(g.session.get(), &LanSession::peerLost);
    QSignalSpy back(g.session.get(), &LanSession::peerBack);
    QSignalSpy claimable(g.session.get(), &LanSession::winClaimable);
    QSignalSpy problems(g.session.get(), &LanSession::problem);
    g.peer->drop();
    QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), State::Interrupted, kWait);
    const PeerMatch snapshot = *g.session->match();
    QElapsedTimer clock;
    clock.start();

    ScriptedPeer mute; // heartbeats only
    QVERIFY(mute.connectTo(g.session->port()));
    QCOMPARE(mute.farewell(), QStringLiteral("no hello"));
    QVERIFY(clock.elapsed() >= timings.link.peerTimeout.count() * 9 / 10); // a coarse timer: 5 %
    QCOMPARE(mute.inbox().size(), std::size_t(1)); // the goodbye alone: no hello, so no token
    QTRY_COMPARE_WITH_TIMEOUT(problems.size(), 1, kWait);
    const auto problem = problems.at(0).at(0).value<LanProblem>();
    QVERIFY2(sameProblem(problem, {LanProblem::Kind::TimedOut}), describe(problem).constData());
    QCOMPARE(g.session->state(), State::Interrupted);
    QVERIFY(!g.session->canClaimWin());
    QCOMPARE(lost.size(), 1);
    QCOMPARE(claimable.size(), 0);
    QVERIFY(*g.session->match() == snapshot);

    QVERIFY(g.comeBack());
    const auto again = g.peer->next<net::Result>(); // its answer to the peer's last shot, in case it was lost
    QVERIFY(again);
    QCOMPARE(again->target, cell("A8"));
    QCOMPARE(back.size(), 1);
    QVERIFY(g.round(cell("J2")));
    QCOMPARE(problems.size(), 1);
    QVERIFY(!g.session->conviction());
}

// Whoever saw the host's token and went without playing (it declined, it left, it closed at once)
// cannot pass for the next guest: each guest gets a token of its own, and an old one is refused
// when the next guest's match is interrupted.
void TestLanPeer::eachNewGuestGetsANewToken()
{
    LanSession session(Role::Host, QStringLiteral("Session"), fastTimings());
    QVERIFY(!session.host(rulesFor(Role::Host), 0, QHostAddress::LocalHost));
    QSignalSpy declined(&session, &LanSession::rulesDeclined);
    QSignalSpy problems(&session, &LanSession::problem);
    QStringList tokens;
    // A guest connects and takes the host's hello; `greet`: it says its own and gets the rules.
    const auto arrive = [&](ScriptedPeer& guest, bool greet) {
        STEP(guest.connectTo(session.port()));
        const auto hello = guest.next<net::Hello>();
        STEP(hello);
        STEP(hello->token.size() == 32);
        STEP(!tokens.contains(hello->token));
        tokens << hello->token;
        if (greet) {
            guest.send(helloFrom("Guest"));
            STEP(guest.next<net::RulesOffer>());
            STEP(session.state() == State::Considering);
        }
        return true;
    };

    ScriptedPeer decliner;
    QVERIFY(arrive(decliner, true));
    decliner.send(net::Decline{QStringLiteral("not these rules")});
    QCOMPARE(decliner.farewell(), QStringLiteral("declined"));
    QTRY_COMPARE_WITH_TIMEOUT(declined.size(), 1, kWait);
    QCOMPARE(session.state(), State::Listening);

    ScriptedPeer leaver;
    QVERIFY(arrive(leaver, true));
    leaver.send(net::Goodbye{net::GoodbyeReason::Other, QStringLiteral("must dash")});
    leaver.close();
    QTRY_COMPARE_WITH_TIMEOUT(problems.size(), 1, kWait);
    QVERIFY2(sameProblem(problems.at(0).at(0).value<LanProblem>(), {LanProblem::Kind::PeerLeft}),
             describe(problems.at(0).at(0).value<LanProblem>()).constData());
    QCOMPARE(problems.at(0).at(0).value<LanProblem>().detail, QStringLiteral("must dash"));
    QCOMPARE(session.state(), State::Listening);

    ScriptedPeer closer; // closes right after the host's hello, without a word
    QVERIFY(arrive(closer, false));
    closer.close();
    QTRY_COMPARE_WITH_TIMEOUT(problems.size(), 2, kWait);
    QCOMPARE(problems.at(1).at(0).value<LanProblem>().kind, LanProblem::Kind::ConnectionLost);
    QCOMPARE(session.state(), State::Listening);

    ScriptedPeer player; // the guest that plays, its match interrupted while fleets are placed
    QVERIFY(arrive(player, true));
    player.send(net::Accept{});
    QTRY_COMPARE_WITH_TIMEOUT(session.state(), State::Placing, kWait);
    QCOMPARE(tokens.size(), 4);
    player.drop();
    QTRY_COMPARE_WITH_TIMEOUT(session.state(), State::Interrupted, kWait);
    for (qsizetype i = 0; i < 3; ++i) { // each token seen before cannot take the seat
        ScriptedPeer impostor;
        QVERIFY(impostor.connectTo(session.port()));
        impostor.send(helloFrom("Impostor", tokens.at(i)));
        QCOMPARE(impostor.farewell(), QStringLiteral("a game with another player is in progress"));
        QCOMPARE(impostor.inbox().size(), std::size_t(1));
        QCOMPARE(session.state(), State::Interrupted);
    }
    QCOMPARE(problems.size(), 5);
    for (qsizetype i = 2; i < 5; ++i)
        QCOMPARE(problems.at(i).at(0).value<LanProblem>().kind, LanProblem::Kind::UnknownSession);

    player.forget(); // the guest's own token does
    QVERIFY(player.connectTo(session.port()));
    player.send(helloFrom("Guest", tokens.at(3)));
    const auto hello = player.next<net::Hello>();
    QVERIFY(hello);
    QCOMPARE(hello->token, tokens.at(3));
    QTRY_COMPARE_WITH_TIMEOUT(session.state(), State::Placing, kWait);
    QCOMPARE(problems.size(), 5);
}

// Chat goes only to a connection that has said hello and, coming back to a match, proven the token:
// a stranger never reads the players' chat, nor is its own shown.
void TestLanPeer::chatGoesOnlyToTheProvenPeer()
{
    { // A waiting host, before the newcomer's hello.
        LanSession session(Role::Host, QStringLiteral("Session"), fastTimings());
        QVERIFY(!session.host(rulesFor(Role::Host), 0, QHostAddress::LocalHost));
        QSignalSpy chats(&session, &LanSession::chatReceived);
        ScriptedPeer guest;
        QVERIFY(guest.connectTo(session.port()));
        QVERIFY(guest.next<net::Hello>());
        session.sendChat(QStringLiteral("secret"));
        guest.send(net::Chat{QStringLiteral("psst")});
        guest.send(helloFrom("Guest"));
        QVERIFY(guest.next<net::RulesOffer>()); // no chat before it
        session.sendChat(QStringLiteral("welcome"));
        const auto chat = guest.next<net::Chat>();
        QVERIFY(chat);
        QCOMPARE(chat->text, QStringLiteral("welcome"));
        QCOMPARE(chats.size(), 0);
    }

    // An interrupted host, while a stranger is connected and has not proven anything.
    net::LanTimings timings = fastTimings();
    timings.grace = std::chrono::milliseconds(60000);
    Game g(Role::Host, timings);
    QVERIFY(g.open());
    QVERIFY(g.round(cell("J1")));
    QSignalSpy chats(g.session.get(), &LanSession::chatReceived);
    g.peer->drop();
    QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), State::Interrupted, kWait);
    ScriptedPeer stranger;
    QVERIFY(stranger.connectTo(g.session->port()));
    stranger.send(net::Chat{QStringLiteral("let me in")});
    const auto adopted = [&] { // the session has taken the stranger's connection
        const auto links = g.session->findChildren<net::PeerLink*>();
        return std::any_of(links.begin(), links.end(), [&](const net::PeerLink* link) {
            return link->isOpen() && link->socket() && link->socket()->peerPort() == stranger.localPort();
        });
    };
    QTRY_VERIFY_WITH_TIMEOUT(adopted(), kWait);
    g.session->sendChat(QStringLiteral("secret"));
    stranger.send(helloFrom("Eve", QStringLiteral("00000000000000000000000000000000")));
    QCOMPARE(stranger.farewell(), QStringLiteral("a game with another player is in progress"));
    QCOMPARE(stranger.inbox().size(), std::size_t(1)); // the goodbye alone: no chat
    QCOMPARE(chats.size(), 0);

    QVERIFY(g.comeBack()); // the peer resumes: chat flows again, both ways
    QVERIFY(g.peer->next<net::Result>());
    g.session->sendChat(QStringLiteral("welcome back"));
    const auto chat = g.peer->next<net::Chat>();
    QVERIFY(chat);
    QCOMPARE(chat->text, QStringLiteral("welcome back"));
    g.peer->send(net::Chat{QStringLiteral("thanks")});
    QTRY_COMPARE_WITH_TIMEOUT(chats.size(), 1, kWait);
    QCOMPARE(chats.at(0).at(0).toString(), QStringLiteral("thanks"));
}

QTEST_GUILESS_MAIN(TestLanPeer)
#include "tst_lanpeer.moc"
