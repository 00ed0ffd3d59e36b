// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/words/shipwords.h"

#include "ui/words/oneline.h"

#include <QCoreApplication>

#include <array>
#include <iterator>
#include <string_view>

namespace {

// The known classes' keys (core/shipclass.h), in ShipKind's order, for lupdate to find; each class
// has a name of its own in every language: a Custom fleet may hold any two of them.
constexpr std::array kKnown = {
    QT_TRANSLATE_NOOP("ShipClass", "Carrier"),      QT_TRANSLATE_NOOP("ShipClass", "Battleship"),
    QT_TRANSLATE_NOOP("ShipClass", "Cruiser"),      QT_TRANSLATE_NOOP("ShipClass", "Submarine"),
    QT_TRANSLATE_NOOP("ShipClass", "Destroyer"),    QT_TRANSLATE_NOOP("ShipClass", "Patrol boat"),
    QT_TRANSLATE_NOOP("ShipClass", "Torpedo boat"),
};
static_assert(kKnown.size() == seabattle::kShipKinds.size(), "every known class has its words");
static_assert(
    [] {
        for (std::size_t i = 0; i < kKnown.size(); ++i)
            if (std::string_view(kKnown[i]) != seabattle::keyOf(seabattle::ShipKind(i)))
                return false;
        return true;
    }(),
    "the words follow ShipKind's order");

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
static_assert(std::size(kKnownInText) == seabattle::kShipKinds.size(), "every known class has its words");

QString translated(const seabattle::ShipClass& shipClass, const char* disambiguation)
{
    if (const auto kind = shipClass.kind())
        return QCoreApplication::translate("ShipClass", kKnown[std::size_t(*kind)], disambiguation);
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

namespace {

// A translated pattern whose own spaces never break a line: the words it joins stay together.
QString unbroken(QString pattern)
{
    return pattern.replace(u' ', QChar(0x00A0));
}

} // namespace

QString shipClassWithLength(const seabattle::ShipClass& shipClass)
{
    //: a ship class beside its picture in the shipyard: %1 is the class ("Cruiser"), %2 the length
    //: of its ships in cells ("3"). The spaces here never break a line.
    const QString pattern = QCoreApplication::translate("Shipyard", "%1 · %2");
    return unbroken(pattern).arg(shipClassName(shipClass), QString::number(shipClass.length));
}

QString shipsLeftWords(int count)
{
    //: after the picture of a ship in the shipyard: how many ships of its class are still to place
    //: (%1, two or more). Not the length, which the class's label gives.
    const QString pattern = QCoreApplication::translate("Shipyard", "× %1");
    return unbroken(pattern).arg(count);
}
