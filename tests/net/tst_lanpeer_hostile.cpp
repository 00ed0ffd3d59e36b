// SPDX-License-Identifier: GPL-3.0-or-later
// One real LanSession against a scripted raw peer over 127.0.0.1: a plain socket driven by the test
// that writes hand-made lines (well-formed messages, or any bytes at all) and reads back what the
// session says. Malformed and hostile input ends the link with a goodbye and a LanProblem while the match is
// kept intact; lines are framed whatever the segments; an incompatible protocol version is refused.
#include "lanpeerfixtures.h"

using namespace lantest;

class TestLanPeerHostile : public QObject {
    Q_OBJECT

private slots:
    void hostileInputEndsTheLink_data();
    void hostileInputEndsTheLink();
    void aLineSplitAcrossSegmentsIsAccepted();
    void messagesInOneSegmentAreTakenInOrder();
    void theLongestLineIsAccepted();
    void aMessageBeforeHelloIsRefused_data();
    void aMessageBeforeHelloIsRefused();
    void anIncompatibleVersionIsRefused_data();
    void anIncompatibleVersionIsRefused();
    void aBusyHostRefusesASecondGuest();
};

// ---------------------------------------------------------------------------------------------
// Malformed and hostile input

void TestLanPeerHostile::hostileInputEndsTheLink_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<Before>("before");
    QTest::addColumn<LanProblem>("expected");
    QTest::addColumn<QString>("goodbye");

    using F = net::DecodeFailure::Kind;
    const auto malformed = [](F kind, const char* field = "") {
        LanProblem p{LanProblem::Kind::Malformed};
        p.failure = net::DecodeFailure{kind, QString::fromLatin1(field)};
        return p;
    };
    const auto outOfOrder = [](const char* type) {
        return LanProblem{.kind = LanProblem::Kind::OutOfOrder, .messageType = QString::fromLatin1(type)};
    };
    const auto badShot = [](ShotError error) {
        return LanProblem{.kind = LanProblem::Kind::BadShot, .shotError = error};
    };
    const QString tooLong = QStringLiteral("line longer than %1 bytes").arg(net::kMaxLineBytes);
    const QString garbled = QStringLiteral("malformed message");
    const auto field = [](const char* name) {
        return QStringLiteral("malformed message (field %1)").arg(QLatin1String(name));
    };
    const QByteArray mebibyte(1 << 20, 'x');
    QByteArray flood;
    for (int i = 0; i < net::noiseBurst(fastTimings().link) + net::kNoiseLinesPerSecond;
         ++i) // a second's refill too
        flood += net::encodeMessage(net::Chat{QStringLiteral("spam %1").arg(i)});
    const QByteArray hello = net::encodeMessage(net::Hello{net::kProtocolVersion,
                                                           QStringLiteral("seabattle"),
                                                           QStringLiteral("test"),
                                                           QStringLiteral("Again"),
                                                           {}});
    const Before S = Before::SessionToFire;

    QTest::newRow("truncated JSON") << QByteArray(R"({"type":"shot","cell":"B)"
                                                  "\n")
                                    << S << malformed(F::NotJson) << garbled;
    QTest::newRow("invalid JSON") << QByteArray("{type: shot, cell: B3}\n") << S << malformed(F::NotJson)
                                  << garbled;
    QTest::newRow("not an object") << QByteArray(R"(["shot","B3"])"
                                                 "\n")
                                   << S << malformed(F::NotJson) << garbled;
    QTest::newRow("two objects on a line") << QByteArray(R"({"type":"resign"}{"type":"resign"})"
                                                         "\n")
                                           << S << malformed(F::NotJson) << garbled;
    QTest::newRow("empty line") << QByteArray("\n") << S << malformed(F::NotJson) << garbled;
    QTest::newRow("1 MiB without a newline") << mebibyte << S << malformed(F::TooLong) << tooLong;
    QTest::newRow("1 MiB line") << QByteArray(R"({"type":"chat","text":")" + mebibyte + "\"}\n") << S
                                << malformed(F::TooLong) << tooLong;
    QTest::newRow("one byte over the line limit")
        << paddedChat(net::kMaxLineBytes + 1) << S << malformed(F::TooLong) << tooLong;
    QTest::newRow("NUL byte") << QByteArray(R"({"type":"chat","text":"a)" + QByteArray(1, '\0') + "b\"}\n")
                              << S << malformed(F::NotUtf8) << garbled;
    QTest::newRow("invalid UTF-8") << QByteArray("{\"type\":\"chat\",\"text\":\"\xc3\x28\"}\n") << S
                                   << malformed(F::NotUtf8) << garbled;
    QTest::newRow("overlong UTF-8") << QByteArray("{\"type\":\"chat\",\"text\":\"\xc0\xaf\"}\n") << S
                                    << malformed(F::NotUtf8) << garbled;
    QTest::newRow("UTF-16 surrogate in UTF-8")
        << QByteArray("{\"type\":\"chat\",\"text\":\"\xed\xa0\x80\"}\n") << S << malformed(F::NotUtf8)
        << garbled;
    QTest::newRow("cell as a number") << QByteArray(R"({"type":"shot","cell":42})"
                                                    "\n")
                                      << S << malformed(F::WrongFieldType, "cell") << field("cell");
    QTest::newRow("result as a boolean") << QByteArray(R"({"type":"result","cell":"J2","result":true})"
                                                       "\n")
                                         << S << malformed(F::WrongFieldType, "result") << field("result");
    QTest::newRow("ship as an array")
        << QByteArray(R"({"type":"result","cell":"J2","result":"sunk","ship":[2,0]})"
                      "\n")
        << S << malformed(F::WrongFieldType, "ship") << field("ship");
    QTest::newRow("type as a number") << QByteArray(R"({"type":5,"cell":"B3"})"
                                                    "\n")
                                      << S << malformed(F::UnknownType, "type") << field("type");
    QTest::newRow("huge number")
        << QByteArray(
               R"({"type":"result","cell":"J2","result":"sunk","ship":{"class":1e300,"number":0,"cells":["J2"]}})"
               "\n")
        << S << malformed(F::OutOfRange, "class") << field("class");
    QTest::newRow("huge integer")
        << QByteArray(
               R"({"type":"hello","protocol":123456789012345678901234567890,"app":"x","version":"1","name":"n"})"
               "\n")
        << S << malformed(F::OutOfRange, "protocol") << field("protocol");
    QTest::newRow("fractional number")
        << QByteArray(
               R"({"type":"result","cell":"J2","result":"sunk","ship":{"class":0,"number":0.5,"cells":["J2"]}})"
               "\n")
        << S << malformed(F::OutOfRange, "number") << field("number");
    QTest::newRow("cell off the grid") << QByteArray(R"({"type":"shot","cell":"K11"})"
                                                     "\n")
                                       << S << malformed(F::OutOfRange, "cell") << field("cell");
    QTest::newRow("cell not canonical") << QByteArray(R"({"type":"shot","cell":"b03"})"
                                                      "\n")
                                        << S << malformed(F::OutOfRange, "cell") << field("cell");
    QTest::newRow("unknown type") << QByteArray(R"({"type":"launch","cell":"B3"})"
                                                "\n")
                                  << S << malformed(F::UnknownType, "type") << field("type");
    QTest::newRow("no type") << QByteArray(R"({"cell":"B3"})"
                                           "\n")
                             << S << malformed(F::UnknownType, "type") << field("type");
    QTest::newRow("missing field") << QByteArray(R"({"type":"shot"})"
                                                 "\n")
                                   << S << malformed(F::MissingField, "cell") << field("cell");

    QTest::newRow("shot out of turn")
        << net::encodeMessage(net::ShotMessage{cell("B10")}) << S << badShot(ShotError::NotYourTurn)
        << QStringLiteral("shot out of turn");
    QTest::newRow("shot while ours awaits its answer")
        << net::encodeMessage(net::ShotMessage{cell("B10")}) << Before::SessionShotPending
        << badShot(ShotError::NotYourTurn) << QStringLiteral("shot out of turn");
    QTest::newRow("shot at a cell already fired at")
        << net::encodeMessage(net::ShotMessage{cell("A8")}) << Before::PeerToFire
        << badShot(ShotError::AlreadyFiredAt) << QStringLiteral("shot at a cell already fired at");
    QTest::newRow("result for a shot never made")
        << net::encodeMessage(said("J5", ShotResult::Miss)) << S << outOfOrder("result")
        << QStringLiteral("result for a shot never made");
    QTest::newRow("result for another cell")
        << net::encodeMessage(said("J3", ShotResult::Miss)) << Before::SessionShotPending
        << outOfOrder("result") << QStringLiteral("result for a shot never made");
    QTest::newRow("second hello") << hello << S << outOfOrder("hello") << QStringLiteral("second hello");
    QTest::newRow("rules in battle") << net::encodeMessage(net::RulesOffer{Ruleset::hasbro()}) << S
                                     << outOfOrder("rules") << QStringLiteral("unexpected rules");
    QTest::newRow("accept in battle") << net::encodeMessage(net::Accept{}) << S << outOfOrder("accept")
                                      << QStringLiteral("unexpected accept");
    QTest::newRow("another commitment") << net::encodeMessage(net::Commit{QByteArray(32, '\x42')}) << S
                                        << outOfOrder("commit") << QStringLiteral("unexpected commit");
    QTest::newRow("rematch in battle") << net::encodeMessage(net::Rematch{}) << S << outOfOrder("rematch")
                                       << QStringLiteral("unexpected rematch");
    QTest::newRow("reveal in battle")
        << net::encodeMessage(net::Reveal{QString::fromLatin1(kPeerFleet), QByteArray(16, '\1')}) << S
        << outOfOrder("reveal") << QStringLiteral("reveal before the end");
    QTest::newRow("flood") << flood << S << LanProblem{LanProblem::Kind::Flood}
                           << QStringLiteral("too many messages");
}

