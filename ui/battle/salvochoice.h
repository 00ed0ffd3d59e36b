// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/coord.h"

#include <QWidget>

#include <vector>

class QLabel;
class QPushButton;

// The salvo being aimed under the Salvo rule: the cells chosen on Enemy waters, in order; how many
// of the salvo's shots they are ("3 of 5 shots chosen"); and Fire, once every shot has its cell.
// It holds the choice only: which cells may be chosen is the board's to say, the salvo's rules
// core's.
class SalvoChoice : public QWidget {
    Q_OBJECT

public:
    explicit SalvoChoice(QWidget* parent = nullptr);

    // A salvo of `size` shots to aim (the cells chosen so far kept if it is the same salvo);
    // 0 or below: none (hidden).
    void begin(int size);
    void end() { begin(0); }
    bool aiming() const { return m_size > 0; }
    bool complete() const { return aiming() && int(m_chosen.size()) == m_size; }
    int size() const { return m_size; }

    enum class Pick { Chosen, TakenBack, Full };
    // Chooses `cell`, or takes it back if it was chosen; once every shot has a cell, no other.
    Pick pick(seabattle::Coord cell);
    const std::vector<seabattle::Coord>& chosen() const { return m_chosen; }
    // Sends the salvo if complete (fireRequested()); its cells stay chosen until the turn moves on.
    bool fire();
    QString line() const;

signals:
    void chosenChanged(const std::vector<seabattle::Coord>& cells);
    void fireRequested(const std::vector<seabattle::Coord>& cells);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QLabel* m_line = nullptr;
    QPushButton* m_fire = nullptr;
    int m_size = 0;
    std::vector<seabattle::Coord> m_chosen;
};
