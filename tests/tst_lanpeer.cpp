// SPDX-License-Identifier: GPL-3.0-or-later
// One real LanSession against a scripted raw peer over 127.0.0.1: a plain socket driven by the test
// that writes hand-made lines (well-formed messages, or any bytes at all) and reads back what the
// session says. Cheaters are convicted with the right explanation and an honest peer never is;
// malformed and hostile input ends the link with a goodbye and a LanProblem while the match is kept
// intact; an incompatible protocol version is refused; a dropped connection is resumed by its own
// peer and by nobody else; and a peer that falls silent times out and its match may be claimed.
#include "coretestsupport.h"
#include "lantestsupport.h"
#include "scriptedpeer.h"

#include "app/net/lancomputer.h"
#include "app/net/message.h"
#include "core/ai/opponentlevel.h"
#include "core/answer.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>

#include <algorithm>
#include <deque>
#include <memory>

using namespace lantest;

namespace {

// kPeerFleet with its Carrier moved from A1–A5 to C6–G6: still a legal Standard fleet.
constexpr const char* kPeerFleetMoved = "..B.C.D...\n"
                                        "..B.C.D...\n"
                                        "..B.C.D...\n"
                                        "..B.......\n"
                                        "..........\n"
                                        "..AAAAA...\n"
                                        "E.........\n"
                                        "E.........\n"
                                        "..........\n"
                                        ".........F\n";
// kPeerFleet without its Patrol boat: one ship short of the Standard fleet.
constexpr const char* kPeerFleetShort = "A.B.C.D...\n"
                                        "A.B.C.D...\n"
                                        "A.B.C.D...\n"
                                        "A.B.......\n"
                                        "A.........\n"
                                        "..........\n"
                                        "E.........\n"
                                        "E.........\n"
                                        "..........\n"
                                        "..........\n";

constexpr ShipId kCarrier{0, 0};
constexpr ShipId kCruiser{2, 0};
constexpr ShipId kSubmarine{3, 0};
constexpr ShipId kPatrolBoat{5, 0};

// Lines the session must refuse, and the one it must accept, around the line limit.
QByteArray paddedChat(qsizetype bytes)
{
    QByteArray line = R"({"type":"chat","text":"at the limit")";
    return line + QByteArray(bytes - line.size() - 2, ' ') + "}\n";
}

std::vector<Coord> cellsNamed(const char* names)
{
    std::vector<Coord> result;
    for (const QString& word : QString::fromLatin1(names).split(u' ', Qt::SkipEmptyParts))
        result.push_back(cell(word.toLatin1().constData()));
    return result;
}

net::Result said(const char* target, ShotResult result, std::optional<ShipId> ship = {},
                 const char* cells = "")
{
    net::Result r{cell(target), result, std::nullopt};
    if (ship)
        r.sunk = SunkShip{*ship, cellsNamed(cells)};
    return r;
}

bool sameResult(const net::Result& a, const net::Result& b)
{
    return a.target == b.target && a.result == b.result && a.sunk == b.sunk;
}

QByteArray describe(const std::optional<Conviction>& c)
{
    if (!c)
        return "no conviction";
    QByteArray text = "Conviction{kind " + QByteArray::number(int(c->kind));
    if (c->impossible)
        text += ", impossible " + QByteArray::number(int(c->impossible->kind)) + " at " +
                QByteArray::fromStdString(formatCoord(c->impossible->target));
    for (const Violation& v : c->violations) {
        text += ", violation " + QByteArray::number(int(v.kind)) + " answer " + QByteArray::number(v.answer);
        if (isOnBoard(v.target) && v.answer >= 0)
            text += " at " + QByteArray::fromStdString(formatCoord(v.target));
        if (v.ship)
            text +=
                " ship " + QByteArray::number(v.ship->shipClass) + "." + QByteArray::number(v.ship->number);
        if (v.claimed)
            text += " claimed " + QByteArray::number(v.claimed->shipClass) + "." +
                    QByteArray::number(v.claimed->number);
        for (const LayoutProblem& p : v.problems) {
            text += " problem " + QByteArray::number(int(p.kind)) + " ships";
            for (ShipId ship : p.ships)
                text += " " + QByteArray::number(ship.shipClass) + "." + QByteArray::number(ship.number);
            text += " cells";
            for (Coord c : p.cells)
                text += " " + QByteArray::fromStdString(formatCoord(c));
            text += " class " + QByteArray::number(p.shipClass) + " expected " +
                    QByteArray::number(p.expected) + " actual " + QByteArray::number(p.actual);
        }
    }
    return text + "}";
}

// How a cheater's match ends.
enum class Ending {
    AtOnce,  // its last answer is impossible: convicted on the spot
    Reveal,  // it resigns and reveals
    Silence, // it resigns and never reveals (but stays connected)
    Close,   // it resigns and closes the connection instead of revealing
    Goodbye, // it resigns and says goodbye instead of revealing
};

struct Move {
    const char* target;
    std::optional<net::Result> lie; // its answer, when not the truth
};

struct CheatScript {
    const char* answersFrom = kPeerFleet; // the fleet its true answers come from
    std::vector<Move> moves;              // the session's shots, in order
    Ending ending = Ending::Reveal;
    const char* committed = nullptr; // the text committed to (answersFrom if null)
    const char* revealed = nullptr;  // the text revealed (the committed one if null)
    bool otherSalt = false;          // revealed with another salt than the committed one
};

// What the peer does to make a hostile input possible.
enum class Before {
    SessionToFire,      // the session is to fire, nothing pending
    SessionShotPending, // the session fired J2; the peer has not answered
    PeerToFire,         // the session fired J2, the peer answered: the peer is to fire
};

} // namespace

Q_DECLARE_METATYPE(LanSession::Role)
Q_DECLARE_METATYPE(net::Conviction)
Q_DECLARE_METATYPE(net::LanProblem)
Q_DECLARE_METATYPE(CheatScript)
Q_DECLARE_METATYPE(Before)

class TestLanPeer : public QObject {
    Q_OBJECT

private slots:
    // Fair play and cheating.
    void honestPeersAreNeverConvicted_data();
    void honestPeersAreNeverConvicted();
    void cheatersAreConvicted_data();
    void cheatersAreConvicted();
    // Malformed and hostile input.
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
    // Disconnection and resumption.
    void aDroppedConnectionIsResumed_data();
    void aDroppedConnectionIsResumed();
    void aResumptionSaysAgainWhatTheBreakSwallowed_data();
    void aResumptionSaysAgainWhatTheBreakSwallowed();
    void onlyTheTokenResumesAnInterruptedGame();
    void aSilentPeerTimesOutAndTheWinMayBeClaimed();
    void aConnectionDroppedAtTheEndIsResumed_data();
    void aConnectionDroppedAtTheEndIsResumed();
    void aResignationWhileAwayIsToldOnReturn_data();
    void aResignationWhileAwayIsToldOnReturn();
    void aClaimedWinIsToldOnReturn_data();
    void aClaimedWinIsToldOnReturn();
    void aGuestTakesTheLossTheHostClaimed();
    void aPeerBackInTimeRevealsWithoutConviction_data();
    void aPeerBackInTimeRevealsWithoutConviction();
    void aGuestToldBusyKeepsTrying_data();
    void aGuestToldBusyKeepsTrying();
    void aRepeatIsAnErrorUnlessTheLinkWasResumed_data();
    void aRepeatIsAnErrorUnlessTheLinkWasResumed();
    // Strangers and session tokens.
    void aConnectionWithoutHelloIsDropped();
    void anInterruptedHostDropsAConnectionWithoutHello();
    void eachNewGuestGetsANewToken();
    void chatGoesOnlyToTheProvenPeer();
};

// ---------------------------------------------------------------------------------------------
// Fair play and cheating

