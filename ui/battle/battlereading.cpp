// SPDX-License-Identifier: GPL-3.0-or-later
// BattleView, read aloud on request: keys that say the fleets, the last shots and the score
// through the window's herald, for a player who cannot glance at the lines under the boards.
#include "ui/battle/battleview.h"

#include "ui/board/boardview.h"
#include "ui/board/fleetstatusview.h"
#include "ui/speech/herald.h"
#include "ui/words/battlewords.h"
#include "ui/words/shipwords.h"

#include <QAction>
#include <QLabel>

#include <algorithm>

using namespace seabattle;

void BattleView::makeReadingKeys()
{
    const auto key = [this](QAction*& action, Qt::Key shortcut, QString (BattleView::*words)() const) {
        action = new QAction(this);
        action->setShortcut(shortcut);
        action->setShortcutContext(Qt::WindowShortcut);
        action->setEnabled(false); // until the battle shows
        connect(action, &QAction::triggered, this, [this, words] { speak(this, (this->*words)()); });
        addAction(action);
    };
    key(m_sayFleets, Qt::Key_F2, &BattleView::fleetsWords);
    key(m_sayShots, Qt::Key_F3, &BattleView::lastShotsWords);
    key(m_sayScore, Qt::Key_F4, &BattleView::scoreWords);
}

void BattleView::retranslateReadingKeys()
{
    m_sayFleets->setText(tr("Say the &fleets"));
    m_sayShots->setText(tr("Say the &last shots"));
    m_sayScore->setText(tr("Say the &score"));
}

QList<QAction*> BattleView::readingKeys() const
{
    return {m_sayFleets, m_sayShots, m_sayScore};
}

void BattleView::hideEvent(QHideEvent* event)
{
    QWidget::hideEvent(event);
    for (QAction* key : readingKeys())
        key->setEnabled(false);
}

namespace {

// The player's ships hit but still afloat, by class ("Cruiser, Destroyer"): only the owner of a
// fleet knows them (the fleet line counts ships sunk, which both sides know).
QString hitAfloat(const BoardView& board)
{
    QStringList hit;
    const auto& classes = board.shipClasses();
    for (const Placement& placement : board.fleet().placements()) {
        const auto cells = placement.cells();
        const bool struck = std::ranges::any_of(cells, [&](Coord cell) {
            return isOnBoard(cell) && board.shots().at(cell) == CellKnowledge::Hit;
        });
        if (struck && placement.ship.shipClass >= 0 && placement.ship.shipClass < int(classes.size()))
            hit << shipClassName(classes[std::size_t(placement.ship.shipClass)]);
    }
    return hit.join(QStringLiteral(", "));
}

} // namespace

QString BattleView::fleetsWords() const
{
    const auto ships = [](const FleetStatusView* status) {
        return status->shipsText().replace(QStringLiteral(" · "), QStringLiteral(", "));
    };
    QString words = tr("%1: %2.").arg(m_ownTitle->text(), ships(m_ownStatus));
    if (const QString hit = hitAfloat(*m_own); !hit.isEmpty() && !m_watching)
        words += QLatin1Char(' ') + tr("Hit but afloat: %1.").arg(hit);
    return words + QLatin1Char(' ') + tr("%1: %2.").arg(m_enemyTitle->text(), ships(m_enemyStatus));
}

QString BattleView::lastShotsWords() const
{
    QStringList lines{m_message->text()};
    lines << m_news.earlier();
    lines.removeAll(QString());
    return lines.isEmpty() ? tr("No shot yet.") : lines.join(QLatin1Char(' '));
}

QString BattleView::scoreWords() const
{
    // Lines shown apart, said as sentences: a full stop where a line ends without a mark.
    const auto sentence = [](QString line) {
        if (!line.isEmpty() && line.back().isLetterOrNumber())
            line += QLatin1Char('.');
        return line;
    };
    QStringList said{sentence(m_turn->text()), sentence(m_enemyStatus->shotsText()),
                     sentence(m_ownStatus->shotsText())};
    said.removeAll(QString());
    return said.join(QLatin1Char(' '));
}
