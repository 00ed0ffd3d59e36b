// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/ai/opponentlevel.h"
#include "core/newgamechoice.h"
#include "core/ruleset.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QPushButton;
class QTableWidget;

// Chooses the opponent, the rules preset and its options, and for Custom the fleet, with live
// checks: OK stays disabled, with the reason shown, while the rules cannot be played (core's
// checkRuleset(), including "the fleet does not fit").
class NewGameDialog : public QDialog {
    Q_OBJECT

public:
    explicit NewGameDialog(QWidget* parent = nullptr);

    // Hosting a LAN game: no opponent to choose; your name and the port to listen on instead
    // (the rules are the host's offer).
    void setHosting(bool hosting);
    bool isHosting() const { return m_hosting; }
    void setHostSettings(const QString& playerName, int port);
    QString playerName() const;
    int port() const;
    QSpinBox* portBox() const { return m_port; }

    void setChoice(const seabattle::NewGameChoice& choice);
    seabattle::NewGameChoice choice() const;
    // Why the current rules cannot be played, or empty.
    QString problem() const;
    QPushButton* okButton() const;
    QComboBox* opponentBox() const { return m_opponent; }
    QComboBox* presetBox() const { return m_preset; }
    QTableWidget* fleetTable() const { return m_fleet; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void makeRuleFields();
    void makeLabelsAndHosting();
    void layOut();
    void connectFields();
    void connectFleetButtons();
    void retranslate();
    void presetChosen();
    void showFleet(const std::vector<seabattle::ShipClass>& fleet);
    std::vector<seabattle::ShipClass> fleetShown() const;
    void nameFleetFields();
    void validate();

    QComboBox* m_opponent = nullptr;
    QComboBox* m_preset = nullptr;
    QCheckBox* m_shootAgain = nullptr;
    QCheckBox* m_salvo = nullptr;
    QCheckBox* m_markAround = nullptr;
    QComboBox* m_touching = nullptr;
    QComboBox* m_firstShooter = nullptr;
    QTableWidget* m_fleet = nullptr;
    QPushButton* m_addClass = nullptr;
    QPushButton* m_removeClass = nullptr;
    QLabel* m_problem = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    QLabel* m_opponentLabel = nullptr;
    QLabel* m_presetLabel = nullptr;
    QLabel* m_presetLine = nullptr; // what the preset is, in a line
    QLabel* m_touchingLabel = nullptr;
    QLabel* m_firstLabel = nullptr;
    QLabel* m_fleetLabel = nullptr;
    QLineEdit* m_name = nullptr;
    QSpinBox* m_port = nullptr;
    QLabel* m_nameLabel = nullptr;
    QLabel* m_portLabel = nullptr;
    bool m_hosting = false;
    bool m_updating = false;
    seabattle::OpponentLevel m_watchedLevel = seabattle::OpponentLevel::Medium;
};