// The session says goodbye with the reason and closes; the problem is reported; the match is kept
// exactly as it was, for the peer to resume or the local player to claim.
void TestLanPeerHostile::hostileInputEndsTheLink()
{
    QFETCH(QByteArray, input);
    QFETCH(Before, before);
    QFETCH(LanProblem, expected);
    QFETCH(QString, goodbye);

    Game g(Role::Host);
    QVERIFY(g.open());
    QVERIFY(g.round(cell("J1"))); // the peer fires at A8
    if (before == Before::SessionShotPending) {
        QVERIFY(!g.session->fire(cell("J2")));
        QVERIFY(g.peer->next<net::ShotMessage>());
    } else if (before == Before::PeerToFire) {
        QVERIFY(g.sessionFires(cell("J2")));
        QCOMPARE(g.session->match()->turn(), Player::Two);
    }
    const PeerMatch snapshot = *g.session->match();
    QSignalSpy problems(g.session.get(), &LanSession::problem);
    QSignalSpy lost(g.session.get(), &LanSession::peerLost);
    QSignalSpy over(g.session.get(), &LanSession::matchOver);

    g.peer->sendRaw(input);

    const auto farewell = g.peer->farewell();
    QVERIFY2(farewell, "the session closed without a goodbye, or did not close");
    QCOMPARE(*farewell, goodbye);
    QTRY_COMPARE_WITH_TIMEOUT(problems.size(), 1, kWait);
    const auto problem = problems.at(0).at(0).value<LanProblem>();
    QVERIFY2(sameProblem(problem, expected), describe(problem).constData());
    QCOMPARE(lost.size(), 1);
    QCOMPARE(lost.at(0).at(0).value<LanProblem>().kind, expected.kind);
    QCOMPARE(g.session->state(), State::Interrupted);
    QVERIFY(g.session->canClaimWin()); // a peer that broke the protocol need not be waited for
    QVERIFY(*g.session->match() == snapshot);
    QVERIFY(!g.session->conviction());
    QCOMPARE(over.size(), 0);
    QVERIFY(g.peer->garbage().isEmpty());
}

