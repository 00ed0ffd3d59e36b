// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/battle/hintoffer.h"

#include "ui/board/boardview.h"

#include <QAction>
#include <QPushButton>
#include <QWidget>

using namespace seabattle;

HintOffer::HintOffer(BoardView* enemy, QWidget* view) : QObject(view), m_enemy(enemy)
{
    m_button = new QPushButton(view);
    m_button->setObjectName(QStringLiteral("hintButton"));
    m_button->setCheckable(true);           // down while the odds are shown
    m_button->setFocusPolicy(Qt::TabFocus); // a click leaves the focus on Enemy waters, to fire
    connect(m_button, &QPushButton::clicked, this, &HintOffer::press);
    // While hints are usable the key is theirs, on Enemy waters too, where a typed letter would
    // open the aiming box (a cell of column H is then typed once the box is open, or aimed at
    // with the arrows); the action disabled, the key reaches the board as before.
    m_key = new QAction(view);
    m_key->setObjectName(QStringLiteral("hintAction"));
    m_key->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    m_key->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    view->addAction(m_key);
    connect(m_key, &QAction::triggered, this, &HintOffer::press);
    refresh();
}

void HintOffer::setOffered(bool offered)
{
    m_offered = offered;
    if (!offered)
        withdraw();
    refresh();
}

void HintOffer::setTurn(bool yourTurn, bool playing)
{
    m_yourTurn = yourTurn;
    m_playing = playing;
    if (!playing)
        withdraw();
    refresh();
}

void HintOffer::show(const Grid<double>& odds, const std::vector<Coord>& best)
{
    if (!usable())
        return;
    m_enemy->setHeatMap(odds);
    m_enemy->setBestCells(best);
    m_shown = true;
    refresh();
}

void HintOffer::withdraw()
{
    if (!m_shown)
        return;
    m_shown = false;
    m_enemy->setHeatMap(std::nullopt);
    m_enemy->setBestCell(std::nullopt);
    refresh();
}

void HintOffer::press()
{
    if (!usable())
        return;
    if (m_shown)
        return withdraw();
    emit requested();
    refresh(); // a checkable button toggles itself: it is down only once the odds are shown
}

void HintOffer::refresh()
{
    m_button->setVisible(m_offered && m_playing);
    m_button->setEnabled(usable());
    m_button->setChecked(m_shown);
    m_key->setEnabled(usable());
}

void HintOffer::retranslate()
{
    //: A button that shows the odds of a ship on every cell of Enemy waters
    m_button->setText(tr("Hint"));
    //: %1 is the key that does the same (Ctrl+H)
    m_button->setToolTip(
        tr("Show the odds of a ship on every cell (%1). A game with hints does not count for "
           "records.")
            .arg(m_key->shortcut().toString(QKeySequence::NativeText)));
}
