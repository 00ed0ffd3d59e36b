// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shipnames.h"

#include <QCoreApplication>

#include <array>
#include <utility>

QString shipClassName(const seabattle::ShipClass& shipClass)
{
    // The keys are core's stable English names; QT_TRANSLATE_NOOP lets lupdate find them.
    static const std::array known = {
        QT_TRANSLATE_NOOP("ShipClass", "Carrier"),     QT_TRANSLATE_NOOP("ShipClass", "Battleship"),
        QT_TRANSLATE_NOOP("ShipClass", "Cruiser"),     QT_TRANSLATE_NOOP("ShipClass", "Submarine"),
        QT_TRANSLATE_NOOP("ShipClass", "Destroyer"),   QT_TRANSLATE_NOOP("ShipClass", "Patrol boat"),
        QT_TRANSLATE_NOOP("ShipClass", "Torpedo boat"),
    };
    for (const char* key : known)
        if (shipClass.name == key)
            return QCoreApplication::translate("ShipClass", key);
    return QString::fromStdString(shipClass.name);
}
