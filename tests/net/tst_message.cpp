// SPDX-License-Identifier: GPL-3.0-or-later
// The LAN protocol's wire form: every message round-trips, and every malformed or hostile line is
// refused with its reason, never half-read (groundwork for the network match).
#include "coretestsupport.h"

#include "app/net/message.h"
#include "app/net/wireside.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <random>

using namespace seabattle;
using net::DecodeFailure;

Q_DECLARE_METATYPE(net::DecodeFailure::Kind)
Q_DECLARE_METATYPE(net::GoodbyeReason)

class TestMessage : public QObject {
    Q_OBJECT

private slots:
    void everyMessageRoundTrips();
    void refusesMalformedLines_data();
    void refusesMalformedLines();
    void acceptsWhatIsStrictlyText_data();
    void acceptsWhatIsStrictlyText();
    void randomBytesNeverCrash();
    void commitmentsBindLayoutAndSalt();
    void goodbyeReasonsAreReadFromTheirWords_data();
    void goodbyeReasonsAreReadFromTheirWords();
    void wireSidesAreTheHostAndTheGuest();
};

void TestMessage::everyMessageRoundTrips()
{
    const std::vector<net::Message> messages = {
        net::Hello{1, "seabattle", "0.1.0", QStringLiteral("Anaïs"), "tok3n"},
        net::Hello{1, "seabattle", "0.1.0", QStringLiteral("Old"), {}, 1}, // version 1's: no upTo
        net::SalvoMessage{{cell("A1"), cell("J10"), cell("E5")}},
        net::RulesOffer{Ruleset::classic()},
        net::Accept{},
        net::Decline{"no thanks"},
        net::Commit{net::commitment("x", QByteArray(16, 'a'))},
        net::ShotMessage{cell("J10")},
        net::Result{cell("B3"), ShotResult::Hit, std::nullopt},
        net::Result{cell("B4"), ShotResult::Sunk, SunkShip{{2, 1}, {cell("B2"), cell("B3"), cell("B4")}}},
        net::Chat{QStringLiteral("<b>not markup</b> & \"quotes\"")},
        net::Resign{},
        net::Rematch{},
        net::Heartbeat{},
        net::Reveal{QString::fromLatin1(kStandardOne),
                    QByteArray::fromHex("00112233445566778899aabbccddeeff")},
        net::Goodbye{net::GoodbyeReason::Other, "bye"},
    };
    for (const net::Message& m : messages) {
        const QByteArray line = net::encodeMessage(m);
        QVERIFY(line.endsWith('\n'));
        QVERIFY(line.count('\n') == 1);
        QVERIFY(line.size() <= net::kMaxLineBytes);
        const auto decoded = net::decodeMessage(line);
        QVERIFY2(decoded.has_value(), line.constData());
        QCOMPARE(net::encodeMessage(*decoded), line); // same message, same bytes
        QCOMPARE(decoded->index(), m.index());
    }
    const auto rules = net::decodeMessage(net::encodeMessage(net::RulesOffer{Ruleset::classic()}));
    QCOMPARE(std::get<net::RulesOffer>(*rules).rules, Ruleset::classic());
}

