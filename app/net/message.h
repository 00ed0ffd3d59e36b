// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/expected.h"
#include "core/ruleset.h"
#include "core/shot.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <variant>
#include <vector>

// The LAN protocol's messages and their wire form: one JSON object per line, UTF-8, at most
// kMaxLineBytes including the newline (docs/PROTOCOL.md). Decoding is strict and bounded: a
// message is either exactly right or refused with the reason, never half-read.
namespace net {

// Every hello names version 1 in "protocol", which every peer since the first requires, and the
// newest version its sender speaks in "upTo" (absent: 1); two peers speak the older of their newest
// (docs/PROTOCOL.md, section 11). Version 2 adds the salvo.
inline constexpr int kProtocolVersion = 1;
inline constexpr int kSalvoProtocol = 2;
inline constexpr int kNewestProtocol = kSalvoProtocol;
inline constexpr qsizetype kMaxLineBytes = 4096;
inline constexpr qsizetype kMaxNameLength = 40;
inline constexpr qsizetype kMaxChatLength = 500;
inline constexpr qsizetype kMaxReasonLength = 200;
inline constexpr qsizetype kSaltBytes = 16; // 128 bits
// Objects and arrays nest at most this deep (a result's ship's cells are 3 deep).
inline constexpr int kMaxNesting = 4;

struct Hello {
    int protocol = kProtocolVersion;
    QString app;
    QString version;
    QString name;
    QString token;              // empty, or the session token of a game being resumed
    int upTo = kNewestProtocol; // the newest version the sender speaks
};
struct RulesOffer {
    seabattle::Ruleset rules;
};
struct Accept {};
struct Decline {
    QString reason;
};
struct Commit {
    QByteArray hash; // SHA-256 of the layout text and the salt: 32 bytes
};
// The "shot" message; core's seabattle::Shot is a shot as the match records it.
struct ShotMessage {
    seabattle::Coord target;
};
// The "salvo" message (version 2, Salvo rules only): a turn's targets in the order fired, answered
// by one "result" each, in that order.
struct SalvoMessage {
    std::vector<seabattle::Coord> targets;
};
struct Result {
    seabattle::Coord target;
    seabattle::ShotResult result = seabattle::ShotResult::Miss;
    std::optional<seabattle::SunkShip> sunk; // exactly when result is Sunk
};
struct Chat {
    QString text;
};
struct Resign {};
struct Rematch {};
struct Heartbeat {};
struct Reveal {
    QString layout;  // the layout text form (core/layouttext.h)
    QByteArray salt; // at least kSaltBytes
};
// Why a side closes the connection (docs/PROTOCOL.md, section 7). The wire carries the reason's
// words, as it always has; the kind is read from them, so that the words of any peer, old or not,
// are understood as before, and words that are none of these are Other, never refused.
enum class GoodbyeReason {
    Other,               // a peer's own words
    LineTooLong,         // "line longer than 4096 bytes"
    Malformed,           // "malformed message", "malformed message (field F)"
    TooManyMessages,     // "too many messages"
    Busy,                // "busy…": the host already has a guest
    NoHello,             // "no hello"
    IncompatibleVersion, // "incompatible protocol version…"
    SecondHello,         // "second hello"
    UnknownSession,      // "unknown session"
    HelloWithoutToken,   // "host hello without a session token"
    HelloWithBadToken,   // "host hello with a malformed session token"
    RulesNotSettled,     // "rules not settled in time"
    AnotherGame,         // "a game with another player…": the session token did not match
    BeforeHello,         // "T before hello"
    Unexpected,          // "unexpected T"
    UnplayableRules,     // "rules that cannot be played"
    ShotOutOfTurn,       // "shot out of turn"
    ShotAtFiredCell,     // "shot at a cell already fired at"
    ResultWithoutShot,   // "result for a shot never made"
    RevealBeforeEnd,     // "reveal before the end"
    ImpossibleAnswer,    // "rule violation: impossible answer"
    Declined,            // "declined"
    Left,                // "left"
    WinClaimed,          // "win claimed…"
    MatchOver,           // "match over"
    SalvoUnsupported,    // "rules with Salvo, which your version cannot play…": a version 1 peer
    BadSalvo,            // "salvo not allowed"
};
struct Goodbye {
    GoodbyeReason kind = GoodbyeReason::Other;
    QString reason; // the words on the wire: kind's standard words, or the peer's own
};
// A goodbye in the standard words of `kind`; `subject` fills them in: the field of Malformed, the
// message type of BeforeHello and Unexpected, the peer's protocol number of IncompatibleVersion.
Goodbye goodbye(GoodbyeReason kind, const QString& subject = {});
// The kind of a goodbye with these words: prefixes for the reasons a guest always recognised by
// their start (Busy, IncompatibleVersion, AnotherGame, WinClaimed), whole words for the rest.
GoodbyeReason goodbyeReasonOf(const QString& words);

using Message = std::variant<Hello, RulesOffer, Accept, Decline, Commit, ShotMessage, Result, Chat, Resign,
                             Rematch, Heartbeat, Reveal, Goodbye, SalvoMessage>;

// The message's "type" on the wire ("hello", "shot"…).
QString typeName(const Message& message);

// Why a line is not a message.
struct DecodeFailure {
    enum class Kind {
        TooLong,        // more than kMaxLineBytes
        NotUtf8,        // invalid UTF-8, a NUL byte, or a string escape of U+0000 or of a lone surrogate
        NotJson,        // not one JSON object, a byte order mark, or nested deeper than kMaxNesting
        UnknownType,    // "type" missing or not one of the protocol's
        MissingField,   // `field` is required
        WrongFieldType, // `field` has the wrong JSON type
        OutOfRange,     // `field` holds a value the protocol does not allow (a cell off the grid, a name too
                        // long…)
    };
    Kind kind;
    QString field;
};

seabattle::Expected<Message, DecodeFailure> decodeMessage(const QByteArray& line);
// What decodeMessage() refuses in a line's raw bytes before reading its JSON, for any JSON text from
// the network (beacons too): a NUL byte, invalid UTF-8, a byte order mark, nesting deeper than
// kMaxNesting, an escape of U+0000 or of a lone surrogate. Nullopt: none of these.
std::optional<DecodeFailure::Kind> refusedBytes(const QByteArray& body);
// One line, newline included. Every message encodeMessage() writes, decodeMessage() reads back.
QByteArray encodeMessage(const Message& message);

// The commitment to a fleet: SHA-256 of the layout text, a newline, and the salt in hex.
QByteArray commitment(const QString& layoutText, const QByteArray& salt);

} // namespace net
