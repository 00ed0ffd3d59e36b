// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/livery/keyboardcues.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMenu>
#include <QStyleFactory>
#include <QWidget>

KeyboardCues* KeyboardCues::install()
{
    auto* cues = new KeyboardCues(QStyleFactory::create(QApplication::style()->name()));
    QApplication::setStyle(cues); // the application owns it from here
    qApp->installEventFilter(cues);
    return cues;
}

KeyboardCues::KeyboardCues(QStyle* base) : QProxyStyle(base)
{
}

int KeyboardCues::styleHint(StyleHint hint, const QStyleOption* option, const QWidget* widget,
                            QStyleHintReturn* returnData) const
{
    if (hint == SH_UnderlineShortcut && !qobject_cast<const QMenu*>(widget))
        return m_shown ? 1 : 0;
    return QProxyStyle::styleHint(hint, option, widget, returnData);
}

// Alt down shows the cues; Alt up, or the game losing the keyboard (Alt+Tab), hides them.
bool KeyboardCues::eventFilter(QObject* watched, QEvent* event)
{
    switch (event->type()) {
    case QEvent::KeyPress:
    case QEvent::KeyRelease: {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Alt)
            show(event->type() == QEvent::KeyPress);
        break;
    }
    case QEvent::ApplicationDeactivate:
        show(false);
        break;
    default:
        break;
    }
    return QProxyStyle::eventFilter(watched, event);
}

void KeyboardCues::show(bool shown)
{
    if (shown == m_shown)
        return;
    m_shown = shown;
    for (QWidget* window : QApplication::topLevelWidgets()) {
        if (!window->isVisible())
            continue;
        window->update();
        for (QWidget* child : window->findChildren<QWidget*>())
            if (child->isVisible())
                child->update();
    }
}
