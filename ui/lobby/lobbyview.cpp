// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lobby/lobbyview.h"

#include "ui/speech/herald.h"

#include "ui/words/plaintext.h"
#include "ui/words/rulessummary.h"

#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

LobbyView::LobbyView(QWidget* parent) : QWidget(parent)
{
    m_title = new QLabel(this);
    QFont f = m_title->font();
    f.setPointSizeF(f.pointSizeF() * 1.5);
    f.setBold(true);
    m_title->setFont(f);
    showAsTyped(m_title); // it may quote the peer's name
    m_title->setAlignment(Qt::AlignCenter);
    m_text = new QLabel(this);
    m_text->setWordWrap(true);
    m_text->setAlignment(Qt::AlignCenter);
    showAsTyped(m_text);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("lobbyNote"));
    m_note->setWordWrap(true);
    m_note->setAlignment(Qt::AlignCenter);
    showAsTyped(m_note);
    m_addresses = new QListWidget(this);
    m_addresses->setMaximumWidth(420);
    m_addresses->setMaximumHeight(140);
    m_rulesText = new QLabel(this);
    showAsTyped(m_rulesText); // the peer's Custom class names
    m_rulesText->setFrameShape(QFrame::StyledPanel);
    m_rulesText->setMargin(12);
    m_copy = new QPushButton(this);
    m_accept = new QPushButton(this);
    m_decline = new QPushButton(this);
    m_cancel = new QPushButton(this);

    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    for (QPushButton* b : {m_copy, m_accept, m_decline, m_cancel})
        buttons->addWidget(b);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addStretch();
    layout->addWidget(m_title);
    layout->addWidget(m_text);
    layout->addWidget(m_addresses, 0, Qt::AlignHCenter);
    layout->addWidget(m_rulesText, 0, Qt::AlignHCenter);
    layout->addWidget(m_note);
    layout->addLayout(buttons);
    layout->addStretch(2);

    connect(m_copy, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(addresses().join(QLatin1Char('\n')));
        setNote(tr("Copied."));
    });
    connect(m_accept, &QPushButton::clicked, this, &LobbyView::acceptRequested);
    connect(m_decline, &QPushButton::clicked, this, &LobbyView::declineRequested);
    connect(m_cancel, &QPushButton::clicked, this, &LobbyView::cancelRequested);
    setStage(Stage::Waiting);
}

void LobbyView::setStage(Stage stage)
{
    m_stage = stage;
    m_addresses->setVisible(stage == Stage::Waiting);
    m_copy->setVisible(stage == Stage::Waiting);
    m_rulesText->setVisible(stage == Stage::Offer);
    m_accept->setVisible(stage == Stage::Offer);
    m_decline->setVisible(stage == Stage::Offer);
    m_cancel->setVisible(stage != Stage::Offer);
    m_note->clear();
    retranslate();
    // Said as well as shown: "Anaïs joined" reaches a player who cannot see the title change.
    speak(this, m_title->text() + QLatin1Char(' ') + m_text->text());
}

void LobbyView::showWaiting(const QStringList& addresses)
{
    m_addresses->clear();
    m_addresses->addItems(addresses);
    setStage(Stage::Waiting);
}

// A peer's name, and what the player typed, stand in the title on one line.
void LobbyView::showConnecting(const QString& where)
{
    m_peer = oneLine(where);
    setStage(Stage::Connecting);
}

void LobbyView::showOffer(const QString& host, const seabattle::Ruleset& rules, bool youFireFirst)
{
    m_peer = oneLine(host);
    m_rules = rules;
    m_youFireFirst = youFireFirst;
    setStage(Stage::Offer);
    m_accept->setFocus();
}

void LobbyView::showGuestReading(const QString& guest)
{
    m_peer = oneLine(guest);
    setStage(Stage::GuestReading);
}

void LobbyView::setNote(const QString& text)
{
    m_note->setText(oneLine(text)); // one line: it may quote the peer's name and reason
    speak(this, m_note->text());
}

QString LobbyView::title() const
{
    return m_title->text();
}
QString LobbyView::note() const
{
    return m_note->text();
}

QStringList LobbyView::addresses() const
{
    QStringList lines;
    for (int i = 0; i < m_addresses->count(); ++i)
        lines << m_addresses->item(i)->text();
    return lines;
}

void LobbyView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void LobbyView::retranslate()
{
    m_copy->setText(tr("&Copy the addresses"));
    m_accept->setText(tr("&Accept and place my fleet"));
    m_decline->setText(tr("&Decline"));
    m_cancel->setText(tr("Cancel"));
    m_addresses->setAccessibleName(tr("Addresses to give your friend"));
    switch (m_stage) {
    case Stage::Waiting:
        m_title->setText(tr("Waiting for a friend to join"));
        m_text->setText(
            m_addresses->count() > 0
                ? tr("Ask your friend to choose Game → Join a LAN game and to type one of these addresses "
                     "(or to pick your game in the list):")
                : tr("This computer has no network address yet: your friend can join once it is connected."));
        break;
    case Stage::Connecting:
        m_title->setText(tr("Joining %1…").arg(m_peer));
        m_text->clear();
        break;
    case Stage::Offer:
        m_title->setText(tr("%1 offers a match").arg(m_peer));
        m_text->setText(tr("Read the rules, then accept them to place your fleet, or decline."));
        m_rulesText->setText(rulesSummary(m_rules, m_youFireFirst));
        break;
    case Stage::GuestReading:
        m_title->setText(tr("%1 joined").arg(m_peer));
        m_text->setText(tr("Waiting for them to accept your rules…"));
        break;
    }
}
