// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ruleset.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

// Before a LAN match: the host waits for a friend (the addresses to give them, Copy, Cancel),
// the guest connects, and the guest reads the host's rules to accept or decline them. It only
// shows what it is told; the choices leave as signals.
class LobbyView : public QWidget {
    Q_OBJECT

public:
    explicit LobbyView(QWidget* parent = nullptr);

    // Host: waiting, with "address:port" lines a friend may type.
    void showWaiting(const QStringList& addresses);
    // Guest: reaching `where`.
    void showConnecting(const QString& where);
    // Guest: `host` offers `rules`.
    void showOffer(const QString& host, const seabattle::Ruleset& rules, bool youFireFirst);
    // Host: `guest` joined and is reading the rules.
    void showGuestReading(const QString& guest);
    // A line under the title: what went wrong, or what happened ("Anaïs declined…").
    void setNote(const QString& text);

    QString title() const;
    QString note() const;
    QStringList addresses() const;
    QPushButton* copyButton() const { return m_copy; }
    QPushButton* acceptButton() const { return m_accept; }
    QPushButton* declineButton() const { return m_decline; }
    QPushButton* cancelButton() const { return m_cancel; }

signals:
    void cancelRequested();
    void acceptRequested();
    void declineRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    enum class Stage { Waiting, Connecting, Offer, GuestReading };
    void retranslate();
    void setStage(Stage stage);

    Stage m_stage = Stage::Waiting;
    QString m_peer;
    seabattle::Ruleset m_rules;
    bool m_youFireFirst = false;
    QLabel* m_title = nullptr;
    QLabel* m_text = nullptr;
    QLabel* m_note = nullptr;
    QListWidget* m_addresses = nullptr;
    QLabel* m_rulesText = nullptr;
    QPushButton* m_copy = nullptr;
    QPushButton* m_accept = nullptr;
    QPushButton* m_decline = nullptr;
    QPushButton* m_cancel = nullptr;
};
