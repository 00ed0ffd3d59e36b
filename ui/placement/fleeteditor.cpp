// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/placement/fleeteditor.h"

#include "core/contact.h"
#include "core/grid.h"
#include "core/layoutproblem.h"
#include "ui/board/highcontrast.h"
#include "ui/placement/shipyard.h"
#include "ui/words/layoutproblemwords.h"
#include "ui/words/placementsentences.h"

#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>

#include <algorithm>

using namespace seabattle;

namespace {

const QColor kValid(0x2e, 0x9d, 0x4f);
const QColor kInvalid(0xd3, 0x2f, 0x2f);

// Where along `ship` the cell `c` lies (0 at the bow), or -1.
int indexAlong(const Placement& ship, Coord c)
{
    for (int i = 0; i < ship.length; ++i)
        if (ship.cell(i) == c)
            return i;
    return -1;
}

// While a ship is in hand, the water the touching rule keeps clear around the ships already down:
// hatched, so that the rule shows before the ship is dropped there (by its stripes, not colour).
void drawClearWater(QPainter& painter, const BoardGeometry& geometry, const FleetLayout& layout,
                    const Ruleset& rules, ShipId held, const QPalette& palette)
{
    if (rules.touching == TouchingRule::Allowed)
        return;
    Grid<bool> clear(false);
    for (const Placement& ship : layout.placements())
        if (ship.ship != held)
            for (Coord c : cellsProvenEmptyAround(ship.cells(), rules.touching))
                clear[c] = true;
    const bool flat = isHighContrast(palette);
    const QColor tint = flat ? palette.color(QPalette::Window) : QColor(6, 20, 38, 70);
    const QColor stripes = flat ? palette.color(QPalette::WindowText) : QColor(255, 255, 255, 62);
    painter.save();
    painter.setPen(Qt::NoPen);
    for (int i = 0; i < kCellCount; ++i) {
        if (!clear[coordAt(i)])
            continue;
        const QRectF cell = geometry.cellRect(coordAt(i)).adjusted(1, 1, 0, 0); // the grid line stays
        painter.setBrush(tint);
        painter.drawRect(cell);
        painter.setBrush(QBrush(stripes, Qt::BDiagPattern));
        painter.drawRect(cell);
    }
    painter.restore();
}

} // namespace

FleetEditor::FleetEditor(QWidget* parent) : QWidget(parent)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    updateHint();
}

void FleetEditor::setRules(const Ruleset& rules)
{
    m_rules = rules;
    m_shipyard.reset();
    m_layout.clear();
    m_held.reset();
    updateHint();
    update();
    emit layoutChanged();
}

void FleetEditor::setLayout(const FleetLayout& layout)
{
    m_layout = layout;
    m_held.reset();
    updateHint();
    update();
    emit layoutChanged();
}

bool FleetEditor::isComplete() const
{
    return !m_held && checkLayout(m_layout, m_rules).empty();
}

// Laid out again only when the size, the fleet, the font or the language changed.
const Shipyard& FleetEditor::shipyard() const
{
    if (!m_shipyard || m_shipyard->first != size())
        m_shipyard.emplace(size(), Shipyard(size(), m_rules.fleet, font(), howToPlaceBriefly()));
    return m_shipyard->second;
}

BoardGeometry FleetEditor::board() const
{
    return shipyard().board();
}

QRect FleetEditor::cellRect(Coord cell) const
{
    return board().cellRect(cell).toAlignedRect();
}

std::optional<ShipId> FleetEditor::nextUnplaced(int shipClass) const
{
    const ShipClass& c = m_rules.fleet[std::size_t(shipClass)];
    for (int n = 0; n < c.count; ++n) {
        const ShipId id{shipClass, n};
        if (!m_layout.isPlaced(id) && !(m_held && m_held->ship == id))
            return id;
    }
    return std::nullopt;
}

QRect FleetEditor::shipyardRow(int shipClass) const
{
    if (shipClass < 0 || shipClass >= int(m_rules.fleet.size()) || !nextUnplaced(shipClass))
        return {};
    return shipyard().berth(shipClass).toAlignedRect();
}

QRectF FleetEditor::shipyardHull(int shipClass) const
{
    return shipyardRow(shipClass).isEmpty() ? QRectF() : shipyard().hull(shipClass, 0);
}

int FleetEditor::shipsLeft(int shipClass) const
{
    int left = 0;
    for (int n = 0; n < m_rules.fleet[std::size_t(shipClass)].count; ++n)
        left += !m_layout.isPlaced({shipClass, n}) && !(m_held && m_held->ship == ShipId{shipClass, n});
    return left;
}