void TestLanPeer::honestPeersAreNeverConvicted_data()
{
    QTest::addColumn<Role>("role");
    QTest::addColumn<QString>("play");
    for (Role role : {Role::Host, Role::Guest})
        for (const char* play : {"session sinks the fleet", "peer sinks the fleet", "peer resigns"})
            QTest::addRow("%s, %s", role == Role::Host ? "host" : "guest", play)
                << role << QString::fromLatin1(play);
}

// A peer that answers truly, then reveals the fleet it committed to, loses or wins fairly.
void TestLanPeer::honestPeersAreNeverConvicted()
{
    QFETCH(Role, role);
    QFETCH(QString, play);
    Game g(role);
    QVERIFY(g.open());
    QSignalSpy over(g.session.get(), &LanSession::matchOver);
    QSignalSpy revealed(g.session.get(), &LanSession::peerFleetRevealed);
    QSignalSpy problems(g.session.get(), &LanSession::problem);

    MatchResult expected;
    if (play == QLatin1String("session sinks the fleet")) {
        for (const Placement& ship : g.peerFleet.placements())
            for (Coord c : ship.cells())
                QVERIFY(g.round(c));
        expected = {Player::One, EndReason::FleetSunk};
    } else if (play == QLatin1String("peer sinks the fleet")) {
        std::vector<Coord> peerWater;
        for (int column = 0; column < kBoardSize; ++column)
            peerWater.insert(peerWater.end(), {Coord{column, 5}, Coord{column, 8}});
        std::size_t nextWater = 0;
        for (const Placement& ship : g.sessionFleet.placements())
            for (Coord c : ship.cells()) {
                QVERIFY(g.sessionFires(peerWater.at(nextWater++)));
                QVERIFY(g.peerFires(c));
            }
        expected = {Player::Two, EndReason::FleetSunk};
    } else {
        QVERIFY(g.round(cell("A1")));
        QVERIFY(g.round(cell("J1")));
        g.peer->send(net::Resign{});
        expected = {Player::One, EndReason::Resignation};
    }
    QVERIFY(g.sessionReveals());
    QCOMPARE(g.session->state(), State::Revealing);
    QCOMPARE(over.size(), 0); // not before the peer's fleet is checked
    g.peer->send(g.honestReveal());

    QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), State::Over, kWait);
    QVERIFY2(!g.session->conviction(), describe(g.session->conviction()).constData());
    QCOMPARE(g.session->match()->result(), expected);
    QCOMPARE(over.size(), 1);
    QCOMPARE(over.at(0).at(0).value<MatchResult>(), expected);
    QCOMPARE(revealed.size(), 1);
    QVERIFY(revealed.at(0).at(0).value<FleetLayout>() == g.peerFleet);
    QVERIFY(g.session->match()->fleet(Player::Two) == g.peerFleet);
    QCOMPARE(problems.size(), 0);
    QVERIFY(!g.peer->isClosed());
    QVERIFY(g.peer->garbage().isEmpty());
}

void TestLanPeer::cheatersAreConvicted_data()
{
    QTest::addColumn<Role>("role");
    QTest::addColumn<CheatScript>("script");
    QTest::addColumn<Conviction>("expected");

    using K = Violation::Kind;
    const auto falseAnswers = [](std::vector<Violation> violations) {
        return Conviction{.kind = Conviction::Kind::FalseAnswers, .violations = std::move(violations)};
    };
    const auto illegal = [](LayoutProblem problem) {
        return Conviction{.kind = Conviction::Kind::FalseAnswers,
                          .violations = {Violation{.kind = K::IllegalFleet, .problems = {problem}}}};
    };
    const auto impossible = [](ImpossibleAnswer::Kind kind, const char* target, ShipId ship) {
        return Conviction{.kind = Conviction::Kind::ImpossibleAnswer,
                          .impossible = ImpossibleAnswer{kind, cell(target), ship}};
    };

    const struct {
        const char* name;
        CheatScript script;
        Conviction expected;
    } rows[] = {
        {"false miss",
         {.moves = {{"A1", said("A1", ShotResult::Miss)}}},
         falseAnswers({{.kind = K::FalseMiss, .answer = 0, .target = cell("A1"), .ship = kCarrier}})},
        {"false hit",
         {.moves = {{"J1", said("J1", ShotResult::Hit)}}},
         falseAnswers({{.kind = K::FalseHit, .answer = 0, .target = cell("J1")}})},
        {"sinking called a hit",
         {.moves = {{"J10", said("J10", ShotResult::Hit)}}},
         falseAnswers({{.kind = K::MissedSunk, .answer = 0, .target = cell("J10"), .ship = kPatrolBoat}})},
        {"wrong ship sunk",
         {.moves = {{"E1", {}}, {"E2", {}}, {"E3", said("E3", ShotResult::Sunk, kSubmarine, "E1 E2 E3")}}},
         falseAnswers({{.kind = K::FalseSunk,
                        .answer = 2,
                        .target = cell("E3"),
                        .ship = kCruiser,
                        .claimed = kSubmarine}})},
        {"ship moved after the answers",
         {.moves = {{"A1", {}}, {"C6", {}}}, .committed = kPeerFleetMoved},
         falseAnswers({{.kind = K::FalseHit, .answer = 0, .target = cell("A1")},
                       {.kind = K::FalseMiss, .answer = 1, .target = cell("C6"), .ship = kCarrier}})},
        {"touching ships", // the Cruiser C3–E3 and the Submarine F3–H3 end to end
         {.answersFrom = kStandardTouching, .moves = {{"J10", {}}}},
         illegal({.kind = LayoutProblem::Kind::Touching,
                  .ships = {kCruiser, kSubmarine},
                  .cells = {cell("F3")},
                  .contact = Contact::Side})},
        {"a ship short", // no Patrol boat
         {.answersFrom = kPeerFleetShort, .moves = {{"J1", {}}}},
         illegal({.kind = LayoutProblem::Kind::WrongCount, .shipClass = 5, .expected = 1, .actual = 0})},
        {"unreadable reveal",
         {.moves = {{"J1", {}}}, .committed = "a fleet? never"},
         Conviction{Conviction::Kind::RevealUnreadable}},
        {"reveal with another salt",
         {.moves = {{"J1", {}}}, .otherSalt = true},
         Conviction{Conviction::Kind::RevealMismatch}},
        {"reveal of another fleet",
         {.moves = {{"J1", {}}}, .revealed = kPeerFleetMoved},
         Conviction{Conviction::Kind::RevealMismatch}},
        {"no reveal in time",
         {.moves = {{"J1", {}}}, .ending = Ending::Silence},
         Conviction{Conviction::Kind::NoReveal}},
        {"closes instead of revealing",
         {.moves = {{"J1", {}}}, .ending = Ending::Close},
         Conviction{Conviction::Kind::NoReveal}},
        {"leaves instead of revealing",
         {.moves = {{"J1", {}}}, .ending = Ending::Goodbye},
         Conviction{Conviction::Kind::NoReveal}},
        {"sunk with cells never hit",
         {.moves = {{"A1", said("A1", ShotResult::Sunk, kCarrier, "A1 A2 A3 A4 A5")}},
          .ending = Ending::AtOnce},
         impossible(ImpossibleAnswer::Kind::WrongCells, "A1", kCarrier)},
        {"sunk a ship not in the fleet",
         {.moves = {{"J10", said("J10", ShotResult::Sunk, ShipId{7, 0}, "J10")}}, .ending = Ending::AtOnce},
         impossible(ImpossibleAnswer::Kind::NotInFleet, "J10", ShipId{7, 0})},
        {"sunk a ship twice",
         {.moves = {{"J10", {}}, {"J1", said("J1", ShotResult::Sunk, kPatrolBoat, "J1")}},
          .ending = Ending::AtOnce},
         impossible(ImpossibleAnswer::Kind::AlreadySunk, "J1", kPatrolBoat)},
    };
    for (Role role : {Role::Host, Role::Guest})
        for (const auto& row : rows)
            QTest::addRow("%s, %s", role == Role::Host ? "host" : "guest", row.name)
                << role << row.script << row.expected;
}

