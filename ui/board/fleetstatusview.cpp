// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/board/fleetstatusview.h"

#include "ui/words/plaintext.h"
#include "ui/words/shipwords.h"
#include "ui/words/shotsentences.h"

#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

using namespace seabattle;

FleetStatusView::FleetStatusView(QWidget* parent) : QWidget(parent)
{
    m_ships = new QLabel(this);
    m_ships->setWordWrap(true);
    showAsTyped(m_ships); // it may name Custom classes
    m_ships->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    // Two lines kept, even when one is enough: the boards above never move as ships go down.
    m_ships->setMinimumHeight(m_ships->fontMetrics().lineSpacing() * 2);
    m_shots = new QLabel(this);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_ships);
    layout->addWidget(m_shots);
}

void FleetStatusView::setShots(Shots shots)
{
    m_counting = shots;
    retranslate();
}

void FleetStatusView::showFleet(const Ruleset& rules, const ShotChart& shotsAtFleet)
{
    m_rules = rules;
    m_view = shotsAtFleet;
    retranslate();
}

QString FleetStatusView::text() const
{
    return shipsText() + QLatin1Char('\n') + shotsText();
}

QString FleetStatusView::shipsText() const
{
    return m_ships->text();
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
    QStringList parts;
    for (int c = 0; c < int(m_rules.fleet.size()); ++c) {
        const ShipClass& shipClass = m_rules.fleet[std::size_t(c)];
        int sunk = 0;
        for (const SunkShip& s : m_view.sunkShips())
            sunk += s.ship.shipClass == c;
        const int afloat = shipClass.count - sunk;
        const QString part = afloat == 0 ? allSunkLabel(shipClass)
                             : shipClass.count == 1
                                 ? shipClassName(shipClass)
                                 : tr("%1 %2/%3")
                                       .arg(shipClassName(shipClass), QString::number(afloat),
                                            QString::number(shipClass.count));
        // A line may break between ships, never inside one ("Sous-marin coulé", "Patrol boat 1/2").
        parts << QString(part).replace(u' ', QChar(0x00A0)).replace(u'-', QChar(0x2011));
    }
    m_ships->setText(parts.join(QStringLiteral(" · ")));
    const int shots = m_view.shotsFired();
    const QLocale locale;
    const double accuracy = shots > 0 ? 100.0 * m_view.hits() / shots : 0.0;
    const QString counted = m_counting == Shots::YouFired
                                ? tr("You fired %n shot(s), %1 on target (%2%)", "", shots)
                                : tr("%n shot(s) received, %1 on target (%2%)", "", shots);
    m_shots->setText(counted.arg(locale.toString(m_view.hits()), locale.toString(accuracy, 'f', 0)));
}
