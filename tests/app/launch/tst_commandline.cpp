// SPDX-License-Identifier: GPL-3.0-or-later
// The command line: what each option asks for, the clear one-line error for anything wrong
// (unknown options, values, combinations), --help and --version printed without a window (nor a
// display), in the player's language; and --rules/--opponent starting a game at once in the real
// window, after the offer to resume the game saved last time.
#include "app/launch/commandline.h"
#include "app/session/gameflow.h"
#include "ui/battle/battleview.h"
#include "ui/placement/placementview.h"
#include "ui/window/mainwindow.h"
#include "uitestsupport.h"

#include <QApplication>
#include <QFile>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace seabattle;

Q_DECLARE_METATYPE(LaunchPlan::Start)

namespace {

QStringList program(QStringList arguments)
{
    arguments.prepend(QStringLiteral("seabattle"));
    return arguments;
}

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

// The real program, with its own empty settings; `display` false removes every way to open a
// window (no DISPLAY, no WAYLAND_DISPLAY, no QT_QPA_PLATFORM).
Run runGame(const QStringList& arguments, bool display = true)
{
    QTemporaryDir home;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.path());
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.path());
    env.remove(QStringLiteral("LANG"));
    env.remove(QStringLiteral("LC_ALL"));
    env.remove(QStringLiteral("LANGUAGE"));
    if (!display)
        for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
            env.remove(QString::fromLatin1(name));
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(SEABATTLE_PATH), arguments);
    Run run;
    if (!process.waitForFinished(30000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

} // namespace

class TestCommandLine : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void plans_data();
    void plans();
    void refusals_data();
    void refusals();
    void helpListsEveryOption();
    void helpSpeaksThePlayersLanguage();
    void helpWinsOverErrors_data();
    void helpWinsOverErrors();
    void versionNeedsNoDisplay();
    void unknownOptionIsAClearError();
    void rulesAndOpponentStartAGame();
    void aSavedGameIsOfferedFirst();

private:
    QTemporaryDir m_settings;
};

void TestCommandLine::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
}

void TestCommandLine::plans_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<LaunchPlan::Start>("start");
    QTest::addColumn<int>("rules"); // int(Preset), -1 for none
    QTest::addColumn<int>("level"); // int(OpponentLevel), -1 for none
    QTest::addColumn<int>("port");  // --host PORT or --join's port, 0 for none
    QTest::addColumn<QString>("language");
    using S = LaunchPlan::Start;
    QTest::newRow("nothing") << QStringList{} << S::Usual << -1 << -1 << 0 << QString();
    QTest::newRow("rules") << QStringList{"--rules", "classic"} << S::NewGame << int(Preset::Classic) << -1
                           << 0 << QString();
    QTest::newRow("rules=") << QStringList{"--rules=hasbro"} << S::NewGame << int(Preset::Hasbro) << -1 << 0
                            << QString();
    QTest::newRow("opponent") << QStringList{"--opponent", "admiral"} << S::NewGame << -1
                              << int(OpponentLevel::Admiral) << 0 << QString();
    QTest::newRow("both") << QStringList{"--opponent", "easy", "--rules", "standard"} << S::NewGame
                          << int(Preset::Standard) << int(OpponentLevel::Easy) << 0 << QString();
    QTest::newRow("host") << QStringList{"--host"} << S::Host << -1 << -1 << 0 << QString();
    QTest::newRow("host port rules") << QStringList{"--host", "5000", "--rules", "classic"} << S::Host
                                     << int(Preset::Classic) << -1 << 5000 << QString();
    QTest::newRow("join") << QStringList{"--join", "127.0.0.1:47301"} << S::Join << -1 << -1 << 47301
                          << QString();
    QTest::newRow("join, default port")
        << QStringList{"--join", "127.0.0.1"} << S::Join << -1 << -1 << 47300 << QString();
    QTest::newRow("lang") << QStringList{"--lang", "pt"} << S::Usual << -1 << -1 << 0 << QStringLiteral("pt");
}

void TestCommandLine::plans()
{
    QFETCH(QStringList, arguments);
    QFETCH(LaunchPlan::Start, start);
    QFETCH(int, rules);
    QFETCH(int, level);
    QFETCH(int, port);
    QFETCH(QString, language);
    const auto plan = CommandLine().read(program(arguments));
    QVERIFY2(plan, plan ? "" : qPrintable(plan.error()));
    QCOMPARE(plan->start, start);
    QCOMPARE(plan->rules ? int(*plan->rules) : -1, rules);
    QCOMPARE(plan->level ? int(*plan->level) : -1, level);
    QCOMPARE(plan->hostPort ? int(*plan->hostPort) : plan->joinAt ? plan->joinAt->port : 0, port);
    QCOMPARE(plan->language, language);
    QVERIFY(!plan->help && !plan->version);
}

