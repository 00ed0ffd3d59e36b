// SPDX-License-Identifier: GPL-3.0-or-later
// seabattle-arena run as a user would: reports, strength order, determinism, duels, bad arguments.
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QProcess>
#include <QRegularExpression>
#include <QStringList>
#include <QTcpServer>
#include <QTest>

#include "arenatestsupport.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace {

// Runs the arena with `args` and reads the one JSON object it printed; on failure says why in `why`.
std::optional<QJsonObject> runJson(const QStringList& args, QString* why)
{
    const Run run = runArena(args);
    const QString command = QStringLiteral("seabattle-arena ") + args.join(u' ') + u'\n';
    if (!run.succeeded()) {
        *why = command + run.describe();
        return std::nullopt;
    }
    const QString text = run.out.trimmed();
    if (text.contains(u'\n')) {
        *why = command + QStringLiteral("more than one line on stdout:\n") + run.out;
        return std::nullopt;
    }
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject()) {
        *why = command + QStringLiteral("not one JSON object (%1):\n").arg(error.errorString()) + run.out;
        return std::nullopt;
    }
    return document.object();
}

bool isWholeNumber(const QJsonValue& value)
{
    return value.isDouble() && std::floor(value.toDouble()) == value.toDouble();
}

const QStringList kShotKeys = {QStringLiteral("mean_shots"), QStringLiteral("median_shots"),
                               QStringLiteral("p10_shots"),  QStringLiteral("p90_shots"),
                               QStringLiteral("min_shots"),  QStringLiteral("max_shots")};

} // namespace

class TestArena : public QObject {
    Q_OBJECT

private slots:
    void oneSidedJsonReport();
    void strongerLevelsNeedFewerShots_data();
    void strongerLevelsNeedFewerShots();
    void admiralAttackerPlays();
    void sameSeedSameFiguresWhateverTheThreads();
    void differentSeedDifferentFigures();
    void admiralPlacerIsReported();
    void duelJsonReport();
    void duelTextReport();
    void salvoDuelsFavourTheFirstShooter();
    void oneSidedTextReport();
    void badArgumentsAreRefused_data();
    void badArgumentsAreRefused();
    void helpListsTheOptions();
    void versionIsPrinted();
    void servesAndConnectsOverLoopback();
    void busyPortIsReported();
};

void TestArena::oneSidedJsonReport()
{
    QString why;
    const auto json =
        runJson({QStringLiteral("--rules"), QStringLiteral("hasbro"), QStringLiteral("--attacker"),
                 QStringLiteral("medium"), QStringLiteral("--games"), QStringLiteral("200"),
                 QStringLiteral("--seed"), QStringLiteral("3"), QStringLiteral("--json")},
                &why);
    QVERIFY2(json, qPrintable(why));

    QStringList keys = json->keys();
    keys.sort();
    QStringList expected = {
        QStringLiteral("rules"),        QStringLiteral("shoot_again"), QStringLiteral("attacker"),
        QStringLiteral("placer"),       QStringLiteral("games"),       QStringLiteral("seed"),
        QStringLiteral("mean_move_ms"), QStringLiteral("p99_move_ms"), QStringLiteral("max_move_ms")};
    expected += kShotKeys;
    expected.sort();
    QCOMPARE(keys, expected);

    QCOMPARE(json->value(QStringLiteral("rules")).toString(), QStringLiteral("hasbro"));
    QVERIFY(json->value(QStringLiteral("shoot_again")).isBool());
    QCOMPARE(json->value(QStringLiteral("attacker")).toString(), QStringLiteral("medium"));
    QCOMPARE(json->value(QStringLiteral("placer")).toString(), QStringLiteral("random"));
    QVERIFY(json->value(QStringLiteral("games")).isDouble());
    QCOMPARE(json->value(QStringLiteral("games")).toDouble(), 200.0);
    QVERIFY(json->value(QStringLiteral("seed")).isDouble());
    QCOMPARE(json->value(QStringLiteral("seed")).toDouble(), 3.0);

    for (const QString& key : kShotKeys)
        QVERIFY2(json->value(key).isDouble(), qPrintable(key));
    for (const QString& key : kShotKeys.mid(1)) // shot counts, and nearest-rank percentiles of them
        QVERIFY2(isWholeNumber(json->value(key)), qPrintable(key));
    const double mean = json->value(QStringLiteral("mean_shots")).toDouble();
    const double median = json->value(QStringLiteral("median_shots")).toDouble();
    const double p10 = json->value(QStringLiteral("p10_shots")).toDouble();
    const double p90 = json->value(QStringLiteral("p90_shots")).toDouble();
    const double min = json->value(QStringLiteral("min_shots")).toDouble();
    const double max = json->value(QStringLiteral("max_shots")).toDouble();
    QVERIFY2(17 <= min, qPrintable(QString::number(min))); // the Hasbro fleet covers 17 cells
    QVERIFY(min <= p10);
    QVERIFY(p10 <= median);
    QVERIFY(median <= p90);
    QVERIFY(p90 <= max);
    QVERIFY2(max <= 100, qPrintable(QString::number(max)));
    QVERIFY(min <= mean && mean <= max);
    QVERIFY2(35 <= mean && mean <= 70, qPrintable(QString::number(mean)));

    for (const char* key : {"mean_move_ms", "p99_move_ms", "max_move_ms"})
        QVERIFY2(json->value(QLatin1String(key)).isDouble(), key);
    const double meanMs = json->value(QStringLiteral("mean_move_ms")).toDouble();
    const double p99Ms = json->value(QStringLiteral("p99_move_ms")).toDouble();
    const double maxMs = json->value(QStringLiteral("max_move_ms")).toDouble();
    QVERIFY2(0 <= meanMs, qPrintable(QString::number(meanMs)));
    QVERIFY2(0 <= p99Ms && p99Ms <= maxMs,
             qPrintable(QStringLiteral("p99 %1, max %2").arg(p99Ms).arg(maxMs)));
}

