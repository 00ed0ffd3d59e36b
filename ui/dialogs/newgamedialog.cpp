// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/newgamedialog.h"

#include "ui/livery/masthead.h"
#include "ui/words/rulessummary.h"

#include "ui/words/levelwords.h"
#include "ui/words/plaintext.h"
#include "ui/words/shipwords.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

using namespace seabattle;

namespace {

constexpr int kWatchItem = int(kOpponentLevels.size()); // after the four levels

QString describe(const RulesetProblem& problem, const Ruleset& rules)
{
    using Kind = RulesetProblem::Kind;
    const QString shipClass = problem.shipClass >= 0 && problem.shipClass < int(rules.fleet.size())
                                  ? shipClassName(rules.fleet[std::size_t(problem.shipClass)])
                                  : QString();
    switch (problem.kind) {
    case Kind::NoShips:
        return NewGameDialog::tr("The fleet needs at least one ship.");
    case Kind::LengthOutOfRange:
        return NewGameDialog::tr("%1: a ship is 1 to 6 cells long.").arg(shipClass);
    case Kind::CountOutOfRange:
        return NewGameDialog::tr("%1: 0 to 9 ships of a kind.").arg(shipClass);
    case Kind::UnnamedClass:
        return NewGameDialog::tr("Every kind of ship needs a name.");
    case Kind::DuplicateClassName:
        return NewGameDialog::tr("Two kinds of ship are called %1.").arg(shipClass);
    case Kind::TooManyShips:
        return NewGameDialog::tr("At most %n ship(s) in a fleet.", nullptr, kMaxFleetShips);
    case Kind::MarkAroundSunkNeedsSpacing:
        return NewGameDialog::tr("Marking the cells around sunk ships needs ships that may not touch.");
    case Kind::SalvoExcludesShootAgain:
        return NewGameDialog::tr("Salvo and “Shoot again after a hit” cannot be combined: a salvo already "
                                 "fires one shot per ship afloat.");
    case Kind::FleetDoesNotFit:
        return NewGameDialog::tr("This fleet does not fit on the grid.");
    case Kind::FitUnproven:
        return NewGameDialog::tr("This fleet is too crowded: no room was found for it on the grid.");
    }
    return {};
}

} // namespace

NewGameDialog::NewGameDialog(QWidget* parent) : QDialog(parent)
{
    makeRuleFields();
    makeLabelsAndHosting();
    layOut();
    connectFields();
    connectFleetButtons();
    retranslate();
    setChoice(NewGameChoice{});
    setHosting(false);
}

// The opponent, the rules and the Custom fleet's table.
void NewGameDialog::makeRuleFields()
{
    // Hosting's name and port stand first in the form: made first, Tab reaches them first.
    m_name = new QLineEdit(this);
    m_name->setMaxLength(40);
    m_port = new QSpinBox(this);
    m_port->setRange(1, 65535);
    m_opponent = new QComboBox(this);
    for (int i = 0; i <= kWatchItem; ++i)
        m_opponent->addItem(QString());
    m_preset = new QComboBox(this);
    for (Preset p : kPresets)
        m_preset->addItem(QString(), int(p));
    m_presetLine = new QLabel(this);
    m_presetLine->setObjectName(QStringLiteral("presetLine"));
    m_presetLine->setWordWrap(true);
    m_shootAgain = new QCheckBox(this);
    m_markAround = new QCheckBox(this);
    m_salvo = new QCheckBox(this);
    m_touching = new QComboBox(this);
    for (TouchingRule t : {TouchingRule::Allowed, TouchingRule::NoSideContact, TouchingRule::NoContact})
        m_touching->addItem(QString(), int(t));
    m_firstShooter = new QComboBox(this);
    for (FirstShooter f : {FirstShooter::PlayerOne, FirstShooter::PlayerTwo, FirstShooter::Random,
                           FirstShooter::LoserOfLastGame})
        m_firstShooter->addItem(QString(), int(f));
    m_fleet = new QTableWidget(0, 3, this);
    m_fleet->verticalHeader()->hide();
    m_fleet->setTabKeyNavigation(false); // Tab goes through each kind's fields, then on to the buttons
    m_fleet->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_fleet->setMinimumHeight(180);
    m_addClass = new QPushButton(this);
    m_removeClass = new QPushButton(this);
    m_problem = showAsTyped(new QLabel(this)); // Custom class names
    m_problem->setObjectName(QStringLiteral("rulesProblem"));
    m_problem->setWordWrap(true);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
}

