// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/hostport.h"
#include "core/ruleset.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;

// Joining a LAN game: your name, the games heard on the network (live), or an address typed
// by hand ("192.168.1.5", "192.168.1.5:47300"), with the recent ones offered. Join stays
// disabled, with the reason shown, while the address cannot be read.
class JoinDialog : public QDialog {
    Q_OBJECT

public:
    // A game announced on the network.
    struct Game {
        QString name;
        seabattle::Preset preset = seabattle::Preset::Standard;
        QString host;
        quint16 port = 0;
    };

    explicit JoinDialog(int defaultPort, QWidget* parent = nullptr);

    void setPlayerName(const QString& name);
    QString playerName() const;
    // Recent addresses, newest first; the first is filled in.
    void setRecent(const QStringList& addresses);
    // The games heard now; the selection is kept when the list changes.
    void setGames(const QList<Game>& games);
    // The address to join; only when the text is valid.
    std::optional<seabattle::HostPort> address() const;
    QString addressText() const;
    QString problem() const;
    QComboBox* addressBox() const { return m_address; }
    QListWidget* gameList() const { return m_games; }
    QDialogButtonBox* buttons() const { return m_buttons; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void validate();

    int m_defaultPort;
    QList<Game> m_found;
    QLineEdit* m_name = nullptr;
    QListWidget* m_games = nullptr;
    QComboBox* m_address = nullptr;
    QLabel* m_problem = nullptr;
    QLabel* m_nameLabel = nullptr;
    QLabel* m_gamesLabel = nullptr;
    QLabel* m_addressLabel = nullptr;
    QLabel* m_none = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};