void TestCommandLine::refusals_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("says");
    QTest::newRow("unknown long option")
        << QStringList{"--bogus"} << QStringLiteral("unknown option '--bogus'");
    QTest::newRow("unknown short option") << QStringList{"-x"} << QStringLiteral("unknown option '-x'");
    QTest::newRow("missing value") << QStringList{"--rules"} << QStringLiteral("rules");
    QTest::newRow("unknown language")
        << QStringList{"--lang", "de"} << QStringLiteral("unknown language 'de' (en, fr, pt, it)");
    QTest::newRow("custom rules") << QStringList{"--rules", "custom"}
                                  << QStringLiteral("--rules takes standard, classic, hasbro, not 'custom'");
    QTest::newRow("unknown rules") << QStringList{"--rules", "Classic"} << QStringLiteral("not 'Classic'");
    QTest::newRow("unknown level") << QStringList{"--opponent", "god"}
                                   << QStringLiteral(
                                          "--opponent takes easy, medium, hard, admiral, not 'god'");
    QTest::newRow("host and join") << QStringList{"--host", "--join", "127.0.0.1:47300"}
                                   << QStringLiteral("not both");
    QTest::newRow("host and opponent") << QStringList{"--host", "--opponent", "easy"}
                                       << QStringLiteral("--opponent is for a game against the computer");
    QTest::newRow("join and rules") << QStringList{"--join", "127.0.0.1:47300", "--rules", "classic"}
                                    << QStringLiteral("the host chooses the rules");
    QTest::newRow("host port zero") << QStringList{"--host", "0"}
                                    << QStringLiteral("--host takes a port number from 1 to 65535");
    QTest::newRow("host two ports") << QStringList{"--host", "47300", "47301"}
                                    << QStringLiteral("unexpected argument '47301'");
    QTest::newRow("host port not a number")
        << QStringList{"--host", "x"} << QStringLiteral("--host takes a port number");
    QTest::newRow("a port alone") << QStringList{"47300"} << QStringLiteral("unexpected argument '47300'");
    QTest::newRow("join garbage") << QStringList{"--join", "a b:1"}
                                  << QStringLiteral("--join needs HOST or HOST:PORT");
    QTest::newRow("join port zero") << QStringList{"--join", "127.0.0.1:0"}
                                    << QStringLiteral("not '127.0.0.1:0'");
}

void TestCommandLine::refusals()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, says);
    const auto plan = CommandLine().read(program(arguments));
    QVERIFY(!plan);
    QVERIFY2(plan.error().startsWith(QStringLiteral("seabattle: ")), qPrintable(plan.error()));
    QVERIFY2(plan.error().contains(says), qPrintable(plan.error()));
    QVERIFY2(plan.error().contains(QStringLiteral("seabattle --help")), qPrintable(plan.error()));
}

void TestCommandLine::helpListsEveryOption()
{
    const Run run = runGame({QStringLiteral("--help")}, false);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    for (const char* option : {"--help", "--version", "--lang <CODE>", "--host", "--join <HOST[:PORT]>",
                               "(default: 47300)", "--rules <PRESET>", "--opponent <LEVEL>",
                               "standard, classic, hasbro", "easy, medium, hard, admiral", "[PORT]"})
        QVERIFY2(run.out.simplified().contains(QLatin1String(option)), option); // long lines wrap
}

void TestCommandLine::helpSpeaksThePlayersLanguage()
{
    const Run french =
        runGame({QStringLiteral("--help"), QStringLiteral("--lang"), QStringLiteral("fr")}, false);
    QCOMPARE(french.exitCode, 0);
    QVERIFY2(french.out.contains(QStringLiteral("Afficher cette aide et quitter.")), qPrintable(french.out));
    const Run italianError =
        runGame({QStringLiteral("--lang"), QStringLiteral("it"), QStringLiteral("--bogus")}, false);
    QCOMPARE(italianError.exitCode, 2);
    // The interface's quotation marks, not the English apostrophes.
    QVERIFY2(italianError.err.contains(QStringLiteral("opzione sconosciuta «--bogus»")),
             qPrintable(italianError.err));
    QVERIFY2(italianError.err.contains(QStringLiteral("«seabattle --help»")), qPrintable(italianError.err));
    const Run portugueseError = runGame(
        {QStringLiteral("--lang"), QStringLiteral("pt"), QStringLiteral("--opponent"), QStringLiteral("god")},
        false);
    QVERIFY2(portugueseError.err.contains(QStringLiteral("não «god»")), qPrintable(portugueseError.err));
    const Run frenchError =
        runGame({QStringLiteral("--lang"), QStringLiteral("fr"), QStringLiteral("--bogus")}, false);
    QVERIFY2(frenchError.err.contains(QStringLiteral("option inconnue «\u00a0--bogus\u00a0»")),
             qPrintable(frenchError.err));
}