// Each lie is caught, with the ship and cell it was about, and the local player wins by rule violation.
void TestLanPeer::cheatersAreConvicted()
{
    QFETCH(Role, role);
    QFETCH(CheatScript, script);
    QFETCH(Conviction, expected);

    Game g(role);
    g.answerFrom(script.answersFrom);
    if (script.committed)
        g.committed = QString::fromLatin1(script.committed);
    QVERIFY(g.open());
    QSignalSpy over(g.session.get(), &LanSession::matchOver);
    QSignalSpy problems(g.session.get(), &LanSession::problem);

    std::optional<PeerMatch> before; // just before the lie that convicts at once, or the reveal
    QElapsedTimer revealClock;       // since the match ended by the peer's resignation
    for (std::size_t i = 0; i < script.moves.size(); ++i) {
        if (script.ending == Ending::AtOnce && i + 1 == script.moves.size())
            before = *g.session->match();
        QVERIFY(g.round(cell(script.moves[i].target), script.moves[i].lie));
    }
    if (script.ending == Ending::AtOnce) {
        // The liar still believes the battle goes on: the session tells it why it ends.
        const auto farewell = g.peer->farewell();
        QVERIFY2(farewell, "the session closed without a goodbye, or did not close");
        QCOMPARE(*farewell, QStringLiteral("rule violation: impossible answer"));
    } else {
        QCOMPARE(g.session->state(), State::Battle);
        g.peer->send(net::Resign{});
        revealClock.start();
        QVERIFY(g.sessionReveals());
        QCOMPARE(g.session->state(), State::Revealing);
        before = *g.session->match();
        switch (script.ending) {
        case Ending::Reveal: {
            net::Reveal reveal = g.honestReveal();
            if (script.revealed)
                reveal.layout = QString::fromLatin1(script.revealed);
            if (script.otherSalt)
                reveal.salt = QByteArray::fromHex("ffeeddccbbaa99887766554433221100");
            g.peer->send(reveal);
            break;
        }
        case Ending::Silence:
            break; // heartbeats only
        case Ending::Close:
            // A lost connection is not a refusal: the session waits for the peer to come back and
            // reveal, and only after the grace period may its player claim the win, which convicts.
            g.peer->close();
            QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), State::Interrupted, kWait);
            QVERIFY(!g.session->conviction());
            QVERIFY(!g.session->canClaimWin());
            QTRY_VERIFY_WITH_TIMEOUT(g.session->canClaimWin(), kWait);
            QVERIFY(g.session->claimWin());
            // Meanwhile a guest reaches for its host again; should a try meet the scripted host's
            // silence ("no hello"), that is the reconnection's problem, not the cheat's.
            problems.clear();
            break;
        case Ending::Goodbye:
            g.peer->send(net::Goodbye{QStringLiteral("must dash")});
            g.peer->close();
            break;
        case Ending::AtOnce:
            break;
        }
    }

    QTRY_VERIFY_WITH_TIMEOUT(g.session->conviction().has_value(), kWait);
    if (script.ending == Ending::Silence) // not before the time to reveal is up (a coarse timer: 5 %)
        QVERIFY(revealClock.elapsed() >= g.timings.reveal.count() * 9 / 10);
    const Conviction& conviction = *g.session->conviction();
    QVERIFY2(conviction.kind == expected.kind && conviction.impossible == expected.impossible &&
                 conviction.violations == expected.violations,
             describe(conviction).constData());
    QCOMPARE(g.session->state(), State::Over);
    const MatchResult win{Player::One, EndReason::RuleViolation};
    QCOMPARE(g.session->match()->result(), win);
    QCOMPARE(over.size(), 1);
    QCOMPARE(over.at(0).at(0).value<MatchResult>(), win);
    QCOMPARE(problems.size(), 0); // a cheater is convicted, not a protocol problem

    // The lie changed nothing but the result: every shot, view and fleet is as it was.
    const PeerMatch& after = *g.session->match();
    QCOMPARE(after.shots(), before->shots());
    QVERIFY(after.view(Player::One) == before->view(Player::One));
    QVERIFY(after.view(Player::Two) == before->view(Player::Two));
    QVERIFY(after.answers() == before->answers());
    QVERIFY(after.fleet(Player::One) == g.sessionFleet);
    if (conviction.kind == Conviction::Kind::FalseAnswers)
        QVERIFY(after.fleet(Player::Two) == layoutOf(g.rules, qPrintable(g.committed))); // shown as revealed
    else
        QVERIFY(!after.fleet(Player::Two));
    QVERIFY(g.peer->garbage().isEmpty());
}

// ---------------------------------------------------------------------------------------------
// Malformed and hostile input

