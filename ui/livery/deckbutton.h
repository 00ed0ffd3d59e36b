// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPushButton>

class QPainter;

// A button in the game's livery: the main action in gold, the others navy with a brass rim, the
// ways aside (Aside) only rimmed on the panel's floor until pointed at; a clear ring when it has
// the keyboard's focus. Under a high-contrast theme, the style's own button, untouched. It is a
// QPushButton in all else: its text, mnemonic and accessible name. A checkable one is a choice: a
// ring before its words, filled with a tick once chosen (in both).
class DeckButton : public QPushButton {
    Q_OBJECT

public:
    enum class Rank { Primary, Secondary, Aside };

    explicit DeckButton(Rank rank, QWidget* parent = nullptr);
    Rank rank() const { return m_rank; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    int pipSpace() const;
    void drawPip(QPainter& painter, const QColor& ink, const QColor& tick) const;

    Rank m_rank;
};
