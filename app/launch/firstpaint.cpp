// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/launch/firstpaint.h"

#include <QEvent>
#include <QTimer>
#include <QWidget>

namespace {

// Waits for the window's first paint event, then lets the paint finish (the rest of the window's
// widgets, the flush to the screen) before the work.
class FirstPaint : public QObject {
public:
    FirstPaint(QWidget& window, std::function<void()> work) : QObject(&window), m_work(std::move(work))
    {
        window.installEventFilter(this);
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint && watched == parent()) {
            watched->removeEventFilter(this);
            QTimer::singleShot(0, watched, std::move(m_work));
            deleteLater();
        }
        return false;
    }

private:
    std::function<void()> m_work;
};

} // namespace

void afterFirstPaint(QWidget& window, std::function<void()> work)
{
    new FirstPaint(window, std::move(work));
}