void TestArena::strongerLevelsNeedFewerShots_data()
{
    QTest::addColumn<QString>("rules");
    QTest::newRow("hasbro") << QStringLiteral("hasbro");
    QTest::newRow("classic") << QStringLiteral("classic");
    QTest::newRow("standard") << QStringLiteral("standard");
}

void TestArena::strongerLevelsNeedFewerShots()
{
    QFETCH(QString, rules);
    double means[3] = {};
    const QStringList levels = {QStringLiteral("easy"), QStringLiteral("medium"), QStringLiteral("hard")};
    for (int i = 0; i < 3; ++i) {
        QString why;
        const auto json = runJson({QStringLiteral("--rules"), rules, QStringLiteral("--attacker"), levels[i],
                                   QStringLiteral("--games"), QStringLiteral("150"), QStringLiteral("--seed"),
                                   QStringLiteral("11"), QStringLiteral("--threads"), QStringLiteral("2"),
                                   QStringLiteral("--json")},
                                  &why);
        QVERIFY2(json, qPrintable(why));
        QCOMPARE(json->value(QStringLiteral("attacker")).toString(), levels[i]);
        QVERIFY(json->value(QStringLiteral("mean_shots")).isDouble());
        means[i] = json->value(QStringLiteral("mean_shots")).toDouble();
    }
    const QString figures =
        QStringLiteral("easy %1, medium %2, hard %3").arg(means[0]).arg(means[1]).arg(means[2]);
    QVERIFY2(means[0] > means[1], qPrintable(figures));
    QVERIFY2(means[1] > means[2], qPrintable(figures));
}

