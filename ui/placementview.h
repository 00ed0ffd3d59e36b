// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fleetlayout.h"
#include "core/rng.h"
#include "core/ruleset.h"

#include <QWidget>

class FleetEditor;
class QLabel;
class QPushButton;

// Laying out your fleet before the battle: the fleet editor, what it says, and Random (fills the
// rest of the fleet), Clear and Ready (enabled only for a complete, legal fleet).
class PlacementView : public QWidget {
    Q_OBJECT

public:
    explicit PlacementView(QWidget* parent = nullptr);

    // Starts over with an empty board under `rules`.
    void start(const seabattle::Ruleset& rules, quint64 seed);
    FleetEditor* editor() const { return m_editor; }
    QPushButton* randomButton() const { return m_random; }
    QPushButton* clearButton() const { return m_clear; }
    QPushButton* readyButton() const { return m_ready; }
    QString status() const;

signals:
    void ready(const seabattle::FleetLayout& fleet);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void fillRandomly();
    void refresh();

    FleetEditor* m_editor = nullptr;
    QLabel* m_title = nullptr;
    QLabel* m_status = nullptr;
    QPushButton* m_random = nullptr;
    QPushButton* m_clear = nullptr;
    QPushButton* m_ready = nullptr;
    seabattle::Rng m_rng;
};
