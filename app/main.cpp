// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gameflow.h"
#include "app/languages.h"
#include "app/net/lansession.h"
#include "core/hostport.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLocale>
#include <QSettings>
#include <QTimer>

#include <cstdio>
#include <optional>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("seabattle"));
    QApplication::setApplicationDisplayName(QStringLiteral("Sea Battle"));
    QApplication::setOrganizationName(QStringLiteral("seabattle"));
    QApplication::setApplicationVersion(QStringLiteral(SEABATTLE_VERSION));

    // The language: --lang, else the one chosen last time, else the system's.
    QSettings settings;
    LanguageSwitch languages;
    languages.apply(settings.value(QStringLiteral("view/language"), languageForLocale(QLocale::system())).toString())
        || languages.apply(languageForLocale(QLocale::system()));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Battleship against the computer or a friend."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption lang(QStringLiteral("lang"), QApplication::translate("main", "Language of the game: en, fr, pt or it."),
                                  QStringLiteral("code"));
    parser.addOption(lang);
    const QCommandLineOption host(QStringLiteral("host"),
                                  QApplication::translate("main", "Host a LAN game at once, on PORT if given after it (default: the last port used)."));
    parser.addOption(host);
    const QCommandLineOption join(QStringLiteral("join"), QApplication::translate("main", "Join the LAN game at HOST:PORT at once."),
                                  QStringLiteral("HOST:PORT"));
    parser.addOption(join);
    parser.addPositionalArgument(QStringLiteral("PORT"), QApplication::translate("main", "With --host: the port to listen on."),
                                 QStringLiteral("[PORT]"));
    parser.process(app);
    const auto fail = [](const QString& message) {
        std::fprintf(stderr, "%s\n", qPrintable(message));
        return 2;
    };
    // --host [PORT] and --join HOST:PORT, checked before any window opens.
    std::optional<quint16> hostPort;
    std::optional<seabattle::HostPort> joinAt;
    const QStringList positional = parser.positionalArguments();
    if (parser.isSet(host) && parser.isSet(join))
        return fail(QApplication::translate("main", "seabattle: give --host or --join, not both"));
    if (!positional.isEmpty() && !parser.isSet(host))
        return fail(QApplication::translate("main", "seabattle: unexpected argument '%1'").arg(positional.front()));
    if (parser.isSet(host)) {
        bool ok = positional.size() <= 1;
        const uint port = positional.isEmpty() ? settings.value(QStringLiteral("lan/port"), net::kDefaultPort).toUInt(&ok)
                                               : positional.front().toUInt(&ok);
        if (!ok || port == 0 || port > 65535)
            return fail(QApplication::translate("main", "seabattle: --host takes a port number from 1 to 65535"));
        hostPort = quint16(port);
    }
    if (parser.isSet(join)) {
        auto where = seabattle::parseHostPort(parser.value(join).toStdString(), net::kDefaultPort);
        if (!where)
            return fail(QApplication::translate("main", "seabattle: --join needs HOST:PORT, such as 192.168.1.5:47300, not '%1'")
                            .arg(parser.value(join)));
        joinAt = *where;
    }
    if (parser.isSet(lang) && !languages.apply(parser.value(lang))) {
        std::fprintf(stderr, "%s\n", qPrintable(QApplication::translate("main", "seabattle: unknown language '%1' (en, fr, pt, it)")
                                                   .arg(parser.value(lang))));
        return 2;
    }

    MainWindow window;
    QList<std::pair<QString, QString>> menu;
    for (const GameLanguage& l : gameLanguages())
        menu.append({l.code, l.nativeName});
    window.setLanguages(menu, languages.current());
    QObject::connect(&window, &MainWindow::languageChosen, &window, [&](const QString& code) {
        if (languages.apply(code))
            settings.setValue(QStringLiteral("view/language"), code);
    });
    GameFlow flow(window);
    window.restoreGeometry(settings.value(QStringLiteral("view/geometry")).toByteArray());
    window.show();
    if (hostPort) {
        QTimer::singleShot(0, &flow, [&flow, port = *hostPort] { flow.hostGame(port); });
    } else if (joinAt) {
        QTimer::singleShot(0, &flow, [&flow, where = *joinAt] { flow.joinGame(where); });
    } else {
        // The game left last time is offered back; else the new-game dialog greets a first start.
        QTimer::singleShot(0, &flow, [&flow] {
            flow.reportDamagedFiles();
            if (!flow.offerResume() && !QSettings().contains(QStringLiteral("newGame/preset")))
                flow.chooseNewGame();
        });
    }
    const int status = QApplication::exec();
    settings.setValue(QStringLiteral("view/geometry"), window.saveGeometry());
    return status;
}
