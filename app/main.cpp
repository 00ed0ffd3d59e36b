// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/launch/commandline.h"
#include "app/launch/firstpaint.h"
#include "app/launch/gameicon.h"
#include "app/launch/languages.h"
#include "app/launch/runninggame.h"
#include "app/session/gameflow.h"
#include "app/storage/settings.h"
#include "ui/livery/keyboardcues.h"
#include "ui/window/mainwindow.h"
#include "ui/words/plaintext.h"

#include <QApplication>
#include <QLocale>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTimer>
#include <QWindow>

#include <cstdio>
#include <memory>
#include <optional>

namespace {

QStringList argumentsOf(int argc, char* argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    return arguments;
}

int print(std::FILE* stream, const QString& text, int status)
{
    std::fprintf(stream, "%s", qPrintable(text.endsWith(u'\n') ? text : text + u'\n'));
    return status;
}

// --smoke: quits with 0 as soon as the window is on the screen (exposed), with 1 if it is not
// within 30 s. What an installation check needs to know: the game's window really opens.
class FirstExposure : public QObject {
public:
    explicit FirstExposure(QWindow* window) : m_window(window)
    {
        window->installEventFilter(this);
        if (window->isExposed()) // some platforms expose the window within show()
            QTimer::singleShot(0, this, [this] { shown(); });
        QTimer::singleShot(30000, this, [] {
            std::fprintf(stderr, "seabattle: the window was not shown within 30 s\n");
            QCoreApplication::exit(1);
        });
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == m_window && event->type() == QEvent::Expose && m_window->isExposed())
            shown();
        return false;
    }

private:
    void shown()
    {
        m_window->removeEventFilter(this); // said once, though more exposures may be queued
        std::printf("seabattle: the window is shown (%dx%d)\n", m_window->width(), m_window->height());
        std::fflush(stdout);
        QCoreApplication::exit(0);
    }

    QWindow* m_window;
};

// The player's data folder, for this game alone: the exit status to leave with when another game
// holds it (its window asked forward), none when this one may go on.
std::optional<int> claimTheFiles(RunningGame& running)
{
    const RunningGame::Claim claim = running.claim();
    if (claim == RunningGame::Claim::HeldByAnother) {
        const bool shown = running.askToShow();
        const QString said = running.alreadyRunningText(shown);
        if (!shown) // nothing else would tell a player who started the game from a menu
            askAsTyped(nullptr, QMessageBox::Warning, QGuiApplication::applicationDisplayName(), said);
        return print(stderr, said, 1);
    }
    if (claim == RunningGame::Claim::NotLockable)
        print(stderr, running.notLockableText(), 0);

    return std::nullopt;
}

// A second start of the game asks this one forward: un-minimized, raised, and flagged to the
// player, since a window manager may refuse to activate it.
void comeForwardWhenAsked(RunningGame& running, MainWindow& window)
{
    QObject::connect(&running, &RunningGame::showRequested, &window, [&window] {
        window.setWindowState((window.windowState() & ~Qt::WindowMinimized) | Qt::WindowActive);
        window.show();
        window.raise();
        window.activateWindow();
        QApplication::alert(&window);
    });
}

// The Language menu: each language under its own name; a choice applies at once and is kept for
// the next start (only when it could be applied).
void offerLanguages(MainWindow& window, LanguageSwitch& languages, Settings& settings)
{
    QList<std::pair<QString, QString>> menu;
    for (const GameLanguage& l : gameLanguages())
        menu.append({l.code, l.nativeName});
    window.setLanguages(menu, languages.current());
    QObject::connect(&window, &MainWindow::languageChosen, &window,
                     [&languages, &settings](const QString& code) {
                         if (languages.apply(code))
                             settings.setLanguage(code);
                     });
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication::setApplicationName(QStringLiteral("seabattle"));
    QCoreApplication::setOrganizationName(QStringLiteral("seabattle"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SEABATTLE_VERSION));
    // --help, --version and a wrong command line need no window, nor a display to open one on.
    const QStringList arguments = argumentsOf(argc, argv);
    CommandLine untranslated;
    const auto firstLook = untranslated.read(arguments);
    const bool windowed = firstLook && !firstLook->help && !firstLook->version;
    std::unique_ptr<QCoreApplication> app = windowed ? std::make_unique<QApplication>(argc, argv)
                                                     : std::make_unique<QCoreApplication>(argc, argv);
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Sea Battle"));
    QGuiApplication::setDesktopFileName(QStringLiteral(SEABATTLE_APP_ID));
    if (windowed)
        KeyboardCues::install();

    // The language: --lang, else the one chosen last time, else the system's.
    Settings settings;
    LanguageSwitch languages;
    languages.apply(untranslated.languageAsked()) || languages.apply(settings.language()) ||
        languages.apply(languageForLocale(QLocale::system()));

    // Read again in the player's language, for the words printed.
    CommandLine commandLine;
    const auto plan = commandLine.read(arguments);
    if (!plan)
        return print(stderr, plan.error(), 2);
    if (plan->help)
        return print(stdout, commandLine.helpText(), 0);
    if (plan->version)
        return print(stdout, CommandLine::versionText(), 0);

    // One game at a time on the player's files; a second start brings the first forward.
    RunningGame running(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
    if (const auto status = claimTheFiles(running))
        return *status;

    MainWindow window;
    afterFirstPaint(window, [] { QGuiApplication::setWindowIcon(gameIcon()); });
    comeForwardWhenAsked(running, window);
    offerLanguages(window, languages, settings);
    GameFlow flow(window);
    window.restoreGeometry(settings.windowGeometry());
    window.show();
    if (plan->smoke) {
        FirstExposure exposure(window.windowHandle());
        return QCoreApplication::exec();
    }
    QTimer::singleShot(0, &flow, [&flow, launch = *plan] { flow.launch(launch); });
    const int status = QCoreApplication::exec();
    settings.setWindowGeometry(window.saveGeometry());
    return status;
}
