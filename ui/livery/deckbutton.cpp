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
    // A choice keeps room for its mark either side, so that the words stay in the middle.
    const int mark = isCheckable() ? 2 * pipSpace() : 0;
    return {hint.width() + 12 + mark, std::max(hint.height(), fontMetrics().height() * 9 / 5)};
}

QSize DeckButton::minimumSizeHint() const
{
    return sizeHint();
}

int DeckButton::pipSpace() const
{
    return fontMetrics().height();
}

// A choice's mark, by its shape: an empty ring, or a filled disc with a tick when chosen.
void DeckButton::drawPip(QPainter& painter, const QColor& ink, const QColor& tick) const
{
    const qreal size = fontMetrics().height() * 0.62;
    const QRectF pip(pipSpace() * 0.55, (height() - size) / 2, size, size);
    if (isChecked())
        return paintTickedDisc(painter, pip, ink, tick);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(ink, 1.4));
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(pip);
}

void DeckButton::paintEvent(QPaintEvent* event)
{
    if (isHighContrast(palette())) {
        QPushButton::paintEvent(event);
        if (isCheckable()) {
            QPainter painter(this);
            drawPip(painter, palette().color(QPalette::ButtonText), palette().color(QPalette::Button));
        }
        return;
    }
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const bool primary = m_rank == Rank::Primary;
    const QRectF edge = QRectF(rect()).adjusted(2.5, 2.5, -2.5, -2.5);
    const qreal radius = std::min(8.0, edge.height() / 4);
    const bool chosen = isCheckable() && isChecked();
    QColor light = primary ? Livery::gold() : Livery::navyLight().lighter(chosen ? 160 : 125);
    QColor dark = primary ? Livery::brass().darker(115) : Livery::navyLight().lighter(chosen ? 130 : 100);
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
    // A way aside is lighter in weight than a choice on the main path: no face of its own at rest,
    // a fainter rim; the pointer over it or a press gives it the navy face (its words say it all).
    const bool aside = m_rank == Rank::Aside && !underMouse() && !isDown();
    painter.setBrush(aside ? QBrush(Qt::NoBrush) : QBrush(fill));
    QColor rim = !isEnabled() ? Livery::mist().darker(160) : chosen ? Livery::gold() : Livery::brass();
    if (aside)
        rim.setAlphaF(0.7f);
    painter.setPen(QPen(rim, primary || chosen ? 1.8 : 1.0));
    painter.drawRoundedRect(edge, radius, radius);
    if (isCheckable())
        drawPip(painter, chosen ? Livery::gold() : Livery::mist(), Livery::ink());
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
    painter.setPen(!isEnabled()            ? Livery::mist().darker(130)
                   : primary               ? Livery::ink()
                   : m_rank == Rank::Aside ? Livery::mist()
                                           : Livery::ivory());
    painter.drawText(rect().adjusted(6, 0, -6, 0),
                     Qt::AlignCenter | Qt::TextWordWrap |
                         (underline ? Qt::TextShowMnemonic : Qt::TextHideMnemonic),
                     text());
}