// A line that arrives a byte at a time, even inside a UTF-8 character, is one message.
void TestLanPeerHostile::aLineSplitAcrossSegmentsIsAccepted()
{
    Game g(Role::Host);
    QVERIFY(g.open());
    QSignalSpy chats(g.session.get(), &LanSession::chatReceived);
    QSignalSpy problems(g.session.get(), &LanSession::problem);
    QSignalSpy lost(g.session.get(), &LanSession::peerLost);

    QVERIFY(!g.session->fire(cell("J2")));
    QVERIFY(g.peer->next<net::ShotMessage>());
    g.peer->sendByteByByte(net::encodeMessage(g.answer(cell("J2"))));
    QTRY_COMPARE_WITH_TIMEOUT(g.session->match()->shots().size(), std::size_t(1), kWait);
    QCOMPARE(g.session->match()->view(Player::One).at(cell("J2")), CellKnowledge::Miss);

    const QString text = QStringLiteral(u"Grüße ⚓ à bientôt");
    g.peer->sendByteByByte(net::encodeMessage(net::Chat{text}));
    QTRY_COMPARE_WITH_TIMEOUT(chats.size(), 1, kWait);
    QCOMPARE(chats.at(0).at(0).toString(), text);

    QVERIFY(g.peerFires(cell("A8"))); // and the link goes on
    QCOMPARE(g.session->state(), State::Battle);
    QCOMPARE(problems.size(), 0);
    QCOMPARE(lost.size(), 0);
    QVERIFY(!g.peer->isClosed());
}

