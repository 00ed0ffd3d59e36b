// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/net/message.h"

#include "app/json/rulesjson.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringDecoder>

#include <cmath>
#include <optional>

using namespace seabattle;

namespace net {

namespace {

using Kind = DecodeFailure::Kind;

// The protocol's fields are read by the game's one strict reader (app/json/fieldreader.h).
using json::cell;
using json::choice;
using json::hexBytes;
using json::integer;
using json::refuse;
using json::required;
using json::text;
static_assert(json::kMaxShipNameLength == kMaxNameLength, "a class is named like a player on the wire");

// The standard words of every GoodbyeReason, in its order; "%1" is the subject.
constexpr std::array<const char*, 27> kGoodbyeWords = {
    "",
    "line longer than %1 bytes",
    "malformed message%1",
    "too many messages",
    "busy: this host already has a guest",
    "no hello",
    "incompatible protocol version %1 (this game speaks %2)",
    "second hello",
    "unknown session",
    "host hello without a session token",
    "host hello with a malformed session token",
    "rules not settled in time",
    "a game with another player is in progress",
    "%1 before hello",
    "unexpected %1",
    "rules that cannot be played",
    "shot out of turn",
    "shot at a cell already fired at",
    "result for a shot never made",
    "reveal before the end",
    "rule violation: impossible answer",
    "declined",
    "left",
    "win claimed",
    "match over",
    "rules with Salvo, which your version of Sea Battle cannot play over the network: "
    "update it to join, or ask for rules without Salvo",
    "salvo not allowed",
};
static_assert(kGoodbyeWords.size() == std::size_t(GoodbyeReason::BadSalvo) + 1);

constexpr std::array kResults = {"miss", "hit", "sunk"};

Result readResult(const QJsonObject& o)
{
    Result r{cell(required(o, QStringLiteral("cell")), QStringLiteral("cell")),
             ShotResult(choice(o, QStringLiteral("result"), kResults)), std::nullopt};
    if (r.result != ShotResult::Sunk) {
        if (o.contains(QStringLiteral("ship")))
            refuse(json::FieldProblem::Kind::OutOfRange, QStringLiteral("ship"));
        return r;
    }
    const QJsonValue ship = required(o, QStringLiteral("ship"));
    if (!ship.isObject())
        refuse(json::FieldProblem::Kind::WrongType, QStringLiteral("ship"));
    const QJsonObject s = ship.toObject();
    SunkShip sunk{
        {integer(required(s, QStringLiteral("class")), QStringLiteral("class"), 0, kMaxFleetShips - 1),
         integer(required(s, QStringLiteral("number")), QStringLiteral("number"), 0, kMaxShipsPerClass - 1)},
        {}};
    const QJsonValue cells = required(s, QStringLiteral("cells"));
    if (!cells.isArray())
        refuse(json::FieldProblem::Kind::WrongType, QStringLiteral("cells"));
    if (cells.toArray().isEmpty() || cells.toArray().size() > kMaxShipLength)
        refuse(json::FieldProblem::Kind::OutOfRange, QStringLiteral("cells"));
    for (const QJsonValue& c : cells.toArray())
        sunk.cells.push_back(cell(c, QStringLiteral("cells")));
    r.sunk = sunk;
    return r;
}

Hello readHello(const QJsonObject& o)
{
    Hello hello{integer(required(o, QStringLiteral("protocol")), QStringLiteral("protocol"), 0, 1'000'000),
                text(o, QStringLiteral("app"), kMaxNameLength),
                text(o, QStringLiteral("version"), kMaxNameLength),
                text(o, QStringLiteral("name"), kMaxNameLength), text(o, QStringLiteral("token"), 64, true)};
    // Version 1 says nothing of it: it speaks version 1 only.
    const QJsonValue upTo = o.value(QStringLiteral("upTo"));
    hello.upTo = upTo.isUndefined() ? 1 : integer(upTo, QStringLiteral("upTo"), 1, 1'000'000);
    return hello;
}

// A salvo has a shot per ship at most: bounded by the largest fleet, before any rule is asked.
SalvoMessage readSalvo(const QJsonObject& o)
{
    const QJsonValue cells = required(o, QStringLiteral("cells"));
    if (!cells.isArray())
        refuse(json::FieldProblem::Kind::WrongType, QStringLiteral("cells"));
    if (cells.toArray().isEmpty() || cells.toArray().size() > kMaxFleetShips)
        refuse(json::FieldProblem::Kind::OutOfRange, QStringLiteral("cells"));
    SalvoMessage salvo;
    for (const QJsonValue& c : cells.toArray())
        salvo.targets.push_back(cell(c, QStringLiteral("cells")));
    return salvo;
}

Goodbye goodbyeIn(const QString& words)
{
    return Goodbye{goodbyeReasonOf(words), words};
}

// The message `o` is, or none if its type is none of the protocol's.
std::optional<Message> read(const QJsonObject& o)
{
    const QJsonValue typeValue = o.value(QStringLiteral("type"));
    const QString type = typeValue.isString() ? typeValue.toString() : QString();
    if (type == QLatin1String("hello"))
        return readHello(o);
    if (type == QLatin1String("salvo"))
        return readSalvo(o);
    if (type == QLatin1String("rules"))
        return RulesOffer{json::readRules(o)};
    if (type == QLatin1String("accept"))
        return Accept{};
    if (type == QLatin1String("decline"))
        return Decline{text(o, QStringLiteral("reason"), kMaxReasonLength, true)};
    if (type == QLatin1String("commit"))
        return Commit{hexBytes(o, QStringLiteral("hash"), 32, 32)};
    if (type == QLatin1String("shot"))
        return ShotMessage{cell(required(o, QStringLiteral("cell")), QStringLiteral("cell"))};
    if (type == QLatin1String("result"))
        return readResult(o);
    if (type == QLatin1String("chat"))
        return Chat{text(o, QStringLiteral("text"), kMaxChatLength)};
    if (type == QLatin1String("resign"))
        return Resign{};
    if (type == QLatin1String("rematch"))
        return Rematch{};
    if (type == QLatin1String("heartbeat"))
        return Heartbeat{};
    if (type == QLatin1String("reveal"))
        return Reveal{text(o, QStringLiteral("layout"), kBoardSize * (kBoardSize + 1)),
                      hexBytes(o, QStringLiteral("salt"), kSaltBytes, 64)};
    if (type == QLatin1String("goodbye"))
        return goodbyeIn(text(o, QStringLiteral("reason"), kMaxReasonLength, true));
    return std::nullopt;
}

QJsonArray cellArray(const std::vector<Coord>& cells)
{
    QJsonArray a;
    for (Coord c : cells)
        a.append(QString::fromStdString(formatCoord(c)));
    return a;
}

QString cellText(Coord c)
{
    return QString::fromStdString(formatCoord(c));
}

QJsonObject write(const Message& message)
{
    return std::visit(
        [](const auto& m) -> QJsonObject {
            using T = std::decay_t<decltype(m)>;
            if constexpr (std::is_same_v<T, Hello>) {
                QJsonObject o{{"type", "hello"},
                              {"protocol", m.protocol},
                              {"app", m.app},
                              {"version", m.version},
                              {"name", m.name}};
                if (!m.token.isEmpty())
                    o.insert(QStringLiteral("token"), m.token);
                if (m.upTo != 1) // as version 1 wrote it
                    o.insert(QStringLiteral("upTo"), m.upTo);
                return o;
            } else if constexpr (std::is_same_v<T, RulesOffer>) {
                QJsonObject o = json::rulesToJson(m.rules);
                o.insert(QStringLiteral("type"), QStringLiteral("rules"));
                return o;
            } else if constexpr (std::is_same_v<T, Accept>) {
                return {{"type", "accept"}};
            } else if constexpr (std::is_same_v<T, Decline>) {
                return {{"type", "decline"}, {"reason", m.reason}};
            } else if constexpr (std::is_same_v<T, Commit>) {
                return {{"type", "commit"}, {"hash", QString::fromLatin1(m.hash.toHex())}};
            } else if constexpr (std::is_same_v<T, SalvoMessage>) {
                return {{"type", "salvo"}, {"cells", cellArray(m.targets)}};
            } else if constexpr (std::is_same_v<T, ShotMessage>) {
                return {{"type", "shot"}, {"cell", cellText(m.target)}};
            } else if constexpr (std::is_same_v<T, Result>) {
                QJsonObject o{{"type", "result"},
                              {"cell", cellText(m.target)},
                              {"result", kResults[std::size_t(m.result)]}};
                if (m.sunk)
                    o.insert(QStringLiteral("ship"), QJsonObject{{"class", m.sunk->ship.shipClass},
                                                                 {"number", m.sunk->ship.number},
                                                                 {"cells", cellArray(m.sunk->cells)}});
                return o;
            } else if constexpr (std::is_same_v<T, Chat>) {
                return {{"type", "chat"}, {"text", m.text}};
            } else if constexpr (std::is_same_v<T, Resign>) {
                return {{"type", "resign"}};
            } else if constexpr (std::is_same_v<T, Rematch>) {
                return {{"type", "rematch"}};
            } else if constexpr (std::is_same_v<T, Heartbeat>) {
                return {{"type", "heartbeat"}};
            } else if constexpr (std::is_same_v<T, Reveal>) {
                return {
                    {"type", "reveal"}, {"layout", m.layout}, {"salt", QString::fromLatin1(m.salt.toHex())}};
            } else {
                return {{"type", "goodbye"}, {"reason", m.reason}};
            }
        },
        message);
}

// The UTF-16 unit of the escape "\uXXXX" at `at`, or -1 if there is none.
int escapedUnit(const QByteArray& body, qsizetype at)
{
    if (at + 6 > body.size() || body[at] != '\\' || body[at + 1] != 'u')
        return -1;
    int unit = 0;
    for (qsizetype i = at + 2; i < at + 6; ++i) {
        const char c = body[i];
        const int digit = c >= '0' && c <= '9'   ? c - '0'
                          : c >= 'a' && c <= 'f' ? c - 'a' + 10
                          : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                                 : -1;
        if (digit < 0)
            return -1;
        unit = unit * 16 + digit;
    }
    return unit;
}

// What Qt's parser would take but the protocol does not: a byte order mark, nesting deeper than
// kMaxNesting, and escapes of U+0000 or of a lone UTF-16 surrogate (not text; unsafe to show).
std::optional<Kind> refusedStructure(const QByteArray& body)
{
    if (body.startsWith("\xEF\xBB\xBF"))
        return Kind::NotJson;
    int depth = 0;
    bool inString = false;
    for (qsizetype i = 0; i < body.size(); ++i) {
        const char c = body[i];
        if (!inString) {
            inString = c == '"';
            depth += c == '{' || c == '[' ? 1 : c == '}' || c == ']' ? -1 : 0;
            if (depth > kMaxNesting)
                return Kind::NotJson;
        } else if (c == '"') {
            inString = false;
        } else if (c == '\\' && i + 1 < body.size() && body[i + 1] != 'u') {
            ++i; // a one-letter escape (an escaped quote among them)
        } else if (c == '\\') {
            const int unit = escapedUnit(body, i);
            const bool high = unit >= 0xD800 && unit <= 0xDBFF;
            const int next = high ? escapedUnit(body, i + 6) : -1;
            if (unit == 0 || (unit >= 0xDC00 && unit <= 0xDFFF) ||
                (high && !(next >= 0xDC00 && next <= 0xDFFF)))
                return Kind::NotUtf8;
            i += high ? 11 : 5; // past the escape (a malformed one is the parser's to refuse)
        }
    }
    return std::nullopt;
}

DecodeFailure failureOf(const json::FieldProblem& problem)
{
    switch (problem.kind) {
    case json::FieldProblem::Kind::Missing:
        return {Kind::MissingField, problem.field};
    case json::FieldProblem::Kind::WrongType:
        return {Kind::WrongFieldType, problem.field};
    case json::FieldProblem::Kind::OutOfRange:
    case json::FieldProblem::Kind::TooMany:
    case json::FieldProblem::Kind::Inconsistent:
    case json::FieldProblem::Kind::Unknown:
        break;
    }
    return {Kind::OutOfRange, problem.field}; // the protocol's one word for a value not allowed
}

} // namespace

std::optional<Kind> refusedBytes(const QByteArray& body)
{
    if (body.contains('\0'))
        return Kind::NotUtf8;
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    (void)QString(utf8(body));
    if (utf8.hasError())
        return Kind::NotUtf8;
    return refusedStructure(body);
}

Expected<Message, DecodeFailure> decodeMessage(const QByteArray& line)
{
    if (line.size() > kMaxLineBytes)
        return Unexpected{DecodeFailure{Kind::TooLong, {}}};
    QByteArray body = line;
    if (body.endsWith('\n'))
        body.chop(1);
    if (body.contains('\0'))
        return Unexpected{DecodeFailure{Kind::NotUtf8, {}}};
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    (void)QString(utf8(body));
    if (utf8.hasError())
        return Unexpected{DecodeFailure{Kind::NotUtf8, {}}};
    if (const auto refused = refusedStructure(body))
        return Unexpected{DecodeFailure{*refused, {}}};
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return Unexpected{DecodeFailure{Kind::NotJson, {}}};
    const auto message = json::readStrictly([&document] { return read(document.object()); });
    if (!message)
        return Unexpected{failureOf(message.error())};
    if (!*message)
        return Unexpected{DecodeFailure{Kind::UnknownType, QStringLiteral("type")}};
    return **message;
}

QString typeName(const Message& message)
{
    static const char* const names[] = {"hello",     "rules",  "accept",  "decline", "commit",
                                        "shot",      "result", "chat",    "resign",  "rematch",
                                        "heartbeat", "reveal", "goodbye", "salvo"};
    static_assert(std::size(names) == std::variant_size_v<Message>);
    return QString::fromLatin1(names[message.index()]);
}

QByteArray encodeMessage(const Message& message)
{
    return QJsonDocument(write(message)).toJson(QJsonDocument::Compact) + '\n';
}

Goodbye goodbye(GoodbyeReason kind, const QString& subject)
{
    QString words = QString::fromLatin1(kGoodbyeWords[std::size_t(kind)]);
    if (kind == GoodbyeReason::Malformed)
        words = words.arg(subject.isEmpty() ? QString() : QStringLiteral(" (field %1)").arg(subject));
    else if (kind == GoodbyeReason::LineTooLong)
        words = words.arg(kMaxLineBytes);
    else if (kind == GoodbyeReason::IncompatibleVersion)
        words = words.arg(subject, QString::number(kProtocolVersion));
    else if (kind == GoodbyeReason::BeforeHello || kind == GoodbyeReason::Unexpected)
        words = words.arg(subject);
    return Goodbye{kind, words};
}

GoodbyeReason goodbyeReasonOf(const QString& words)
{
    using R = GoodbyeReason;
    // A guest always took these by their start: a host may add to them.
    static const std::pair<R, const char*> starts[] = {
        {R::Busy, "busy"},
        {R::IncompatibleVersion, "incompatible protocol version"},
        {R::AnotherGame, "a game with another player"},
        {R::WinClaimed, "win claimed"}};
    for (const auto& [kind, start] : starts)
        if (words.startsWith(QLatin1String(start)))
            return kind;
    for (std::size_t i = 1; i < kGoodbyeWords.size(); ++i)
        if (words == goodbye(R(i)).reason)
            return R(i);
    if (words.startsWith(QLatin1String("malformed message")))
        return R::Malformed;
    if (words.startsWith(QLatin1String("unexpected ")))
        return R::Unexpected;
    if (words.endsWith(QLatin1String(" before hello")))
        return R::BeforeHello;
    return R::Other;
}

QByteArray commitment(const QString& layoutText, const QByteArray& salt)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(layoutText.toUtf8());
    hash.addData("\n");
    hash.addData(salt.toHex());
    return hash.result();
}

} // namespace net
