// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/opensea.h"

#include "ui/board/boarddrawing.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>

namespace {

// Rounded, so the sea reads as the play area set in the window, not as a hole in it.
constexpr qreal kCorner = 10;

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
        // The corners cut away, smoothly.
        sea.setRenderHint(QPainter::Antialiasing);
        sea.setCompositionMode(QPainter::CompositionMode_DestinationIn);
        QPainterPath shape;
        shape.addRoundedRect(QRectF(rect()), kCorner, kCorner);
        sea.fillPath(shape, Qt::black);
    }
    QPainter painter(this);
    painter.drawPixmap(0, 0, m_picture);
}