// Several messages in one segment are all taken, in the order they were written.
void TestLanPeerHostile::messagesInOneSegmentAreTakenInOrder()
{
    Game g(Role::Host);
    QVERIFY(g.open());
    QStringList events;
    connect(g.session.get(), &LanSession::shotResolved, this, [&](const ShotOutcome& o) {
        events << QStringLiteral("%1 %2 %3")
                      .arg(o.shot.shooter == Player::One ? "session" : "peer")
                      .arg(QString::fromStdString(formatCoord(o.shot.target)))
                      .arg(int(o.result));
    });
    connect(g.session.get(), &LanSession::chatReceived, this, [&](const QString& text) { events << text; });
    QSignalSpy problems(g.session.get(), &LanSession::problem);

    QVERIFY(!g.session->fire(cell("J2")));
    QVERIFY(g.peer->next<net::ShotMessage>());
    // The answer passes the turn: the shot after it is in turn only if the answer was taken first.
    g.peer->sendRaw(net::encodeMessage(g.answer(cell("J2"))) +
                    net::encodeMessage(net::Chat{QStringLiteral("first")}) +
                    net::encodeMessage(net::ShotMessage{cell("A8")}) +
                    net::encodeMessage(net::Chat{QStringLiteral("last")}));
    QTRY_COMPARE_WITH_TIMEOUT(events.size(), 4, kWait);
    QCOMPARE(events, QStringList({QStringLiteral("session J2 0"), QStringLiteral("first"),
                                  QStringLiteral("peer A8 0"), QStringLiteral("last")}));
    const auto result = g.peer->next<net::Result>();
    QVERIFY(result);
    QCOMPARE(result->target, cell("A8"));
    QCOMPARE(result->result, ShotResult::Miss);
    QCOMPARE(g.session->state(), State::Battle);
    QCOMPARE(g.session->match()->turn(), Player::One);
    QCOMPARE(problems.size(), 0);
}

// A line of exactly the limit, newline included, is a message (one byte more is not: see above).
void TestLanPeerHostile::theLongestLineIsAccepted()
{
    Game g(Role::Host);
    QVERIFY(g.open());
    QSignalSpy chats(g.session.get(), &LanSession::chatReceived);
    QSignalSpy problems(g.session.get(), &LanSession::problem);
    const QByteArray line = paddedChat(net::kMaxLineBytes);
    QCOMPARE(line.size(), net::kMaxLineBytes);
    g.peer->sendRaw(line + line); // two at once: the second starts right where the first ends
    QTRY_COMPARE_WITH_TIMEOUT(chats.size(), 2, kWait);
    QCOMPARE(chats.at(1).at(0).toString(), QStringLiteral("at the limit"));
    QCOMPARE(problems.size(), 0);
    QCOMPARE(g.session->state(), State::Battle);
}

void TestLanPeerHostile::aMessageBeforeHelloIsRefused_data()
{
    QTest::addColumn<Role>("role");
    QTest::newRow("host") << Role::Host;
    QTest::newRow("guest") << Role::Guest;
}

