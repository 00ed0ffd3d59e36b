// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fleetlayout.h"
#include "core/ruleset.h"
#include "ui/placement/layoutshelf.h"

#include <QDialog>

#include <optional>

class QDialogButtonBox;
class QLabel;
class QPushButton;
class QTreeWidget;

// Choosing a saved layout to place: every name with the rules it was made for. Those the current
// rules cannot use are greyed, and the reason shows when one is selected; Load stays disabled
// for them. Delete drops the selected layout from the shelf, after asking.
class LoadLayoutDialog : public QDialog {
    Q_OBJECT

public:
    LoadLayoutDialog(LayoutShelf& shelf, const seabattle::Ruleset& current, QWidget* parent = nullptr);

    // Selects the layout kept as `name`; false if there is none.
    bool select(const QString& name);
    // The selected layout's name, and the layout itself when the current rules can use it.
    QString selectedName() const;
    std::optional<seabattle::FleetLayout> selectedLayout() const;
    // What is said of the selection: why it cannot be used, or that it can.
    QString reason() const;

    QTreeWidget* list() const { return m_list; }
    QPushButton* loadButton() const;
    QPushButton* deleteButton() const { return m_delete; }

private:
    void fill();
    void selectionChanged();
    void deleteSelected();

    LayoutShelf& m_shelf;
    seabattle::Ruleset m_rules;
    QTreeWidget* m_list = nullptr;
    QLabel* m_reason = nullptr;
    QPushButton* m_delete = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};
