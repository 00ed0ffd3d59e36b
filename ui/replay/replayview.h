// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/match.h"
#include "core/matchhistory.h"
#include "core/review/gamereview.h"

#include <QWidget>

#include <optional>

class BoardView;
class FleetStatusView;
class QLabel;
class ReplayReview;
class SalvoSteps;
class QPushButton;
class QSlider;
class QTimer;

// A finished game played again, shot by shot: Player One's fleet with the opponent's shots beside
// the opponent's fleet with Player One's shots (both fleets are shown: the game is over), "Shot n
// of N", what the shot did, and First / Back / Play|Pause / Forward / Last with a speed control.
// Keys: Left and Right step, Home and End go to the ends, Space plays or pauses. A Salvo game
// steps by whole salvos too (Previous salvo / Next salvo, Page Up and Page Down; ui/replay/salvosteps.h).
// With a review (setReview), each shot shown carries its verdict and H shows the heat map.
// Every position is rebuilt by core from the recorded history (Match::replay() of its first n
// shots), never from pictures: what is shown is what the rules made of those shots.
class ReplayView : public QWidget {
    Q_OBJECT

public:
    explicit ReplayView(QWidget* parent = nullptr);

    // Shows `history` before its first shot; `title` names the game (date, opponent, result).
    // False, with nothing to step through, when the rules refuse the history.
    bool setGame(const seabattle::MatchHistory& history, const QString& title);
    // Names the game anew (another language) without moving from the shot shown.
    void setTitle(const QString& title);
    // No game: empty boards, controls disabled.
    void clearGame();
    bool hasGame() const { return m_history.has_value(); }
    // The history shown, if any.
    const std::optional<seabattle::MatchHistory>& history() const { return m_history; }

    // The review of the game shown (set after setGame(), which drops the last one); nullopt
    // shows none. False, with none, when it is not this game's review.
    bool setReview(const std::optional<seabattle::GameReview>& review);
    const std::optional<seabattle::GameReview>& review() const;
    // The review's words and heat map under the boards.
    ReplayReview* reviewPanel() const { return m_review; }

    // The shots of the game (N), and how many of them are shown (n, from 0 to N).
    int shotCount() const;
    int step() const { return m_step; }
    // The match as it stood after the first step() shots (with the forfeit, if any, at the last
    // step), as core rebuilt it; nullopt without a game.
    const std::optional<seabattle::Match>& position() const { return m_position; }

    // Shows the position after `shots` shots (clamped to 0..N).
    void goToStep(int shots);
    void first();
    void back();
    void forward();
    void last();
    // Plays forward, one shot every interval(), and pauses at the last shot. Playing from the last
    // shot starts again from the first.
    void play();
    void pause();
    void togglePlay();
    bool isPlaying() const;
    // Milliseconds between two shots while playing: kMinInterval to kMaxInterval.
    void setInterval(int milliseconds);
    int interval() const;
    static constexpr int kMinInterval = 250;
    static constexpr int kMaxInterval = 2000;

    QString title() const;
    QString stepText() const;   // "Shot 3 of 57"; under Salvo "Salvo 3 of 14, shot 2 of 4"
    QString shotText() const;   // "You fired at B3: Hit!"
    QString resultText() const; // at the last shot: who won and why

signals:
    void stepChanged(int step);
    void playingChanged(bool playing);

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void makeBoards();
    void makeLabels();
    void makeControls();
    void layOut();
    void showStep();
    void updateControls();
    void retranslate();
    void sayShot();

    std::optional<seabattle::MatchHistory> m_history;
    std::optional<seabattle::Match> m_position;
    std::optional<seabattle::ShotOutcome> m_outcome; // what the last shot shown did
    bool m_refused = false;                          // the rules refused the history given
    int m_step = 0;
    QString m_title;

    QLabel* m_titleLabel = nullptr;
    QLabel* m_ownTitle = nullptr;
    QLabel* m_opponentTitle = nullptr;
    BoardView* m_own = nullptr;
    BoardView* m_opponent = nullptr;
    FleetStatusView* m_ownStatus = nullptr;
    FleetStatusView* m_opponentStatus = nullptr;
    QLabel* m_stepLabel = nullptr;
    QLabel* m_shotLabel = nullptr;
    QLabel* m_resultLabel = nullptr;
    QPushButton* m_firstButton = nullptr;
    QPushButton* m_backButton = nullptr;
    QPushButton* m_playButton = nullptr;
    QPushButton* m_forwardButton = nullptr;
    QPushButton* m_lastButton = nullptr;
    QLabel* m_speedLabel = nullptr;
    QSlider* m_speed = nullptr;
    QLabel* m_speedValue = nullptr;
    QTimer* m_timer = nullptr;
    ReplayReview* m_review = nullptr;
    SalvoSteps* m_salvos = nullptr;
};