// The fields' labels, and those of what hosting adds (the name and the port, made first).
void NewGameDialog::makeLabelsAndHosting()
{
    m_opponentLabel = new QLabel(this);
    m_presetLabel = new QLabel(this);
    m_touchingLabel = new QLabel(this);
    m_firstLabel = new QLabel(this);
    m_fleetLabel = new QLabel(this);
    m_opponentLabel->setBuddy(m_opponent);
    m_presetLabel->setBuddy(m_preset);
    m_touchingLabel->setBuddy(m_touching);
    m_firstLabel->setBuddy(m_firstShooter);
    m_fleetLabel->setBuddy(m_fleet);

    m_nameLabel = new QLabel(this);
    m_portLabel = new QLabel(this);
    m_nameLabel->setBuddy(m_name);
    m_portLabel->setBuddy(m_port);
}

void NewGameDialog::layOut()
{
    auto* form = new QFormLayout;
    form->addRow(m_nameLabel, m_name);
    form->addRow(m_portLabel, m_port);
    form->addRow(m_opponentLabel, m_opponent);
    form->addRow(m_presetLabel, m_preset);
    form->addRow(QString(), m_presetLine);
    form->addRow(QString(), m_shootAgain);
    form->addRow(QString(), m_markAround);
    form->addRow(QString(), m_salvo);
    form->addRow(m_touchingLabel, m_touching);
    form->addRow(m_firstLabel, m_firstShooter);
    auto* fleetButtons = new QHBoxLayout;
    fleetButtons->addWidget(m_addClass);
    fleetButtons->addWidget(m_removeClass);
    fleetButtons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new Masthead(this)); // the game's colours, and the dialog's title
    layout->addLayout(form);
    layout->addWidget(m_fleetLabel);
    layout->addWidget(m_fleet, 1);
    layout->addLayout(fleetButtons);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
}

void NewGameDialog::connectFields()
{
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_preset, &QComboBox::currentIndexChanged, this, &NewGameDialog::presetChosen);
    connect(m_opponent, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (index >= 0 && index < kWatchItem)
            m_watchedLevel = kOpponentLevels[std::size_t(index)];
    });
    for (QCheckBox* box : {m_shootAgain, m_salvo, m_markAround})
        connect(box, &QCheckBox::toggled, this, &NewGameDialog::validate);
    // Salvo replaces shooting again (core refuses both): choosing one lets the other go, even
    // Classic's own shoot-again, so that Salvo is open on every preset.
    connect(m_salvo, &QCheckBox::toggled, this, [this](bool on) {
        if (on)
            m_shootAgain->setChecked(false);
    });
    connect(m_shootAgain, &QCheckBox::toggled, this, [this](bool on) {
        if (on)
            m_salvo->setChecked(false);
    });
    connect(m_touching, &QComboBox::currentIndexChanged, this, &NewGameDialog::validate);
}

