// SPDX-License-Identifier: GPL-3.0-or-later
// Takes the README's screenshots from the real windows: placing the fleet (a red ghost and its
// reason), mid-battle and game over, in one language. Run by scripts/screenshots.
// Usage: take_screenshots OUTPUT_DIR LANGUAGE [dark]   ("dark": a dark palette, as a dark desktop theme gives)
#include "app/localgame.h"
#include "../uitestsupport.h"
#include "core/randomlayout.h"
#include "ui/battleview.h"
#include "ui/boardview.h"
#include "ui/fleeteditor.h"
#include "ui/mainwindow.h"
#include "ui/placementview.h"

#include <QApplication>
#include <QDir>
#include <QPalette>
#include <QLibraryInfo>
#include <QTest>
#include <QTranslator>

#include <chrono>
#include <cstdio>

using namespace seabattle;

namespace {

bool save(QWidget& window, const QString& path)
{
    QTest::qWait(100); // let the last paint land
    const bool saved = window.grab().save(path);
    std::printf("%s %s\n", saved ? "wrote" : "FAILED to write", qPrintable(path));
    return saved;
}

Coord at(const char* name) { return *parseCoord(name); }

} // namespace

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    if (argc < 3) {
        std::fprintf(stderr, "usage: take_screenshots OUTPUT_DIR LANGUAGE\n");
        return 2;
    }
    const QString dir = QString::fromLocal8Bit(argv[1]);
    const QString language = QString::fromLocal8Bit(argv[2]);
    QDir().mkpath(dir);
    const bool dark = argc > 3 && QString::fromLocal8Bit(argv[3]) == QLatin1String("dark");
    const QString suffix = dark ? QStringLiteral("dark-") + language : language;
    if (dark) {
        QApplication::setStyle(QStringLiteral("Fusion"));
        QPalette palette;
        palette.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
        palette.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
        palette.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
        palette.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
        palette.setColor(QPalette::Button, QColor(0x3a, 0x3a, 0x3a));
        palette.setColor(QPalette::ButtonText, QColor(0xee, 0xee, 0xee));
        palette.setColor(QPalette::Highlight, QColor(0x3d, 0xae, 0xe9));
        QApplication::setPalette(palette);
    }
    QTranslator qt;
    QTranslator ours;
    const QLocale locale(language);
    if (qt.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qt);
    if (ours.load(QStringLiteral(SEABATTLE_QM_DIR "/seabattle_") + language))
        QApplication::installTranslator(&ours);

    MainWindow window;
    window.resize(1000, 640);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return 1;
    bool ok = true;

    // Placing the fleet: the Carrier is down, the Cruiser hangs red against it.
    const Ruleset rules = Ruleset::standard();
    window.placementView()->start(rules, 7);
    window.showPlacement();
    QTest::qWait(50);
    FleetEditor* editor = window.placementView()->editor();
    drag(editor, shipyardGrip(*editor, 0), editor->cellRect(at("B2")).center(), true);
    drag(editor, shipyardGrip(*editor, 3), editor->cellRect(at("E5")).center(), true);
    drag(editor, shipyardGrip(*editor, 2), editor->cellRect(at("C3")).center(), false);
    ok &= save(window, QStringLiteral("%1/placement-%2.png").arg(dir, suffix));
    QTest::mouseRelease(editor, Qt::LeftButton, Qt::NoModifier, editor->cellRect(at("C3")).center());

    // Mid-battle against Medium.
    Rng rng(3);
    NewGameChoice choice{false, OpponentLevel::Medium, rules};
    choice.rules.firstShooter = FirstShooter::PlayerOne;
    LocalGame game(choice, *randomLayout(rules, rng), 11, window.battleView());
    game.session().setComputerDelay(std::chrono::milliseconds(0));
    window.showBattle();
    const auto fireNext = [&] {
        (void)QTest::qWaitFor([&] { return game.session().match().turn() != Player::Two; }, 5000);
        for (int i = 0; i < kCellCount; ++i) {
            const Coord c = coordAt((i * 37) % kCellCount); // a scattered order, as a person fires
            if (game.session().match().view(Player::One).canFireAt(c)) {
                QTest::mouseClick(window.battleView()->enemyBoard(), Qt::LeftButton, {},
                                  window.battleView()->enemyBoard()->cellRect(c).center());
                return;
            }
        }
    };
    for (int shot = 0; shot < 22 && !game.session().match().result(); ++shot)
        fireNext();
    (void)QTest::qWaitFor([&] { return game.session().match().turn() != Player::Two; }, 5000);
    ok &= save(window, QStringLiteral("%1/battle-%2.png").arg(dir, suffix));

    // To the end.
    while (!game.session().match().result())
        fireNext();
    ok &= save(window, QStringLiteral("%1/game-over-%2.png").arg(dir, suffix));
    return ok ? 0 : 1;
}
