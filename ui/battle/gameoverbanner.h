// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

#include <array>
#include <optional>

class EmblemView;
class QLabel;
class QPainter;
class QPushButton;

// The end of a game: who won, on a ribbon with its emblem (gold and a star in laurels for a
// victory, deep red and a ship going down for a defeat, steel and a pennant for a computer's win
// when watching), the game's figures, and what next, on the game's navy panel. The review's line
// (its progress or summary, and a sentence saying what it means) and its "Review this game"
// button are hidden until the app shows one: games that are not reviewed (a LAN match, watch
// mode) never show them.
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
    // The review done: its summary as given (plain text), its button enabled; `gist` (a sentence
    // a casual player understands) under it, `explanation` (what each figure means) as its
    // tooltip and accessible description.
    void showReviewSummary(const QString& summary, const QString& gist = {}, const QString& explanation = {});
    // No review row (a new game).
    void clearReview();
    QString reviewText() const;
    QString reviewGist() const;
    Outcome outcome() const { return m_outcome; }
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
    void paintEvent(QPaintEvent* event) override;

private:
    void retranslate();
    void makeHeadline();
    void makeReview();
    void sayReview();
    void dress();
    void drawRibbon(QPainter& painter) const;

    QLabel* m_headline = nullptr;
    std::array<EmblemView*, 2> m_emblems{}; // either side of the headline
    bool m_dressing = false;                // its own palette being set: no second dressing
    QLabel* m_figures = nullptr;
    QPushButton* m_rematch = nullptr;
    QPushButton* m_newGame = nullptr;
    QLabel* m_reviewLine = nullptr;
    QLabel* m_reviewGist = nullptr;
    QPushButton* m_review = nullptr;
    Outcome m_outcome = Outcome::Victory;
    QString m_why;
    Figures m_numbers;
    // The review's state, kept so that it can be said again in another language: its progress
    // in percent while it runs, else its summary.
    std::optional<int> m_reviewPercent;
    QString m_reviewSummary;
    QString m_reviewGistText;
    QString m_reviewExplanation;
};
