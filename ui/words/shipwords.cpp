// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/words/shipwords.h"

#include "ui/words/oneline.h"

#include <QCoreApplication>

#include <array>

namespace {

// The keys are core's stable English names; QT_TRANSLATE_NOOP lets lupdate find them. Each class
// has a name of its own in every language: a Custom fleet may hold any two of them.
constexpr std::array kKnown = {
    QT_TRANSLATE_NOOP("ShipClass", "Carrier"),      QT_TRANSLATE_NOOP("ShipClass", "Battleship"),
    QT_TRANSLATE_NOOP("ShipClass", "Cruiser"),      QT_TRANSLATE_NOOP("ShipClass", "Submarine"),
    QT_TRANSLATE_NOOP("ShipClass", "Destroyer"),    QT_TRANSLATE_NOOP("ShipClass", "Patrol boat"),
    QT_TRANSLATE_NOOP("ShipClass", "Torpedo boat"),
};

// The same names as they are written inside a sentence (for lupdate: translated() looks them up).
struct InText {
    const char* key;
    const char* disambiguation;
};
[[maybe_unused]] constexpr InText kKnownInText[] = {
    QT_TRANSLATE_NOOP3("ShipClass", "Carrier", "inside a sentence"),
    QT_TRANSLATE_NOOP3("ShipClass", "Battleship", "inside a sentence"),
    QT_TRANSLATE_NOOP3("ShipClass", "Cruiser", "inside a sentence"),
    QT_TRANSLATE_NOOP3("ShipClass", "Submarine", "inside a sentence"),
    QT_TRANSLATE_NOOP3("ShipClass", "Destroyer", "inside a sentence"),
    QT_TRANSLATE_NOOP3("ShipClass", "Patrol boat", "inside a sentence"),
    QT_TRANSLATE_NOOP3("ShipClass", "Torpedo boat", "inside a sentence"),
};

QString translated(const seabattle::ShipClass& shipClass, const char* disambiguation)
{
    for (const char* key : kKnown)
        if (shipClass.name == key)
            return QCoreApplication::translate("ShipClass", key, disambiguation);
    // A Custom class's name, from the player or a LAN peer, stands in sentences: on one line.
    return oneLine(QString::fromStdString(shipClass.name));
}

} // namespace

QString shipClassName(const seabattle::ShipClass& shipClass)
{
    return translated(shipClass, nullptr);
}

QString shipClassNameInText(const seabattle::ShipClass& shipClass)
{
    return translated(shipClass, "inside a sentence");
}
