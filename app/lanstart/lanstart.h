// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/lanstart/lansettings.h"
#include "app/net/beacon.h"
#include "app/net/lansession.h"
#include "core/hostport.h"
#include "ui/dialogs/newgamedialog.h"

#include <QObject>

#include <functional>
#include <memory>

class MainWindow;
class Settings;

// Where a LAN game starts: the host and join dialogs, the player's name, the port, the time
// allowances and discovery, all from the settings. A session that is hosting or joining is
// handed to `open` (the game flow shows it from there).
class LanStart : public QObject {
    Q_OBJECT

public:
    using Open = std::function<void(std::unique_ptr<net::LanSession>, std::unique_ptr<net::GameBeacon>)>;
    LanStart(MainWindow& window, Settings& settings, Open open, QObject* parent = nullptr);

    // The name the peer sees: the one given last time, else the account's, else "Player".
    QString playerName() const;
    // The port hosted on last time (the default port if none, or if the setting is unreadable).
    quint16 lastPort() const;

    // The host dialog (rules, name, port), from `choice`'s rules; the rules chosen go back into
    // it. A busy port is reported and the dialog offered again.
    void chooseHost(seabattle::NewGameChoice& choice);
    // Hosts at once on `port` (0: any free one); false, with the reason said, if it cannot.
    bool host(const seabattle::Ruleset& rules, quint16 port);
    // The join dialog: games heard on the network, recent addresses.
    void chooseJoin();
    void join(const seabattle::HostPort& where);

private:
    std::unique_ptr<net::GameBeacon> beaconFor(const seabattle::Ruleset& rules, quint16 port) const;

    MainWindow& m_window;
    Settings& m_settings;
    LanSettings m_lan;
    Open m_open;
};
