// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/placement/loadlayoutdialog.h"

#include "ui/words/plaintext.h"
#include "ui/words/rulessummary.h"

#include <QCollator>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

using namespace seabattle;

namespace {

constexpr int kNameRole = Qt::UserRole;
constexpr int kUsableRole = Qt::UserRole + 1;
constexpr int kReasonRole = Qt::UserRole + 2;

} // namespace

LoadLayoutDialog::LoadLayoutDialog(LayoutShelf& shelf, const Ruleset& current, QWidget* parent)
    : QDialog(parent), m_shelf(shelf), m_rules(current)
{
    setObjectName(QStringLiteral("loadLayoutDialog"));
    setWindowTitle(tr("Load a layout"));
    auto* intro = new QLabel(tr("Choose a saved layout to place on your board:"), this);
    m_list = new QTreeWidget(this);
    m_list->setColumnCount(2);
    m_list->setHeaderLabels({tr("Name"), tr("Made for")});
    m_list->setAccessibleName(tr("Saved layouts"));
    intro->setBuddy(m_list);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAllColumnsShowFocus(true);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_reason = showAsTyped(new QLabel(this)); // the layout's name, Custom class names
    m_reason->setObjectName(QStringLiteral("layoutReason"));
    m_reason->setWordWrap(true);
    m_reason->setMinimumHeight(m_reason->fontMetrics().lineSpacing() * 2);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Load"));
    m_delete = m_buttons->addButton(tr("&Delete"), QDialogButtonBox::ActionRole);
    m_delete->setToolTip(tr("Delete the selected layout"));

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_reason);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (selectedLayout())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_delete, &QPushButton::clicked, this, &LoadLayoutDialog::deleteSelected);
    connect(m_list, &QTreeWidget::currentItemChanged, this, &LoadLayoutDialog::selectionChanged);
    connect(m_list, &QTreeWidget::itemActivated, this, [this] {
        if (selectedLayout())
            accept();
    });
    fill();
    resize(sizeHint().expandedTo(QSize(440, 320)));
}

QPushButton* LoadLayoutDialog::loadButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

void LoadLayoutDialog::fill()
{
    std::vector<ShelvedLayout> shelved = m_shelf.layouts();
    QCollator collator;
    collator.setNumericMode(true);
    collator.setCaseSensitivity(Qt::CaseInsensitive);
    std::stable_sort(shelved.begin(), shelved.end(), [&](const ShelvedLayout& a, const ShelvedLayout& b) {
        return collator.compare(a.name, b.name) < 0;
    });
    m_list->clear();
    QTreeWidgetItem* firstUsable = nullptr;
    for (const ShelvedLayout& entry : shelved) {
        auto* item = new QTreeWidgetItem(m_list, {oneLine(entry.name), presetName(entry.rules.preset)});
        const auto layout = layoutUnderRules(entry, m_rules);
        const QString reason = layout ? QString() : describeRefusal(layout.error(), m_rules);
        item->setData(0, kNameRole, entry.name);
        item->setData(0, kUsableRole, layout.has_value());
        item->setData(0, kReasonRole, reason);
        if (!layout) {
            // Still selectable, so that its reason shows, but greyed like a disabled entry.
            const QBrush grey = palette().brush(QPalette::Disabled, QPalette::Text);
            for (int column = 0; column < 2; ++column) {
                item->setForeground(column, grey);
                item->setToolTip(column, plainToolTip(reason));
            }
        } else if (!firstUsable) {
            firstUsable = item;
        }
    }
    if (firstUsable)
        m_list->setCurrentItem(firstUsable);
    else if (m_list->topLevelItemCount() > 0)
        m_list->setCurrentItem(m_list->topLevelItem(0));
    selectionChanged();
}

bool LoadLayoutDialog::select(const QString& name)
{
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = m_list->topLevelItem(i);
        if (item->data(0, kNameRole).toString() == name) {
            m_list->setCurrentItem(item);
            return true;
        }
    }
    return false;
}

QString LoadLayoutDialog::selectedName() const
{
    const QTreeWidgetItem* item = m_list->currentItem();
    return item ? item->data(0, kNameRole).toString() : QString();
}

std::optional<FleetLayout> LoadLayoutDialog::selectedLayout() const
{
    const auto shelved = selectedName().isEmpty() ? std::nullopt : m_shelf.find(selectedName());
    if (!shelved)
        return std::nullopt;
    auto layout = layoutUnderRules(*shelved, m_rules);
    return layout ? std::optional(std::move(layout).value()) : std::nullopt;
}

QString LoadLayoutDialog::reason() const
{
    return m_reason->text();
}

void LoadLayoutDialog::selectionChanged()
{
    const QTreeWidgetItem* item = m_list->currentItem();
    const bool usable = item && item->data(0, kUsableRole).toBool();
    loadButton()->setEnabled(usable);
    m_delete->setEnabled(item != nullptr);
    if (m_list->topLevelItemCount() == 0)
        m_reason->setText(tr("No layout is saved yet."));
    else if (!item)
        m_reason->clear();
    else if (usable)
        m_reason->setText(
            tr("“%1” fits the rules of this game.").arg(oneLine(item->data(0, kNameRole).toString())));
    else
        m_reason->setText(item->data(0, kReasonRole).toString());
    loadButton()->setAccessibleDescription(m_reason->text()); // why it is disabled, or that it fits
}

void LoadLayoutDialog::deleteSelected()
{
    const QString name = selectedName();
    if (name.isEmpty())
        return;
    QMessageBox question(QMessageBox::Question, tr("Delete a layout"),
                         tr("Delete the layout “%1”?").arg(oneLine(name)), QMessageBox::Yes | QMessageBox::No,
                         this);
    question.setObjectName(QStringLiteral("deleteLayoutQuestion"));
    showAsTyped(question);
    question.setDefaultButton(QMessageBox::No);
    if (question.exec() != QMessageBox::Yes)
        return;
    if (const auto removed = m_shelf.remove(name); !removed)
        askAsTyped(this, QMessageBox::Warning, tr("Delete a layout"), describeShelfError(removed.error()));
    fill();
}
