// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gameflow.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTimer>
#include <QTranslator>


namespace {

// Installs Qt's own translations (standard buttons and dialogs) and the game's for `locale`.
// Debian ships Qt's Portuguese only as pt_BR, which QTranslator reaches from "pt" through the
// locale's UI languages; the game's own .qm files are embedded under :/i18n.
void installTranslators(QApplication& app, const QLocale& locale)
{
    auto* qtTranslator = new QTranslator(&app);
    if (qtTranslator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(qtTranslator);
    auto* gameTranslator = new QTranslator(&app);
    if (gameTranslator->load(locale, QStringLiteral("seabattle"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(gameTranslator);
}

} // namespace

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("seabattle"));
    QApplication::setApplicationDisplayName(QStringLiteral("Sea Battle"));
    QApplication::setOrganizationName(QStringLiteral("seabattle"));
    QApplication::setApplicationVersion(QStringLiteral(SEABATTLE_VERSION));

    installTranslators(app, QLocale::system());

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Battleship against the computer or a friend."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.process(app);

    MainWindow window;
    GameFlow flow(window);
    QSettings settings;
    window.restoreGeometry(settings.value(QStringLiteral("view/geometry")).toByteArray());
    window.show();
    // The new-game dialog greets a first start.
    if (!QSettings().contains(QStringLiteral("newGame/preset")))
        QTimer::singleShot(0, &flow, &GameFlow::chooseNewGame);
    const int status = QApplication::exec();
    settings.setValue(QStringLiteral("view/geometry"), window.saveGeometry());
    return status;
}
