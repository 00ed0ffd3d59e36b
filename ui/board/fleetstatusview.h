// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ruleset.h"
#include "core/shotchart.h"

#include <QWidget>

class QLabel;

// One side's fleet at a glance: each kind of ship with how many are afloat, and the shots
// fired at that fleet with their accuracy.
class FleetStatusView : public QWidget {
    Q_OBJECT

public:
    // Whose shots the second line counts: the ones this fleet received, or (under Enemy waters)
    // the ones you fired.
    enum class Shots { Received, YouFired };

    explicit FleetStatusView(QWidget* parent = nullptr);
    void setShots(Shots shots);

    // `shotsAtFleet`: what the opponent knows of this fleet (its shots and the ships it sank).
    void showFleet(const seabattle::Ruleset& rules, const seabattle::ShotChart& shotsAtFleet);
    QString text() const;
    // Its two lines apart: the ships ("Carrier · Cruiser sunk · …"), and the shots counted.
    QString shipsText() const;
    QString shotsText() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QLabel* m_ships = nullptr;
    QLabel* m_shots = nullptr;
    seabattle::Ruleset m_rules;
    seabattle::ShotChart m_view;
    Shots m_counting = Shots::Received;
};
