// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/battlepicture.h"
#include "core/grid.h"
#include "ui/battle/shotnews.h"

#include <QWidget>

#include <optional>

class AimBox;
class BoardView;
class ChatView;
class FleetStatusView;
class LegendView;
class OpenSea;
class GameOverBanner;
class HintOffer;
class QAction;
class QSlider;
class QLabel;
class QPushButton;
class SalvoChoice;

// The battle: "Your fleet" (your ships and the enemy's shots) beside "Enemy waters" (your shots),
// whose turn it is, and what the last shot did. Shows a match as it is given; the player's
// choices leave as signals.
class BattleView : public QWidget {
    Q_OBJECT

public:
    explicit BattleView(QWidget* parent = nullptr);

    // Redraws everything from what Player::One may see.
    void showPicture(const seabattle::BattlePicture& picture);
    // Redraws everything from the match, seen by the person (Player::One).
    void showMatch(const seabattle::Match& match) { showPicture(seabattle::pictureOf(match)); }
    // A shot answered: it lands on its board, its words are said ("Miss", "Hit!", "Sunk:
    // Cruiser!"), and everything is redrawn from `after`, the picture once it is answered.
    void showShot(const seabattle::ShotOutcome& outcome, const seabattle::BattlePicture& after);
    // Shows a shot fired before (a resumed game's last): highlighted and said, not played.
    void recall(const seabattle::ShotOutcome& outcome, const seabattle::Ruleset& rules);
    // A whole salvo answered (under Salvo, either side's): its shells land one after another,
    // its words list every shot ("Salvo of 3: …"), and everything is redrawn from `after`.
    void showSalvo(const std::vector<seabattle::ShotOutcome>& salvo, const seabattle::BattlePicture& after);
    // Says why a shot, or a salvo, was refused.
    void refuse(seabattle::ShotError error);
    void refuse(const seabattle::SalvoError& error);
    // The salvo being aimed (under Salvo, on the person's turn): its cells in order, its line.
    std::vector<seabattle::Coord> salvoChosen() const;
    QString salvoLine() const;

