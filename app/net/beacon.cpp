// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/net/beacon.h"

#include "app/net/beacondestinations.h"
#include "app/net/message.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkDatagram>
#include <QRandomGenerator>
#include <QUdpSocket>

#include <algorithm>

namespace net {

namespace {

const QString kBeaconType = QStringLiteral("seabattle-game");
constexpr qsizetype kMaxSendersPerGame = 8;
constexpr qsizetype kMaxGames = 50;
// A machine hosts one game per game window, and a player opens one or two: 8 leaves room for a
// shared machine, and keeps one forger's address from filling the list.
constexpr qsizetype kMaxGamesPerSender = 8;

qint64 now()
{
    return QDateTime::currentMSecsSinceEpoch();
}

bool isGameId(const QString& id)
{
    return !id.isEmpty() && id.size() <= kMaxGameIdLength && std::all_of(id.begin(), id.end(), [](QChar c) {
        return c.isDigit() || (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
    });
}

QString newGameId()
{
    return QString::number(QRandomGenerator::system()->generate64(), 16);
}

bool isShowable(char16_t c)
{
    return !(c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x2028 || c == 0x2029 || c == 0x061c ||
             c == 0x200e || c == 0x200f || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069));
}

// The host's name as its beacon carries it: what a finder would refuse left out (a lone surrogate
// too), at most kMaxNameLength code units, never half a character.
QString beaconName(const QString& name)
{
    QString kept;
    for (qsizetype i = 0; i < name.size() && kept.size() < kMaxNameLength; ++i) {
        const QChar c = name[i];
        if (c.isHighSurrogate() && i + 1 < name.size() && name[i + 1].isLowSurrogate()) {
            if (kept.size() + 2 <= kMaxNameLength)
                kept.append(c).append(name[i + 1]);
            ++i;
        } else if (!c.isSurrogate() && isShowable(c.unicode())) {
            kept.append(c);
        }
    }
    return kept;
}

} // namespace

bool isShowableName(const QString& name)
{
    return std::all_of(name.begin(), name.end(), [](QChar c) { return isShowable(c.unicode()); });
}

QByteArray encodeAnnouncement(const GameAnnouncement& a)
{
    QJsonObject o{{"type", kBeaconType},
                  {"protocol", kProtocolVersion},
                  {"name", beaconName(a.name)},
                  {"rules", a.rules},
                  {"port", int(a.port)}};
    if (!a.game.isEmpty())
        o.insert(QStringLiteral("game"), a.game.left(kMaxGameIdLength));
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

std::optional<GameAnnouncement> decodeAnnouncement(const QByteArray& datagram)
{
    if (datagram.size() > kMaxBeaconBytes || refusedBytes(datagram))
        return std::nullopt;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(datagram, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return std::nullopt;
    const QJsonObject o = doc.object();
    const QJsonValue name = o.value(QStringLiteral("name"));
    const QJsonValue rules = o.value(QStringLiteral("rules"));
    const QJsonValue port = o.value(QStringLiteral("port"));
    const QJsonValue game = o.value(QStringLiteral("game"));
    if (o.value(QStringLiteral("type")).toString() != kBeaconType ||
        o.value(QStringLiteral("protocol")) != QJsonValue(kProtocolVersion) || !name.isString() ||
        name.toString().size() > kMaxNameLength || !isShowableName(name.toString()) || !rules.isString() ||
        !seabattle::presetFromKey(rules.toString().toStdString()) || !port.isDouble() ||
        !(game.isUndefined() || (game.isString() && isGameId(game.toString()))))
        return std::nullopt;
    const double p = port.toDouble();
    if (p < 1 || p > 65535 || p != double(int(p)))
        return std::nullopt;
    return GameAnnouncement{name.toString(), rules.toString(), quint16(p), game.toString()};
}

std::optional<QHostAddress> discoveryAddress(const QString& configured)
{
    const QHostAddress fromEnvironment(qEnvironmentVariable("SEABATTLE_DISCOVERY_ADDRESS"));
    if (!fromEnvironment.isNull())
        return fromEnvironment;
    const QHostAddress fromSettings(configured);
    return fromSettings.isNull() ? std::nullopt : std::optional(fromSettings);
}

GameBeacon::GameBeacon(GameAnnouncement announcement, std::optional<QHostAddress> target, quint16 port,
                       std::chrono::milliseconds interval, QObject* parent)
    : QObject(parent), m_target(std::move(target)), m_port(port)
{
    if (!isGameId(announcement.game))
        announcement.game = newGameId();
    m_datagram = encodeAnnouncement(announcement);
    m_timer.setInterval(interval);
    connect(&m_timer, &QTimer::timeout, this, &GameBeacon::send);
}

void GameBeacon::start()
{
    send();
    m_timer.start();
}

void GameBeacon::stop()
{
    m_timer.stop();
}

QStringList GameBeacon::failures() const
{
    QStringList list;
    for (auto it = m_failing.cbegin(); it != m_failing.cend(); ++it)
        list.append(it.key() + QStringLiteral(": ") + it.value());
    return list;
}

void GameBeacon::send()
{
    if (m_target) {
        sendTo(*m_target);
        return;
    }
    if (m_destinations) {
        for (const QHostAddress& address : m_destinations())
            sendTo(address);
        return;
    }
    QList<BeaconDestination> destinations = beaconDestinations(describeInterfaces());
    if (destinations.isEmpty()) // no network at all: games on this machine still hear it
        destinations.append({QHostAddress(QHostAddress::LocalHost), {}});
    for (const BeaconDestination& d : std::as_const(destinations))
        sendTo(d.address);
}

// Fire and forget: a lost beacon is sent again a second later. A failure is logged once, until
// that destination works again.
void GameBeacon::sendTo(const QHostAddress& address)
{
    const QString key = address.toString();
    QUdpSocket* socket = socketFor(address);
    if (socket && socket->writeDatagram(m_datagram, address, m_port) >= 0) {
        m_failing.remove(key);
        return;
    }
    const QString reason =
        socket ? socket->errorString() : QStringLiteral("no socket for this address family");
    if (!m_failing.contains(key))
        qWarning("seabattle: the game cannot be announced to %s: %s", qPrintable(key), qPrintable(reason));
    m_failing.insert(key, reason);
}

QUdpSocket* GameBeacon::socketFor(const QHostAddress& address)
{
    const bool v6 = address.protocol() == QAbstractSocket::IPv6Protocol;
    QUdpSocket*& socket = m_sockets[v6 ? 1 : 0];
    if (!socket) {
        socket = new QUdpSocket(this);
        if (!socket->bind(v6 ? QHostAddress::AnyIPv6 : QHostAddress::AnyIPv4, 0))
            return socket; // the write fails and says why
    }
    return socket;
}

GameFinder::GameFinder(std::chrono::milliseconds expiry, QObject* parent) : QObject(parent), m_expiry(expiry)
{
    m_sweep.setInterval(expiry / 4);
    connect(&m_sweep, &QTimer::timeout, this, &GameFinder::expire);
}

bool GameFinder::listen(quint16 port)
{
    // Several finders (two game windows) may listen on one machine; IPv4 and IPv6 apart (IPv6
    // hears the all-nodes group of every interface).
    bool bound = false;
    const QHostAddress any[] = {QHostAddress(QHostAddress::AnyIPv4), QHostAddress(QHostAddress::AnyIPv6)};
    for (int i = 0; i < 2; ++i) {
        auto* socket = new QUdpSocket(this);
        if (!socket->bind(any[i], port, QUdpSocket::ShareAddress | QUdpSocket::ReuseAddressHint)) {
            delete socket;
            continue;
        }
        m_sockets[size_t(i)] = socket;
        connect(socket, &QUdpSocket::readyRead, this, [this, socket] { read(socket); });
        bound = true;
    }
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

void GameFinder::read(QUdpSocket* socket)
{
    bool changed = false;
    while (socket->hasPendingDatagrams()) {
        const QNetworkDatagram datagram = socket->receiveDatagram(kMaxBeaconBytes + 1);
        const auto announcement = decodeAnnouncement(datagram.data());
        if (!announcement)
            continue; // not ours, or malformed: ignored
        QHostAddress from = datagram.senderAddress();
        if (bool ok = false; from.protocol() == QAbstractSocket::IPv6Protocol) {
            const QHostAddress v4(from.toIPv4Address(&ok));
            if (ok)
                from = v4; // ::ffff:192.168.1.5 is typed as 192.168.1.5
        }
        changed = hear(*announcement, from) || changed;
    }
    if (changed)
        emit gamesChanged();
}

// Notes one beacon; true when the list of games changed. Only a new game changes it: what is listed
// stays as first heard, so a forger can add a game (within the bounds) but never alter one.
bool GameFinder::hear(const GameAnnouncement& announcement, const QHostAddress& from)
{
    const qint64 at = now();
    // One game: the same words, under the same id from any address (a host on several networks),
    // or, from a host that sends no id, from its one address.
    const auto same = std::find_if(m_heard.begin(), m_heard.end(), [&](const Heard& h) {
        return h.game.announcement == announcement &&
               (!announcement.game.isEmpty() || h.senders.constFirst().address == from);
    });
    if (same != m_heard.end()) {
        noteSender(*same, from, at);
        return false;
    }
    if (m_heard.size() >= kMaxGames || gamesFrom(from) >= kMaxGamesPerSender)
        return false; // a flood waits for room: the games listed stay until they fall silent
    m_heard.append({{announcement, from}, {{from, at}}});
    return true;
}

// A sender heard again is refreshed; a new one is a fallback behind those heard before it, so a
// copycat repeating a host's beacon can neither take the address offered nor push the host's out.
void GameFinder::noteSender(Heard& heard, const QHostAddress& from, qint64 at) const
{
    const auto sender = std::find_if(heard.senders.begin(), heard.senders.end(),
                                     [&](const Sender& s) { return s.address == from; });
    if (sender != heard.senders.end())
        sender->at = at;
    else if (heard.senders.size() < kMaxSendersPerGame && gamesFrom(from) < kMaxGamesPerSender)
        heard.senders.append({from, at});
}

// How many listed games `address` is a sender of.
qsizetype GameFinder::gamesFrom(const QHostAddress& address) const
{
    return std::count_if(m_heard.begin(), m_heard.end(), [&](const Heard& h) {
        return std::any_of(h.senders.begin(), h.senders.end(),
                           [&](const Sender& s) { return s.address == address; });
    });
}

void GameFinder::expire()
{
    const qint64 limit = now() - m_expiry.count();
    bool changed = false;
    for (Heard& h : m_heard) {
        h.senders.removeIf([&](const Sender& s) { return s.at < limit; });
        if (!h.senders.isEmpty() && h.senders.constFirst().address != h.game.address) {
            h.game.address = h.senders.constFirst().address; // the earliest heard still heard
            changed = true;
        }
    }
    changed = m_heard.removeIf([](const Heard& h) { return h.senders.isEmpty(); }) > 0 || changed;
    if (changed)
        emit gamesChanged();
}

} // namespace net
