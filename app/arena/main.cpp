// SPDX-License-Identifier: GPL-3.0-or-later
// seabattle-arena: plays computer opponents against each other without a window and prints how
// well they did. docs/AI.md has the commands behind every published figure.
#include "app/arena/arena.h"
#include "app/arena/lanarena.h"
#include "app/net/lansession.h"

#include "core/ruleset.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <chrono>
#include <cstdio>
#include <optional>
#include <thread>

using namespace seabattle;

namespace {

constexpr int kUsageError = 2;

struct UsageError {
    QString message;
};

// "standard, classic, hasbro": the presets --rules takes.
QString namedPresets()
{
    QStringList keys;
    for (Preset preset : kNamedPresets)
        keys << QString::fromLatin1(keyOf(preset));
    return keys.join(QStringLiteral(", "));
}

std::optional<Ruleset> rulesetNamed(const QString& name)
{
    const auto preset = presetFromKey(name.toStdString());
    if (!preset || *preset == Preset::Custom)
        return std::nullopt;
    return Ruleset::forPreset(*preset);
}

OpponentLevel levelNamed(const QString& name, const QString& option)
{
    if (const auto level = opponentLevelFromKey(name.toStdString()))
        return *level;
    throw UsageError{
        QStringLiteral("--%1: unknown level '%2' (easy, medium, hard, admiral)").arg(option, name)};
}

qint64 positiveNumber(const QCommandLineParser& parser, const QString& option, qint64 fallback)
{
    if (!parser.isSet(option))
        return fallback;
    bool ok = false;
    const qint64 value = parser.value(option).toLongLong(&ok);
    if (!ok || value <= 0)
        throw UsageError{
            QStringLiteral("--%1 needs a positive whole number, not '%2'").arg(option, parser.value(option))};
    return value;
}

// Prints "done/total games" on stderr at most once a second, and a final newline.
class ProgressLine {
public:
    explicit ProgressLine(bool enabled) : m_enabled(enabled) {}
    ~ProgressLine()
    {
        if (m_shown)
            std::fputc('\n', stderr);
    }
    void operator()(int done, int total)
    {
        const auto now = std::chrono::steady_clock::now();
        if (!m_enabled || (now - m_last < std::chrono::seconds(1) && done < total))
            return;
        m_last = now;
        m_shown = true;
        std::fprintf(stderr, "\r%d/%d games", done, total);
        std::fflush(stderr);
    }

private:
    bool m_enabled;
    bool m_shown = false;
    std::chrono::steady_clock::time_point m_last{};
};

void printJson(const QJsonObject& object)
{
    QTextStream(stdout) << QJsonDocument(object).toJson(QJsonDocument::Compact) << '\n';
}

// " (shoot again)", " (salvo)" or nothing: the options the preset's name does not say.
QString optionsNamed(const Ruleset& rules)
{
    if (rules.salvo)
        return QStringLiteral(" (salvo)");
    return rules.shootAgainAfterHit ? QStringLiteral(" (shoot again)") : QString();
}

int runSolo(const SoloSettings& settings, const QString& rulesName, bool json)
{
    SoloResults results;
    {
        ProgressLine progress(settings.games >= 100);
        results = playSolo(settings, std::ref(progress));
    }
    std::vector<double> shots(results.shots.begin(), results.shots.end());
    const Summary s = summarise(shots);
    const Summary t = summarise(results.moveMillis);
    const QString attacker = QString::fromLatin1(keyOf(settings.attacker).data());
    const QString placer =
        settings.placer ? QString::fromLatin1(keyOf(*settings.placer).data()) : QStringLiteral("random");
    if (json) {
        printJson({{"rules", rulesName},
                   {"shoot_again", settings.rules.shootAgainAfterHit},
                   {"attacker", attacker},
                   {"placer", placer},
                   {"games", settings.games},
                   {"seed", qint64(settings.seed)},
                   {"mean_shots", s.mean},
                   {"median_shots", s.median},
                   {"p10_shots", s.p10},
                   {"p90_shots", s.p90},
                   {"min_shots", s.min},
                   {"max_shots", s.max},
                   {"mean_move_ms", t.mean},
                   {"p99_move_ms", t.p99},
                   {"max_move_ms", t.max}});
        return 0;
    }
    QTextStream out(stdout);
    out << QStringLiteral("rules %1%2, attacker %3, placer %4, %5 games, seed %6\n")
               .arg(rulesName, optionsNamed(settings.rules), attacker, placer)
               .arg(settings.games)
               .arg(settings.seed);
    out << QStringLiteral("shots: mean %1  median %2  p10 %3  p90 %4  min %5  max %6\n")
               .arg(s.mean, 0, 'f', 2)
               .arg(s.median)
               .arg(s.p10)
               .arg(s.p90)
               .arg(s.min)
               .arg(s.max);
    out << QStringLiteral("move time (ms): mean %1  p99 %2  max %3\n")
               .arg(t.mean, 0, 'f', 3)
               .arg(t.p99, 0, 'f', 3)
               .arg(t.max, 0, 'f', 3);
    return 0;
}

int runDuel(const DuelSettings& settings, const QString& rulesName, bool json)
{
    DuelResults results;
    {
        ProgressLine progress(settings.games >= 100);
        results = playDuels(settings, std::ref(progress));
    }
    const auto [low, high] = wilsonInterval(results.winsA, settings.games);
    const double rate = double(results.winsA) / settings.games;
    const auto [firstLow, firstHigh] = wilsonInterval(results.winsFirst, settings.games);
    const double firstRate = double(results.winsFirst) / settings.games;
    const QString a = QString::fromLatin1(keyOf(settings.a).data());
    const QString b = QString::fromLatin1(keyOf(settings.b).data());
    if (json) {
        printJson({{"rules", rulesName},
                   {"shoot_again", settings.rules.shootAgainAfterHit},
                   {"salvo", settings.rules.salvo},
                   {"a", a},
                   {"b", b},
                   {"games", settings.games},
                   {"seed", qint64(settings.seed)},
                   {"wins_a", results.winsA},
                   {"wins_b", results.winsB},
                   {"win_rate_a", rate},
                   {"win_rate_a_ci95_low", low},
                   {"win_rate_a_ci95_high", high},
                   {"wins_first", results.winsFirst},
                   {"win_rate_first", firstRate},
                   {"win_rate_first_ci95_low", firstLow},
                   {"win_rate_first_ci95_high", firstHigh}});
        return 0;
    }
    QTextStream out(stdout);
    out << QStringLiteral("rules %1%2, %3 games, seed %4 (first shot alternates)\n")
               .arg(rulesName, optionsNamed(settings.rules))
               .arg(settings.games)
               .arg(settings.seed);
    out << QStringLiteral("%1 wins %2 (%3%, 95% CI %4–%5%)\n")
               .arg(a)
               .arg(results.winsA)
               .arg(100 * rate, 0, 'f', 1)
               .arg(100 * low, 0, 'f', 1)
               .arg(100 * high, 0, 'f', 1);
    out << QStringLiteral("%1 wins %2 (%3%, 95% CI %4–%5%)\n")
               .arg(b)
               .arg(results.winsB)
               .arg(100 * (1 - rate), 0, 'f', 1)
               .arg(100 * (1 - high), 0, 'f', 1)
               .arg(100 * (1 - low), 0, 'f', 1);
    out << QStringLiteral("the first shooter wins %1 (%2%, 95% CI %3–%4%)\n")
               .arg(results.winsFirst)
               .arg(100 * firstRate, 0, 'f', 1)
               .arg(100 * firstLow, 0, 'f', 1)
               .arg(100 * firstHigh, 0, 'f', 1);
    return 0;
}

quint16 portNumber(const QString& text, const QString& option)
{
    bool ok = false;
    const uint port = text.toUInt(&ok);
    if (!ok || port == 0 || port > 65535)
        throw UsageError{QStringLiteral("--%1: '%2' is not a port number (1-65535)").arg(option, text)};
    return quint16(port);
}

int runLan(const QCommandLineParser& parser)
{
    if (parser.isSet(QStringLiteral("serve")) && parser.isSet(QStringLiteral("connect")))
        throw UsageError{QStringLiteral("give --serve or --connect, not both")};
    if (parser.isSet(QStringLiteral("duel")) || parser.isSet(QStringLiteral("placer")))
        throw UsageError{QStringLiteral("LAN matches take --attacker only")};
    if (!parser.isSet(QStringLiteral("attacker")))
        throw UsageError{QStringLiteral("LAN matches need --attacker LEVEL")};
    if (parser.isSet(QStringLiteral("salvo")) && !parser.isSet(QStringLiteral("serve")))
        throw UsageError{
            QStringLiteral("--salvo goes with --serve: a guest plays the rules its host offers")};
    LanArenaSettings settings;
    settings.attacker = levelNamed(parser.value(QStringLiteral("attacker")), QStringLiteral("attacker"));
    settings.seed = std::uint64_t(positiveNumber(parser, QStringLiteral("seed"), 1));
    if (parser.isSet(QStringLiteral("name")))
        settings.name = parser.value(QStringLiteral("name")).left(net::kMaxNameLength);
    if (parser.isSet(QStringLiteral("grace"))) {
        bool ok = false;
        const qint64 ms = parser.value(QStringLiteral("grace")).toLongLong(&ok);
        if (!ok || ms < 0 || ms > 3'600'000)
            throw UsageError{QStringLiteral("--grace needs milliseconds from 0 to 3600000, not '%1'")
                                 .arg(parser.value(QStringLiteral("grace")))};
        settings.grace = std::chrono::milliseconds(ms);
    }
    const bool json = parser.isSet(QStringLiteral("json"));
    const MatchLine print = [json](const QString& text, const QString& jsonLine) {
        QTextStream out(stdout);
        out << (json && !jsonLine.isEmpty() ? jsonLine : text) << '\n';
        out.flush();
    };
    if (parser.isSet(QStringLiteral("serve"))) {
        const QString rulesName = parser.value(QStringLiteral("rules"));
        auto rules = rulesetNamed(rulesName.isEmpty() ? QStringLiteral("standard") : rulesName);
        if (!rules)
            throw UsageError{QStringLiteral("--rules: unknown preset '%1'").arg(rulesName)};
        rules->shootAgainAfterHit = rules->shootAgainAfterHit || parser.isSet(QStringLiteral("shoot-again"));
        if (parser.isSet(QStringLiteral("salvo"))) { // as for duels: Salvo replaces shooting again
            if (parser.isSet(QStringLiteral("shoot-again")))
                throw UsageError{QStringLiteral("--salvo and --shoot-again cannot be combined")};
            rules->salvo = true;
            rules->shootAgainAfterHit = false;
        }
        settings.rules = *rules;
        settings.matches =
            int(std::min<qint64>(positiveNumber(parser, QStringLiteral("matches"), 0), 1'000'000));
        QHostAddress address = QHostAddress::Any;
        if (parser.isSet(QStringLiteral("address")) &&
            !address.setAddress(parser.value(QStringLiteral("address"))))
            throw UsageError{QStringLiteral("--address: '%1' is not an IP address")
                                 .arg(parser.value(QStringLiteral("address")))};
        return serveMatches(settings, address,
                            portNumber(parser.value(QStringLiteral("serve")), QStringLiteral("serve")),
                            print);
    }
    if (parser.isSet(QStringLiteral("rules")) || parser.isSet(QStringLiteral("address")))
        throw UsageError{QStringLiteral("--connect plays the host's rules: no --rules or --address")};
    const QString target = parser.value(QStringLiteral("connect"));
    const qsizetype colon = target.lastIndexOf(QLatin1Char(':'));
    if (colon <= 0)
        throw UsageError{QStringLiteral("--connect needs HOST:PORT, not '%1'").arg(target)};
    QString host = target.left(colon);
    if (host.startsWith(QLatin1Char('[')) && host.endsWith(QLatin1Char(']')))
        host = host.mid(1, host.size() - 2); // [::1]:47300
    settings.matches = int(std::min<qint64>(positiveNumber(parser, QStringLiteral("matches"), 1), 1'000'000));
    return connectMatches(settings, host, portNumber(target.mid(colon + 1), QStringLiteral("connect")),
                          print);
}

// What the arena accepts and what --help prints: every option of the three ways to play (one-sided,
// duel, LAN) in one parser, since one command line may name options of several.
void describeOptions(QCommandLineParser& parser)
{
    parser.setApplicationDescription(QStringLiteral(
        "Plays Sea Battle's computer opponents against each other and prints how they did.\n"
        "One-sided: --attacker LEVEL [--placer LEVEL] fires until the fleet is sunk.\n"
        "Duel: --duel LEVEL_A LEVEL_B plays full matches. Levels: easy, medium, hard, admiral.\n"
        "Over the LAN protocol: --serve PORT --attacker LEVEL hosts matches (one per connection);\n"
        "--connect HOST:PORT --attacker LEVEL joins one. One line per finished match:\n"
        "  match N: won|lost|unfinished (REASON), S shots, protocol errors: none|KEYS[, violation: KIND]\n"
        "or with --json "
        "{\"match\",\"result\",\"reason\",\"shots\",\"protocol_errors\",\"violation\",\"peer\"}.\n"
        "Exit status: 0 all clean; 1 a LAN match had a protocol error or violation; 2 usage error;\n"
        "3 the port cannot be listened on or the host cannot be reached (docs/PROTOCOL.md, section 13)."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOptions({
        {QStringLiteral("rules"), QStringLiteral("Preset: %1.").arg(namedPresets()),
         QStringLiteral("PRESET")},
        {QStringLiteral("shoot-again"), QStringLiteral("Shoot again after a hit (the preset's house rule).")},
        {QStringLiteral("salvo"),
         QStringLiteral("Salvo: each turn fires one shot per ship afloat (not with --shoot-again).")},
        {QStringLiteral("attacker"), QStringLiteral("Level that fires, in one-sided games."),
         QStringLiteral("LEVEL")},
        {QStringLiteral("placer"), QStringLiteral("Level that lays the fleet (default: uniformly random)."),
         QStringLiteral("LEVEL")},
        {QStringLiteral("duel"), QStringLiteral("Play full matches between two levels (give two names).")},
        {QStringLiteral("games"), QStringLiteral("Number of games (default 1000)."), QStringLiteral("N")},
        {QStringLiteral("seed"), QStringLiteral("Random seed (default 1)."), QStringLiteral("S")},
        {QStringLiteral("threads"), QStringLiteral("Worker threads (default: all cores)."),
         QStringLiteral("T")},
        {QStringLiteral("json"), QStringLiteral("Print one JSON object instead of text.")},
        {QStringLiteral("serve"), QStringLiteral("Host LAN matches on PORT, played by --attacker."),
         QStringLiteral("PORT")},
        {QStringLiteral("connect"), QStringLiteral("Join a LAN match at HOST:PORT, played by --attacker."),
         QStringLiteral("HOST:PORT")},
        {QStringLiteral("address"), QStringLiteral("With --serve: the address to listen on (default: all)."),
         QStringLiteral("ADDRESS")},
        {QStringLiteral("matches"),
         QStringLiteral("LAN matches to play (--connect: default 1; --serve: default unlimited)."),
         QStringLiteral("N")},
        {QStringLiteral("name"), QStringLiteral("Player name shown to the LAN peer."),
         QStringLiteral("NAME")},
        {QStringLiteral("grace"),
         QStringLiteral(
             "LAN: wait MS for an absent peer's return before claiming the win (default 0: at once)."),
         QStringLiteral("MS")},
    });
    parser.addPositionalArgument(QStringLiteral("levels"), QStringLiteral("With --duel: LEVEL_A LEVEL_B."),
                                 QStringLiteral("[LEVEL_A LEVEL_B]"));
}

// The games played here, without a network: the rules and the counts shared by both ways, then a
// duel (--duel A B) or one-sided games (--attacker, maybe --placer).
int runOffline(const QCommandLineParser& parser)
{
    const QString rulesName = parser.value(QStringLiteral("rules"));
    auto rules = rulesetNamed(rulesName);
    if (!rules)
        throw UsageError{rulesName.isEmpty() ? QStringLiteral("--rules is required (%1)").arg(namedPresets())
                                             : QStringLiteral("--rules: unknown preset '%1'").arg(rulesName)};
    if (parser.isSet(QStringLiteral("shoot-again")))
        rules->shootAgainAfterHit = true;
    if (parser.isSet(QStringLiteral("salvo"))) {
        // Salvo replaces the preset's shoot-again (Classic's); asked for together, it is refused.
        if (parser.isSet(QStringLiteral("shoot-again")))
            throw UsageError{QStringLiteral("--salvo and --shoot-again cannot be combined")};
        rules->salvo = true;
        rules->shootAgainAfterHit = false;
    }
    const int games =
        int(std::min<qint64>(positiveNumber(parser, QStringLiteral("games"), 1000), 10'000'000));
    const auto seed = std::uint64_t(positiveNumber(parser, QStringLiteral("seed"), 1));
    const int threads = int(std::min<qint64>(
        positiveNumber(parser, QStringLiteral("threads"), std::max(1u, std::thread::hardware_concurrency())),
        256));
    const bool json = parser.isSet(QStringLiteral("json"));
    const QStringList positional = parser.positionalArguments();

    if (parser.isSet(QStringLiteral("duel"))) {
        if (positional.size() != 2)
            throw UsageError{QStringLiteral("--duel needs two levels, e.g. --duel hard admiral")};
        if (parser.isSet(QStringLiteral("attacker")) || parser.isSet(QStringLiteral("placer")))
            throw UsageError{QStringLiteral("--duel does not take --attacker or --placer")};
        DuelSettings settings{*rules,
                              levelNamed(positional[0], QStringLiteral("duel")),
                              levelNamed(positional[1], QStringLiteral("duel")),
                              games,
                              seed,
                              threads};
        return runDuel(settings, rulesName, json);
    }
    if (!positional.isEmpty())
        throw UsageError{QStringLiteral("unexpected argument '%1'").arg(positional.front())};
    if (!parser.isSet(QStringLiteral("attacker")))
        throw UsageError{QStringLiteral("give --attacker LEVEL, or --duel LEVEL_A LEVEL_B")};
    if (rules->salvo) // a salvo's size is the shooter's ships afloat: it needs a fleet of its own
        throw UsageError{QStringLiteral("--salvo is for duels (--duel LEVEL_A LEVEL_B)")};
    SoloSettings settings{
        *rules,       levelNamed(parser.value(QStringLiteral("attacker")), QStringLiteral("attacker")),
        std::nullopt, games,
        seed,         threads};
    if (parser.isSet(QStringLiteral("placer")))
        settings.placer = levelNamed(parser.value(QStringLiteral("placer")), QStringLiteral("placer"));
    return runSolo(settings, rulesName, json);
}

// Reads the command line and plays what it asks: --help and --version first, then the LAN
// (--serve or --connect), else the games played here.
int run(const QCoreApplication& app)
{
    QCommandLineParser parser;
    describeOptions(parser);
    if (!parser.parse(app.arguments()))
        throw UsageError{parser.errorText()};
    if (parser.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << parser.helpText();
        return 0;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        QTextStream(stdout) << QCoreApplication::applicationName() << ' '
                            << QCoreApplication::applicationVersion() << '\n';
        return 0;
    }

    if (parser.isSet(QStringLiteral("serve")) || parser.isSet(QStringLiteral("connect")))
        return runLan(parser);
    if (parser.isSet(QStringLiteral("grace")))
        throw UsageError{QStringLiteral("--grace is for LAN matches (--serve or --connect)")};
    return runOffline(parser);
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("seabattle-arena"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SEABATTLE_VERSION));
    try {
        return run(app);
    } catch (const UsageError& error) {
        QTextStream(stderr) << "seabattle-arena: " << error.message << "\n"
                            << "Try 'seabattle-arena --help'.\n";
        return kUsageError;
    }
}