void TestMessage::refusesMalformedLines_data()
{
    using Kind = DecodeFailure::Kind;
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<QString>("field");

    QTest::newRow("truncated JSON") << QByteArray(R"({"type":"shot","cell":"B)") << Kind::NotJson
                                    << QString();
    QTest::newRow("not JSON") << QByteArray("hello there\n") << Kind::NotJson << QString();
    QTest::newRow("an array") << QByteArray(R"(["shot"])") << Kind::NotJson << QString();
    QTest::newRow("two messages on one line")
        << QByteArray(R"({"type":"heartbeat"}{"type":"heartbeat"})") << Kind::NotJson << QString();
    QTest::newRow("1 MiB line") << (QByteArray(R"({"type":"chat","text":")") + QByteArray(1 << 20, 'a') +
                                    R"("})")
                                << Kind::TooLong << QString();
    QTest::newRow("NUL byte") << QByteArray("{\"type\":\"heartbeat\"}\0", 21) << Kind::NotUtf8 << QString();
    QTest::newRow("invalid UTF-8") << QByteArray("{\"type\":\"chat\",\"text\":\"\xff\xfe\"}") << Kind::NotUtf8
                                   << QString();
    QTest::newRow("no type") << QByteArray(R"({"cell":"B3"})") << Kind::UnknownType << "type";
    QTest::newRow("unknown type") << QByteArray(R"({"type":"nuke"})") << Kind::UnknownType << "type";
    QTest::newRow("type not a string") << QByteArray(R"({"type":7})") << Kind::UnknownType << "type";
    QTest::newRow("missing cell") << QByteArray(R"({"type":"shot"})") << Kind::MissingField << "cell";
    QTest::newRow("cell as a number")
        << QByteArray(R"({"type":"shot","cell":13})") << Kind::WrongFieldType << "cell";
    QTest::newRow("cell off the grid")
        << QByteArray(R"({"type":"shot","cell":"K1"})") << Kind::OutOfRange << "cell";
    QTest::newRow("salvo without cells")
        << QByteArray(R"({"type":"salvo"})") << Kind::MissingField << "cells";
    QTest::newRow("salvo of no cell")
        << QByteArray(R"({"type":"salvo","cells":[]})") << Kind::OutOfRange << "cells";
    QTest::newRow("salvo of 27 cells")
        << QByteArray(R"({"type":"salvo","cells":[)" + QByteArray(R"("A1",)").repeated(26) + R"("A2"]})")
        << Kind::OutOfRange << "cells";
    QTest::newRow("salvo cell off the grid")
        << QByteArray(R"({"type":"salvo","cells":["A1","K1"]})") << Kind::OutOfRange << "cells";
    QTest::newRow("upTo 0")
        << QByteArray(R"({"type":"hello","protocol":1,"upTo":0,"app":"","version":"","name":""})")
        << Kind::OutOfRange << "upTo";
    QTest::newRow("cell not canonical")
        << QByteArray(R"({"type":"shot","cell":"b03"})") << Kind::OutOfRange << "cell";
    QTest::newRow("huge protocol number")
        << QByteArray(R"({"type":"hello","protocol":1e300,"app":"a","version":"1","name":"n"})")
        << Kind::OutOfRange << "protocol";
    QTest::newRow("fractional protocol")
        << QByteArray(R"({"type":"hello","protocol":1.5,"app":"a","version":"1","name":"n"})")
        << Kind::OutOfRange << "protocol";
    QTest::newRow("protocol as a string")
        << QByteArray(R"({"type":"hello","protocol":"1","app":"a","version":"1","name":"n"})")
        << Kind::WrongFieldType << "protocol";
    QTest::newRow("name too long")
        << (QByteArray(R"({"type":"hello","protocol":1,"app":"a","version":"1","name":")") +
            QByteArray(41, 'n') + R"("})")
        << Kind::OutOfRange << "name";
    QTest::newRow("chat too long") << (QByteArray(R"({"type":"chat","text":")") + QByteArray(501, 'c') +
                                       R"("})")
                                   << Kind::OutOfRange << "text";
    QTest::newRow("short hash") << QByteArray(R"({"type":"commit","hash":"abcd"})") << Kind::OutOfRange
                                << "hash";
    QTest::newRow("hash not hex") << (QByteArray(R"({"type":"commit","hash":")") + QByteArray(64, 'z') +
                                      R"("})")
                                  << Kind::OutOfRange << "hash";
    QTest::newRow("short salt") << QByteArray(R"({"type":"reveal","layout":"x","salt":"00ff"})")
                                << Kind::OutOfRange << "salt";
    QTest::newRow("sunk without its ship")
        << QByteArray(R"({"type":"result","cell":"B3","result":"sunk"})") << Kind::MissingField << "ship";
    QTest::newRow("a miss naming a ship")
        << QByteArray(R"({"type":"result","cell":"B3","result":"miss","ship":{}})") << Kind::OutOfRange
        << "ship";
    QTest::newRow("unknown result") << QByteArray(R"({"type":"result","cell":"B3","result":"maybe"})")
                                    << Kind::OutOfRange << "result";
    QTest::newRow("a ship of 7 cells")
        << QByteArray(
               R"({"type":"result","cell":"A1","result":"sunk","ship":{"class":0,"number":0,"cells":["A1","A2","A3","A4","A5","A6","A7"]}})")
        << Kind::OutOfRange << "cells";
    QTest::newRow("a ship class of length 9")
        << QByteArray(
               R"({"type":"rules","preset":"custom","touching":"allowed","shootAgain":false,"markAround":false,"firstShooter":"host","fleet":[{"name":"X","length":9,"count":1}]})")
        << Kind::OutOfRange << "length";
    // What Qt's parser would take but the protocol refuses (docs/PROTOCOL.md, section 2).
    QTest::newRow("byte order mark") << QByteArray("\xEF\xBB\xBF{\"type\":\"heartbeat\"}") << Kind::NotJson
                                     << QString();
    QTest::newRow("escaped NUL") << QByteArray(R"({"type":"chat","text":"a\u0000b"})") << Kind::NotUtf8
                                 << QString();
    QTest::newRow("escaped NUL in a key")
        << QByteArray(R"({"type":"heartbeat","\u0000":1})") << Kind::NotUtf8 << QString();
    QTest::newRow("lone high surrogate")
        << QByteArray(R"({"type":"chat","text":"\ud83d"})") << Kind::NotUtf8 << QString();
    QTest::newRow("high surrogate, then a letter")
        << QByteArray(R"({"type":"chat","text":"\uD83Dx"})") << Kind::NotUtf8 << QString();
    QTest::newRow("two high surrogates")
        << QByteArray(R"({"type":"chat","text":"\ud83d\ud83d"})") << Kind::NotUtf8 << QString();
    QTest::newRow("lone low surrogate")
        << QByteArray(R"({"type":"chat","text":"\ude00"})") << Kind::NotUtf8 << QString();
    QTest::newRow("low, then high surrogate")
        << QByteArray(R"({"type":"chat","text":"\ude00\ud83d"})") << Kind::NotUtf8 << QString();
    QTest::newRow("nested 5 deep") << QByteArray(R"({"type":"heartbeat","x":[[[{}]]]})") << Kind::NotJson
                                   << QString();
    QTest::newRow("nested 1000 deep")
        << (QByteArray(R"({"type":"heartbeat","x":)") + QByteArray(999, '[') + QByteArray(999, ']') + "}")
        << Kind::NotJson << QString();
    QTest::newRow("fleet not an array")
        << QByteArray(
               R"({"type":"rules","preset":"custom","touching":"allowed","shootAgain":false,"markAround":false,"firstShooter":"host","fleet":3})")
        << Kind::WrongFieldType << "fleet";
}

