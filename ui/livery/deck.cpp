// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/livery/deck.h"

#include "ui/livery/livery.h"

#include <QEvent>
#include <QLinearGradient>
#include <QPaintEvent>
#include <QPainter>
#include <QRadialGradient>

QPalette deckPalette()
{
    // Bevels, shadows and the like derived from the navy buttons, as Fusion draws them.
    const QPalette derived(Livery::navyLight(), Livery::navy());
    QPalette deck; // only the roles set here: the rest still comes from the window around
    deck.setResolveMask(0);
    for (const auto group : {QPalette::Active, QPalette::Inactive, QPalette::Disabled}) {
        for (const auto role : {QPalette::Window, QPalette::Button, QPalette::Light, QPalette::Midlight,
                                QPalette::Mid, QPalette::Dark, QPalette::Shadow})
            deck.setColor(group, role, derived.color(group, role));
        const bool off = group == QPalette::Disabled;
        for (const auto role : {QPalette::WindowText, QPalette::ButtonText})
            deck.setColor(group, role, off ? Livery::mist().darker(140) : Livery::ivory());
        deck.setColor(group, QPalette::Link, Livery::gold());
    }
    return deck;
}

Deck::Deck(QWidget* parent) : QStackedWidget(parent)
{
    setObjectName(QStringLiteral("deck"));
    dress();
}

void Deck::dress()
{
    if (m_dressing)
        return;
    m_dressing = true;
    const bool plain = isHighContrast(parentWidget() ? parentWidget()->palette() : QPalette());
    if (plain != m_plain || !m_dressed) {
        setPalette(plain ? QPalette() : deckPalette());
        m_plain = plain;
        m_dressed = true;
    }
    m_dressing = false;
    update();
}

void Deck::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange ||
        event->type() == QEvent::ParentChange)
        dress();
    QStackedWidget::changeEvent(event);
}

void Deck::paintEvent(QPaintEvent* event)
{
    if (m_plain)
        return;
    // Painted afresh, only where asked: two gradients cost less than a window-sized picture
    // held in memory for the whole game (the idle game's resident size is a budget).
    QPainter deck(this);
    deck.setClipRegion(event->region());
    const QRectF area(rect());
    // Lit from above, darker toward the foot: a hull's side at dusk, not a flat form.
    QLinearGradient light(area.topLeft(), area.bottomLeft());
    light.setColorAt(0, Livery::navyLight().darker(115));
    light.setColorAt(0.45, Livery::navy());
    light.setColorAt(1, Livery::navy().darker(135));
    deck.fillRect(area, light);
    QRadialGradient shade(area.center(), std::max(area.width(), area.height()) * 0.75);
    shade.setColorAt(0.6, QColor(0, 0, 0, 0));
    shade.setColorAt(1, QColor(0, 0, 0, 90));
    deck.fillRect(area, shade);
}
