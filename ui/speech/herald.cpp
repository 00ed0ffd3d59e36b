// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/speech/herald.h"

#include <QAccessible>
#include <QAccessibleWidget>

namespace {

// To assistive technologies the herald is a notification (Qt names a plain widget a "client").
QAccessibleInterface* heraldInterface(const QString& key, QObject* object)
{
    if (key == QLatin1String("Herald") && object && object->isWidgetType())
        return new QAccessibleWidget(static_cast<QWidget*>(object), QAccessible::Notification);
    return nullptr;
}

} // namespace

Herald::Herald(QWidget* window) : QWidget(window)
{
    static const bool installed = [] {
        QAccessible::installFactory(heraldInterface);
        return true;
    }();
    Q_UNUSED(installed)
    setObjectName(QStringLiteral("herald"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setFocusPolicy(Qt::NoFocus);
    setGeometry(0, 0, 0, 0); // in the window's tree, never in its way
    show();
}

Herald* Herald::of(QWidget* anywhere)
{
    QWidget* window = anywhere->window();
    if (auto* herald = window->findChild<Herald*>(QString(), Qt::FindDirectChildrenOnly))
        return herald;
    return new Herald(window);
}

void Herald::say(const QString& line)
{
    m_last = line;
    setAccessibleName(line);
    // "Shown" again: the AT-SPI bridge of every Qt we build with (6.4 and later) sends this as
    // object:state-changed:showing, which Orca speaks for a notification.
    QAccessibleEvent shown(this, QAccessible::ObjectShow);
    QAccessible::updateAccessibility(&shown);
    emit said(line);
}
