// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/livery/livery.h"

#include <QLinearGradient>
#include <QPainter>
#include <QPalette>
#include <QWidget>

#include <algorithm>

void paintPanel(QPainter& painter, const QRectF& area, const QPalette& palette, qreal radius)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF edge = area.adjusted(1, 1, -1, -1);
    if (isHighContrast(palette)) {
        painter.setPen(QPen(palette.color(QPalette::WindowText), 2));
        painter.setBrush(palette.color(QPalette::Window));
        painter.drawRoundedRect(edge, radius, radius);
        painter.restore();
        return;
    }
    // Lit from above, a little of the sea showing through: a panel afloat, not a form.
    QLinearGradient body(edge.topLeft(), edge.bottomLeft());
    QColor top = Livery::navyLight();
    QColor bottom = Livery::navy();
    top.setAlphaF(0.93f);
    bottom.setAlphaF(0.95f);
    body.setColorAt(0, top);
    body.setColorAt(0.35, bottom);
    body.setColorAt(1, bottom);
    painter.setPen(QPen(Livery::brass(), 1.6));
    painter.setBrush(body);
    painter.drawRoundedRect(edge, radius, radius);
    // A second, finer rim inside: the brass inlay of a ship's instrument.
    QColor inlay = Livery::brass();
    inlay.setAlphaF(0.45f);
    painter.setPen(QPen(inlay, 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(edge.adjusted(4, 4, -4, -4), radius - 3, radius - 3);
    painter.restore();
}

void dressPanel(QWidget* panel, const QPalette& outside)
{
    if (isHighContrast(outside)) {
        panel->setPalette(QPalette()); // nothing of its own: the theme's colours, as they come
        return;
    }
    QPalette dressed = outside;
    for (const auto group : {QPalette::Active, QPalette::Inactive}) {
        dressed.setColor(group, QPalette::WindowText, Livery::ivory());
        dressed.setColor(group, QPalette::Text, Livery::ivory());
        dressed.setColor(group, QPalette::ButtonText, Livery::ivory());
        dressed.setColor(group, QPalette::Window, Livery::navy());
        dressed.setColor(group, QPalette::Button, Livery::navyLight());
        dressed.setColor(group, QPalette::Link, Livery::gold());
        dressed.setColor(group, QPalette::ToolTipBase, outside.color(QPalette::ToolTipBase));
        dressed.setColor(group, QPalette::ToolTipText, outside.color(QPalette::ToolTipText));
    }
    dressed.setColor(QPalette::Disabled, QPalette::WindowText, Livery::mist().darker(140));
    dressed.setColor(QPalette::Disabled, QPalette::ButtonText, Livery::mist().darker(140));
    panel->setPalette(dressed);
}

void paintTickedDisc(QPainter& painter, const QRectF& disc, const QColor& ink, const QColor& tick)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(ink);
    painter.drawEllipse(disc);
    QPen pen(tick, std::max(1.8, disc.width() * 0.14));
    pen.setCapStyle(Qt::RoundCap);
    pen.setJoinStyle(Qt::RoundJoin);
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    const qreal size = disc.width();
    const QPointF path[] = {disc.topLeft() + QPointF(0.24 * size, 0.52 * size),
                            disc.topLeft() + QPointF(0.43 * size, 0.70 * size),
                            disc.topLeft() + QPointF(0.76 * size, 0.32 * size)};
    painter.drawPolyline(path, 3);
    painter.restore();
}
