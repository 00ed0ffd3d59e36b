// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a LAN session waits for and what it reports: shared by the session and its parts.

#include "app/net/peerlink.h"
#include "core/peermatch.h"

#include <chrono>
#include <iterator>
#include <optional>
#include <vector>

namespace net {

inline constexpr quint16 kDefaultPort = 47300;

// Every wait of a LAN session; tests shorten them to milliseconds.
struct LanTimings {
    LinkTimings link;
    std::chrono::milliseconds retry{1000};   // the guest tries to reconnect this often
    std::chrono::milliseconds grace{60000};  // after this long without the peer, the win may be claimed
    std::chrono::milliseconds reveal{10000}; // the peer must reveal its fleet within this after the end
    // The peer's shot (or its answer to ours) is due within this, and its fleet within `placing` of
    // ours, counted while it is connected: past it, the win may be claimed, as after the grace period.
    // Generous: a person thinking over a shot, or called away for a moment, is never hurried.
    std::chrono::milliseconds move{300000};
    std::chrono::milliseconds placing{600000};
    // After the hellos, the rules must be settled within this (the host's offer accepted or declined,
    // the guest's offer received): a connection cannot hold the host's only seat for ever.
    std::chrono::milliseconds start{300000};
};

// Something that went wrong with the connection or the peer, for the interface to put in words.
struct LanProblem {
    enum class Kind {
        PortBusy,            // another program listens on the port
        PortForbidden,       // the system does not let us listen there (a port below 1024…)
        ListenFailed,        // any other reason: `detail` has the system's words
        ConnectFailed,       // the host could not be reached: `detail` has the system's words
        IncompatibleVersion, // the peer speaks protocol `number`
        HostBusy,            // the host already has a guest
        UnknownSession,      // a returning peer's session token did not match
        Malformed,           // the peer sent a line that is not a message (`failure`)
        Flood,               // the peer sent too many messages
        OutOfOrder,          // the peer sent `messageType` when the protocol does not allow it
        BadShot,             // the peer fired out of turn or at a cell already fired at (`shotError`)
        BadSalvo,            // the peer's salvo broke the rules (`salvoError`: its count, a cell…)
        BadRules,            // the host offered rules that cannot be played
        SalvoOverLan,        // rules with Salvo, which the peer's protocol version `number` cannot play
        PeerLeft,            // the peer said goodbye: `detail` is its reason, as plain text
        TimedOut,            // the peer fell silent
        ConnectionLost,      // the connection closed
    };
    Kind kind;
    QString detail;
    int number = 0;
    QString messageType;
    std::optional<DecodeFailure> failure;
    std::optional<seabattle::ShotError> shotError;
    std::optional<seabattle::SalvoError> salvoError;
};

// A kind's stable key for reports read by scripts (the arena's, the LAN test player's): "timed-out".
inline const char* keyOf(LanProblem::Kind kind)
{
    static constexpr const char* keys[] = {
        "port-busy", "port-forbidden",  "listen-failed", "connect-failed", "incompatible-version",
        "host-busy", "unknown-session", "malformed",     "flood",          "out-of-order",
        "bad-shot",  "bad-salvo",       "bad-rules",     "salvo-over-lan", "peer-left",
        "timed-out", "connection-lost"};
    // One key per kind, in the enum's order: a kind added without its key fails here.
    static_assert(std::size(keys) == std::size_t(LanProblem::Kind::ConnectionLost) + 1);
    return keys[std::size_t(kind)];
}

// Why the peer was found to break the rules; the win goes to the local player.
struct Conviction {
    enum class Kind {
        ImpossibleAnswer, // an answer that no fleet could give (`impossible`)
        FalseAnswers,     // the revealed fleet contradicts answers or the rules (`violations`)
        RevealMismatch,   // the revealed fleet and salt do not match the commitment
        RevealUnreadable, // the revealed text is not a fleet of the agreed rules
        NoReveal,         // the peer did not reveal its fleet at the end
    };
    Kind kind;
    std::optional<seabattle::ImpossibleAnswer> impossible;
    std::vector<seabattle::Violation> violations;
};

} // namespace net
