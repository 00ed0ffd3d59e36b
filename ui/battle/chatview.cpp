// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/battle/chatview.h"

#include "ui/speech/herald.h"
#include "ui/words/plaintext.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QVBoxLayout>

ChatView::ChatView(QWidget* parent) : QWidget(parent)
{
    m_title = new QLabel(this);
    QFont f = m_title->font();
    f.setBold(true);
    m_title->setFont(f);
    m_log = new QPlainTextEdit(this);
    m_log->setObjectName(QStringLiteral("chatLog"));
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(1000);
    m_log->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_input = new QLineEdit(this);
    m_input->setMaxLength(kMaxLength);
    m_send = new QPushButton(this);
    m_title->setBuddy(m_input);

    auto* row = new QHBoxLayout;
    row->addWidget(m_input, 1);
    row->addWidget(m_send);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_log, 1);
    layout->addLayout(row);
    setMinimumWidth(220);

    connect(m_input, &QLineEdit::returnPressed, this, &ChatView::send);
    connect(m_send, &QPushButton::clicked, this, &ChatView::send);
    retranslate();
}

void ChatView::send()
{
    const QString text = m_input->text().trimmed();
    if (text.isEmpty())
        return;
    m_input->clear();
    emit sendRequested(text);
}

void ChatView::addMessage(const QString& who, const QString& text)
{
    // One line each, in its own order: a line break or a bidi control could fake a line said by
    // someone else, or turn the name and the words around.
    const QString line = tr("%1: %2").arg(oneLine(who), oneLine(text));
    m_log->appendPlainText(line);
    speak(this, line);
    m_log->verticalScrollBar()->setValue(m_log->verticalScrollBar()->maximum());
}

void ChatView::addNote(const QString& text)
{
    m_log->appendPlainText(QStringLiteral("— %1").arg(oneLine(text)));
    speak(this, oneLine(text));
}

void ChatView::clear()
{
    m_log->clear();
}

QString ChatView::transcript() const
{
    return m_log->toPlainText();
}

void ChatView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ChatView::retranslate()
{
    //: The chat's title: Alt+its letter goes to the message line. Not the letter of a menu title (Game,
    //: Settings, Help) nor of the game-over banner's buttons (Rematch, New game, Review this game)
    m_title->setText(tr("&Chat"));
    m_input->setPlaceholderText(tr("Say something…"));
    m_input->setAccessibleName(tr("Message to your opponent"));
    m_log->setAccessibleName(tr("Chat messages"));
    m_send->setText(tr("Send"));
}