void TestLanPeer::hostileInputEndsTheLink_data()
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
        << net::encodeMessage(net::Shot{cell("B10")}) << S << badShot(ShotError::NotYourTurn)
        << QStringLiteral("shot out of turn");
    QTest::newRow("shot while ours awaits its answer")
        << net::encodeMessage(net::Shot{cell("B10")}) << Before::SessionShotPending
        << badShot(ShotError::NotYourTurn) << QStringLiteral("shot out of turn");
    QTest::newRow("shot at a cell already fired at")
        << net::encodeMessage(net::Shot{cell("A8")}) << Before::PeerToFire
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
void TestLanPeer::hostileInputEndsTheLink()
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
        QVERIFY(g.peer->next<net::Shot>());
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
void TestLanPeer::aLineSplitAcrossSegmentsIsAccepted()
{
    Game g(Role::Host);
    QVERIFY(g.open());
    QSignalSpy chats(g.session.get(), &LanSession::chatReceived);
    QSignalSpy problems(g.session.get(), &LanSession::problem);
    QSignalSpy lost(g.session.get(), &LanSession::peerLost);

    QVERIFY(!g.session->fire(cell("J2")));
    QVERIFY(g.peer->next<net::Shot>());
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
void TestLanPeer::messagesInOneSegmentAreTakenInOrder()
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
    QVERIFY(g.peer->next<net::Shot>());
    // The answer passes the turn: the shot after it is in turn only if the answer was taken first.
    g.peer->sendRaw(
        net::encodeMessage(g.answer(cell("J2"))) + net::encodeMessage(net::Chat{QStringLiteral("first")}) +
        net::encodeMessage(net::Shot{cell("A8")}) + net::encodeMessage(net::Chat{QStringLiteral("last")}));
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
void TestLanPeer::theLongestLineIsAccepted()
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

void TestLanPeer::aMessageBeforeHelloIsRefused_data()
{
    QTest::addColumn<Role>("role");
    QTest::newRow("host") << Role::Host;
    QTest::newRow("guest") << Role::Guest;
}

// Nothing but a hello may come first; the host then waits for another guest, the guest gives up.
void TestLanPeer::aMessageBeforeHelloIsRefused()
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
        peer.send(net::Shot{cell("B2")});
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

void TestLanPeer::anIncompatibleVersionIsRefused_data()
{
    QTest::addColumn<Role>("role");
    QTest::addColumn<int>("version");
    QTest::newRow("host, newer peer") << Role::Host << net::kProtocolVersion + 1;
    QTest::newRow("host, older peer") << Role::Host << 0;
    QTest::newRow("guest, newer peer") << Role::Guest << 1000;
}

// A peer speaking another protocol version is told which versions are at stake, and left.
void TestLanPeer::anIncompatibleVersionIsRefused()
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
void TestLanPeer::aBusyHostRefusesASecondGuest()
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

// ---------------------------------------------------------------------------------------------
// Disconnection and resumption

void TestLanPeer::aDroppedConnectionIsResumed_data()
{
    QTest::addColumn<Role>("dropping");
    QTest::addColumn<int>("after"); // shots recorded by the host: the drop falls anywhere in an exchange
    for (int after : {10, 21, 32, 43})
        for (Role role : {Role::Host, Role::Guest})
            QTest::addRow("%s drops after %d shots", role == Role::Host ? "host" : "guest", after)
                << role << after;
}

// Two real sessions: the connection dies mid-battle; the guest reconnects by itself with its session
// token, and the match resumes at the same shot and is played to the end, both sides agreeing.
void TestLanPeer::aDroppedConnectionIsResumed()
{
    QFETCH(Role, dropping);
    QFETCH(int, after);
    auto [host, guest] = hostAndJoin(Ruleset::standard());
    net::LanComputer hostPlayer(*host, OpponentLevel::Hard, 7);
    net::LanComputer guestPlayer(*guest, OpponentLevel::Hard, 8);
    QSignalSpy hostLost(host.get(), &LanSession::peerLost);
    QSignalSpy guestLost(guest.get(), &LanSession::peerLost);
    QSignalSpy hostBack(host.get(), &LanSession::peerBack);
    QSignalSpy guestBack(guest.get(), &LanSession::peerBack);
    QSignalSpy hostOver(host.get(), &LanSession::matchOver);
    QSignalSpy guestOver(guest.get(), &LanSession::matchOver);
    QSignalSpy hostProblems(host.get(), &LanSession::problem);
    QSignalSpy guestProblems(guest.get(), &LanSession::problem);

    // Mid-battle, between two events, the connection dies: the side's socket is aborted.
    bool armed = false;
    bool dropped = false;
    LanSession* side = dropping == Role::Host ? host.get() : guest.get();
    LanSession* hostSession = host.get(); // clang < 16 captures no structured binding
    connect(hostSession, &LanSession::shotResolved, this, [&] {
        if (armed || hostSession->match()->shots().size() < std::size_t(after))
            return;
        armed = true;
        QTimer::singleShot(0, side, [&] {
            auto* link = side->findChild<net::PeerLink*>();
            QVERIFY(link && link->socket());
            link->socket()->abort();
            dropped = true;
        });
    });
    // Each side's shots when it lost its peer and when it got it back: what was played before.
    struct Record {
        std::vector<Shot> atLoss;
        std::size_t atReturn = 0;
    } hostRecord, guestRecord;
    for (const auto& entry : {std::pair(host.get(), &hostRecord), std::pair(guest.get(), &guestRecord)}) {
        LanSession* session = entry.first;
        Record* record = entry.second;
        connect(session, &LanSession::peerLost, this,
                [session, record] { record->atLoss = session->match()->shots(); });
        connect(session, &LanSession::peerBack, this,
                [session, record] { record->atReturn = session->match()->shots().size(); });
    }

    QTRY_VERIFY_WITH_TIMEOUT(hostOver.size() == 1 && guestOver.size() == 1, 20000);
    QVERIFY(dropped);
    QCOMPARE(hostLost.size(), 1);
    QCOMPARE(guestLost.size(), 1);
    QCOMPARE(hostLost.at(0).at(0).value<LanProblem>().kind, LanProblem::Kind::ConnectionLost);
    QCOMPARE(guestLost.at(0).at(0).value<LanProblem>().kind, LanProblem::Kind::ConnectionLost);
    QCOMPARE(hostBack.size(), 1);
    QCOMPARE(guestBack.size(), 1);
    // Nothing was played while apart; both sides pick up where they stopped (at most the one shot
    // in flight apart), and what was played before stays played.
    QVERIFY(hostRecord.atLoss.size() >= std::size_t(after));
    QCOMPARE(hostRecord.atReturn, hostRecord.atLoss.size());
    QCOMPARE(guestRecord.atReturn, guestRecord.atLoss.size());
    QVERIFY(qAbs(qsizetype(hostRecord.atLoss.size()) - qsizetype(guestRecord.atLoss.size())) <= 1);
    const auto& shots = host->match()->shots();
    QVERIFY(shots.size() > hostRecord.atLoss.size());
    QVERIFY(std::equal(hostRecord.atLoss.begin(), hostRecord.atLoss.end(), shots.begin()));
    QVERIFY(guestRecord.atLoss.size() <= shots.size());
    for (std::size_t i = 0; i < guestRecord.atLoss.size(); ++i)
        QCOMPARE(guestRecord.atLoss[i].target, shots[i].target);

    QCOMPARE(hostProblems.size(), 0);
    QCOMPARE(guestProblems.size(), 0);
    QCOMPARE(host->state(), State::Over);
    QCOMPARE(guest->state(), State::Over);
    QVERIFY2(!host->conviction(), describe(host->conviction()).constData());
    QVERIFY2(!guest->conviction(), describe(guest->conviction()).constData());
    QCOMPARE(host->match()->result()->reason, EndReason::FleetSunk);
    QCOMPARE(guest->match()->result()->reason, EndReason::FleetSunk);
    QVERIFY(host->match()->result()->winner != guest->match()->result()->winner);
    QCOMPARE(guest->match()->shots().size(), shots.size());
    for (std::size_t i = 0; i < shots.size(); ++i) {
        QCOMPARE(guest->match()->shots()[i].target, shots[i].target);
        QVERIFY(guest->match()->shots()[i].shooter != shots[i].shooter);
    }
    QVERIFY(host->match()->fleet(Player::Two) == guest->match()->fleet(Player::One));
    QVERIFY(guest->match()->fleet(Player::Two) == host->match()->fleet(Player::One));
    QVERIFY(host->match()->view(Player::One) == guest->match()->view(Player::Two));
    QVERIFY(host->match()->view(Player::Two) == guest->match()->view(Player::One));
}

void TestLanPeer::aResumptionSaysAgainWhatTheBreakSwallowed_data()
{
    QTest::addColumn<Role>("role");
    QTest::addColumn<bool>("sessionAnswerLost");
    for (Role role : {Role::Host, Role::Guest}) {
        const char* side = role == Role::Host ? "host" : "guest";
        QTest::addRow("%s, its answer and its next shot lost", side) << role << true;
        QTest::addRow("%s, the peer's answer and next shot lost", side) << role << false;
    }
}

// The break may swallow an answer and the shot after it. Coming back, each side says its last
// answer again before its own next shot, then its shot awaiting an answer; what the other side
// had received already is taken as a repeat, and the battle goes on without a protocol error.
void TestLanPeer::aResumptionSaysAgainWhatTheBreakSwallowed()
{
    QFETCH(Role, role);
    QFETCH(bool, sessionAnswerLost);
    Game g(role);
    QVERIFY(g.open());
    QSignalSpy problems(g.session.get(), &LanSession::problem);
    QSignalSpy back(g.session.get(), &LanSession::peerBack);
    const auto shotsAre = [&](std::vector<Shot> expected) { return g.session->match()->shots() == expected; };

    if (sessionAnswerLost) {
        // The session answers the peer's A8, then fires J2: as far as the peer knows, neither came.
        QVERIFY(g.round(cell("J1"))); // the peer fires at A8
        QVERIFY(!g.session->fire(cell("J2")));
        QVERIFY(g.peer->next<net::Shot>());
        g.peer->drop();
        QVERIFY(g.comeBack());
        const auto again = g.peer->next<net::Result>(); // its answer, before its own shot
        QVERIFY(again);
        QCOMPARE(again->target, cell("A8"));
        QCOMPARE(again->result, ShotResult::Miss);
        const auto shot = g.peer->next<net::Shot>();
        QVERIFY(shot);
        QCOMPARE(shot->target, cell("J2"));
        g.peer->send(net::Shot{cell("A8")}); // a peer that missed the answer asks again
        const auto repeated = g.peer->next<net::Result>();
        QVERIFY(repeated);
        QCOMPARE(repeated->target, cell("A8"));
        g.peer->send(g.answer(cell("J2")));
        QTRY_VERIFY_WITH_TIMEOUT(
            shotsAre({{Player::One, cell("J1")}, {Player::Two, cell("A8")}, {Player::One, cell("J2")}}),
            kWait);
        QVERIFY(g.peerFires(g.water.at(g.nextWater++))); // B8
    } else {
        // The peer answers J1 and fires A8: as far as the session knows, neither came.
        QVERIFY(!g.session->fire(cell("J1")));
        QVERIFY(g.peer->next<net::Shot>());
        g.peer->drop();
        QVERIFY(g.comeBack());
        const auto shot = g.peer->next<net::Shot>(); // its shot awaiting an answer, said again
        QVERIFY(shot);
        QCOMPARE(shot->target, cell("J1"));
        const net::Result answer = g.answer(cell("J1"));
        // The peer says its answer again, then its shot, then answers the repeated shot.
        g.peer->sendRaw(net::encodeMessage(answer) + net::encodeMessage(net::Shot{cell("A8")}) +
                        net::encodeMessage(answer));
        const auto result = g.peer->next<net::Result>();
        QVERIFY(result);
        QCOMPARE(result->target, cell("A8"));
        QCOMPARE(result->result, ShotResult::Miss);
        QTRY_VERIFY_WITH_TIMEOUT(shotsAre({{Player::One, cell("J1")}, {Player::Two, cell("A8")}}), kWait);
        g.nextWater = 1; // A8 is fired at
    }
    QCOMPARE(back.size(), 1);
    QVERIFY(g.round(cell("J3"))); // and the battle goes on
    QCOMPARE(g.session->state(), State::Battle);
    QCOMPARE(problems.size(), 0);
    QVERIFY(!g.session->conviction());
    QVERIFY(g.peer->garbage().isEmpty());
}

// While the game is interrupted, strangers (no token, a wrong token, garbage) are turned away
// without learning the token and without cutting the peer's grace period short; the peer then
// comes back with its token and the game goes on where it stopped.
void TestLanPeer::onlyTheTokenResumesAnInterruptedGame()
{
    net::LanTimings timings = fastTimings();
    timings.grace = std::chrono::milliseconds(60000); // no claim in this test but one a stranger would cause
    Game g(Role::Host, timings);
    QVERIFY(g.open());
    QVERIFY(g.round(cell("J1")));
    QVERIFY(g.round(cell("A1")));
    QSignalSpy lost(g.session.get(), &LanSession::peerLost);
    QSignalSpy back(g.session.get(), &LanSession::peerBack);
    QSignalSpy claimable(g.session.get(), &LanSession::winClaimable);
    QSignalSpy problems(g.session.get(), &LanSession::problem);

    g.peer->drop();
    QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), State::Interrupted, kWait);
    QCOMPARE(lost.size(), 1);
    QCOMPARE(lost.at(0).at(0).value<LanProblem>().kind, LanProblem::Kind::ConnectionLost);
    const PeerMatch snapshot = *g.session->match();

    const QString refusal = QStringLiteral("a game with another player is in progress");
    const struct {
        const char* name;
        QByteArray says;
        QString goodbye;
        int problems; // problem() so far: a refused token is one, a stranger's garbage is not the peer's
    } strangers[] = {
        {"no token",
         net::encodeMessage(
             net::Hello{1, QStringLiteral("seabattle"), QStringLiteral("test"), QStringLiteral("Eve"), {}}),
         refusal, 1},
        {"wrong token",
         net::encodeMessage(net::Hello{1, QStringLiteral("seabattle"), QStringLiteral("test"),
                                       QStringLiteral("Eve"),
                                       QStringLiteral("00000000000000000000000000000000")}),
         refusal, 2},
        {"garbage", QByteArray("GET / HTTP/1.1\r\n"), QStringLiteral("malformed message"), 2},
    };
    for (const auto& s : strangers) {
        ScriptedPeer stranger;
        QVERIFY2(stranger.connectTo(g.session->port()), s.name);
        stranger.sendRaw(s.says);
        QCOMPARE(stranger.farewell(), s.goodbye);
        QCOMPARE(stranger.inbox().size(), std::size_t(1)); // the goodbye alone: no hello, so no token
        QCOMPARE(problems.size(), s.problems);
        for (const QList<QVariant>& p : problems)
            QCOMPARE(p.at(0).value<LanProblem>().kind, LanProblem::Kind::UnknownSession);
        QCOMPARE(g.session->state(), State::Interrupted);
        QVERIFY2(!g.session->canClaimWin(), s.name);
    }
    QCOMPARE(lost.size(), 1);
    QCOMPARE(claimable.size(), 0);
    QCOMPARE(back.size(), 0);
    QVERIFY(*g.session->match() == snapshot);

    // The peer comes back with its token: the host proves it is the same game, says its
    // commitment again, and the game goes on where it stopped.
    QVERIFY(g.comeBack());
    const auto again = g.peer->next<net::Result>(); // its answer to the peer's last shot, in case it was lost
    QVERIFY(again);
    QCOMPARE(again->target, g.water.at(g.nextWater - 1));
    QCOMPARE(back.size(), 1);
    QVERIFY(*g.session->match() == snapshot);
    QVERIFY(g.round(cell("J2")));
    g.peer->send(net::Resign{});
    QVERIFY(g.sessionReveals());
    g.peer->send(g.honestReveal());
    QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), State::Over, kWait);
    QVERIFY2(!g.session->conviction(), describe(g.session->conviction()).constData());
    QCOMPARE(g.session->match()->result(), (MatchResult{Player::One, EndReason::Resignation}));
    QCOMPARE(g.session->match()->shots().size(), snapshot.shots().size() + 2);
}

