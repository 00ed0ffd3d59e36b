// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gameflow.h"
#include "app/languages.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLocale>
#include <QSettings>
#include <QTimer>

#include <cstdio>

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
    parser.process(app);
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
    // The new-game dialog greets a first start.
    if (!QSettings().contains(QStringLiteral("newGame/preset")))
        QTimer::singleShot(0, &flow, &GameFlow::chooseNewGame);
    const int status = QApplication::exec();
    settings.setValue(QStringLiteral("view/geometry"), window.saveGeometry());
    return status;
}