void TestArena::admiralAttackerPlays()
{
    QString why;
    const auto json =
        runJson({QStringLiteral("--rules"), QStringLiteral("classic"), QStringLiteral("--attacker"),
                 QStringLiteral("admiral"), QStringLiteral("--games"), QStringLiteral("20"),
                 QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--json")},
                &why);
    QVERIFY2(json, qPrintable(why));
    QCOMPARE(json->value(QStringLiteral("attacker")).toString(), QStringLiteral("admiral"));
    QCOMPARE(json->value(QStringLiteral("games")).toDouble(), 20.0);
    QVERIFY(json->value(QStringLiteral("mean_shots")).isDouble());
    const double mean = json->value(QStringLiteral("mean_shots")).toDouble();
    QVERIFY2(35 <= mean && mean <= 75, qPrintable(QString::number(mean)));
}

void TestArena::sameSeedSameFiguresWhateverTheThreads()
{
    const QStringList common = {
        QStringLiteral("--rules"), QStringLiteral("standard"), QStringLiteral("--attacker"),
        QStringLiteral("medium"),  QStringLiteral("--games"),  QStringLiteral("200"),
        QStringLiteral("--seed"),  QStringLiteral("4"),        QStringLiteral("--json")};
    QString why;
    const auto one = runJson(common + QStringList{QStringLiteral("--threads"), QStringLiteral("1")}, &why);
    QVERIFY2(one, qPrintable(why));
    const auto two = runJson(common + QStringList{QStringLiteral("--threads"), QStringLiteral("2")}, &why);
    QVERIFY2(two, qPrintable(why));
    for (const QString& key : kShotKeys) {
        QVERIFY2(one->value(key).isDouble(), qPrintable(key));
        QCOMPARE(two->value(key), one->value(key));
    }
}

void TestArena::differentSeedDifferentFigures()
{
    const QStringList common = {QStringLiteral("--rules"),    QStringLiteral("standard"),
                                QStringLiteral("--attacker"), QStringLiteral("medium"),
                                QStringLiteral("--games"),    QStringLiteral("200"),
                                QStringLiteral("--json")};
    QString why;
    const auto four = runJson(common + QStringList{QStringLiteral("--seed"), QStringLiteral("4")}, &why);
    QVERIFY2(four, qPrintable(why));
    const auto five = runJson(common + QStringList{QStringLiteral("--seed"), QStringLiteral("5")}, &why);
    QVERIFY2(five, qPrintable(why));
    QCOMPARE(five->value(QStringLiteral("seed")).toDouble(), 5.0);
    const bool differs = std::any_of(kShotKeys.begin(), kShotKeys.end(), [&](const QString& key) {
        return four->value(key) != five->value(key);
    });
    QVERIFY2(differs, qPrintable(QString::fromUtf8(QJsonDocument(*four).toJson(QJsonDocument::Compact))));
}

void TestArena::admiralPlacerIsReported()
{
    QString why;
    const auto json =
        runJson({QStringLiteral("--rules"), QStringLiteral("standard"), QStringLiteral("--attacker"),
                 QStringLiteral("medium"), QStringLiteral("--placer"), QStringLiteral("admiral"),
                 QStringLiteral("--games"), QStringLiteral("50"), QStringLiteral("--json")},
                &why);
    QVERIFY2(json, qPrintable(why));
    QCOMPARE(json->value(QStringLiteral("placer")).toString(), QStringLiteral("admiral"));
    QCOMPARE(json->value(QStringLiteral("attacker")).toString(), QStringLiteral("medium"));
}

void TestArena::duelJsonReport()
{
    QString why;
    const auto json = runJson({QStringLiteral("--rules"), QStringLiteral("classic"), QStringLiteral("--duel"),
                               QStringLiteral("medium"), QStringLiteral("hard"), QStringLiteral("--games"),
                               QStringLiteral("100"), QStringLiteral("--seed"), QStringLiteral("2"),
                               QStringLiteral("--json")},
                              &why);
    QVERIFY2(json, qPrintable(why));
    const QString dump = QString::fromUtf8(QJsonDocument(*json).toJson(QJsonDocument::Compact));
    for (const char* key :
         {"games", "wins_a", "wins_b", "win_rate_a", "win_rate_a_ci95_low", "win_rate_a_ci95_high"})
        QVERIFY2(json->value(QLatin1String(key)).isDouble(), qPrintable(QLatin1String(key) + u' ' + dump));
    QCOMPARE(json->value(QStringLiteral("rules")).toString(), QStringLiteral("classic"));
    QCOMPARE(json->value(QStringLiteral("a")).toString(), QStringLiteral("medium"));
    QCOMPARE(json->value(QStringLiteral("b")).toString(), QStringLiteral("hard"));
    QCOMPARE(json->value(QStringLiteral("games")).toDouble(), 100.0);

    const double winsA = json->value(QStringLiteral("wins_a")).toDouble();
    const double winsB = json->value(QStringLiteral("wins_b")).toDouble();
    QVERIFY2(winsA >= 0 && winsB >= 0, qPrintable(dump));
    QCOMPARE(winsA + winsB, 100.0);

    const double rate = json->value(QStringLiteral("win_rate_a")).toDouble();
    const double low = json->value(QStringLiteral("win_rate_a_ci95_low")).toDouble();
    const double high = json->value(QStringLiteral("win_rate_a_ci95_high")).toDouble();
    QVERIFY2(std::abs(rate - winsA / 100) < 1e-9, qPrintable(dump));
    QVERIFY2(0 <= low, qPrintable(dump));
    QVERIFY2(low <= rate, qPrintable(dump));
    QVERIFY2(rate <= high, qPrintable(dump));
    QVERIFY2(high <= 1, qPrintable(dump));
}

void TestArena::duelTextReport()
{
    const Run run = runArena({QStringLiteral("--rules"), QStringLiteral("classic"), QStringLiteral("--duel"),
                              QStringLiteral("medium"), QStringLiteral("hard"), QStringLiteral("--games"),
                              QStringLiteral("20"), QStringLiteral("--seed"), QStringLiteral("2")});
    QVERIFY2(run.succeeded(), qPrintable(run.describe()));
    QVERIFY2(!run.out.trimmed().startsWith(u'{'), qPrintable(run.out));
    const QStringList lines = run.out.split(u'\n');
    for (const QString& level : {QStringLiteral("medium"), QStringLiteral("hard")}) {
        const bool reported = std::any_of(lines.begin(), lines.end(), [&](const QString& line) {
            return line.contains(level) && line.contains(QStringLiteral("95% CI"));
        });
        QVERIFY2(reported, qPrintable(level + QStringLiteral(" has no line with a 95% CI in:\n") + run.out));
    }
}

// Under Salvo the first shooter wins about 64% of Standard games between equals (docs/RULES.md):
// the report says so, with its interval, and says the duel was played under Salvo.
void TestArena::salvoDuelsFavourTheFirstShooter()
{
    QString why;
    const auto json =
        runJson({QStringLiteral("--rules"), QStringLiteral("standard"), QStringLiteral("--duel"),
                 QStringLiteral("hard"), QStringLiteral("hard"), QStringLiteral("--salvo"),
                 QStringLiteral("--games"), QStringLiteral("400"), QStringLiteral("--json")},
                &why);
    QVERIFY2(json, qPrintable(why));
    const QString dump = QString::fromUtf8(QJsonDocument(*json).toJson(QJsonDocument::Compact));
    QVERIFY2(json->value(QStringLiteral("salvo")).toBool(), qPrintable(dump));
    QVERIFY2(!json->value(QStringLiteral("shoot_again")).toBool(), qPrintable(dump));
    const double first = json->value(QStringLiteral("wins_first")).toDouble();
    const double rate = json->value(QStringLiteral("win_rate_first")).toDouble();
    const double low = json->value(QStringLiteral("win_rate_first_ci95_low")).toDouble();
    const double high = json->value(QStringLiteral("win_rate_first_ci95_high")).toDouble();
    QVERIFY2(std::abs(rate - first / 400) < 1e-9, qPrintable(dump));
    QVERIFY2(low <= rate && rate <= high, qPrintable(dump));
    QVERIFY2(low > 0.5, qPrintable(dump));
}

void TestArena::oneSidedTextReport()
{
    const Run run =
        runArena({QStringLiteral("--rules"), QStringLiteral("hasbro"), QStringLiteral("--attacker"),
                  QStringLiteral("medium"), QStringLiteral("--games"), QStringLiteral("20")});
    QVERIFY2(run.succeeded(), qPrintable(run.describe()));
    QVERIFY2(!run.out.trimmed().startsWith(u'{'), qPrintable(run.out));
    const QStringList lines = run.out.split(u'\n');
    for (const QString& start : {QStringLiteral("shots:"), QStringLiteral("move time (ms):")}) {
        const bool found = std::any_of(lines.begin(), lines.end(),
                                       [&](const QString& line) { return line.startsWith(start); });
        QVERIFY2(found, qPrintable(QStringLiteral("no line starts with '%1' in:\n%2").arg(start, run.out)));
    }
}

void TestArena::badArgumentsAreRefused_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("no arguments") << QStringList{};
    QTest::newRow("unknown preset") << QStringList{QStringLiteral("--rules"), QStringLiteral("nope"),
                                                   QStringLiteral("--attacker"), QStringLiteral("hard")};
    QTest::newRow("no attacker") << QStringList{QStringLiteral("--rules"), QStringLiteral("hasbro")};
    QTest::newRow("unknown level") << QStringList{QStringLiteral("--rules"), QStringLiteral("hasbro"),
                                                  QStringLiteral("--attacker"), QStringLiteral("genius")};
    QTest::newRow("zero games") << QStringList{QStringLiteral("--rules"),    QStringLiteral("hasbro"),
                                               QStringLiteral("--attacker"), QStringLiteral("hard"),
                                               QStringLiteral("--games"),    QStringLiteral("0")};
    QTest::newRow("games not a number")
        << QStringList{QStringLiteral("--rules"), QStringLiteral("hasbro"),  QStringLiteral("--attacker"),
                       QStringLiteral("hard"),    QStringLiteral("--games"), QStringLiteral("x")};
    QTest::newRow("unknown option") << QStringList{QStringLiteral("--rules"), QStringLiteral("hasbro"),
                                                   QStringLiteral("--bogus")};
    QTest::newRow("duel with one level") << QStringList{QStringLiteral("--rules"), QStringLiteral("hasbro"),
                                                        QStringLiteral("--duel"), QStringLiteral("hard")};
    QTest::newRow("duel with an attacker")
        << QStringList{QStringLiteral("--rules"), QStringLiteral("hasbro"),  QStringLiteral("--duel"),
                       QStringLiteral("hard"),    QStringLiteral("admiral"), QStringLiteral("--attacker"),
                       QStringLiteral("easy")};
    const auto args = [](const char* line) { return QString::fromLatin1(line).split(u' '); };
    QTest::newRow("serve without attacker") << args("--serve 47300");
    QTest::newRow("serve port zero") << args("--serve 0 --attacker easy");
    QTest::newRow("serve port too big") << args("--serve 65536 --attacker easy");
    QTest::newRow("serve and connect") << args("--serve 47300 --connect 127.0.0.1:47300 --attacker easy");
    QTest::newRow("serve with a duel") << args("--serve 47300 --attacker easy --duel hard easy");
    QTest::newRow("serve, bad address") << args("--serve 47300 --attacker easy --address nowhere");
    QTest::newRow("connect without port") << args("--connect 127.0.0.1 --attacker easy");
    QTest::newRow("connect, bad port") << args("--connect 127.0.0.1:x --attacker easy");
    QTest::newRow("connect with rules") << args("--connect 127.0.0.1:47300 --attacker easy --rules hasbro");
    QTest::newRow("grace not a number") << args("--serve 47300 --attacker easy --grace soon");
    QTest::newRow("negative grace") << args("--connect 127.0.0.1:47300 --attacker easy --grace -1");
    QTest::newRow("grace over an hour") << args("--serve 47300 --attacker easy --grace 3600001");
    QTest::newRow("grace without LAN") << args("--rules hasbro --attacker easy --grace 100");
    QTest::newRow("salvo with shoot-again")
        << args("--rules standard --duel hard hard --salvo --shoot-again");
    QTest::newRow("salvo one-sided") << args("--rules standard --attacker hard --salvo");
    // A guest plays its host's rules; a host's Salvo still excludes shooting again.
    QTest::newRow("salvo asked by a guest") << args("--connect 127.0.0.1:47300 --attacker easy --salvo");
    QTest::newRow("salvo and shoot again over the LAN")
        << args("--serve 47300 --attacker easy --salvo --shoot-again");
}

