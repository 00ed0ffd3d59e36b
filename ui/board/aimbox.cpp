// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/aimbox.h"

#include "ui/board/boardview.h"

#include <QEvent>
#include <QKeyEvent>

using namespace seabattle;

namespace {

QString coordinateProblem(CoordError error)
{
    switch (error) {
    case CoordError::Empty:
        return AimBox::tr("Type a cell such as C7.");
    case CoordError::NotACoordinate:
        return AimBox::tr("That is not a cell: type a column letter A–J, then a row 1–10, such as C7.");
    case CoordError::ColumnOutOfRange:
        return AimBox::tr("The columns go from A to J.");
    case CoordError::RowOutOfRange:
        return AimBox::tr("The rows go from 1 to 10.");
    }
    return {};
}

} // namespace

AimBox::AimBox(BoardView* board, QWidget* parent) : QLineEdit(parent), m_board(board)
{
    setObjectName(QStringLiteral("aimBox"));
    setMaxLength(8);
    setAlignment(Qt::AlignCenter);
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 1.4);
    f.setBold(true);
    setFont(f);
    hide();
    m_board->installEventFilter(this);
    connect(this, &QLineEdit::returnPressed, this, &AimBox::aim);
    retranslate();
}

void AimBox::open(const QString& text)
{
    setText(text);
    place();
    show();
    raise();
    setFocus(Qt::OtherFocusReason);
}

void AimBox::close()
{
    const bool had = hasFocus();
    hide();
    clear();
    if (had)
        m_board->setFocus(Qt::OtherFocusReason);
}

// Near the top of the board, over its column letters, wide enough for "J10".
void AimBox::place()
{
    const QRect board = m_board->geometry();
    const QRect grid = m_board->cellRect({0, 0}).united(m_board->cellRect({kBoardSize - 1, kBoardSize - 1}));
    const int width =
        std::max(fontMetrics().horizontalAdvance(QStringLiteral("J10 ")) + 24, grid.width() / 4);
    const int height = sizeHint().height();
    const QPoint at =
        board.topLeft() + QPoint(grid.center().x() - width / 2, std::max(0, grid.top() - height - 2));
    setGeometry(QRect(at, QSize(width, height)));
}

void AimBox::aim()
{
    const auto target = parseCoord(text().toStdString());
    if (!target) {
        emit refused(coordinateProblem(target.error()));
        return; // kept, to be corrected
    }
    close();
    emit aimed(*target);
}

// On the board: a character that is not one of the board's own keys opens the box with it.
bool AimBox::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_board && event->type() == QEvent::KeyPress && isEnabled()) {
        const auto* key = static_cast<QKeyEvent*>(event);
        const QString typed = key->text();
        if (!typed.isEmpty() && typed.front().isLetterOrNumber() &&
            !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier))) {
            open(typed);
            return true;
        }
    }
    return QLineEdit::eventFilter(watched, event);
}

void AimBox::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Escape)
        return close();
    QLineEdit::keyPressEvent(event);
}

void AimBox::focusOutEvent(QFocusEvent* event)
{
    QLineEdit::focusOutEvent(event);
    if (event->reason() != Qt::PopupFocusReason) // its own context menu keeps it open
        hide();
}

void AimBox::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::EnabledChange && !isEnabled())
        close();
    QLineEdit::changeEvent(event);
}

void AimBox::retranslate()
{
    setPlaceholderText(tr("e.g. C7"));
    setAccessibleName(tr("Cell to fire at"));
    setToolTip(tr("Type a cell, such as C7, then press Enter; Escape closes"));
}
