// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/oddsdrawing.h"

#include "ui/board/boarddrawing.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <array>
#include <cmath>

using namespace seabattle;

namespace {

// Inferno at nine even stops, up to its yellow (not its last near-white, where the best cell's
// white dashes would not show): close enough to the real map that its lightness rises all along.
// Not viridis: its middle blues and teals are the deep sea's own, and a cell of middling odds
// looked like no odds at all.
constexpr std::array<QRgb, 9> kInferno{0x000004, 0x1f0c48, 0x55106d, 0x882269, 0xbb3755,
                                       0xe45934, 0xf98e09, 0xfac228, 0xf6d746};
constexpr int kHeatAlpha = 200; // the sea's light still shows through

QPainterPath star(const QRectF& box)
{
    QPainterPath path;
    const QPointF c = box.center();
    const qreal outer = box.width() / 2;
    for (int i = 0; i < 10; ++i) {
        const qreal r = i % 2 == 0 ? outer : outer * 0.45;
        const qreal angle = -M_PI / 2 + i * M_PI / 5;
        const QPointF p(c.x() + r * std::cos(angle), c.y() + r * std::sin(angle));
        if (i == 0)
            path.moveTo(p);
        else
            path.lineTo(p);
    }
    path.closeSubpath();
    return path;
}

QPainterPath badge(const QRectF& box, ShotVerdict verdict)
{
    QPainterPath path;
    switch (verdict) {
    case ShotVerdict::Best:
        return star(box);
    case ShotVerdict::Good:
        path.addEllipse(
            box.adjusted(box.width() * 0.1, box.width() * 0.1, -box.width() * 0.1, -box.width() * 0.1));
        return path;
    case ShotVerdict::Weak:
        path.moveTo(box.center().x(), box.top());
        path.lineTo(box.right(), box.bottom());
        path.lineTo(box.left(), box.bottom());
        path.closeSubpath();
        return path;
    case ShotVerdict::Wasted:
        break;
    }
    const qreal t = box.width() * 0.18;
    const QPointF c = box.center();
    for (int turn = 0; turn < 2; ++turn) {
        QPainterPath bar;
        bar.addRect(QRectF(-box.width() / 2, -t, box.width(), 2 * t));
        QTransform rotate;
        rotate.translate(c.x(), c.y());
        rotate.rotate(turn == 0 ? 45 : -45);
        path = path.united(rotate.map(bar));
    }
    return path;
}

} // namespace

QColor oddsColour(double chance)
{
    const double t = std::clamp(chance, 0.0, 1.0) * double(kInferno.size() - 1);
    const auto low = std::min(std::size_t(t), kInferno.size() - 2);
    const double f = t - double(low);
    const QColor a(kInferno[low]);
    const QColor b(kInferno[low + 1]);
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * f),
                            float(a.greenF() + (b.greenF() - a.greenF()) * f),
                            float(a.blueF() + (b.blueF() - a.blueF()) * f));
}

void drawHeatMap(QPainter& painter, const BoardGeometry& geometry, const Grid<double>& odds,
                 const ShotChart& shots)
{
    // Against the board's best chance, not 100%: mid-game most cells lie within a few percent
    // of each other, and would all be the same near-black; the best cell is always the
    // brightest (each cell's own chance is said on hover).
    const double best = *std::max_element(odds.begin(), odds.end());
    if (best <= 0)
        return;
    painter.save();
    painter.setPen(Qt::NoPen);
    for (int i = 0; i < kCellCount; ++i) {
        const Coord cell = coordAt(i);
        // No ship can lie there, or it was fired at since (a replay shows the odds before the shot
        // it has just played): the sea and the shot's mark show as they are.
        if (odds[cell] <= 0 || shots.at(cell) != CellKnowledge::Unknown)
            continue;
        QColor colour = oddsColour(odds[cell] / best);
        colour.setAlpha(kHeatAlpha);
        painter.setBrush(colour);
        painter.drawRect(geometry.cellRect(cell).adjusted(1, 1, -1, -1));
    }
    painter.restore();
}

QColor verdictColour(ShotVerdict verdict)
{
    switch (verdict) {
    case ShotVerdict::Best:
        return {0x00, 0x9e, 0x73};
    case ShotVerdict::Good:
        return {0x56, 0xb4, 0xe9};
    case ShotVerdict::Weak:
        return {0xe6, 0x9f, 0x00};
    case ShotVerdict::Wasted:
        break;
    }
    return {0xcc, 0x79, 0xa7};
}

void drawVerdict(QPainter& painter, const QRectF& cell, ShotVerdict verdict)
{
    const qreal size = cell.width() * 0.34;
    const QRectF box(cell.right() - size - cell.width() * 0.06, cell.top() + cell.width() * 0.06, size, size);
    painter.save();
    painter.setPen(QPen(QColor(0, 0, 0, 200), std::max(1.0, cell.width() * 0.03)));
    painter.setBrush(verdictColour(verdict));
    painter.drawPath(badge(box, verdict));
    painter.restore();
}

void drawBestCell(QPainter& painter, const QRectF& cell)
{
    // White dashes on a dark line: unlike the last shot's solid orange frame in shape and colour,
    // and clear on the heat map's yellow as on a light or dark sea. Just inside that frame, so that
    // a review's last shot on the best cell leaves both whole.
    painter.save();
    const qreal width = std::max(1.5, cell.width() * 0.06);
    const qreal inset = lastShotFrameWidth(cell.width()) + 3 + (width + 2) / 2;
    const QRectF frame = cell.adjusted(inset, inset, -inset, -inset);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(0, 0, 0, 200), width + 2, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    painter.drawRect(frame);
    QPen dashes(Qt::white, width, Qt::CustomDashLine, Qt::FlatCap, Qt::MiterJoin);
    dashes.setDashPattern({1.6, 1.1});
    painter.setPen(dashes);
    painter.drawRect(frame);
    painter.restore();
}
