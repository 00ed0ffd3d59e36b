// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/localgame.h"
#include "ui/mainwindow.h"
#include "ui/placementview.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>
#include <random>

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
    // Until the new-game dialog exists (issue 4), a new game is Standard rules against Medium.
    const seabattle::Ruleset rules = seabattle::Ruleset::standard();
    std::random_device entropy;
    const auto freshSeed = [&entropy] { return (quint64(entropy()) << 32) | entropy(); };
    std::unique_ptr<LocalGame> game;
    QObject::connect(&window, &MainWindow::newGameRequested, &window, [&] {
        game.reset(); // a new game abandons the one in progress
        window.placementView()->start(rules, freshSeed());
        window.showPlacement();
    });
    QObject::connect(window.placementView(), &PlacementView::ready, &window, [&](const seabattle::FleetLayout& fleet) {
        game = std::make_unique<LocalGame>(rules, fleet, seabattle::OpponentLevel::Medium, freshSeed(),
                                           window.battleView());
        window.showBattle();
    });
    window.show();
    return QApplication::exec();
}
