// SPDX-License-Identifier: GPL-3.0-or-later
// An ending as the player sees it, shared by the tests of every way a game ends.
#pragma once

#include "ui/battle/battleview.h"
#include "ui/battle/gameoverbanner.h"
#include "ui/board/boardview.h"
#include "ui/board/fleetstatusview.h"
#include "ui/board/opensea.h"
#include "viewparts.h"

#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QStringList>

// The banner shows; the boards kept the sizes they had during the battle; the outcome is said
// once, by the banner (no turn line, no last-shot words, no earlier shots); nothing to type
// into; no words shown under the banner; a banner below the fleets' rows lies on the deck, the
// sea ending just above it, not on the sea's rim. Empty if so, else what is wrong.
inline QString endingProblems(const BattleView& view, QSize ownBefore, QSize enemyBefore)
{
    QStringList problems;
    if (!::gameOverBanner(view)->isVisible())
        problems << QStringLiteral("no banner");
    if (::ownBoard(view)->size() != ownBefore || ::enemyBoard(view)->size() != enemyBefore)
        problems << QStringLiteral("the boards changed size");
    if (!view.message().isEmpty())
        problems << QStringLiteral("the message says «%1»").arg(view.message());
    if (const auto* log = view.findChild<QLabel*>(QStringLiteral("shotLog")); !log || !log->text().isEmpty())
        problems << QStringLiteral("the earlier shots are still said");
    if (const auto* turn = view.findChild<QLabel*>(QStringLiteral("turn")); !turn || turn->isVisible())
        problems << QStringLiteral("the turn line is still shown");
    if (::coordinateBox(view)->isVisible())
        problems << QStringLiteral("the entry box is on screen");
    const QWidget* banner = ::gameOverBanner(view);
    for (const QLabel* words : view.findChildren<QLabel*>())
        if (words->isVisible() && !words->text().isEmpty() && !banner->isAncestorOf(words) &&
            QRect(words->mapTo(&view, QPoint(0, 0)), words->size()).intersects(banner->geometry()))
            problems << QStringLiteral("«%1» under the banner").arg(words->text());
    int fleetsBottom = 0;
    for (const FleetStatusView* fleet : view.findChildren<FleetStatusView*>())
        fleetsBottom = std::max(fleetsBottom, fleet->mapTo(&view, QPoint(0, fleet->shipsBottom())).y());
    if (auto* sea = view.findChild<OpenSea*>(); sea && banner->geometry().top() > fleetsBottom) {
        QImage water(sea->size(), QImage::Format_ARGB32_Premultiplied);
        water.fill(Qt::transparent); // the sea alone, not the window's colour where it is not
        sea->render(&water, {}, {}, QWidget::DrawChildren);
        const int top = sea->mapFrom(&view, banner->geometry().topLeft()).y();
        const int x = water.width() / 2; // between the boards
        if (top < water.height() && qAlpha(water.pixel(x, std::max(0, top))) != 0)
            problems << QStringLiteral("the sea runs on under the banner");
        if (top - 16 >= 0 && qAlpha(water.pixel(x, top - 16)) != 255)
            problems << QStringLiteral("the sea ends far above the banner");
    }
    return problems.join(QStringLiteral("; "));
}
