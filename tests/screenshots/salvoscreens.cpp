// SPDX-License-Identifier: GPL-3.0-or-later
#include "salvoscreens.h"

#include "../viewparts.h"
#include "app/session/localgame.h"
#include "core/randomlayout.h"
#include "ui/battle/battleview.h"
#include "ui/board/boardview.h"
#include "ui/board/landings.h"
#include "ui/window/mainwindow.h"

#include <QPushButton>
#include <QTest>

#include <chrono>
#include <cstdio>

using namespace seabattle;

bool saveScreenshot(QWidget& window, const QString& path)
{
    QTest::qWait(100); // let the last paint land
    const bool saved = window.grab().save(path);
    std::printf("%s %s\n", saved ? "wrote" : "FAILED to write", qPrintable(path));
    return saved;
}

namespace {

// Aims `count` cells of the person's salvo in a scattered order, as a person picks them.
void aim(LocalGame& game, BoardView* enemy, int count)
{
    for (int i = 0, chosen = 0; i < kCellCount && chosen < count; ++i) {
        const Coord c = coordAt((i * 37 + 11) % kCellCount);
        const auto& picked = enemy->chosen();
        if (game.session().match().view(Player::One).canFireAt(c) &&
            std::find(picked.begin(), picked.end(), c) == picked.end()) {
            QTest::mouseClick(enemy, Qt::LeftButton, {}, enemy->cellRect(c).center());
            ++chosen;
        }
    }
}

} // namespace

bool salvoScreens(MainWindow& window, const QString& dir, const QString& suffix)
{
    NewGameChoice choice{false, OpponentLevel::Medium, Ruleset::standard()};
    choice.rules.firstShooter = FirstShooter::PlayerOne;
    choice.rules.salvo = true;
    Rng rng(5);
    BattleView* battle = window.battleView();
    LocalGame game(choice, *randomLayout(choice.rules, rng), 13, battle);
    game.session().setComputerDelay(std::chrono::milliseconds(0));
    window.show();
    window.showBattle();
    BoardView* enemy = ::enemyBoard(battle);
    auto* fire = battle->findChild<QPushButton*>(QStringLiteral("fireSalvo"));
    const auto yourTurn = [&] { return QTest::qWaitFor([&] { return enemy->isTargetable(); }, 5000); };
    for (int salvo = 0; salvo < 3 && yourTurn(); ++salvo) {
        aim(game, enemy, game.session().match().shotsLeftInSalvo());
        fire->click();
    }
    bool ok = yourTurn();
    (void)QTest::qWaitFor([&] { return !enemy->isAnimating() && !::ownBoard(battle)->isAnimating(); }, 5000);
    aim(game, enemy, 4);
    ok &= saveScreenshot(window, QStringLiteral("%1/battle-salvo-aim-%2.png").arg(dir, suffix));
    aim(game, enemy, game.session().match().shotsLeftInSalvo() - 4);
    fire->click();
    QTest::qWait(Landings::kSpreadMs);
    ok &= saveScreenshot(window, QStringLiteral("%1/battle-salvo-landing-%2.png").arg(dir, suffix));
    window.hide();
    return ok;
}
