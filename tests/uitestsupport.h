// SPDX-License-Identifier: GPL-3.0-or-later
// What the widget tests and the screenshot tool share: a player's hand on the fleet editor, and
// on the message boxes the game asks with; two measures of a picture.
#pragma once

#include "ui/placement/fleeteditor.h"

#include <QAbstractButton>
#include <QApplication>
#include <QImage>
#include <QMessageBox>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <cstdlib>
#include <utility>

// Answers the next message box with `button` (NoButton: accepts it), keeping its text in `*text`.
// Looks every 20 ms, `attempts` times, so it may be set up before the box opens.
inline void answerMessageBox(QMessageBox::StandardButton button, QString* text, int attempts = 250)
{
    QTimer::singleShot(20, [=] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* box = qobject_cast<QMessageBox*>(w); box && box->isVisible()) {
                *text = box->text();
                if (QAbstractButton* b = box->button(button))
                    b->click();
                else
                    box->accept();
                return;
            }
        if (attempts > 0)
            answerMessageBox(button, text, attempts - 1);
    });
}

// Answers the message boxes to come, one after the other, with `buttons` in turn; their texts
// go to `texts`.
inline void answerMessageBoxes(QList<QMessageBox::StandardButton> buttons, QStringList* texts,
                               int attempts = 250)
{
    if (buttons.isEmpty())
        return;
    QTimer::singleShot(20, [=] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* box = qobject_cast<QMessageBox*>(w); box && box->isVisible()) {
                *texts << box->text();
                answerMessageBoxes(buttons.mid(1), texts); // before the click: it may open the next
                if (QAbstractButton* b = box->button(buttons.front()))
                    b->click();
                else
                    box->accept();
                return;
            }
        if (attempts > 0)
            answerMessageBoxes(buttons, texts, attempts - 1);
    });
}

// Drags with plain mouse events, as a player's hand does: press, move across, release (or keep
// holding, to look at the ghost).
inline void drag(QWidget* widget, QPoint from, QPoint to, bool release = true)
{
    QTest::mousePress(widget, Qt::LeftButton, Qt::NoModifier, from);
    QTest::mouseMove(widget, (from + to) / 2);
    QTest::mouseMove(widget, to);
    if (release)
        QTest::mouseRelease(widget, Qt::LeftButton, Qt::NoModifier, to);
}

// The left end of a shipyard row: grabbing there holds the ship by its bow.
inline QPoint shipyardGrip(const FleetEditor& editor, int shipClass)
{
    const QRect row = editor.shipyardRow(shipClass);
    return {row.left() + 4, row.bottom() - 4};
}

// How far one cell's picture in `after` lies from `before`: the mean change of its pixels' channels.
inline double cellChange(const QImage& before, const QImage& after, const QRect& cell)
{
    double sum = 0;
    const QRect inside = cell.adjusted(2, 2, -2, -2); // clear of the grid's lines
    for (int y = inside.top(); y <= inside.bottom(); ++y)
        for (int x = inside.left(); x <= inside.right(); ++x) {
            const QColor a = before.pixelColor(x, y);
            const QColor b = after.pixelColor(x, y);
            sum +=
                std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue());
        }
    return sum / (3.0 * inside.width() * inside.height());
}

// A rectangle's brightest pixel (its channels' sum) and its count of light ones (ivory ink, not sea).
inline std::pair<int, int> ink(const QImage& image, const QRect& area)
{
    int brightest = 0, light = 0;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x) {
            const QColor c = image.pixelColor(x, y);
            brightest = std::max(brightest, c.red() + c.green() + c.blue());
            light += c.lightness() > 170;
        }
    return {brightest, light};
}
