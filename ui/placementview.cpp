// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/placementview.h"

#include "core/layoutproblem.h"
#include "core/randomlayout.h"
#include "ui/fleeteditor.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

using namespace seabattle;

PlacementView::PlacementView(QWidget* parent) : QWidget(parent)
{
    m_editor = new FleetEditor(this);
    m_title = new QLabel(this);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("placementStatus"));
    m_status->setWordWrap(true);
    m_status->setMinimumHeight(m_status->fontMetrics().lineSpacing() * 2);
    m_random = new QPushButton(this);
    m_clear = new QPushButton(this);
    m_ready = new QPushButton(this);
    m_ready->setDefault(true);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_random);
    buttons->addWidget(m_clear);
    buttons->addStretch();
    buttons->addWidget(m_ready);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_editor, 1);
    layout->addWidget(m_status);
    layout->addLayout(buttons);

    connect(m_editor, &FleetEditor::statusChanged, m_status, &QLabel::setText);
    connect(m_editor, &FleetEditor::layoutChanged, this, &PlacementView::refresh);
    connect(m_random, &QPushButton::clicked, this, &PlacementView::fillRandomly);
    connect(m_clear, &QPushButton::clicked, this, [this] { m_editor->setLayout({}); });
    connect(m_ready, &QPushButton::clicked, this, [this] {
        if (m_editor->isComplete())
            emit ready(m_editor->layout());
    });
    setTabOrder(m_editor, m_random);
    setTabOrder(m_random, m_clear);
    setTabOrder(m_clear, m_ready);
    retranslate();
    refresh();
}

void PlacementView::start(const Ruleset& rules, quint64 seed)
{
    m_rng.seed(seed);
    m_editor->setRules(rules);
    m_editor->setFocus();
}

QString PlacementView::status() const { return m_status->text(); }

void PlacementView::fillRandomly()
{
    // Keep what the player placed when it leaves room; otherwise deal a whole new fleet.
    auto fleet = randomCompletion(m_editor->rules(), m_editor->layout(), m_rng);
    if (!fleet)
        fleet = randomLayout(m_editor->rules(), m_rng);
    if (fleet)
        m_editor->setLayout(*fleet);
}

void PlacementView::refresh()
{
    m_ready->setEnabled(m_editor->isComplete());
    m_status->setText(m_editor->status());
}

void PlacementView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void PlacementView::retranslate()
{
    m_title->setText(tr("Place your fleet"));
    m_random->setText(tr("&Random"));
    m_random->setToolTip(tr("Place the ships still in the shipyard at random"));
    m_clear->setText(tr("&Clear"));
    m_clear->setToolTip(tr("Take every ship off the board"));
    m_ready->setText(tr("Rea&dy"));
    m_ready->setToolTip(tr("Start the battle with this fleet"));
}