// A peer that stops sending anything, heartbeats included, is lost after the time-out; after the
// grace period the local player may claim the win, by disconnection.
void TestLanPeer::aSilentPeerTimesOutAndTheWinMayBeClaimed()
{
    Game g(Role::Host);
    QVERIFY(g.open());
    QVERIFY(g.round(cell("J1")));
    const PeerMatch snapshot = *g.session->match();
    QSignalSpy lost(g.session.get(), &LanSession::peerLost);
    QSignalSpy claimable(g.session.get(), &LanSession::winClaimable);
    QSignalSpy over(g.session.get(), &LanSession::matchOver);
    QElapsedTimer clock; // from before the peer's last word: the silence is at least this long
    clock.start();
    g.peer->send(net::Chat{QStringLiteral("last words")});

    g.peer->fallSilent();
    QTRY_COMPARE_WITH_TIMEOUT(lost.size(), 1, kWait);
    QVERIFY(clock.elapsed() >= g.timings.link.peerTimeout.count());
    QCOMPARE(lost.at(0).at(0).value<LanProblem>().kind, LanProblem::Kind::TimedOut);
    QCOMPARE(g.session->state(), State::Interrupted);
    QTRY_VERIFY_WITH_TIMEOUT(g.peer->isClosed(), kWait); // the session let go of the connection
    QVERIFY(!g.session->canClaimWin());
    QVERIFY(!g.session->claimWin());
    clock.restart();

    QTRY_COMPARE_WITH_TIMEOUT(claimable.size(), 1, kWait);
    QVERIFY(clock.elapsed() >= g.timings.grace.count() - g.timings.link.heartbeat.count()); // within a tick
    QVERIFY(g.session->canClaimWin());
    QVERIFY(*g.session->match() == snapshot);
    QVERIFY(g.session->claimWin());
    QCOMPARE(g.session->state(), State::Over);
    const MatchResult win{Player::One, EndReason::Disconnection};
    QCOMPARE(g.session->match()->result(), win);
    QCOMPARE(over.size(), 1);
    QCOMPARE(over.at(0).at(0).value<MatchResult>(), win);
    QVERIFY(!g.session->conviction());
    QCOMPARE(g.session->match()->shots(), snapshot.shots());
}

