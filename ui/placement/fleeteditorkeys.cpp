// SPDX-License-Identifier: GPL-3.0-or-later
// The fleet editor by keys alone: N takes a ship, the arrows move it, R turns it, Enter puts it
// down, Delete takes it off, Escape puts it back; each key answered aloud.
#include "ui/placement/fleeteditor.h"

#include "ui/speech/herald.h"
#include "ui/words/shipwords.h"

#include <QKeyEvent>

#include <algorithm>

using namespace seabattle;

void FleetEditor::pickNextByKeyboard()
{
    const std::vector<ShipId> ships = m_rules.ships();
    if (ships.empty())
        return;
    // Put down what is in hand first, back where it was.
    const std::optional<ShipId> current = m_held ? std::optional(m_held->ship) : std::nullopt;
    putBackHeld();
    auto start = current ? std::find(ships.begin(), ships.end(), *current) + 1 : ships.begin();
    // Unplaced ships first, in fleet order after the current one; then placed ones to move.
    for (bool placed : {false, true}) {
        for (std::size_t step = 0; step < ships.size(); ++step) {
            const auto index =
                std::size_t((start - ships.begin() + std::ptrdiff_t(step)) % std::ptrdiff_t(ships.size()));
            const ShipId id = ships[index];
            if (m_layout.isPlaced(id) != placed)
                continue;
            const auto at = m_layout.placementOf(id);
            take(id, 0, at ? at->bow : Coord{0, 0}, false);
            return;
        }
    }
}

void FleetEditor::keyPressEvent(QKeyEvent* event)
{
    const std::optional<ShipId> inHand = m_held ? std::optional(m_held->ship) : std::nullopt;
    const bool keyboardHeld = m_held && !m_held->byMouse;
    switch (event->key()) {
    case Qt::Key_N:
        pickNextByKeyboard();
        return sayWhere(inHand);
    case Qt::Key_R:
        rotateHeld();
        return sayWhere(inHand);
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
        if (keyboardHeld) {
            const int dc = event->key() == Qt::Key_Left ? -1 : event->key() == Qt::Key_Right ? 1 : 0;
            const int dr = event->key() == Qt::Key_Up ? -1 : event->key() == Qt::Key_Down ? 1 : 0;
            const Coord next = offset(m_held->pointerCell, dc, dr);
            if (isOnBoard(next))
                m_held->pointerCell = next;
            updateHint();
            update();
            sayWhere(inHand);
        }
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (keyboardHeld) {
            const Placement ghost = placementOf(*m_held);
            if (problemsOf(ghost).empty())
                drop(true);
            else
                setStatus(refusal(ghost)); // keep it in hand to move it on
            sayWhere(inHand);
        }
        return;
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        drop(false);
        return sayWhere(std::nullopt);
    case Qt::Key_Escape:
        if (m_held) {
            putBackHeld();
            updateHint();
            update();
            sayWhere(std::nullopt);
        }
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

QString FleetEditor::whereWords(const Placement& placement) const
{
    const QString ship = shipClassName(m_rules.fleet[std::size_t(placement.ship.shipClass)]);
    const QString bow = QString::fromStdString(formatCoord(placement.bow));
    if (placement.length == 1)
        //: a ship held by the keyboard: its class, then its cell ("Submarine, C3")
        return tr("%1, %2").arg(ship, bow);
    const QString stern = QString::fromStdString(formatCoord(placement.cell(placement.length - 1)));
    //: a ship held by the keyboard: its class, its first and last cells, lying from left to right
    return placement.orientation == Orientation::Horizontal ? tr("%1, %2 to %3, across").arg(ship, bow, stern)
                                                            //: the same, lying from top to bottom
                                                            : tr("%1, %2 to %3, down").arg(ship, bow, stern);
}

// What a keyboard player hears after each key: the ship in hand, where it would lie and why it
// cannot; once `put` lies on the board, where; with nothing in hand, what is left to do (or how
// to place ships, when nothing else is to say).
void FleetEditor::sayWhere(std::optional<ShipId> put)
{
    if (m_held) {
        const QString refused = refusal(placementOf(*m_held));
        const QString where = whereWords(placementOf(*m_held));
        return speak(this, refused.isEmpty() ? where : where + QStringLiteral(". ") + refused);
    }
    if (const auto placed = put ? m_layout.placementOf(*put) : std::nullopt)
        return speak(this, m_status.isEmpty() ? tr("Placed: %1.").arg(whereWords(*placed))
                                              : tr("Placed: %1.").arg(whereWords(*placed)) + u' ' + m_status);
    speak(this, m_status.isEmpty() ? howToPlace().replace(u'\n', u' ') : m_status);
}
