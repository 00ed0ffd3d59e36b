// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/placement/placementview.h"

#include "core/layoutproblem.h"
#include "core/randomlayout.h"
#include "ui/board/highcontrast.h"
#include "ui/board/opensea.h"
#include "ui/livery/deckbutton.h"
#include "ui/placement/fleeteditor.h"
#include "ui/placement/layoutshelf.h"
#include "ui/placement/loadlayoutdialog.h"
#include "ui/words/plaintext.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

using namespace seabattle;

PlacementView::PlacementView(QWidget* parent) : QWidget(parent)
{
    // The board and the shipyard lie on one open sea, as the battle's boards do; the words and
    // buttons under it stay on the window.
    auto* sea = new OpenSea(this);
    m_editor = new FleetEditor(sea);
    auto* onSea = new QVBoxLayout(sea);
    onSea->setContentsMargins(8, 8, 8, 8);
    onSea->addWidget(m_editor);
    m_title = new QLabel(this);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_against = showAsTyped(new QLabel(this)); // a Custom ruleset's name is the player's
    m_against->setObjectName(QStringLiteral("placementAgainst"));
    m_status = showAsTyped(new QLabel(this)); // layout names, Custom class names
    m_status->setObjectName(QStringLiteral("placementStatus"));
    m_status->setWordWrap(true);
    m_status->setMinimumHeight(m_status->fontMetrics().lineSpacing() * 2);
    // In the game's livery, as the end banner's are: Ready in gold, the others navy and brass.
    m_random = new DeckButton(DeckButton::Rank::Secondary, this);
    m_clear = new DeckButton(DeckButton::Rank::Secondary, this);
    m_ready = new DeckButton(DeckButton::Rank::Primary, this);
    m_ready->setDefault(true);
    m_saveLayout = new DeckButton(DeckButton::Rank::Secondary, this);
    m_loadLayout = new DeckButton(DeckButton::Rank::Secondary, this);
    m_saveLayout->hide();
    m_loadLayout->hide();

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_random);
    buttons->addWidget(m_clear);
    buttons->addStretch();
    buttons->addWidget(m_saveLayout);
    buttons->addWidget(m_loadLayout);
    buttons->addSpacing(m_ready->fontMetrics().averageCharWidth() * 2);
    buttons->addWidget(m_ready);

    auto* layout = new QVBoxLayout(this);
    auto* head = new QHBoxLayout;
    head->addWidget(m_title);
    head->addStretch();
    head->addWidget(m_against);
    layout->addLayout(head);
    layout->addWidget(sea, 1);
    layout->addWidget(m_status);
    layout->addLayout(buttons);

    connect(m_editor, &FleetEditor::statusChanged, this, &PlacementView::sayProblem);
    connect(m_editor, &FleetEditor::layoutChanged, this, &PlacementView::refresh);
    connect(m_random, &QPushButton::clicked, this, &PlacementView::fillRandomly);
    connect(m_clear, &QPushButton::clicked, this, [this] { m_editor->setLayout({}); });
    connect(m_ready, &QPushButton::clicked, this, [this] {
        if (m_editor->isComplete())
            emit ready(m_editor->layout());
    });
    connect(m_saveLayout, &QPushButton::clicked, this, &PlacementView::saveLayout);
    connect(m_loadLayout, &QPushButton::clicked, this, &PlacementView::loadLayout);
    setTabOrder(m_editor, m_random);
    setTabOrder(m_random, m_clear);
    setTabOrder(m_clear, m_saveLayout);
    setTabOrder(m_saveLayout, m_loadLayout);
    setTabOrder(m_loadLayout, m_ready);
    retranslate();
    refresh();
}

void PlacementView::start(const Ruleset& rules, quint64 seed, const QString& against)
{
    m_against->setText(against);
    m_rng.seed(seed);
    m_editor->setRules(rules);
    m_editor->setFocus();
}

QString PlacementView::status() const
{
    return m_status->text();
}

void PlacementView::setShelf(std::shared_ptr<LayoutShelf> shelf)
{
    m_shelf = std::move(shelf);
    m_saveLayout->setVisible(m_shelf != nullptr);
    m_loadLayout->setVisible(m_shelf != nullptr);
    refresh();
}

