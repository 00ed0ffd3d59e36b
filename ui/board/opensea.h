// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPixmap>
#include <QWidget>

// The open sea the boards lie on: the water painted across the whole play area (around the
// grids, under the coordinates, the titles and the fleet lines), one water with the boards' own.
// The text on it turns light, as the sea is deep (a high-contrast theme keeps its own colours,
// on its flat sea). The boards on it paint only their grids' lines, ships and marks.
class OpenSea : public QWidget {
    Q_OBJECT

public:
    // The light over the sea: calm through a battle; at its end, sunlit gold for a victory, dusk
    // and the glow of fires for a defeat (nothing of it under a high-contrast theme).
    enum class Mood { Calm, Victory, Defeat };

    explicit OpenSea(QWidget* parent = nullptr);
    void setMood(Mood mood);
    Mood mood() const { return m_mood; }
    // Where the water ends, from the top: the end's banner lies below it, on the deck, rather than
    // over the sea's rim. Negative: the whole height, as through a battle.
    void setShore(int y);

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // The palette's text made light on the sea, or given back in a high-contrast theme.
    void takeColours();

    QPixmap m_picture; // the sea as last painted, for this size, pixel ratio, palette and mood
    bool m_taking = false;
    Mood m_mood = Mood::Calm;
    int m_shore = -1;
};
