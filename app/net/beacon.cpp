// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/net/beacon.h"

#include "app/net/message.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkDatagram>
#include <QUdpSocket>

namespace net {

namespace {

const QString kBeaconType = QStringLiteral("seabattle-game");

qint64 now() { return QDateTime::currentMSecsSinceEpoch(); }

} // namespace

QByteArray encodeAnnouncement(const GameAnnouncement& a)
{
    return QJsonDocument(QJsonObject{{"type", kBeaconType}, {"protocol", kProtocolVersion}, {"name", a.name.left(kMaxNameLength)},
                                     {"rules", a.rules}, {"port", int(a.port)}})
        .toJson(QJsonDocument::Compact);
}

std::optional<GameAnnouncement> decodeAnnouncement(const QByteArray& datagram)
{
    if (datagram.size() > kMaxBeaconBytes)
        return std::nullopt;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(datagram, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return std::nullopt;
    const QJsonObject o = doc.object();
    const QJsonValue name = o.value(QStringLiteral("name"));
    const QJsonValue rules = o.value(QStringLiteral("rules"));
    const QJsonValue port = o.value(QStringLiteral("port"));
    if (o.value(QStringLiteral("type")).toString() != kBeaconType || o.value(QStringLiteral("protocol")) != QJsonValue(kProtocolVersion)
        || !name.isString() || name.toString().size() > kMaxNameLength || !rules.isString() || !seabattle::presetFromKey(rules.toString().toStdString())
        || !port.isDouble())
        return std::nullopt;
    const double p = port.toDouble();
    if (p < 1 || p > 65535 || p != double(int(p)))
        return std::nullopt;
    return GameAnnouncement{name.toString(), rules.toString(), quint16(p)};
}

QHostAddress discoveryAddress(const QString& configured)
{
    const QHostAddress fromEnvironment(qEnvironmentVariable("SEABATTLE_DISCOVERY_ADDRESS"));
    if (!fromEnvironment.isNull())
        return fromEnvironment;
    const QHostAddress fromSettings(configured);
    return fromSettings.isNull() ? defaultDiscoveryAddress() : fromSettings;
}

QHostAddress defaultDiscoveryAddress() { return QHostAddress(QHostAddress::Broadcast); }

GameBeacon::GameBeacon(GameAnnouncement announcement, QHostAddress target, quint16 port, std::chrono::milliseconds interval,
                       QObject* parent)
    : QObject(parent), m_datagram(encodeAnnouncement(announcement)), m_target(std::move(target)), m_port(port),
      m_socket(new QUdpSocket(this))
{
    m_timer.setInterval(interval);
    connect(&m_timer, &QTimer::timeout, this, &GameBeacon::send);
}

void GameBeacon::start()
{
    send();
    m_timer.start();
}

void GameBeacon::stop() { m_timer.stop(); }

void GameBeacon::send()
{
    // Fire and forget: a lost beacon is sent again a second later.
    m_socket->writeDatagram(m_datagram, m_target, m_port);
}

GameFinder::GameFinder(std::chrono::milliseconds expiry, QObject* parent)
    : QObject(parent), m_socket(new QUdpSocket(this)), m_expiry(expiry)
{
    connect(m_socket, &QUdpSocket::readyRead, this, &GameFinder::read);
    m_sweep.setInterval(expiry / 4);
    connect(&m_sweep, &QTimer::timeout, this, &GameFinder::expire);
}

bool GameFinder::listen(quint16 port)
{
    // Several finders (two game windows) may listen on one machine.
    const bool bound = m_socket->bind(QHostAddress::AnyIPv4, port, QUdpSocket::ShareAddress | QUdpSocket::ReuseAddressHint);
    if (bound)
        m_sweep.start();
    return bound;
}

QList<FoundGame> GameFinder::games() const
{
    QList<FoundGame> games;
    for (auto it = m_heard.crbegin(); it != m_heard.crend(); ++it)
        games.append(it->game);
    return games;
}

void GameFinder::read()
{
    bool changed = false;
    while (m_socket->hasPendingDatagrams()) {
        const QNetworkDatagram datagram = m_socket->receiveDatagram(kMaxBeaconBytes + 1);
        const auto announcement = decodeAnnouncement(datagram.data());
        if (!announcement)
            continue; // not ours, or malformed: ignored
        QHostAddress from = datagram.senderAddress();
        if (bool ok = false; from.protocol() == QAbstractSocket::IPv6Protocol) {
            const QHostAddress v4(from.toIPv4Address(&ok));
            if (ok)
                from = v4; // ::ffff:192.168.1.5 is typed as 192.168.1.5
        }
        const FoundGame game{*announcement, from};
        const auto same = std::find_if(m_heard.begin(), m_heard.end(), [&](const Heard& h) {
            return h.game.address == from && h.game.announcement.port == announcement->port;
        });
        if (same != m_heard.end()) {
            changed = changed || same->game != game;
            m_heard.erase(same);
        } else {
            changed = true;
        }
        m_heard.append({game, now()});
        if (m_heard.size() > 50) // a flood of fake games cannot grow the list without bound
            m_heard.removeFirst();
    }
    if (changed)
        emit gamesChanged();
}

void GameFinder::expire()
{
    const qint64 limit = now() - m_expiry.count();
    const auto old = std::remove_if(m_heard.begin(), m_heard.end(), [&](const Heard& h) { return h.at < limit; });
    if (old == m_heard.end())
        return;
    m_heard.erase(old, m_heard.end());
    emit gamesChanged();
}

} // namespace net
