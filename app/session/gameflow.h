// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/lanstart/lanstart.h"
#include "app/launch/commandline.h"
#include "app/layouts/favouritelayouts.h"
#include "app/records/logbook.h"
#include "app/review/gamereviews.h"
#include "app/session/autosave.h"
#include "app/session/langame.h"
#include "app/session/localgame.h"
#include "app/session/playsettings.h"
#include "app/session/welcomepage.h"
#include "app/sound/soundeffects.h"
#include "app/storage/settings.h"
#include "core/ai/fleetsseen.h"
#include "core/hostport.h"

#include <QObject>

#include <functional>
#include <memory>
#include <random>

class MainWindow;

// The way from choosing a game to its end, in the main window: it routes. The new-game dialog
// (remembering the last choice), placing the fleet, the battle and its end are the same for a
// game against the computer and one against a friend (Game); what is kept of a game is the
// Logbook's, its review GameReviews', the save of a game in progress the Autosave's.
class GameFlow : public QObject {
    Q_OBJECT

public:
    explicit GameFlow(MainWindow& window, QObject* parent = nullptr);

    // At start, once the window shows: what the command line asked for. Damaged files are said
    // first; a game saved last time is offered back before a new game against the computer
    // (nothing lost); a usual start shows the welcome page, with Continue for a saved game.
    void launch(const LaunchPlan& plan);
    // Opens the new-game dialog; starts the game chosen.
    void chooseNewGame();
    // Starts a game as `choice` says: fleet placement first (or, with `randomFleet`, straight into
    // battle with a fleet placed at random), or straight to watching.
    void start(const seabattle::NewGameChoice& choice, bool randomFleet = false);
    // At start: offers to resume the game saved last time (or says, once, why the save could not
    // be read: it is set aside, never deleted). True if a game was resumed.
    bool offerResume();
    void resume(const SavedGame& saved);
    // At start: says, in one message, which of the player's files (statistics, replays, favourite
    // layouts) could not be read and where each was set aside.
    void reportDamagedFiles();
    // LAN: opens the host dialog (rules, name, port), or hosts straight away on `port` with the
    // last rules and name (--host). A busy port is reported and the dialog offered again.
    void chooseHostGame() { m_lanStart.chooseHost(m_choice); }
    bool hostGame(quint16 port) { return m_lanStart.host(m_choice.rules, port); }
    // LAN: opens the join dialog (games heard on the network, recent addresses), or joins
    // `where` straight away (--join).
    void chooseJoinGame() { m_lanStart.chooseJoin(); }
    void joinGame(const seabattle::HostPort& where) { m_lanStart.join(where); }

    LocalGame* game() const { return qobject_cast<LocalGame*>(m_game.get()); }
    LanGame* lanGame() const { return qobject_cast<LanGame*>(m_game.get()); }
    const seabattle::Statistics& statistics() const { return m_logbook.statistics(); }
    const GameArchive& archive() const { return m_logbook.archive(); }
    const SaveSlot& saves() const { return m_autosave.slot(); }
    // The sounds of shots and of the end, as the Settings menu set them (kept in the settings).
    SoundEffects& sounds() { return m_sounds; }
    // The name a LAN peer sees (LanStart::playerName()).
    QString playerName() const { return m_lanStart.playerName(); }

protected:
    // Says the game's description again in a new language.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void connectMenus();
    // The one game on screen, of either kind, replacing any other (a LAN peer is told goodbye).
    void show(std::unique_ptr<Game> game);
    void adoptLocal(std::unique_ptr<LocalGame> game);
    void startLan(std::unique_ptr<net::LanSession> session, std::unique_ptr<net::GameBeacon> beacon);
    // The placement page for either kind of game: `placed` takes the fleet when the player is done.
    void place(const seabattle::Ruleset& rules, const QString& against,
               std::function<void(const seabattle::FleetLayout&)> placed);
    void finish(const GameEnd& end);
    void resign();
    void endLan();
    quint64 freshSeed();

    MainWindow& m_window;
    Settings m_settings;
    LanStart m_lanStart;
    seabattle::NewGameChoice m_choice;
    std::unique_ptr<Game> m_game;
    std::function<void(const seabattle::FleetLayout&)> m_placed; // who takes the fleet placed
    Autosave m_autosave{m_window};
    WelcomePage m_welcome;
    PlaySettings m_playSettings{m_window, m_settings};
    Logbook m_logbook{m_window};
    GameReviews m_reviews;
    std::shared_ptr<FavouriteLayouts> m_layouts;
    QStringList m_damaged;                        // what reportDamagedFiles() says
    std::optional<seabattle::Player> m_lastLoser; // of the last game finished in this window
    seabattle::FleetsSeen m_fleetsSeen;           // the person's, against the computer, in this window
    std::random_device m_entropy;
    SoundEffects m_sounds;
};
