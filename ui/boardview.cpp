// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/boardview.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

using namespace seabattle;

namespace {

// Colours that read on light and dark palettes alike: mixed from the palette, red kept for hits.
QColor mix(const QColor& a, const QColor& b, qreal t)
{
    return QColor::fromRgbF(a.redF() * (1 - t) + b.redF() * t, a.greenF() * (1 - t) + b.greenF() * t,
                            a.blueF() * (1 - t) + b.blueF() * t);
}

const QColor kSeaBlue(0x3a, 0x7b, 0xc8);
const QColor kHitRed(0xd3, 0x2f, 0x2f);

} // namespace

BoardView::BoardView(QWidget* parent) : QWidget(parent)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    updateAccessibleText();
}

void BoardView::setShots(const TrackingView& shots)
{
    m_shots = shots;
    updateAccessibleText();
    update();
}

void BoardView::setFleet(const FleetLayout& fleet)
{
    m_fleet = fleet;
    update();
}

void BoardView::setLastShot(std::optional<Coord> cell)
{
    m_lastShot = cell;
    update();
}

void BoardView::setTargetable(bool targetable)
{
    m_targetable = targetable;
    setCursor(targetable ? Qt::CrossCursor : Qt::ArrowCursor);
    update();
}

QSize BoardView::sizeHint() const { return {360, 360}; }
QSize BoardView::minimumSizeHint() const { return {220, 220}; }

qreal BoardView::cellSize() const
{
    // One cell's width for the labels, ten for the grid.
    return std::min(width(), height()) / qreal(kBoardSize + 1);
}

QPointF BoardView::origin() const
{
    const qreal size = cellSize();
    const qreal side = size * (kBoardSize + 1);
    return {(width() - side) / 2 + size, (height() - side) / 2 + size};
}

QRect BoardView::cellRect(Coord cell) const
{
    const qreal size = cellSize();
    const QPointF o = origin();
    return QRectF(o.x() + cell.column * size, o.y() + cell.row * size, size, size).toAlignedRect();
}

std::optional<Coord> BoardView::cellAt(QPoint position) const
{
    const qreal size = cellSize();
    const QPointF p = QPointF(position) - origin();
    if (p.x() < 0 || p.y() < 0)
        return std::nullopt;
    const Coord cell{int(p.x() / size), int(p.y() / size)};
    return isOnBoard(cell) ? std::optional(cell) : std::nullopt;
}

bool BoardView::canPick(Coord cell) const { return m_targetable && m_shots.canFireAt(cell); }

void BoardView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    const qreal size = cellSize();
    const QPointF o = origin();
    const QColor water = mix(pal.color(QPalette::Base), kSeaBlue, 0.18);
    const QColor line = mix(pal.color(QPalette::Base), pal.color(QPalette::Text), 0.35);
    const QColor ink = pal.color(QPalette::Text);
    const QColor ship = mix(pal.color(QPalette::Base), pal.color(QPalette::Text), 0.55);

    // Labels: A–J above, 1–10 on the left.
    QFont labelFont = font();
    labelFont.setPixelSize(std::max(8, int(size * 0.42)));
    painter.setFont(labelFont);
    painter.setPen(pal.color(QPalette::WindowText));
    for (int i = 0; i < kBoardSize; ++i) {
        painter.drawText(QRectF(o.x() + i * size, o.y() - size, size, size), Qt::AlignCenter, QString(QChar('A' + i)));
        painter.drawText(QRectF(o.x() - size, o.y() + i * size, size * 0.9, size), Qt::AlignCenter, QString::number(i + 1));
    }

    painter.fillRect(QRectF(o, QSizeF(size * kBoardSize, size * kBoardSize)), water);

    // Ships this board shows, as rounded hulls.
    for (const Placement& p : m_fleet.placements()) {
        const QRectF hull = QRectF(cellRect(p.cell(0))).united(QRectF(cellRect(p.cell(p.length - 1))));
        painter.setPen(Qt::NoPen);
        painter.setBrush(ship);
        painter.drawRoundedRect(hull.adjusted(size * 0.12, size * 0.12, -size * 0.12, -size * 0.12), size * 0.3, size * 0.3);
    }
    // Sunk ships: outlined as a whole.
    for (const SunkShip& sunk : m_shots.sunkShips()) {
        QRectF hull;
        for (Coord c : sunk.cells)
            hull = hull.isNull() ? QRectF(cellRect(c)) : hull.united(QRectF(cellRect(c)));
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(kHitRed.darker(130), std::max(2.0, size * 0.08)));
        painter.drawRoundedRect(hull.adjusted(size * 0.08, size * 0.08, -size * 0.08, -size * 0.08), size * 0.25, size * 0.25);
    }

    for (int i = 0; i < kCellCount; ++i) {
        const Coord c = coordAt(i);
        const QRectF r = cellRect(c);
        const QPointF centre = r.center();
        switch (m_shots.at(c)) {
        case CellKnowledge::Unknown:
            break;
        case CellKnowledge::Miss:
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(ink, std::max(1.5, size * 0.07)));
            painter.drawEllipse(centre, size * 0.2, size * 0.2);
            break;
        case CellKnowledge::Hit:
        case CellKnowledge::Sunk: {
            painter.setPen(QPen(kHitRed, std::max(2.0, size * 0.1), Qt::SolidLine, Qt::RoundCap));
            const qreal d = size * 0.25;
            painter.drawLine(centre + QPointF(-d, -d), centre + QPointF(d, d));
            painter.drawLine(centre + QPointF(-d, d), centre + QPointF(d, -d));
            break;
        }
        case CellKnowledge::MarkedEmpty:
            painter.setPen(Qt::NoPen);
            painter.setBrush(ink);
            painter.drawEllipse(centre, size * 0.06, size * 0.06);
            break;
        }
    }

    // Grid lines over everything, so every cell stays visible.
    painter.setPen(QPen(line, 1));
    for (int i = 0; i <= kBoardSize; ++i) {
        painter.drawLine(QPointF(o.x() + i * size, o.y()), QPointF(o.x() + i * size, o.y() + kBoardSize * size));
        painter.drawLine(QPointF(o.x(), o.y() + i * size), QPointF(o.x() + kBoardSize * size, o.y() + i * size));
    }

    const auto frame = [&](std::optional<Coord> cell, const QColor& colour, qreal width) {
        if (!cell)
            return;
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(colour, width));
        painter.drawRect(QRectF(cellRect(*cell)).adjusted(width / 2, width / 2, -width / 2, -width / 2));
    };
    frame(m_lastShot, QColor(0xf5, 0xa6, 0x23), std::max(2.0, size * 0.09));
    if (m_hover && canPick(*m_hover))
        frame(m_hover, pal.color(QPalette::Highlight), std::max(2.0, size * 0.07));
    if (hasFocus())
        frame(m_cursor, pal.color(QPalette::Highlight).darker(120), std::max(2.0, size * 0.07));
}