void TestLanPeer::aConnectionDroppedAtTheEndIsResumed_data()
{
    QTest::addColumn<Role>("answering");   // the side whose fleet is sunk: it answers the last shot
    QTest::addColumn<bool>("atTheAnswer"); // the drop comes as the answer is sent (else as it arrives)
    QTest::addColumn<Role>("dropping");    // the side whose socket is aborted
    const auto name = [](Role role) { return role == Role::Host ? "host" : "guest"; };
    for (Role answering : {Role::Host, Role::Guest})
        for (bool atTheAnswer : {true, false})
            for (Role dropping : {Role::Host, Role::Guest})
                QTest::addRow("%s answers the last shot, %s drops as the answer is %s", name(answering),
                              name(dropping), atTheAnswer ? "sent" : "received")
                    << answering << atTheAnswer << dropping;
}

// Two real sessions: the connection dies right after the last shot is answered, while the reveals
// cross (either, or both, may be lost). Each side comes back for the reveal it may have missed (the
// guest reconnects by itself with its token) and says its own again; both end Over, agreeing on
// the result, each with the other's fleet, and nobody is convicted of not revealing.
void TestLanPeer::aConnectionDroppedAtTheEndIsResumed()
{
    QFETCH(Role, answering);
    QFETCH(bool, atTheAnswer);
    QFETCH(Role, dropping);
    Ruleset rules = Ruleset::standard();
    rules.firstShooter = FirstShooter::PlayerOne; // with the computers' seeds fixed, so is the match
    auto [host, guest] = hostAndJoin(rules);
    // A Hard computer sinks an Easy one's fleet (with these seeds: checked below).
    net::LanComputer hostPlayer(*host, answering == Role::Host ? OpponentLevel::Easy : OpponentLevel::Hard,
                                7);
    net::LanComputer guestPlayer(*guest, answering == Role::Guest ? OpponentLevel::Easy : OpponentLevel::Hard,
                                 8);
    LanSession* answerer = answering == Role::Host ? host.get() : guest.get();
    LanSession* shooter = answering == Role::Host ? guest.get() : host.get();
    LanSession* side = dropping == Role::Host ? host.get() : guest.get();
    QSignalSpy hostOver(host.get(), &LanSession::matchOver);
    QSignalSpy guestOver(guest.get(), &LanSession::matchOver);
    QSignalSpy hostProblems(host.get(), &LanSession::problem);
    QSignalSpy guestProblems(guest.get(), &LanSession::problem);
    QSignalSpy hostLost(host.get(), &LanSession::peerLost);
    QSignalSpy guestLost(guest.get(), &LanSession::peerLost);
    QSignalSpy hostBack(host.get(), &LanSession::peerBack);
    QSignalSpy guestBack(guest.get(), &LanSession::peerBack);

    // The answerer reveals as it sends its answer, the shooter as the answer arrives: the moment
    // the one or the other turns Revealing, before anything else is read, the side's socket dies
    // (what it had not read yet is lost with it).
    bool dropped = false;
    connect(atTheAnswer ? answerer : shooter, &LanSession::stateChanged, this, [&](State state) {
        if (state != State::Revealing || dropped)
            return;
        auto* link = side->findChild<net::PeerLink*>();
        QVERIFY(link && link->socket());
        link->socket()->abort();
        dropped = true;
    });

    QTRY_VERIFY_WITH_TIMEOUT(host->state() == State::Over && guest->state() == State::Over, 20000);
    QVERIFY(dropped);
    // A chat each way on the resumed link: all that either side said before (its repeats) is read.
    QSignalSpy hostChats(host.get(), &LanSession::chatReceived);
    QSignalSpy guestChats(guest.get(), &LanSession::chatReceived);
    host->sendChat(QStringLiteral("well played"));
    guest->sendChat(QStringLiteral("thanks"));
    QTRY_VERIFY_WITH_TIMEOUT(hostChats.size() == 1 && guestChats.size() == 1, kWait);
    QCOMPARE(host->state(), State::Over);
    QCOMPARE(guest->state(), State::Over);
    // The dropping side lost what it had not read yet (the answer and the answerer's reveal, or the
    // shooter's reveal): it lost its peer, and got it back. The other side had read all it needed
    // and was Over, and only says the connection is gone; unless the shooter dropped as the answer
    // was sent: then its reveal never left, and the answerer lost its peer too.
    LanSession* other = side == host.get() ? guest.get() : host.get();
    const bool bothLost = side == shooter && atTheAnswer;
    for (LanSession* session : {side, other}) {
        const bool lostPeer = session == side || bothLost;
        const QSignalSpy& lost = session == host.get() ? hostLost : guestLost;
        const QSignalSpy& back = session == host.get() ? hostBack : guestBack;
        const QSignalSpy& problems = session == host.get() ? hostProblems : guestProblems;
        const char* name = session == host.get() ? "host" : "guest";
        QVERIFY2(lost.size() == (lostPeer ? 1 : 0), name);
        QVERIFY2(back.size() == lost.size(), name);
        if (lostPeer)
            QCOMPARE(lost.at(0).at(0).value<LanProblem>().kind, LanProblem::Kind::ConnectionLost);
        QVERIFY2(problems.size() == (lostPeer ? 0 : 1), name); // no reconnection was refused
        if (!lostPeer)
            QVERIFY2(
                sameProblem(problems.at(0).at(0).value<LanProblem>(), {LanProblem::Kind::ConnectionLost}),
                describe(problems.at(0).at(0).value<LanProblem>()).constData());
    }

    QCOMPARE(hostOver.size(), 1);
    QCOMPARE(guestOver.size(), 1);
    QVERIFY2(!host->conviction(), describe(host->conviction()).constData());
    QVERIFY2(!guest->conviction(), describe(guest->conviction()).constData());
    QCOMPARE(shooter->match()->result(), (MatchResult{Player::One, EndReason::FleetSunk}));
    QCOMPARE(answerer->match()->result(), (MatchResult{Player::Two, EndReason::FleetSunk}));
    QCOMPARE(hostOver.at(0).at(0).value<MatchResult>(), *host->match()->result());
    QCOMPARE(guestOver.at(0).at(0).value<MatchResult>(), *guest->match()->result());
    QVERIFY(host->match()->fleet(Player::Two) && guest->match()->fleet(Player::Two));
    QVERIFY(host->match()->fleet(Player::Two) == guest->match()->fleet(Player::One));
    QVERIFY(guest->match()->fleet(Player::Two) == host->match()->fleet(Player::One));
    QCOMPARE(guest->match()->shots().size(), host->match()->shots().size());
}

void TestLanPeer::aPeerBackInTimeRevealsWithoutConviction_data()
{
    QTest::addColumn<Role>("role");
    QTest::newRow("host") << Role::Host;
    QTest::newRow("guest") << Role::Guest;
}