void TestArena::badArgumentsAreRefused()
{
    QFETCH(QStringList, args);
    const Run run = runArena(args);
    QVERIFY2(run.finished && run.status == QProcess::NormalExit, qPrintable(run.describe()));
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.out.isEmpty(), qPrintable(run.out));
    const QStringList lines = run.err.split(u'\n');
    const bool named = std::any_of(lines.begin(), lines.end(), [](const QString& line) {
        return line.startsWith(QStringLiteral("seabattle-arena: "));
    });
    QVERIFY2(named, qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("Try 'seabattle-arena --help'")), qPrintable(run.err));
}

void TestArena::helpListsTheOptions()
{
    const Run run = runArena({QStringLiteral("--help")});
    QVERIFY2(run.succeeded(), qPrintable(run.describe()));
    QVERIFY2(run.out.contains(QStringLiteral("Usage")), qPrintable(run.out));
    QVERIFY2(run.out.contains(QStringLiteral("--duel")), qPrintable(run.out));
    QVERIFY2(run.out.contains(QStringLiteral("--json")), qPrintable(run.out));
    for (const char* word : {"--grace", "--version", "Exit status", "protocol_errors"})
        QVERIFY2(run.out.contains(QLatin1String(word)), word);
}

void TestArena::versionIsPrinted()
{
    const Run run = runArena({QStringLiteral("--version")});
    QVERIFY2(run.succeeded(), qPrintable(run.describe()));
    const QStringList words = run.out.trimmed().split(u' ');
    QCOMPARE(words.size(), 2);
    QCOMPARE(words[0], QStringLiteral("seabattle-arena"));
    QVERIFY2(QRegularExpression(QStringLiteral("^\\d+\\.\\d+\\.\\d+$")).match(words[1]).hasMatch(),
             qPrintable(run.out));
}

