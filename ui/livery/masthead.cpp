// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/livery/masthead.h"

#include "ui/livery/emblem.h"
#include "ui/livery/livery.h"

#include <QEvent>
#include <QPainter>

Masthead::Masthead(QWidget* dialog) : QLabel(dialog), m_dialog(dialog)
{
    setObjectName(QStringLiteral("masthead"));
    setTextFormat(Qt::PlainText); // a window's title, as it is
    QFont f = font();
    f.setFamilies({QStringLiteral("Georgia"), QStringLiteral("DejaVu Serif"), QStringLiteral("serif")});
    f.setPointSizeF(f.pointSizeF() * 1.5);
    f.setBold(true);
    setFont(f);
    const int side = fontMetrics().height() + 8;
    setMinimumHeight(side + 16);
    setContentsMargins(side + 28, 6, 16, 6); // the rose on the left
    setAlignment(Qt::AlignVCenter | Qt::AlignLeft);
    setText(dialog->windowTitle());
    dialog->installEventFilter(this);
    dress();
}

bool Masthead::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_dialog && event->type() == QEvent::WindowTitleChange)
        setText(m_dialog->windowTitle());
    return QLabel::eventFilter(watched, event);
}

void Masthead::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange && !m_dressing)
        dress(); // a theme changed: back to the livery, or to flat high contrast
    QLabel::changeEvent(event);
}

void Masthead::dress()
{
    m_dressing = true;
    dressPanel(this, m_dialog->palette());
    if (!isHighContrast(m_dialog->palette())) {
        QPalette gold = palette();
        gold.setColor(QPalette::WindowText, Livery::ivory());
        setPalette(gold);
    }
    m_dressing = false;
}

void Masthead::paintEvent(QPaintEvent* event)
{
    {
        QPainter painter(this);
        const QPalette& outside = m_dialog->palette();
        paintPanel(painter, QRectF(rect()), outside, 8);
        const int side = fontMetrics().height() + 8;
        const QRectF rose(16, (height() - side) / 2.0, side, side);
        drawEmblem(painter, rose, Emblem::CompassRose,
                   isHighContrast(outside) ? outside.color(QPalette::WindowText) : Livery::gold());
    }
    QLabel::paintEvent(event);
}
