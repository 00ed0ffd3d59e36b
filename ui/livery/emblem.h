// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QWidget>

class QPainter;

// The game's marks, drawn in one colour so that they read in any theme, each its own shape so
// that none is told by colour alone: a compass rose for the game itself, a star in laurels for a
// victory, a ship going down for a defeat, a pennant on a mast for a computer's win (watching).
enum class Emblem { CompassRose, Victory, Defeat, Pennant };

void drawEmblem(QPainter& painter, const QRectF& box, Emblem emblem, const QColor& ink);

// One emblem, square, in `ink` (the palette's WindowText when none is given). Only a picture: the
// words beside it say the same, so it offers nothing to a screen reader.
class EmblemView : public QWidget {
    Q_OBJECT

public:
    EmblemView(Emblem emblem, int side, QWidget* parent = nullptr);
    void setEmblem(Emblem emblem);
    Emblem emblem() const { return m_emblem; }
    void setInk(const QColor& ink);

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    Emblem m_emblem;
    QColor m_ink;
};
