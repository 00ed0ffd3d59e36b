// SPDX-License-Identifier: GPL-3.0-or-later
// The battle view under the Salvo rule: the salvo aimed on Enemy waters, then fired and shown whole.
#include "ui/battle/battleview.h"

#include "ui/battle/hintoffer.h"
#include "ui/battle/salvochoice.h"
#include "ui/board/boardview.h"
#include "ui/speech/herald.h"
#include "ui/words/battlewords.h"

#include <QKeyEvent>
#include <QLabel>

using namespace seabattle;

// A cell picked on Enemy waters, by a click, a key or its typed name: fired at, or under Salvo
// chosen for the salvo (or taken back from it).
void BattleView::pickCell(Coord cell)
{
    if (!m_salvo->aiming())
        return emit fireRequested(cell);
    // A typed cell may be one already fired at: refused at once, for the reason core gives.
    if (const auto refused = checkShot(MatchPhase::Battle, Player::One, Player::One, m_enemy->shots(), cell))
        return refuse(*refused);
    if (m_salvo->pick(cell) == SalvoChoice::Pick::Full) {
        m_message->setText(BattleWords::tr("Every shot of the salvo has its cell: take one back, or fire."));
        m_news.refuse(m_message->text());
    }
    speak(this, m_salvo->line());
}

// On the person's turn under Salvo, a salvo of the picture's size to aim; none otherwise.
void BattleView::aimSalvo(const BattlePicture& picture, bool yourTurn)
{
    m_salvo->begin(picture.rules.salvo && yourTurn ? picture.salvoShots : 0);
    // Cells the picture no longer allows (a board shown anew) leave the salvo.
    const std::vector<Coord> chosen = m_salvo->chosen(); // a copy: taking a cell back changes it
    for (const Coord cell : chosen)
        if (!m_enemy->canPick(cell))
            m_salvo->pick(cell);
}

// Enter on Enemy waters fires a salvo whose every shot has its cell; until then it chooses cells.
bool BattleView::fireKeyPressed(QEvent* event)
{
    if (event->type() != QEvent::KeyPress || !m_salvo->complete())
        return false;
    const int key = static_cast<QKeyEvent*>(event)->key();
    return (key == Qt::Key_Return || key == Qt::Key_Enter) && m_salvo->fire();
}

void BattleView::showSalvo(const std::vector<ShotOutcome>& salvo, const BattlePicture& after)
{
    m_hint->withdraw(); // before the shells fly: the board they land on shows no odds
    announce(salvo, after.rules);
    showPicture(after);
}

void BattleView::refuse(const SalvoError& error)
{
    m_news.refuse(error);
    sayMessage();
    speak(this, m_message->text());
}

std::vector<Coord> BattleView::salvoChosen() const
{
    return m_salvo->chosen();
}

QString BattleView::salvoLine() const
{
    return m_salvo->line();
}
