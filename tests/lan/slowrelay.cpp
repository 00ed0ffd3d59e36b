// SPDX-License-Identifier: GPL-3.0-or-later
// lan_relay: a slow and broken link on loopback, between a LAN guest and its host. Each chunk
// read is held 300 ms ± 100 ms (order kept), then written one byte at a time; the 25th chunk of
// each direction stalls the stream for STALL ms. Only 127.0.0.1 is ever used.
//   lan_relay TARGET_PORT [STALL_MS]   prints "listening <port>", then relays each connection
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QRandomGenerator>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
#include <deque>

namespace {

constexpr int kStallChunk = 25;

// One direction of the relay.
class SlowPipe : public QObject {
public:
    SlowPipe(QTcpSocket* from, QTcpSocket* to, qint64 stall, quint32 seed, QObject* parent)
        : QObject(parent), m_from(from), m_to(to), m_stall(stall), m_random(seed)
    {
        m_clock.start();
        m_timer.setSingleShot(true);
        connect(&m_timer, &QTimer::timeout, this, &SlowPipe::deliver);
        connect(from, &QTcpSocket::readyRead, this, &SlowPipe::take);
        connect(from, &QTcpSocket::disconnected, this, [this] {
            m_closing = true;
            deliver();
        });
    }

private:
    void take()
    {
        const QByteArray data = m_from->readAll();
        if (data.isEmpty())
            return;
        qint64 due = std::max(m_lastDue, m_clock.elapsed() + 200 + qint64(m_random.bounded(201)));
        if (++m_chunks == kStallChunk) {
            due += m_stall;
            QTextStream(stderr) << "stall " << m_stall << " ms" << Qt::endl;
        }
        m_lastDue = due;
        m_queue.push_back({data, due});
        if (!m_timer.isActive())
            m_timer.start(int(std::max<qint64>(0, m_queue.front().due - m_clock.elapsed())));
    }

    void deliver()
    {
        while (!m_queue.empty() && m_queue.front().due <= m_clock.elapsed()) {
            for (const char byte : m_queue.front().data) {
                m_to->write(&byte, 1);
                m_to->flush();
            }
            m_queue.pop_front();
        }
        if (!m_queue.empty())
            m_timer.start(int(std::max<qint64>(0, m_queue.front().due - m_clock.elapsed())));
        else if (m_closing)
            m_to->disconnectFromHost();
    }

    struct Chunk {
        QByteArray data;
        qint64 due;
    };
    QTcpSocket* m_from;
    QTcpSocket* m_to;
    qint64 m_stall;
    QRandomGenerator m_random;
    QElapsedTimer m_clock;
    QTimer m_timer;
    std::deque<Chunk> m_queue;
    qint64 m_lastDue = 0;
    int m_chunks = 0;
    bool m_closing = false;
};

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 2 || args.size() > 3) {
        QTextStream(stderr) << "usage: lan_relay TARGET_PORT [STALL_MS]\n";
        return 2;
    }
    const auto target = quint16(args[1].toUInt());
    const qint64 stall = args.value(2, QStringLiteral("4000")).toLongLong();
    QTcpServer server;
    if (!server.listen(QHostAddress::LocalHost, 0))
        return 3;
    QTextStream(stdout) << "listening " << server.serverPort() << Qt::endl;
    quint32 seed = 1;
    QObject::connect(&server, &QTcpServer::newConnection, &server, [&] {
        while (QTcpSocket* guest = server.nextPendingConnection()) {
            auto* host = new QTcpSocket(guest);
            for (QTcpSocket* s : {guest, host})
                s->setSocketOption(QAbstractSocket::LowDelayOption, 1); // every byte its own segment
            host->connectToHost(QHostAddress::LocalHost, target);
            new SlowPipe(guest, host, stall, seed++, guest);
            new SlowPipe(host, guest, stall, seed++, guest);
        }
    });
    return QCoreApplication::exec();
}
