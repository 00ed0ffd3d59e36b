// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/livery/emblem.h"

#include <QPainter>
#include <QPainterPath>
#include <QtMath>

namespace {

// Each emblem is drawn in a box of 100 × 100.
QPointF polar(qreal radius, qreal degrees) // 0° up, clockwise, as a compass reads
{
    const qreal a = qDegreesToRadians(degrees);
    return {50 + radius * std::sin(a), 50 - radius * std::cos(a)};
}

void compassRose(QPainter& painter, const QColor& ink)
{
    painter.setPen(QPen(ink, 3));
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(QPointF(50, 50), 40, 40);
    // The long points north, east, south and west, the short ones between; each point half
    // solid, half open, as a chart's rose is drawn.
    for (int i = 0; i < 8; ++i) {
        const qreal angle = i * 45.0;
        const bool cardinal = i % 2 == 0;
        const qreal reach = cardinal ? 49 : 31;
        const qreal waist = cardinal ? 10 : 7;
        const QPointF tip = polar(reach, angle);
        const QPointF centre(50, 50);
        painter.setPen(QPen(ink, 1.6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.setBrush(ink);
        painter.drawPolygon(QPolygonF{centre, tip, polar(waist, angle - 45)});
        painter.setBrush(Qt::NoBrush);
        painter.drawPolygon(QPolygonF{centre, tip, polar(waist, angle + 45)});
    }
}

QPolygonF star(qreal outer, qreal inner)
{
    QPolygonF points;
    for (int i = 0; i < 10; ++i)
        points << polar(i % 2 == 0 ? outer : inner, i * 36.0);
    return points;
}

void victory(QPainter& painter, const QColor& ink)
{
    painter.setPen(Qt::NoPen);
    painter.setBrush(ink);
    painter.drawPolygon(star(30, 12.5));
    // Two laurel branches up the sides, leaves along an arc.
    for (const int side : {-1, 1}) {
        for (int i = 0; i < 5; ++i) {
            const qreal angle = side * (205 - i * 26.0);
            const QPointF at = polar(43, angle);
            painter.save();
            painter.translate(at);
            painter.rotate(angle + side * 60);
            painter.drawEllipse(QPointF(0, 0), 4, 9);
            painter.restore();
        }
    }
}

void defeat(QPainter& painter, const QColor& ink)
{
    // A ship going down by the stern, bow raised, under the waves to her deck.
    QPainterPath hull;
    hull.moveTo(-40, -2);
    hull.lineTo(44, -2);
    hull.lineTo(32, 14);
    hull.lineTo(-34, 14);
    hull.closeSubpath();
    hull.addRect(-18, -16, 26, 14);
    hull.addRect(-6, -30, 5, 14);
    painter.save();
    painter.setClipRect(QRectF(0, 0, 100, 64));
    painter.translate(48, 58);
    painter.rotate(-30);
    painter.setPen(Qt::NoPen);
    painter.setBrush(ink);
    painter.drawPath(hull);
    painter.restore();
    painter.setPen(QPen(ink, 4.5, Qt::SolidLine, Qt::RoundCap));
    painter.setBrush(Qt::NoBrush);
    for (const qreal y : {70.0, 84.0}) {
        QPainterPath wave;
        wave.moveTo(8, y);
        for (int i = 0; i < 4; ++i)
            wave.quadTo(8 + i * 21 + 10.5, y + (i % 2 == 0 ? -7 : 7), 8 + (i + 1) * 21, y);
        painter.drawPath(wave);
    }
}

void pennant(QPainter& painter, const QColor& ink)
{
    painter.setPen(QPen(ink, 5, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(QPointF(30, 12), QPointF(30, 90));
    painter.drawLine(QPointF(18, 90), QPointF(42, 90));
    painter.setPen(Qt::NoPen);
    painter.setBrush(ink);
    painter.drawPolygon(QPolygonF{{32, 14}, {86, 30}, {32, 46}});
}

} // namespace

void drawEmblem(QPainter& painter, const QRectF& box, Emblem emblem, const QColor& ink)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal side = std::min(box.width(), box.height());
    painter.translate(box.center() - QPointF(side / 2, side / 2));
    painter.scale(side / 100, side / 100);
    switch (emblem) {
    case Emblem::CompassRose:
        compassRose(painter, ink);
        break;
    case Emblem::Victory:
        victory(painter, ink);
        break;
    case Emblem::Defeat:
        defeat(painter, ink);
        break;
    case Emblem::Pennant:
        pennant(painter, ink);
        break;
    }
    painter.restore();
}

EmblemView::EmblemView(Emblem emblem, int side, QWidget* parent) : QWidget(parent), m_emblem(emblem)
{
    setFixedSize(side, side);
    setAttribute(Qt::WA_TransparentForMouseEvents);
}

void EmblemView::setEmblem(Emblem emblem)
{
    m_emblem = emblem;
    update();
}

void EmblemView::setInk(const QColor& ink)
{
    m_ink = ink;
    update();
}

void EmblemView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    drawEmblem(painter, QRectF(rect()), m_emblem,
               m_ink.isValid() ? m_ink : palette().color(QPalette::WindowText));
}
