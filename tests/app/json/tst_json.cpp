// SPDX-License-Identifier: GPL-3.0-or-later
// The one strict JSON reader and the one rules form: every field checked for presence, type and
// bounds with the field at fault named; the rules read back as written, for every preset.
#include "coretestsupport.h"

#include "app/json/historyjson.h"
#include "app/json/rulesjson.h"
#include "app/net/message.h"

#include <QJsonDocument>
#include <QTest>

using namespace seabattle;
using json::FieldProblem;

Q_DECLARE_METATYPE(FieldProblem::Kind)

class TestJson : public QObject {
    Q_OBJECT

private slots:
    void readsWhatIsThere();
    void namesTheFieldAtFault_data();
    void namesTheFieldAtFault();
    void rulesReadBackAsWritten_data();
    void rulesReadBackAsWritten();
    void theWireCarriesTheSameRules();
    void salvoIsWrittenOnlyWhenSet();
    void aHistoryWithSalvoAndShootAgainIsRefused();
    void refusesAFleetOfTheWrongShape_data();
    void refusesAFleetOfTheWrongShape();
    void namesTheKeyAtFaultByItsPath();
    void countsAreWholeAndBounded();
};

void TestJson::namesTheKeyAtFaultByItsPath()
{
    const QStringList keys{QStringLiteral("wins"), QStringLiteral("losses")};
    const auto problemOf = [&](const QJsonObject& o) {
        const auto read = json::readStrictly([&] {
            json::exactKeys(o, keys, json::join(QStringLiteral("opponents"), QStringLiteral("hard")));
            return 0;
        });
        return read ? FieldProblem{} : read.error();
    };
    FieldProblem missing = problemOf({{"wins", 1}});
    QCOMPARE(missing.kind, FieldProblem::Kind::Missing);
    QCOMPARE(missing.field, QStringLiteral("opponents.hard.losses"));
    FieldProblem unknown = problemOf({{"wins", 1}, {"losses", 2}, {"draws", 0}});
    QCOMPARE(unknown.kind, FieldProblem::Kind::Unknown);
    QCOMPARE(unknown.field, QStringLiteral("opponents.hard.draws"));
    QVERIFY(json::readStrictly([&] {
                json::exactKeys({{"wins", 1}, {"losses", 2}}, keys, QString());
                return 0;
            }).has_value());
    QCOMPARE(json::at(QStringLiteral("results"), 3), QStringLiteral("results[3]"));
}

