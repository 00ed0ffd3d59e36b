// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/speech/herald.h"

#include <QAccessible>
#include <QAccessibleWidget>

namespace {

// To assistive technologies a line said is a notification (Qt names a plain widget a "client").
QAccessibleInterface* spokenLineInterface(const QString& key, QObject* object)
{
    if (key == QLatin1String("SpokenLine") && object && object->isWidgetType())
        return new QAccessibleWidget(static_cast<QWidget*>(object), QAccessible::Notification);
    return nullptr;
}

// In the window's tree, never in its way: no size, no mouse, no focus.
void keepOutOfTheWay(QWidget* widget)
{
    widget->setAttribute(Qt::WA_TransparentForMouseEvents);
    widget->setFocusPolicy(Qt::NoFocus);
    widget->setGeometry(0, 0, 0, 0);
}

} // namespace

Herald::Herald(QWidget* window) : QWidget(window)
{
    static const bool installed = [] {
        QAccessible::installFactory(spokenLineInterface);
        return true;
    }();
    Q_UNUSED(installed)
    setObjectName(QStringLiteral("herald"));
    keepOutOfTheWay(this);
    show();
}

SpokenLine::SpokenLine(const QString& line, QWidget* herald) : QWidget(herald)
{
    setObjectName(QStringLiteral("spokenLine"));
    keepOutOfTheWay(this);
    setAccessibleName(line); // named before it shows: the first thing a reader learns of it
    // Shown: the AT-SPI bridge of every Qt we build with (6.4 and later) sends the show as
    // object:state-changed:showing, which Orca speaks for a notification.
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
    new SpokenLine(line, this);
    const auto lines = findChildren<SpokenLine*>(QString(), Qt::FindDirectChildrenOnly);
    for (qsizetype i = 0; i + kKeptLines < lines.size(); ++i)
        delete lines[i];
    emit said(line);
}
