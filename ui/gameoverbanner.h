// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

// The end of a game: who won, the game's figures, and what next.
class GameOverBanner : public QFrame {
    Q_OBJECT

public:
    struct Figures {
        int shots = 0;
        int hits = 0;
        qint64 seconds = 0;
    };

    // Who the headline says won.
    enum class Outcome { Victory, Defeat, ComputerOneWon, ComputerTwoWon };

    explicit GameOverBanner(QWidget* parent = nullptr);

    // `why` says how it ended; the figures are the person's (in watch mode, Computer 1's).
    void present(Outcome outcome, const QString& why, const Figures& figures);
    QString headline() const;
    QString figuresText() const;
    QPushButton* rematchButton() const { return m_rematch; }
    QPushButton* newGameButton() const { return m_newGame; }

signals:
    void rematchRequested();
    void newGameRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QLabel* m_headline = nullptr;
    QLabel* m_figures = nullptr;
    QPushButton* m_rematch = nullptr;
    QPushButton* m_newGame = nullptr;
    Outcome m_outcome = Outcome::Victory;
    QString m_why;
    Figures m_numbers;
};