void TestMessage::refusesMalformedLines()
{
    QFETCH(QByteArray, line);
    QFETCH(DecodeFailure::Kind, kind);
    QFETCH(QString, field);
    const auto decoded = net::decodeMessage(line);
    QVERIFY(!decoded.has_value());
    QCOMPARE(decoded.error().kind, kind);
    if (!field.isEmpty())
        QCOMPARE(decoded.error().field, field);
}

void TestMessage::acceptsWhatIsStrictlyText_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("text");
    QTest::newRow("surrogate pair") << QByteArray(R"({"type":"chat","text":"\ud83d\ude00"})")
                                    << QStringLiteral("\U0001F600");
    QTest::newRow("upper-case surrogate pair")
        << QByteArray(R"({"type":"chat","text":"\uD83D\uDE00!"})") << QStringLiteral("\U0001F600!");
    QTest::newRow("escaped U+0001") << QByteArray(R"({"type":"chat","text":"\u0001"})")
                                    << QStringLiteral("\x01");
    QTest::newRow("a backslash, then u0000")
        << QByteArray(R"({"type":"chat","text":"\\u0000"})") << QStringLiteral("\\u0000");
    QTest::newRow("an escaped quote, then brackets")
        << QByteArray(R"({"type":"chat","text":"\"[[[[[{{{{"})") << QStringLiteral("\"[[[[[{{{{");
    QTest::newRow("nested 4 deep") << QByteArray(R"({"type":"chat","text":"x","extra":[[{}]]})")
                                   << QStringLiteral("x");
}

// The refusals above are exact: text that only looks like them is read as it is.
void TestMessage::acceptsWhatIsStrictlyText()
{
    QFETCH(QByteArray, line);
    QFETCH(QString, text);
    const auto decoded = net::decodeMessage(line + '\n');
    QVERIFY2(decoded.has_value(), line.constData());
    QCOMPARE(std::get<net::Chat>(*decoded).text, text);
}

void TestMessage::randomBytesNeverCrash()
{
    // A small fuzz with a fixed seed: random bytes and mutated valid lines are decoded or refused,
    // and whatever decodes encodes again within the line limit.
    std::mt19937 rng(7);
    const QByteArray valid = net::encodeMessage(
        net::Result{cell("B4"), ShotResult::Sunk, SunkShip{{2, 1}, {cell("B2"), cell("B3"), cell("B4")}}});
    for (int i = 0; i < 20000; ++i) {
        QByteArray line = valid;
        if (i % 4 == 0) { // pure noise
            line.resize(int(rng() % 200));
            std::generate(line.begin(), line.end(), [&] { return char(rng()); });
        } else { // a valid line with a few bytes changed
            for (int e = 1 + int(rng() % 4); e > 0; --e)
                line[int(rng() % std::uint32_t(line.size()))] = char(rng() % 256);
        }
        const auto decoded = net::decodeMessage(line);
        if (decoded)
            QVERIFY(net::encodeMessage(*decoded).size() <= net::kMaxLineBytes);
    }
}