// The match is over and the peer's connection closes before it reveals: not a refusal, so the
// session waits. The peer comes back with its token within the grace period; the session says
// again what the break may have swallowed, its own reveal included, and the peer's honest reveal
// settles the match as it ended.
void TestLanPeer::aPeerBackInTimeRevealsWithoutConviction()
{
    QFETCH(Role, role);
    Game g(role);
    QVERIFY(g.open());
    QVERIFY(g.round(cell("J1"))); // the peer fires at A8 last
    QSignalSpy over(g.session.get(), &LanSession::matchOver);
    QSignalSpy revealed(g.session.get(), &LanSession::peerFleetRevealed);
    QSignalSpy lost(g.session.get(), &LanSession::peerLost);
    QSignalSpy back(g.session.get(), &LanSession::peerBack);
    QSignalSpy problems(g.session.get(), &LanSession::problem);
    const MatchResult win{Player::One, EndReason::Resignation};

    g.peer->send(net::Resign{});
    QVERIFY(g.sessionReveals());
    QCOMPARE(g.session->state(), State::Revealing);
    QCOMPARE(g.session->match()->result(), win);
    g.peer->close();
    QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), State::Interrupted, kWait);
    QCOMPARE(lost.size(), 1);
    QCOMPARE(lost.at(0).at(0).value<LanProblem>().kind, LanProblem::Kind::ConnectionLost);
    QVERIFY(!g.session->canClaimWin());

    QVERIFY(g.comeBack(State::Revealing)); // its hello and commitment again
    QCOMPARE(back.size(), 1);
    const auto again = g.peer->next<net::Result>(); // its answer to the peer's last shot
    QVERIFY(again);
    QCOMPARE(again->target, cell("A8"));
    QVERIFY(g.sessionReveals()); // and its reveal, said again on the resumed link
    QCOMPARE(over.size(), 0);
    QVERIFY(!g.session->conviction());
    g.peer->send(g.honestReveal());

    QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), State::Over, kWait);
    QVERIFY2(!g.session->conviction(), describe(g.session->conviction()).constData());
    QCOMPARE(g.session->match()->result(), win);
    QCOMPARE(over.size(), 1);
    QCOMPARE(over.at(0).at(0).value<MatchResult>(), win);
    QCOMPARE(revealed.size(), 1);
    QVERIFY(g.session->match()->fleet(Player::Two) == g.peerFleet);
    QCOMPARE(problems.size(), 0);
    QCOMPARE(lost.size(), 1);
    QVERIFY(g.peer->inbox().empty());
    QVERIFY(!g.peer->isClosed());
    QVERIFY(g.peer->garbage().isEmpty());
}

void TestLanPeer::aGuestToldBusyKeepsTrying_data()
{
    QTest::addColumn<bool>("over");
    QTest::newRow("in battle") << false;
    QTest::newRow("after the match") << true;
}

// A returning guest told "busy" (the host has not yet noticed the old connection died) keeps trying,
// a retry interval later, and resumes once the host takes it. Here the host is scripted. A guest
// goes back even when the match is over and both fleets revealed: the host may have missed its
// reveal as the connection died, and could only convict it of never revealing.
void TestLanPeer::aGuestToldBusyKeepsTrying()
{
    QFETCH(bool, over);
    Game g(Role::Guest);
    QVERIFY(g.open());
    QVERIFY(g.round(cell("J1"))); // the peer fires at A8 last
    QSignalSpy revealed(g.session.get(), &LanSession::peerFleetRevealed);
    if (over) {
        g.peer->send(net::Resign{});
        QVERIFY(g.sessionReveals());
        g.peer->send(g.honestReveal());
        QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), State::Over, kWait);
        QCOMPARE(revealed.size(), 1);
    }
    const PeerMatch snapshot = *g.session->match();
    QSignalSpy lost(g.session.get(), &LanSession::peerLost);
    QSignalSpy back(g.session.get(), &LanSession::peerBack);
    QSignalSpy claimable(g.session.get(), &LanSession::winClaimable);
    QSignalSpy problems(g.session.get(), &LanSession::problem);
    QSignalSpy chats(g.session.get(), &LanSession::chatReceived);

    g.peer->drop();
    if (over) { // the match stays over; the player is told the connection is gone
        QTRY_COMPARE_WITH_TIMEOUT(problems.size(), 1, kWait);
        QVERIFY2(sameProblem(problems.at(0).at(0).value<LanProblem>(), {LanProblem::Kind::ConnectionLost}),
                 describe(problems.at(0).at(0).value<LanProblem>()).constData());
    }
    QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), over ? State::Over : State::Interrupted, kWait);
    g.peer->forget();
    QVERIFY(g.peer->accept()); // the guest's first reconnection
    const auto hello = g.peer->next<net::Hello>();
    QVERIFY(hello);
    QCOMPARE(hello->token, g.token);
    g.peer->send(net::Goodbye{QStringLiteral("busy: this host already has a guest")});
    g.peer->close();
    QElapsedTimer clock;
    clock.start();
    QTRY_VERIFY_WITH_TIMEOUT(g.peer->isClosed(), kWait);
    QCOMPARE(g.session->state(), over ? State::Over : State::Interrupted);
    QCOMPARE(problems.size(), over ? 1 : 0); // a reconnection that did not get through is no news
    QCOMPARE(lost.size(), over ? 0 : 1);
    QVERIFY(!g.session->canClaimWin());

    // The second reconnection: taken, and the token proven both ways.
    QVERIFY(g.comeBack(over ? State::Over : State::Battle));
    QVERIFY(clock.elapsed() >=
            g.timings.retry.count() * 9 / 10);      // a retry interval later (a coarse timer: 5 %)
    const auto again = g.peer->next<net::Result>(); // its answer to the peer's last shot, in case it was lost
    QVERIFY(again);
    QCOMPARE(again->target, cell("A8"));
    if (over) {
        QVERIFY(g.sessionReveals());    // its reveal again, in case it was lost
        g.peer->send(g.honestReveal()); // and the peer's, which the session had: nothing new
    }
    g.peer->send(net::Chat{QStringLiteral("back")}); // read after all that came before it
    QTRY_COMPARE_WITH_TIMEOUT(chats.size(), 1, kWait);
    QCOMPARE(back.size(), over ? 0 : 1);
    QCOMPARE(lost.size(), over ? 0 : 1);
    QCOMPARE(claimable.size(), 0);
    QCOMPARE(problems.size(), over ? 1 : 0);
    QCOMPARE(revealed.size(), over ? 1 : 0);
    QVERIFY(*g.session->match() == snapshot);
    QVERIFY(!g.session->conviction());
    if (over) {
        QCOMPARE(g.session->state(), State::Over);
        QCOMPARE(g.session->match()->result(), (MatchResult{Player::One, EndReason::Resignation}));
        g.session->sendChat(QStringLiteral("well played")); // and the link is up again
        const auto chat = g.peer->next<net::Chat>();
        QVERIFY(chat);
        QCOMPARE(chat->text, QStringLiteral("well played"));
    } else {
        QVERIFY(g.round(cell("J2"))); // and the battle goes on
        QCOMPARE(g.session->state(), State::Battle);
    }
    QVERIFY(!g.peer->isClosed());
    QVERIFY(g.peer->garbage().isEmpty());
}

void TestLanPeer::aRepeatIsAnErrorUnlessTheLinkWasResumed_data()
{
    QTest::addColumn<QString>("repeated"); // "shot": the peer's last shot; "result": its last answer
    QTest::addColumn<bool>("shootAgain");  // the rules give the peer another shot after its hit
    QTest::addColumn<bool>("resumed");
    QTest::addColumn<QString>("goodbye"); // the session's goodbye; empty: it repeats its answer or ignores
    QTest::addColumn<LanProblem>("expected");

    const LanProblem none{LanProblem::Kind::ConnectionLost}; // unused: no problem at all is expected
    const auto badShot = [](ShotError error) {
        return LanProblem{.kind = LanProblem::Kind::BadShot, .shotError = error};
    };
    const QString shot = QStringLiteral("shot");
    const QString result = QStringLiteral("result");
    QTest::newRow("last shot again, turn passed")
        << shot << false << false << QStringLiteral("shot out of turn") << badShot(ShotError::NotYourTurn);
    QTest::newRow("last shot again, shooting again")
        << shot << true << false << QStringLiteral("shot at a cell already fired at")
        << badShot(ShotError::AlreadyFiredAt);
    QTest::newRow("last result again")
        << result << false << false << QStringLiteral("result for a shot never made")
        << LanProblem{.kind = LanProblem::Kind::OutOfOrder, .messageType = result};
    QTest::newRow("resumed, last shot again, turn passed") << shot << false << true << QString() << none;
    QTest::newRow("resumed, last shot again, shooting again") << shot << true << true << QString() << none;
    QTest::newRow("resumed, last result again") << result << false << true << QString() << none;
}