// Add a kind of ship ("Ship N", the first N not taken) and remove the selected one (or the last).
void NewGameDialog::connectFleetButtons()
{
    connect(m_addClass, &QPushButton::clicked, this, [this] {
        auto fleet = fleetShown();
        // The first "Ship N" no kind of ship is called yet.
        for (int n = 1;; ++n) {
            const std::string name = tr("Ship %1").arg(n).toStdString();
            if (std::none_of(fleet.begin(), fleet.end(),
                             [&](const ShipClass& c) { return c.name == name; })) {
                fleet.push_back({name, 2, 1});
                break;
            }
        }
        showFleet(fleet);
    });
    connect(m_removeClass, &QPushButton::clicked, this, [this] {
        auto fleet = fleetShown();
        const int row = m_fleet->currentRow() >= 0 ? m_fleet->currentRow() : int(fleet.size()) - 1;
        if (row >= 0 && row < int(fleet.size()))
            fleet.erase(fleet.begin() + row);
        showFleet(fleet);
    });
}

void NewGameDialog::setHosting(bool hosting)
{
    m_hosting = hosting;
    for (QWidget* w : std::initializer_list<QWidget*>{m_name, m_port, m_nameLabel, m_portLabel})
        w->setVisible(hosting);
    m_opponent->setVisible(!hosting);
    m_opponentLabel->setVisible(!hosting);
    retranslate();
}

void NewGameDialog::setHostSettings(const QString& playerName, int port)
{
    m_name->setText(playerName);
    m_port->setValue(port);
}

QString NewGameDialog::playerName() const
{
    return m_name->text().trimmed();
}
int NewGameDialog::port() const
{
    return m_port->value();
}

QPushButton* NewGameDialog::okButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

void NewGameDialog::setChoice(const NewGameChoice& choice)
{
    m_updating = true;
    m_opponent->setCurrentIndex(choice.watch ? kWatchItem : int(choice.level));
    m_preset->setCurrentIndex(m_preset->findData(int(choice.rules.preset)));
    m_shootAgain->setChecked(choice.rules.shootAgainAfterHit);
    m_salvo->setChecked(choice.rules.salvo);
    m_markAround->setChecked(choice.rules.markAroundSunk);
    m_touching->setCurrentIndex(m_touching->findData(int(choice.rules.touching)));
    m_firstShooter->setCurrentIndex(m_firstShooter->findData(int(choice.rules.firstShooter)));
    showFleet(choice.rules.fleet);
    m_updating = false;
    const bool custom = choice.rules.preset == Preset::Custom;
    // A preset's fleet and touching rule are its line; only Custom shows them, to be edited.
    for (QWidget* w : std::initializer_list<QWidget*>{m_fleet, m_addClass, m_removeClass, m_touching,
                                                      m_markAround, m_touchingLabel, m_fleetLabel}) {
        w->setEnabled(custom);
        w->setVisible(custom);
    }
    m_presetLine->setText(presetLine(choice.rules.preset));
    // Every class in sight: the table as tall as its rows (up to ten).
    const int rows = std::min(m_fleet->rowCount(), 10);
    m_fleet->setMinimumHeight(m_fleet->horizontalHeader()->sizeHint().height() + 2 * m_fleet->frameWidth() +
                              rows * std::max(m_fleet->verticalHeader()->defaultSectionSize(), 30));
    // A preset is its rules; only Standard's house rule "Shoot again after a hit" is an option.
    m_shootAgain->setEnabled(custom || choice.rules.preset == Preset::Standard);
    m_watchedLevel = choice.level;
    validate();
}

NewGameChoice NewGameDialog::choice() const
{
    NewGameChoice choice;
    choice.watch = m_opponent->currentIndex() == kWatchItem;
    // Watching, two computers of the level last chosen play each other.
    choice.level =
        choice.watch ? m_watchedLevel : kOpponentLevels[std::size_t(std::max(0, m_opponent->currentIndex()))];
    const auto preset = Preset(m_preset->currentData().toInt());
    choice.rules = Ruleset::forPreset(preset);
    choice.rules.shootAgainAfterHit = m_shootAgain->isChecked();
    choice.rules.salvo = m_salvo->isChecked(); // on any preset, as players play it
    choice.rules.markAroundSunk = m_markAround->isChecked();
    choice.rules.firstShooter = FirstShooter(m_firstShooter->currentData().toInt());
    if (preset == Preset::Custom) {
        choice.rules.touching = TouchingRule(m_touching->currentData().toInt());
        choice.rules.fleet = fleetShown();
    }
    return choice;
}