void TestCommandLine::helpWinsOverErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("unknown option") << QStringList{"--bogus", "--help"};
    QTest::newRow("missing value after") << QStringList{"--help", "--rules"};
    QTest::newRow("wrong value") << QStringList{"--opponent", "god", "-h"};
    QTest::newRow("wrong combination") << QStringList{"--host", "--join", "127.0.0.1", "--help"};
    QTest::newRow("stray argument") << QStringList{"47300", "--help"};
}

// GNU: whatever else is wrong, --help prints the help and succeeds.
void TestCommandLine::helpWinsOverErrors()
{
    QFETCH(QStringList, arguments);
    const auto plan = CommandLine().read(program(arguments));
    QVERIFY2(plan, plan ? "" : qPrintable(plan.error()));
    QVERIFY(plan->help);
    const Run run = runGame(arguments, false);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    QVERIFY(run.out.contains(QStringLiteral("--opponent <LEVEL>")));
}

void TestCommandLine::versionNeedsNoDisplay()
{
    const Run run = runGame({QStringLiteral("--version")}, false);
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, QStringLiteral("seabattle " SEABATTLE_VERSION "\n"));
    QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
}

void TestCommandLine::unknownOptionIsAClearError()
{
    const Run run = runGame({QStringLiteral("--sound"), QStringLiteral("off")}, false);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(run.err, QStringLiteral(
                          "seabattle: unknown option '--sound'\nTry 'seabattle --help' for the options.\n"));
}

void TestCommandLine::rulesAndOpponentStartAGame()
{
    MainWindow window;
    GameFlow flow(window);
    window.show();
    const auto plan = CommandLine().read(program({"--rules", "classic", "--opponent", "hard"}));
    QVERIFY(plan);
    flow.launch(*plan);
    QCOMPARE(window.currentPage(), QStringLiteral("placement"));
    QTest::mouseClick(window.placementView()->randomButton(), Qt::LeftButton);
    QTest::mouseClick(window.placementView()->readyButton(), Qt::LeftButton);
    QVERIFY(flow.game());
    QCOMPARE(flow.game()->session().match().rules().fleet, Ruleset::classic().fleet);
    QCOMPARE(flow.game()->session().level(), OpponentLevel::Hard);
    QCOMPARE(window.currentPage(), QStringLiteral("battle"));
}

void TestCommandLine::aSavedGameIsOfferedFirst()
{
    {
        // A game in progress, saved as every game against the computer is.
        MainWindow window;
        GameFlow flow(window);
        window.show();
        flow.start({false, OpponentLevel::Easy, Ruleset::standard()});
        QTest::mouseClick(window.placementView()->randomButton(), Qt::LeftButton);
        QTest::mouseClick(window.placementView()->readyButton(), Qt::LeftButton);
        QVERIFY(flow.game());
        QVERIFY(QTest::qWaitFor([&] { return flow.game()->session().match().turn() == Player::One; }, 60000));
        emit window.battleView()->fireRequested(coordAt(0)); // the first shot: every cell is open

        QVERIFY(QTest::qWaitFor([&] { return QFile::exists(flow.saves().path()); }, 10000));
    }
    MainWindow window;
    GameFlow flow(window);
    window.show();
    QString asked;
    answerMessageBox(QMessageBox::Yes, &asked);
    flow.launch(*CommandLine().read(program({"--rules", "hasbro"})));
    QVERIFY(!asked.isEmpty()); // the offer came first, and was taken: nothing lost
    QVERIFY(flow.game());
    QCOMPARE(flow.game()->session().match().rules().preset, Preset::Standard);
    QCOMPARE(window.currentPage(), QStringLiteral("battle"));
}

QTEST_MAIN(TestCommandLine)
#include "tst_commandline.moc"
