// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QTimer>

#include <array>
#include <chrono>
#include <functional>
#include <optional>

class QUdpSocket;

// LAN discovery: a host announces its game with a small UDP datagram every second, on every
// network it is on; the join dialog lists the games it hears. A beacon only says where to
// connect: nothing in it is trusted beyond being shown as plain text, and the TCP hello decides
// everything else.
namespace net {

inline constexpr quint16 kDefaultDiscoveryPort = 47301;
inline constexpr qsizetype kMaxBeaconBytes = 512;
inline constexpr qsizetype kMaxGameIdLength = 32;

// What a beacon says: {"type":"seabattle-game","protocol":1,"name":…,"rules":…,"port":…,"game":…}.
struct GameAnnouncement {
    QString name;  // the host player's name, ≤ 40 characters, one line of plain text (isShowableName)
    QString rules; // "standard", "classic", "hasbro" or "custom"
    quint16 port = 0;
    // A random id, the same in every beacon of one hosted game: heard on several networks, the
    // game is listed once. Optional on the wire (older hosts send none).
    QString game;

    friend bool operator==(const GameAnnouncement&, const GameAnnouncement&) = default;
};

// The name is carried without what isShowableName() refuses, cut to 40 characters without splitting
// one: an honest host is always heard.
QByteArray encodeAnnouncement(const GameAnnouncement& announcement);
// Strict: anything malformed, oversized or of another protocol version is nullopt, and so is text
// that TCP would refuse (refusedBytes() in message.h) or a name that is not showable.
std::optional<GameAnnouncement> decodeAnnouncement(const QByteArray& datagram);
// A name that can be listed as one line of plain text: no control character (C0, DEL, C1), no line
// or paragraph separator, no bidirectional control (which would reorder the text around it).
bool isShowableName(const QString& name);

// Where beacons go when one address is named: the environment variable
// SEABATTLE_DISCOVERY_ADDRESS when set to an address (tests and scripts set 127.0.0.1), else
// `configured` (the setting) when it is an address. Nullopt: every network (beaconDestinations()).
std::optional<QHostAddress> discoveryAddress(const QString& configured);

// The host's side: sends the announcement to `target`:`port`, or when there is no target to every
// network's broadcast address and IPv6 all-nodes group (found anew each time, so that a network
// joined later is announced to), at once and then every `interval`. A destination that cannot be
// sent to is reported once in the log and does not stop the others.
class GameBeacon : public QObject {
    Q_OBJECT

public:
    GameBeacon(GameAnnouncement announcement, std::optional<QHostAddress> target, quint16 port,
               std::chrono::milliseconds interval = std::chrono::milliseconds(1000),
               QObject* parent = nullptr);
    void start();
    void stop();
    bool isActive() const { return m_timer.isActive(); }
    // The destinations that failed at the last attempt, as "address: reason".
    QStringList failures() const;
    // Asked before each round instead of finding the networks (tests give loopback addresses).
    void setDestinations(std::function<QList<QHostAddress>()> destinations)
    {
        m_destinations = std::move(destinations);
    }

private:
    void send();
    void sendTo(const QHostAddress& address);
    QUdpSocket* socketFor(const QHostAddress& address);

    QByteArray m_datagram;
    std::optional<QHostAddress> m_target;
    std::function<QList<QHostAddress>()> m_destinations;
    quint16 m_port;
    std::array<QUdpSocket*, 2> m_sockets{}; // IPv4, IPv6: made when first needed
    QHash<QString, QString> m_failing;      // destination → reason, each logged once
    QTimer m_timer;
};

// A game heard on the network.
struct FoundGame {
    GameAnnouncement announcement; // as its first beacon said: later beacons never rewrite it
    QHostAddress address; // where to connect: the earliest-heard sender still heard (scoped if link-local)

    friend bool operator==(const FoundGame&, const FoundGame&) = default;
};

// The guest's side: listens for beacons on `port` over IPv4 and IPv6 and keeps the games heard
// within `expiry`, each once however many networks and addresses it is heard on. Nothing heard
// later displaces what is listed: a beacon with a listed game's id but other words is another
// game, a later sender is a fallback, and a full list lets a new game in only when one falls silent.
class GameFinder : public QObject {
    Q_OBJECT

public:
    explicit GameFinder(std::chrono::milliseconds expiry = std::chrono::milliseconds(4000),
                        QObject* parent = nullptr);
    // False when the port cannot be bound at all (games can still be joined by address).
    bool listen(quint16 port);
    // Newest first by when each was first heard (a beacon heard again never moves a game), one entry
    // per game: its id and words, or for a host that sends no id, its words and address.
    QList<FoundGame> games() const;

signals:
    void gamesChanged();

private:
    struct Sender {
        QHostAddress address;
        qint64 at;
    };
    struct Heard {
        FoundGame game;
        QList<Sender> senders; // those still heard, in the order first heard: the first is offered
    };
    void read(QUdpSocket* socket);
    bool hear(const GameAnnouncement& announcement, const QHostAddress& from);
    void noteSender(Heard& heard, const QHostAddress& from, qint64 at) const;
    qsizetype gamesFrom(const QHostAddress& address) const;
    void expire();

    std::array<QUdpSocket*, 2> m_sockets{};
    std::chrono::milliseconds m_expiry;
    QList<Heard> m_heard;
    QTimer m_sweep;
};

} // namespace net
