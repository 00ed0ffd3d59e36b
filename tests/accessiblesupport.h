// SPDX-License-Identifier: GPL-3.0-or-later
// What a screen reader finds in a window (issue 31): the controls QAccessible reports without a
// name, and the places where Tab leaves the order the controls stand in on the screen. Each
// problem names the object (class#objectName) and where it is, for the message of a failure.
#pragma once

#include <QAbstractItemView>
#include <QAccessible>
#include <QComboBox>
#include <QList>
#include <QRect>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QWidget>

// Drawn by hand and given whole accessible interfaces of their own (the board's cells, the
// shipyard's ships): checked by their own tests, not here.
inline bool describedElsewhere(const QObject* object)
{
    return object && (object->inherits("BoardView") || object->inherits("FleetEditor"));
}

inline bool insideDescribedElsewhere(const QWidget* widget)
{
    for (const QWidget* w = widget; w; w = w->parentWidget())
        if (describedElsewhere(w))
            return true;
    return false;
}

// What a tester needs to find an object: its class, its object name, its words.
inline QString nameOf(const QObject* object)
{
    if (!object)
        return QStringLiteral("(no object)");
    QString text = QString::fromLatin1(object->metaObject()->className());
    if (!object->objectName().isEmpty())
        text += QLatin1Char('#') + object->objectName();
    return text;
}

// The roles a player acts on or reads as a whole, which must be named even where they take no
// focus (a chart is recognised by its class: Qt Charts gives its view no role of its own).
inline bool mustBeNamed(QAccessibleInterface* iface)
{
    switch (iface->role()) {
    case QAccessible::Button:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::SpinBox:
    case QAccessible::Slider:
    case QAccessible::EditableText:
    case QAccessible::List:
    case QAccessible::Table:
    case QAccessible::Tree:
    case QAccessible::ProgressBar:
    case QAccessible::MenuItem:
    case QAccessible::Chart:
        return true;
    default:
        return iface->state().focusable || (iface->object() && iface->object()->inherits("QChartView"));
    }
}

// Walks the accessible tree under `iface`, noting every object that must be named and is not.
// Not entered: what is described elsewhere, an item view's cells (the player's data: a blank
// cell is blank, not unnamed), a combo box's own popup and editor (named by the box) and a
// chart's drawing surface (the chart is named, and says its figures).
inline void walk(QAccessibleInterface* iface, const QString& path, QSet<const QObject*>& seen,
                 QStringList& problems)
{
    if (!iface || !iface->isValid() || describedElsewhere(iface->object()))
        return;
    const QString here = path + QLatin1Char('/') + nameOf(iface->object());
    seen.insert(iface->object());
    const QAccessible::Role role = iface->role();
    if (role != QAccessible::Separator && mustBeNamed(iface) &&
        iface->text(QAccessible::Name).trimmed().isEmpty())
        problems << QStringLiteral("%1 (role 0x%2) has no name").arg(here, QString::number(role, 16));
    if (role == QAccessible::ComboBox || qobject_cast<QAbstractItemView*>(iface->object()) ||
        (iface->object() && iface->object()->inherits("QChartView")))
        return;
    for (int i = 0; i < iface->childCount(); ++i)
        walk(iface->child(i), here, seen, problems);
}

// Every control of `window` that lacks a name: the accessible tree first, then any widget that
// takes the focus and the tree does not reach (a table's cell widgets).
inline QStringList unnamedControls(QWidget* window)
{
    QSet<const QObject*> seen;
    QStringList problems;
    walk(QAccessible::queryAccessibleInterface(window), QString(), seen, problems);
    for (QWidget* widget : window->findChildren<QWidget*>()) {
        const bool own = widget->window() == window && !seen.contains(widget);
        const QWidget* parent = widget->parentWidget();
        // A spin box's or a combo box's own editor: named by its box.
        const bool proxied = parent && (parent->focusProxy() == widget || widget->focusProxy() == parent ||
                                        qobject_cast<const QComboBox*>(parent));
        if (!own || proxied || !(widget->focusPolicy() & Qt::TabFocus) || insideDescribedElsewhere(widget))
            continue;
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(widget);
        if (iface && iface->text(QAccessible::Name).trimmed().isEmpty())
            problems << QStringLiteral("%1 in %2 (outside the accessible tree) has no name")
                            .arg(nameOf(widget), nameOf(parent));
    }
    return problems;
}

// Where a widget stands in its window.
inline QRect placeIn(const QWidget* widget, const QWidget* window)
{
    return QRect(widget->mapTo(window, QPoint(0, 0)), widget->size());
}

// The widgets Tab reaches in `window`, in the order it reaches them, from the first.
inline QList<QWidget*> tabChain(QWidget* window)
{
    QList<QWidget*> chain;
    QWidget* w = window;
    for (int guard = 0; guard < 10000; ++guard) {
        w = w->nextInFocusChain();
        if (w == window)
            break;
        if (w->window() == window && w->isVisibleTo(window) && w->isEnabled() && !w->focusProxy() &&
            (w->focusPolicy() & Qt::TabFocus))
            chain << w;
    }
    return chain;
}

// `next` reads after `previous`: inside it, below it, or to its right on the same band.
inline bool readsAfter(const QWidget* previous, const QWidget* next, const QWidget* window)
{
    constexpr int slack = 4; // the frames and margins of neighbours may overlap by a pixel or two
    const QRect a = placeIn(previous, window);
    const QRect b = placeIn(next, window);
    if (previous->isAncestorOf(next) || b.top() >= a.bottom() - slack)
        return true;
    const bool sameBand = b.top() <= a.bottom() && a.top() <= b.bottom();
    return sameBand && b.left() >= a.right() - slack;
}

// Where Tab leaves the reading order on purpose: from one object name to the next, and why.
struct TabException {
    const char* from; // nullptr: from anywhere
    const char* to;
    const char* why;
};
inline const TabException kTabExceptions[] = {
    // The hint is about Enemy waters: it follows them, though it stands at the top right.
    {"enemyBoard", "hintButton", "the hint follows the board it shows the odds on"},
    // The chat is a column of its own, right of the boards: Tab reaches it once past the boards'
    // column (the banner's last button, or the notice's), as a reader finishes a column first.
    {nullptr, "chatLog", "the chat is the next column"},
};

inline bool excepted(const QWidget* from, const QWidget* to)
{
    for (const TabException& exception : kTabExceptions)
        if ((!exception.from || from->objectName() == QLatin1String(exception.from)) &&
            to->objectName() == QLatin1String(exception.to))
            return true;
    return false;
}

inline QStringList tabOrderProblems(QWidget* window)
{
    const QList<QWidget*> chain = tabChain(window);
    QStringList problems;
    for (qsizetype i = 1; i < chain.size(); ++i)
        if (!readsAfter(chain[i - 1], chain[i], window) && !excepted(chain[i - 1], chain[i])) {
            const QRect a = placeIn(chain[i - 1], window);
            const QRect b = placeIn(chain[i], window);
            problems << QStringLiteral("Tab goes from %1 at (%2, %3) to %4 at (%5, %6), above or to its left")
                            .arg(nameOf(chain[i - 1]))
                            .arg(a.left())
                            .arg(a.top())
                            .arg(nameOf(chain[i]))
                            .arg(b.left())
                            .arg(b.top());
        }
    return problems;
}