// One arena serves two matches on loopback; another joins for both: one line per match on each
// side, no protocol error, and the two agree on who won.
void TestArena::servesAndConnectsOverLoopback()
{
    QProcess server;
    quint16 port = 0;
    for (int attempt = 0; attempt < 20 && port == 0; ++attempt) {
        const quint16 candidate = quint16(47600 + (QCoreApplication::applicationPid() + attempt * 7) % 300);
        server.start(QStringLiteral(ARENA_PATH),
                     {QStringLiteral("--serve"), QString::number(candidate), QStringLiteral("--address"),
                      QStringLiteral("127.0.0.1"), QStringLiteral("--attacker"), QStringLiteral("hard"),
                      QStringLiteral("--rules"), QStringLiteral("classic"), QStringLiteral("--matches"),
                      QStringLiteral("2"), QStringLiteral("--json")});
        QVERIFY(server.waitForStarted(kTimeoutMs));
        if (server.waitForFinished(300)) // it left at once: the port is taken
            continue;
        port = candidate;
    }
    QVERIFY(port != 0);
    const Run guest = runArena({QStringLiteral("--connect"), QStringLiteral("127.0.0.1:%1").arg(port),
                                QStringLiteral("--attacker"), QStringLiteral("medium"),
                                QStringLiteral("--matches"), QStringLiteral("2"), QStringLiteral("--json")});
    QVERIFY2(guest.succeeded(), qPrintable(guest.describe()));
    QVERIFY(server.waitForFinished(kTimeoutMs));
    QCOMPARE(server.exitCode(), 0);
    const QStringList hostLines = QString::fromUtf8(server.readAllStandardOutput()).trimmed().split(u'\n');
    const QStringList guestLines = guest.out.trimmed().split(u'\n');
    QCOMPARE(hostLines.size(), 2);
    QCOMPARE(guestLines.size(), 2);
    for (int i = 0; i < 2; ++i) {
        const QJsonObject h = QJsonDocument::fromJson(hostLines[i].toUtf8()).object();
        const QJsonObject g = QJsonDocument::fromJson(guestLines[i].toUtf8()).object();
        QCOMPARE(h.value(QStringLiteral("match")).toInt(), i + 1);
        QCOMPARE(h.value(QStringLiteral("reason")).toString(), QStringLiteral("fleet-sunk"));
        QCOMPARE(g.value(QStringLiteral("reason")).toString(), QStringLiteral("fleet-sunk"));
        QVERIFY(h.value(QStringLiteral("protocol_errors")).toArray().isEmpty());
        QVERIFY(g.value(QStringLiteral("protocol_errors")).toArray().isEmpty());
        QCOMPARE(h.value(QStringLiteral("violation")).toString(), QString());
        const QString hostResult = h.value(QStringLiteral("result")).toString();
        QVERIFY(hostResult == QLatin1String("won") || hostResult == QLatin1String("lost"));
        QCOMPARE(g.value(QStringLiteral("result")).toString(),
                 hostResult == QLatin1String("won") ? QStringLiteral("lost") : QStringLiteral("won"));
        // The winner hit all 20 cells of the Classic fleet.
        QVERIFY((hostResult == QLatin1String("won") ? h : g).value(QStringLiteral("shots")).toInt() >= 20);
        QCOMPARE(h.value(QStringLiteral("peer")).toString(), QStringLiteral("seabattle-arena"));
    }
}

void TestArena::busyPortIsReported()
{
    QTcpServer squatter;
    QVERIFY(squatter.listen(QHostAddress::LocalHost, 0));
    const Run run = runArena({QStringLiteral("--serve"), QString::number(squatter.serverPort()),
                              QStringLiteral("--address"), QStringLiteral("127.0.0.1"),
                              QStringLiteral("--attacker"), QStringLiteral("easy")});
    QVERIFY2(run.finished && run.status == QProcess::NormalExit, qPrintable(run.describe()));
    QCOMPARE(run.exitCode, 3);
    QVERIFY2(run.out.contains(QStringLiteral("cannot listen on port %1").arg(squatter.serverPort())),
             qPrintable(run.describe()));
}

QTEST_GUILESS_MAIN(TestArena)
#include "tst_arena.moc"