// A repeat is expected only on a link that resumed the match (the break may have swallowed the
// answer): there a repeated shot is answered again and a repeated answer ignored. On a link that
// was never broken, a repeat is the peer breaking the protocol.
void TestLanPeer::aRepeatIsAnErrorUnlessTheLinkWasResumed()
{
    QFETCH(QString, repeated);
    QFETCH(bool, shootAgain);
    QFETCH(bool, resumed);
    QFETCH(QString, goodbye);
    QFETCH(LanProblem, expected);

    Game g(Role::Host);
    g.rules.shootAgainAfterHit = shootAgain;
    QVERIFY(g.open());
    QVERIFY(g.sessionFires(cell("J1")));                           // a miss: the peer's turn
    const Coord peerTarget = shootAgain ? cell("A1") : cell("A8"); // the session's Carrier (a hit), or water
    net::Message again = said("J1", ShotResult::Miss);
    std::optional<net::Result> answered;
    if (repeated == QLatin1String("shot")) {
        QVERIFY(g.peerFires(peerTarget));
        QCOMPARE(g.session->match()->turn(), shootAgain ? Player::Two : Player::One);
        again = net::Shot{peerTarget};
        answered = said(shootAgain ? "A1" : "A8", shootAgain ? ShotResult::Hit : ShotResult::Miss);
    }
    if (resumed) {
        g.peer->drop();
        QVERIFY(g.comeBack());
        if (answered) { // its answer to the peer's last shot, said again
            const auto result = g.peer->next<net::Result>();
            QVERIFY(result);
            QVERIFY(sameResult(*result, *answered));
        }
    }
    const PeerMatch snapshot = *g.session->match();
    QSignalSpy problems(g.session.get(), &LanSession::problem);
    QSignalSpy lost(g.session.get(), &LanSession::peerLost);

    g.peer->send(again);

    if (!goodbye.isEmpty()) {
        QCOMPARE(g.peer->farewell(), goodbye);
        QTRY_COMPARE_WITH_TIMEOUT(problems.size(), 1, kWait);
        const auto problem = problems.at(0).at(0).value<LanProblem>();
        QVERIFY2(sameProblem(problem, expected), describe(problem).constData());
        QCOMPARE(lost.size(), 1);
        QCOMPARE(g.session->state(), State::Interrupted);
        QVERIFY(g.session->canClaimWin());
        QVERIFY(*g.session->match() == snapshot);
        QCOMPARE(g.peer->inbox().size(), std::size_t(1)); // the goodbye alone: no answer
        return;
    }
    if (answered) {
        const auto result = g.peer->next<net::Result>(); // answered again, the same
        QVERIFY(result);
        QVERIFY(sameResult(*result, *answered));
    }
    QVERIFY(*g.session->match() == snapshot);
    // And the battle goes on from where it was.
    const bool peerToFire = g.session->match()->turn() == Player::Two;
    if (peerToFire)
        QVERIFY(g.peerFires(cell("A8"))); // water: the turn passes
    QVERIFY(g.sessionFires(cell("J2")));
    QCOMPARE(g.session->match()->shots().size(), snapshot.shots().size() + (peerToFire ? 2 : 1));
    QCOMPARE(g.session->state(), State::Battle);
    QCOMPARE(problems.size(), 0);
    QCOMPARE(lost.size(), 0);
    QVERIFY(!g.peer->isClosed());
    QVERIFY(g.peer->garbage().isEmpty());
}

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
    leaver.send(net::Goodbye{QStringLiteral("must dash")});
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

void TestLanPeer::aResignationWhileAwayIsToldOnReturn_data()
{
    QTest::addColumn<Role>("role");
    QTest::newRow("host") << Role::Host;
    QTest::newRow("guest") << Role::Guest;
}

// The player resigns while the peer is away: the match settles at once (nobody to wait for), and
// when the peer comes back it hears the resignation, then the reveal; its honest reveal changes
// nothing.
void TestLanPeer::aResignationWhileAwayIsToldOnReturn()
{
    QFETCH(Role, role);
    Game g(role);
    QVERIFY(g.open());
    QVERIFY(g.round(cell("J1")));
    QSignalSpy over(g.session.get(), &LanSession::matchOver);
    QSignalSpy problems(g.session.get(), &LanSession::problem);
    g.peer->close();
    QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), State::Interrupted, kWait);
    g.session->resign();
    const MatchResult lost{Player::Two, EndReason::Resignation};
    QCOMPARE(g.session->state(), State::Over);
    QCOMPARE(g.session->match()->result(), lost);
    QCOMPARE(over.size(), 1);

    QVERIFY(g.comeBack(State::Over));               // its hello and commitment again
    const auto again = g.peer->next<net::Result>(); // its answer to the peer's last shot
    QVERIFY(again);
    QVERIFY(g.peer->next<net::Resign>());
    QVERIFY(g.sessionReveals());
    g.peer->send(g.honestReveal());
    QTRY_VERIFY_WITH_TIMEOUT(g.session->match()->fleet(Player::Two).has_value(), kWait);
    QCOMPARE(g.session->state(), State::Over);
    QCOMPARE(g.session->match()->result(), lost);
    QVERIFY(!g.session->conviction());
    QCOMPARE(over.size(), 1);
    QCOMPARE(problems.size(), 0);
    QVERIFY(!g.peer->isClosed());
}

void TestLanPeer::aClaimedWinIsToldOnReturn_data()
{
    QTest::addColumn<Role>("role");
    QTest::newRow("host") << Role::Host;
    QTest::newRow("guest") << Role::Guest;
}

// Once the win is claimed, a peer that comes back (with its token) is told so and let go.
void TestLanPeer::aClaimedWinIsToldOnReturn()
{
    QFETCH(Role, role);
    Game g(role);
    QVERIFY(g.open());
    QVERIFY(g.round(cell("J1")));
    g.peer->close();
    QTRY_VERIFY_WITH_TIMEOUT(g.session->canClaimWin(), kWait);
    QVERIFY(g.session->claimWin());
    QCOMPARE(g.session->match()->result(), (MatchResult{Player::One, EndReason::Disconnection}));
    if (role == Role::Guest)
        return; // a guest that claimed stops reaching for the host: nothing comes back to it
    g.peer->forget();
    QVERIFY(g.peer->connectTo(g.session->port()));
    g.peer->send(net::Hello{net::kProtocolVersion, QStringLiteral("seabattle"), QStringLiteral("test"),
                            QStringLiteral("Scripted"), g.token});
    // The goodbye comes first and alone: no hello, so a returning guest is still interrupted when
    // it hears it, and takes the loss (aGuestTakesTheLossTheHostClaimed()).
    const auto farewell = g.peer->farewell();
    QVERIFY(farewell);
    QCOMPARE(*farewell, QStringLiteral("win claimed"));
    QCOMPARE(g.peer->inbox().size(), std::size_t(1));
    QCOMPARE(g.session->state(), State::Over);
}

// An interrupted guest that reconnects to hear its host has claimed the win takes the loss.
void TestLanPeer::aGuestTakesTheLossTheHostClaimed()
{
    Game g(Role::Guest); // the session joins; the scripted peer hosts
    QVERIFY(g.open());
    QVERIFY(g.round(cell("J1")));
    QSignalSpy over(g.session.get(), &LanSession::matchOver);
    g.peer->close();
    QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), State::Interrupted, kWait);
    g.peer->forget();
    QVERIFY(g.peer->accept()); // the guest comes back by itself
    const auto hello = g.peer->next<net::Hello>();
    QVERIFY(hello);
    QCOMPARE(hello->token, g.token);
    g.peer->send(net::Goodbye{QStringLiteral("win claimed")});
    g.peer->close();
    QTRY_COMPARE_WITH_TIMEOUT(g.session->state(), State::Over, kWait);
    QCOMPARE(g.session->match()->result(), (MatchResult{Player::Two, EndReason::Disconnection}));
    QCOMPARE(over.size(), 1);
}

QTEST_GUILESS_MAIN(TestLanPeer)
#include "tst_lanpeer.moc"
