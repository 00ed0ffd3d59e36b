// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fleetlayout.h"
#include "core/ruleset.h"
#include "core/shotchart.h"

#include <QWidget>

class FleetRow;
class QLabel;

// One side's fleet at a glance: each ship drawn, afloat, hit or sunk (FleetRow; said in words to
// a screen reader and in tooltips), and the shots fired at that fleet with their accuracy.
class FleetStatusView : public QWidget {
    Q_OBJECT

public:
    // Whose shots the second line counts: the ones this fleet received, or (under Enemy waters)
    // the ones you fired.
    enum class Shots { Received, YouFired };

    explicit FleetStatusView(QWidget* parent = nullptr);
    void setShots(Shots shots);
    // The shots' line hidden (the end's banner lies over it, and says them), its room kept.
    void setShotsShown(bool shown);
    // The bottom of the ships' row, in this widget's terms.
    int shipsBottom() const;

    // `shotsAtFleet`: what the opponent knows of this fleet (its shots and the ships it sank).
    // `layout`: where the ships lie, when the one looking owns the fleet (else empty): then the
    // ships still afloat show where they were hit.
    void showFleet(const seabattle::Ruleset& rules, const seabattle::ShotChart& shotsAtFleet,
                   const seabattle::FleetLayout& layout = {});
    QString text() const;
    // Its two lines apart, in words: the ships ("Carrier · Cruiser sunk · …", drawn, and the
    // ships' row's accessible name), and the shots counted.
    QString shipsText() const;
    QString shotsText() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    FleetRow* m_ships = nullptr;
    QLabel* m_shots = nullptr;
    QString m_shipsText;
    seabattle::Ruleset m_rules;
    seabattle::ShotChart m_view;
    seabattle::FleetLayout m_layout;
    Shots m_counting = Shots::Received;
};