QString NewGameDialog::problem() const
{
    return m_problem->text();
}

void NewGameDialog::presetChosen()
{
    if (m_updating)
        return;
    NewGameChoice next = choice();
    const auto preset = Preset(m_preset->currentData().toInt());
    next.rules = Ruleset::forPreset(preset); // the preset's own options and fleet
    if (preset == Preset::Custom)
        next.rules.fleet = fleetShown(); // start Custom from what was shown
    next.rules.firstShooter = FirstShooter(m_firstShooter->currentData().toInt());
    next.rules.salvo = m_salvo->isChecked(); // a variant of any preset: kept across them
    setChoice(next);
}

void NewGameDialog::showFleet(const std::vector<ShipClass>& fleet)
{
    const bool wasUpdating = std::exchange(m_updating, true);
    m_fleet->setRowCount(int(fleet.size()));
    for (int row = 0; row < int(fleet.size()); ++row) {
        const ShipClass& c = fleet[std::size_t(row)];
        auto* name = new QLineEdit(shipClassName(c), m_fleet);
        name->setProperty("key", QString::fromStdString(c.name)); // the untranslated name, kept if not edited
        auto* length = new QSpinBox(m_fleet);
        length->setRange(0, 10); // out-of-range values are shown, then refused with a reason
        length->setValue(c.length);
        auto* count = new QSpinBox(m_fleet);
        count->setRange(0, 10);
        count->setValue(c.count);
        m_fleet->setCellWidget(row, 0, name);
        m_fleet->setCellWidget(row, 1, length);
        m_fleet->setCellWidget(row, 2, count);
        connect(name, &QLineEdit::textEdited, this, [this, name] {
            name->setProperty("edited", true); // the player's own name now: kept as typed
            validate();
        });
        connect(length, &QSpinBox::valueChanged, this, &NewGameDialog::validate);
        connect(count, &QSpinBox::valueChanged, this, &NewGameDialog::validate);
    }
    // Made after the buttons below the table, the fields would come last on Tab.
    QWidget* previous = m_fleet;
    for (int row = 0; row < m_fleet->rowCount(); ++row)
        for (int column = 0; column < 3; ++column) {
            QWidget* field = m_fleet->cellWidget(row, column);
            setTabOrder(previous, field);
            previous = field;
        }
    setTabOrder(previous, m_addClass);
    nameFleetFields();
    m_updating = wasUpdating;
    validate();
}

// A field in a table has no label of its own: its name says which kind of ship and what of it.
void NewGameDialog::nameFleetFields()
{
    for (int row = 0; row < m_fleet->rowCount(); ++row) {
        //: The name of a kind of ship in the Custom fleet's table; %1 is the row, from 1
        m_fleet->cellWidget(row, 0)->setAccessibleName(tr("Kind %1: name").arg(row + 1));
        //: The length in cells of a kind of ship in the Custom fleet's table; %1 is the row, from 1
        m_fleet->cellWidget(row, 1)->setAccessibleName(tr("Kind %1: length").arg(row + 1));
        //: How many ships of a kind the Custom fleet has; %1 is the row, from 1
        m_fleet->cellWidget(row, 2)->setAccessibleName(tr("Kind %1: number of ships").arg(row + 1));
    }
}

std::vector<ShipClass> NewGameDialog::fleetShown() const
{
    std::vector<ShipClass> fleet;
    for (int row = 0; row < m_fleet->rowCount(); ++row) {
        const auto* name = qobject_cast<QLineEdit*>(m_fleet->cellWidget(row, 0));
        const auto* length = qobject_cast<QSpinBox*>(m_fleet->cellWidget(row, 1));
        const auto* count = qobject_cast<QSpinBox*>(m_fleet->cellWidget(row, 2));
        if (!name || !length || !count)
            continue;
        const QString key = name->property("key").toString();
        const bool keepKey = !name->property("edited").toBool() && !key.isEmpty();
        fleet.push_back(
            {(keepKey ? key : name->text().trimmed()).toStdString(), length->value(), count->value()});
    }
    return fleet;
}

