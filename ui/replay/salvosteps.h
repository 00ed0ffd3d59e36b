// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/matchhistory.h"
#include "core/salvospan.h"

#include <QWidget>

#include <optional>
#include <vector>

class QPushButton;

// A Salvo game's replay steps by whole salvos as well as by shots: "Previous salvo" (Page Up) and
// "Next salvo" (Page Down) go to the end of a salvo, and the position reads "Salvo 3 of 14, shot
// 2 of 4". The salvos are core's (salvoSpans()), never worked out here. Hidden for a game under
// the other rules, where a turn is one shot and the shot steps say it all.
class SalvoSteps : public QWidget {
    Q_OBJECT

public:
    explicit SalvoSteps(QWidget* parent = nullptr);

    // The game stepped through (nullopt: none); the salvos as its rules made them.
    void setGame(const std::optional<seabattle::MatchHistory>& history);
    bool isSalvo() const { return m_salvo; }
    const std::vector<seabattle::SalvoSpan>& salvos() const { return m_spans; }

    // The step after the last shot of the salvo before the one shown at `step` (0 first), and
    // after the last shot of the next salvo; `step` itself at either end.
    int previousStop(int step) const;
    int nextStop(int step) const;
    // Where `step` (shots shown) stands in salvos: "Salvo 3 of 14, shot 2 of 4".
    QString positionText(int step) const;
    // Enables the buttons for `step`.
    void showStep(int step);

signals:
    void stepWanted(int step);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    bool m_salvo = false;
    std::vector<seabattle::SalvoSpan> m_spans;
    int m_step = 0;
    QPushButton* m_previous = nullptr;
    QPushButton* m_next = nullptr;
};