void PlacementView::saveLayout()
{
    if (!m_shelf || !m_editor->isComplete())
        return;
    QString name = m_lastName;
    for (;;) {
        QInputDialog ask(this);
        ask.setObjectName(QStringLiteral("saveLayoutDialog"));
        ask.setWindowTitle(tr("Save layout"));
        ask.setLabelText(
            tr("Name of this layout (at most %n characters):", nullptr, LayoutShelf::kMaxNameLength));
        ask.setInputMode(QInputDialog::TextInput);
        ask.setTextValue(name);
        if (auto* edit = ask.findChild<QLineEdit*>())
            edit->setMaxLength(LayoutShelf::kMaxNameLength);
        if (ask.exec() != QDialog::Accepted)
            return;
        name = ask.textValue().trimmed();
        if (name.isEmpty())
            continue;
        if (m_shelf->find(name)) {
            QMessageBox replace(QMessageBox::Question, tr("Save layout"),
                                tr("A layout named “%1” already exists. Replace it?").arg(oneLine(name)),
                                QMessageBox::Yes | QMessageBox::No, this);
            replace.setObjectName(QStringLiteral("replaceLayoutQuestion"));
            showAsTyped(replace);
            replace.setDefaultButton(QMessageBox::No);
            if (replace.exec() != QMessageBox::Yes)
                continue;
        }
        break;
    }
    if (const auto stored = m_shelf->store(name, m_editor->layout(), m_editor->rules()); !stored) {
        askAsTyped(this, QMessageBox::Warning, tr("Save layout"), describeShelfError(stored.error()));
        return;
    }
    m_lastName = name;
    refresh();
    sayNotice(tr("Layout saved as “%1”.").arg(oneLine(name)));
}

void PlacementView::loadLayout()
{
    if (!m_shelf)
        return;
    LoadLayoutDialog dialog(*m_shelf, m_editor->rules(), this);
    if (!m_lastName.isEmpty())
        dialog.select(m_lastName);
    const bool accepted = dialog.exec() == QDialog::Accepted;
    refresh(); // the dialog may have deleted layouts
    if (!accepted)
        return;
    const auto layout = dialog.selectedLayout();
    if (!layout)
        return;
    m_lastName = dialog.selectedName();
    m_editor->setLayout(*layout);
    sayNotice(tr("Layout “%1” placed.").arg(oneLine(m_lastName))); // a name read from the file
}

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
    sayReady();
    m_saveLayout->setEnabled(m_shelf && m_editor->isComplete());
    m_loadLayout->setEnabled(m_shelf && !m_shelf->layouts().empty());
    sayProblem(m_editor->status());
}

// Ready once the fleet is whole; until then the button says what is left to do.
void PlacementView::sayReady()
{
    int left = 0;
    for (int c = 0; c < int(m_editor->rules().fleet.size()); ++c)
        left += m_editor->shipsLeft(c);
    m_ready->setText(left == 0 ? tr("Rea&dy") : tr("Place %n more ships", nullptr, left));
}

// Why a ship cannot go where it is: once, under the board, in bold at the page's size on a navy
// plate with a thin red rim (over the board it would hide the cells the player is looking at).
// Quiet: the hatched water around the ships already showed the rule before the ship came down.
void PlacementView::sayProblem(const QString& problem)
{
    m_status->setText(problem);
    QFont font = this->font();
    font.setBold(!problem.isEmpty());
    m_status->setFont(font);
    const bool plate = !problem.isEmpty() && !isHighContrast(palette());
    m_status->setStyleSheet(plate ? QStringLiteral("QLabel { background-color: rgba(16, 33, 58, 235); "
                                                   "border: 1px solid #c24a4a; border-radius: 6px; "
                                                   "padding: 3px 10px; color: #f4ecd8; }")
                                  : QString());
}

// What the player did with the shelf: in the page's own type, no alarm.
void PlacementView::sayNotice(const QString& notice)
{
    sayProblem({});
    m_status->setText(notice);
}

void PlacementView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::PaletteChange && !m_editor->status().isEmpty())
        sayProblem(m_editor->status()); // the plate, or none under high contrast
    QWidget::changeEvent(event);
}

void PlacementView::retranslate()
{
    m_title->setText(tr("Place your fleet"));
    //: the board and shipyard where ships are placed, as a screen reader names it
    m_editor->setAccessibleName(tr("Your fleet and the shipyard"));
    m_random->setText(tr("&Random"));
    m_random->setToolTip(tr("Place the ships still in the shipyard at random"));
    m_clear->setText(tr("&Clear"));
    m_clear->setToolTip(tr("Take every ship off the board"));
    sayReady();
    m_ready->setToolTip(tr("Start the battle with this fleet"));
    m_saveLayout->setText(tr("Sa&ve layout…"));
    m_saveLayout->setToolTip(tr("Keep this fleet under a name, to place it again in a later game"));
    m_loadLayout->setText(tr("L&oad layout…"));
    m_loadLayout->setToolTip(tr("Place a fleet you saved earlier"));
}
