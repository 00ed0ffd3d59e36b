// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/legendview.h"

#include "ui/board/boarddrawing.h"

#include <QEvent>
#include <QPainter>

#include <algorithm>
#include <optional>

using namespace seabattle;

namespace {

// Each legend entry is a one-cell board showing that state as the boards draw it; the last two,
// the frames the boards draw around the last shots (yours, the enemy's), on a cell of plain sea.
struct Sample {
    CellKnowledge state;
    bool ship;
    std::optional<Shooter> lastShot;
};
const Sample kSamples[] = {{CellKnowledge::Unknown, false, {}},
                           {CellKnowledge::Miss, false, {}},
                           {CellKnowledge::Hit, false, {}},
                           {CellKnowledge::Sunk, false, {}},
                           {CellKnowledge::MarkedEmpty, false, {}},
                           {CellKnowledge::Unknown, true, {}},
                           {CellKnowledge::Unknown, false, Shooter::Player},
                           {CellKnowledge::Unknown, false, Shooter::Enemy}};

} // namespace

LegendView::LegendView(QWidget* parent) : QWidget(parent)
{
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
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
    return {tr("Not fired at"), tr("Miss"), tr("Hit"), tr("Sunk"), tr("Empty (next to a sunk ship)"),
            m_watching ? tr("Ship") : tr("Your ship"),
            //: the legend's name for the frame around the cell last fired at on the right-hand
            //: board (when watching two computers play, the shots of Computer 1)
            m_watching ? tr("Computer 1's last shot") : tr("Your last shot"),
            //: the legend's name for the frame around the cell last fired at on the left-hand
            //: board (when watching two computers play, the shots of Computer 2)
            m_watching ? tr("Computer 2's last shot") : tr("Enemy's last shot")};
}

void LegendView::setWatching(bool watching)
{
    m_watching = watching;
    retranslate();
    updateGeometry();
    update();
}

// An entry's width: its sample, a gap, its name, and the space before the next.
int LegendView::entryWidth(const QString& name) const
{
    return cellSize() + 6 + fontMetrics().horizontalAdvance(name) + 16;
}

int LegendView::cellSize() const
{
    return fontMetrics().height() + 6;
}

// Where each entry goes in `width`: in rows, each row centred; a narrow window wraps the row
// between entries, never inside one.
std::vector<QPoint> LegendView::entryPlaces(int width) const
{
    const QStringList names = entries();
    std::vector<QPoint> places;
    std::size_t rowStart = 0;
    int rowWidth = 0;
    const auto centreRow = [&](std::size_t end) {
        const int shift = std::max(0, (width - rowWidth) / 2);
        for (std::size_t i = rowStart; i < end; ++i)
            places[i].rx() += shift;
    };
    for (const QString& name : names) {
        const int w = entryWidth(name);
        if (rowWidth > 0 && rowWidth + w > width) {
            centreRow(places.size());
            rowStart = places.size();
            rowWidth = 0;
        }
        const int row = places.empty() ? 0 : places.back().y() + (rowWidth == 0 ? cellSize() + 4 : 0);
        places.push_back({rowWidth, row});
        rowWidth += w;
    }
    centreRow(places.size());
    return places;
}

QSize LegendView::sizeHint() const
{
    int width = 0;
    for (const QString& entry : entries())
        width += entryWidth(entry);
    return {width, cellSize() + 4};
}

QSize LegendView::minimumSizeHint() const
{
    int widest = 0;
    for (const QString& entry : entries())
        widest = std::max(widest, entryWidth(entry));
    return {widest, cellSize() + 4};
}

bool LegendView::hasHeightForWidth() const
{
    return true;
}

int LegendView::heightForWidth(int width) const
{
    const std::vector<QPoint> places = entryPlaces(width);
    return (places.empty() ? 0 : places.back().y()) + cellSize() + 4;
}

void LegendView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const int cell = cellSize();
    const QStringList names = entries();
    const BoardColours colours(palette());
    const std::vector<QPoint> places = entryPlaces(width());
    static_assert(std::size(kSamples) == 8, "a sample for each of entries()");
    // The names a step softer than the game's news above them: a key to glance at, not to read
    // every turn. Full strength on a flat sea (high contrast).
    QColor namesInk = colours.label;
    if (!colours.flat())
        namesInk.setAlphaF(0.78f);
    for (std::size_t i = 0; i < std::size(kSamples); ++i) {
        const QPoint at = places[i] + QPoint(0, 2);
        const QRectF square(at.x(), at.y(), cell, cell);
        drawCellMark(painter, square, kSamples[i].state, kSamples[i].ship, palette());
        painter.setPen(colours.line);
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(square);
        if (kSamples[i].lastShot)
            drawLastShotFrame(painter, square, *kSamples[i].lastShot);
        painter.setPen(namesInk);
        painter.drawText(
            QRect(at.x() + cell + 6, at.y(), fontMetrics().horizontalAdvance(names[int(i)]) + 2, cell),
            Qt::AlignVCenter | Qt::AlignLeft, names[int(i)]);
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
