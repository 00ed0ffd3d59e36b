// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/json/fieldreader.h"

#include <cmath>

namespace json {

using Kind = FieldProblem::Kind;

void refuse(Kind kind, const QString& field)
{
    throw Refused{{kind, field}};
}

QJsonValue required(const QJsonObject& o, const QString& field)
{
    const QJsonValue v = o.value(field);
    if (v.isUndefined())
        refuse(Kind::Missing, field);
    return v;
}

QString text(const QJsonObject& o, const QString& field, qsizetype maxLength, bool optional)
{
    if (optional && !o.contains(field))
        return {};
    const QJsonValue v = required(o, field);
    if (!v.isString())
        refuse(Kind::WrongType, field);
    const QString s = v.toString();
    if (s.size() > maxLength)
        refuse(Kind::OutOfRange, field);
    return s;
}

int integer(const QJsonValue& v, const QString& field, int min, int max)
{
    if (!v.isDouble())
        refuse(Kind::WrongType, field);
    const double d = v.toDouble();
    if (!std::isfinite(d) || d != std::floor(d) || d < min || d > max)
        refuse(Kind::OutOfRange, field);
    return int(d);
}

bool boolean(const QJsonObject& o, const QString& field)
{
    const QJsonValue v = required(o, field);
    if (!v.isBool())
        refuse(Kind::WrongType, field);
    return v.toBool();
}

seabattle::Coord cell(const QJsonValue& v, const QString& field)
{
    if (!v.isString())
        refuse(Kind::WrongType, field);
    const QString s = v.toString();
    const auto c = s.size() <= 3 ? seabattle::parseCoord(s.toStdString())
                                 : seabattle::Unexpected{seabattle::CoordError::NotACoordinate};
    if (!c || s != QString::fromStdString(seabattle::formatCoord(*c)))
        refuse(Kind::OutOfRange, field); // only the canonical form ("B3")
    return *c;
}

QByteArray hexBytes(const QJsonObject& o, const QString& field, qsizetype minBytes, qsizetype maxBytes)
{
    const QString s = text(o, field, maxBytes * 2);
    for (QChar ch : s)
        if (!((ch >= u'0' && ch <= u'9') || (ch >= u'a' && ch <= u'f')))
            refuse(Kind::OutOfRange, field);
    if (s.size() % 2 != 0 || s.size() < minBytes * 2)
        refuse(Kind::OutOfRange, field);
    return QByteArray::fromHex(s.toLatin1());
}

double real(const QJsonValue& v, const QString& field, double min, double max)
{
    if (!v.isDouble())
        refuse(Kind::WrongType, field);
    const double d = v.toDouble();
    if (!std::isfinite(d) || d < min || d > max)
        refuse(Kind::OutOfRange, field);
    return d;
}

std::int64_t count(const QJsonValue& v, const QString& field, std::int64_t max)
{
    if (!v.isDouble())
        refuse(Kind::WrongType, field);
    const double d = v.toDouble();
    if (!(d >= 0 && d <= double(max)) || std::floor(d) != d)
        refuse(Kind::OutOfRange, field);
    return std::int64_t(d);
}

QJsonArray array(const QJsonValue& v, const QString& field, qsizetype maxSize)
{
    if (!v.isArray())
        refuse(Kind::WrongType, field);
    if (v.toArray().size() > maxSize)
        refuse(Kind::TooMany, field);
    return v.toArray();
}

QJsonArray array(const QJsonObject& o, const QString& field, qsizetype maxSize)
{
    return array(required(o, field), field, maxSize);
}

QJsonObject object(const QJsonValue& v, const QString& field)
{
    if (!v.isObject())
        refuse(Kind::WrongType, field);
    return v.toObject();
}

QJsonObject object(const QJsonObject& o, const QString& field)
{
    return object(required(o, field), field);
}

void exactKeys(const QJsonObject& o, const QStringList& keys, const QString& where)
{
    exactKeys(o, keys, {}, where);
}

void exactKeys(const QJsonObject& o, const QStringList& keys, const QStringList& optionalKeys,
               const QString& where)
{
    for (const QString& key : keys)
        if (!o.contains(key))
            refuse(Kind::Missing, join(where, key));
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!keys.contains(it.key()) && !optionalKeys.contains(it.key()))
            refuse(Kind::Unknown, join(where, it.key()));
}

void check(bool consistent, const QString& field)
{
    if (!consistent)
        refuse(Kind::Inconsistent, field);
}

QString join(const QString& where, const QString& key)
{
    return where.isEmpty() ? key : where + QLatin1Char('.') + key;
}

QString at(const QString& where, qsizetype index)
{
    return where + QStringLiteral("[%1]").arg(index);
}

} // namespace json
