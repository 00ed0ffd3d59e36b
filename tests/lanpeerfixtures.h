// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Shared by the tst_lanpeer* tests (one LanSession against a scripted raw peer): what they include,
// fleets, answers, and the scripts of cheaters and hostile peers.

#include "coretestsupport.h"
#include "lantestsupport.h"
#include "scriptedpeer.h"

#include "app/net/lancomputer.h"
#include "app/net/message.h"
#include "core/ai/opponentlevel.h"
#include "core/answer.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>

#include <algorithm>
#include <deque>
#include <memory>
#include <optional>
#include <vector>

namespace lantest {

// kPeerFleet with its Carrier moved from A1–A5 to C6–G6: still a legal Standard fleet.
inline constexpr const char* kPeerFleetMoved = "..B.C.D...\n"
                                               "..B.C.D...\n"
                                               "..B.C.D...\n"
                                               "..B.......\n"
                                               "..........\n"
                                               "..AAAAA...\n"
                                               "E.........\n"
                                               "E.........\n"
                                               "..........\n"
                                               ".........F\n";
// kPeerFleet without its Patrol boat: one ship short of the Standard fleet.
inline constexpr const char* kPeerFleetShort = "A.B.C.D...\n"
                                               "A.B.C.D...\n"
                                               "A.B.C.D...\n"
                                               "A.B.......\n"
                                               "A.........\n"
                                               "..........\n"
                                               "E.........\n"
                                               "E.........\n"
                                               "..........\n"
                                               "..........\n";

inline constexpr ShipId kCarrier{0, 0};
inline constexpr ShipId kCruiser{2, 0};
inline constexpr ShipId kSubmarine{3, 0};
inline constexpr ShipId kPatrolBoat{5, 0};

// Lines the session must refuse, and the one it must accept, around the line limit.
inline QByteArray paddedChat(qsizetype bytes)
{
    QByteArray line = R"({"type":"chat","text":"at the limit")";
    return line + QByteArray(bytes - line.size() - 2, ' ') + "}\n";
}

inline net::Result said(const char* target, ShotResult result, std::optional<ShipId> ship = {},
                        const char* cells = "")
{
    net::Result r{cell(target), result, std::nullopt};
    if (ship)
        r.sunk = SunkShip{*ship, cellsNamed(cells)};
    return r;
}

inline bool sameResult(const net::Result& a, const net::Result& b)
{
    return a.target == b.target && a.result == b.result && a.sunk == b.sunk;
}

inline QByteArray describe(const std::optional<Conviction>& c)
{
    if (!c)
        return "no conviction";
    QByteArray text = "Conviction{kind " + QByteArray::number(int(c->kind));
    if (c->impossible)
        text += ", impossible " + QByteArray::number(int(c->impossible->kind)) + " at " +
                QByteArray::fromStdString(formatCoord(c->impossible->target));
    for (const Violation& v : c->violations) {
        text += ", violation " + QByteArray::number(int(v.kind)) + " answer " + QByteArray::number(v.answer);
        if (isOnBoard(v.target) && v.answer >= 0)
            text += " at " + QByteArray::fromStdString(formatCoord(v.target));
        if (v.ship)
            text +=
                " ship " + QByteArray::number(v.ship->shipClass) + "." + QByteArray::number(v.ship->number);
        if (v.claimed)
            text += " claimed " + QByteArray::number(v.claimed->shipClass) + "." +
                    QByteArray::number(v.claimed->number);
        for (const LayoutProblem& p : v.problems) {
            text += " problem " + QByteArray::number(int(p.kind)) + " ships";
            for (ShipId ship : p.ships)
                text += " " + QByteArray::number(ship.shipClass) + "." + QByteArray::number(ship.number);
            text += " cells";
            for (Coord c : p.cells)
                text += " " + QByteArray::fromStdString(formatCoord(c));
            text += " class " + QByteArray::number(p.shipClass) + " expected " +
                    QByteArray::number(p.expected) + " actual " + QByteArray::number(p.actual);
        }
    }
    return text + "}";
}

// How a cheater's match ends.
enum class Ending {
    AtOnce,  // its last answer is impossible: convicted on the spot
    Reveal,  // it resigns and reveals
    Silence, // it resigns and never reveals (but stays connected)
    Close,   // it resigns and closes the connection instead of revealing
    Goodbye, // it resigns and says goodbye instead of revealing
};

struct Move {
    const char* target;
    std::optional<net::Result> lie; // its answer, when not the truth
};

struct CheatScript {
    const char* answersFrom = kPeerFleet; // the fleet its true answers come from
    std::vector<Move> moves;              // the session's shots, in order
    Ending ending = Ending::Reveal;
    const char* committed = nullptr; // the text committed to (answersFrom if null)
    const char* revealed = nullptr;  // the text revealed (the committed one if null)
    bool otherSalt = false;          // revealed with another salt than the committed one
};

// What the peer does to make a hostile input possible.
enum class Before {
    SessionToFire,      // the session is to fire, nothing pending
    SessionShotPending, // the session fired J2; the peer has not answered
    PeerToFire,         // the session fired J2, the peer answered: the peer is to fire
};

} // namespace lantest

Q_DECLARE_METATYPE(lantest::LanSession::Role)
Q_DECLARE_METATYPE(lantest::Conviction)
Q_DECLARE_METATYPE(lantest::LanProblem)
Q_DECLARE_METATYPE(lantest::CheatScript)
Q_DECLARE_METATYPE(lantest::Before)
