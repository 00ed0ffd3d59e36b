// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QWidget>

// What the game says aloud to a screen reader without moving the focus: a shot's result, the
// enemy's shot, whose turn it is, the end, a chat line. One per window, unseen (no size, no
// focus); to assistive technologies a notification whose name is the line just said, shown anew
// for each line: Orca speaks a notification as it appears, as it does the desktop's own, and
// keeps it in its list of notifications (docs/ACCESSIBILITY.md says why this and not another way).
class Herald : public QWidget {
    Q_OBJECT

public:
    // The herald of `anywhere`'s window, made the first time it is asked for.
    static Herald* of(QWidget* anywhere);
    void say(const QString& line);
    QString lastLine() const { return m_last; }

signals:
    // Every line, as assistive technologies get it (for the tests, and the window's status).
    void said(const QString& line);

private:
    explicit Herald(QWidget* window);

    QString m_last;
};

// Says `line` through the herald of `from`'s window: nothing moves, nothing takes the focus.
inline void speak(QWidget* from, const QString& line)
{
    if (!line.isEmpty())
        Herald::of(from)->say(line);
}
