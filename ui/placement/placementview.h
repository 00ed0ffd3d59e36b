// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fleetlayout.h"
#include "core/rng.h"
#include "core/ruleset.h"

#include <QWidget>

#include <memory>

class FleetEditor;
class LayoutShelf;
class QLabel;
class QPushButton;

// Laying out your fleet before the battle: the fleet editor, what it says, and Random (fills the
// rest of the fleet), Clear and Ready (enabled only for a complete, legal fleet). With a shelf of
// favourite layouts, Save layout… (a complete, legal fleet, under a name) and Load layout… (one
// the current rules allow; the others show why not).
class PlacementView : public QWidget {
    Q_OBJECT

public:
    explicit PlacementView(QWidget* parent = nullptr);

    // Starts over with an empty board under `rules`.
    // `against`: who the fleet will meet, said beside the title ("Standard rules · against the
    // computer (Hard)"); empty for none.
    void start(const seabattle::Ruleset& rules, quint64 seed, const QString& against = {});
    FleetEditor* editor() const { return m_editor; }
    QPushButton* randomButton() const { return m_random; }
    QPushButton* clearButton() const { return m_clear; }
    QPushButton* readyButton() const { return m_ready; }
    // Where Save layout… and Load layout… keep layouts; without one (the default) they are hidden.
    void setShelf(std::shared_ptr<LayoutShelf> shelf);
    LayoutShelf* shelf() const { return m_shelf.get(); }
    QPushButton* saveLayoutButton() const { return m_saveLayout; }
    QPushButton* loadLayoutButton() const { return m_loadLayout; }
    // What Save layout… and Load layout… do, for the buttons and for tests: ask for a name (and
    // whether to replace a layout of that name), or show the saved layouts to choose from.
    void saveLayout();
    void loadLayout();
    QString status() const;

signals:
    void ready(const seabattle::FleetLayout& fleet);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void fillRandomly();
    void sayReady();
    void refresh();
    void sayProblem(const QString& problem);
    void sayNotice(const QString& notice);

    FleetEditor* m_editor = nullptr;
    QLabel* m_title = nullptr;
    QLabel* m_against = nullptr;
    QLabel* m_status = nullptr;
    QPushButton* m_random = nullptr;
    QPushButton* m_clear = nullptr;
    QPushButton* m_ready = nullptr;
    QPushButton* m_saveLayout = nullptr;
    QPushButton* m_loadLayout = nullptr;
    std::shared_ptr<LayoutShelf> m_shelf;
    QString m_lastName; // of the layout saved or loaded last: offered when saving again
    seabattle::Rng m_rng;
};