// Nothing but a hello may come first; the host then waits for another guest, the guest gives up.
void TestLanPeerHostile::aMessageBeforeHelloIsRefused()
{
    QFETCH(Role, role);
    const Ruleset rules = rulesFor(role);
    LanSession session(role, QStringLiteral("Session"), fastTimings());
    QSignalSpy problems(&session, &LanSession::problem);
    ScriptedPeer peer;
    QString expected;
    if (role == Role::Host) {
        QVERIFY(!session.host(rules, 0, QHostAddress::LocalHost));
        QVERIFY(peer.connectTo(session.port()));
        QVERIFY(peer.next<net::Hello>());
        peer.send(net::ShotMessage{cell("B2")});
        expected = QStringLiteral("shot");
    } else {
        const quint16 port = peer.listen();
        QVERIFY(port);
        session.join(QStringLiteral("127.0.0.1"), port);
        QVERIFY(peer.accept());
        QVERIFY(peer.next<net::Hello>());
        peer.send(net::RulesOffer{rules});
        expected = QStringLiteral("rules");
    }
    QCOMPARE(peer.farewell(), QStringLiteral("%1 before hello").arg(expected));
    QTRY_COMPARE_WITH_TIMEOUT(problems.size(), 1, kWait);
    const auto problem = problems.at(0).at(0).value<LanProblem>();
    QVERIFY2(sameProblem(problem, {.kind = LanProblem::Kind::OutOfOrder, .messageType = expected}),
             describe(problem).constData());
    QVERIFY(!session.match());
    if (role == Role::Guest) {
        QCOMPARE(session.state(), State::Closed);
        return;
    }
    QCOMPARE(session.state(), State::Listening);
    ScriptedPeer next; // the host is free for the next guest
    QVERIFY(next.connectTo(session.port()));
    const auto hello = next.next<net::Hello>();
    QVERIFY(hello);
    next.send(net::Hello{net::kProtocolVersion,
                         QStringLiteral("seabattle"),
                         QStringLiteral("test"),
                         QStringLiteral("Next"),
                         {}});
    QVERIFY(next.next<net::RulesOffer>());
    QCOMPARE(session.state(), State::Considering);
}

void TestLanPeerHostile::anIncompatibleVersionIsRefused_data()
{
    QTest::addColumn<Role>("role");
    QTest::addColumn<int>("version");
    QTest::newRow("host, newer peer") << Role::Host << net::kProtocolVersion + 1;
    QTest::newRow("host, older peer") << Role::Host << 0;
    QTest::newRow("guest, newer peer") << Role::Guest << 1000;
}

// A peer speaking another protocol version is told which versions are at stake, and left.
void TestLanPeerHostile::anIncompatibleVersionIsRefused()
{
    QFETCH(Role, role);
    QFETCH(int, version);
    LanSession session(role, QStringLiteral("Session"), fastTimings());
    QSignalSpy problems(&session, &LanSession::problem);
    ScriptedPeer peer;
    const net::Hello hello{
        version, QStringLiteral("seabattle"), QStringLiteral("9.0"), QStringLiteral("Future"),
        role == Role::Guest ? QStringLiteral("5ea8a771e5e55104a11ce0b0b0000001") : QString()};
    if (role == Role::Host) {
        QVERIFY(!session.host(rulesFor(role), 0, QHostAddress::LocalHost));
        QVERIFY(peer.connectTo(session.port()));
    } else {
        const quint16 port = peer.listen();
        QVERIFY(port);
        session.join(QStringLiteral("127.0.0.1"), port);
        QVERIFY(peer.accept());
    }
    QVERIFY(peer.next<net::Hello>()); // each side speaks first
    peer.send(hello);
    QCOMPARE(peer.farewell(), QStringLiteral("incompatible protocol version %1 (this game speaks %2)")
                                  .arg(version)
                                  .arg(net::kProtocolVersion));
    QTRY_COMPARE_WITH_TIMEOUT(problems.size(), 1, kWait);
    const auto problem = problems.at(0).at(0).value<LanProblem>();
    QVERIFY2(sameProblem(problem, {.kind = LanProblem::Kind::IncompatibleVersion, .number = version}),
             describe(problem).constData());
    QVERIFY(session.peerName().isEmpty());
    QCOMPARE(session.state(), role == Role::Host ? State::Listening : State::Closed);
}

// While a game is on, anyone else who connects is told the host is busy; the game goes on.
void TestLanPeerHostile::aBusyHostRefusesASecondGuest()
{
    Game g(Role::Host);
    QVERIFY(g.open());
    QVERIFY(g.round(cell("J1")));
    const PeerMatch snapshot = *g.session->match();
    QSignalSpy problems(g.session.get(), &LanSession::problem);
    QSignalSpy states(g.session.get(), &LanSession::stateChanged);

    ScriptedPeer stranger;
    QVERIFY(stranger.connectTo(g.session->port()));
    QCOMPARE(stranger.farewell(), QStringLiteral("busy: this host already has a guest"));
    QCOMPARE(stranger.inbox().size(), std::size_t(1)); // no hello, no token

    QCOMPARE(problems.size(), 0);
    QCOMPARE(states.size(), 0);
    QVERIFY(*g.session->match() == snapshot);
    QVERIFY(g.round(cell("J2"))); // the game goes on
    QVERIFY(!g.peer->isClosed());
}

QTEST_GUILESS_MAIN(TestLanPeerHostile)
#include "tst_lanpeer_hostile.moc"