    // The end of the game, with its figures (shots, hits and time of the person, or in watch
    // mode of the left-hand computer).
    // `why`, when given, replaces the usual words for the reason (a rule violation proven over
    // the network says exactly what the peer did).
    void showGameOver(const seabattle::BattlePicture& picture, qint64 seconds, const QString& why = {});
    void showGameOver(const seabattle::Match& match, qint64 seconds)
    {
        showGameOver(seabattle::pictureOf(match), seconds);
    }
    // The review of the game just over, on the banner: its progress, then its summary (plain
    // text), a sentence saying what it means and what each figure means (its tooltip), with
    // "Review this game" (reviewRequested()). Hidden until one is shown; cleared for a new game.
    void showReviewProgress(int done, int total);
    void showReviewSummary(const QString& summary, const QString& gist = {}, const QString& explanation = {});
    void clearReview();
    // Hints: a "Hint" button by the turn line and the H key, usable on the person's turn while
    // offered (a game with hints does not count for records). A press asks for the odds
    // (hintRequested()); shown, they lie on Enemy waters with the best cell outlined until the
    // next shot, or until the next press (which asks nothing). Odds given once the turn has
    // passed are not shown.
    void setHintsOffered(bool offered);
    void showHint(const seabattle::Grid<double>& odds, std::optional<seabattle::Coord> best);
    // Under Salvo: the salvo's best cells outlined, as many as its shots.
    void showHint(const seabattle::Grid<double>& odds, const std::vector<seabattle::Coord>& best);
    bool hintShown() const;
    // Against a LAN opponent: its name in the turn indicator, and the chat beside the boards.
    void setOpponent(const QString& name);
    // A line above the boards about the match itself ("Waiting for Anaïs…"); empty hides it.
    // With `claimable`, a "Claim the win" button beside it (claimWinRequested()).
    void setNotice(const QString& text, bool claimable = false);
    QString notice() const;
    // The chat beside the boards (against a LAN opponent): emptied, a line someone wrote (shown
    // as typed), a line about the match.
    void clearChat();
    void addChatMessage(const QString& author, const QString& text);
    void addChatNote(const QString& text);
    // Watch mode shows "Computer 1"/"Computer 2" titles, a Pause button and a speed slider.
    void setWatching(bool watching);
    // Watch mode: the pause between the computers' shots, in milliseconds, as the slider shows it.
    void setPace(int milliseconds);
    int pace() const;
    // Shots land with their animation, or appear at once.
    void setAnimated(bool animated);
    QString message() const;
    QString turnText() const;
    // Keys that read the battle aloud (F2 the fleets, F3 the last shots, F4 the score), for the
    // Help menu to list; they work while the battle is shown.
    QList<QAction*> readingKeys() const;
    QString fleetsWords() const;
    QString lastShotsWords() const;
    QString scoreWords() const;

signals:
    // The person picked a target, on the board or by typing it.
    void fireRequested(seabattle::Coord target);
    // Under Salvo: the person fired the salvo aimed, a cell for each of its shots.
    void salvoRequested(const std::vector<seabattle::Coord>& targets);
    // Watch mode: pause or resume; the pause between shots, in milliseconds.
    void pauseToggled(bool paused);
    void delayChosen(int milliseconds);
    // Against a LAN opponent gone for longer than the grace period.
    void claimWinRequested();
    // The person wrote in the chat.
    void chatSent(const QString& text);
    // The game-over banner's choices.
    void rematchRequested();
    void newGameRequested();
    void reviewRequested();
    // The person asked for a hint: the odds of a ship on every cell of Enemy waters (showHint()).
    void hintRequested();
    // The turn line changed, for the window title.
    void turnTextChanged(const QString& text);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    void makeBoards();
    void makeMessages();
    void makeControls();
    void makeReadingKeys();
    void retranslateReadingKeys();
    void layOut();
    void connectInput();
    void announce(const std::vector<seabattle::ShotOutcome>& shots, const seabattle::Ruleset& rules);
    void pickCell(seabattle::Coord cell);
    void aimSalvo(const seabattle::BattlePicture& picture, bool yourTurn);
    bool fireKeyPressed(QEvent* event);
    void retranslate();
    void sayTurn();
    QString turnWords() const;
    void sayMessage();
    void sayEarlierShots();
    void placeBanner();
    void giveBackTheBannersRoom(bool watching);
    void showPace(bool shown, bool keepPlace);
    void aimAtEnemyWaters();
    void tintEarlierShots();

    BoardView* m_own = nullptr;
    BoardView* m_enemy = nullptr;
    QLabel* m_ownTitle = nullptr;
    QLabel* m_enemyTitle = nullptr;
    QLabel* m_turn = nullptr;
    QLabel* m_shootAgain = nullptr;
    QLabel* m_message = nullptr;
    QLabel* m_log = nullptr; // the shots before the last one, newest first
    AimBox* m_aim = nullptr;
    std::optional<seabattle::Player> m_turnHolder;
    std::optional<seabattle::MatchResult> m_result;
    GameOverBanner* m_banner = nullptr;
    HintOffer* m_hint = nullptr;
    FleetStatusView* m_ownStatus = nullptr;
    FleetStatusView* m_enemyStatus = nullptr;
    LegendView* m_legend = nullptr;
    OpenSea* m_sea = nullptr; // both boards' sea, its light the end's mood
    QPushButton* m_pause = nullptr;
    QSlider* m_speed = nullptr;
    QLabel* m_speedLabel = nullptr;
    bool m_watching = false;
    QString m_opponent; // a LAN opponent's name; empty against the computer
    ChatView* m_chat = nullptr;
    QLabel* m_notice = nullptr;
    QPushButton* m_claim = nullptr;
    // What the message area says, kept so that it can be said again in another language.
    ShotNews m_news;
    SalvoChoice* m_salvo = nullptr; // under Salvo, the salvo being aimed
    bool m_aimed = false;           // the focus went to Enemy waters at the battle's start
    QAction* m_sayFleets = nullptr;
    QAction* m_sayShots = nullptr;
    QAction* m_sayScore = nullptr;
};