void NewGameDialog::validate()
{
    if (m_updating)
        return;
    const NewGameChoice current = choice();
    const std::vector<RulesetProblem> problems = checkRuleset(current.rules);
    m_problem->setText(problems.empty() ? QString() : describe(problems.front(), current.rules));
    okButton()->setEnabled(problems.empty());
    okButton()->setAccessibleDescription(m_problem->text()); // why it is disabled, where the focus is
}

void NewGameDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void NewGameDialog::retranslate()
{
    setWindowTitle(m_hosting ? tr("Host a LAN game") : tr("New game"));
    m_nameLabel->setText(tr("Your &name:"));
    m_portLabel->setText(tr("&Port:"));
    m_port->setToolTip(tr("The port your friend's game connects to; 47300 unless another program uses it."));
    if (m_hosting)
        okButton()->setText(tr("&Host"));
    m_opponentLabel->setText(tr("&Opponent:"));
    for (std::size_t i = 0; i < kOpponentLevels.size(); ++i)
        m_opponent->setItemText(int(i), tr("Computer: %1").arg(opponentLevelName(kOpponentLevels[i])));
    m_opponent->setItemText(kWatchItem, tr("Watch: computer against computer"));
    m_presetLabel->setText(tr("&Rules:"));
    for (int i = 0; i < m_preset->count(); ++i) {
        const auto preset = Preset(m_preset->itemData(i).toInt());
        m_preset->setItemText(i, presetName(preset));
        m_preset->setItemData(i, presetLine(preset), Qt::ToolTipRole);
    }
    m_presetLine->setText(presetLine(Preset(m_preset->currentData().toInt())));
    m_shootAgain->setText(tr("&Shoot again after a hit"));
    m_salvo->setText(tr("Salvo: a shot for &each ship afloat"));
    m_salvo->setToolTip(tr("Each turn, fire as many shots as you have ships afloat, all chosen before any "
                           "is answered."));
    m_markAround->setText(tr("&Mark the cells around sunk ships"));
    m_touchingLabel->setText(tr("Ships may &touch:"));
    m_touching->setItemText(0, tr("Yes"));
    m_touching->setItemText(1, tr("By the corners only"));
    m_touching->setItemText(2, tr("No, not even by a corner"));
    m_firstLabel->setText(tr("&First shot:"));
    m_firstShooter->setItemText(0, tr("You"));
    m_firstShooter->setItemText(1, tr("Your opponent"));
    m_firstShooter->setItemText(2, tr("Drawn at random"));
    m_firstShooter->setItemText(3, tr("The loser of the last game"));
    m_fleetLabel->setText(tr("F&leet:"));
    m_fleet->setHorizontalHeaderLabels({tr("Ship"), tr("Length"), tr("Number")});
    m_fleet->setAccessibleName(tr("Fleet"));
    m_fleet->setAccessibleDescription(tr("Each kind of ship: its name, its length in cells and how many."));
    nameFleetFields();
    // Ship names the player has not retyped follow the language.
    for (int row = 0; row < m_fleet->rowCount(); ++row)
        if (auto* name = qobject_cast<QLineEdit*>(m_fleet->cellWidget(row, 0));
            name && !name->property("edited").toBool())
            name->setText(shipClassName({name->property("key").toString().toStdString(), 1, 1}));
    m_addClass->setText(tr("&Add a kind of ship"));
    m_removeClass->setText(tr("Remo&ve"));
    m_removeClass->setToolTip(tr("Remove the selected kind of ship, or the last one"));
    validate();
}
