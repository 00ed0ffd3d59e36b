// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lobby/joindialog.h"

#include "ui/livery/masthead.h"
#include "ui/words/plaintext.h"
#include "ui/words/rulessummary.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

using namespace seabattle;

namespace {

QString hostPortText(const QString& host, quint16 port)
{
    return QString::fromStdString(addressText(HostPort{host.toStdString(), port}));
}

} // namespace

JoinDialog::JoinDialog(int defaultPort, QWidget* parent) : QDialog(parent), m_defaultPort(defaultPort)
{
    m_name = new QLineEdit(this);
    m_name->setMaxLength(40);
    m_games = new QListWidget(this);
    m_games->setMinimumHeight(120);
    m_none = new QLabel(this);
    m_none->setWordWrap(true);
    m_address = new QComboBox(this);
    m_address->setEditable(true);
    m_address->setInsertPolicy(QComboBox::NoInsert);
    m_address->setMinimumWidth(260);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("addressProblem"));
    m_problem->setWordWrap(true);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_nameLabel = new QLabel(this);
    m_gamesLabel = new QLabel(this);
    m_addressLabel = new QLabel(this);
    m_nameLabel->setBuddy(m_name);
    m_gamesLabel->setBuddy(m_games);
    m_addressLabel->setBuddy(m_address);

    auto* form = new QFormLayout;
    form->addRow(m_nameLabel, m_name);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new Masthead(this)); // the game's colours, and the dialog's title
    layout->addLayout(form);
    layout->addWidget(m_gamesLabel);
    layout->addWidget(m_games, 1);
    layout->addWidget(m_none);
    auto* addressForm = new QFormLayout;
    addressForm->addRow(m_addressLabel, m_address);
    layout->addLayout(addressForm);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_address, &QComboBox::editTextChanged, this, &JoinDialog::validate);
    // A click on a game types its address, even on the game already selected.
    connect(m_games, &QListWidget::itemClicked, this,
            [this](QListWidgetItem* item) { m_address->setEditText(item->data(Qt::UserRole).toString()); });
    connect(m_games, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row < m_found.size())
            m_address->setEditText(hostPortText(m_found[row].host, m_found[row].port));
    });
    connect(m_games, &QListWidget::itemActivated, this, [this] {
        if (address())
            accept();
    });
    setGames({});
    retranslate();
    validate();
}

void JoinDialog::setPlayerName(const QString& name)
{
    m_name->setText(name);
}
QString JoinDialog::playerName() const
{
    return m_name->text().trimmed();
}

void JoinDialog::setRecent(const QStringList& addresses)
{
    m_address->clear();
    m_address->addItems(addresses);
    m_address->setEditText(addresses.value(0));
    validate();
}

void JoinDialog::setGames(const QList<Game>& games)
{
    const QString selected =
        m_games->currentItem() ? m_games->currentItem()->data(Qt::UserRole).toString() : QString();
    m_found = games;
    const QSignalBlocker blocker(m_games); // refreshing the list must not retype the address
    m_games->clear();
    for (const Game& g : games) {
        const QString where = hostPortText(g.host, g.port);
        auto* item = new QListWidgetItem(
            //: a game found on the network: the host's name, the rules ("Standard rules"), the address
            tr("%1 — %2 — %3").arg(oneLine(g.name), presetRules(g.preset), where), m_games);
        item->setData(Qt::UserRole, where);
        if (where == selected)
            m_games->setCurrentItem(item);
    }
    m_none->setVisible(games.isEmpty());
}

std::optional<HostPort> JoinDialog::address() const
{
    auto parsed = parseHostPort(addressText().toStdString(), m_defaultPort);
    return parsed ? std::optional<HostPort>(*parsed) : std::nullopt;
}

QString JoinDialog::addressText() const
{
    return m_address->currentText().trimmed();
}

QString JoinDialog::problem() const
{
    return m_problem->text();
}

void JoinDialog::validate()
{
    const auto parsed = parseHostPort(addressText().toStdString(), m_defaultPort);
    QString why;
    if (!parsed) {
        switch (parsed.error()) {
        case HostPortError::Empty:
            why = tr("Type the address your friend's game shows, or pick a game in the list.");
            break;
        case HostPortError::MissingHost:
            why = tr("Type the address before the port, such as 192.168.1.5:47300.");
            break;
        case HostPortError::BadPort:
            why = tr("The port is a number from 1 to 65535, after a colon: 192.168.1.5:47300.");
            break;
        case HostPortError::BadHost:
            why = tr("That is not an address: type it as your friend's game shows it, such as 192.168.1.5.");
            break;
        }
    }
    m_problem->setText(why);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(parsed.has_value());
    m_buttons->button(QDialogButtonBox::Ok)->setAccessibleDescription(why); // why it is disabled
}

void JoinDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        validate();
        setGames(m_found);
    }
    QDialog::changeEvent(event);
}

void JoinDialog::retranslate()
{
    setWindowTitle(tr("Join a LAN game"));
    m_nameLabel->setText(tr("Your &name:"));
    m_gamesLabel->setText(tr("&Games on your network:"));
    m_none->setText(tr("No game heard yet. Games hosted on your network appear here by themselves."));
    m_addressLabel->setText(tr("&Address:"));
    m_address->lineEdit()->setPlaceholderText(tr("e.g. 192.168.1.5:47300"));
    // A list takes no name from its label, unlike a field.
    m_games->setAccessibleName(tr("Games on your network"));
    m_games->setAccessibleDescription(tr("Choosing a game types its address below."));
    m_address->setAccessibleDescription(
        tr("The address your friend's game shows, such as 192.168.1.5:47300."));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Join"));
}