void TestMessage::commitmentsBindLayoutAndSalt()
{
    const QByteArray salt = QByteArray::fromHex("00112233445566778899aabbccddeeff");
    const QString layout = QString::fromLatin1(kStandardOne);
    const QByteArray hash = net::commitment(layout, salt);
    QCOMPARE(hash.size(), 32);
    QCOMPARE(net::commitment(layout, salt), hash);
    QVERIFY(net::commitment(QString::fromLatin1(kStandardTwo), salt) != hash);
    QByteArray otherSalt = salt;
    otherSalt[0] = 1;
    QVERIFY(net::commitment(layout, otherSalt) != hash);
}

void TestMessage::goodbyeReasonsAreReadFromTheirWords_data()
{
    using R = net::GoodbyeReason;
    QTest::addColumn<QString>("words");
    QTest::addColumn<R>("kind");
    QTest::addColumn<bool>("standard"); // goodbye(kind) writes these very words
    QTest::newRow("line too long") << "line longer than 4096 bytes" << R::LineTooLong << true;
    QTest::newRow("malformed") << "malformed message" << R::Malformed << true;
    QTest::newRow("malformed field") << "malformed message (field cell)" << R::Malformed << false;
    QTest::newRow("flood") << "too many messages" << R::TooManyMessages << true;
    QTest::newRow("busy") << "busy: this host already has a guest" << R::Busy << true;
    QTest::newRow("busy, other words") << "busy right now" << R::Busy << false;
    QTest::newRow("no hello") << "no hello" << R::NoHello << true;
    QTest::newRow("version") << "incompatible protocol version 2 (this game speaks 1)"
                             << R::IncompatibleVersion << false;
    QTest::newRow("another game") << "a game with another player is in progress" << R::AnotherGame << true;
    QTest::newRow("before hello") << "shot before hello" << R::BeforeHello << false;
    QTest::newRow("unexpected") << "unexpected rematch" << R::Unexpected << false;
    QTest::newRow("impossible") << "rule violation: impossible answer" << R::ImpossibleAnswer << true;
    QTest::newRow("declined") << "declined" << R::Declined << true;
    QTest::newRow("left") << "left" << R::Left << true;
    QTest::newRow("win claimed") << "win claimed" << R::WinClaimed << true;
    QTest::newRow("match over") << "match over" << R::MatchOver << true;
    QTest::newRow("a person's words") << "must dash" << R::Other << false;
    QTest::newRow("no words") << "" << R::Other << false;
}

// Goodbyes keep their words on the wire: an older peer's are understood as they always were, and
// words the protocol does not know are Other, never refused.
void TestMessage::goodbyeReasonsAreReadFromTheirWords()
{
    QFETCH(QString, words);
    QFETCH(net::GoodbyeReason, kind);
    QFETCH(bool, standard);
    QJsonObject o{{"type", "goodbye"}, {"reason", words}};
    const auto decoded = net::decodeMessage(QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n');
    QVERIFY(decoded.has_value());
    const auto* goodbye = std::get_if<net::Goodbye>(&*decoded);
    QVERIFY(goodbye);
    QCOMPARE(goodbye->kind, kind);
    QCOMPARE(goodbye->reason, words);
    QCOMPARE(net::goodbyeReasonOf(words), kind);
    if (standard)
        QCOMPARE(net::goodbye(kind).reason, words);
}

// The wire's "host" and "guest" against each side's own match, where Player::One is itself.
void TestMessage::wireSidesAreTheHostAndTheGuest()
{
    using net::WireSide;
    QCOMPARE(net::firstShooterSide(FirstShooter::PlayerOne), WireSide::Host);
    QCOMPARE(net::firstShooterSide(FirstShooter::PlayerTwo), WireSide::Guest);
    for (WireSide side : {WireSide::Host, WireSide::Guest}) {
        QCOMPARE(net::firstShooterSide(net::firstShooterOf(side)), side);
        QCOMPARE(net::sideOfHostFrame(net::hostFramePlayer(side)), side);
        QCOMPARE(net::localPlayer(side, side), Player::One);
        QCOMPARE(net::localPlayer(side, net::otherSide(side)), Player::Two);
        for (Player p : {Player::One, Player::Two})
            QCOMPARE(net::localPlayer(net::sideOf(p, side), side), p);
    }
    QCOMPARE(net::hostFramePlayer(WireSide::Host), Player::One);
}

QTEST_APPLESS_MAIN(TestMessage)
#include "tst_message.moc"
