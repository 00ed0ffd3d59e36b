// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

// The head of a dialog in the game's livery: a navy strip with a brass rim, the compass rose,
// and the dialog's own title in ivory; flat and in the theme's colours under high contrast. It
// follows its window's title, so it brings no words of its own and changes language with it.
class Masthead : public QLabel {
    Q_OBJECT

public:
    explicit Masthead(QWidget* dialog);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void dress();

    QWidget* m_dialog;
    bool m_dressing = false; // its own palette being set: no second dressing
};
