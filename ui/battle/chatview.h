// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

// Chat with the LAN opponent beside the boards. Everything is plain text: a message is never
// read as markup or a link, whatever the peer sends.
class ChatView : public QWidget {
    Q_OBJECT

public:
    // The longest message sent (the protocol's limit).
    static constexpr int kMaxLength = 500;

    explicit ChatView(QWidget* parent = nullptr);

    // Adds a line said by `who` (our own lines too, once sent).
    void addMessage(const QString& who, const QString& text);
    // A line from the game itself ("Anaïs joined."), set apart from what players say.
    void addNote(const QString& text);
    void clear();
    QString transcript() const;
    QLineEdit* input() const { return m_input; }
    QPushButton* sendButton() const { return m_send; }

signals:
    void sendRequested(const QString& text);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void send();

    QLabel* m_title = nullptr;
    QPlainTextEdit* m_log = nullptr;
    QLineEdit* m_input = nullptr;
    QPushButton* m_send = nullptr;
};
