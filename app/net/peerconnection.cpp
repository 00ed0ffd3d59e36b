// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/net/peerconnection.h"

#include <QCoreApplication>
#include <QRandomGenerator>
#include <QTcpServer>
#include <QTcpSocket>

#include <algorithm>

namespace net {

namespace {

// The form a host's token has (16 random bytes in lower-case hex): anything else is no token of ours.
bool isSessionToken(const QString& token)
{
    return token.size() == 32 && std::all_of(token.begin(), token.end(), [](QChar c) {
               return (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f');
           });
}

HelloCheck refused(LanProblem problem, GoodbyeReason reason, const QString& subject = {})
{
    return {HelloCheck::Kind::Refused, std::move(problem), goodbye(reason, subject)};
}

LanProblem badHello()
{
    return {.kind = LanProblem::Kind::OutOfOrder, .messageType = QStringLiteral("hello")};
}

} // namespace

PeerConnection::PeerConnection(WireSide side, QString playerName, LanTimings timings, QObject* parent)
    : QObject(parent), m_side(side), m_name(std::move(playerName)), m_timings(timings)
{
    m_retry.setInterval(timings.retry);
    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, &PeerConnection::retryDue);
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        if (m_link)
            emit deadlinePassed(m_heardHello ? GoodbyeReason::RulesNotSettled : GoodbyeReason::NoHello);
    });
    // A coarse timer may fire up to 5 % early: a peer's time is up when the allowance is over.
    m_retry.setTimerType(Qt::PreciseTimer);
    m_deadline.setTimerType(Qt::PreciseTimer);
}

PeerConnection::~PeerConnection()
{
    if (m_link)
        m_link->disconnect(this);
}

std::optional<LanProblem> PeerConnection::listen(const QHostAddress& address, quint16 port)
{
    if (!m_server) {
        m_server = new QTcpServer(this);
        connect(m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket* socket = m_server->nextPendingConnection())
                adopt(socket);
        });
    }
    if (m_server->listen(address, port))
        return std::nullopt;
    const auto error = m_server->serverError();
    const LanProblem::Kind kind = error == QAbstractSocket::AddressInUseError ? LanProblem::Kind::PortBusy
                                  : error == QAbstractSocket::SocketAccessError
                                      ? LanProblem::Kind::PortForbidden
                                      : LanProblem::Kind::ListenFailed;
    return LanProblem{kind, m_server->errorString()};
}

quint16 PeerConnection::port() const
{
    return m_server ? m_server->serverPort() : 0;
}

bool PeerConnection::isListening() const
{
    return m_server && m_server->isListening();
}

void PeerConnection::stopListening()
{
    if (m_server)
        m_server->close();
}

void PeerConnection::setHost(const QString& hostName, quint16 port)
{
    m_hostName = hostName;
    m_hostPort = port;
    m_hostAddress.clear();
}

void PeerConnection::dial()
{
    if (m_link)
        return;
    auto* socket = new QTcpSocket(this);
    m_connecting = socket;
    connect(socket, &QTcpSocket::connected, this, [this, socket] {
        socket->disconnect(this);
        if (m_hostAddress.isNull())
            m_hostAddress = socket->peerAddress();
        adopt(socket);
    });
    connect(socket, &QTcpSocket::errorOccurred, this, [this, socket] {
        socket->disconnect(this);
        socket->deleteLater();
        emit dialFailed(socket->errorString());
    });
    if (!m_hostAddress.isNull())
        socket->connectToHost(m_hostAddress, m_hostPort);
    else if (m_lookup)
        socket->connectToHost(m_lookup(m_hostName).value(0), m_hostPort);
    else
        socket->connectToHost(m_hostName, m_hostPort);
}

void PeerConnection::stopDialling()
{
    m_retry.stop();
    if (m_connecting && m_connecting->state() != QAbstractSocket::ConnectedState) {
        m_connecting->disconnect(this);
        m_connecting->abort();
        m_connecting->deleteLater();
    }
}

void PeerConnection::newToken()
{
    QByteArray bytes(16, Qt::Uninitialized);
    QRandomGenerator::system()->generate(bytes.begin(), bytes.end());
    m_token = QString::fromLatin1(bytes.toHex());
}

void PeerConnection::adopt(QTcpSocket* socket)
{
    if (m_link) { // one guest at a time
        socket->setParent(this);
        socket->write(encodeMessage(goodbye(GoodbyeReason::Busy)));
        socket->disconnectFromHost();
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        return;
    }
    if (!m_accepting) {
        socket->abort();
        socket->deleteLater();
        return;
    }
    m_link = new PeerLink(socket, m_timings.link, this);
    m_heardHello = false;
    m_deadline.start(m_timings.link.peerTimeout);
    m_link->setReceiver(
        [this](const Message& message) { return m_receiver ? m_receiver(message) : Heard::Noise; });
    connect(m_link, &PeerLink::ended, this, &PeerConnection::onEnded);
    emit linkOpened();
}

void PeerConnection::onEnded(const LinkEnd& end)
{
    if (m_link) {
        m_link->deleteLater();
        m_link = nullptr;
    }
    m_deadline.stop();
    emit linkEnded(end);
}

void PeerConnection::send(const Message& message)
{
    if (m_link)
        m_link->send(message);
}

void PeerConnection::sendHello(bool resuming)
{
    const QString token = m_side == WireSide::Host || resuming ? m_token : QString();
    send(Hello{kProtocolVersion, QStringLiteral("seabattle"),
               QCoreApplication::applicationVersion().left(kMaxNameLength), m_name, token});
}

void PeerConnection::drop(const Goodbye& goodbye)
{
    if (!m_link)
        return;
    PeerLink* link = m_link;
    m_link = nullptr;
    link->disconnect(this);
    link->close(goodbye);
    link->deleteLater();
    m_deadline.stop();
}

HelloCheck PeerConnection::checkHello(const Hello& hello, bool returning)
{
    if (hello.protocol != kProtocolVersion)
        return refused({.kind = LanProblem::Kind::IncompatibleVersion, .number = hello.protocol},
                       GoodbyeReason::IncompatibleVersion, QString::number(hello.protocol));
    if (m_heardHello)
        return refused(badHello(), GoodbyeReason::SecondHello);
    m_heardHello = true;
    m_deadline.stop();
    const HelloCheck check = checkToken(hello, returning);
    if (check.kind != HelloCheck::Kind::Refused)
        m_sharedProtocol = std::min(hello.upTo, kNewestProtocol);
    return check;
}

HelloCheck PeerConnection::checkToken(const Hello& hello, bool returning)
{
    if (returning) {
        // Only the same peer may come back: it proves it with the session token.
        if (hello.token != m_token || (m_side == WireSide::Host && hello.token.isEmpty()))
            return refused({LanProblem::Kind::UnknownSession}, GoodbyeReason::AnotherGame);
        return {HelloCheck::Kind::Returning};
    }
    if (m_side == WireSide::Host) {
        if (!hello.token.isEmpty())
            return refused({LanProblem::Kind::UnknownSession}, GoodbyeReason::UnknownSession);
        return {HelloCheck::Kind::Fresh};
    }
    if (hello.token.isEmpty())
        return refused(badHello(), GoodbyeReason::HelloWithoutToken);
    if (!isSessionToken(hello.token))
        return refused(badHello(), GoodbyeReason::HelloWithBadToken);
    m_token = hello.token;
    awaitRules(); // the host's rules are due
    return {HelloCheck::Kind::Fresh};
}

} // namespace net
