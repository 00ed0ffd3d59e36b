// SPDX-License-Identifier: GPL-3.0-or-later
// The parts of the battle and replay views that tests press, read and look at, found by their
// object names as a player's eye finds them by their place: the views offer intentions, not
// their children.
#pragma once

#include "ui/battle/battleview.h"
#include "ui/battle/chatview.h"
#include "ui/battle/gameoverbanner.h"
#include "ui/board/boardview.h"
#include "ui/board/fleetstatusview.h"
#include "ui/board/legendview.h"
#include "ui/replay/replayview.h"

#include <QLineEdit>
#include <QPushButton>
#include <QSlider>
#include <QtGlobal>

// The child of `parent` named `name`; a test that looks for a part the view lost stops there.
template <class T> T* namedPart(const QWidget* parent, const char* name)
{
    T* part = parent->findChild<T*>(QLatin1String(name));
    if (!part)
        qFatal("%s has no %s named %s", parent->metaObject()->className(), T::staticMetaObject.className(),
               name);
    return part;
}

#define SEABATTLE_VIEW_PART(View, function, Type, name)                                                      \
    inline Type* function(const View* view)                                                                  \
    {                                                                                                        \
        return namedPart<Type>(view, name);                                                                  \
    }                                                                                                        \
    inline Type* function(const View& view)                                                                  \
    {                                                                                                        \
        return namedPart<Type>(&view, name);                                                                 \
    }

SEABATTLE_VIEW_PART(BattleView, ownBoard, BoardView, "ownBoard")
SEABATTLE_VIEW_PART(BattleView, enemyBoard, BoardView, "enemyBoard")
SEABATTLE_VIEW_PART(BattleView, ownStatus, FleetStatusView, "ownStatus")
SEABATTLE_VIEW_PART(BattleView, enemyStatus, FleetStatusView, "enemyStatus")
SEABATTLE_VIEW_PART(BattleView, gameOverBanner, GameOverBanner, "gameOverBanner")
SEABATTLE_VIEW_PART(BattleView, legend, LegendView, "legend")
SEABATTLE_VIEW_PART(BattleView, pauseButton, QPushButton, "pauseButton")
SEABATTLE_VIEW_PART(BattleView, speedSlider, QSlider, "paceSlider")
SEABATTLE_VIEW_PART(BattleView, chat, ChatView, "chat")
SEABATTLE_VIEW_PART(BattleView, claimButton, QPushButton, "claimWin")
SEABATTLE_VIEW_PART(BattleView, coordinateBox, QLineEdit, "aimBox")

SEABATTLE_VIEW_PART(ReplayView, ownBoard, BoardView, "replayOwnBoard")
SEABATTLE_VIEW_PART(ReplayView, opponentBoard, BoardView, "replayOpponentBoard")
SEABATTLE_VIEW_PART(ReplayView, ownStatus, FleetStatusView, "replayOwnStatus")
SEABATTLE_VIEW_PART(ReplayView, opponentStatus, FleetStatusView, "replayOpponentStatus")
SEABATTLE_VIEW_PART(ReplayView, firstButton, QPushButton, "replayFirst")
SEABATTLE_VIEW_PART(ReplayView, backButton, QPushButton, "replayBack")
SEABATTLE_VIEW_PART(ReplayView, playButton, QPushButton, "replayPlay")
SEABATTLE_VIEW_PART(ReplayView, forwardButton, QPushButton, "replayForward")
SEABATTLE_VIEW_PART(ReplayView, lastButton, QPushButton, "replayLast")
SEABATTLE_VIEW_PART(ReplayView, speedSlider, QSlider, "replaySpeed")

#undef SEABATTLE_VIEW_PART
