// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/words/shipsentence.h"

#include "ui/words/oneline.h"

#include <QCoreApplication>

namespace {

QString translated(const ShipText& text)
{
    return QCoreApplication::translate("ShipSentence", text.source, text.comment);
}

// A Custom class's name, from the player or a LAN peer, stands in the sentence on one line.
QString namedBy(const seabattle::ShipClass& shipClass)
{
    return oneLine(QString::fromStdString(shipClass.name));
}

} // namespace

seabattle::ShipClass shipClassAt(const seabattle::Ruleset& rules, int classIndex)
{
    if (classIndex >= 0 && classIndex < int(rules.fleet.size()))
        return rules.fleet[std::size_t(classIndex)];
    //: the name of a ship the game cannot tell (a damaged layout, a false answer), standing where a
    //: class the player named would: "the ship «unknown ship»"
    return {QCoreApplication::translate("ShipSentence", "unknown ship").toStdString(), 1, 1};
}

QString say(const ShipSentence<0>& sentence, const seabattle::ShipClass& shipClass)
{
    if (const auto kind = shipClass.kind())
        return translated(sentence.known[std::size_t(*kind)]);
    return translated(sentence.named).arg(namedBy(shipClass));
}

QString say(const ShipSentence<1>& sentence, const seabattle::ShipClass& shipClass, const QString& argument)
{
    if (const auto kind = shipClass.kind())
        return translated(sentence.known[std::size_t(*kind)]).arg(argument);
    // Both at once: a name holding "%1" stays as typed.
    return translated(sentence.named).arg(argument, namedBy(shipClass));
}
