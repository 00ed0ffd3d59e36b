// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/livery/deckbutton.h"

#include "ui/livery/livery.h"

#include <QLinearGradient>
#include <QPainter>
#include <QStyleOptionButton>

DeckButton::DeckButton(Rank rank, QWidget* parent) : QPushButton(parent), m_rank(rank)
{
    setAttribute(Qt::WA_Hover); // lit under the pointer
}

// The style's size, and room for the rim and the focus ring around the words.
QSize DeckButton::sizeHint() const
{
    const QSize hint = QPushButton::sizeHint();
    return {hint.width() + 12, std::max(hint.height(), fontMetrics().height() * 9 / 5)};
}

QSize DeckButton::minimumSizeHint() const
{
    return sizeHint();
}

void DeckButton::paintEvent(QPaintEvent* event)
{
    if (isHighContrast(palette())) {
        QPushButton::paintEvent(event);
        return;
    }
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const bool primary = m_rank == Rank::Primary;
    const QRectF edge = QRectF(rect()).adjusted(2.5, 2.5, -2.5, -2.5);
    const qreal radius = std::min(8.0, edge.height() / 4);
    QColor light = primary ? Livery::gold() : Livery::navyLight().lighter(125);
    QColor dark = primary ? Livery::brass().darker(115) : Livery::navyLight();
    if (!isEnabled()) {
        light = dark = Livery::navy().lighter(130);
    } else if (isDown()) {
        std::swap(light, dark);
        dark = dark.darker(110);
    } else if (underMouse()) {
        light = light.lighter(112);
        dark = dark.lighter(112);
    }
    QLinearGradient fill(edge.topLeft(), edge.bottomLeft());
    fill.setColorAt(0, light);
    fill.setColorAt(1, dark);
    painter.setBrush(fill);
    painter.setPen(QPen(isEnabled() ? Livery::brass() : Livery::mist().darker(160), primary ? 1.2 : 1.0));
    painter.drawRoundedRect(edge, radius, radius);
    // The keyboard's place, beyond doubt: an ivory ring just outside the button.
    if (hasFocus()) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(Livery::ivory(), 2));
        painter.drawRoundedRect(edge.adjusted(-1.5, -1.5, 1.5, 1.5), radius + 1.5, radius + 1.5);
    }
    QStyleOptionButton option;
    initStyleOption(&option);
    const bool underline = style()->styleHint(QStyle::SH_UnderlineShortcut, &option, this);
    painter.setFont(font());
    painter.setPen(!isEnabled() ? Livery::mist().darker(130) : primary ? Livery::ink() : Livery::ivory());
    painter.drawText(rect().adjusted(6, 0, -6, 0),
                     Qt::AlignCenter | Qt::TextWordWrap |
                         (underline ? Qt::TextShowMnemonic : Qt::TextHideMnemonic),
                     text());
}