std::optional<int> FleetEditor::shipyardClassAt(QPointF point) const
{
    for (int c = 0; c < int(m_rules.fleet.size()); ++c)
        if (shipyardRow(c).contains(point.toPoint()))
            return c;
    return std::nullopt;
}

// Which cell of a shipyard ship is under `point`: the ship is held by it, as on the board (its
// bow when the point lies beside the ships).
int FleetEditor::grabbedCell(int shipClass, QPointF point) const
{
    const Shipyard& yard = shipyard();
    for (int n = 0; n < yard.sideBySide(shipClass); ++n) {
        const QRectF hull = yard.hull(shipClass, n);
        if (hull.contains(point))
            return std::clamp(int((point.x() - hull.left()) / board().cellSize()), 0,
                              m_rules.fleet[std::size_t(shipClass)].length - 1);
    }
    return 0;
}

Placement FleetEditor::placementOf(const Held& held) const
{
    const Coord bow = held.orientation == Orientation::Horizontal
                          ? offset(held.pointerCell, -held.grabbedCell, 0)
                          : offset(held.pointerCell, 0, -held.grabbedCell);
    return {held.ship, bow, held.orientation, m_rules.lengthOf(held.ship)};
}

std::optional<Placement> FleetEditor::ghost() const
{
    return m_held ? std::optional(placementOf(*m_held)) : std::nullopt;
}

std::vector<LayoutProblem> FleetEditor::problemsOf(const Placement& ghost) const
{
    return checkPlacement(m_layout, ghost, m_rules);
}

QString FleetEditor::refusal(const Placement& ghost) const
{
    const auto problems = problemsOf(ghost);
    if (problems.empty())
        return {};
    return cannotGoThere(m_rules.fleet[std::size_t(ghost.ship.shipClass)],
                         describeProblem(problems.front(), m_rules));
}

QString FleetEditor::howToPlace()
{
    //: under the ships still to place, the first of three lines on how to place them
    return tr("Drag a ship onto the board; drag it back here to take it off.") + u'\n' +
           //: the second line: the keys and clicks that turn a ship (the R key, the right mouse button)
           tr("Turn the ship you hold: R, right-click or the mouse wheel. Double-click a placed ship to "
              "turn it.") +
           u'\n' +
           //: the third line: placing ships with the keyboard alone (the N, arrow, Enter and Delete keys)
           tr("Keyboard: N takes the next ship, arrow keys move it, Enter puts it down, Delete takes it "
              "off.");
}

QString FleetEditor::howToPlaceBriefly()
{
    //: under the ships still to place, all a player needs at a glance (the R key, the N key); the
    //: whole of it is in the tooltip
    return tr("Drag ships onto the board · R or right-click turns one · N, arrows and Enter: by keys");
}

// A screen reader hears what the messages line says, then how to place ships, which the shipyard
// always shows under them.
void FleetEditor::setStatus(const QString& status)
{
    const QString howTo = howToPlace().replace(u'\n', u' ');
    setAccessibleDescription(status.isEmpty() ? howTo : status + u' ' + howTo);
    setToolTip(howToPlace());
    if (status == m_status)
        return;
    m_status = status;
    emit statusChanged(status);
}

// With nothing in hand and ships left to place, the messages line is empty: how to place them is
// written under the shipyard.
void FleetEditor::updateHint()
{
    if (m_held)
        return setStatus(refusal(placementOf(*m_held)));
    setStatus(isComplete() ? tr("Your fleet is ready.") : QString());
}

void FleetEditor::putBackHeld()
{
    if (m_held && m_held->from)
        m_layout.place(*m_held->from);
    m_held.reset();
}

void FleetEditor::take(ShipId ship, int grabbedCell, Coord pointerCell, bool byMouse)
{
    putBackHeld(); // a ship already in hand goes back where it was first
    Held held{ship, Orientation::Horizontal, grabbedCell, pointerCell, m_layout.placementOf(ship), byMouse};
    if (held.from) {
        held.orientation = held.from->orientation;
        m_layout.remove(ship);
    }
    m_held = held;
    updateHint();
    update();
}

void FleetEditor::rotateHeld()
{
    if (!m_held || m_rules.lengthOf(m_held->ship) == 1)
        return;
    m_held->orientation = rotated(m_held->orientation); // around the grabbed cell
    updateHint();
    update();
}

void FleetEditor::drop(bool overBoard)
{
    if (!m_held)
        return;
    const Held held = *std::exchange(m_held, std::nullopt);
    const Placement ghost = placementOf(held);
    if (!overBoard) {
        // Back to the shipyard.
        update();
        updateHint();
        if (held.from)
            emit layoutChanged();
        return;
    }
    const QString refused = refusal(ghost);
    if (refused.isEmpty()) {
        m_layout.place(ghost);
        updateHint();
        update();
        emit layoutChanged();
        return;
    }
    if (held.from)
        m_layout.place(*held.from); // refused: it goes back where it was
    update();
    setStatus(refused);
}

