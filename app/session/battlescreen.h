// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/match/matchsession.h"
#include "app/sound/soundeffects.h"

#include <QElapsedTimer>
#include <QObject>

#include <functional>

class BattleView;

// The presenter: any match session on the battle view. The person's shots go to the session;
// each change the session reports is shown once (a shot landing with its words, a new turn, the
// end), and the sound that goes with it is decided here, not by the view.
class BattleScreen : public QObject {
    Q_OBJECT

public:
    BattleScreen(MatchSession& session, BattleView& view, QObject* parent = nullptr);

    // Shows the session's picture as it is (a start, a resumption, a fleet revealed…).
    void refresh();
    // A shot fired before (a resumed game's last): highlighted and said, with no sound.
    void recall(const seabattle::ShotOutcome& outcome);
    // The battle's clock, for the figures at the end: from now.
    void startClock() { m_clock.start(); }
    // Words that replace the usual reason on the game-over banner (a LAN peer's proven cheat).
    void setExplanation(std::function<QString()> explain) { m_explain = std::move(explain); }

signals:
    // What the player should hear now.
    void cue(Sound sound);
    // The game-over banner is up.
    void over(const seabattle::MatchResult& result);

private:
    void show(const seabattle::BattlePicture& picture);
    void fire(seabattle::Coord target);
    void fireSalvo(const std::vector<seabattle::Coord>& targets);
    void showShot(const seabattle::ShotOutcome& outcome);
    void showSalvo(const std::vector<seabattle::ShotOutcome>& salvo);
    void showTurn(seabattle::Player shooter);
    void showEnd(const seabattle::MatchResult& result);

    MatchSession& m_session;
    BattleView& m_view;
    QElapsedTimer m_clock;
    std::function<QString()> m_explain;
    std::optional<seabattle::Player> m_shownTurn;
    int m_shown = 0; // pictures shown: a shot that changed nothing else is shown in flight
};
