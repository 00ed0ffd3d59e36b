// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QTimer>

#include <chrono>
#include <optional>

class QUdpSocket;

// LAN discovery: a host announces its game with a small UDP datagram every second; the join
// dialog lists the games it hears. A beacon only says where to connect: nothing in it is trusted
// beyond being shown as plain text, and the TCP hello decides everything else.
namespace net {

inline constexpr quint16 kDefaultDiscoveryPort = 47301;
inline constexpr qsizetype kMaxBeaconBytes = 512;

// What a beacon says: {"type":"seabattle-game","protocol":1,"name":…,"rules":…,"port":…}.
struct GameAnnouncement {
    QString name;  // the host player's name, ≤ 40 characters
    QString rules; // "standard", "classic", "hasbro" or "custom"
    quint16 port = 0;

    friend bool operator==(const GameAnnouncement&, const GameAnnouncement&) = default;
};

QByteArray encodeAnnouncement(const GameAnnouncement& announcement);
// Strict: anything malformed, oversized or of another protocol version is nullopt.
std::optional<GameAnnouncement> decodeAnnouncement(const QByteArray& datagram);

// Where beacons go: the environment variable SEABATTLE_DISCOVERY_ADDRESS when set to an address
// (tests and scripts set 127.0.0.1), else `configured` (the setting) when it is an address, else
// defaultDiscoveryAddress().
QHostAddress discoveryAddress(const QString& configured);
// Where beacons go when nothing else says: the local network's broadcast address.
QHostAddress defaultDiscoveryAddress();

// The host's side: sends the announcement to `target`:`port` at once and then every `interval`.
class GameBeacon : public QObject {
    Q_OBJECT

public:
    GameBeacon(GameAnnouncement announcement, QHostAddress target, quint16 port,
               std::chrono::milliseconds interval = std::chrono::milliseconds(1000), QObject* parent = nullptr);
    void start();
    void stop();
    bool isActive() const { return m_timer.isActive(); }

private:
    void send();

    QByteArray m_datagram;
    QHostAddress m_target;
    quint16 m_port;
    QUdpSocket* m_socket;
    QTimer m_timer;
};

// A game heard on the network.
struct FoundGame {
    GameAnnouncement announcement;
    QHostAddress address; // where the beacon came from: where to connect

    friend bool operator==(const FoundGame&, const FoundGame&) = default;
};

// The guest's side: listens for beacons on `port` and keeps the games heard within `expiry`.
class GameFinder : public QObject {
    Q_OBJECT

public:
    explicit GameFinder(std::chrono::milliseconds expiry = std::chrono::milliseconds(4000), QObject* parent = nullptr);
    // False when the port cannot be bound (games can still be joined by address).
    bool listen(quint16 port);
    // Newest first, one entry per host address and port.
    QList<FoundGame> games() const;

signals:
    void gamesChanged();

private:
    void read();
    void expire();

    struct Heard {
        FoundGame game;
        qint64 at;
    };
    QUdpSocket* m_socket;
    std::chrono::milliseconds m_expiry;
    QList<Heard> m_heard;
    QTimer m_sweep;
};

} // namespace net