void BoardView::mouseMoveEvent(QMouseEvent* event)
{
    const auto cell = cellAt(event->position().toPoint());
    if (cell != m_hover) {
        m_hover = cell;
        update();
    }
}

void BoardView::mousePressEvent(QMouseEvent* event)
{
    const auto cell = cellAt(event->position().toPoint());
    if (event->button() != Qt::LeftButton || !cell)
        return QWidget::mousePressEvent(event);
    moveCursor(*cell);
    if (canPick(*cell))
        emit cellActivated(*cell);
}

void BoardView::leaveEvent(QEvent* event)
{
    m_hover.reset();
    update();
    QWidget::leaveEvent(event);
}

void BoardView::keyPressEvent(QKeyEvent* event)
{
    const Coord at = m_cursor.value_or(Coord{0, 0});
    switch (event->key()) {
    case Qt::Key_Left:
        return moveCursor(offset(at, at.column > 0 ? -1 : 0, 0));
    case Qt::Key_Right:
        return moveCursor(offset(at, at.column < kBoardSize - 1 ? 1 : 0, 0));
    case Qt::Key_Up:
        return moveCursor(offset(at, 0, at.row > 0 ? -1 : 0));
    case Qt::Key_Down:
        return moveCursor(offset(at, 0, at.row < kBoardSize - 1 ? 1 : 0));
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (m_cursor && canPick(*m_cursor))
            emit cellActivated(*m_cursor);
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

void BoardView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        updateAccessibleText();
    QWidget::changeEvent(event);
}

void BoardView::moveCursor(Coord cell)
{
    m_cursor = cell;
    updateAccessibleText();
    update();
}

QString BoardView::describe(Coord cell) const
{
    const QString name = QString::fromStdString(formatCoord(cell));
    switch (m_shots.at(cell)) {
    case CellKnowledge::Unknown:
        return m_fleet.shipAt(cell) ? tr("%1, ship").arg(name) : tr("%1, not fired at").arg(name);
    case CellKnowledge::Miss:
        return tr("%1, miss").arg(name);
    case CellKnowledge::Hit:
        return tr("%1, hit").arg(name);
    case CellKnowledge::Sunk:
        return tr("%1, sunk").arg(name);
    case CellKnowledge::MarkedEmpty:
        return tr("%1, marked empty").arg(name);
    }
    return name;
}

void BoardView::updateAccessibleText()
{
    // A screen reader follows the cursor cell; the board's name is set by its owner.
    setAccessibleDescription(m_cursor ? describe(*m_cursor) : tr("Use the arrow keys to choose a cell"));
}
