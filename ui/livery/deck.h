// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStackedWidget>

// The deck the game's pages stand on: deep navy, lit from above, where a form would show the
// window's grey, so that the whole window is the game's (the boards' sea, the turn, the legend
// and the shot log, the placement's buttons). The pages' writing and buttons turn ivory on navy;
// what stands on the Base colour (a line edit, a list) keeps the theme's, readable as it is.
// Under a high-contrast theme: nothing of its own, the theme's colours flat.
class Deck : public QStackedWidget {
    Q_OBJECT

public:
    explicit Deck(QWidget* parent = nullptr);

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // The palette of the window around, dressed for the deck (or left as it is under high contrast).
    void dress();

    bool m_dressing = false;
    bool m_plain = false; // high contrast: no deck painted
    bool m_dressed = false;
};

// The deck's palette: ivory writing, navy windows and buttons. Only those roles are set: Base,
// Text and the selection colours stay the theme's.
QPalette deckPalette();
