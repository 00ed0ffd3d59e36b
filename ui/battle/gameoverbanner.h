// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

#include <optional>

class QLabel;
class QPushButton;

// The end of a game: who won, the game's figures, and what next. The review's line (its
// progress or summary) and its "Review this game" button are hidden until the app shows one:
// games that are not reviewed (a LAN match, watch mode) never show them.
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

    // `why` says how it ended; the figures are the person's (in watch mode, Computer 1's). The
    // review row is cleared.
    void present(Outcome outcome, const QString& why, const Figures& figures);
    // The review running: "Reviewing your shots… 40%", its button disabled until it ends.
    void showReviewProgress(int done, int total);
    // The review done: its summary as given (plain text), its button enabled.
    void showReviewSummary(const QString& summary);
    // No review row (a new game).
    void clearReview();
    QString reviewText() const;
    QPushButton* reviewButton() const { return m_review; }
    QString headline() const;
    QString figuresText() const;
    QPushButton* rematchButton() const { return m_rematch; }
    QPushButton* newGameButton() const { return m_newGame; }

signals:
    void rematchRequested();
    void newGameRequested();
    void reviewRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void makeReview();
    void sayReview();

    QLabel* m_headline = nullptr;
    QLabel* m_figures = nullptr;
    QPushButton* m_rematch = nullptr;
    QPushButton* m_newGame = nullptr;
    QLabel* m_reviewLine = nullptr;
    QPushButton* m_review = nullptr;
    Outcome m_outcome = Outcome::Victory;
    QString m_why;
    Figures m_numbers;
    // The review's state, kept so that it can be said again in another language: its progress
    // in percent while it runs, else its summary.
    std::optional<int> m_reviewPercent;
    QString m_reviewSummary;
};
