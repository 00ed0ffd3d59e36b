// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/legendview.h"

#include "ui/board/boarddrawing.h"

#include <QEvent>
#include <QPainter>

using namespace seabattle;

namespace {

// Each legend entry is a one-cell board showing that state as the boards draw it.
struct Sample {
    CellKnowledge state;
    bool ship;
};
const Sample kSamples[] = {{CellKnowledge::Unknown, false},     {CellKnowledge::Miss, false},
                           {CellKnowledge::Hit, false},         {CellKnowledge::Sunk, false},
                           {CellKnowledge::MarkedEmpty, false}, {CellKnowledge::Unknown, true}};

} // namespace

LegendView::LegendView(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    retranslate();
}

// Drawn, so named for a screen reader too (whose cells say their state in words already).
void LegendView::retranslate()
{
    //: the row of samples under the boards: what each mark on a cell means
    setAccessibleName(tr("Legend"));
    setAccessibleDescription(entries().join(QStringLiteral(", ")));
}

QStringList LegendView::entries() const
{
    return {tr("Not fired at"),
            tr("Miss"),
            tr("Hit"),
            tr("Sunk"),
            tr("Empty (next to a sunk ship)"),
            m_watching ? tr("Ship") : tr("Your ship")};
}

void LegendView::setWatching(bool watching)
{
    m_watching = watching;
    retranslate();
    updateGeometry();
    update();
}

QSize LegendView::sizeHint() const
{
    const int cell = fontMetrics().height() + 6;
    int width = 0;
    for (const QString& entry : entries())
        width += cell + 6 + fontMetrics().horizontalAdvance(entry) + 16;
    return {width, cell + 4};
}

void LegendView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const int cell = fontMetrics().height() + 6;
    const QStringList names = entries();
    const BoardColours colours(palette());
    int x = std::max(0, (width() - sizeHint().width()) / 2);
    for (std::size_t i = 0; i < std::size(kSamples); ++i) {
        const QRectF square(x, 2, cell, cell);
        drawCellMark(painter, square, kSamples[i].state, kSamples[i].ship, palette());
        painter.setPen(colours.line);
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(square);
        painter.setPen(colours.label);
        const int textLeft = x + cell + 6;
        painter.drawText(QRect(textLeft, 2, fontMetrics().horizontalAdvance(names[int(i)]) + 2, cell),
                         Qt::AlignVCenter | Qt::AlignLeft, names[int(i)]);
        x = textLeft + fontMetrics().horizontalAdvance(names[int(i)]) + 16;
    }
}

void LegendView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        updateGeometry(); // the names' widths changed
        update();
    }
    QWidget::changeEvent(event);
}
