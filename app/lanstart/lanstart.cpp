// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/lanstart/lanstart.h"

#include "app/lanstart/accountname.h"
#include "app/lanstart/lanwords.h"
#include "app/storage/settings.h"
#include "ui/lobby/joindialog.h"
#include "ui/lobby/lobbyview.h"
#include "ui/window/mainwindow.h"
#include "ui/words/plaintext.h"

#include <QSpinBox>

using namespace seabattle;

LanStart::LanStart(MainWindow& window, Settings& settings, Open open, QObject* parent)
    : QObject(parent), m_window(window), m_settings(settings), m_open(std::move(open))
{
}

QString LanStart::playerName() const
{
    QString name = m_lan.name();
    if (name.isEmpty())
        name = accountName();
    return (name.isEmpty() ? tr("Player") : name).left(net::kMaxNameLength);
}

quint16 LanStart::lastPort() const
{
    return m_lan.port();
}

void LanStart::chooseHost(NewGameChoice& choice)
{
    NewGameDialog dialog(&m_window);
    dialog.setHosting(true);
    dialog.setChoice(choice);
    dialog.setHostSettings(playerName(), lastPort());
    for (;;) {
        if (dialog.exec() != QDialog::Accepted)
            return;
        if (!dialog.playerName().isEmpty())
            m_lan.setName(dialog.playerName());
        m_lan.setPort(quint16(dialog.port()));
        choice.rules = dialog.choice().rules;
        m_settings.setNewGameChoice(choice);
        if (host(choice.rules, quint16(dialog.port())))
            return;
        dialog.portBox()->setFocus(); // another port, perhaps
    }
}

bool LanStart::host(const Ruleset& rules, quint16 port)
{
    auto session =
        std::make_unique<net::LanSession>(net::LanSession::Role::Host, playerName(), m_lan.timings());
    // Every address by default; the setting narrows it (tests listen on loopback only).
    if (const auto problem = session->host(rules, port, m_lan.listenAddress())) {
        askAsTyped(&m_window, QMessageBox::Warning, tr("Host a LAN game"),
                   LanWords::problem(*problem, QString(), port));
        return false;
    }
    const quint16 listening = session->port();
    m_open(std::move(session), beaconFor(rules, listening));
    m_window.showStatus(tr("Hosting on port %1").arg(listening));
    return true;
}

// Discovery port 0 in the settings: the game is not announced (joined by address only).
std::unique_ptr<net::GameBeacon> LanStart::beaconFor(const Ruleset& rules, quint16 port) const
{
    const quint16 discoveryPort = m_lan.discoveryPort();
    if (discoveryPort == 0)
        return nullptr;
    const net::GameAnnouncement announcement{playerName(), QString::fromLatin1(keyOf(rules.preset)), port};
    return std::make_unique<net::GameBeacon>(announcement, net::discoveryAddress(m_lan.discoveryAddress()),
                                             discoveryPort);
}

void LanStart::chooseJoin()
{
    JoinDialog dialog(net::kDefaultPort, &m_window);
    dialog.setPlayerName(playerName());
    dialog.setRecent(m_lan.recentAddresses());
    net::GameFinder finder;
    const auto preset = [](const QString& key) {
        return presetFromKey(key.toStdString()).value_or(Preset::Standard);
    };
    connect(&finder, &net::GameFinder::gamesChanged, &dialog, [&] {
        QList<JoinDialog::Game> games;
        for (const net::FoundGame& g : finder.games())
            games.append({g.announcement.name, preset(g.announcement.rules), g.address.toString(),
                          g.announcement.port});
        dialog.setGames(games);
    });
    finder.listen(m_lan.discoveryPort());
    if (dialog.exec() != QDialog::Accepted || !dialog.address())
        return;
    if (!dialog.playerName().isEmpty())
        m_lan.setName(dialog.playerName());
    m_lan.rememberAddress(dialog.addressText());
    join(*dialog.address());
}

void LanStart::join(const HostPort& where)
{
    auto session =
        std::make_unique<net::LanSession>(net::LanSession::Role::Guest, playerName(), m_lan.timings());
    net::LanSession* s = session.get();
    m_open(std::move(session), nullptr);
    // Never through .arg(): an IPv6 scope ("fe80::1%2") holds a '%' and a digit.
    m_window.lobbyView()->showConnecting(QString::fromStdString(addressText(where)));
    const QString host = QString::fromStdString(where.host);
    s->join(host, quint16(where.port));
}
