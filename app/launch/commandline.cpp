// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/launch/commandline.h"

#include "app/launch/languages.h"
#include "app/net/lansession.h"

using namespace seabattle;

namespace {

// The keys the command line accepts, as "a, b, c" for the messages.
QString listOf(const auto& keys)
{
    QStringList names;
    for (const auto& key : keys)
        names << QString::fromLatin1(key);
    return names.join(QStringLiteral(", "));
}

QStringList levelKeys()
{
    QStringList keys;
    for (OpponentLevel level : kOpponentLevels)
        keys << QString::fromLatin1(keyOf(level));
    return keys;
}

// Custom has no fleet of its own to start with: it is chosen in the new-game dialog.
const auto kRulesKeys = [] {
    std::array<const char*, kNamedPresets.size()> keys{};
    for (std::size_t i = 0; i < keys.size(); ++i)
        keys[i] = kPresetKeys[std::size_t(kNamedPresets[i])];
    return keys;
}();

} // namespace

CommandLine::CommandLine()
    : m_help({QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help and quit.")),
      m_version({QStringLiteral("v"), QStringLiteral("version")}, tr("Show the version and quit.")),
      m_lang(QStringLiteral("lang"), tr("Language of the game: %1.").arg(QStringLiteral("en, fr, pt, it")),
             QStringLiteral("CODE")),
      m_host(QStringLiteral("host"),
             tr("Host a LAN game at once, on PORT if given after it (default: the last port used).")),
      m_join(QStringLiteral("join"),
             tr("Join the LAN game at HOST at once, on PORT if given (default: %1).").arg(net::kDefaultPort),
             QStringLiteral("HOST[:PORT]")),
      m_rules(QStringLiteral("rules"), tr("Play by these rules: %1.").arg(listOf(kRulesKeys)),
              QStringLiteral("PRESET")),
      m_opponent(
          QStringLiteral("opponent"),
          tr("Play against the computer at this level: %1.").arg(levelKeys().join(QStringLiteral(", "))),
          QStringLiteral("LEVEL")),
      // For installation checks (scripts/fresh-check), not for players: untranslated and hidden.
      m_smoke(QStringLiteral("smoke"),
              QStringLiteral("Show the window, then quit with status 0 (1 if it is never shown)."))
{
    m_smoke.setFlags(QCommandLineOption::HiddenFromHelp);
    m_parser.setApplicationDescription(
        tr("Sea Battle: Battleship against the computer or a friend on your network."));
    m_parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    for (const QCommandLineOption* option :
         {&m_help, &m_version, &m_lang, &m_rules, &m_opponent, &m_host, &m_join, &m_smoke})
        m_parser.addOption(*option);
    m_parser.addPositionalArgument(QStringLiteral("PORT"),
                                   tr("With --host: the port to listen on, from 1 to 65535."),
                                   QStringLiteral("[PORT]"));
}

QString CommandLine::wrong(const QString& what) const
{
    return tr("seabattle: %1").arg(what) + u'\n' + tr("Try 'seabattle --help' for the options.");
}

Expected<LaunchPlan, QString> CommandLine::read(const QStringList& arguments)
{
    const bool parsed = m_parser.parse(arguments);
    LaunchPlan plan;
    plan.help = m_parser.isSet(m_help);
    if (plan.help) // GNU: --help answers whatever else is wrong (the parser reads on past errors)
        return plan;
    if (!parsed)
        return Unexpected(wrong(parseError()));
    plan.version = m_parser.isSet(m_version);
    plan.smoke = m_parser.isSet(m_smoke);
    if (const QString problem = readChoices(plan); !problem.isEmpty())
        return Unexpected(wrong(problem));
    if (const QString problem = readStart(plan); !problem.isEmpty())
        return Unexpected(wrong(problem));
    return plan;
}

QString CommandLine::parseError() const
{
    const QStringList unknown = m_parser.unknownOptionNames();
    if (unknown.isEmpty())
        return m_parser.errorText(); // a missing value
    const QString& name = unknown.front();
    return tr("unknown option '%1'").arg(name.size() == 1 ? u'-' + name : QStringLiteral("--") + name);
}

// --lang, --rules, --opponent: each value one the game knows.
QString CommandLine::readChoices(LaunchPlan& plan) const
{
    if (m_parser.isSet(m_lang)) {
        plan.language = m_parser.value(m_lang);
        const auto& known = gameLanguages();
        if (std::none_of(known.begin(), known.end(),
                         [&](const GameLanguage& l) { return l.code == plan.language; }))
            return tr("unknown language '%1' (en, fr, pt, it)").arg(plan.language);
    }
    if (m_parser.isSet(m_rules)) {
        plan.rules = presetFromKey(m_parser.value(m_rules).toStdString());
        if (!plan.rules || *plan.rules == Preset::Custom)
            return tr("--rules takes %1, not '%2' (custom rules are chosen in the New game dialog)")
                .arg(listOf(kRulesKeys), m_parser.value(m_rules));
    }
    if (m_parser.isSet(m_opponent)) {
        plan.level = opponentLevelFromKey(m_parser.value(m_opponent).toStdString());
        if (!plan.level)
            return tr("--opponent takes %1, not '%2'")
                .arg(levelKeys().join(QStringLiteral(", ")), m_parser.value(m_opponent));
    }
    return {};
}

// How the game starts: --host [PORT], --join HOST[:PORT], a game against the computer, or as usual.
QString CommandLine::readStart(LaunchPlan& plan) const
{
    const bool host = m_parser.isSet(m_host);
    const bool join = m_parser.isSet(m_join);
    if (host && join)
        return tr("give --host or --join, not both");
    if ((host || join) && plan.level)
        return tr("--opponent is for a game against the computer, not with --host or --join");
    if (join && plan.rules)
        return tr("--rules cannot go with --join: the host chooses the rules");
    const QStringList positional = m_parser.positionalArguments();
    if (!positional.isEmpty() && !host)
        return tr("unexpected argument '%1'").arg(positional.front());
    if (host) {
        plan.start = LaunchPlan::Start::Host;
        if (positional.isEmpty())
            return {};
        if (positional.size() > 1)
            return tr("unexpected argument '%1'").arg(positional.at(1));
        bool ok = false;
        const uint port = positional.front().toUInt(&ok);
        if (!ok || port == 0 || port > 65535)
            return tr("--host takes a port number from 1 to 65535");
        plan.hostPort = quint16(port);
    } else if (join) {
        const auto where = parseHostPort(m_parser.value(m_join).toStdString(), net::kDefaultPort);
        if (!where)
            return tr("--join needs HOST or HOST:PORT, such as 192.168.1.5 or 192.168.1.5:%1, not '%2'")
                .arg(net::kDefaultPort)
                .arg(m_parser.value(m_join));
        plan.start = LaunchPlan::Start::Join;
        plan.joinAt = *where;
    } else if (plan.rules || plan.level) {
        plan.start = LaunchPlan::Start::NewGame;
    }
    return {};
}

QString CommandLine::languageAsked() const
{
    return m_parser.value(m_lang);
}

QString CommandLine::helpText() const
{
    return m_parser.helpText();
}

QString CommandLine::versionText()
{
    return QCoreApplication::applicationName() + u' ' + QCoreApplication::applicationVersion();
}
