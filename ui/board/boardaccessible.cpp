// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/boardaccessible.h"

#include "ui/board/boardview.h"

using namespace seabattle;

namespace {

QAccessibleInterface* boardInterface(const QString& key, QObject* object)
{
    if (key == QLatin1String("BoardView"))
        return new BoardAccessible(static_cast<BoardView*>(object));
    return nullptr;
}

} // namespace

BoardAccessible::BoardAccessible(BoardView* board) : QAccessibleWidget(board, QAccessible::Table)
{
}

BoardAccessible::~BoardAccessible()
{
    for (const QAccessible::Id id : m_cells)
        if (id != 0)
            QAccessible::deleteAccessibleInterface(id);
}

void BoardAccessible::install()
{
    static const bool installed = [] {
        QAccessible::installFactory(boardInterface);
        return true;
    }();
    Q_UNUSED(installed)
}

BoardView* BoardAccessible::board() const
{
    return static_cast<BoardView*>(widget());
}

void* BoardAccessible::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::TableInterface)
        return static_cast<QAccessibleTableInterface*>(this);
    return QAccessibleWidget::interface_cast(type);
}

int BoardAccessible::childCount() const
{
    return kCellCount;
}

QAccessibleInterface* BoardAccessible::child(int index) const
{
    if (index < 0 || index >= kCellCount)
        return nullptr;
    QAccessible::Id& id = m_cells[std::size_t(index)];
    if (id == 0)
        id = QAccessible::registerAccessibleInterface(new BoardCellAccessible(board(), coordAt(index)));
    return QAccessible::accessibleInterface(id);
}

int BoardAccessible::indexOfChild(const QAccessibleInterface* child) const
{
    for (int i = 0; i < kCellCount; ++i)
        if (m_cells[std::size_t(i)] != 0 &&
            QAccessible::accessibleInterface(m_cells[std::size_t(i)]) == child)
            return i;
    return -1;
}

QAccessibleInterface* BoardAccessible::childAt(int x, int y) const
{
    const auto cell = board()->cellAt(board()->mapFromGlobal(QPoint(x, y)));
    return cell ? child(cellIndex(*cell)) : nullptr;
}

QAccessibleInterface* BoardAccessible::focusChild() const
{
    const auto cursor = board()->cursor();
    return board()->hasFocus() && cursor ? child(cellIndex(*cursor)) : nullptr;
}

QAccessibleInterface* BoardAccessible::cellAt(int row, int column) const
{
    if (row < 0 || row >= kBoardSize || column < 0 || column >= kBoardSize)
        return nullptr;
    return child(cellIndex(Coord{column, row}));
}

QString BoardAccessible::columnDescription(int column) const
{
    if (column < 0 || column >= kBoardSize)
        return {};
    return QString::fromStdString(formatCoord(Coord{column, 0})).left(1); // the letter
}

QString BoardAccessible::rowDescription(int row) const
{
    return row >= 0 && row < kBoardSize ? QString::number(row + 1) : QString();
}

int BoardAccessible::columnCount() const
{
    return kBoardSize;
}

int BoardAccessible::rowCount() const
{
    return kBoardSize;
}

BoardCellAccessible::BoardCellAccessible(BoardView* board, Coord cell) : m_board(board), m_cell(cell)
{
}

QWindow* BoardCellAccessible::window() const
{
    return m_board ? m_board->window()->windowHandle() : nullptr;
}

QAccessibleInterface* BoardCellAccessible::parent() const
{
    return m_board ? QAccessible::queryAccessibleInterface(m_board.data()) : nullptr;
}

QString BoardCellAccessible::text(QAccessible::Text type) const
{
    if (!m_board)
        return {};
    switch (type) {
    case QAccessible::Name:
        return m_board->cellWords(m_cell);
    case QAccessible::Description:
        return m_board->cellNotes(m_cell);
    default:
        return {};
    }
}

QRect BoardCellAccessible::rect() const
{
    if (!m_board)
        return {};
    const QRect local = m_board->cellRect(m_cell);
    return QRect(m_board->mapToGlobal(local.topLeft()), local.size());
}

QAccessible::State BoardCellAccessible::state() const
{
    QAccessible::State state;
    if (!m_board)
        return state;
    state.focusable = true;
    state.focused = m_board->hasFocus() && m_board->cursor() == m_cell;
    state.invisible = !m_board->isVisible();
    return state;
}

void* BoardCellAccessible::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::TableCellInterface)
        return static_cast<QAccessibleTableCellInterface*>(this);
    if (type == QAccessible::ActionInterface)
        return static_cast<QAccessibleActionInterface*>(this);
    return nullptr;
}

QStringList BoardCellAccessible::actionNames() const
{
    if (!m_board)
        return {};
    if (m_board->canPick(m_cell))
        return {setFocusAction(), pressAction()};
    return {setFocusAction()};
}

void BoardCellAccessible::doAction(const QString& actionName)
{
    if (!m_board)
        return;
    if (actionName == setFocusAction()) {
        m_board->setFocus(Qt::OtherFocusReason);
        m_board->moveCursor(m_cell);
    } else if (actionName == pressAction()) {
        m_board->pick(m_cell);
    }
}