void FleetEditor::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const BoardGeometry geometry = board();
    drawBoard(painter, geometry, palette(), font(), ShotChart{}, m_layout, m_rules.fleet);

    std::vector<int> left;
    for (int c = 0; c < int(m_rules.fleet.size()); ++c)
        left.push_back(shipsLeft(c));
    shipyard().draw(painter, left, m_held ? m_held->ship.shipClass : -1, palette(), howToPlaceBriefly());
    const qreal size = geometry.cellSize();

    if (m_held) {
        drawClearWater(painter, geometry, m_layout, m_rules, m_held->ship, palette());
        const Placement ghost = placementOf(*m_held);
        const bool valid = problemsOf(ghost).empty();
        QColor fill = valid ? kValid : kInvalid;
        fill.setAlphaF(0.65f);
        // The ship in hand floats over a green (fits) or red (does not) shadow of its cells, edged
        // in light to stand out on the deep sea: solid where it fits, dashed where it does not.
        const QRectF hull = geometry.hullRect(ghost);
        const qreal inset = size * 0.06;
        painter.setPen(QPen(QColor(255, 255, 255, 220), 2, valid ? Qt::SolidLine : Qt::DashLine));
        painter.setBrush(fill);
        painter.drawRoundedRect(hull.adjusted(inset, inset, -inset, -inset), size * 0.3, size * 0.3);
        painter.setOpacity(0.85);
        drawShip(painter, hull,
                 ShipArt::elementFor(&m_rules.fleet[std::size_t(ghost.ship.shipClass)], ghost.length),
                 ghost.length, ghost.orientation, ShipArt::Condition::Afloat);
        painter.setOpacity(1);
        if (!m_held->byMouse && hasFocus())
            drawCellFrame(painter, geometry.cellRect(ghost.bow), palette().color(QPalette::Highlight), 2);
    }
}

void FleetEditor::mousePressEvent(QMouseEvent* event)
{
    const QPointF pos = event->position();
    if (event->button() == Qt::RightButton) {
        if (m_held && m_held->byMouse)
            rotateHeld();
        return;
    }
    if (event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    const BoardGeometry geometry = board();
    if (const auto shipClass = shipyardClassAt(pos)) {
        if (const auto ship = nextUnplaced(*shipClass))
            take(*ship, grabbedCell(*shipClass, pos), geometry.cellNear(pos), true);
        return;
    }
    if (const auto cell = geometry.cellAt(pos)) {
        if (const auto ship = m_layout.shipAt(*cell))
            take(*ship, indexAlong(*m_layout.placementOf(*ship), *cell), *cell, true);
    }
}

void FleetEditor::mouseMoveEvent(QMouseEvent* event)
{
    if (!m_held || !m_held->byMouse)
        return;
    const Coord cell = board().cellNear(event->position());
    if (cell != m_held->pointerCell) {
        m_held->pointerCell = cell;
        updateHint();
        update();
    }
}

void FleetEditor::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !m_held || !m_held->byMouse)
        return;
    m_held->pointerCell = board().cellNear(event->position());
    drop(board().gridRect().contains(event->position()));
}

void FleetEditor::mouseDoubleClickEvent(QMouseEvent* event)
{
    const auto cell = board().cellAt(event->position());
    if (event->button() != Qt::LeftButton || !cell)
        return;
    if (m_held) // the first click of the pair picked the ship up: put it back first
        drop(true);
    const auto ship = m_layout.shipAt(*cell);
    if (!ship)
        return;
    const Placement before = *m_layout.placementOf(*ship);
    const int index = indexAlong(before, *cell);
    const Orientation turned = rotated(before.orientation);
    const Coord bow = turned == Orientation::Horizontal ? offset(*cell, -index, 0) : offset(*cell, 0, -index);
    const Placement after{*ship, bow, turned, before.length};
    m_layout.remove(*ship);
    const QString refused = refusal(after);
    m_layout.place(refused.isEmpty() ? after : before);
    update();
    if (refused.isEmpty()) {
        updateHint();
        emit layoutChanged();
    } else {
        setStatus(refused);
    }
}

void FleetEditor::wheelEvent(QWheelEvent* event)
{
    if (m_held && m_held->byMouse)
        rotateHeld();
    event->accept();
}

void FleetEditor::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange) {
        m_shipyard.reset(); // the labels and the words under the ships take another room
        updateHint();
        update();
    }
    QWidget::changeEvent(event);
}
