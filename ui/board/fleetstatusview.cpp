// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/fleetstatusview.h"

#include "ui/board/fleetrow.h"
#include "ui/words/shipwords.h"
#include "ui/words/shotsentences.h"

#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include <algorithm>

using namespace seabattle;

FleetStatusView::FleetStatusView(QWidget* parent) : QWidget(parent)
{
    m_ships = new FleetRow(this);
    m_ships->setObjectName(QStringLiteral("fleetRow"));
    m_shots = new QLabel(this);
    m_shots->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    QSizePolicy keepsItsPlace = m_shots->sizePolicy(); // hidden, it leaves the board its size
    keepsItsPlace.setRetainSizeWhenHidden(true);
    m_shots->setSizePolicy(keepsItsPlace);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(3);
    layout->addWidget(m_ships);
    layout->addWidget(m_shots);
}

void FleetStatusView::setShotsShown(bool shown)
{
    m_shots->setVisible(shown);
}

int FleetStatusView::shipsBottom() const
{
    return m_ships->geometry().bottom() + 1;
}

void FleetStatusView::setShots(Shots shots)
{
    m_counting = shots;
    retranslate();
}

void FleetStatusView::showFleet(const Ruleset& rules, const ShotChart& shotsAtFleet,
                                const FleetLayout& layout)
{
    m_rules = rules;
    m_view = shotsAtFleet;
    m_layout = layout;
    retranslate();
}

QString FleetStatusView::text() const
{
    return shipsText() + QLatin1Char('\n') + shotsText();
}

QString FleetStatusView::shipsText() const
{
    return m_shipsText;
}

QString FleetStatusView::shotsText() const
{
    return m_shots->text();
}

void FleetStatusView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void FleetStatusView::retranslate()
{
    std::vector<ShipStatus> ships = fleetStatus(m_rules, m_view, m_layout);
    QStringList parts;
    for (int c = 0; c < int(m_rules.fleet.size()); ++c) {
        const ShipClass& shipClass = m_rules.fleet[std::size_t(c)];
        const auto sunk = std::ranges::count_if(ships, [c](const ShipStatus& s) {
            return s.ship.shipClass == c && s.state == ShipStatus::State::Sunk;
        });
        const int afloat = shipClass.count - int(sunk);
        const QString part = afloat == 0 ? allSunkLabel(shipClass)
                             : shipClass.count == 1
                                 ? shipClassName(shipClass)
                                 : tr("%1 %2/%3")
                                       .arg(shipClassName(shipClass), QString::number(afloat),
                                            QString::number(shipClass.count));
        // Said as one item, never split ("Sous-marin coulé", "Patrol boat 1/2").
        parts << QString(part).replace(u' ', QChar(0x00A0)).replace(u'-', QChar(0x2011));
    }
    m_shipsText = parts.join(QStringLiteral(" · "));
    // The pictures say it to the eye; their name says it to a screen reader, as the line of words did.
    m_ships->setAccessibleName(m_shipsText);
    m_ships->setShips(std::move(ships));
    const int shots = m_view.shotsFired();
    const QLocale locale;
    const double accuracy = shots > 0 ? 100.0 * m_view.hits() / shots : 0.0;
    const QString counted = m_counting == Shots::YouFired
                                ? tr("You fired %n shot(s), %1 on target (%2%)", "", shots)
                                : tr("%n shot(s) received, %1 on target (%2%)", "", shots);
    m_shots->setText(counted.arg(locale.toString(m_view.hits()), locale.toString(accuracy, 'f', 0)));
}