void TestJson::countsAreWholeAndBounded()
{
    const auto countOf = [](const QJsonValue& v) {
        return json::readStrictly([&] { return json::count(v, QStringLiteral("n"), 9'000'000'000); });
    };
    QCOMPARE(*countOf(8'999'999'999.0), std::int64_t(8'999'999'999));
    QCOMPARE(countOf(9'000'000'001.0).error().kind, FieldProblem::Kind::OutOfRange);
    QCOMPARE(countOf(-1).error().kind, FieldProblem::Kind::OutOfRange);
    QCOMPARE(countOf(1.5).error().kind, FieldProblem::Kind::OutOfRange);
    QCOMPARE(countOf(QStringLiteral("7")).error().kind, FieldProblem::Kind::WrongType);
    QJsonArray three{1, 2, 3};
    const auto tooMany = json::readStrictly([&] { return json::array(QJsonValue(three), "list", 2).size(); });
    QCOMPARE(tooMany.error().kind, FieldProblem::Kind::TooMany);
}

void TestJson::readsWhatIsThere()
{
    const QJsonObject o{{"name", "Anaïs"}, {"count", 3}, {"on", true}, {"cell", "B3"}, {"hash", "0aff"}};
    const auto read = json::readStrictly([&] {
        return std::tuple(json::text(o, QStringLiteral("name"), 10), json::integer(o["count"], "count", 0, 5),
                          json::boolean(o, QStringLiteral("on")),
                          json::cell(o["cell"], QStringLiteral("cell")),
                          json::hexBytes(o, QStringLiteral("hash"), 2, 2));
    });
    QVERIFY(read.has_value());
    QCOMPARE(std::get<0>(*read), QStringLiteral("Anaïs"));
    QCOMPARE(std::get<1>(*read), 3);
    QVERIFY(std::get<2>(*read));
    QCOMPARE(std::get<3>(*read), (Coord{1, 2}));
    QCOMPARE(std::get<4>(*read), QByteArray::fromHex("0aff"));
}

void TestJson::namesTheFieldAtFault_data()
{
    QTest::addColumn<QJsonObject>("object");
    QTest::addColumn<int>("which"); // 0 text, 1 integer, 2 boolean, 3 cell
    QTest::addColumn<FieldProblem::Kind>("kind");
    QTest::newRow("missing") << QJsonObject{} << 0 << FieldProblem::Kind::Missing;
    QTest::newRow("text: a number") << QJsonObject{{"f", 1}} << 0 << FieldProblem::Kind::WrongType;
    QTest::newRow("text: too long") << QJsonObject{{"f", "eleven char"}} << 0
                                    << FieldProblem::Kind::OutOfRange;
    QTest::newRow("integer: in quotes") << QJsonObject{{"f", "3"}} << 1 << FieldProblem::Kind::WrongType;
    QTest::newRow("integer: 2.5") << QJsonObject{{"f", 2.5}} << 1 << FieldProblem::Kind::OutOfRange;
    QTest::newRow("integer: 6") << QJsonObject{{"f", 6}} << 1 << FieldProblem::Kind::OutOfRange;
    QTest::newRow("boolean: 1") << QJsonObject{{"f", 1}} << 2 << FieldProblem::Kind::WrongType;
    QTest::newRow("cell: K1") << QJsonObject{{"f", "K1"}} << 3 << FieldProblem::Kind::OutOfRange;
    QTest::newRow("cell: b3") << QJsonObject{{"f", "b3"}} << 3 << FieldProblem::Kind::OutOfRange;
}

void TestJson::namesTheFieldAtFault()
{
    QFETCH(QJsonObject, object);
    QFETCH(int, which);
    QFETCH(FieldProblem::Kind, kind);
    const QString f = QStringLiteral("f");
    const auto read = json::readStrictly([&] {
        switch (which) {
        case 0:
            return int(json::text(object, f, 10).size());
        case 1:
            return json::integer(json::required(object, f), f, 0, 5);
        case 2:
            return int(json::boolean(object, f));
        default:
            return json::cell(json::required(object, f), f).column;
        }
    });
    QVERIFY(!read.has_value());
    QCOMPARE(read.error().kind, kind);
    QCOMPARE(read.error().field, f);
}

void TestJson::rulesReadBackAsWritten_data()
{
    QTest::addColumn<Ruleset>("rules");
    for (Preset p : {Preset::Standard, Preset::Classic, Preset::Hasbro, Preset::Custom})
        QTest::newRow(keyOf(p).data()) << Ruleset::forPreset(p);
    Ruleset custom = Ruleset::forPreset(Preset::Custom);
    custom.fleet = {{"Zeppelin", 6, 1}, {"Dinghy", 1, 9}};
    custom.touching = TouchingRule::Allowed;
    custom.firstShooter = FirstShooter::LoserOfLastGame;
    QTest::newRow("custom fleet") << custom;
    for (Preset p : {Preset::Standard, Preset::Hasbro}) {
        Ruleset salvo = Ruleset::forPreset(p);
        salvo.salvo = true;
        QTest::addRow("%s, salvo", keyOf(p).data()) << salvo;
    }
}

void TestJson::rulesReadBackAsWritten()
{
    QFETCH(Ruleset, rules);
    const auto read = json::rulesFromJson(json::rulesToJson(rules));
    QVERIFY(read.has_value());
    QVERIFY(*read == rules);
}

// The protocol's "rules" message is the same form, with its type.
void TestJson::theWireCarriesTheSameRules()
{
    const Ruleset rules = Ruleset::classic();
    QJsonObject wire = QJsonDocument::fromJson(net::encodeMessage(net::RulesOffer{rules})).object();
    QCOMPARE(wire.take(QStringLiteral("type")).toString(), QStringLiteral("rules"));
    QCOMPARE(wire, json::rulesToJson(rules));
}

// Absent means false: a file from before Salvo reads as before, and one without it is written as
// then. A value that is not a boolean is refused with the field named.
void TestJson::salvoIsWrittenOnlyWhenSet()
{
    QJsonObject o = json::rulesToJson(Ruleset::standard());
    QVERIFY(!o.contains(QStringLiteral("salvo")));
    const auto old = json::rulesFromJson(o);
    QVERIFY(old && !old->salvo);
    o.insert(QStringLiteral("salvo"), true);
    const auto salvo = json::rulesFromJson(o);
    QVERIFY(salvo && salvo->salvo);
    o.insert(QStringLiteral("salvo"), QStringLiteral("yes"));
    const auto wrong = json::rulesFromJson(o);
    QVERIFY(!wrong);
    QCOMPARE(wrong.error().field, QStringLiteral("salvo"));
}

// Salvo with shoot-again is refused like any ruleset that cannot be played.
void TestJson::aHistoryWithSalvoAndShootAgainIsRefused()
{
    MatchHistory history{.rules = Ruleset::standard()};
    history.rules.salvo = true;
    QVERIFY(historyFromJson(historyToJson(history)));
    history.rules.shootAgainAfterHit = true;
    const auto refused = historyFromJson(historyToJson(history));
    QVERIFY(!refused);
    QCOMPARE(refused.error().field, QStringLiteral("rules"));
}

void TestJson::refusesAFleetOfTheWrongShape_data()
{
    QTest::addColumn<QJsonValue>("fleet");
    QTest::addColumn<QString>("field");
    QTest::newRow("not an array") << QJsonValue(QStringLiteral("ships")) << "fleet";
    QTest::newRow("an entry not an object") << QJsonValue(QJsonArray{1}) << "fleet";
    QTest::newRow("no name") << QJsonValue(QJsonArray{QJsonObject{{"length", 2}, {"count", 1}}}) << "name";
    QTest::newRow("length 7") << QJsonValue(
                                     QJsonArray{QJsonObject{{"name", "X"}, {"length", 7}, {"count", 1}}})
                              << "length";
    QTest::newRow("count -1") << QJsonValue(
                                     QJsonArray{QJsonObject{{"name", "X"}, {"length", 2}, {"count", -1}}})
                              << "count";
    QJsonArray many;
    for (int i = 0; i <= kMaxFleetShips; ++i)
        many.append(QJsonObject{{"name", "X"}, {"length", 1}, {"count", 1}});
    QTest::newRow("too many classes") << QJsonValue(many) << "fleet";
}

void TestJson::refusesAFleetOfTheWrongShape()
{
    QFETCH(QJsonValue, fleet);
    QFETCH(QString, field);
    QJsonObject o = json::rulesToJson(Ruleset::standard());
    o.insert(QStringLiteral("fleet"), fleet);
    const auto read = json::rulesFromJson(o);
    QVERIFY(!read.has_value());
    QCOMPARE(read.error().field, field);
}

QTEST_GUILESS_MAIN(TestJson)
#include "tst_json.moc"
