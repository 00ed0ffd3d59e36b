// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/coord.h"
#include "core/expected.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <array>
#include <cstdint>

// The one strict way every JSON the game reads is read (the LAN protocol and each file): a field
// is there, of its type, within its bounds, or the reading stops naming it. Nothing is coerced:
// a number in quotes is not a number, 2.5 is not a count.
namespace json {

// Why a JSON object was refused: the field at fault, and how.
struct FieldProblem {
    enum class Kind {
        Missing,      // `field` is required
        WrongType,    // `field` has the wrong JSON type
        OutOfRange,   // `field` holds a value not allowed (a cell off the grid, a name too long…)
        TooMany,      // `field` is a list longer than allowed
        Inconsistent, // `field` contradicts another value (more hits than shots…)
        Unknown,      // `field` is a key the format does not have
    };
    Kind kind = Kind::Missing;
    QString field;
};

// Thrown by the readers below and caught by readStrictly() only: it keeps each reader one line
// per field.
struct Refused {
    FieldProblem problem;
};
[[noreturn]] void refuse(FieldProblem::Kind kind, const QString& field);

QJsonValue required(const QJsonObject& o, const QString& field);
// A string of at most `maxLength` characters; with `optional`, an absent field reads as empty.
QString text(const QJsonObject& o, const QString& field, qsizetype maxLength, bool optional = false);
// A whole number from `min` to `max`.
int integer(const QJsonValue& v, const QString& field, int min, int max);
bool boolean(const QJsonObject& o, const QString& field);
// A cell in its one written form ("B3").
seabattle::Coord cell(const QJsonValue& v, const QString& field);
// Lower-case hexadecimal of `minBytes` to `maxBytes` bytes.
QByteArray hexBytes(const QJsonObject& o, const QString& field, qsizetype minBytes, qsizetype maxBytes);
// A finite number from `min` to `max`.
double real(const QJsonValue& v, const QString& field, double min, double max);
// A whole number from 0 to `max` (at most 2^53, where doubles still count one by one).
std::int64_t count(const QJsonValue& v, const QString& field, std::int64_t max);
// An array of at most `maxSize` entries; an object.
QJsonArray array(const QJsonValue& v, const QString& field, qsizetype maxSize);
QJsonArray array(const QJsonObject& o, const QString& field, qsizetype maxSize);
QJsonObject object(const QJsonValue& v, const QString& field);
QJsonObject object(const QJsonObject& o, const QString& field);
// `o` holds exactly `keys`: the first missing one, or else the first other one, is refused.
// `where` is the path of `o` itself ("" at the top).
void exactKeys(const QJsonObject& o, const QStringList& keys, const QString& where);
// `o` holds every one of `keys`, may hold any of `optionalKeys`, and nothing else (fields a later
// version added, which an older file does not have).
void exactKeys(const QJsonObject& o, const QStringList& keys, const QStringList& optionalKeys,
               const QString& where);
// Unless `consistent`, `field` contradicts another value.
void check(bool consistent, const QString& field);
// Paths to name a field inside others: "opponents.hard", "results[3]".
QString join(const QString& where, const QString& key);
QString at(const QString& where, qsizetype index);

// One of `names`, as its index.
template <std::size_t N>
int choice(const QJsonObject& o, const QString& field, const std::array<const char*, N>& names)
{
    const QString s = text(o, field, 20);
    for (std::size_t i = 0; i < N; ++i)
        if (s == QLatin1String(names[i]))
            return int(i);
    refuse(FieldProblem::Kind::OutOfRange, field);
}

// What `read` (made of the readers above) returns, or the first problem it met.
template <class Read> auto readStrictly(Read&& read) -> seabattle::Expected<decltype(read()), FieldProblem>
{
    try {
        return read();
    } catch (const Refused& refused) {
        return seabattle::Unexpected{refused.problem};
    }
}

} // namespace json
