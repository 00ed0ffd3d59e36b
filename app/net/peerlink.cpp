// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/net/peerlink.h"

#include <QTcpSocket>

#include <algorithm>

namespace net {

int noiseBurst(const LinkTimings& timings)
{
    const qint64 perTimeout = qint64(kNoiseLinesPerSecond) * timings.peerTimeout.count() / 1000;
    return int(std::clamp<qint64>(perTimeout, kMinNoiseBurst, 100'000'000));
}

PeerLink::PeerLink(QTcpSocket* socket, LinkTimings timings, QObject* parent)
    : QObject(parent), m_socket(socket), m_timings(timings),
      m_noise(kNoiseLinesPerSecond, noiseBurst(timings))
{
    socket->setParent(this);
    socket->setSocketOption(QAbstractSocket::LowDelayOption, 1); // one short line per move: no Nagle delay
    m_heartbeat.setInterval(timings.heartbeat);
    m_heartbeat.setTimerType(Qt::PreciseTimer);
    m_silence.setInterval(timings.peerTimeout);
    m_silence.setSingleShot(true);
    // A coarse timer may fire up to 5 % early: the peer is lost after the time-out, never before.
    m_silence.setTimerType(Qt::PreciseTimer);
    connect(&m_heartbeat, &QTimer::timeout, this, [this] { send(Heartbeat{}); });
    connect(&m_silence, &QTimer::timeout, this, &PeerLink::onSilence);
    connect(socket, &QTcpSocket::readyRead, this, &PeerLink::readLines);
    connect(socket, &QTcpSocket::disconnected, this, [this] { end({LinkEnd::Kind::Closed}); });
    connect(socket, &QTcpSocket::errorOccurred, this, [this] {
        if (m_socket && m_socket->state() != QAbstractSocket::ConnectedState)
            end({LinkEnd::Kind::Closed});
    });
    m_heartbeat.start();
    listen();
    if (socket->bytesAvailable() > 0)
        QMetaObject::invokeMethod(this, &PeerLink::readLines, Qt::QueuedConnection);
}

PeerLink::~PeerLink()
{
    if (m_socket)
        m_socket->disconnect(this);
}

void PeerLink::send(const Message& message)
{
    if (m_ended || !m_socket)
        return;
    m_socket->write(encodeMessage(message));
    // Hand it to the system now (never blocks): a reveal or goodbye must leave even when the
    // session is torn down before the event loop runs again.
    m_socket->flush();
    m_heartbeat.start(); // anything sent proves we are alive
}

void PeerLink::close(const Goodbye& goodbye)
{
    if (m_ended)
        return;
    send(Goodbye{goodbye.kind, goodbye.reason.left(kMaxReasonLength)});
    end({LinkEnd::Kind::Local, goodbye});
}

void PeerLink::readLines()
{
    if (m_ended || !m_socket)
        return;
    listen();
    // Never hold more than one line's worth: a peer cannot make us buffer without bound.
    while (!m_ended && m_socket && (m_socket->bytesAvailable() > 0 || m_buffer.contains('\n'))) {
        const qsizetype room = kMaxLineBytes + 1 - m_buffer.size();
        if (room > 0 && m_socket->bytesAvailable() > 0)
            m_buffer += m_socket->read(room);
        const qsizetype newline = m_buffer.indexOf('\n');
        if (newline < 0) {
            if (m_buffer.size() > kMaxLineBytes) {
                const DecodeFailure tooLong{DecodeFailure::Kind::TooLong, {}};
                // One reason for every line over the limit, wherever its newline came.
                send(goodbye(GoodbyeReason::LineTooLong));
                end({LinkEnd::Kind::Malformed, {}, tooLong});
            }
            return;
        }
        const QByteArray line = m_buffer.left(newline + 1);
        m_buffer.remove(0, newline + 1);
        const auto flood = [this] {
            send(goodbye(GoodbyeReason::TooManyMessages));
            end({LinkEnd::Kind::Flood});
        };
        auto message = decodeMessage(line);
        if (!message) {
            const DecodeFailure f = message.error();
            send(f.kind == DecodeFailure::Kind::TooLong ? goodbye(GoodbyeReason::LineTooLong)
                                                        : goodbye(GoodbyeReason::Malformed, f.field));
            return end({LinkEnd::Kind::Malformed, {}, f});
        }
        if (const auto* goodbye = std::get_if<Goodbye>(&*message))
            return end({LinkEnd::Kind::Goodbye, *goodbye});
        if (std::holds_alternative<Heartbeat>(*message)) {
            if (!m_noise.spend())
                return flood();
            continue;
        }
        const QPointer<PeerLink> alive(this);
        const Heard heard = m_receiver ? m_receiver(*message) : Heard::Noise;
        if (!alive)
            return; // the receiver let go of the link
        if (!m_ended && heard == Heard::Noise && !m_noise.spend())
            return flood();
    }
}

void PeerLink::listen()
{
    m_silence.start();
    m_listening.start();
}

// Only the time we were listening counts against the peer. When our own event loop stalled (a
// loaded machine, a laptop waking up), the timer fires late and the peer's lines may be waiting
// unread: it gets a whole time-out from now instead of the blame for our silence.
void PeerLink::onSilence()
{
    const qint64 late = m_listening.elapsed() - m_timings.peerTimeout.count();
    if (late > m_timings.heartbeat.count())
        return listen();
    end({LinkEnd::Kind::TimedOut});
}

void PeerLink::end(const LinkEnd& how)
{
    if (m_ended)
        return;
    m_ended = true;
    m_heartbeat.stop();
    m_silence.stop();
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->disconnectFromHost(); // flushes what is written (the goodbye) first
    }
    emit ended(how);
}

} // namespace net
