// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/launch/runninggame.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QLocalSocket>

namespace {

const QByteArray kShow = "show\n";
const QByteArray kShown = "shown\n";

} // namespace

RunningGame::RunningGame(const QString& dataDirectory, QObject* parent)
    : QObject(parent), m_directory(dataDirectory),
      m_lock(QDir(dataDirectory).filePath(QStringLiteral("seabattle.lock")))
{
    // Stale only when its process is gone: a game may run for days.
    m_lock.setStaleLockTime(0);
}

QString RunningGame::lockPath() const
{
    return m_lock.fileName();
}

QString RunningGame::serverName() const
{
    const QString folder = QFileInfo(m_directory).canonicalFilePath();
    const QByteArray hash = QCryptographicHash::hash((folder.isEmpty() ? m_directory : folder).toUtf8(),
                                                     QCryptographicHash::Sha256);
    return QStringLiteral("seabattle-") + QString::fromLatin1(hash.toHex().left(24));
}

RunningGame::Claim RunningGame::claim()
{
    QDir().mkpath(m_directory);
    if (m_lock.tryLock(0)) {
        listen();
        return Claim::Owned;
    }
    return m_lock.error() == QLockFile::LockFailedError ? Claim::HeldByAnother : Claim::NotLockable;
}

void RunningGame::listen()
{
    // Only the owner of the lock gets here: a socket of that name is a crashed game's.
    QLocalServer::removeServer(serverName());
    m_server.setSocketOptions(QLocalServer::UserAccessOption);
    m_server.setMaxPendingConnections(4);
    connect(&m_server, &QLocalServer::newConnection, this, [this] {
        while (QLocalSocket* socket = m_server.nextPendingConnection()) {
            connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
            connect(socket, &QLocalSocket::readyRead, this, [this, socket] {
                if (socket->bytesAvailable() < kShow.size())
                    return;
                if (socket->read(kShow.size()) == kShow) {
                    emit showRequested();
                    socket->write(kShown);
                }
                socket->disconnectFromServer();
            });
        }
    });
    m_server.listen(serverName()); // without it, a later start still stops; it just cannot raise us
}

bool RunningGame::askToShow(int timeoutMs) const
{
    QLocalSocket socket;
    socket.connectToServer(serverName());
    if (!socket.waitForConnected(timeoutMs))
        return false;
    socket.write(kShow);
    if (!socket.waitForBytesWritten(timeoutMs))
        return false;
    QByteArray answer;
    while (answer.size() < kShown.size() && socket.waitForReadyRead(timeoutMs))
        answer += socket.read(kShown.size() - answer.size());
    return answer == kShown;
}

QString RunningGame::alreadyRunningText(bool shown) const
{
    qint64 pid = 0;
    QString host;
    QString application;
    m_lock.getLockInfo(&pid, &host, &application);
    const QString folder = QDir::toNativeSeparators(m_directory);
    return shown
               ? tr("Sea Battle is already running (process %1) with your games in %2: its window was "
                    "brought "
                    "to the front. Only one Sea Battle at a time keeps your games, so this one closes.")
                     .arg(pid)
                     .arg(folder)
               : tr("Sea Battle is already running (process %1 on %2) with your games in %3, and it did not "
                    "answer. Only one Sea Battle at a time keeps your games: close the other one first.")
                     .arg(pid)
                     .arg(host, folder);
}

QString RunningGame::notLockableText() const
{
    return tr("Your games folder %1 could not be locked (%2): do not start a second Sea Battle while this "
              "one runs, "
              "or they will overwrite each other's games.")
        .arg(QDir::toNativeSeparators(m_directory),
             m_lock.error() == QLockFile::PermissionError ? tr("permission denied") : tr("unknown error"));
}
