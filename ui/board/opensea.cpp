// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/opensea.h"

#include "ui/board/boarddrawing.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>

#include <algorithm>

namespace {

// Rounded, so the sea reads as the play area set in the window, not as a hole in it.
constexpr qreal kCorner = 10;

// The end's light over the whole sea, under the boards' lines, ships and marks.
void paintMood(QPainter& sea, const QRectF& area, OpenSea::Mood mood)
{
    const qreal reach = std::max(area.width(), area.height()) * 0.8;
    if (mood == OpenSea::Mood::Victory) {
        QRadialGradient sun(QPointF(area.center().x(), area.top()), reach);
        sun.setColorAt(0, QColor(0xf6, 0xd3, 0x7a, 110));
        sun.setColorAt(1, QColor(0xf6, 0xd3, 0x7a, 0));
        sea.fillRect(area, sun);
    } else if (mood == OpenSea::Mood::Defeat) {
        // Dusk closing in from the edges, the boards in the last light; the fires' glow low on the
        // water. Dark and red kept apart: laid over each other on blue they turned to a muddy mauve.
        QRadialGradient dusk(area.center(), reach * 0.75);
        dusk.setColorAt(0.35, QColor(0x03, 0x06, 0x12, 25));
        dusk.setColorAt(1, QColor(0x03, 0x06, 0x12, 170));
        sea.fillRect(area, dusk);
        QRadialGradient fires(QPointF(area.center().x(), area.bottom()), reach * 0.45);
        fires.setColorAt(0, QColor(0xff, 0x5a, 0x1e, 90));
        fires.setColorAt(0.5, QColor(0xe0, 0x3a, 0x14, 40));
        fires.setColorAt(1, QColor(0xc0, 0x28, 0x10, 0));
        sea.fillRect(area, fires);
    }
}

} // namespace

OpenSea::OpenSea(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("openSea"));
    takeColours();
}

void OpenSea::takeColours()
{
    if (m_taking)
        return;
    m_taking = true;
    const BoardColours colours(palette());
    QPalette light; // sets nothing but the text on the sea: the rest comes from the window
    if (!colours.flat())
        light.setColor(QPalette::WindowText, colours.onSea);
    if (light.resolveMask() != palette().resolveMask() ||
        light.color(QPalette::WindowText) != palette().color(QPalette::WindowText))
        setPalette(light);
    m_picture = QPixmap();
    m_taking = false;
}

void OpenSea::setMood(Mood mood)
{
    if (mood == m_mood)
        return;
    m_mood = mood;
    m_picture = QPixmap();
    update();
}

void OpenSea::setShore(int y)
{
    if (y == m_shore)
        return;
    m_shore = y;
    m_picture = QPixmap();
    update();
}

void OpenSea::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        takeColours();
    QWidget::changeEvent(event);
}

void OpenSea::paintEvent(QPaintEvent*)
{
    const qreal dpr = devicePixelRatioF();
    if (m_picture.size() != size() * dpr || m_picture.devicePixelRatio() != dpr) {
        m_picture = QPixmap(size() * dpr);
        m_picture.setDevicePixelRatio(dpr);
        m_picture.fill(Qt::transparent);
        QPainter sea(&m_picture);
        const BoardColours colours(palette());
        SeaTexture::fill(sea, QRectF(rect()), colours.water, colours.surface);
        if (!colours.flat())
            paintMood(sea, QRectF(rect()), m_mood);
        // Everything but the rounded water cut away, smoothly: the corners, and below the shore.
        QRectF water(rect());
        if (m_shore >= 0)
            water.setBottom(std::min(water.bottom(), qreal(m_shore)));
        QPainterPath shape;
        shape.addRoundedRect(water, kCorner, kCorner);
        QPainterPath land;
        land.addRect(QRectF(rect()));
        sea.setRenderHint(QPainter::Antialiasing);
        sea.setCompositionMode(QPainter::CompositionMode_Clear);
        sea.fillPath(land.subtracted(shape), Qt::black);
    }
    QPainter painter(this);
    painter.drawPixmap(0, 0, m_picture);
}
