// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QWidget>

// What the game says aloud to a screen reader without moving the focus: a shot's result, the
// enemy's shot, whose turn it is, the end, a chat line. One per window, unseen (no size, no
// focus). Each line is a notification of its own (a SpokenLine), named with the line before it is
// shown: Orca speaks a notification as it appears, as it does the desktop's own, and keeps it in
// its list of notifications (docs/ACCESSIBILITY.md says why this and not another way).
class Herald : public QWidget {
    Q_OBJECT

public:
    // The herald of `anywhere`'s window, made the first time it is asked for.
    static Herald* of(QWidget* anywhere);
    void say(const QString& line);
    QString lastLine() const { return m_last; }

    // The lines kept, newest last: a screen reader reads a line's name after the event that
    // shows it, so a line must not change once said (two lines often come at once: a shot and
    // the turn it passes).
    static constexpr int kKeptLines = 20;

signals:
    // Every line, as assistive technologies get it (for the tests, and the window's status).
    void said(const QString& line);

private:
    explicit Herald(QWidget* window);

    QString m_last;
};

// One line said: a notification to assistive technologies, its name the line.
class SpokenLine : public QWidget {
    Q_OBJECT

public:
    SpokenLine(const QString& line, QWidget* herald);
};

// Says `line` through the herald of `from`'s window: nothing moves, nothing takes the focus. A
// window not shown says nothing (a page set up as the game starts, before anyone can see it).
inline void speak(QWidget* from, const QString& line)
{
    if (!line.isEmpty() && from->window()->isVisible())
        Herald::of(from)->say(line);
}
